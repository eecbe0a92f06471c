/**
 * Searching the cards as a learner types: names in every deck style (of the card's identity,
 * so "Adjustment" finds Justice in a Rider-Waite-Smith deck), keywords and texts, by whole words
 * ("King" does not find "making"); Roman numerals and numbers ("XVI" is The Tower); a few
 * everyday synonyms ("money" reaches the coin suit and every card about money); and the words
 * "reversed", "upright", "ill", "well" choose which side of the cards to show.
 */
import { ALL_CARDS, DECK_STYLES, cardName, identityOf, isStar, printedAt, rankOf, romanOf, suitName, suitOf, type DeckStyle } from "../cards";
import type { Disposition } from "./cards-data";
import { cardIn } from "./styled";

const STOP = new Set(["the", "of", "a", "an", "and", "card", "cards"]);
const DISPOSITION_WORDS: Record<string, Disposition> = {
  reversed: "ill", reverse: "ill", rev: "ill", ill: "ill", "ill-disposed": "ill", shadow: "ill", inverted: "ill",
  upright: "well", well: "well", "well-disposed": "well",
};

/** Everyday words and the words in the cards that answer them (our own short list). */
const SYNONYMS: Record<string, readonly string[]> = {
  money: ["money", "wealth", "coin", "coins", "pentacles", "disks", "riches", "rich", "wages", "budget", "estate", "debt", "prosperity", "savings", "income", "payment"],
  love: ["love", "lover", "lovers", "romance", "affection", "heart", "union", "partnership", "attraction"],
  work: ["work", "job", "career", "craft", "trade", "labour", "apprenticeship", "business", "skill"],
  grief: ["grief", "loss", "mourning", "sorrow", "heartbreak"],
  luck: ["luck", "fortune", "chance", "wheel"],
  travel: ["travel", "journey", "voyage", "road", "abroad"],
  fear: ["fear", "dread", "anxiety", "worry", "nightmare"],
  home: ["home", "household", "family", "hearth"],
};

const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
const words = (s: string) => fold(s).split(/[^a-z0-9]+/).filter(Boolean);

interface Entry { code: string; name: Set<string>; numeral: Set<string>; keyword: Set<string>; text: Set<string> }

const indexes = new Map<DeckStyle, Entry[]>();

function indexFor(style: DeckStyle): Entry[] {
  const hit = indexes.get(style);
  if (hit) return hit;
  const out = ALL_CARDS.map((code): Entry => {
    const identity = identityOf(code, style);
    const c = cardIn(code, style)!;
    // The same card's names in every style: where each style prints this identity.
    const names = DECK_STYLES.map((s) => cardName(printedAt(identity, s), s));
    const suitNames = DECK_STYLES.map((s) => suitName(suitOf(code), s));
    const rank = rankOf(code);
    const numeral = new Set<string>(isStar(code) ? [String(rank), fold(romanOf(rank)), "major", "trump", "trumps", "stars", "arcana"] : rank <= 10 ? [String(rank)] : []);
    if (isStar(code)) numeral.add(String(rankOf(identity)));
    return {
      code,
      name: new Set([...names.flatMap(words), ...suitNames.flatMap(words)]),
      numeral,
      keyword: new Set([...c.keywords.well, ...c.keywords.ill].flatMap(words)),
      text: new Set([...words(c.well), ...words(c.ill)]),
    };
  });
  indexes.set(style, out);
  return out;
}

/** A set holds the word, or its plural / singular. */
const has = (set: Set<string>, w: string) => set.has(w) || set.has(`${w}s`) || (w.length > 3 && w.endsWith("s") && set.has(w.slice(0, -1)));

const ROMAN = /^(x{0,2})(ix|iv|v?i{0,3})$/;
const isRoman = (w: string) => w.length > 0 && ROMAN.test(w) && w !== "" && w.length <= 5;

function scoreWord(e: Entry, w: string): number {
  if (/^\d+$/.test(w)) return e.numeral.has(String(Number(w))) ? 3 : 0;
  if (isRoman(w) && w !== "i") return e.numeral.has(w) ? 3 : 0;
  const forms = [w, ...(SYNONYMS[w] ?? [])];
  let best = 0;
  for (const f of forms) {
    const weight = f === w ? 1 : 0.8;
    if (has(e.name, f)) best = Math.max(best, 3 * weight);
    else if (has(e.keyword, f)) best = Math.max(best, 2 * weight);
    else if (has(e.text, f)) best = Math.max(best, 1 * weight);
  }
  return best;
}

export interface CardSearch {
  /** Matching codes, best first (all 78 in deck order for an empty query). */
  codes: string[];
  /** The side asked for by "reversed", "upright", "ill" or "well"; null when not asked. */
  disposition: Disposition | null;
  /** The words searched for, after dropping small words and the side. */
  words: string[];
}

export function searchCards(query: string, style: DeckStyle = "fortunes"): CardSearch {
  const raw = fold(String(query ?? "").slice(0, 200)).replace(/ill-disposed|well-disposed/g, (m) => m.replace("-disposed", "")).split(/[^a-z0-9]+/).filter(Boolean);
  let disposition: Disposition | null = null;
  const ws: string[] = [];
  for (const w of raw) {
    if (DISPOSITION_WORDS[w]) disposition = DISPOSITION_WORDS[w];
    else if (!STOP.has(w)) ws.push(w);
  }
  const index = indexFor(style);
  if (!ws.length) return { codes: index.map((e) => e.code), disposition, words: ws };
  const scored: { code: string; score: number; order: number }[] = [];
  index.forEach((e, order) => {
    let total = 0;
    for (const w of ws) {
      const s = scoreWord(e, w);
      if (!s) return;
      total += s;
    }
    scored.push({ code: e.code, score: total, order });
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return { codes: scored.map((s) => s.code), disposition, words: ws };
}
