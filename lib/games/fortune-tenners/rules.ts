/**
 * Fortune Tenners rules as pure functions (seed 002, read with RULINGS "Fortune Tenners").
 * Seats are indices into the clockwise player list.
 */
import { clockwise, type Seat } from "../common/seats";
import { isKnot, isRibbon, symbolOf, numberOf, type TennersCode, type TrumpSymbol } from "./deck";

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 6;
export const DECK_SIZE = 60;

/** "The more players there are in the game, the less rounds will be played": 60 ÷ players. */
export const roundsFor = (players: number): number => DECK_SIZE / players;

/** The player after the dealer predicts first and leads trick 1. */
export const firstSeat = (dealer: Seat, n: number): Seat => clockwise(dealer, 1, n);

/** Prediction order of a round: clockwise from the player after the dealer, dealer last. */
export const bidOrder = (dealer: Seat, n: number): Seat[] => Array.from({ length: n }, (_, k) => clockwise(dealer, k + 1, n));

/**
 * What the turned card makes trump: a number card → its symbol; a Black Ribbon → no trump;
 * a Gothic Knot → the dealer chooses ("choose").
 */
export function trumpOf(card: TennersCode | null): TrumpSymbol | null | "choose" {
  if (card === null || isRibbon(card)) return null;
  if (isKnot(card)) return "choose";
  return symbolOf(card);
}

/**
 * The symbol the following players must match, from the cards already in the trick:
 * the first card that is not a Black Ribbon decides; a number card sets its symbol, a Gothic
 * Knot frees the trick ("every player can play any card"). While only Ribbons lie in the trick,
 * nothing is set yet. Returns null when any card may be played.
 */
export function ledSymbol(trick: readonly TennersCode[]): TrumpSymbol | null {
  for (const c of trick) {
    if (isRibbon(c)) continue;
    return isKnot(c) ? null : symbolOf(c);
  }
  return null;
}

/**
 * Index of the winning card in a (complete or partial) trick:
 * the first Gothic Knot; else the highest trump; else the highest card of the led symbol;
 * a trick of Black Ribbons only goes to the first one.
 */
export function winningIndex(trick: readonly TennersCode[], trump: TrumpSymbol | null): number {
  for (let i = 0; i < trick.length; i++) if (isKnot(trick[i])) return i;
  const pick = (sym: TrumpSymbol | null): number => {
    if (sym === null) return -1;
    let best = -1;
    let bestN = 0;
    for (let i = 0; i < trick.length; i++) {
      const c = trick[i];
      if (symbolOf(c) !== sym) continue;
      const n = numberOf(c);
      if (n > bestN) { best = i; bestN = n; }
    }
    return best;
  };
  const t = pick(trump);
  if (t >= 0) return t;
  const l = pick(ledSymbol(trick));
  if (l >= 0) return l;
  return 0;
}

/** Why `card` may not be played from `hand` (which includes it) onto `trick`, or null if legal. */
export function illegality(card: TennersCode, hand: readonly TennersCode[], trick: readonly TennersCode[]): { rule: "follow-suit"; symbol: TrumpSymbol } | null {
  if (isRibbon(card) || isKnot(card)) return null;
  const led = ledSymbol(trick);
  if (led === null || symbolOf(card) === led) return null;
  return hand.some((c) => symbolOf(c) === led) ? { rule: "follow-suit", symbol: led } : null;
}

/** The cards of a hand that may be played onto the trick (a lead: any card). */
export function legalCards(hand: readonly TennersCode[], trick: readonly TennersCode[]): TennersCode[] {
  return hand.filter((c) => !illegality(c, hand, trick));
}

/** Exact prediction: 20 + 10 per trick; otherwise −10 per trick above or below. */
export function roundPoints(bid: number, won: number): number {
  return bid === won ? 20 + 10 * won : -10 * Math.abs(bid - won);
}

/**
 * With fitting guesses off, the number the last player may not predict: the one that makes the
 * predictions total the round's tricks. Null when every number is open (the total is already
 * above the round's tricks, or fitting guesses are allowed).
 */
export function forbiddenLastBid(cards: number, othersTotal: number, fittingGuesses: boolean): number | null {
  if (fittingGuesses) return null;
  const x = cards - othersTotal;
  return x >= 0 && x <= cards ? x : null;
}

/** Winners of a finished game: every player with the highest total (ties share), in list order. */
export function winnersOf(totals: readonly number[]): Seat[] {
  const top = Math.max(...totals);
  return totals.flatMap((t, i) => (t === top ? [i] : []));
}
