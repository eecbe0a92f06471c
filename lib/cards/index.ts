/**
 * The 78 cards: codes, suits, ranks and display names in three deck styles.
 *
 * Codes are fixed everywhere (records, stickers, URLs): W Wands, C Cups, S Swords, P Pentacles
 * + rank 01 (Ace) … 10, 11 Page/Herald/Princess, 12 Knight/Prince, 13 Queen/Riga,
 * 14 King/Righ/Knight(Thoth); Stars (Major Arcana) T00 … T21.
 */

export const MUNDANE_SUITS = ["W", "C", "S", "P"] as const;
export const SUITS = ["W", "C", "S", "P", "T"] as const;
export type MundaneSuit = (typeof MUNDANE_SUITS)[number];
export type Suit = (typeof SUITS)[number];
/** A card code such as "W07" or "T21". Validate unknown strings with `isCardCode`. */
export type CardCode = string;

export const DECK_STYLES = ["fortunes", "rws", "thoth", "marseille"] as const;
export type DeckStyle = (typeof DECK_STYLES)[number];
export const DECK_STYLE_LABELS: Record<DeckStyle, string> = {
  fortunes: "Fortunes",
  rws: "Rider-Waite-Smith",
  thoth: "Thoth",
  marseille: "Marseille",
};
export const isDeckStyle = (s: unknown): s is DeckStyle => typeof s === "string" && (DECK_STYLES as readonly string[]).includes(s);
/** A deck style from untrusted text, or the Fortunes style. */
export const deckStyleOr = (s: unknown, fallback: DeckStyle = "fortunes"): DeckStyle => (isDeckStyle(s) ? s : fallback);

const pad = (n: number) => String(n).padStart(2, "0");

export const ALL_CARDS: readonly CardCode[] = Object.freeze([
  ...MUNDANE_SUITS.flatMap((s) => Array.from({ length: 14 }, (_, i) => `${s}${pad(i + 1)}`)),
  ...Array.from({ length: 22 }, (_, i) => `T${pad(i)}`),
]);
const CARD_SET = new Set(ALL_CARDS);
/** Index 0…77 of each card in ALL_CARDS, for bit sets. */
export const CARD_INDEX: Readonly<Record<CardCode, number>> = Object.freeze(
  Object.fromEntries(ALL_CARDS.map((c, i) => [c, i])),
);

export const isCardCode = (s: unknown): s is CardCode => typeof s === "string" && CARD_SET.has(s);

/** Index of a valid code in ALL_CARDS, computed from its characters (hot path of the engine). */
export const cardIndex = (code: CardCode): number => {
  const rank = (code.charCodeAt(1) - 48) * 10 + (code.charCodeAt(2) - 48);
  switch (code.charCodeAt(0)) {
    case 87: return rank - 1; // W
    case 67: return 13 + rank; // C
    case 83: return 27 + rank; // S
    case 80: return 41 + rank; // P
    default: return 56 + rank; // T
  }
};
export const suitOf = (code: CardCode): Suit => code[0] as Suit;
/** Mundane: 1 (Ace) … 14. Stars: 0 … 21. */
export const rankOf = (code: CardCode): number => (code.charCodeAt(1) - 48) * 10 + (code.charCodeAt(2) - 48);
export const isStar = (code: CardCode): boolean => code.charCodeAt(0) === 84; /* "T" */

export const SUIT_NAMES: Record<DeckStyle, Record<Suit, string>> = {
  fortunes: { W: "Wands", C: "Cups", S: "Swords", P: "Pentacles", T: "Stars" },
  rws: { W: "Wands", C: "Cups", S: "Swords", P: "Pentacles", T: "Major Arcana" },
  thoth: { W: "Wands", C: "Cups", S: "Swords", P: "Disks", T: "Major Arcana" },
  marseille: { W: "Batons", C: "Cups", S: "Swords", P: "Coins", T: "Major Arcana" },
};

const NUMBER_WORDS = ["", "Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"];
const COURTS: Record<DeckStyle, string[]> = {
  fortunes: ["Herald", "Knight", "Riga", "Righ"],
  rws: ["Page", "Knight", "Queen", "King"],
  thoth: ["Princess", "Prince", "Queen", "Knight"],
  marseille: ["Page", "Knight", "Queen", "King"],
};
/** A court rank's title in a style: 11 … 14 → "Herald", "Prince", "Queen", "King"… */
export const courtTitle = (rank: number, style: DeckStyle = "fortunes"): string => COURTS[style][rank - 11] ?? "";

/**
 * The Major Arcana as printed, by number, in each tarot style. Thoth and Marseille print
 * Adjustment/Justice at VIII and Lust/Strength at XI; Rider-Waite-Smith the other way round.
 */
export const MAJOR_NAMES: Record<"rws" | "thoth" | "marseille", readonly string[]> = {
  rws: [
    "The Fool", "The Magician", "The High Priestess", "The Empress", "The Emperor", "The Hierophant",
    "The Lovers", "The Chariot", "Strength", "The Hermit", "Wheel of Fortune", "Justice",
    "The Hanged Man", "Death", "Temperance", "The Devil", "The Tower", "The Star", "The Moon",
    "The Sun", "Judgement", "The World",
  ],
  thoth: [
    "The Fool", "The Magus", "The Priestess", "The Empress", "The Emperor", "The Hierophant",
    "The Lovers", "The Chariot", "Adjustment", "The Hermit", "Fortune", "Lust",
    "The Hanged Man", "Death", "Art", "The Devil", "The Tower", "The Star", "The Moon",
    "The Sun", "The Aeon", "The Universe",
  ],
  marseille: [
    "The Fool", "The Magician", "The Popess", "The Empress", "The Emperor", "The Pope",
    "The Lover", "The Chariot", "Justice", "The Hermit", "The Wheel of Fortune", "Strength",
    "The Hanged Man", "Death", "Temperance", "The Devil", "The House of God", "The Star", "The Moon",
    "The Sun", "Judgement", "The World",
  ],
};

/** Styles whose deck prints Justice (Adjustment) at VIII and Strength (Lust) at XI. */
const JUSTICE_AT_EIGHT: ReadonlySet<DeckStyle> = new Set<DeckStyle>(["thoth", "marseille"]);

/**
 * The card's identity: the code its meaning is filed under (the Rider-Waite-Smith numbering,
 * which the Fortunes style follows). A code is the card's printed place, so in the Thoth and
 * Marseille styles T08 is Justice's identity (filed as T11) and T11 is Strength's (T08). The
 * map is its own inverse: it also gives the code an identity is printed at in a style.
 */
export function identityOf(code: CardCode, style: DeckStyle = "fortunes"): CardCode {
  if (!JUSTICE_AT_EIGHT.has(style)) return code;
  return code === "T08" ? "T11" : code === "T11" ? "T08" : code;
}
/** Where a card of this identity (a Rider-Waite-Smith code) is printed in a style. */
export const printedAt = (identity: CardCode, style: DeckStyle = "fortunes"): CardCode => identityOf(identity, style);

const ROMAN = ["0", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV",
  "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI"];
export const romanOf = (n: number): string => ROMAN[n] ?? String(n);

/** The card's display name in a deck style, e.g. "Riga of Swords", "Stars 21 (The World)". */
export function cardName(code: CardCode, style: DeckStyle = "fortunes"): string {
  const suit = suitOf(code);
  const rank = rankOf(code);
  if (suit === "T") {
    if (style === "fortunes") return `Stars ${rank} (${MAJOR_NAMES.rws[rank]})`;
    return MAJOR_NAMES[style][rank];
  }
  const rankName = rank <= 10 ? NUMBER_WORDS[rank] : COURTS[style][rank - 11];
  return `${rankName} of ${SUIT_NAMES[style][suit]}`;
}

/** Short label for tight spaces: "7♣"-like but in words: "7 Wands", "Riga Cups", "★21". */
export function cardShortName(code: CardCode, style: DeckStyle = "fortunes"): string {
  const suit = suitOf(code);
  const rank = rankOf(code);
  if (suit === "T") return `★${rank}`;
  const r = rank === 1 ? "A" : rank <= 10 ? String(rank) : COURTS[style][rank - 11];
  return `${r} ${SUIT_NAMES[style][suit]}`;
}

export const suitName = (suit: Suit, style: DeckStyle = "fortunes") => SUIT_NAMES[style][suit];

// Parsing (codes, names in every style, numerals) is in ./parse: only pages that read typed
// cards load it (the play page's 150 KB budget).
