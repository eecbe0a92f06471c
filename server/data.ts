/**
 * The data module: everything route handlers and pages read or write goes through these functions.
 * Plain objects in, plain objects out (no Prisma types leak to callers), so `lib/` code and the
 * client components never depend on the database.
 */
import type { Prisma } from "@/generated/prisma/client";
import { databaseKind, databaseUrl, getDb, type DatabaseKind } from "./db";
import { displayName, nameKey } from "@/lib/games/common/names";

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface PlayerRow {
  id: number;
  name: string;
  createdAt: Date;
}

export interface SeatRow {
  seat: number;
  playerId: number;
  name: string;
}

export interface GameRow {
  id: string;
  kind: string;
  options: JsonValue;
  status: string;
  deckStyle: string;
  createdAt: Date;
  updatedAt: Date;
  /** In seat order (seat 0 first, then clockwise). */
  seats: SeatRow[];
}

export interface EventRow {
  id: number;
  gameId: string;
  seq: number;
  type: string;
  payload: JsonValue;
  createdAt: Date;
}

export interface DealReadingRow {
  gameId: string;
  deal: number;
  playerId: number;
  playerName: string;
  snapshot: JsonValue;
  createdAt: Date;
}

export const GAME_STATUSES = ["active", "finished", "abandoned"] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** The case-insensitive identity of a player name (the one name rule of lib/games/common/names). */
export const nameKeyOf = nameKey;
export { displayName };

const asJson = (value: unknown) => value as JsonValue;
const toInputJson = (value: JsonValue) => value as Prisma.InputJsonValue;

function isUniqueViolation(error: unknown): boolean {
  // Duck-typed: the SQLite and PostgreSQL clients are separate modules.
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

// ---------------------------------------------------------------------------------------------- health

export interface Health {
  ok: true;
  db: DatabaseKind;
  /** Migrations applied to this database (finished, not rolled back). */
  migrations: number;
}

export async function health(): Promise<Health> {
  const prisma = await getDb();
  const rows = await prisma.$queryRawUnsafe<Array<{ n: number | bigint }>>(
    `SELECT COUNT(*) AS n FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  return { ok: true, db: databaseKind(databaseUrl()), migrations: Number(rows[0]?.n ?? 0) };
}

// --------------------------------------------------------------------------------------------- players

export async function getPlayerByName(name: string): Promise<PlayerRow | null> {
  const prisma = await getDb();
  return prisma.player.findUnique({ where: { nameKey: nameKeyOf(name) }, select: { id: true, name: true, createdAt: true } });
}

/** The player with this name (any case), created with this spelling when new. */
export async function findOrCreatePlayer(name: string): Promise<PlayerRow> {
  const shown = displayName(name);
  if (!shown) throw new Error("A player needs a name");
  const prisma = await getDb();
  const nameKey = nameKeyOf(shown);
  const select = { id: true, name: true, createdAt: true } as const;
  for (let attempt = 0; ; attempt++) {
    const found = await prisma.player.findUnique({ where: { nameKey }, select });
    if (found) return found;
    try {
      return await prisma.player.create({ data: { name: shown, nameKey }, select });
    } catch (error) {
      // Someone else created the same name between our read and write: read it again.
      if (!isUniqueViolation(error) || attempt > 2) throw error;
    }
  }
}

export async function listPlayers(): Promise<PlayerRow[]> {
  const prisma = await getDb();
  return prisma.player.findMany({ orderBy: { nameKey: "asc" }, select: { id: true, name: true, createdAt: true } });
}

// ----------------------------------------------------------------------------------------------- games

export interface NewGame {
  kind: string;
  /** Player names in seat order; each is found or created (names are unique regardless of case). */
  players: string[];
  options?: JsonValue;
  deckStyle?: string;
}

const gameInclude = { seats: { orderBy: { seat: "asc" }, include: { player: { select: { name: true } } } } } as const;

type GameWithSeats = Prisma.GameGetPayload<{ include: typeof gameInclude }>;

function toGameRow(game: GameWithSeats): GameRow {
  return {
    id: game.id,
    kind: game.kind,
    options: asJson(game.options),
    status: game.status,
    deckStyle: game.deckStyle,
    createdAt: game.createdAt,
    updatedAt: game.updatedAt,
    seats: game.seats.map((s) => ({ seat: s.seat, playerId: s.playerId, name: s.player.name })),
  };
}

export async function createGame(input: NewGame): Promise<GameRow> {
  const keys = input.players.map(nameKeyOf);
  if (new Set(keys).size !== keys.length) throw new Error("The same player cannot take two seats");
  const players = [];
  for (const name of input.players) players.push(await findOrCreatePlayer(name));
  const prisma = await getDb();
  const game = await prisma.game.create({
    data: {
      kind: input.kind,
      options: toInputJson(input.options ?? {}),
      ...(input.deckStyle ? { deckStyle: input.deckStyle } : {}),
      seats: { create: players.map((p, seat) => ({ seat, playerId: p.id })) },
    },
    include: gameInclude,
  });
  return toGameRow(game);
}

/**
 * Creates a game with its first events in one transaction: a crash or a refused write leaves
 * no half-made game behind. Events are numbered 1, 2, 3 … in the order given.
 */
export async function createGameWithEvents(input: NewGame, events: { type: string; payload: JsonValue }[]): Promise<GameRow> {
  const keys = input.players.map(nameKeyOf);
  if (new Set(keys).size !== keys.length) throw new Error("The same player cannot take two seats");
  const players: PlayerRow[] = [];
  for (const name of input.players) players.push(await findOrCreatePlayer(name));
  const prisma = await getDb();
  const game = await prisma.$transaction(async (tx) => {
    const created = await tx.game.create({
      data: {
        kind: input.kind,
        options: toInputJson(input.options ?? {}),
        ...(input.deckStyle ? { deckStyle: input.deckStyle } : {}),
        seats: { create: players.map((p, seat) => ({ seat, playerId: p.id })) },
      },
      include: gameInclude,
    });
    const BATCH = 500;
    for (let i = 0; i < events.length; i += BATCH) {
      await tx.gameEvent.createMany({
        data: events.slice(i, i + BATCH).map((e, k) => ({ gameId: created.id, seq: i + k + 1, type: e.type, payload: toInputJson(e.payload) })),
      });
    }
    return created;
  }, { timeout: 60_000, maxWait: 10_000 });
  return toGameRow(game);
}

export async function getGame(id: string): Promise<GameRow | null> {
  const prisma = await getDb();
  const game = await prisma.game.findUnique({ where: { id }, include: gameInclude });
  return game ? toGameRow(game) : null;
}

/** Newest first. */
export async function listRecentGames(limit = 10): Promise<GameRow[]> {
  const prisma = await getDb();
  const games = await prisma.game.findMany({ orderBy: [{ createdAt: "desc" }, { id: "asc" }], take: limit, include: gameInclude });
  return games.map(toGameRow);
}

/** Returns false when there is no such game. */
export async function setGameStatus(id: string, status: GameStatus): Promise<boolean> {
  const prisma = await getDb();
  const { count } = await prisma.game.updateMany({ where: { id }, data: { status } });
  return count === 1;
}

/** Returns false when there is no such game. */
export async function setGameOptions(id: string, options: JsonValue): Promise<boolean> {
  const prisma = await getDb();
  const { count } = await prisma.game.updateMany({ where: { id }, data: { options: toInputJson(options) } });
  return count === 1;
}

export async function deleteGame(id: string): Promise<boolean> {
  const prisma = await getDb();
  const { count } = await prisma.game.deleteMany({ where: { id } });
  return count === 1;
}

// ---------------------------------------------------------------------------------------------- events

export type AppendResult =
  | { ok: true; event: EventRow }
  | { ok: false; error: { id: "game/not-found" | "event/stale"; message: string; lastSeq?: number } };

/**
 * Append an event to a game's log with the next `seq` (1, 2, 3 …).
 * `expectedSeq`, when given, is the seq the caller believes is last: a different one means someone else
 * wrote in between, and nothing is written ("event/stale"), so two tablets cannot both play the same turn.
 */
export async function appendEvent(gameId: string, type: string, payload: JsonValue, options: { expectedSeq?: number } = {}): Promise<AppendResult> {
  const prisma = await getDb();
  for (let attempt = 0; ; attempt++) {
    const game = await prisma.game.findUnique({ where: { id: gameId }, select: { id: true } });
    if (!game) return { ok: false, error: { id: "game/not-found", message: `No game ${gameId}` } };
    const last = await prisma.gameEvent.findFirst({ where: { gameId }, orderBy: { seq: "desc" }, select: { seq: true } });
    const lastSeq = last?.seq ?? 0;
    if (options.expectedSeq !== undefined && options.expectedSeq !== lastSeq) {
      return { ok: false, error: { id: "event/stale", message: "The game has moved on since you looked: reload it", lastSeq } };
    }
    try {
      const [event] = await prisma.$transaction([
        prisma.gameEvent.create({ data: { gameId, seq: lastSeq + 1, type, payload: toInputJson(payload) } }),
        prisma.game.update({ where: { id: gameId }, data: { updatedAt: new Date() } }),
      ]);
      return { ok: true, event: { ...event, payload: asJson(event.payload) } };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (options.expectedSeq !== undefined) {
        return { ok: false, error: { id: "event/stale", message: "The game has moved on since you looked: reload it", lastSeq: lastSeq + 1 } };
      }
      // Another writer took this seq: wait a little (jittered) and take the next one.
      if (attempt >= 25) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * (attempt + 1)));
    }
  }
}

/** The game's events in order; `afterSeq` skips those already seen. */
export async function listEvents(gameId: string, options: { afterSeq?: number } = {}): Promise<EventRow[]> {
  const prisma = await getDb();
  const events = await prisma.gameEvent.findMany({
    where: { gameId, ...(options.afterSeq !== undefined ? { seq: { gt: options.afterSeq } } : {}) },
    orderBy: { seq: "asc" },
  });
  return events.map((e) => ({ ...e, payload: asJson(e.payload) }));
}

/** Remove events after `seq` (undo). Returns how many were removed. */
export async function truncateEvents(gameId: string, afterSeq: number): Promise<number> {
  const prisma = await getDb();
  const { count } = await prisma.gameEvent.deleteMany({ where: { gameId, seq: { gt: afterSeq } } });
  return count;
}

// ---------------------------------------------------------------------------------------- deal readings

/** Save (or replace) what one player's reading said at the end of a deal. */
export async function saveDealReading(input: { gameId: string; deal: number; playerId: number; snapshot: JsonValue }): Promise<void> {
  const prisma = await getDb();
  const snapshot = toInputJson(input.snapshot);
  await prisma.dealReading.upsert({
    where: { gameId_deal_playerId: { gameId: input.gameId, deal: input.deal, playerId: input.playerId } },
    create: { gameId: input.gameId, deal: input.deal, playerId: input.playerId, snapshot },
    update: { snapshot },
  });
}

/** A game's saved readings by deal, then by player seat. */
export async function listDealReadings(gameId: string): Promise<DealReadingRow[]> {
  const prisma = await getDb();
  const [readings, seats] = await Promise.all([
    prisma.dealReading.findMany({ where: { gameId }, include: { player: { select: { name: true } } } }),
    prisma.gameSeat.findMany({ where: { gameId }, select: { playerId: true, seat: true } }),
  ]);
  const seatOf = new Map(seats.map((s) => [s.playerId, s.seat]));
  return readings
    .map((r) => ({ gameId: r.gameId, deal: r.deal, playerId: r.playerId, playerName: r.player.name, snapshot: asJson(r.snapshot), createdAt: r.createdAt }))
    .sort((a, b) => a.deal - b.deal || (seatOf.get(a.playerId) ?? 99) - (seatOf.get(b.playerId) ?? 99));
}

// ------------------------------------------------------------------------------------------- reference

export async function getCardInfo(code: string): Promise<JsonValue | null> {
  const prisma = await getDb();
  const row = await prisma.cardInfo.findUnique({ where: { code } });
  return row ? asJson(row.data) : null;
}

export async function listCardInfo(): Promise<Array<{ code: string; data: JsonValue }>> {
  const prisma = await getDb();
  const rows = await prisma.cardInfo.findMany({ orderBy: { code: "asc" } });
  return rows.map((r) => ({ code: r.code, data: asJson(r.data) }));
}

export async function listZonePositions(): Promise<Array<{ id: string; data: JsonValue }>> {
  const prisma = await getDb();
  const rows = await prisma.zonePosition.findMany({ orderBy: { id: "asc" } });
  return rows.map((r) => ({ id: r.id, data: asJson(r.data) }));
}

export async function getMeta(key: string): Promise<string | null> {
  const prisma = await getDb();
  return (await prisma.meta.findUnique({ where: { key } }))?.value ?? null;
}
