/**
 * The table display's model: what a tablet or TV in the middle of the table shows, in words and
 * card references that know no game. Each module's `display(state)` (lib/games/<game>/display.ts)
 * builds it from the same view the phones get, so the scores read the same on every screen.
 * The display page (app/games/[id]/display) draws it and never looks inside a game's view.
 */
import type { FaceRef } from "../faces/ref";

export interface DisplaySeat {
  name: string;
  /** Running score as the phones show it ("41", "−10"); null when the game keeps none (Fortuno). */
  score: string | null;
  /** Partnership or side this deal ("High", "Low", "Ann & Cat"). */
  team: string | null;
  /** Bid or prediction this deal, or null. */
  bid: number | null;
  /** Tricks won this deal, or null in a game without tricks. */
  tricks: number | null;
  /** Cards in hand, when the game counts them (Fortuno). */
  count: number | null;
  /** Short marks: "dealer", "to play", "out", "hermit", "lover". */
  marks: string[];
  /** Whose turn it is. */
  turn: boolean;
}

export interface DisplayPlay {
  player: string;
  face: FaceRef;
}

export interface DisplayTrick {
  /** "Trick 5" or "Trick 4 (finished)". */
  label: string;
  plays: DisplayPlay[];
  /** Led by, winner so far or winner. */
  leader: string | null;
  winner: string | null;
  /** True when it is the last finished trick, kept until the next card is played. */
  finished: boolean;
}

/** A headline fact shown large: "Trump", "Top card", "Direction", "High/Low", "Draw pile". */
export interface DisplayFact {
  label: string;
  value: string;
  /** A card to draw beside it (Tenners' trump card, Fortuno's top card). */
  face?: FaceRef;
}

/** A line of the score table, worded as the phones word it ("High Ann & Cat" → "5"). */
export interface DisplayScore {
  label: string;
  value: string;
  /** Colour hint: the High or Low side of a Fortunes deal. */
  tone?: "high" | "low";
}

/** One reader's cards laid out after a Fortunes deal. */
export interface DisplayReading {
  player: string;
  layout: string;
  outcome: string;
  cards: { position: string; face: FaceRef; well: boolean }[];
}

export interface DisplayModel {
  /** The game's name and where the match stands: "Fortunes · Deal 2". */
  title: string;
  /** Seats in seating order, the first nearest the display's bottom edge. */
  seats: DisplaySeat[];
  order: "clockwise" | "counter-clockwise";
  /** Which way play goes now, when it can change (Fortuno's Knights); else the same as `order`. */
  direction: "clockwise" | "counter-clockwise";
  trick: DisplayTrick | null;
  facts: DisplayFact[];
  scores: DisplayScore[];
  /** Readings at the end of a deal (Fortunes), else empty. */
  readings: DisplayReading[];
  /** The match is over: the winner's line. */
  over: string | null;
}

/** A signed number as the score sheets write it. */
export const signed = (n: number): string => (n < 0 ? `−${-n}` : String(n));
