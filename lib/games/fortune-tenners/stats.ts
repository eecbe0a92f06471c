/** Player statistics of a Fortune Tenners game (CONTRACT.md "Player statistics"), from its replay result. */
import type { GameStats } from "../stats";
import { trickStats } from "../trick/stats";
import type { TennersResult } from "./record";

export function statsOf(r: TennersResult): GameStats {
  // A prediction is made only when the tricks are exactly the prediction; a tie is a win for every tied player.
  const complete = r.deals.filter((d) => d.status === "complete" && d.points);
  const deals = complete.map((d) => ({ number: d.number, tricks: r.players.map((p) => d.tricksWon[p] ?? 0), points: r.players.map((p) => d.points![p] ?? 0), bids: r.players.map((p) => d.bids[p]) }));
  return trickStats(r.players, deals, r.winner, (tricks, bid) => tricks === bid);
}
