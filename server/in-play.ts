/**
 * A player's games still in play, with where each stands now (issue 30: the players pages show the
 * standings of games in progress, the deal in progress included): the turn and the games list's
 * score line (lib/games/summary.ts), newest first.
 */
import { getSql } from "./db";
import { gameStanding } from "./games";

export interface InPlay { id: string; kind: string; updatedAt: string; players: string[]; turn: string; score: string | null }

export async function inPlayOf(playerId: number, limit = 10): Promise<InPlay[]> {
  const sql = await getSql();
  const rows = await sql.all<{ id: string; kind: string; updated_at: string | Date }>(
    `SELECT g.id, g.kind, g.updated_at FROM game g
     WHERE g.status = 'active' AND g.id IN (SELECT game_id FROM game_seat WHERE player_id = ?)
     ORDER BY g.updated_at DESC LIMIT ${Math.max(1, Math.min(50, Math.floor(limit)))}`,
    [playerId],
  );
  const seats = rows.length
    ? await sql.all<{ game_id: string; seat: number; name: string }>(
        `SELECT gs.game_id, gs.seat, p.name FROM game_seat gs JOIN player p ON p.id = gs.player_id WHERE gs.game_id IN (${rows.map(() => "?").join(", ")})`,
        rows.map((r) => r.id),
      )
    : [];
  const out: InPlay[] = [];
  for (const r of rows) {
    const standing = await gameStanding(r.id);
    if (!standing) continue;
    const players = seats.filter((s) => s.game_id === r.id).sort((a, b) => Number(a.seat) - Number(b.seat)).map((s) => s.name);
    out.push({ id: r.id, kind: r.kind, updatedAt: new Date(r.updated_at).toISOString(), players, turn: standing.turn, score: standing.score });
  }
  return out;
}
