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
import { POST as postRematch } from "@/app/api/games/[id]/rematch/route";
import { POST as postJoin } from "@/app/api/join/route";

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
