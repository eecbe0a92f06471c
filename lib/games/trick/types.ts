/**
 * What every trick game (Fortunes, Fortey-One, Fortune Tenners) keeps the same way: a play, a
 * trick, a rule broken by a card, a proof of what a hidden hand lacked, and the fields every deal
 * has. A game's own deal adds its fields (bids, trump, betting …) to `TrickDeal`.
 */
import type { Seat } from "../common/seats";
import type { CardSet } from "./cardset";

export type { Seat };

export interface TrickPlay<C extends string = string> {
  card: C;
  seat: Seat;
  /** Index of the play among the game's base actions (for corrections), −1 when unknown. */
  at: number;
}

/** A trick as every trick game keeps it; a game's own trick adds its fields. */
export interface TrickCore<C extends string = string> {
  number: number;
  leader: Seat;
  plays: readonly TrickPlay<C>[];
  winner: Seat | null;
  winningCard: C | null;
}

/** The trick being played (possibly still empty). */
export interface OpenTrick<C extends string = string> {
  number: number;
  leader: Seat;
  plays: readonly TrickPlay<C>[];
}

/**
 * A rule a card (or a bid: trick 0) broke. `position`: the card's 0-based place in its trick,
 * which orders the list; `found`: at once during play, or by the exact check after the deal.
 */
export interface TrickViolation<C extends string = string, R extends string = string> {
  trick: number;
  position: number;
  seat: Seat;
  player: string;
  card: C | null;
  rule: R;
  message: string;
  found: "at-once" | "post-deal";
}

/** A hidden hand's play that did not follow: its player showed they lacked `lacks` then. */
export interface Proof<C extends string = string> {
  seat: Seat;
  lacks: string;
  trick: number;
  position: number;
  card: C;
}

/** The fields every trick game's deal has. */
export interface TrickDeal<C extends string = string, R extends string = string> {
  number: number;
  dealer: Seat;
  /** Entered hands by seat (null: not entered). */
  hands: readonly (readonly C[] | null)[];
  tricks: readonly TrickCore<C>[];
  /** Cards played (and set aside or turned) this deal, by the deck's index. */
  seen: CardSet;
  proofs: readonly Proof<C>[];
  violations: readonly TrickViolation<C, R>[];
  tricksWon: readonly number[];
}
