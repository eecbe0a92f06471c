/**
 * Fortey-One rules as pure functions (seed 004, as RULINGS "Fortey-One" reads it).
 * Seats are indices into the players list, which runs in playing order (counter-clockwise):
 * the "player to the right" of seat s is seat s + 1.
 */
import { clockwise } from "../common/seats";
import type { Seat } from "./types";

export const PLAYERS_41 = 4;
export const TRICKS_41 = 13;
/** Bids must total at least this, or the same dealer deals again. */
export const MIN_BID_TOTAL = 11;
export const MIN_BID = 1;
export const MAX_BID = 13;
/** A bid this high or higher scores (and loses) double. */
export const DOUBLE_FROM = 7;
export const TARGET_41 = 41;
/** Hearts (tarot Cups) are always trump. */
export const TRUMP = "C";

/** The seat `k` places on in playing order (the list order: to the right, counter-clockwise at the table). */
export const nextSeat = (seat: Seat, k = 1): Seat => clockwise(seat, k, PLAYERS_41);

/** The player to the right of the dealer bids first and leads trick 1; bidding goes round once. */
export const bidOrder = (dealer: Seat): Seat[] => [1, 2, 3, 4].map((k) => nextSeat(dealer, k));
export const firstLeader = (dealer: Seat): Seat => nextSeat(dealer, 1);

/** The dealer of the next deal: the same after a redeal, else the player to the dealer's right. */
export const nextDealer = (dealer: Seat, redeal: boolean): Seat => (redeal ? dealer : nextSeat(dealer, 1));

export const isValidBid = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n >= MIN_BID && n <= MAX_BID;

/** Four bids totalling less than 11 mean a redeal. */
export const needsRedeal = (bids: readonly number[]): boolean => bids.reduce((a, b) => a + b, 0) < MIN_BID_TOTAL;

/** Ace high: A > K > Q > J > 10 … 2. */
export const rankValue = (code: string): number => {
  const r = Number(code.slice(1));
  return r === 1 ? 15 : r;
};
export const suitOf41 = (code: string): string => code[0];

/**
 * The index of the winning card in a trick (complete or partial): the highest Heart if any was
 * played, else the highest card of the suit led.
 */
export function winningIndex(cards: readonly string[]): number {
  let best = 0;
  for (let i = 1; i < cards.length; i++) if (beats(cards[i], cards[best], cards[0][0])) best = i;
  return best;
}

function beats(card: string, best: string, led: string): boolean {
  const s = card[0];
  const b = best[0];
  if (s === TRUMP) return b !== TRUMP || rankValue(card) > rankValue(best);
  if (b === TRUMP) return false;
  return s === led && rankValue(card) > rankValue(best);
}

/**
 * Follow suit if able: a card of another suit is illegal while the hand (what the player holds
 * just before the play) still has a card of the led suit. Leading is always free.
 */
export function breaksFollowSuit(card: string, hand: readonly string[], trick: readonly string[]): boolean {
  if (trick.length === 0) return false;
  const led = trick[0][0];
  return card[0] !== led && hand.some((c) => c[0] === led);
}

/** Legal cards from a known hand. */
export function legalCards(hand: readonly string[], trick: readonly string[]): string[] {
  return hand.filter((c) => !breaksFollowSuit(c, hand, trick));
}

/**
 * A player's points for a deal: made (tricks ≥ bid) → +bid, failed → −bid; bids of 7 or more
 * count double either way.
 */
export function dealPoints(bid: number, tricks: number): number {
  const value = bid >= DOUBLE_FROM ? 2 * bid : bid;
  return tricks >= bid ? value : -value;
}

/** Partnership p's seats: 0 = the 1st and 3rd players, 1 = the 2nd and 4th. */
export const partnershipSeats = (p: 0 | 1): [Seat, Seat] => (p === 0 ? [0, 2] : [1, 3]);
export const partnershipOf41 = (seat: Seat): 0 | 1 => (seat % 2) as 0 | 1;
export const partnershipPoints = (totals: readonly number[], p: 0 | 1): number => {
  const [a, b] = partnershipSeats(p);
  return totals[a] + totals[b];
};

/** A partnership qualifies when one player has ≥ 41 and the partner's score is above 0. */
export function qualifies(totals: readonly number[], p: 0 | 1): boolean {
  const [a, b] = partnershipSeats(p);
  return (totals[a] >= TARGET_41 && totals[b] > 0) || (totals[b] >= TARGET_41 && totals[a] > 0);
}

/**
 * The match winner from the totals after a complete deal: the one partnership that qualifies,
 * or, when both do, the one with the higher total; equal totals (or none qualifying) → null.
 */
export function matchWinner(totals: readonly number[]): 0 | 1 | null {
  const q0 = qualifies(totals, 0);
  const q1 = qualifies(totals, 1);
  if (q0 && q1) {
    const p0 = partnershipPoints(totals, 0);
    const p1 = partnershipPoints(totals, 1);
    return p0 === p1 ? null : p0 > p1 ? 0 : 1;
  }
  return q0 ? 0 : q1 ? 1 : null;
}
