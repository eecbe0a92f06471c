/** Reference data as stored in the database (seeded from lib/reading at start). */
import { ALL_CARDS, isCardCode, parseCard } from "@/lib/cards";
import type { CardRecord } from "./seed/cards";
import { getCardInfo, listCardInfo } from "./data";

const ORDER = new Map(ALL_CARDS.map((c, i) => [c, i]));

export async function allCards(): Promise<CardRecord[]> {
  const rows = await listCardInfo();
  return rows.map((r) => r.data as unknown as CardRecord).sort((a, b) => ORDER.get(a.code)! - ORDER.get(b.code)!);
}

/** A card by code, or by any name a person might type ("Lust", "Riga of Cups"). */
export async function findCard(codeOrName: string): Promise<CardRecord | null> {
  const upper = codeOrName.toUpperCase();
  const code = isCardCode(upper) ? upper : (() => { const r = parseCard(safeDecode(codeOrName)); return r.ok ? r.value : null; })();
  if (!code) return null;
  return (await getCardInfo(code)) as unknown as CardRecord | null;
}

/** A `%`-escaped name decoded; a stray `%` (not an escape) is left as it is. */
function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Case-insensitive search over the names in every deck style, keywords and the code. */
export function matchesCard(card: CardRecord, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const hay = [card.code, card.names.fortunes, card.names.rws, card.names.thoth, card.suitName, ...card.keywords.well, ...card.keywords.ill]
    .join(" | ").toLowerCase();
  return q.split(/\s+/).every((w) => hay.includes(w));
}
