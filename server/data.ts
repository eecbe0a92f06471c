/**
 * The data module: everything route handlers and pages read or write goes through these functions.
 * Plain objects in, plain objects out (no Prisma types leak to callers), so `lib/` code and the
 * client components never depend on the database.
 */
import type { Prisma } from "@/generated/prisma/client";
import crypto from "node:crypto";
import { databaseKind, databaseUrl, getDb, getSql, NothingWritten, sqlErrorKind, sqlTime, type DatabaseKind, type Statement } from "./db";
import { displayName, nameKey } from "@/lib/games/common/names";
import { SUMMARY_VERSION } from "@/lib/players/summary";

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
  /** The circle the game belongs to (null only for a row older than circles the migration missed). */
  circleId?: string | null;
}

export interface EventRow {
  id: number;
  gameId: string;
  seq: number;
  type: string;
  payload: JsonValue;
  createdAt: Date;
  /** The device that recorded it (null: before devices existed). */
  deviceId?: string | null;
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

/** The player of circle `circleId` with this name under the one name rule. */
export async function getPlayerByName(name: string, circleId: string): Promise<PlayerRow | null> {
  const prisma = await getDb();
  return prisma.player.findUnique({ where: { circleId_nameKey: { circleId, nameKey: nameKeyOf(name) } }, select: { id: true, name: true, createdAt: true } });
}

/** The player of circle `circleId` with this name (any case), created with this spelling when new. */
export async function findOrCreatePlayer(name: string, circleId: string): Promise<PlayerRow> {
  const shown = displayName(name);
  if (!shown) throw new Error("A player needs a name");
  const prisma = await getDb();
  const nameKey = nameKeyOf(shown);
  const select = { id: true, name: true, createdAt: true } as const;
  for (let attempt = 0; ; attempt++) {
    const found = await prisma.player.findUnique({ where: { circleId_nameKey: { circleId, nameKey } }, select });
    if (found) return found;
    try {
      return await prisma.player.create({ data: { name: shown, nameKey, circleId }, select });
    } catch (error) {
      // Someone else created the same name between our read and write: read it again.
      if (!isUniqueViolation(error) || attempt > 2) throw error;
    }
  }
}

/** A circle's players by name key, a page at a time (`after`: the last name key of the page before). */
export async function listPlayers(circleId: string, page: { after?: string; limit?: number } = {}): Promise<PlayerRow[]> {
  const prisma = await getDb();
  return prisma.player.findMany({
    where: { circleId, ...(page.after !== undefined ? { nameKey: { gt: page.after } } : {}) },
    orderBy: { nameKey: "asc" },
    take: page.limit,
    select: { id: true, name: true, createdAt: true },
  });
}

/** Every name of a circle's players (for the look-alike check of new names). */
export async function circlePlayerNames(circleId: string): Promise<string[]> {
  const sql = await getSql();
  return (await sql.all<{ name: string }>("SELECT name FROM player WHERE circle_id = ?", [circleId])).map((r) => r.name);
}

// ----------------------------------------------------------------------------------------------- games

export interface NewGame {
  kind: string;
  /** Player names in seat order; each is found or created (names are unique regardless of case). */
  players: string[];
  options?: JsonValue;
  deckStyle?: string;
  /**
   * The circle the game (and its players) belongs to. Without one (tests of this module only) the
   * game gets a circle of its own: no game is ever outside a circle.
   */
  circleId?: string;
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
    circleId: game.circleId,
  };
}

/** A game with no events yet (the service always writes its set-up event with it). */
export async function createGame(input: NewGame): Promise<GameRow> {
  return createGameWithEvents(input, []);
}

/** Extra facts written with a new game (server/games.ts: idempotent creates and imports). */
export interface NewGameExtras {
  /** The client's Idempotency-Key: a second game with the same key is refused (unique). */
  requestKey?: string;
  /** A hash of what made the game (set-up or record). */
  fingerprint?: string;
  status?: GameStatus;
  /** Readings of finished deals written with the game: JSON arrays of `{ deal, key, snapshot }` (key: the player's name key). */
  readingsJson?: readonly string[];
  /** The game's stored player-statistics summary (lib/players/summary.ts), as of its last event. */
  summaryJson?: string;
}

/** A new game's log: events in order, or (imports) the set-up and JSON arrays of `{ type, payload }`. */
export type NewEvents = { type: string; payload: JsonValue }[] | { setup: JsonValue; slices: readonly { count: number; json: string }[] };

/** The thrown error when a request key is already taken (a concurrent retry won the race). */
export class RequestKeyTaken extends Error {
  constructor(readonly requestKey: string) {
    super(`request key ${requestKey} is already used`);
  }
}

const EVENT_SLICE = 2000;

/** `now` as each database stores a DateTime (Prisma's own formats). */
const stamp = (kind: "sqlite" | "postgresql", at: Date = new Date()) => (kind === "sqlite" ? at.toISOString().replace("Z", "+00:00") : at.toISOString().slice(0, 23));
const tsParam = (kind: "sqlite" | "postgresql") => (kind === "sqlite" ? "?" : "?::timestamp(3)");
const jsonParam = (kind: "sqlite" | "postgresql") => (kind === "sqlite" ? "?" : "?::jsonb");

/** Inserts a JSON array of `{ type, payload }` as events `from`, `from + 1` … in one statement. */
function eventsStatement(k: "sqlite" | "postgresql", gameId: string, from: number, json: string, now: string): Statement {
  return k === "sqlite"
    ? { sql: "INSERT INTO game_event (game_id, seq, type, payload, created_at) SELECT ?, ? + j.key, json_extract(j.value, '$.type'), json_extract(j.value, '$.payload'), ? FROM json_each(?) AS j", args: [gameId, from, now, json] }
    : { sql: "INSERT INTO game_event (game_id, seq, type, payload, created_at) SELECT ?, ?::int + j.n::int - 1, j.v->>'type', j.v->'payload', ?::timestamp(3) FROM jsonb_array_elements(?::jsonb) WITH ORDINALITY AS j(v, n)", args: [gameId, from, now, json] };
}

/** Inserts a JSON array of `{ deal, key, snapshot }` as the game's readings, the player found by name key in the game's circle. */
function readingsStatement(k: "sqlite" | "postgresql", gameId: string, circleId: string, json: string, now: string): Statement {
  return k === "sqlite"
    ? {
        sql: `INSERT INTO deal_reading (game_id, deal, player_id, snapshot, created_at)
              SELECT ?, json_extract(j.value, '$.deal'), p.id, json_extract(j.value, '$.snapshot'), ?
              FROM json_each(?) AS j JOIN player p ON p.name_key = json_extract(j.value, '$.key') AND p.circle_id = ?
              WHERE true ON CONFLICT (game_id, deal, player_id) DO UPDATE SET snapshot = excluded.snapshot`,
        args: [gameId, now, json, circleId],
      }
    : {
        sql: `INSERT INTO deal_reading (game_id, deal, player_id, snapshot, created_at)
              SELECT ?, (j.v->>'deal')::int, p.id, j.v->'snapshot', ?::timestamp(3)
              FROM jsonb_array_elements(?::jsonb) AS j(v) JOIN player p ON p.name_key = j.v->>'key' AND p.circle_id = ?
              ON CONFLICT (game_id, deal, player_id) DO UPDATE SET snapshot = excluded.snapshot`,
        args: [gameId, now, json, circleId],
      };
}

/**
 * Creates a game with its players, seats and first events in one transaction: a crash or a
 * refused write leaves no half-made game behind. Events are numbered 1, 2, 3 … in the order given.
 * The rows are written with plain SQL in a few statements (events as one JSON array per slice),
 * so a 300-deal import is a few dozen milliseconds, not seconds of one insert per row.
 */
export async function createGameWithEvents(input: NewGame, events: NewEvents, extras: NewGameExtras = {}): Promise<GameRow> {
  const names = input.players.map(displayName);
  if (names.some((n) => !n)) throw new Error("A player needs a name");
  const keys = names.map(nameKeyOf);
  if (new Set(keys).size !== keys.length) throw new Error("The same player cannot take two seats");
  const sql = await getSql();
  const k = sql.kind;
  const id = crypto.randomUUID();
  const now = stamp(k);
  const circleId = input.circleId ?? crypto.randomUUID();
  // Players, then the game, then its seats: one statement each, whatever the number of players.
  // A name is a player within the game's circle only.
  const people = JSON.stringify(names.map((name, i) => ({ name, key: keys[i] })));
  const players: Statement[] = [
    ...(input.circleId ? [] : [{ sql: `INSERT INTO circle (id, name, created_at) VALUES (?, ?, ${tsParam(k)})`, args: [circleId, "Unnamed circle", now] }]),
    k === "sqlite"
      ? {
          sql: "INSERT INTO player (name, name_key, circle_id, created_at) SELECT json_extract(j.value, '$.name'), json_extract(j.value, '$.key'), ?, ? FROM json_each(?) AS j WHERE true ON CONFLICT (circle_id, name_key) DO NOTHING",
          args: [circleId, now, people],
        }
      : {
          sql: "INSERT INTO player (name, name_key, circle_id, created_at) SELECT j.v->>'name', j.v->>'key', ?, ?::timestamp(3) FROM jsonb_array_elements(?::jsonb) AS j(v) ON CONFLICT (circle_id, name_key) DO NOTHING",
          args: [circleId, now, people],
        },
  ];
  const game: Statement[] = [
    {
      sql: `INSERT INTO game (id, kind, options, status, deck_style, created_at, updated_at, request_key, fingerprint, circle_id) VALUES (?, ?, ${jsonParam(k)}, ?, ?, ${tsParam(k)}, ${tsParam(k)}, ?, ?, ?)`,
      args: [id, input.kind, JSON.stringify(input.options ?? {}), extras.status ?? "active", input.deckStyle ?? "classic", now, now, extras.requestKey ?? null, extras.fingerprint ?? null, circleId],
    },
    k === "sqlite"
      ? {
          sql: "INSERT INTO game_seat (game_id, seat, player_id) SELECT ?, j.key, p.id FROM json_each(?) AS j JOIN player p ON p.name_key = json_extract(j.value, '$.key') AND p.circle_id = ?",
          args: [id, people, circleId],
          required: true,
        }
      : {
          sql: "INSERT INTO game_seat (game_id, seat, player_id) SELECT ?, (j.n - 1)::int, p.id FROM jsonb_array_elements(?::jsonb) WITH ORDINALITY AS j(v, n) JOIN player p ON p.name_key = j.v->>'key' AND p.circle_id = ?",
          args: [id, people, circleId],
          required: true,
        },
  ];
  const log: Statement[] = [];
  if (Array.isArray(events)) {
    for (let i = 0; i < events.length; i += EVENT_SLICE) log.push(eventsStatement(k, id, i + 1, JSON.stringify(events.slice(i, i + EVENT_SLICE)), now));
  } else {
    log.push(eventsStatement(k, id, 1, JSON.stringify([{ type: "setup", payload: events.setup }]), now));
    let from = 2;
    for (const slice of events.slices) {
      log.push(eventsStatement(k, id, from, slice.json, now));
      from += slice.count;
    }
  }
  for (const json of extras.readingsJson ?? []) log.push(readingsStatement(k, id, circleId, json, now));
  // A long SQLite batch lets reads in between its statements: the game row comes last, so nobody
  // sees a game before all of it is there (foreign keys are checked at COMMIT). PostgreSQL readers
  // never see an open transaction, and its foreign keys are checked at once: the game comes first.
  const long = log.length > 2;
  const statements = k === "sqlite" && long ? [...players, ...log, ...game] : [...players, ...game, ...log];
  if (extras.summaryJson) {
    const seq = Array.isArray(events) ? events.length : 1 + events.slices.reduce((n, s) => n + s.count, 0);
    statements.push({ sql: `INSERT INTO game_summary (game_id, seq, version, data, updated_at) VALUES (?, ?, ?, ${jsonParam(k)}, ${tsParam(k)})`, args: [id, seq, SUMMARY_VERSION, extras.summaryJson, now] });
  }
  try {
    await sql.batch(statements, { long });
  } catch (error) {
    if (extras.requestKey && sqlErrorKind(error) === "unique") throw new RequestKeyTaken(extras.requestKey);
    throw error;
  }
  return {
    id,
    kind: input.kind,
    options: input.options ?? {},
    status: extras.status ?? "active",
    deckStyle: input.deckStyle ?? "classic",
    createdAt: sqlTime(now),
    updatedAt: sqlTime(now),
    seats: await seatsOf(id),
    circleId,
  };
}

async function seatsOf(gameId: string): Promise<SeatRow[]> {
  const sql = await getSql();
  const rows = await sql.all<{ seat: number; player_id: number; name: string }>(
    "SELECT s.seat, s.player_id, p.name FROM game_seat s JOIN player p ON p.id = s.player_id WHERE s.game_id = ? ORDER BY s.seat",
    [gameId],
  );
  return rows.map((r) => ({ seat: Number(r.seat), playerId: Number(r.player_id), name: r.name }));
}

/** The game made with this Idempotency-Key, if any. */
export async function findGameByRequestKey(requestKey: string): Promise<{ id: string; fingerprint: string | null } | null> {
  const sql = await getSql();
  const rows = await sql.all<{ id: string; fingerprint: string | null }>("SELECT id, fingerprint FROM game WHERE request_key = ?", [requestKey]);
  return rows[0] ?? null;
}

/** The newest game made from this fingerprint since `since`, if any. */
export async function findRecentGameByFingerprint(fingerprint: string, since: Date): Promise<string | null> {
  const sql = await getSql();
  const rows = await sql.all<{ id: string }>(`SELECT id FROM game WHERE fingerprint = ? AND created_at >= ${tsParam(sql.kind)} ORDER BY created_at DESC LIMIT 1`, [fingerprint, stamp(sql.kind, since)]);
  return rows[0]?.id ?? null;
}

export async function getGame(id: string): Promise<GameRow | null> {
  const prisma = await getDb();
  const game = await prisma.game.findUnique({ where: { id }, include: gameInclude });
  return game ? toGameRow(game) : null;
}

/**
 * Newest first. `scope`: only the games of those circles and those tables (server/access.ts
 * listableGames); `after`: only games listed after that one (a page's last: server/games.ts listGamePage).
 */
export async function listRecentGames(
  limit = 10,
  options: { scope?: { circles: readonly string[]; games: readonly string[] }; after?: { createdAt: Date; id: string } } = {},
): Promise<GameRow[]> {
  const prisma = await getDb();
  const { scope, after } = options;
  const inScope = scope ? { OR: [{ circleId: { in: [...scope.circles] } }, { id: { in: [...scope.games] } }] } : {};
  const later = after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] } : {};
  const where = { AND: [inScope, later] };
  const games = await prisma.game.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "asc" }], take: limit, include: gameInclude });
  return games.map(toGameRow);
}

/** Returns false when there is no such game. */
export async function setGameStatus(id: string, status: GameStatus): Promise<boolean> {
  const sql = await getSql();
  const [count] = await sql.batch([{ sql: `UPDATE game SET status = ?, updated_at = ${tsParam(sql.kind)} WHERE id = ?`, args: [status, stamp(sql.kind), id] }]);
  return count === 1;
}

/** Returns false when there is no such game. */
export async function setGameOptions(id: string, options: JsonValue): Promise<boolean> {
  const sql = await getSql();
  const [count] = await sql.batch([{ sql: `UPDATE game SET options = ${jsonParam(sql.kind)}, updated_at = ${tsParam(sql.kind)} WHERE id = ?`, args: [JSON.stringify(options), stamp(sql.kind), id] }]);
  return count === 1;
}

export async function deleteGame(id: string): Promise<boolean> {
  const sql = await getSql();
  const [, , , , count] = await sql.batch([
    { sql: "DELETE FROM game_summary WHERE game_id = ?", args: [id] },
    { sql: "DELETE FROM deal_reading WHERE game_id = ?", args: [id] },
    { sql: "DELETE FROM game_event WHERE game_id = ?", args: [id] },
    { sql: "DELETE FROM game_seat WHERE game_id = ?", args: [id] },
    { sql: "DELETE FROM game WHERE id = ?", args: [id] },
  ]);
  return count === 1;
}

// ---------------------------------------------------------------------------------------------- events

export type AppendResult =
  | { ok: true; event: EventRow }
  | { ok: false; error: { id: "game/not-found" | "event/stale"; message: string; lastSeq?: number } };

const stale = (lastSeq?: number) => ({ ok: false as const, error: { id: "event/stale" as const, message: "The game has moved on since you looked: reload it", ...(lastSeq !== undefined ? { lastSeq } : {}) } });
const notFound = (gameId: string) => ({ ok: false as const, error: { id: "game/not-found" as const, message: `No game ${gameId}` } });

/** The last seq of a game's log (0 when it has none), or null when there is no such game. */
export async function lastSeq(gameId: string): Promise<number | null> {
  const sql = await getSql();
  const rows = await sql.all<{ seq: number | null; found: number }>(
    "SELECT (SELECT MAX(seq) FROM game_event WHERE game_id = ?) AS seq, (SELECT COUNT(*) FROM game WHERE id = ?) AS found",
    [gameId, gameId],
  );
  if (!rows[0] || Number(rows[0].found) === 0) return null;
  return Number(rows[0].seq ?? 0);
}

/** What one action writes besides its event: the game's status and readings of deals just finished. */
export interface ActionExtras {
  status?: GameStatus;
  readings?: { deal: number; playerId: number; snapshot: JsonValue }[];
  /** The device that recorded the entry. */
  deviceId?: string | null;
  /** The request's Idempotency-Key, scoped to the device (unique per game). */
  requestKey?: string | null;
}

/**
 * Writes one entry as event `expectedSeq + 1`, in one transaction with the game's `updated_at`,
 * status and any readings. Nothing is written when the log's last seq is not `expectedSeq`
 * ("event/stale": another writer came first) or there is no such game.
 */
export async function recordEvent(gameId: string, expectedSeq: number, type: string, payload: JsonValue, extras: ActionExtras = {}): Promise<AppendResult> {
  const sql = await getSql();
  const k = sql.kind;
  const now = stamp(k);
  const seq = expectedSeq + 1;
  const statements: Statement[] = [
    {
      // Only when the log ends at expectedSeq (no gap, no overtaking); (game_id, seq) is unique besides.
      sql: `INSERT INTO game_event (game_id, seq, type, payload, created_at, device_id, request_key)
            SELECT ?, ?, ?, ${jsonParam(k)}, ${tsParam(k)}, ?, ? FROM game
            WHERE id = ? AND (SELECT COALESCE(MAX(seq), 0) FROM game_event WHERE game_id = ?) = ?`,
      args: [gameId, seq, type, JSON.stringify(payload), now, extras.deviceId ?? null, extras.requestKey ?? null, gameId, gameId, expectedSeq],
    },
    { sql: `UPDATE game SET updated_at = ${tsParam(k)}${extras.status ? ", status = ?" : ""} WHERE id = ?`, args: [now, ...(extras.status ? [extras.status] : []), gameId] },
  ];
  for (const r of extras.readings ?? []) {
    statements.push({
      sql: `INSERT INTO deal_reading (game_id, deal, player_id, snapshot, created_at) VALUES (?, ?, ?, ${jsonParam(k)}, ${tsParam(k)})
            ON CONFLICT (game_id, deal, player_id) DO UPDATE SET snapshot = excluded.snapshot`,
      args: [gameId, r.deal, r.playerId, JSON.stringify(r.snapshot), now],
    });
  }
  statements[0].required = true;
  if (k === "postgresql" && statements.length === 2) {
    // One round trip: the insert and the game's update in one statement (its own transaction);
    // the update runs only when the event was written.
    const [insert, update] = statements;
    statements.splice(0, 2, {
      sql: `WITH ins AS (${insert.sql} RETURNING seq) ${update.sql} AND EXISTS (SELECT 1 FROM ins)`,
      args: [...insert.args!, ...update.args!],
      required: true,
    });
  }
  try {
    await sql.batch(statements);
  } catch (error) {
    if (sqlErrorKind(error) === "unique") return stale(seq);
    if (!(error instanceof NothingWritten)) throw error;
    const last = await lastSeq(gameId);
    return last === null ? notFound(gameId) : stale(last);
  }
  return { ok: true, event: { id: 0, gameId, seq, type, payload, createdAt: sqlTime(now), deviceId: extras.deviceId ?? null } };
}

/**
 * Append an event to a game's log with the next `seq` (1, 2, 3 …).
 * `expectedSeq`, when given, is the seq the caller believes is last: a different one means someone else
 * wrote in between, and nothing is written ("event/stale"), so two tablets cannot both play the same turn.
 * Without it, a write that loses a race for the next seq takes the one after.
 */
export async function appendEvent(gameId: string, type: string, payload: JsonValue, options: { expectedSeq?: number } = {}): Promise<AppendResult> {
  if (options.expectedSeq !== undefined) return recordEvent(gameId, options.expectedSeq, type, payload);
  for (let attempt = 0; ; attempt++) {
    const last = await lastSeq(gameId);
    if (last === null) return notFound(gameId);
    const r = await recordEvent(gameId, last, type, payload);
    if (r.ok || r.error.id === "game/not-found" || attempt >= 50) return r;
    // Another writer took this seq: wait a little (jittered) and take the next one.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * Math.min(attempt + 1, 10)));
  }
}

interface EventDbRow {
  id: number;
  seq: number;
  type: string;
  payload: unknown;
  created_at: string | Date;
  device_id?: string | null;
}

/** The game's events in order; `afterSeq` skips those already seen, `limit` reads a page. */
export async function listEvents(gameId: string, options: { afterSeq?: number; limit?: number } = {}): Promise<EventRow[]> {
  const sql = await getSql();
  const created = sql.kind === "sqlite" ? "created_at" : `to_char(created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;
  const rows = await sql.all<EventDbRow>(
    `SELECT id, seq, type, payload, ${created}, device_id FROM game_event WHERE game_id = ? AND seq > ? ORDER BY seq${options.limit ? " LIMIT ?" : ""}`,
    [gameId, options.afterSeq ?? 0, ...(options.limit ? [options.limit] : [])],
  );
  return rows.map((e) => ({
    id: Number(e.id),
    gameId,
    seq: Number(e.seq),
    type: e.type,
    payload: (typeof e.payload === "string" ? JSON.parse(e.payload) : e.payload) as JsonValue,
    createdAt: sqlTime(e.created_at),
    deviceId: e.device_id ?? null,
  }));
}

/** The event a request with this (device-scoped) Idempotency-Key recorded, if any: its seq, type and payload. */
export async function findEventByRequestKey(gameId: string, requestKey: string): Promise<{ seq: number; type: string; payload: JsonValue } | null> {
  const sql = await getSql();
  const rows = await sql.all<{ seq: number; type: string; payload: unknown }>("SELECT seq, type, payload FROM game_event WHERE game_id = ? AND request_key = ?", [gameId, requestKey]);
  const row = rows[0];
  return row ? { seq: Number(row.seq), type: row.type, payload: (typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload) as JsonValue } : null;
}

/** Remove events after `seq` (undo). Returns how many were removed. */
export async function truncateEvents(gameId: string, afterSeq: number): Promise<number> {
  const sql = await getSql();
  const [count] = await sql.batch([{ sql: "DELETE FROM game_event WHERE game_id = ? AND seq > ?", args: [gameId, afterSeq] }]);
  return count;
}

// ---------------------------------------------------------------------------------------- deal readings

/** Save (or replace) what one player's reading said at the end of a deal. */
export async function saveDealReading(input: { gameId: string; deal: number; playerId: number; snapshot: JsonValue }): Promise<void> {
  const sql = await getSql();
  const k = sql.kind;
  await sql.batch([
    {
      sql: `INSERT INTO deal_reading (game_id, deal, player_id, snapshot, created_at) VALUES (?, ?, ?, ${jsonParam(k)}, ${tsParam(k)})
            ON CONFLICT (game_id, deal, player_id) DO UPDATE SET snapshot = excluded.snapshot`,
      args: [input.gameId, input.deal, input.playerId, JSON.stringify(input.snapshot), stamp(k)],
    },
  ]);
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
