/**
 * A reading as saved with the game when a deal ends: everything needed to show it again
 * exactly as it was, even if interpretations are edited later.
 */
import { cardName, type DeckStyle } from "../cards";
import { plainMeaning, positionLine, teamSummary } from "./compose";
import { personalSummary, type PersonalSummary } from "./personal";
import type { Reading } from "./layout";
import { POSITIONS } from "./positions";
import { cardIn } from "./styled";

export interface SnapshotCard {
  owner: string;
  index: number;
  card: string;
  name: string;
  disposition: "well" | "ill";
  zone: string | null;
  position: string | null;
  positionMeaning: string | null;
  /** The place's meaning in plain words, to stand beside the card. */
  plain?: string | null;
  correspondence: string | null;
  sphere: string | null;
  /** How the card reads in its position and disposition. */
  line: string;
  /** The card's full interpretation for its disposition, as it stood when the deal ended. */
  interpretation?: string;
  keywords?: string[];
}

export interface ReadingSnapshot {
  version: 1;
  player: string;
  partner: string;
  team: "high" | "low";
  layout: Reading["layout"];
  outcome: Reading["outcome"];
  deckStyle: DeckStyle;
  cards: SnapshotCard[];
  summary?: { headline: string; text: string; dominantSuits: string[]; wellCount: number; illCount: number };
  /** The player's own reading: their zones first, then the partner's, the Outcome called out. */
  personal?: PersonalSummary;
}

export function buildReadingSnapshot(r: Reading, deckStyle: DeckStyle): ReadingSnapshot {
  return {
    version: 1,
    player: r.player,
    partner: r.partner,
    team: r.team,
    layout: r.layout,
    outcome: r.outcome,
    deckStyle,
    summary: teamSummary({ outcome: r.outcome, cards: r.cards }),
    personal: personalSummary(r, deckStyle),
    cards: r.cards.map((c) => {
      const pos = c.zone ? POSITIONS.find((p) => p.zone === c.zone && p.position === c.position && p.index === c.index) ?? null : null;
      return {
        owner: c.owner, index: c.index, card: c.card, name: cardName(c.card, deckStyle), disposition: c.disposition,
        zone: c.zone, position: c.position, positionMeaning: pos?.meaning ?? null, correspondence: pos?.correspondence ?? null,
        sphere: pos?.sphere ?? null, plain: pos ? plainMeaning(pos) : null,
        line: positionLine(c.card, c.disposition, pos, cardName(c.card, deckStyle), deckStyle),
        interpretation: cardIn(c.card, deckStyle)?.[c.disposition], keywords: cardIn(c.card, deckStyle)?.keywords[c.disposition],
      };
    }),
  };
}
