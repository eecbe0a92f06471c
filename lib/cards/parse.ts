/** Card codes from what a person types: codes in any case, names in any style, numerals. */
import { err, ok, type Result } from "../result";
import { MAJOR_NAMES, romanOf, type CardCode, type DeckStyle, type Suit } from "./index";

const pad = (n: number) => String(n).padStart(2, "0");
const ROMAN = Array.from({ length: 22 }, (_, i) => romanOf(i));
// ---------------------------------------------------------------------------------------------
// Parsing: codes in any case, names in any of the three styles, numerals.

const SUIT_WORDS: Record<string, Suit> = {
  w: "W", wand: "W", wands: "W", stave: "W", staves: "W", staff: "W", staffs: "W", rod: "W", rods: "W", baton: "W", batons: "W",
  c: "C", cup: "C", cups: "C", chalice: "C", chalices: "C",
  s: "S", sword: "S", swords: "S",
  p: "P", pentacle: "P", pentacles: "P", coin: "P", coins: "P", disk: "P", disks: "P", disc: "P", discs: "P", d: "P",
  t: "T", star: "T", stars: "T", trump: "T", trumps: "T", major: "T", majors: "T", arcana: "T",
};

const RANK_WORDS: Record<string, number> = {
  ace: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  a: 1, page: 11, herald: 11, princess: 11, knave: 11, jack: 11, j: 11, prince: 12, queen: 13, riga: 13, q: 13,
  king: 14, righ: 14, k: 14, valet: 11, cavalier: 12, reine: 13, roi: 14,
};

const majorKeys = (names: readonly string[]) => {
  const out: Record<string, number> = {};
  names.forEach((n, i) => {
    const key = n.toLowerCase();
    out[key] = i;
    out[key.replace(/^the /, "")] = i;
  });
  return out;
};
/** Each tarot style's own names first, so "Justice" is VIII in a Marseille deck and XI in a Rider-Waite-Smith one. */
const STYLE_MAJOR_WORDS: Record<DeckStyle, Record<string, number>> = {
  fortunes: majorKeys(MAJOR_NAMES.rws),
  rws: majorKeys(MAJOR_NAMES.rws),
  thoth: majorKeys(MAJOR_NAMES.thoth),
  marseille: majorKeys(MAJOR_NAMES.marseille),
};
const MAJOR_WORDS: Record<string, number> = {};
for (const names of [MAJOR_NAMES.marseille, MAJOR_NAMES.thoth, MAJOR_NAMES.rws]) {
  names.forEach((n, i) => {
    const key = n.toLowerCase();
    MAJOR_WORDS[key] = i;
    MAJOR_WORDS[key.replace(/^the /, "")] = i;
  });
}
Object.assign(MAJOR_WORDS, {
  judgment: 20, wheel: 10, "the wheel": 10, "hanged man": 12, magus: 1, "high priestess": 2, priestess: 2,
  universe: 21, world: 21, aeon: 20, fortitude: 8, "the world": 21, "the universe": 21,
  tower: 16, "the tower": 16, "house of god": 16, popess: 2, pope: 5, lover: 6, "the lover": 6,
});

const ROMAN_WORDS: Record<string, number> = Object.fromEntries(ROMAN.slice(1).map((r, i) => [r.toLowerCase(), i + 1]));

export interface ParseOptions {
  /** Deck style used to read "Knight": Thoth's Knight is rank 14, elsewhere 12. */
  style?: DeckStyle;
}

function rankFromWord(word: string, style: DeckStyle): number | undefined {
  if (/^\d{1,2}$/.test(word)) return Number(word);
  if (word === "knight" || word === "kn") return style === "thoth" ? 14 : 12;
  return RANK_WORDS[word];
}

function mundane(suit: Suit, rank: number | undefined): CardCode | undefined {
  if (rank === undefined) return undefined;
  if (suit === "T") return rank >= 0 && rank <= 21 ? `T${pad(rank)}` : undefined;
  return rank >= 1 && rank <= 14 ? `${suit}${pad(rank)}` : undefined;
}

/**
 * Reads a card from what a person might type or say: "w7", "W07", "t21", "Ace of Cups",
 * "ace cups", "Riga of Swords", "The Fool", "Stars 21", "XXI", "Lust", "7 of disks".
 */
export function parseCard(input: string, options: ParseOptions = {}): Result<CardCode> {
  const style = options.style ?? "fortunes";
  const raw = String(input ?? "");
  const text = raw
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[★]/g, " star ")
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const found = parseNormalised(text, style);
  if (found) return ok(found);
  return err(
    "card/unknown",
    raw.trim()
      ? `"${raw.trim()}" is not a card I know. Try a code like W07 or T21, or a name like "Ace of Cups" or "The Fool".`
      : `No card given. Type a code like W07 or T21, or a name like "Ace of Cups".`,
    { input: raw },
  );
}

function parseNormalised(text: string, style: DeckStyle): CardCode | undefined {
  if (!text) return undefined;
  // Codes: "w7", "w07", "w 7", "t21", "t0"
  let m = /^([wcsptd]) ?(\d{1,2})$/.exec(text);
  if (m) return mundane(SUIT_WORDS[m[1]], Number(m[2]));
  // "7w", "21t"
  m = /^(\d{1,2}) ?([wcsptd])$/.exec(text);
  if (m) return mundane(SUIT_WORDS[m[2]], Number(m[1]));
  // Major names: the style's own first, then any deck's by its own printed number
  if (STYLE_MAJOR_WORDS[style][text] !== undefined) return `T${pad(STYLE_MAJOR_WORDS[style][text])}`;
  if (MAJOR_WORDS[text] !== undefined) return `T${pad(MAJOR_WORDS[text])}`;
  // Lone Roman numeral: a Star
  if (ROMAN_WORDS[text] !== undefined) return `T${pad(ROMAN_WORDS[text])}`;
  const words = text.split(" ").filter((w) => w !== "of" && w !== "the");
  if (words.length === 2) {
    const [a, b] = words;
    // "<rank> <suit>"
    if (SUIT_WORDS[b] !== undefined) {
      const suit = SUIT_WORDS[b];
      const rank = suit === "T" ? (ROMAN_WORDS[a] ?? (/^\d+$/.test(a) ? Number(a) : undefined)) : rankFromWord(a, style);
      const code = mundane(suit, rank);
      if (code) return code;
    }
    // "<suit> <rank>": "stars 21", "cups 7", "star xxi"
    if (SUIT_WORDS[a] !== undefined) {
      const suit = SUIT_WORDS[a];
      const rank = suit === "T" ? (ROMAN_WORDS[b] ?? (/^\d+$/.test(b) ? Number(b) : undefined)) : rankFromWord(b, style);
      const code = mundane(suit, rank);
      if (code) return code;
    }
  }
  // "Stars 21 (The World)" as we print it
  m = /^stars? (\d{1,2})\b/.exec(text);
  if (m) return mundane("T", Number(m[1]));
  return undefined;
}

/** A code from any accepted spelling, or undefined. */
export const toCardCode = (input: string, options?: ParseOptions): CardCode | undefined => {
  const r = parseCard(input, options);
  return r.ok ? r.value : undefined;
};
