/**
 * "How to play" as data: each game's rules in the app's own words (lib/games/<game>/how-to-play.ts),
 * drawn by /rules/<game id>. A section's `id` is its stable anchor; `expects` lists the turn
 * `expects` values (TurnInfo) it explains, so the table's "?" opens /rules/<id>#<expects>.
 */
import type { FaceDeckRef } from "../faces/ref";

export type Block =
  | { p: string }
  | { list: string[] }
  | { steps: string[] }
  /** A table of rows; `card` (a card code) draws that card's face in the first column. */
  | { table: { head: string[]; rows: { card?: string; cells: string[] }[]; caption: string } };

export interface RulesSection {
  /** Stable anchor: "setup", "deal", "bidding", "play", "scoring", "end", "house-rules", "taps", … */
  id: string;
  title: string;
  /** Turn `expects` values this section explains: each becomes an anchor inside it. */
  expects?: string[];
  blocks: Block[];
}

export interface HowToPlay {
  /** One or two sentences at the top. */
  intro: string;
  /** Players and deck in brief ("4 players, a 78-card tarot deck"). */
  needs: string;
  /** Which face set draws a `card` cell: deck and style for lib/faces (e.g. fortuno/thoth). */
  faces?: { deck: FaceDeckRef; style: string };
  sections: RulesSection[];
}
