/**
 * Actions and undo are idempotent (issue 20): a resend with the same `Idempotency-Key` after a lost
 * answer returns the table with that entry, records nothing twice and is not refused as stale; the
 * key is scoped to the game and the device and kept in the database (it survives a restart).
 * Real route handlers, a real, freshly migrated database.
 */
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { CookieJar } from "@/test/helpers/devices";
import { POST as createGame } from "@/app/api/games/route";
import { POST as postAction } from "@/app/api/games/[id]/actions/route";
import { POST as postUndo } from "@/app/api/games/[id]/undo/route";
import { GET as getDevices } from "@/app/api/games/[id]/devices/route";
import { POST as postJoin } from "@/app/api/join/route";

const db = useTestDatabase();
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const req = (url: string, init: { body?: unknown; headers?: Record<string, string> } = {}) =>
  new Request(`http://localhost${url}`, {
    method: init.body === undefined ? "GET" : "POST",
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    headers: { ...(init.body === undefined ? {} : { "content-type": "application/json" }), ...init.headers },
  });

async function newTable() {
  const host = new CookieJar();
  const res = host.keep(await createGame(req("/api/games", { body: { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann" } })));
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const { roomCode } = (await (await getDevices(host.request(req(`/api/games/${id}/devices`)), ctx(id))).json()) as { roomCode: string };
  return { id, host, roomCode };
}
async function seat(code: string, player: string) {
  const jar = new CookieJar();
  const res = jar.keep(await postJoin(req("/api/join", { body: { code, as: "seat", player } })));
  expect(res.status).toBe(201);
  return jar;
}
const play = (jar: CookieJar, id: string, body: unknown, key?: string) =>
  postAction(jar.request(req(`/api/games/${id}/actions`, { body, headers: key ? { "idempotency-key": key } : {} })), ctx(id));
const undo = (jar: CookieJar, id: string, body: unknown, key?: string) =>
  postUndo(jar.request(req(`/api/games/${id}/undo`, { body, headers: key ? { "idempotency-key": key } : {} })), ctx(id));
const log = async (id: string) => (await db.prisma.gameEvent.findMany({ where: { gameId: id }, orderBy: { seq: "asc" } })).map((e) => `${e.seq} ${e.type} ${(e.payload as { card?: string }).card ?? ""}`.trim());

describe("Idempotency-Key on POST /api/games/[id]/actions", () => {
  it("a resend (same key, same stale expectedSeq) answers the first answer and records nothing", async () => {
    const t = await newTable();
    const first = await play(t.host, t.id, { type: "play", card: "W07", expectedSeq: 1 }, "tap-1");
    expect(first.status).toBe(200);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const firstBody = await first.json();
    expect(firstBody).toMatchObject({ seq: 2, turn: { player: "Ben" } });
    // The answer was lost: the phone sends the very same request again (expectedSeq 1 is stale now).
    const again = await play(t.host, t.id, { type: "play", card: "W07", expectedSeq: 1 }, "tap-1");
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(firstBody);
    expect(await log(t.id)).toEqual(["1 setup", "2 play W07"]);
  });

  it("without a key the same resend is refused as stale (the old behaviour, unchanged)", async () => {
    const t = await newTable();
    expect((await play(t.host, t.id, { type: "play", card: "W07", expectedSeq: 1 })).status).toBe(200);
    expect((await play(t.host, t.id, { type: "play", card: "W07", expectedSeq: 1 })).status).toBe(409);
    expect(await log(t.id)).toEqual(["1 setup", "2 play W07"]);
  });

  it("a new key is a new entry; the resend of an older key after others recorded still records nothing", async () => {
    const t = await newTable();
    await play(t.host, t.id, { type: "play", card: "W07", expectedSeq: 1 }, "k1");
    const second = await play(t.host, t.id, { type: "play", card: "W08", expectedSeq: 2 }, "k2");
    expect(second.status).toBe(200);
    const late = await play(t.host, t.id, { type: "play", card: "W07", expectedSeq: 1 }, "k1");
    expect(late.status).toBe(200);
    // The table as it is now: Ann's and Ben's cards, Cat to play.
    expect(await late.json()).toMatchObject({ seq: 3, turn: { player: "Cat" } });
    expect(await log(t.id)).toEqual(["1 setup", "2 play W07", "3 play W08"]);
  });

  it("is scoped to the device: the same key from another device is that device's own entry", async () => {
    const t = await newTable();
    const ben = await seat(t.roomCode, "Ben");
    expect((await play(t.host, t.id, { type: "play", card: "W07", expectedSeq: 1 }, "same")).status).toBe(200);
    const r = await play(ben, t.id, { type: "play", card: "W08", expectedSeq: 2 }, "same");
    expect(r.status).toBe(200);
    expect(await log(t.id)).toEqual(["1 setup", "2 play W07", "3 play W08"]);
  });

  it("is stored durably: a resend after the server forgot everything in memory (a restart) still records nothing", async () => {
    const t = await newTable();
    await play(t.host, t.id, { type: "play", card: "W07", expectedSeq: 1 }, "durable");
    (globalThis as unknown as { __fortunesGames: { cache: Map<string, unknown> } }).__fortunesGames.cache.clear();
    const again = await play(t.host, t.id, { type: "play", card: "W07", expectedSeq: 1 }, "durable");
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const keys = await db.prisma.gameEvent.findMany({ where: { gameId: t.id, requestKey: { not: null } } });
    expect(keys).toHaveLength(1);
    expect(keys[0]!.requestKey).toMatch(/:durable$/);
  });

  it("two copies sent at once record one entry", async () => {
    const t = await newTable();
    const [a, b] = await Promise.all([
      play(t.host, t.id, { type: "play", card: "W07", expectedSeq: 1 }, "twin"),
      play(t.host, t.id, { type: "play", card: "W07", expectedSeq: 1 }, "twin"),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.headers.get("idempotent-replayed"), b.headers.get("idempotent-replayed")].sort()).toEqual([null, "true"].sort());
    expect(await log(t.id)).toEqual(["1 setup", "2 play W07"]);
  });

  it("a refused entry stores no key: the same key may carry it again once it is legal", async () => {
    const t = await newTable();
    const refused = await play(t.host, t.id, { type: "play", card: "W07", player: "Ben" }, "wait");
    expect(refused.status).toBe(422);
    expect(await log(t.id)).toEqual(["1 setup"]);
    expect((await play(t.host, t.id, { type: "play", card: "W07" }, "wait")).status).toBe(200);
    expect(await log(t.id)).toEqual(["1 setup", "2 play W07"]);
  });

  it("400 for a malformed key, 422 for a key reused on another kind of entry; nothing written", async () => {
    const t = await newTable();
    const bad = await play(t.host, t.id, { type: "play", card: "W07" }, "has space");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/Idempotency-Key/);
    await play(t.host, t.id, { type: "play", card: "W07" }, "once");
    const reused = await undo(t.host, t.id, {}, "once");
    expect(reused.status).toBe(422);
    expect((await reused.json()).id).toBe("request/key-reused");
    expect(await log(t.id)).toEqual(["1 setup", "2 play W07"]);
  });
});

describe("the key binds the whole entry (issue 28: the same key with another body is 422)", () => {
  it("play W07 then play W08 with one key: 422 request/key-reused, W08 is not recorded and the table is unchanged", async () => {
    const t = await newTable();
    const first = await play(t.host, t.id, { type: "play", card: "W07", expectedSeq: 1 }, "one-key");
    expect(first.status).toBe(200);
    const other = await play(t.host, t.id, { type: "play", card: "W08", expectedSeq: 2 }, "one-key");
    expect(other.status).toBe(422);
    expect(other.headers.get("idempotent-replayed")).toBeNull();
    const body = (await other.json()) as { id: string; error: string };
    expect(body.id).toBe("request/key-reused");
    expect(body.error).toMatch(/Idempotency-Key/);
    expect(await log(t.id)).toEqual(["1 setup", "2 play W07"]);
    // W08 with a new key is recorded as usual.
    expect((await play(t.host, t.id, { type: "play", card: "W08", expectedSeq: 2 }, "next-key")).status).toBe(200);
    expect(await log(t.id)).toEqual(["1 setup", "2 play W07", "3 play W08"]);
  });

  it("the same entry written another way (case, spaces, key order, another expectedSeq) is the same entry: 200 Idempotent-Replayed", async () => {
    const t = await newTable();
    const first = await play(t.host, t.id, { type: "play", card: "W07", expectedSeq: 1 }, "same-body");
    expect(first.status).toBe(200);
    const firstBody = await first.json();
    for (const body of [{ card: " w07 ", type: "play" }, { expectedSeq: 7, type: "play", card: "W07" }, { type: "play", card: "W07", unknownField: 1 }]) {
      const again = await play(t.host, t.id, body, "same-body");
      expect(again.status, JSON.stringify(body)).toBe(200);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(await again.json()).toEqual(firstBody);
    }
    expect(await log(t.id)).toEqual(["1 setup", "2 play W07"]);
  });

  it("a named player is part of the entry: the same card for another player under one key is 422", async () => {
    const t = await newTable();
    expect((await play(t.host, t.id, { type: "play", card: "W07", player: "Ann" }, "named")).status).toBe(200);
    const other = await play(t.host, t.id, { type: "play", card: "W07", player: "Ben" }, "named");
    expect(other.status).toBe(422);
    expect((await other.json()).id).toBe("request/key-reused");
    expect(await log(t.id)).toEqual(["1 setup", "2 play W07"]);
  });

  it("a correction: the same key with another card is 422, with the same card is the recorded answer", async () => {
    const t = await newTable();
    for (const card of ["W07", "W08", "W09", "W10"]) expect((await play(t.host, t.id, { type: "play", card })).status).toBe(200);
    const fix = { type: "correct", deal: 1, trick: 1, position: 2, card: "W02" };
    const first = await play(t.host, t.id, fix, "fix-1");
    expect(first.status).toBe(200);
    const again = await play(t.host, t.id, { ...fix }, "fix-1");
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const other = await play(t.host, t.id, { ...fix, card: "W03" }, "fix-1");
    expect(other.status).toBe(422);
    expect((await other.json()).id).toBe("request/key-reused");
    expect(await log(t.id)).toEqual(["1 setup", "2 play W07", "3 play W08", "4 play W09", "5 play W10", "6 correct W02"]);
  });
});

describe("Idempotency-Key on POST /api/games/[id]/undo", () => {
  it("a resent undo takes back one entry, not two", async () => {
    const t = await newTable();
    await play(t.host, t.id, { type: "play", card: "W07", expectedSeq: 1 }, "p1");
    await play(t.host, t.id, { type: "play", card: "W08", expectedSeq: 2 }, "p2");
    const first = await undo(t.host, t.id, { expectedSeq: 3 }, "u1");
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toMatchObject({ seq: 4, turn: { player: "Ben" } });
    const again = await undo(t.host, t.id, { expectedSeq: 3 }, "u1");
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(body);
    expect(await log(t.id)).toEqual(["1 setup", "2 play W07", "3 play W08", "4 undo"]);
  });
});

describe("the key's index in the database", () => {
  it("holds only events recorded with a key: a key is unique within its game, events without one never enter it", async () => {
    const t = await newTable();
    await play(t.host, t.id, { type: "play", card: "W07", expectedSeq: 1 }, "indexed");
    const sql = db.kind === "sqlite"
      ? "SELECT sql AS def FROM sqlite_master WHERE type = 'index' AND name = 'game_event_game_id_request_key_key'"
      : "SELECT indexdef AS def FROM pg_indexes WHERE indexname = 'game_event_game_id_request_key_key'";
    const [index] = await db.prisma.$queryRawUnsafe<{ def: string }[]>(sql);
    expect(index?.def).toMatch(/UNIQUE INDEX/i);
    expect(index?.def).toMatch(/WHERE \(?request_key IS NOT NULL\)?$/i);
    // The same key twice in one game is refused by the database itself (a second app instance's race).
    const [stored] = await db.prisma.gameEvent.findMany({ where: { gameId: t.id, requestKey: { not: null } } });
    await expect(db.prisma.gameEvent.create({ data: { gameId: t.id, seq: 99, type: "play", payload: {}, requestKey: stored!.requestKey } })).rejects.toThrow();
    // Events without a key (the server's own notes, clients that send none) are as many as they come.
    await db.prisma.gameEvent.createMany({ data: [98, 97].map((seq) => ({ gameId: t.id, seq, type: "note", payload: {} })) });
    expect(await db.prisma.gameEvent.count({ where: { gameId: t.id, requestKey: null } })).toBe(3);
  });
});
