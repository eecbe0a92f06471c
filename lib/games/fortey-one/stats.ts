/** Player statistics of a Fortey-One game (CONTRACT.md "Player statistics"), from its replay result. */
import type { GameStats } from "../stats";
import { trickStats } from "../trick/stats";
import type { ForteyOneResult } from "./record";

export function statsOf(r: ForteyOneResult): GameStats {
  // A redeal and a deal in progress score nothing and do not count; a bid is made when the tricks reach it.
  const complete = r.deals.filter((d) => d.status === "complete" && d.points);
  const deals = complete.map((d) => ({ number: d.number, tricks: r.players.map((p) => d.tricksWon[p] ?? 0), points: r.players.map((p) => d.points![p] ?? 0), bids: r.players.map((p) => d.bids[p]) }));
  return trickStats(r.players, deals, r.match.winner, (tricks, bid) => tricks >= bid);
}
