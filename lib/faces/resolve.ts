/**
 * What a face reference (lib/faces/ref.ts) draws: the deck, style and name for lib/faces/face.ts,
 * or null for a deck, style or code that does not exist.
 */
import { cardName, isCardCode, type DeckStyle } from "../cards";
import { cardName41, isCode41 } from "../games/fortey-one/deck";
import { isTennersCode, tennersCardName } from "../games/fortune-tenners/deck";
import { fortunoCardName } from "../games/fortuno/deck";
import type { FaceInput } from "./face";

export function resolveFace(deck: string, style: string, code: string): Omit<FaceInput, "variant"> | null {
  switch (deck) {
    case "tarot":
      return isCardCode(code) && (style === "fortunes" || style === "rws" || style === "thoth") ? { code, style, name: cardName(code, style as DeckStyle) } : null;
    case "fortuno":
      return isCardCode(code) && (style === "thoth" || style === "rws") ? { code, style, thothMajors: style === "thoth", name: fortunoCardName(code, style) } : null;
    case "playing":
      return isCode41(code) && style === "standard" ? { code, deck: "playing", name: cardName41(code) } : null;
    case "tenners":
      return isTennersCode(code) && (style === "tenners" || style === "wizard") ? { code, deck: "tenners", style, name: tennersCardName(code, style) } : null;
    default:
      return null;
  }
}
