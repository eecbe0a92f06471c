import type { CardCode, DeckStyle } from "../../cards";
import type { Seat } from "../common/seats";
import type { FinishMark } from "../finish";
import type { TrickCore, TrickDeal, TrickPlay as CommonTrickPlay, TrickViolation } from "../trick/types";

export type TeamLabel = "high" | "low";
export type TrickType = "high" | "low";
export type Disposition = "well" | "ill";

export type BettingOptions =
  | { kind: "none" }
  | { kind: "pre-look"; ante: number }
  | { kind: "ante"; ante: number }
  | { kind: "bid" }
  | { kind: "target"; target: number; exact: boolean };

export interface FortunesOptions {
  /** Once Stars are broken, a Star may be played even while holding the led suit (default on). */
  starsAfterBroken: boolean;
  betting: BettingOptions;
}

export const DEFAULT_OPTIONS: FortunesOptions = { starsAfterBroken: true, betting: { kind: "none" } };
export const DEFAULT_ANTE = 1;
export const DEFAULT_TARGET = 41;

export type BetMove = "stay" | "raise" | "fold";

export type FortunesAction =
  | {
      type: "setup";
      players: string[];
      /** Name or seat index of the first dealer (default: the first player). */
      dealer?: string | number;
      options?: Partial<FortunesOptions>;
      deckStyle?: DeckStyle;
    }
  | { type: "setAside"; cards: CardCode[]; force?: boolean }
  | { type: "hand"; player: string; cards: CardCode[] }
  | { type: "bid"; player: string; tricks: number }
  | { type: "stay"; player?: string }
  | { type: "raise"; player?: string; to: number }
  | { type: "fold"; player?: string }
  | { type: "play"; card: CardCode; player?: string; force?: boolean }
  | { type: "endDeal" }
  | { type: "nextDeal"; dealer?: string };

export type ActionType = FortunesAction["type"];

/** A play: its card, seat and index among the base actions (used by corrections); lib/games/trick. */
export type TrickPlay = CommonTrickPlay<CardCode>;

export interface Trick extends TrickCore<CardCode> {
  starLed: boolean;
  /** The current type; final once the trick is complete. */
  type: TrickType;
  disposition: Disposition | null;
  points: number;
}

export type ViolationRule = "follow-suit" | "stars-lead" | "duplicate-card" | "not-in-hand";

export type Violation = TrickViolation<CardCode, ViolationRule>;

export interface BetEntry {
  trick: number;
  seat: Seat;
  move: BetMove;
  /** The ante after this move. */
  ante: number;
  /** What this move cost the player (and, for a raise, the top-ups others paid are separate). */
  paid: number;
}

export interface AnteState {
  ante: number;
  pot: number;
  /** Total each seat has put in this deal. */
  paid: readonly number[];
  /** Betting round for this trick number, or null before the first one. */
  roundTrick: number;
  /** How many players have acted in this round (0…4). */
  acted: number;
  paidThisTrick: readonly number[];
  log: readonly BetEntry[];
  fold: { seat: Seat; trick: number } | null;
  /** Set when the deal ends: what each seat takes from the pot. */
  payout: readonly number[] | null;
}

/** How a deal ended: "finish": the game was finished while it was in progress (it counts for nothing). */
export type DealEnd = { reason: "complete" } | { reason: "fold"; seat: Seat } | { reason: "stopped" } | { reason: "finish" };

export interface Deal extends TrickDeal<CardCode, ViolationRule> {
  discards: readonly CardCode[];
  bids: readonly (number | null)[];
  tricks: readonly Trick[];
  starsBroken: boolean;
  betting: AnteState | null;
  end: DealEnd | null;
  /** Raw points per seat (before a missed bid zeroes a team). */
  points: readonly number[];
}

export interface FortunesState {
  game: "fortunes";
  players: readonly string[];
  options: FortunesOptions;
  deckStyle: DeckStyle;
  /** Seat of the first deal's dealer. */
  firstDealer: Seat;
  deals: readonly Deal[];
  /** How many actions were applied after the set-up (a play's default base index). */
  applied: number;
  /** Partnership totals (0 = seats 0+2, 1 = seats 1+3) over finished deals. */
  match: { points: readonly [number, number]; winner: 0 | 1 | null; busts: readonly { deal: number; partnership: 0 | 1 }[] };
  /** Set by a finish (lib/games/finish.ts); a finish level on points leaves `match.winner` null: all four share. */
  finished?: FinishMark;
}

export type Expects = "play" | "bid" | "bet" | "nextDeal" | "none";
export interface Turn {
  player: string | null;
  seat: Seat | null;
  expects: Expects;
}
