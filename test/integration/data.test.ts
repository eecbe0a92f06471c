import { beforeEach, describe, expect, it } from "vitest";
import {
  appendEvent,
  createGame,
  deleteGame,
  findOrCreatePlayer,
  getGame,
  getPlayerByName,
  listDealReadings,
  listEvents,
  listPlayers,
  listRecentGames,
  nameKeyOf,
  saveDealReading,
  setGameStatus,
  truncateEvents,
} from "@/server/data";
import { useTestDatabase } from "@/test/helpers/db";

const db = useTestDatabase();
beforeEach(() => db.clear());

const FOUR = ["Ann", "Ben", "Cat", "Dan"];
/** Players are a circle's: these tests use one circle (and another to show names are per circle). */
const C = "00000000-0000-4000-8000-0000000000c1";
const OTHER = "00000000-0000-4000-8000-0000000000c2";

describe("players", () => {
  it("treats names that differ only in case or spacing as one player, keeping the first spelling", async () => {
    const ann = await findOrCreatePlayer("  Ann  Marie ", C);
    expect(ann.name).toBe("Ann Marie");
    expect((await findOrCreatePlayer("ANN MARIE", C)).id).toBe(ann.id);
    expect((await getPlayerByName("ann marie", C))?.id).toBe(ann.id);
    expect(await listPlayers(C)).toHaveLength(1);
    // Another circle's Ann Marie is another person.
    const other = await findOrCreatePlayer("Ann Marie", OTHER);
    expect(other.id).not.toBe(ann.id);
    expect(await getPlayerByName("ann marie", OTHER)).toMatchObject({ id: other.id });
    expect(await listPlayers(C)).toHaveLength(1);
    expect(nameKeyOf(" Ann\tMARIE")).toBe("ann marie");
  });

  it("refuses an empty name", async () => {
    await expect(findOrCreatePlayer("   ", C)).rejects.toThrow(/name/);
  });

  it("creates the same new name from concurrent requests once", async () => {
    const made = await Promise.all(["Eve", "eve", "EVE"].map((n) => findOrCreatePlayer(n, C)));
    expect(new Set(made.map((p) => p.id)).size).toBe(1);
  });
});

describe("games", () => {
  it("stores kind, options and seats in order, and reads them back", async () => {
    const game = await createGame({ kind: "fortunes", players: FOUR, options: { starsAfterBroken: true, betting: { kind: "none" } } });
    expect(game.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(game.status).toBe("active");
    expect(game.deckStyle).toBe("classic");
    expect(game.seats.map((s) => s.name)).toEqual(FOUR);
    const read = await getGame(game.id);
    expect(read).toEqual(game);
    expect(read?.options).toEqual({ starsAfterBroken: true, betting: { kind: "none" } });
    expect(await getGame("no-such-game")).toBeNull();
  });

  it("reuses players across games and refuses one player in two seats", async () => {
    const first = await createGame({ kind: "fortunes", players: FOUR, circleId: C });
    const second = await createGame({ kind: "fortunes", players: ["dan", "cat", "ben", "ann"], circleId: C });
    expect(second.seats.map((s) => s.playerId)).toEqual([...first.seats].reverse().map((s) => s.playerId));
    // A game without a circle gets one of its own: its Ann is not the circle's Ann.
    const apart = await createGame({ kind: "fortunes", players: FOUR });
    expect(apart.circleId).toBeTruthy();
    expect(apart.circleId).not.toBe(C);
    expect(apart.seats[0]!.playerId).not.toBe(first.seats[0]!.playerId);
    await expect(createGame({ kind: "fortunes", players: ["Ann", "Ben", "ANN", "Dan"] })).rejects.toThrow(/two seats/);
  });

  it("lists recent games newest first", async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await createGame({ kind: "fortunes", players: FOUR })).id);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect((await listRecentGames()).map((g) => g.id)).toEqual([...ids].reverse());
    expect(await listRecentGames(2)).toHaveLength(2);
  });

  it("changes status and deletes with everything that belongs to the game", async () => {
    const game = await createGame({ kind: "fortunes", players: FOUR });
    expect(await setGameStatus(game.id, "finished")).toBe(true);
    expect((await getGame(game.id))?.status).toBe("finished");
    expect(await setGameStatus("missing", "finished")).toBe(false);
    await appendEvent(game.id, "deal", {});
    expect(await deleteGame(game.id)).toBe(true);
    expect(await db.prisma.gameEvent.count()).toBe(0);
    expect(await db.prisma.gameSeat.count()).toBe(0);
  });
});

describe("events", () => {
  it("numbers events 1, 2, 3 … per game and lists them in order", async () => {
    const a = await createGame({ kind: "fortunes", players: FOUR });
    const b = await createGame({ kind: "fortunes", players: FOUR });
    for (const card of ["W07", "W02", "T04"]) await appendEvent(a.id, "play", { card });
    await appendEvent(b.id, "play", { card: "C03" });
    const events = await listEvents(a.id);
    expect(events.map((e) => [e.seq, e.type, e.payload])).toEqual([
      [1, "play", { card: "W07" }],
      [2, "play", { card: "W02" }],
      [3, "play", { card: "T04" }],
    ]);
    expect((await listEvents(a.id, { afterSeq: 2 })).map((e) => e.seq)).toEqual([3]);
    expect((await listEvents(b.id)).map((e) => e.seq)).toEqual([1]);
  });

  it("keeps seq unique under concurrent appends", async () => {
    const game = await createGame({ kind: "fortunes", players: FOUR });
    await Promise.all(Array.from({ length: 8 }, (_, i) => appendEvent(game.id, "note", { i })));
    expect((await listEvents(game.id)).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("refuses a stale write and an unknown game", async () => {
    const game = await createGame({ kind: "fortunes", players: FOUR });
    expect((await appendEvent(game.id, "play", {}, { expectedSeq: 0 })).ok).toBe(true);
    const stale = await appendEvent(game.id, "play", {}, { expectedSeq: 0 });
    expect(stale).toMatchObject({ ok: false, error: { id: "event/stale", lastSeq: 1 } });
    expect(await appendEvent("missing", "play", {})).toMatchObject({ ok: false, error: { id: "game/not-found" } });
  });

  it("undoes by removing the events after a seq", async () => {
    const game = await createGame({ kind: "fortunes", players: FOUR });
    for (let i = 0; i < 4; i++) await appendEvent(game.id, "play", { i });
    expect(await truncateEvents(game.id, 2)).toBe(2);
    const next = await appendEvent(game.id, "play", { i: "again" });
    expect(next.ok && next.event.seq).toBe(3);
  });
});

describe("deal readings", () => {
  it("saves one reading per game, deal and player, replacing on save again, listed by deal then seat", async () => {
    const game = await createGame({ kind: "fortunes", players: FOUR });
    const [ann, ben] = game.seats;
    await saveDealReading({ gameId: game.id, deal: 1, playerId: ben!.playerId, snapshot: { outcome: "doom" } });
    await saveDealReading({ gameId: game.id, deal: 1, playerId: ann!.playerId, snapshot: { outcome: "fortune" } });
    await saveDealReading({ gameId: game.id, deal: 1, playerId: ben!.playerId, snapshot: { outcome: "fortune" } });
    const readings = await listDealReadings(game.id);
    expect(readings.map((r) => [r.deal, r.playerName, r.snapshot])).toEqual([
      [1, "Ann", { outcome: "fortune" }],
      [1, "Ben", { outcome: "fortune" }],
    ]);
  });
});
