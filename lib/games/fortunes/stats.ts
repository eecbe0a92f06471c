/** Player statistics of a Fortunes game (CONTRACT.md "Player statistics"), from its replay result. */
import { nameKey } from "../common/names";
import type { GameStats } from "../stats";
import { trickStats } from "../trick/stats";
import type { FortunesResult } from "./record";

export function statsOf(r: FortunesResult): GameStats {
  const keys = r.players.map(nameKey);
  // A folded, stopped or unfinished deal does not count; tricks are read from each trick's winner.
  const deals = r.deals.filter((d) => d.status === "complete").map((d) => ({
    number: d.number,
    tricks: keys.map((k) => d.tricks.filter((t) => t.winner !== null && nameKey(t.winner) === k).length),
    points: r.players.map((p) => d.scores.players[p] ?? 0),
  }));
  return trickStats(r.players, deals, r.match.winner);
}
