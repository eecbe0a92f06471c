/** The 78 tarot cards as picker tabs (four suits and the Stars), labelled in a deck style. */
import { ALL_CARDS, MAJOR_NAMES, cardName, courtTitle, rankOf, suitName, suitOf, type DeckStyle, type Suit } from "@/lib/cards";
import type { PickerGroup } from "./CardPicker";

/** The short visible label of a card in the picker: "A", "7", "Riga", "21". */
export function rankLabel(code: string, style: DeckStyle): string {
  const r = rankOf(code);
  if (suitOf(code) === "T") return String(r);
  if (r === 1) return "A";
  if (r <= 10) return String(r);
  return courtTitle(r, style);
}

/** A Star's label that names it: "16 Tower", "8 Adjustment" (the style's printed name, without "The"). */
export function namedStarLabel(code: string, style: DeckStyle): string {
  const r = rankOf(code);
  return `${r} ${MAJOR_NAMES[style === "fortunes" ? "rws" : style][r].replace(/^The /, "")}`;
}

export function tarotPickerGroups(style: DeckStyle, options: { namedStars?: boolean } = {}): PickerGroup[] {
  return (["W", "C", "S", "P", "T"] as Suit[]).map((s) => ({
    id: s,
    label: `${s === "T" ? "★ " : ""}${suitName(s, style)}`,
    cards: ALL_CARDS.filter((c) => suitOf(c) === s).map((code) => ({ code, label: options.namedStars && s === "T" ? namedStarLabel(code, style) : rankLabel(code, style), name: cardName(code, style) })),
  }));
}
