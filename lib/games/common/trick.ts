/** Pieces shared by the trick-taking games: who plays next, who holds what. */
import type { CardCode } from "../../cards";
import { clockwise, type Seat } from "./seats";

export interface Play {
  card: CardCode;
  seat: Seat;
}

/** Seat of the next player in a trick led by `leader` after `played` cards (clockwise by default). */
export const nextInTrick = (leader: Seat, played: number, direction: 1 | -1 = 1, n = 4): Seat =>
  clockwise(leader, direction * played, n);

/** True when `hand` holds at least one card for which `pred` holds. */
export const holdsAny = (hand: Iterable<CardCode>, pred: (c: CardCode) => boolean): boolean => {
  for (const c of hand) if (pred(c)) return true;
  return false;
};
