/**
 * Fortunes rules as pure functions (seed 000, read as ../shared/RULINGS.md settles it).
 * Seats are indices into the clockwise player list; the dealer is East and on the High team.
 */
import { isStar, rankOf, suitOf, type CardCode } from "../../cards";
import { clockwise, type Seat } from "../common/seats";
import type { Disposition, TeamLabel, TrickType } from "./types";

/** Rule 3: trick n is led by the player n−1 seats clockwise from the dealer, whoever won before. */
export const leaderOf = (dealer: Seat, trickNumber: number): Seat => clockwise(dealer, trickNumber - 1);

/** Rule 2: the dealer's partnership (East–West) is High; South–North is Low. */
export const teamOf = (dealer: Seat, seat: Seat): TeamLabel => (((seat - dealer + 4) % 4) % 2 === 0 ? "high" : "low");

/** Seats of a team in a deal: High = [dealer, across], Low = [left, right]. */
export const teamSeats = (dealer: Seat, team: TeamLabel): [Seat, Seat] =>
  team === "high" ? [dealer, clockwise(dealer, 2)] : [clockwise(dealer, 1), clockwise(dealer, 3)];

/** Compass point of a seat in a deal: the dealer is East, then South, West, North clockwise. */
export const compassOf = (dealer: Seat, seat: Seat): "East" | "South" | "West" | "North" =>
  (["East", "South", "West", "North"] as const)[(seat - dealer + 4) % 4];

/** Rule 4: the leader's team sets the starting type. */
export const startingType = (dealer: Seat, leader: Seat): TrickType => teamOf(dealer, leader);

const flip = (t: TrickType): TrickType => (t === "high" ? "low" : "high");

/**
 * Rules 9 and 10: a Star played into a trick led with a mundane suit flips its type (two flip
 * back); a Star-led trick keeps its type.
 */
export function trickType(start: TrickType, cards: readonly CardCode[]): TrickType {
  if (cards.length === 0 || isStar(cards[0])) return start;
  let t = start;
  for (let i = 1; i < cards.length; i++) if (isStar(cards[i])) t = flip(t);
  return t;
}

/**
 * Winner of a complete (or partial) trick as an index into `cards`.
 * Mundane lead: only the led suit competes (rule 6: Stars and off-suit cards never win it).
 * Star lead: only Stars compete; rule 11: the Fool is lowest, but wins a High Star-led trick
 * that also holds the 21.
 */
export function winningIndex(cards: readonly CardCode[], type: TrickType): number {
  const led = cards[0];
  const ledSuit = suitOf(led);
  if (ledSuit === "T") {
    let hasFool = -1;
    let has21 = false;
    for (let i = 0; i < cards.length; i++) {
      if (cards[i] === "T00") hasFool = i;
      else if (cards[i] === "T21") has21 = true;
    }
    if (type === "high" && hasFool >= 0 && has21) return hasFool;
  }
  let best = 0;
  let bestRank = rankOf(led);
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i];
    if (suitOf(c) !== ledSuit) continue;
    const r = rankOf(c);
    if (type === "high" ? r > bestRank : r < bestRank) {
      best = i;
      bestRank = r;
    }
  }
  return best;
}

/** Scoring: the trick favours High if its final type is High; a favoured winner is well-disposed. */
export function dispositionOf(dealer: Seat, winner: Seat, type: TrickType): Disposition {
  return teamOf(dealer, winner) === type ? "well" : "ill";
}
export const pointsFor = (d: Disposition): number => (d === "well" ? 2 : 1);

export interface LegalityContext {
  /** Cards already in the trick (the led card first), empty when leading. */
  trick: readonly CardCode[];
  /** Any Star played earlier in this deal, including earlier in this trick. */
  starsBroken: boolean;
  starsAfterBroken: boolean;
}

export type Illegal = { rule: "follow-suit" | "stars-lead"; why: string } | null;

/**
 * Is playing `card` from `hand` legal? `hand` is what the player holds just before the play
 * (it includes `card`). Returns null when legal, or the broken rule.
 */
export function illegality(card: CardCode, hand: readonly CardCode[], ctx: LegalityContext): Illegal {
  if (ctx.trick.length === 0) {
    // Rule 8: no Star lead before Stars are broken, unless the leader holds nothing but Stars.
    if (isStar(card) && !ctx.starsBroken && hand.some((c) => !isStar(c))) {
      return { rule: "stars-lead", why: "led a Star before Stars were broken while holding other suits" };
    }
    return null;
  }
  const ledSuit = suitOf(ctx.trick[0]);
  const suit = suitOf(card);
  if (suit === ledSuit) return null;
  if (ledSuit === "T") {
    return hand.some(isStar) ? { rule: "follow-suit", why: "did not follow a Star lead while holding a Star" } : null;
  }
  if (!hand.some((c) => suitOf(c) === ledSuit)) return null;
  if (suit === "T" && ctx.starsAfterBroken && ctx.starsBroken) return null;
  return { rule: "follow-suit", why: `did not follow suit while holding ${ledSuit}` };
}
