/** Player statistics of a Fortune Tenners game (CONTRACT.md "Player statistics"), from its replay result. */
import { addDeal, seatsOf, tallyBid, trickSeats, type GameStats } from "../stats";
import type { TennersResult } from "./record";

export function statsOf(r: TennersResult): GameStats {
  const numbers: number[] = [];
  const seats = trickSeats(r.players.length, true);
  for (const d of r.deals) {
    if (d.status !== "complete" || !d.points) continue;
    const tricks = r.players.map((p) => d.tricksWon[p] ?? 0);
    addDeal(numbers, seats, d.number, tricks, r.players.map((p) => d.points![p] ?? 0));
    r.players.forEach((p, i) => {
      const bid = d.bids[p];
      // A prediction is made only when the tricks are exactly the prediction.
      if (typeof bid === "number") tallyBid(seats[i], bid, tricks[i] === bid);
    });
  }
  // A tie is a win for every tied player (`winner` lists them all).
  return { finished: r.winner !== null, winners: seatsOf(r.players, r.winner), seats, dealNumbers: numbers };
}
