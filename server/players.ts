/**
 * Players across every table of this installation: their stored games with each game's summary
 * (lib/players/summary.ts), rebuilt from the game's log when missing or older than the log, and
 * the figures of lib/players/aggregate.ts. See docs/players.md.
 */
import { gameModule, GAME_IDS } from "@/lib/games/registry";
import { checkName, nameKey } from "@/lib/games/common/names";
import type { GameStats } from "@/lib/games/stats";
import { contractFigures, playerPage, type PlayerFigures, type PlayerGame, type PlayerPage } from "@/lib/players/aggregate";
import { parseSummary, SUMMARY_VERSION, summaryJson } from "@/lib/players/summary";
import { getSql } from "./db";
import { gameState } from "./games";

export type PlayerLookup = { ok: true; id: number; name: string } | { ok: false; status: 404 | 422; id: string; error: string };

const dateOf = (v: string | Date) => (v instanceof Date ? v : new Date(/[zZ]|[+-]\d\d:\d\d$/.test(v) ? v : `${v.replace(" ", "T")}Z`));
const iso = (v: string | Date) => dateOf(v).toISOString();

/** The player a name (as typed or URL-decoded) stands for: 422 breaking the name rule, 404 unknown or in no game. */
export async function findPlayer(raw: string): Promise<PlayerLookup> {
  const checked = checkName(raw);
  if (!checked.ok) return { ok: false, status: 422, id: checked.error.id, error: checked.error.message };
  const sql = await getSql();
  const rows = await sql.all<{ id: number; name: string }>(
    "SELECT p.id, p.name FROM player p WHERE p.name_key = ? AND EXISTS (SELECT 1 FROM game_seat s WHERE s.player_id = p.id)",
    [nameKey(checked.value)],
  );
  const row = rows[0];
  if (!row) return { ok: false, status: 404, id: "player/not-found", error: `No stored game lists a player named "${checked.value}".` };
  return { ok: true, id: Number(row.id), name: row.name };
}

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
export async function storedGames(playerId?: number): Promise<StoredGame[]> {
  const sql = await getSql();
  const mine = playerId === undefined ? "" : "WHERE g.id IN (SELECT game_id FROM game_seat WHERE player_id = ?)";
  const args = playerId === undefined ? [] : [playerId];
  const [rows, seats] = await Promise.all([
    sql.all<Row>(
      `SELECT g.id, g.kind, g.created_at, g.updated_at, s.seq AS sseq, s.version, s.data,
              (SELECT MAX(e.seq) FROM game_event e WHERE e.game_id = g.id) AS last
       FROM game g LEFT JOIN game_summary s ON s.game_id = g.id ${mine}`,
      args,
    ),
    sql.all<{ game_id: string; seat: number; player_id: number; name: string }>(
      `SELECT gs.game_id, gs.seat, gs.player_id, p.name FROM game_seat gs JOIN player p ON p.id = gs.player_id
       ${playerId === undefined ? "" : "WHERE gs.game_id IN (SELECT game_id FROM game_seat WHERE player_id = ?)"}`,
      args,
    ),
  ]);
  const people = new Map<string, { playerId: number; name: string }[]>();
  for (const s of seats) {
    const list = people.get(s.game_id) ?? [];
    list[Number(s.seat)] = { playerId: Number(s.player_id), name: s.name };
    people.set(s.game_id, list);
  }
  const out: StoredGame[] = [];
  for (const r of rows) {
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
  return (await storedGames(playerId)).flatMap((g) => {
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
  return playerPage(p.name, p.id, await gamesOfPlayer(p.id), GAME_IDS);
}

/** Every player who sits in at least one stored game: games and when they last played. */
export async function listPlayerSummaries(): Promise<{ id: number; name: string; games: number; lastPlayed: string | null }[]> {
  const sql = await getSql();
  const rows = await sql.all<{ id: number; name: string; games: number; last: string | Date | null }>(
    `SELECT p.id, p.name, COUNT(g.id) AS games, MAX(g.updated_at) AS last
     FROM player p JOIN game_seat gs ON gs.player_id = p.id JOIN game g ON g.id = gs.game_id
     GROUP BY p.id, p.name ORDER BY p.name_key`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, games: Number(r.games), lastPlayed: r.last ? iso(r.last) : null }));
}
