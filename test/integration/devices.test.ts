/**
 * Devices and credentials over the API, against a real database: every write route without a
 * credential (401), with a wrong or removed one (401), with the wrong role (403) — and nothing
 * written each time; seats and the "own moves" rule; tokens (length, entropy, stored hashed);
 * cross-origin writes; private hands in views, streams and records; games from before devices.
 */
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { CookieJar } from "@/test/helpers/devices";
import { POST as createGame } from "@/app/api/games/route";
import { GET as getGame } from "@/app/api/games/[id]/route";
import { POST as postAction } from "@/app/api/games/[id]/actions/route";
import { POST as postUndo } from "@/app/api/games/[id]/undo/route";
import { GET as getRecord } from "@/app/api/games/[id]/record/route";
import { GET as getStream } from "@/app/api/games/[id]/stream/route";
import { GET as getDevices, POST as postDevices } from "@/app/api/games/[id]/devices/route";
import { POST as postJoin } from "@/app/api/join/route";
import { GET as getJoin } from "@/app/api/join/[code]/route";
import { cookieName, CODE_ALPHABET, hashToken, openableGames } from "@/server/devices";
import { createGameWithEvents } from "@/server/data";

const db = useTestDatabase();
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const req = (url: string, init: { body?: unknown; headers?: Record<string, string>; method?: string } = {}) =>
  new Request(`http://localhost${url}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    headers: { ...(init.body === undefined ? {} : { "content-type": "application/json" }), ...init.headers },
  });

async function newTable(body: Record<string, unknown> = {}) {
  const host = new CookieJar();
  const res = host.keep(await createGame(req("/api/games", { body: { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann", ...body } })));
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const codes = (await (await getDevices(host.request(req(`/api/games/${id}/devices`)), ctx(id))).json()) as { roomCode: string; watchCode: string };
  return { id, host, ...codes };
}
async function join(code: string, as: "seat" | "spectator", player?: string) {
  const jar = new CookieJar();
  const res = jar.keep(await postJoin(req("/api/join", { body: { code, as, player } })));
  return { jar, status: res.status, json: await res.json() };
}
const events = (id: string) => db.prisma.gameEvent.count({ where: { gameId: id } });
const devices = (id: string) => db.prisma.device.count({ where: { gameId: id } });

/** Every write route of a game, as (request headers) → response. */
const WRITES = {
  action: (id: string, h: Record<string, string>) => postAction(req(`/api/games/${id}/actions`, { body: { type: "play", card: "W07" }, headers: h }), ctx(id)),
  undo: (id: string, h: Record<string, string>) => postUndo(req(`/api/games/${id}/undo`, { body: {}, headers: h }), ctx(id)),
  devices: (id: string, h: Record<string, string>) => postDevices(req(`/api/games/${id}/devices`, { body: { op: "rule", seatRule: "own" }, headers: h }), ctx(id)),
};

describe("credentials on every write route", () => {
  it("none → 401, a made-up or another table's token → 401, nothing written", async () => {
    const t = await newTable();
    const other = await newTable();
    await postAction(t.host.request(req(`/api/games/${t.id}/actions`, { body: { type: "play", card: "W01" } })), ctx(t.id));
    const before = await events(t.id);
    const bad: Record<string, string>[] = [
      {},
      { cookie: `${cookieName(t.id)}=${"A".repeat(43)}` },
      { authorization: `Bearer ${"x".repeat(43)}` },
      { authorization: `Bearer ${other.host.token(other.id)}` },
      { cookie: `${cookieName(t.id)}=${other.host.token(other.id)}` },
    ];
    for (const [name, write] of Object.entries(WRITES)) {
      for (const h of bad) {
        const res = await write(t.id, h);
        expect(res.status, `${name} ${JSON.stringify(h)}`).toBe(401);
        expect((await res.json()).id).toMatch(/^device\//);
      }
    }
    expect(await events(t.id)).toBe(before);
    const prisma = db.prisma;
    expect((await prisma.game.findUnique({ where: { id: t.id } }))!.seatRule).toBe("anyone");
    // Reads without a credential are refused too (the table's view may hold what a hand implies).
    expect((await getGame(req(`/api/games/${t.id}`), ctx(t.id))).status).toBe(401);
    expect((await getRecord(req(`/api/games/${t.id}/record`), ctx(t.id))).status).toBe(401);
    expect((await getStream(req(`/api/games/${t.id}/stream`), ctx(t.id))).status).toBe(401);
  });

  it("a spectator → 403 on every write; a seat → 403 on the host's routes; nothing written", async () => {
    const t = await newTable();
    const spec = await join(t.watchCode, "spectator");
    const seat = await join(t.roomCode, "seat", "Ben");
    expect([spec.status, seat.status]).toEqual([201, 201]);
    const before = await events(t.id);
    for (const [name, write] of Object.entries(WRITES)) {
      const res = await write(t.id, { cookie: spec.jar.header() });
      expect(res.status, name).toBe(403);
    }
    expect((await WRITES.devices(t.id, { cookie: seat.jar.header() })).status).toBe(403);
    expect((await getDevices(seat.jar.request(req(`/api/games/${t.id}/devices`)), ctx(t.id))).status).toBe(403);
    expect(await events(t.id)).toBe(before);
    // The bearer header works like the cookie.
    const viaBearer = await postAction(req(`/api/games/${t.id}/actions`, { body: { type: "play", card: "W07" }, headers: { authorization: `Bearer ${t.host.token(t.id)}` } }), ctx(t.id));
    expect(viaBearer.status).toBe(200);
  });

  it("a spectator's code never gives a seat; a taken seat is 409; wrong codes are 404", async () => {
    const t = await newTable();
    expect((await join(t.watchCode, "seat", "Ben")).status).toBe(403);
    expect((await join(t.roomCode, "seat", "Ben")).status).toBe(201);
    expect((await join(t.roomCode, "seat", "ben")).status).toBe(409);
    expect((await join(t.roomCode, "seat", "Zed")).status).toBe(400);
    expect((await getJoin(req("/api/join/ZZZZZZ"), { params: Promise.resolve({ code: "ZZZZZZ" }) })).status).toBe(404);
    const inv = await (await getJoin(req(`/api/join/${t.roomCode.toLowerCase()}`), { params: Promise.resolve({ code: t.roomCode.toLowerCase() }) })).json();
    expect(inv).toMatchObject({ game: t.id, kind: "room", players: ["Ann", "Ben", "Cat", "Dan"], taken: ["Ben"] });
  });

  it("the 'own moves' rule: a seat records its own move, not another's (403), and undoes only its own entry", async () => {
    const t = await newTable({ seatRule: "own" });
    const ann = await join(t.roomCode, "seat", "Ann");
    const ben = await join(t.roomCode, "seat", "Ben");
    const play = (jar: CookieJar, card: string) => postAction(jar.request(req(`/api/games/${t.id}/actions`, { body: { type: "play", card } })), ctx(t.id));
    expect((await play(ben.jar, "W07")).status).toBe(403); // Ann's turn
    expect((await play(ann.jar, "W07")).status).toBe(200);
    expect((await postUndo(ben.jar.request(req(`/api/games/${t.id}/undo`, { body: {} })), ctx(t.id))).status).toBe(403);
    expect((await play(ben.jar, "W08")).status).toBe(200);
    expect((await postUndo(ben.jar.request(req(`/api/games/${t.id}/undo`, { body: {} })), ctx(t.id))).status).toBe(200);
    // Under "anyone's" (the default) a seat records for anyone: one shared phone keeps working.
    const open = await newTable();
    const cat = await join(open.roomCode, "seat", "Cat");
    expect((await postAction(cat.jar.request(req(`/api/games/${open.id}/actions`, { body: { type: "play", card: "W07" } })), ctx(open.id))).status).toBe(200);
  });

  it("Fortuno under 'own moves': out of turn a seat records its own player's 'Fortuno!' and slap-free acts, not another's, and not the turn", async () => {
    const t = await newTable({ game: "fortuno", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Dan", seatRule: "own" });
    const ben = await join(t.roomCode, "seat", "Ben");
    const event = (jar: CookieJar, e: Record<string, unknown>) => postAction(jar.request(req(`/api/games/${t.id}/actions`, { body: { type: "event", event: e } })), ctx(t.id));
    // Ann flips first (Dan dealt): Ben's phone may not flip for her.
    expect((await event(ben.jar, { flip: "W05" })).status).toBe(403);
    // Ben calls "Fortuno!" for himself at any time; not for Cat; an accusation he makes is his own.
    expect((await event(ben.jar, { fortuno: "Ben" })).status).toBe(200);
    expect((await event(ben.jar, { fortuno: "Cat" })).status).toBe(403);
    expect((await event(ben.jar, { accuse: "Cat", player: "Cat", caught: false })).status).toBe(403);
    expect((await event(ben.jar, { accuse: "Cat", player: "Ben", caught: false })).status).toBe(200);
    // The host's phone records anyone's.
    expect((await event(t.host, { fortuno: "Cat" })).status).toBe(200);
  });

  it("a device the host removes is refused at once; a seat handed over moves with its view", async () => {
    const t = await newTable();
    const ben = await join(t.roomCode, "seat", "Ben");
    const list = (await (await getDevices(t.host.request(req(`/api/games/${t.id}/devices`)), ctx(t.id))).json()) as { devices: { id: string; role: string }[] };
    const benDevice = list.devices.find((d) => d.role === "seat")!;
    const removed = await postDevices(t.host.request(req(`/api/games/${t.id}/devices`, { body: { op: "remove", device: benDevice.id } })), ctx(t.id));
    expect(removed.status).toBe(200);
    expect((await postAction(ben.jar.request(req(`/api/games/${t.id}/actions`, { body: { type: "play", card: "W07" } })), ctx(t.id))).status).toBe(401);
    const spec = await join(t.roomCode, "spectator");
    const specId = ((await (await getDevices(t.host.request(req(`/api/games/${t.id}/devices`)), ctx(t.id))).json()) as { devices: { id: string; role: string; revoked: boolean }[] }).devices.find((d) => d.role === "spectator" && !d.revoked)!.id;
    await postDevices(t.host.request(req(`/api/games/${t.id}/devices`, { body: { op: "seat", device: specId, player: "Ben" } })), ctx(t.id));
    await new Promise((r) => setTimeout(r, 10));
    // Who the answer is for rides in its x-ft-viewer header ("<device>:seat:Ben"); the body is the envelope alone.
    const me = await getGame(spec.jar.request(req(`/api/games/${t.id}`)), ctx(t.id));
    expect(me.headers.get("x-ft-viewer")).toBe(`${specId}:seat:Ben`);
    expect(Object.keys(await me.json())).not.toContain("me");
  });
});

describe("tokens", () => {
  it("are 256 random bits, different every time, stored only as their SHA-256", async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) {
      const t = await newTable();
      tokens.push(t.host.token(t.id)!);
    }
    expect(new Set(tokens).size).toBe(20);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
    }
    // Bits set across the tokens: about half of each position's bits (random, not a counter or a clock).
    const bits = tokens.flatMap((t) => [...Buffer.from(t, "base64url")].flatMap((b) => [...Array(8)].map((_, i) => (b >> i) & 1)));
    const ones = bits.reduce((a, b) => a + b, 0) / bits.length;
    expect(ones).toBeGreaterThan(0.45);
    expect(ones).toBeLessThan(0.55);
    const stored = await db.prisma.device.findMany({ select: { tokenHash: true } });
    const hashes = new Set(stored.map((d) => d.tokenHash));
    for (const token of tokens) {
      expect(hashes.has(hashToken(token))).toBe(true);
      expect(hashes.has(token)).toBe(false);
    }
    const cookie = (await createGame(req("/api/games", { body: { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"] } }))).headers.get("set-cookie")!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(CODE_ALPHABET).not.toMatch(/[01OIL25SZ8B]/);
  });
});

describe("cross-origin writes", () => {
  it("are refused before the credential is even looked at, with the right cookie too", async () => {
    const t = await newTable();
    const before = await events(t.id);
    const hostile: Record<string, string>[] = [{ origin: "http://evil.example", host: "localhost:3000" }, { "sec-fetch-site": "cross-site", host: "localhost:3000" }];
    for (const h of hostile) {
      for (const write of Object.values(WRITES)) expect((await write(t.id, { ...h, cookie: t.host.header() })).status).toBe(403);
      const j = await postJoin(req("/api/join", { body: { code: t.roomCode, as: "seat", player: "Ben" }, headers: h }));
      expect(j.status).toBe(403);
    }
    const form = await postAction(new Request(`http://localhost/api/games/${t.id}/actions`, { method: "POST", body: "type=play&card=W07", headers: { "content-type": "application/x-www-form-urlencoded", cookie: t.host.header() } }), ctx(t.id));
    expect(form.status).toBe(415);
    expect(await events(t.id)).toBe(before);
    expect(await devices(t.id)).toBe(1);
  });
});

describe("private hands", () => {
  // Ben's 19 cards of fixture deal-none, which Ann deals (see test/e2e/multi-device.e2e.ts).
  it("a hand entered on its own seat's device: legal cards only there, never in the host's, a spectator's or the record (until the game is over)", async () => {
    const t = await newTable();
    const ben = await join(t.roomCode, "seat", "Ben");
    const spec = await join(t.watchCode, "spectator");
    const benCards = ["C06", "W02", "W10", "P08", "S03", "C12", "W06", "T07", "P03", "S11", "C09", "T18", "W13", "P11", "S07", "C04", "T02", "W09", "P06"];
    const entered = await postAction(ben.jar.request(req(`/api/games/${t.id}/actions`, { body: { type: "hand", player: "Ben", cards: benCards } })), ctx(t.id));
    expect(entered.status, JSON.stringify(await entered.clone().json())).toBe(200);
    await postAction(t.host.request(req(`/api/games/${t.id}/actions`, { body: { type: "play", card: "C01" } })), ctx(t.id));
    const view = async (jar: CookieJar) => (await getGame(jar.request(req(`/api/games/${t.id}`)), ctx(t.id))).json();
    expect((await view(ben.jar)).view.live.legal).toEqual(["C06", "C12", "C09", "C04"]);
    expect((await view(t.host)).view.live.legal).toBeNull();
    expect((await view(spec.jar)).view.live.legal).toBeNull();
    const record = async (jar: CookieJar) => (await getRecord(jar.request(req(`/api/games/${t.id}/record`)), ctx(t.id))).json();
    expect((await record(t.host)).deals[0].hands).toBeUndefined();
    expect((await record(spec.jar)).deals[0].hands).toBeUndefined();
    expect((await record(ben.jar)).deals[0].hands.Ben).toEqual(benCards);
    // The host taps a card Ben does not hold: the host's device cannot know that, so the play is
    // checked on what the host may know and accepted; the violation it makes shows on Ben's phone only.
    const wrong = await postAction(t.host.request(req(`/api/games/${t.id}/actions`, { body: { type: "play", card: "C02" } })), ctx(t.id));
    expect(wrong.status).toBe(200);
    expect(JSON.stringify(await view(t.host))).not.toMatch(/not in the hand entered/);
    expect(JSON.stringify(await view(spec.jar))).not.toMatch(/not in the hand entered/);
    expect(JSON.stringify(await view(ben.jar))).toMatch(/Ben played Two of Cups, which was not in the hand entered for them/);
    expect((await postUndo(t.host.request(req(`/api/games/${t.id}/undo`, { body: {} })), ctx(t.id))).status).toBe(200);
    // Ben's own phone hears why.
    const own = await postAction(ben.jar.request(req(`/api/games/${t.id}/actions`, { body: { type: "play", card: "C02" } })), ctx(t.id));
    expect(own.status).toBe(422);
    expect((await own.json()).id).toBe("play/not-in-hand");
  });
});

describe("a game from before devices", () => {
  it("is read by anyone; its first writer becomes the host; then it is like any other", async () => {
    const row = await createGameWithEvents({ kind: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], options: {} }, [{ type: "setup", payload: { players: ["Ann", "Ben", "Cat", "Dan"], dealer: 0 } }]);
    expect((await getGame(req(`/api/games/${row.id}`), ctx(row.id))).status).toBe(200);
    const first = new CookieJar();
    const res = first.keep(await postAction(req(`/api/games/${row.id}/actions`, { body: { type: "play", card: "W07" } }), ctx(row.id)));
    expect(res.status).toBe(200);
    expect(first.token(row.id)).toBeTruthy();
    expect(await db.prisma.device.findMany({ where: { gameId: row.id }, select: { role: true } })).toEqual([{ role: "host" }]);
    expect((await postAction(req(`/api/games/${row.id}/actions`, { body: { type: "play", card: "W08" } }), ctx(row.id))).status).toBe(401);
    expect((await postAction(first.request(req(`/api/games/${row.id}/actions`, { body: { type: "play", card: "W08" } })), ctx(row.id))).status).toBe(200);
  });
});

describe("the games list: which tables this browser may open", () => {
  it("a table without devices opens for anyone; one with devices only with this browser's cookie for it", async () => {
    const kept = await newTable();
    const legacy = (await createGameWithEvents({ kind: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], options: {} }, [{ type: "setup", payload: { players: ["Ann", "Ben", "Cat", "Dan"], dealer: 0 } }])).id;
    const ids = [kept.id, legacy];
    const stranger = await openableGames(ids, () => undefined);
    expect([...stranger]).toEqual([legacy]);
    const host = await openableGames(ids, (name) => kept.host.cookies.get(name));
    expect([...host].sort()).toEqual([...ids].sort());
    // A cookie for another table does not open this one.
    const other = await newTable();
    const elsewhere = await openableGames(ids, (name) => other.host.cookies.get(name));
    expect([...elsewhere]).toEqual([legacy]);
    expect(kept.host.cookies.has(cookieName(kept.id))).toBe(true);
    expect(await openableGames([], () => undefined)).toEqual(new Set());
  });
});
