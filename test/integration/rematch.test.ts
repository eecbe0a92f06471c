/**
 * After a game (issue 30): the standings a finish would give now (GET /api/games/<id>/standings,
 * for the host's confirmation) and a rematch (POST /api/games/<id>/rematch: same game, players,
 * seats, options, deck style and seat rule, the first dealer one seat on; the host only).
 */
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { CookieJar } from "@/test/helpers/devices";
import { POST as createGame } from "@/app/api/games/route";
import { GET as getGame } from "@/app/api/games/[id]/route";
import { POST as postAction } from "@/app/api/games/[id]/actions/route";
import { GET as getDevices } from "@/app/api/games/[id]/devices/route";
import { GET as getStandings } from "@/app/api/games/[id]/standings/route";
import { GET as getRematch, POST as postRematch } from "@/app/api/games/[id]/rematch/route";
import { POST as postFollow } from "@/app/api/games/[id]/rematch/follow/route";
import { POST as postJoin } from "@/app/api/join/route";
import { linkRematch, startRematchOnce } from "@/server/rematch";

useTestDatabase();
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const req = (url: string, body?: unknown) =>
  new Request(`http://localhost${url}`, { method: body === undefined ? "GET" : "POST", body: body === undefined ? undefined : JSON.stringify(body), headers: body === undefined ? {} : { "content-type": "application/json" } });

describe("standings before a finish, and a rematch", () => {
  it("the standings leave out the deal in progress; the host's rematch keeps game, players, options, deck and seat rule, the dealer one on", async () => {
    const host = new CookieJar();
    const made = host.keep(await createGame(req("/api/games", { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann", deckStyle: "rws", seatRule: "own", options: { betting: { kind: "none" } } })));
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };
    // Cat's Fourteen of Wands takes the first (high) trick, well-disposed: 2 points this deal, none in the match yet.
    for (const card of ["W10", "W02", "W14", "W03"]) expect((await postAction(host.request(req(`/api/games/${id}/actions`, { type: "play", card })), ctx(id))).status).toBe(200);
    const now = await (await getStandings(host.request(req(`/api/games/${id}/standings`)), ctx(id))).json();
    expect(now).toMatchObject({ over: false, unit: "points", standings: [{ players: ["Ann", "Cat"], points: 0 }, { players: ["Ben", "Dan"], points: 0 }] });

    const { roomCode } = (await (await getDevices(host.request(req(`/api/games/${id}/devices`)), ctx(id))).json()) as { roomCode: string };
    const seat = new CookieJar();
    expect(seat.keep(await postJoin(req("/api/join", { code: roomCode, as: "seat", player: "Ben" }))).status).toBe(201);
    expect((await postRematch(seat.request(req(`/api/games/${id}/rematch`, {})), ctx(id))).status).toBe(403);

    const again = host.keep(await postRematch(host.request(req(`/api/games/${id}/rematch`, {})), ctx(id)));
    expect(again.status).toBe(201);
    const next = (await again.json()) as { id: string };
    expect(next.id).not.toBe(id);
    const view = await (await getGame(host.request(req(`/api/games/${next.id}`)), ctx(next.id))).json();
    expect(view).toMatchObject({ game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], seq: 1, status: "active" });
    expect(view.view).toMatchObject({ deckStyle: "rws", options: { betting: { kind: "none" } }, live: { dealer: "Ben" } });
    // The host of the new table is the device that asked (it reads the new table's devices and seat rule).
    const devices = await (await getDevices(host.request(req(`/api/games/${next.id}/devices`)), ctx(next.id))).json();
    expect(devices.seatRule).toBe("own");
  });

  it("Fortuno's standings count cards in hand", async () => {
    const host = new CookieJar();
    const made = host.keep(await createGame(req("/api/games", { game: "fortuno", players: ["Ann", "Ben", "Cat", "Dan"] })));
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };
    const now = await (await getStandings(host.request(req(`/api/games/${id}/standings`)), ctx(id))).json();
    expect(now.unit).toBe("cards in hand");
    expect(now.unitOne).toBe("card in hand");
  });
});

describe("rematch moves the phones (issue 30)", () => {
  it("every device of the old table finds the rematch; seats keep their players' places, the others watch; a second ask follows", async () => {
    const host = new CookieJar();
    const made = host.keep(await createGame(req("/api/games", { game: "fortey-one", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann" })));
    const { id } = (await made.json()) as { id: string };
    const { roomCode, watchCode } = (await (await getDevices(host.request(req(`/api/games/${id}/devices`)), ctx(id))).json()) as { roomCode: string; watchCode: string };
    const ben = new CookieJar(), benSpare = new CookieJar(), cat = new CookieJar(), watcher = new CookieJar(), stranger = new CookieJar();
    expect(ben.keep(await postJoin(req("/api/join", { code: roomCode, as: "seat", player: "Ben", label: "Ben's Pixel" }))).status).toBe(201);
    expect(cat.keep(await postJoin(req("/api/join", { code: roomCode, as: "seat", player: "Cat" }))).status).toBe(201);
    expect(watcher.keep(await postJoin(req("/api/join", { code: watchCode, as: "spectator" }))).status).toBe(201);
    expect(benSpare.keep(await postJoin(req("/api/join", { code: watchCode, as: "spectator" }))).status).toBe(201);

    // Before the host asks: nothing to follow.
    expect((await getRematch(ben.request(req(`/api/games/${id}/rematch`)), ctx(id))).status).toBe(404);
    const early = await postFollow(ben.request(req(`/api/games/${id}/rematch/follow`, {})), ctx(id));
    expect(early.status).toBe(404);
    expect(((await early.json()) as { id: string }).id).toBe("rematch/none");

    const r = host.keep(await postRematch(host.request(req(`/api/games/${id}/rematch`, {})), ctx(id)));
    expect(r.status).toBe(201);
    const next = ((await r.json()) as { id: string }).id;

    // Every device of the old table reads where it went; a stranger without a device of it is refused.
    for (const jar of [ben, cat, watcher, host]) {
      const g = await getRematch(jar.request(req(`/api/games/${id}/rematch`)), ctx(id));
      expect(g.status).toBe(200);
      expect(await g.json()).toEqual({ id: next });
    }
    expect((await getRematch(stranger.request(req(`/api/games/${id}/rematch`)), ctx(id))).status).toBe(401);
    expect((await postFollow(stranger.request(req(`/api/games/${id}/rematch/follow`, {})), ctx(id))).status).toBe(401);

    // Ben's seat follows as Ben (its label kept), Cat's as Cat, the spectator watches, the host stays host.
    const follow = async (jar: CookieJar) => {
      const res = jar.keep(await postFollow(jar.request(req(`/api/games/${id}/rematch/follow`, {})), ctx(id)));
      expect(res.status).toBe(200);
      return res.json() as Promise<{ id: string; role: string; player: string | null }>;
    };
    expect(await follow(ben)).toEqual({ id: next, role: "seat", player: "Ben" });
    expect(await follow(cat)).toEqual({ id: next, role: "seat", player: "Cat" });
    expect(await follow(watcher)).toEqual({ id: next, role: "spectator", player: null });
    expect(await follow(host)).toEqual({ id: next, role: "host", player: null });
    // Following twice makes no second device.
    expect(await follow(ben)).toEqual({ id: next, role: "seat", player: "Ben" });
    expect(await follow(benSpare)).toEqual({ id: next, role: "spectator", player: null });

    const list = (await (await getDevices(host.request(req(`/api/games/${next}/devices`)), ctx(next))).json()) as { devices: { role: string; player: string | null; label: string }[] };
    const places = list.devices.map((d) => `${d.role}:${d.player ?? ""}:${d.label}`).sort();
    expect(places).toEqual(["host::Host", "seat:Ben:Ben's Pixel", "seat:Cat:Cat's phone", "spectator::Spectator", "spectator::Spectator"]);
    // The followed devices are at the new table: Ben's cookie reads it as Ben's seat (his own view).
    const benView = await (await getGame(ben.request(req(`/api/games/${next}`)), ctx(next))).json();
    expect(benView).toMatchObject({ id: next, game: "fortey-one", status: "active" });

    // A dealer outside the table is refused (400) before anything is made.
    const other = new CookieJar();
    const made2 = other.keep(await createGame(req("/api/games", { game: "fortey-one", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann" })));
    const id2 = ((await made2.json()) as { id: string }).id;
    expect((await postRematch(other.request(req(`/api/games/${id2}/rematch`, { dealer: 4 })), ctx(id2))).status).toBe(400);
    expect((await getRematch(other.request(req(`/api/games/${id2}/rematch`)), ctx(id2))).status).toBe(404);
    // A panel's "Rematch (Cat deals)": the dealer given (seat 2) deals first.
    const given = other.keep(await postRematch(other.request(req(`/api/games/${id2}/rematch`, { dealer: 2 })), ctx(id2)));
    expect(given.status).toBe(201);
    const id3 = ((await given.json()) as { id: string }).id;
    expect((await (await getGame(other.request(req(`/api/games/${id3}`)), ctx(id3))).json()).view).toMatchObject({ dealer: "Cat" });

    // The host asking again gets the same rematch (200), not a third table.
    const twice = host.keep(await postRematch(host.request(req(`/api/games/${id}/rematch`, {})), ctx(id)));
    expect(twice.status).toBe(200);
    expect(await twice.json()).toEqual({ id: next });
  });

  it("two host devices tapping Rematch at once (each its own key) make one rematch: one 201, the other follows it (200)", async () => {
    const host = new CookieJar();
    const made = host.keep(await createGame(req("/api/games", { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann" })));
    const { id } = (await made.json()) as { id: string };
    const keyed = (key: string) => {
      const r = host.request(req(`/api/games/${id}/rematch`, {}));
      r.headers.set("idempotency-key", key);
      return r;
    };
    const answers = await Promise.all([postRematch(keyed("tap-one"), ctx(id)), postRematch(keyed("tap-two"), ctx(id)), postRematch(keyed("tap-three"), ctx(id))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    const ids = await Promise.all(answers.map(async (a) => ((await a.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(1);
    const linked = await (await getRematch(host.request(req(`/api/games/${id}/rematch`)), ctx(id))).json();
    expect(linked).toEqual({ id: ids[0] });
    // The same key again (a lost answer retried) is the same rematch too.
    const retried = await postRematch(keyed("tap-two"), ctx(id));
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ id: ids[0] });
  });

  it("when another instance linked its rematch first, the table made here is deleted and the device follows that one", async () => {
    const host = new CookieJar();
    const make = async () => ((await host.keep(await createGame(req("/api/games", { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"] }))).json()) as { id: string }).id;
    const id = await make();
    const theirs = await make();
    const ours = await make();
    const answer = await startRematchOnce(host.request(req(`/api/games/${id}/rematch`, {})), id, null, async () => {
      // The other instance links its rematch while this one is making its own.
      expect(await linkRematch(id, theirs)).toBe(true);
      return ours;
    }, async () => { throw new Error("this request's rematch is not the table's"); });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ id: theirs });
    expect((await getGame(host.request(req(`/api/games/${ours}`)), ctx(ours))).status).toBe(404);
    expect((await getGame(host.request(req(`/api/games/${theirs}`)), ctx(theirs))).status).toBe(200);
  });
});
