/**
 * Tables for load and crash tests: random legal Fortunes deals as API actions, and the check that
 * a stored game is exactly what the engine makes of the actions a client saw acknowledged.
 */
import { expect } from "vitest";
import { foldActions } from "@/lib/games/fold";
import { fortunesModule } from "@/lib/games/fortunes/module";
import { prng, randomLegalDeal } from "@/lib/games/fortunes/random";
import type { Db } from "@/server/db";

export const PLAYERS = ["Ann", "Ben", "Cat", "Dan"];
export const NEW_GAME = { game: "fortunes", players: PLAYERS, dealer: "Ann" };

export type Action = { type: string } & Record<string, unknown>;

/** The actions of one random legal deal dealt by Ann: the two cards set aside, then 76 plays. */
export function dealActions(seed: number): Action[] {
  const d = randomLegalDeal(prng(seed), 0);
  return [{ type: "setAside", cards: d.discards }, ...d.tricks.flat().map((card) => ({ type: "play", card }))];
}

/** A long record: `deals` random legal Fortunes deals. */
export function longRecord(deals: number, seed = 1) {
  const rand = prng(seed);
  return {
    game: "fortunes",
    players: PLAYERS,
    deals: Array.from({ length: deals }, (_, i) => {
      const d = randomLegalDeal(rand, i % 4);
      return { dealer: PLAYERS[i % 4], discards: d.discards, tricks: d.tricks };
    }),
  };
}

/** The stored events of a game, in order. */
export async function storedEvents(db: Db, gameId: string) {
  return db.gameEvent.findMany({ where: { gameId }, orderBy: { seq: "asc" }, select: { seq: true, type: true, payload: true } });
}

/**
 * A stored Fortunes game is its set-up plus exactly the acknowledged actions, numbered 1…n with no
 * gap, and folds through the engine (strictly, as at the table) to the same record the API exports.
 */
export async function expectGameMatchesEngine(db: Db, gameId: string, acknowledged: Action[], exported?: unknown) {
  const events = await storedEvents(db, gameId);
  expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
  expect(events[0]?.type).toBe("setup");
  expect(events.slice(1).map((e) => e.payload)).toEqual(acknowledged);
  const setup = events[0]!.payload as { players: string[]; dealer: number };
  const folded = foldActions(fortunesModule, { players: setup.players, dealer: setup.dealer }, acknowledged, { lenient: false });
  expect(folded.ok, folded.ok ? "" : folded.error.message).toBe(true);
  if (folded.ok && exported !== undefined) expect(exported).toEqual(fortunesModule.toRecord(folded.value as never));
}

/** Every game's log is 1…n without gaps and starts with its set-up; no seat or event without its game. */
export async function expectConsistent(db: Db) {
  const gaps = await db.$queryRawUnsafe<unknown[]>(
    `SELECT game_id FROM game_event GROUP BY game_id HAVING MAX(seq) <> COUNT(*) OR MIN(seq) <> 1`,
  );
  expect(gaps).toEqual([]);
  const noSetup = await db.$queryRawUnsafe<unknown[]>(
    `SELECT id FROM game g WHERE NOT EXISTS (SELECT 1 FROM game_event e WHERE e.game_id = g.id AND e.seq = 1 AND e.type = 'setup')`,
  );
  expect(noSetup).toEqual([]);
  const noSeats = await db.$queryRawUnsafe<unknown[]>(`SELECT id FROM game g WHERE NOT EXISTS (SELECT 1 FROM game_seat s WHERE s.game_id = g.id)`);
  expect(noSeats).toEqual([]);
  const orphans = await db.$queryRawUnsafe<unknown[]>(
    `SELECT game_id FROM game_event e WHERE NOT EXISTS (SELECT 1 FROM game g WHERE g.id = e.game_id)
     UNION ALL SELECT game_id FROM game_seat s WHERE NOT EXISTS (SELECT 1 FROM game g WHERE g.id = s.game_id)
     UNION ALL SELECT game_id FROM deal_reading r WHERE NOT EXISTS (SELECT 1 FROM game g WHERE g.id = r.game_id)`,
  );
  expect(orphans).toEqual([]);
}

/** SQLite's own checks (integrity_check and foreign_key_check); PostgreSQL: nothing beyond expectConsistent. */
export async function expectIntact(db: Db, kind: "sqlite" | "postgresql") {
  if (kind !== "sqlite") return;
  const integrity = await db.$queryRawUnsafe<{ integrity_check: string }[]>("PRAGMA integrity_check");
  expect(integrity.map((r) => r.integrity_check)).toEqual(["ok"]);
  expect(await db.$queryRawUnsafe<unknown[]>("PRAGMA foreign_key_check")).toEqual([]);
}
