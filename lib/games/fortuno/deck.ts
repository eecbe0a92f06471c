/**
 * Fortuno's deck: the 78 tarot codes with Thoth names (the seed's deck), or Rider-Waite-Smith
 * names. Codes follow the Thoth numbering of the Major Arcana: T08 is Adjustment (RWS Justice)
 * and T11 is Lust (RWS Strength); court ranks 11 Princess, 12 Prince, 13 Queen, 14 Knight.
 */
import { ALL_CARDS, cardName, isCardCode, isStar, parseCard, rankOf, type CardCode } from "../../cards";
import type { DeckInfo } from "../module";

export const DECK_STYLES = [
  { id: "thoth", label: "Thoth" },
  { id: "rws", label: "Rider-Waite-Smith" },
] as const;

const RWS_MAJORS = [
  "The Fool", "The Magician", "The High Priestess", "The Empress", "The Emperor", "The Hierophant",
  "The Lovers", "The Chariot", "Justice", "The Hermit", "Wheel of Fortune", "Strength",
  "The Hanged Man", "Death", "Temperance", "The Devil", "The Tower", "The Star", "The Moon",
  "The Sun", "Judgement", "The World",
];

/** The card's name in a style ("thoth" by default). */
export function fortunoCardName(code: CardCode, style = "thoth"): string {
  if (isStar(code) && style === "rws") return RWS_MAJORS[rankOf(code)];
  return cardName(code, style === "rws" ? "rws" : "thoth");
}

const RWS_WORDS: Record<string, number> = {};
RWS_MAJORS.forEach((n, i) => {
  const k = n.toLowerCase();
  RWS_WORDS[k] = i;
  RWS_WORDS[k.replace(/^the /, "")] = i;
});
Object.assign(RWS_WORDS, { judgment: 20, wheel: 10, "the wheel": 10, magician: 1, fortitude: 11 });

export function parseFortunoCard(text: string, style = "thoth"): CardCode | null {
  const key = String(text ?? "").toLowerCase().replace(/\s+/g, " ").trim();
  // Justice / Strength name different codes in Fortuno's Thoth numbering than in the RWS list.
  if (RWS_WORDS[key] !== undefined && ["justice", "strength", "fortitude", "temperance", "judgement", "judgment", "wheel of fortune", "the world", "world", "magician", "the magician", "the high priestess", "high priestess"].includes(key)) {
    return `T${String(RWS_WORDS[key]).padStart(2, "0")}`;
  }
  const r = parseCard(text, { style: style === "rws" ? "rws" : "thoth" });
  return r.ok ? r.value : null;
}

export const fortunoDeck: DeckInfo = {
  styles: DECK_STYLES,
  codes: () => ALL_CARDS,
  name: (code, style) => fortunoCardName(code, style),
  parse: (text, style) => parseFortunoCard(text, style),
  faces: {
    fortuno: (code, style) => (isCardCode(code) && (style === "thoth" || style === "rws") ? { code, style, thothMajors: true, name: fortunoCardName(code, style) } : null),
  },
};
