/**
 * The Fortey-One deck: 52 cards. Records use the tarot codes without Knights (rank 12) and
 * without Major Arcana (RULINGS "Fortey-One"): Cups = Hearts, Pentacles = Diamonds,
 * Swords = Spades, Wands = Clubs; 01 Ace, 02–10, 11 Jack/Page, 13 Queen, 14 King.
 * Names come in two styles: playing cards ("Ace of Hearts") and tarot ("Ace of Cups").
 */

export type Suit41 = "W" | "C" | "S" | "P";
export const SUITS_41: readonly Suit41[] = ["W", "C", "S", "P"];
/** Ranks in code order (no 12). */
export const RANKS_41: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14];

const pad = (n: number) => String(n).padStart(2, "0");

/** All 52 codes, suit by suit (Wands/Clubs, Cups/Hearts, Swords/Spades, Pentacles/Diamonds). */
export const CODES_41: readonly string[] = Object.freeze(SUITS_41.flatMap((s) => RANKS_41.map((r) => `${s}${pad(r)}`)));
const CODE_SET = new Set(CODES_41);

/** Is this a card code of the Fortey-One deck (never rank 12, never a Major)? */
export const isCode41 = (s: unknown): s is string => typeof s === "string" && CODE_SET.has(s);

export type DeckStyle41 = "standard" | "tarot";
export const DECK_STYLES_41 = [
  { id: "standard", label: "Playing cards" },
  { id: "tarot", label: "Tarot (Cups = Hearts, no Knights)" },
] as const;
export const isDeckStyle41 = (s: unknown): s is DeckStyle41 => s === "standard" || s === "tarot";

const PLAYING_SUIT: Record<Suit41, string> = { C: "Hearts", P: "Diamonds", S: "Spades", W: "Clubs" };
const TAROT_SUIT: Record<Suit41, string> = { C: "Cups", P: "Pentacles", S: "Swords", W: "Wands" };
const PLAYING_RANK: Record<number, string> = { 1: "Ace", 11: "Jack", 13: "Queen", 14: "King" };
/** Rider-Waite-Smith words for the 52 cards Fortey-One plays (no Knights). Kept here, not read from
 * lib/cards, so the play page does not carry every tarot name (its 150 KB budget); a test holds the two equal. */
const TAROT_RANK = ["", "Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Page", "", "Queen", "King"];

/** The plural suit name in a style: "Hearts" or "Cups". */
export const suitWord = (suit: string, style: DeckStyle41 = "standard"): string =>
  (style === "tarot" ? TAROT_SUIT : PLAYING_SUIT)[suit as Suit41] ?? suit;

/** Display name: "Ace of Hearts", "10 of Spades", "Jack of Clubs" / "Page of Wands". */
export function cardName41(code: string, style: DeckStyle41 = "standard"): string {
  if (!isCode41(code)) return String(code);
  const rank = Number(code.slice(1));
  if (style === "tarot") return `${TAROT_RANK[rank]} of ${TAROT_SUIT[code[0] as Suit41]}`;
  return `${PLAYING_RANK[rank] ?? String(rank)} of ${PLAYING_SUIT[code[0] as Suit41]}`;
}

// ---------------------------------------------------------------------------------------------
// Parsing

const SUIT_WORDS: Record<string, Suit41> = {
  heart: "C", hearts: "C", cup: "C", cups: "C", chalice: "C", chalices: "C",
  diamond: "P", diamonds: "P", pentacle: "P", pentacles: "P", coin: "P", coins: "P", disk: "P", disks: "P", disc: "P", discs: "P",
  spade: "S", spades: "S", sword: "S", swords: "S",
  club: "W", clubs: "W", wand: "W", wands: "W", stave: "W", staves: "W", rod: "W", rods: "W", baton: "W", batons: "W",
};
const RANK_WORDS: Record<string, number> = {
  ace: 1, a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, t: 10,
  jack: 11, j: 11, knave: 11, page: 11, queen: 13, q: 13, king: 14, k: 14,
};
/** Letter before the number: a tarot code ("C05", "w11"); h and d read as Hearts and Diamonds. */
const CODE_LETTER: Record<string, Suit41> = { w: "W", c: "C", s: "S", p: "P", h: "C", d: "P" };
/** Letter after the rank: playing-card shorthand ("ah", "10s", "5c" = Five of Clubs). */
const SHORT_SUIT: Record<string, Suit41> = { h: "C", d: "P", s: "S", c: "W", w: "W", p: "P" };

function make(suit: Suit41 | undefined, rank: number | undefined): string | null {
  if (!suit || rank === undefined || !RANKS_41.includes(rank)) return null;
  return `${suit}${pad(rank)}`;
}

function rankOfWord(w: string): number | undefined {
  if (/^\d{1,2}$/.test(w)) return Number(w);
  return RANK_WORDS[w];
}

/**
 * A code from what a person types: codes ("C01", "s5"), playing-card names and shorthand
 * ("Ace of Hearts", "queen of spades", "Q♠", "ah", "10s"), tarot names ("Ace of Cups",
 * "Page of Wands"). Knights and Majors are not in this deck: null.
 */
export function parseCard41(input: string): string | null {
  const text = String(input ?? "")
    .toLowerCase()
    .replace(/[♠♤]/g, " spades ")
    .replace(/[♥♡]/g, " hearts ")
    .replace(/[♦♢]/g, " diamonds ")
    .replace(/[♣♧]/g, " clubs ")
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return null;
  let m = /^([wcsphd]) ?(\d{1,2})$/.exec(text);
  if (m) return make(CODE_LETTER[m[1]], Number(m[2]));
  m = /^(\d{1,2}|a|k|q|j|t) ?([hdscwp])$/.exec(text);
  if (m) return make(SHORT_SUIT[m[2]], rankOfWord(m[1]));
  const words = text.split(" ").filter((w) => w !== "of" && w !== "the");
  if (words.length === 2) {
    const [a, b] = words;
    if (SUIT_WORDS[b]) return make(SUIT_WORDS[b], rankOfWord(a));
    if (SUIT_WORDS[a]) return make(SUIT_WORDS[a], rankOfWord(b));
  }
  return null;
}
