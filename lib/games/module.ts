/**
 * The game-module interface: every game the table keeps (Fortunes, Fortey-One, Fortune Tenners,
 * Fortuno) is one object of this shape, in the spirit of a game config. The server, the routes,
 * `replay`, the CLI, import/export and the pages look a module up by its `game` id in
 * `./registry` and never import one game's rules directly.
 *
 * A stored game is its set-up plus a log of entries (game actions, `undo`, `correct`). The log
 * is folded by the one generic function in `./fold`; modules only know plain game actions.
 */
import type { z } from "zod";
import type { Result } from "../result";
import type { FaceInput } from "../faces/face";
import { nameKey } from "./common/names";
import type { GameStats } from "./stats";
import type { DisplayModel } from "./display";
import type { HowToPlay } from "./how-to-play";
import type { Finished, Standing } from "./finish";
import type { StatFigure } from "./stats";
import type { CardDeckId } from "../cards/decks";

/** Ids, the `GameId` type and `isGameId` come from the registry (./registry), the one list of games. */

/** What a table chooses when it sets up a game. Modules check it and fill in defaults. */
export interface SetupInput {
  /** Names in the game's seating order (the module's `seats.order` says which way round). */
  players: string[];
  /** The first dealer: a name or a seat index. Each module has its own default. */
  dealer?: string | number;
  /** House rules, read by the module's `optionsSchema` (missing fields take their defaults). */
  options?: unknown;
  /** How cards are named on screen: one of the module's `deck.styles`. */
  deckStyle?: string;
}

/** Who is looking: the shared table screen, one seated player's own device, or a spectator. */
/**
 * Who is looking. `table`: the shared screen (or the host's device); `hidden` names players whose
 * hands were entered on their own device, which the table may not see either. `seat`: one player's
 * own device. `spectator`: reads only, sees no hand.
 */
export type Viewer = { kind: "table"; hidden?: readonly string[] } | { kind: "seat"; player: string } | { kind: "spectator" };

/** Whether `viewer` may see what `player`'s entered hand reveals (their cards, their legal plays). */
export function seesHand(viewer: Viewer, player: string | null | undefined): boolean {
  if (!player) return false;
  const key = nameKey(player);
  if (viewer.kind === "seat") return nameKey(viewer.player) === key;
  if (viewer.kind === "table") return !(viewer.hidden ?? []).some((p) => nameKey(p) === key);
  return false;
}

/** Whose move it is and what is expected, with one plain sentence for the turn line. */
export interface TurnInfo {
  /** The player to act, or null (deal over, game over, or anyone may act). */
  player: string | null;
  /** A short word the panel switches on: "play", "bid", "bet", "trump", "nextDeal", "none", … */
  expects: string;
  /** The turn line, e.g. "Ben to play", "Cat bids", "Deal 3 cards each and turn the trump". */
  prompt: string;
}

export interface ApplyOptions {
  /**
   * Replay mode (records, and refolds of actions accepted once): a rule broken by a card is
   * reported as a violation in the state instead of refusing the action. At the table (false)
   * whatever is provably illegal right now is refused with a rule error.
   */
  lenient?: boolean;
  /** Position of this action among the game's base actions (0 = first after set-up). */
  index?: number;
}

export interface DeckStyleInfo {
  id: string;
  label: string;
}

export interface DeckInfo {
  /** Deck styles the table may choose for names on screen; the first is the default. */
  styles: readonly DeckStyleInfo[];
  /** Every card code of the deck in a stable order (suit by suit), for pickers and stickers. */
  codes(style?: string): readonly string[];
  /** The card's display name in a style. */
  name(code: string, style?: string): string;
  /** A code from what a person might type ("Ace of Hearts", "c1", "K2"), or null. */
  parse(text: string, style?: string): string | null;
  /**
   * Face decks of the game's own (lib/faces, app/faces): the deck id a face URL names, and how
   * one card of it is drawn in a style (null: no such card or style). A game that plays the
   * shared tarot faces ("tarot") names none.
   */
  faces?: Readonly<Record<string, (code: string, style: string) => Omit<FaceInput, "variant"> | null>>;
  /** The sticker sheet of the game's own deck (app/stickers), when its cards are not the tarot's. */
  stickers?: StickerSheetInfo;
}

/** A game deck's sticker sheet: its id in the sheet's address, its label, and each label's face. */
export interface StickerSheetInfo {
  id: string;
  label: string;
  /** The printed deck whose sticker prefix its labels carry (lib/cards/decks.ts: FT: for tarot codes, TN: for Tenners codes). */
  payload: CardDeckId;
  /** How the card's face is drawn on its label in a style (the game's, or the tarot card that plays it). */
  face(code: string, style: string): Omit<FaceInput, "variant">;
  /**
   * A table's own version of the sheet, named by one query parameter of the sheet's address
   * (Fortune Tenners: `?ribbons=` for the four Majors a tarot table plays as Ribbons), or null
   * when the value or style does not apply.
   */
  custom?: {
    param: string;
    apply(value: string, style: string): { values: string[]; name(code: string): string; face(code: string): Omit<FaceInput, "variant"> } | null;
  };
}

/**
 * Where a correction points: a card already recorded, in the game's own terms. Each module declares
 * the shape (`correctionTarget`, a zod schema the server parses a correction's target with: a trick
 * game's deal, trick and position, or a deal's event); every target names the card that goes there.
 */
export interface CorrectionTarget {
  card: string;
}

/**
 * A finished deal whose outcome is worth keeping beside the log (Fortunes' readings). `key`
 * changes only when the deal's own cards change, so undo in a later deal rewrites nothing.
 */
export interface DealArtifact {
  deal: number;
  key: string;
  readings(): { player: string; snapshot: unknown }[];
}

/** What `random` may be asked for; a module ignores what it cannot vary (Fortunes always has 4). */
export interface RandomGameOptions {
  players?: number;
}

/**
 * What a photo of the trick in play can hold, from one device's view (so only what that device may
 * see): the recogniser's guesses are narrowed by it (lib/recog/narrow.ts).
 */
export interface CardsInPlay {
  /** Cards that can lie on the table now: not yet played this deal, plus the trick in play's own. */
  possible: string[];
  /** Per player, where this view shows it: the cards they may lay now (their own hand left, the legal cards of the player to act). */
  holds: Record<string, string[]>;
}

/** A random legal game: set-up and actions that fold without error, and how many deals it spans. */
export interface RandomGame<A> {
  setup: SetupInput;
  actions: A[];
  deals: number;
}

export interface GameModule<S = unknown, A extends { type: string } = { type: string }, R = unknown, Res = unknown, V = unknown, T extends CorrectionTarget = CorrectionTarget> {
  /** The game's id, as stored in records and `Game.kind`; its folder under lib/games/ has the same name. */
  id: string;
  /** The game's name on screen ("Fortune Tenners"). */
  label: string;
  /** @deprecated the same as `label`, kept for older callers. */
  name: string;
  /** One sentence for the new-game page. */
  blurb: string;
  seats: {
    min: number;
    max: number;
    /** Which way the players list runs around the table. */
    order: "clockwise" | "counter-clockwise";
    /** Fixed partnerships across the table (1st+3rd, 2nd+4th), if the game has them. */
    partnerships: boolean;
    /** Default first dealer as a seat index of `players` ("last" = the last player). */
    defaultDealer: "first" | "last";
  };
  deck: DeckInfo;
  /** House rules: `optionsSchema.parse({})` gives the defaults. */
  optionsSchema: z.ZodType;
  /** Game actions as the API accepts them (undo and corrections are handled generically). */
  actionSchema: z.ZodType<A>;

  setup(input: SetupInput): Result<S>;
  apply(state: S, action: A, opts?: ApplyOptions): Result<S>;
  turn(state: S): TurnInfo;
  /**
   * Whose move `action` is, as `actionSchema` parsed it: a player's name, or null for a table-wide
   * action. The "own moves" seat rule judges this, never a raw body field.
   */
  actor(state: S, action: A): string | null;
  /**
   * The deal in progress: its number (1-based) and whether it is over. A hand entered privately
   * stays hidden from other devices until its deal is over. Optional: without it, until the game is over.
   */
  deal?(state: S): { number: number; over: boolean };
  /** Legal moves of the player to act when their hand is known (entered, or given here). */
  legalMoves(state: S, hand?: readonly string[]): A[];
  /** What one viewer may see; what they may not see is left out. Small: sent on every tap. */
  view(state: S, viewer: Viewer): V;
  /** True when the match or game is over: won, or finished (no further actions but undo). */
  isOver(state: S): boolean;
  /**
   * The host ends the game here (RULINGS "Ending a game"; the fold applies a `finish` entry through
   * this): the deal or round in progress is stopped and does not count, and the winners are set when
   * the game had not been won already (a game already won stays as it was).
   */
  finish(state: S): S;
  /**
   * Where the sides stand now, best first (partnerships' match points, players' totals, Fortuno's
   * cards in hand: fewest first): the preview before a finish, and `finished.standings` after.
   */
  standings(state: S): Standing[];
  /** What `standings` counts, in words, for one and for any other number (default point/points; Fortuno: card/cards in hand). Optional. */
  standingsUnit?: { one: string; other: string };
  /** The games list's score line (lib/games/summary.ts `standingsLine` of the standings, in this game's unit), or null. */
  scoreLine(state: S): string | null;
  /** How the game ended once it is over (early: by the host's finish), with its standings; null while it goes on. */
  finished(state: S): Finished | null;
  /**
   * Where a correction points in this game (the fields of `{ type: "correct", …target }` besides
   * `type`): the API answers 400 in plain words for a target this schema refuses, before `locate`
   * reads it (a well-formed target that points at no card is `locate`'s 422).
   */
  correctionTarget: z.ZodType<T>;
  /** Corrections: which base action (by index) to replace, and with what. */
  locate(state: S, target: T): Result<{ index: number; action: A }>;
  /** The options and deck style the state was set up with (stored with the game). */
  settings(state: S): { players: string[]; options: unknown; deckStyle: string; dealer: number };

  /** Records (CONTRACT.md): schema, record → set-up + actions, state → record, result. */
  recordSchema: z.ZodType<R>;
  /**
   * A record that says the host finished the game (lib/games/finish.ts) ends its actions with the
   * fold's `{ type: "finish" }` entry (typed as an action here: the fold, not `apply`, reads it).
   */
  recordToActions(record: unknown): Result<{ setup: SetupInput; actions: A[] }>;
  toRecord(state: S): R;
  result(state: S): Res;
  /** Where base action `index` of a record's actions stands, for errors: "deal 2, trick 5". */
  where(actions: readonly A[], index: number): string;
  /** A random legal game, deterministic from `seed` (property tests, benches, the conformance suite). */
  random(seed: number, options?: RandomGameOptions): RandomGame<A>;
  /** What the game says about each player for player statistics (lib/games/stats.ts), from its replay result. */
  stats(state: S): GameStats;
  /**
   * The game's own figures on a player's page beyond the common ones (deals, tricks, points, bids):
   * which of its `stats` counts or tallies, how they add up and their labels (lib/games/stats.ts).
   * Optional: a game with only the common figures names none.
   */
  statistics?: readonly StatFigure[];
  /**
   * What an undo or a correction changed, in plain sentences, from the table's view before and
   * after it (the module's `view`, as a panel holds it; names in the view's own deck style).
   */
  describe(before: V, after: V): string[];
  /** How the "What changed" box speaks for this game (lib/games/describe.ts). */
  changes: ChangeWords;
  /**
   * What of an entry is private. A hand entered on its own player's device is marked private in
   * its entry; until the game is over no other device sees those cards, in views or records.
   * Optional: a game whose actions enter no hand has nothing private.
   */
  privacy?: {
    /** The player whose hand `action` enters, or null when it enters none. */
    handOf(action: A): string | null;
    /** The record with the entered hands of `players` left out (names compared with `same`). */
    redact(record: R, players: readonly string[], same?: (a: string, b: string) => boolean): R;
  };
  /** Finished deals with something to keep (readings). Optional. */
  artifacts?(state: S): DealArtifact[];
  /**
   * Which cards a photo of the trick in play can hold, from this module's view as one device has it
   * (`own`: the player whose own device it is, or null). Optional: a game with no trick to photograph has none.
   */
  cardsInPlay?(view: V, own: string | null): CardsInPlay;
  /**
   * The table display's model (./display.ts): seats, trick faces, headline facts and the scores
   * exactly as `view` shows them to the phones. Only what a spectator may see.
   */
  display(state: S): DisplayModel;
  /**
   * The rules in the app's own words (./how-to-play.ts), loaded when asked for: the text stays
   * out of every bundle that imports the registry.
   */
  howToPlay(): Promise<HowToPlay>;
}

/**
 * The "What changed" box after an undo or a correction: what it says when `describe` finds
 * nothing, and whether it shows after an undo that changed nothing (`always`; then headed
 * "Undone" or "Corrected" instead of "What changed").
 */
export interface ChangeWords {
  none: string;
  always?: boolean;
}

/** A module with its type parameters erased, as the registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameModule = GameModule<any, any, any, any, any, any>;
