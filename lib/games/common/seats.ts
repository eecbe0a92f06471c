import { nameKey } from "./name-key";

/** Seats around a real table: players are listed clockwise, seat i is players[i]. */
export type Seat = number;

/** The seat `steps` places clockwise from `seat` at a table of `n`. */
export const clockwise = (seat: Seat, steps: number, n = 4): Seat => (((seat + steps) % n) + n) % n;
/** Counter-clockwise (Fortey-One deals and plays this way). */
export const counterClockwise = (seat: Seat, steps: number, n = 4): Seat => clockwise(seat, -steps, n);
/** Seat across the table in a four-player partnership game. */
export const partnerOf = (seat: Seat): Seat => clockwise(seat, 2);
/** Fixed partnership index for a match: 0 = seats 0 and 2, 1 = seats 1 and 3. */
export const partnershipOf = (seat: Seat): 0 | 1 => (seat % 2) as 0 | 1;

/** Finds a player's seat by name (case and spacing ignored: the one name rule), or -1. */
export function seatOfName(players: readonly string[], name: string): Seat {
  if (typeof name !== "string") return -1;
  const key = nameKey(name);
  return players.findIndex((p) => nameKey(p) === key);
}
