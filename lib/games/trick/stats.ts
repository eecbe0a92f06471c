/**
 * Player statistics of a trick game (CONTRACT.md "Player statistics") from its replay result:
 * each complete deal's tricks, points and bids per seat, and the winners. A game says how it
 * reads a complete deal (`DealFigures`) and when a bid is made.
 */
import { seatsOf, type GameStats, type SeatStats } from "../stats";

/** What one complete deal gave each seat (a redeal, a folded, stopped or unfinished deal gives none). */
export interface DealFigures {
  number: number;
  tricks: readonly number[];
  points: readonly number[];
  /** Each seat's bid, when the game bids. */
  bids?: readonly (number | null | undefined)[];
}

/** Adds one bid to a tally, in all and by size. */
export function tallyBid(seat: SeatStats, bid: number, made: boolean): void {
  seat.bids ??= { made: 0, missed: 0 };
  seat.bidSizes ??= {};
  const size = (seat.bidSizes[String(bid)] ??= { made: 0, missed: 0 });
  if (made) {
    seat.bids.made++;
    size.made++;
  } else {
    seat.bids.missed++;
    size.missed++;
  }
}

/**
 * The statistics of a trick game: `deals` are its complete deals in order, `winners` the names of
 * those who won (null until the game is over), `made` when a bid counts as made (absent: no bids).
 */
export function trickStats(players: readonly string[], deals: readonly DealFigures[], winners: readonly string[] | null, made?: (tricks: number, bid: number) => boolean): GameStats {
  const numbers: number[] = [];
  const seats: SeatStats[] = players.map(() => ({ deals: 0, tricksWon: 0, points: 0, dealPoints: [], ...(made ? { bids: { made: 0, missed: 0 }, bidSizes: {} } : {}) }));
  for (const d of deals) {
    numbers.push(d.number);
    seats.forEach((s, i) => {
      s.deals = (s.deals ?? 0) + 1;
      s.tricksWon = (s.tricksWon ?? 0) + (d.tricks[i] ?? 0);
      s.points = (s.points ?? 0) + (d.points[i] ?? 0);
      (s.dealPoints ??= []).push(d.points[i] ?? 0);
      const bid = d.bids?.[i];
      if (made && typeof bid === "number") tallyBid(s, bid, made(d.tricks[i] ?? 0, bid));
    });
  }
  return { finished: winners !== null, winners: seatsOf(players, winners), seats, dealNumbers: numbers };
}
