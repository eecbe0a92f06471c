/** Player statistics of a Fortey-One game (CONTRACT.md "Player statistics"), from its replay result. */
import { addDeal, seatsOf, tallyBid, trickSeats, type GameStats } from "../stats";
import type { ForteyOneResult } from "./record";

export function statsOf(r: ForteyOneResult): GameStats {
  const numbers: number[] = [];
  const seats = trickSeats(r.players.length, true);
  for (const d of r.deals) {
    // A redeal and a deal in progress score nothing and do not count.
    if (d.status !== "complete" || !d.points) continue;
    const tricks = r.players.map((p) => d.tricksWon[p] ?? 0);
    addDeal(numbers, seats, d.number, tricks, r.players.map((p) => d.points![p] ?? 0));
    r.players.forEach((p, i) => {
      const bid = d.bids[p];
      // Made when the player's tricks reach the bid.
      if (typeof bid === "number") tallyBid(seats[i], bid, tricks[i] >= bid);
    });
  }
  const winners = seatsOf(r.players, r.match.winner);
  return { finished: r.match.winner !== null, winners, seats, dealNumbers: numbers };
}
