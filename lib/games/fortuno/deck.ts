/**
 * Fortuno's deck: the 78 tarot codes with Thoth names (the seed's deck), or Rider-Waite-Smith
 * names. A code is the card's printed place (RULINGS "Card identity across deck styles"): in the
 * Thoth style T08 is Adjustment and T11 Lust; in Rider-Waite-Smith T08 is Strength (which acts
 * as Lust) and T11 Justice (which acts as Adjustment): see `identityOf` in ./rules. Court ranks
 * 11 Princess/Page, 12 Prince/Knight, 13 Queen, 14 Knight/King.
 */
import { ALL_CARDS, cardName, isCardCode, type CardCode } from "../../cards";
import type { DeckInfo } from "../module";

export const DECK_STYLES = [
  { id: "thoth", label: "Thoth" },
  { id: "rws", label: "Rider-Waite-Smith" },
] as const;

/** The card's name in a style ("thoth" by default): the name printed at that place in that deck. */
export function fortunoCardName(code: CardCode, style = "thoth"): string {
  return cardName(code, style === "rws" ? "rws" : "thoth");
}

/** Court ranks 11–14 as each style prints them, one and several. */
const COURTS: Record<"thoth" | "rws", [string, string][]> = {
  thoth: [["Princess", "Princesses"], ["Prince", "Princes"], ["Queen", "Queens"], ["Knight", "Knights"]],
  rws: [["Page", "Pages"], ["Knight", "Knights"], ["Queen", "Queens"], ["King", "Kings"]],
};
/** "Princess" (Thoth) or "Page" (RWS) for rank 11 …; `plural` for several. */
export function courtWord(rank: number, style = "thoth", plural = false): string {
  const pair = COURTS[style === "rws" ? "rws" : "thoth"][rank - 11];
  return pair ? pair[plural ? 1 : 0] : "";
}

/** The deck without its parser (./parse, which the module adds): the play page loads that only when a card is typed. */
export const fortunoDeck: Omit<DeckInfo, "parse"> = {
  styles: DECK_STYLES,
  codes: () => ALL_CARDS,
  name: (code, style) => fortunoCardName(code, style),
  faces: {
    fortuno: (code, style) => (isCardCode(code) && (style === "thoth" || style === "rws") ? { code, style, thothMajors: style === "thoth", name: fortunoCardName(code, style) } : null),
  },
};
