/** Reference data: the cards seeded into the database, shown in the deck style asked for. */
import { ALL_CARDS, isCardCode, type DeckStyle } from "@/lib/cards";
import { parseCard } from "@/lib/cards/parse";
import { searchCards } from "@/lib/reading/search";
import { cardRecord, type CardRecord } from "./seed/cards";
import { getCardInfo, listCardInfo } from "./data";

const ORDER = new Map(ALL_CARDS.map((c, i) => [c, i]));

/**
 * Every stored card in deck order. In the Fortunes style (the default) the stored record as it is;
 * in another style the card printed at each code in that deck (RULINGS "Card identity across deck styles").
 */
export async function allCards(style: DeckStyle = "fortunes"): Promise<CardRecord[]> {
  const rows = await listCardInfo();
  return rows
    .map((r) => (style === "fortunes" ? { ...cardRecord(r.code), ...(r.data as unknown as CardRecord) } : cardRecord(r.code, style)))
    .sort((a, b) => ORDER.get(a.code)! - ORDER.get(b.code)!);
}

/** A card by code, or by any name a person might type ("Lust", "Riga of Cups"), in a deck style. */
export async function findCard(codeOrName: string, style: DeckStyle = "fortunes"): Promise<CardRecord | null> {
  const upper = codeOrName.toUpperCase();
  const code = isCardCode(upper) ? upper : (() => { const r = parseCard(safeDecode(codeOrName), { style }); return r.ok ? r.value : null; })();
  if (!code) return null;
  const stored = (await getCardInfo(code)) as unknown as CardRecord | null;
  if (!stored) return null;
  // A record stored by an older seed may lack the newer fields (name, style, identity): fill them in.
  return style === "fortunes" ? { ...cardRecord(code), ...stored } : cardRecord(code, style);
}

/** A `%`-escaped name decoded; a stray `%` (not an escape) is left as it is. */
function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The cards a search finds, best first (lib/reading/search: whole words, numerals, synonyms, sides). */
export function searchIn(cards: readonly CardRecord[], query: string, style: DeckStyle = "fortunes") {
  const found = searchCards(query, style);
  const byCode = new Map(cards.map((c) => [c.code, c]));
  return { ...found, cards: found.codes.map((c) => byCode.get(c)).filter((c): c is CardRecord => !!c) };
}

/** Whether a card answers a search (kept for callers that filter one by one). */
export function matchesCard(card: CardRecord, query: string, style: DeckStyle = "fortunes"): boolean {
  return searchCards(query, style).codes.includes(card.code);
}
