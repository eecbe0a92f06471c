/**
 * Fortuno (seed 001): a shedding game for 4–8 players with a 78-card Thoth deck. The table
 * keeper does not see hands: it follows COUNTS (hands, draw pile, discard pile) and the state
 * of the turn (direction, owed draws, skips, hermits, lovers, eliminations) from the events
 * the table enters. Event names and fields: docs/fortuno-events.md.
 */
import type { FinishMark } from "../finish";
import type { CardCode } from "../../cards";

export interface FortunoOptions {
  /** Cards dealt to each player (seed: six). */
  handSize: number;
}
export const DEFAULT_OPTIONS: FortunoOptions = { handSize: 6 };

// ---------------------------------------------------------------------------------------------
// Events: one per thing that happened at the table (CONTRACT + docs/fortuno-events.md).

export type FlipEvent = { flip: CardCode; as?: CardCode; lover?: string; stack?: CardCode[]; peek?: string };
export type PlayEvent = { play: CardCode | CardCode[]; as?: CardCode; lover?: string; stack?: CardCode[]; peek?: string; player?: string };
export type DrawEvent = { draw: number; player?: string };
export type SlapEvent = { slap: string };
export type StealEvent = { steal: CardCode; player: string };
export type SeatsEvent = { seats: string[] };
export type EliminatedEvent = { eliminated: string };
export type TowerEvent = { tower: [string, string] };
export type DevilEvent = { devil: string | null };
export type JaccuseEvent = { jaccuse: string; guilty: boolean };
export type MoonEvent = { moon: string; has: boolean; request?: string; play?: CardCode; as?: CardCode };
export type CallEvent = { fortuno: string };
export type AccuseEvent = { accuse: string; caught: boolean; give?: boolean; player?: string };
export type RpsEvent = { rps: string };
export type RitualEvent = { ritual: string };
export type RemovedEvent = { removed: CardCode };
export type PassEvent = { pass: true };

export type FortunoEvent =
  | FlipEvent | PlayEvent | DrawEvent | SlapEvent | StealEvent | SeatsEvent | EliminatedEvent
  | TowerEvent | DevilEvent | JaccuseEvent | MoonEvent | CallEvent | AccuseEvent | RpsEvent
  | RitualEvent | RemovedEvent | PassEvent;

/** The event names, in the order `eventKind` looks for them. */
export const EVENT_KINDS = [
  "flip", "play", "draw", "slap", "steal", "seats", "eliminated", "tower", "devil", "jaccuse",
  "moon", "fortuno", "accuse", "rps", "ritual", "removed", "pass",
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** Module actions: one per record event, plus the start of another deal. */
export type FortunoAction =
  | { type: "event"; event: FortunoEvent }
  | { type: "nextDeal"; dealer?: string };

// ---------------------------------------------------------------------------------------------
// State

/** A card on the discard pile; `as` is The Fool's or Art's chosen identity. */
export interface PileEntry {
  card: CardCode;
  as?: CardCode;
  /** Removed from the game but still treated as the top (endgame, third Adjustment). */
  removed?: boolean;
}

export interface Owed {
  player: string;
  draw: number;
  /** 11 or 12: a Princess / Prince may be stacked on it. */
  stack: 11 | 12 | null;
  /** Fortune may answer it (a draw card played by another player). */
  fortune: boolean;
  /** The Priestess / The Hierophant: the card that turns this into the Church Gambit. */
  gambit: CardCode | null;
}

export type Pending =
  | { kind: "seats"; player: string }
  | { kind: "tower"; player: string; most: string[]; fewest: string[] }
  | { kind: "devil"; player: string; immune: string[] }
  | { kind: "moon"; player: string }
  /** After a slap (and maybe a steal): this player plays any card. */
  | { kind: "reward"; player: string; rank: number; suits: string[]; stolen: boolean };

export interface Lovers {
  original: string;
  lover: string;
  /** True until the turn on which The Lovers was played has completed. */
  waiting: boolean;
}

export type GroupKind = "adjustment" | "star" | "universe" | "gambit" | "devil";

/** The last card that affected the whole group: The Chariot may still be thrown for immunity. */
export interface GroupMemo {
  kind: GroupKind;
  actor: string;
  immune: string[];
  /** The deal just before the group effect was applied (after the card was placed). */
  before: Deal;
}

export interface Violation {
  event: number;
  player: string;
  rule: string;
  message: string;
}

export interface Deal {
  number: number;
  dealer: string;
  /** Current clockwise seating (all players, eliminated ones keep a seat). */
  seating: string[];
  direction: 1 | -1;
  turn: string | null;
  counts: Record<string, number>;
  drawPile: number;
  /** Known cards of the discard pile, bottom → top. */
  pile: PileEntry[];
  /** Unknown cards at the bottom of the discard pile (hands put there by The Aeon, Death …). */
  pileUnknown: number;
  /** Cards out of the game (codes). */
  gone: CardCode[];
  owed: Owed | null;
  /** Hermit skips still to come. */
  skipped: Record<string, number>;
  lovers: Lovers | null;
  eliminated: string[];
  adjustments: number;
  winner: string | null;
  violations: Violation[];
  pending: Pending | null;
  /** Consecutive cards of one value on the discard pile (different suits). */
  run: { rank: number; suits: string[] } | null;
  /** Three of a value in a row: a slap race may be entered. */
  slapWindow: { rank: number; suits: string[] } | null;
  /** Three sixes were just played: the holder of The Devil may claim the win. */
  sixes: boolean;
  group: GroupMemo | null;
  /** Who has called "Fortuno!" (informational). */
  calls: string[];
  /** The record's events of this deal, in order, and their base-action indices. */
  events: FortunoEvent[];
  indices: number[];
  /** One line per event: what it did, in words. */
  log: string[];
  /** The player eliminated by the last event (a following `eliminated` event for them is a no-op). */
  justEliminated: string | null;
  reshuffles: number;
  /** Base-action index of the action that started this deal (-1 for the first deal). */
  dealIndex: number;
  /** What the last card did, in words. */
  effect: string;
}

export interface FortunoState {
  game: "fortuno";
  players: string[];
  options: FortunoOptions;
  deckStyle: string;
  /** Seat index of the first dealer. */
  dealer: number;
  deals: Deal[];
  /** Set by a finish (lib/games/finish.ts): the last deal then ends where it stands. */
  finished?: FinishMark;
}
