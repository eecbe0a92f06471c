import type { DeckStyle41 } from "./deck";
import type { FinishMark } from "../finish";
import type { TrickCore, TrickDeal, TrickPlay, TrickViolation } from "../trick/types";

/** Index into the players list (playing order, counter-clockwise around the table). */
export type Seat = number;

export type ForteyOneAction =
  | { type: "bid"; tricks: number; player?: string }
  | { type: "play"; card: string; player?: string }
  | { type: "hand"; player: string; cards: string[] }
  /** After four bids totalling less than 11: the same dealer deals again (or `dealer`). */
  | { type: "redeal"; dealer?: string }
  /** After a complete deal: the deal passes to the next player in the list (or `dealer`). */
  | { type: "nextDeal"; dealer?: string };

/** A play and a trick as every trick game keeps them (lib/games/trick). */
export type Play = TrickPlay<string>;
export type Trick = TrickCore<string>;

export type ViolationRule = "follow-suit" | "duplicate-card" | "not-in-hand";

export type Violation = TrickViolation<string, ViolationRule>;

export interface Deal extends TrickDeal<string, ViolationRule> {
  /** Bids by seat (null = not yet made). */
  bids: readonly (number | null)[];
  /** Four bids made, totalling less than 11: the deal is void and dealt again. */
  redeal: boolean;
  tricks: readonly Trick[];
  /** Set when the 13th trick is complete. */
  points: readonly number[] | null;
  /** Totals after this deal; for a redeal or a deal in progress, the totals before it. */
  totals: readonly number[];
  complete: boolean;
  /** The game was finished while this deal was in progress: it counts for nothing. */
  stopped: boolean;
}

export interface ForteyOneState {
  game: "fortey-one";
  players: readonly string[];
  options: Record<string, never>;
  deckStyle: DeckStyle41;
  /** First dealer (seat). */
  dealer: Seat;
  deals: readonly Deal[];
  /** Winning partnership: 0 = 1st + 3rd players, 1 = 2nd + 4th (null after a finish level on points: all share). */
  winner: 0 | 1 | null;
  /** Set by a finish (lib/games/finish.ts). */
  finished?: FinishMark;
}

export type Phase = "bid" | "play" | "redeal" | "nextDeal" | "over";
