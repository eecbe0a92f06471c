/** Player statistics of a Fortunes game (CONTRACT.md "Player statistics"), from its replay result. */
import { nameKey } from "../common/names";
import { addDeal, seatsOf, trickSeats, type GameStats } from "../stats";
import type { FortunesResult } from "./record";

export function statsOf(r: FortunesResult): GameStats {
  const numbers: number[] = [];
  const seats = trickSeats(r.players.length, false);
  const keys = r.players.map(nameKey);
  for (const d of r.deals) {
    // A folded, stopped or unfinished deal does not count.
    if (d.status !== "complete") continue;
    const tricks = keys.map((k) => d.tricks.filter((t) => t.winner !== null && nameKey(t.winner) === k).length);
    addDeal(numbers, seats, d.number, tricks, r.players.map((p) => d.scores.players[p] ?? 0));
  }
  return { finished: r.match.winner !== null, winners: seatsOf(r.players, r.match.winner), seats, dealNumbers: numbers };
}
