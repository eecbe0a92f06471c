/**
 * A card's reading data in the deck style on the table (RULINGS "Card identity across deck
 * styles"): the code is the card's printed place, the meaning belongs to its identity. In the
 * Thoth and Marseille styles T08 is Adjustment/Justice and carries Justice's texts, keywords and
 * correspondences (Libra, Lamed); T11 is Lust/Strength with Strength's (Leo, Teth). Court texts
 * name the court as the style prints it.
 */
import { cardName, courtTitle, identityOf, suitName, type DeckStyle } from "../cards";
import { CARD_TEMPLATES, fillCourt, type CardData } from "./cards-data";

export interface StyledCard extends CardData {
  /** The printed place (the code asked for). */
  code: string;
  /** The code the meaning is filed under (Rider-Waite-Smith numbering). */
  identity: string;
  style: DeckStyle;
  name: string;
}

const cache = new Map<string, StyledCard>();

/** The card printed at `code` in `style`, with its name, texts, keywords and correspondences. */
export function cardIn(code: string, style: DeckStyle = "fortunes"): StyledCard | undefined {
  const key = `${style}|${code}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const identity = identityOf(code, style);
  const t = CARD_TEMPLATES[identity];
  if (!t) return undefined;
  const rank = Number(code.slice(1));
  const court = code[0] !== "T" && rank >= 11;
  const fill = (s: string) => (court ? fillCourt(s, courtTitle(rank, style), suitName(code[0] as "W", style)) : s);
  const out: StyledCard = Object.freeze({
    ...t, code, identity, style, name: cardName(code, style), well: fill(t.well), ill: fill(t.ill),
  });
  cache.set(key, out);
  return out;
}
