/** The 78 tarot cards as picker tabs (four suits and the Stars), labelled in a deck style. */
import { ALL_CARDS, cardName, rankOf, suitName, suitOf, type DeckStyle, type Suit } from "@/lib/cards";
import type { PickerGroup } from "./CardPicker";

const COURTS: Record<DeckStyle, string[]> = {
  fortunes: ["Herald", "Knight", "Riga", "Righ"],
  rws: ["Page", "Knight", "Queen", "King"],
  thoth: ["Princess", "Prince", "Queen", "Knight"],
};

/** The short visible label of a card in the picker: "A", "7", "Riga", "21". */
export function rankLabel(code: string, style: DeckStyle): string {
  const r = rankOf(code);
  if (suitOf(code) === "T") return String(r);
  if (r === 1) return "A";
  if (r <= 10) return String(r);
  return COURTS[style][r - 11];
}

export function tarotPickerGroups(style: DeckStyle): PickerGroup[] {
  return (["W", "C", "S", "P", "T"] as Suit[]).map((s) => ({
    id: s,
    label: `${s === "T" ? "★ " : ""}${suitName(s, style)}`,
    cards: ALL_CARDS.filter((c) => suitOf(c) === s).map((code) => ({ code, label: rankLabel(code, style), name: cardName(code, style) })),
  }));
}
