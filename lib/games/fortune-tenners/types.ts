/** Fortune Tenners (seed 002): options, actions and the immutable game state. */
import { z } from "zod";
import type { TrickCore, TrickDeal, TrickPlay as CommonTrickPlay, TrickViolation } from "../trick/types";
import type { FinishMark } from "../finish";
import { DEFAULT_TAROT_RIBBONS, validRibbons, type TennersCode, type TennersStyle, type TrumpSymbol } from "./deck";

export const tennersOptionsSchema = z.object({
  /** The last bid may make the bids total the round's cards (default true). */
  fittingGuesses: z.boolean().default(true),
  /** Round 1 played blind: each player sees every card but their own (default false). */
  blindFirstRound: z.boolean().default(false),
  /** Who deals first: the last player in the list ("first": the first player leads), or a random player. */
  firstMove: z.enum(["first", "random"]).default("first"),
  /** Tarot decks: the four Major Arcana that play the Black Ribbons R1–R4. */
  tarotRibbons: z
    .array(z.string())
    .refine(validRibbons, { error: "tarotRibbons: four different Major Arcana codes (T00…T21)" })
    .default([...DEFAULT_TAROT_RIBBONS]),
});
export type TennersOptions = z.infer<typeof tennersOptionsSchema>;

export type TennersAction =
  /** The card turned after the deal (null: none recorded → no trump). Not in the last round. */
  | { type: "trump"; card: TennersCode | null }
  /** After a Gothic Knot is turned, the dealer's chosen trump symbol. */
  | { type: "trumpSymbol"; symbol: TrumpSymbol }
  | { type: "bid"; player?: string; tricks: number }
  | { type: "play"; card: TennersCode; player?: string }
  /** A known hand (the round's r cards): that player's plays are checked at once. */
  | { type: "hand"; player: string; cards: TennersCode[] }
  | { type: "nextDeal"; dealer?: string };

export type ViolationRule = "follow-suit" | "duplicate-card" | "fitting-guess" | "not-in-hand";

/** A rule broken: a card (trick ≥ 1) or a prediction (trick 0, card null). */
export type Violation = TrickViolation<TennersCode, ViolationRule>;

/** A play and a trick as every trick game keeps them (lib/games/trick). */
export type TrickPlay = CommonTrickPlay<TennersCode>;
export type Trick = TrickCore<TennersCode>;

/** trump: the dealer turns the trump card; trumpSymbol: a Knot was turned, the dealer chooses. */
/** stopped: the game was finished while this round was in progress (it counts for nothing). */
export type Phase = "trump" | "trumpSymbol" | "bid" | "play" | "done" | "stopped";

export interface Round extends TrickDeal<TennersCode, ViolationRule> {
  /** Cards dealt to each player (= the round number). */
  cards: number;
  phase: Phase;
  /** Whether the trump card has been recorded (a card or null). Never in the last round. */
  trumpRecorded: boolean;
  trumpCard: TennersCode | null;
  /** Base index of the trump action (corrections), or -1. */
  trumpAt: number;
  /** The dealer's choice after a Knot was turned. */
  trumpSymbol: TrumpSymbol | null;
  /** The round's trump symbol, or null (no trump). */
  trump: TrumpSymbol | null;
  bids: readonly (number | null)[];
  bidsMade: number;
  tricks: readonly Trick[];
  /** Points of the round once it is complete. */
  points: readonly number[] | null;
  /** Totals after this round once complete. */
  totalsAfter: readonly number[] | null;
}

export interface TennersState {
  game: "fortune-tenners";
  players: readonly string[];
  options: TennersOptions;
  deckStyle: TennersStyle;
  firstDealer: number;
  /** 60 ÷ players. */
  roundCount: number;
  rounds: readonly Round[];
  /** Totals over the complete rounds. */
  totals: readonly number[];
  over: boolean;
  /** Set by a finish (lib/games/finish.ts). */
  finished?: FinishMark;
}
