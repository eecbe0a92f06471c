/**
 * Players across every table of this installation: their stored games with each game's summary
 * (lib/players/summary.ts), rebuilt from the game's log when missing or older than the log, and
 * the figures of lib/players/aggregate.ts. See docs/players.md.
 */
import { gameModule, GAME_IDS } from "@/lib/games/registry";
import type { GameStats } from "@/lib/games/stats";
import { contractFigures, playerPage, type PlayerFigures, type PlayerGame, type PlayerPage } from "@/lib/players/aggregate";
import { parseSummary, SUMMARY_VERSION, summaryJson } from "@/lib/players/summary";
import { getSql, sqlTime } from "./db";
import { gameState } from "./games";

const iso = (v: string | Date) => sqlTime(v).toISOString();

interface Row {
  id: string;
  kind: string;
  created_at: string | Date;
  updated_at: string | Date;
  sseq: number | null;
  version: number | null;
  data: unknown;
  last: number | null;
}

/** A stored game with everyone at its table and its summary. */
export interface StoredGame {
  id: string;
  kind: string;
  createdAt: string;
  updatedAt: string;
  partnerships: boolean;
  people: { playerId: number; name: string }[];
  stats: GameStats;
}

/**
 * Stored games (those of one player, or all) with their summaries, oldest first; a summary that is
 * missing, of another version or older than the game's log is rebuilt from the log and stored.
 */
/** Which stored games: one player's, a circle's, or a page of a circle's (oldest first, after a game). */
export type GameScope = { playerId: number } | { circleId: string; after?: { createdAt: string; id: string }; limit?: number };

export async function storedGames(scope: GameScope): Promise<StoredGame[]> {
  const sql = await getSql();
  const k = sql.kind;
  // Games a member removed from the statistics count nowhere (server/player-changes.ts).
  let where: string;
  let args: unknown[];
  if ("playerId" in scope) {
    where = "g.id IN (SELECT game_id FROM game_seat WHERE player_id = ?)";
    args = [scope.playerId];
  } else {
    where = "g.circle_id = ?";
    args = [scope.circleId];
    if (scope.after) {
      const at = k === "sqlite" ? "?" : "?::timestamp(3)";
      const stamp = k === "sqlite" ? scope.after.createdAt.replace("Z", "+00:00") : scope.after.createdAt.slice(0, 23);
      where += ` AND (g.created_at > ${at} OR (g.created_at = ${at} AND g.id > ?))`;
      args.push(stamp, stamp, scope.after.id);
    }
  }
  where += " AND g.stats_excluded = false";
  const page = "playerId" in scope || !scope.limit ? "" : ` ORDER BY g.created_at, g.id LIMIT ${Math.floor(scope.limit)}`;
  const rows = await sql.all<Row>(
    `SELECT g.id, g.kind, g.created_at, g.updated_at, s.seq AS sseq, s.version, s.data,
            (SELECT MAX(e.seq) FROM game_event e WHERE e.game_id = g.id) AS last
     FROM game g LEFT JOIN game_summary s ON s.game_id = g.id WHERE ${where}${page}`,
    args,
  );
  const ids = rows.map((r) => r.id);
  const seats = ids.length
    ? await sql.all<{ game_id: string; seat: number; player_id: number; name: string }>(
        `SELECT gs.game_id, gs.seat, gs.player_id, p.name FROM game_seat gs JOIN player p ON p.id = gs.player_id WHERE gs.game_id IN (${ids.map(() => "?").join(", ")})`,
        ids,
      )
    : [];
  const people = new Map<string, { playerId: number; name: string }[]>();
  for (const s of seats) {
    const list = people.get(s.game_id) ?? [];
    list[Number(s.seat)] = { playerId: Number(s.player_id), name: s.name };
    people.set(s.game_id, list);
  }
  const out: StoredGame[] = [];
  let n = 0;
  for (const r of rows) {
    // A long history is read in slices with a turn of the event loop between: other requests go on.
    if (++n % 100 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    const module = gameModule(r.kind);
    if (!module) continue;
    let stats: GameStats | null = null;
    if (r.sseq !== null && Number(r.sseq) === Number(r.last ?? 0) && Number(r.version) === SUMMARY_VERSION) stats = parseSummary(r.data);
    stats ??= await rebuildSummary(r.id);
    if (!stats) continue;
    out.push({ id: r.id, kind: r.kind, createdAt: iso(r.created_at), updatedAt: iso(r.updated_at), partnerships: module.seats.partnerships, people: people.get(r.id) ?? [], stats });
  }
  return out.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** Every stored game of a player, with their seat. */
export async function gamesOfPlayer(playerId: number): Promise<PlayerGame[]> {
  return (await storedGames({ playerId })).flatMap((g) => {
    const seat = g.people.findIndex((p) => p?.playerId === playerId);
    return seat < 0 ? [] : [{ ...g, seat }];
  });
}

/** Replays a game's log through its module and stores its summary as of the log's last event. */
export async function rebuildSummary(gameId: string): Promise<GameStats | null> {
  const loaded = await gameState(gameId);
  if (!loaded) return null;
  const stats = loaded.module.stats(loaded.state);
  const sql = await getSql();
  const k = sql.kind;
  const json = k === "sqlite" ? "?" : "?::jsonb";
  await sql.batch([
    {
      sql: `INSERT INTO game_summary (game_id, seq, version, data) VALUES (?, ?, ?, ${json})
            ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, version = excluded.version, data = excluded.data`,
      args: [gameId, loaded.seq, SUMMARY_VERSION, summaryJson(stats)],
    },
  ]);
  return stats;
}

/** CONTRACT.md's statistics of a player. */
export async function playerFigures(p: { id: number; name: string }): Promise<PlayerFigures> {
  return contractFigures(p.name, await gamesOfPlayer(p.id));
}

/** Everything the player page shows. */
export async function playerPageData(p: { id: number; name: string }): Promise<PlayerPage> {
  return playerPage(p.name, p.id, await gamesOfPlayer(p.id), GAME_IDS, (kind) => gameModule(kind)?.statistics ?? []);
}

export interface PlayerSummary { id: number; name: string; games: number; lastPlayed: string | null }

/**
 * A circle's players who sit in at least one stored game (games, when they last played), by name,
 * a page at a time: `after` is the name key the page before ended on (`next`).
 */
export async function listPlayerSummaries(circleId: string, page: { after?: string; limit?: number } = {}): Promise<{ players: PlayerSummary[]; next: string | null }> {
  const sql = await getSql();
  const limit = Math.max(1, Math.min(500, Math.floor(page.limit ?? 100)));
  const rows = await sql.all<{ id: number; name: string; name_key: string; games: number; last: string | Date | null }>(
    `SELECT p.id, p.name, p.name_key, COUNT(g.id) AS games, MAX(g.updated_at) AS last
     FROM player p JOIN game_seat gs ON gs.player_id = p.id JOIN game g ON g.id = gs.game_id
     WHERE p.circle_id = ? AND g.stats_excluded = false${page.after !== undefined ? " AND p.name_key > ?" : ""}
     GROUP BY p.id, p.name, p.name_key ORDER BY p.name_key LIMIT ${limit + 1}`,
    page.after !== undefined ? [circleId, page.after] : [circleId],
  );
  const players = rows.slice(0, limit).map((r) => ({ id: Number(r.id), name: r.name, games: Number(r.games), lastPlayed: r.last ? iso(r.last) : null }));
  return { players, next: rows.length > limit ? rows[limit - 1]!.name_key : null };
}
