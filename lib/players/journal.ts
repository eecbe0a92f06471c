/**
 * A player's reading journal: their readings in date order, and what keeps coming up in them —
 * cards by count (with the reference meaning), the balance of suits and of well/ill-disposed
 * cards, outcomes over time. Pure.
 */
import { suitName, type DeckStyle } from "../cards";
import { SUITS, type SuitCode } from "../reading/cards-data";
import { cardIn } from "../reading/styled";

export interface JournalCard {
  card: string;
  disposition: "well" | "ill";
  /** The position in the spread (a Fortunes zone position, or the free spread's own name), if any. */
  position: string | null;
}

export interface JournalReading {
  /** "game": a Fortunes deal's reading; "free": saved on the free reading page. */
  kind: "game" | "free";
  id: string;
  /** The day (YYYY-MM-DD). */
  date: string;
  /** When it was stored (ISO). */
  at: string;
  gameId?: string;
  deal?: number;
  /** The deal's reading page. */
  href?: string;
  spread: string;
  /** The deck style the reading was made in (a game's: its table's): its cards are named in it. Absent: Fortunes. */
  style?: DeckStyle;
  question?: string | null;
  notes?: string | null;
  partner?: string | null;
  /** A game reading's outcome ("fortune", "doom", "even"); null for a free reading. */
  outcome: string | null;
  cards: JournalCard[];
}

export interface CardCount {
  card: string;
  count: number;
  well: number;
  ill: number;
  keywords: string[];
  meaning: string;
}

export interface Journal {
  readings: JournalReading[];
  /** Cards seen in more than one reading, most often first. */
  recurring: CardCount[];
  suits: { suit: string; name: string; count: number }[];
  well: number;
  ill: number;
  outcomes: { date: string; outcome: string; href?: string }[];
}

/**
 * `style`: the deck style the summary names cards and suits in (the page's: the device's). Each
 * reading keeps its own style for its own list of cards.
 */
export function journalOf(readings: readonly JournalReading[], style: DeckStyle = "fortunes"): Journal {
  const counts = new Map<string, CardCount>();
  const suits = new Map<string, number>();
  let well = 0;
  let ill = 0;
  for (const r of readings) {
    const seen = new Set<string>();
    for (const c of r.cards) {
      if (c.disposition === "well") well++;
      else ill++;
      const suit = c.card[0];
      suits.set(suit, (suits.get(suit) ?? 0) + 1);
      const data = cardIn(c.card, style);
      const e = counts.get(c.card) ?? { card: c.card, count: 0, well: 0, ill: 0, keywords: data?.keywords.well ?? [], meaning: data?.well ?? "" };
      if (!seen.has(c.card)) e.count++;
      seen.add(c.card);
      if (c.disposition === "well") e.well++;
      else e.ill++;
      counts.set(c.card, e);
    }
  }
  return {
    readings: [...readings],
    recurring: [...counts.values()].filter((c) => c.count > 1).sort((a, b) => b.count - a.count || a.card.localeCompare(b.card)),
    suits: (Object.keys(SUITS) as SuitCode[]).map((s) => ({ suit: s, name: suitName(s, style), count: suits.get(s) ?? 0 })),
    well,
    ill,
    outcomes: readings.filter((r) => r.outcome).map((r) => ({ date: r.date, outcome: r.outcome!, ...(r.href ? { href: r.href } : {}) })),
  };
}
