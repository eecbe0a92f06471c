/**
 * What a face reference (lib/faces/ref.ts) draws: the deck, style and name for lib/faces/face.ts,
 * or null for a deck, style or code that does not exist. The shared tarot faces are drawn here;
 * a game's own decks are its module's (`deck.faces`), found through the registry.
 */
import { cardName, isCardCode, type DeckStyle } from "../cards";
import { allGames } from "../games/registry";
import type { FaceInput } from "./face";

export function resolveFace(deck: string, style: string, code: string): Omit<FaceInput, "variant"> | null {
  if (deck === "tarot") {
    return isCardCode(code) && (style === "fortunes" || style === "rws" || style === "thoth") ? { code, style, name: cardName(code, style as DeckStyle) } : null;
  }
  for (const m of allGames()) {
    const draw = m.deck.faces && Object.prototype.hasOwnProperty.call(m.deck.faces, deck) ? m.deck.faces[deck] : undefined;
    if (draw) return draw(code, style);
  }
  return null;
}
