/**
 * The 60 Fortune Tenners cards: codes, names in three deck styles, parsing, and the tarot-deck
 * mapping (RULINGS "Fortune Tenners": Wands, Cups, Swords, Pentacles = A, B, C, D; Ace … 10,
 * Page, Knight, Queen = 1 … 13; the four Kings = Gothic Knots K1–K4 in suit order; four chosen
 * Major Arcana = Black Ribbons R1–R4). Records always use the Tenners codes.
 */
import { CARD_DECKS } from "../../cards/decks";
import { MAJOR_NAMES, cardName as tarotCardName, isCardCode } from "../../cards";

export const SYMBOLS = ["A", "B", "C", "D"] as const;
export type TrumpSymbol = (typeof SYMBOLS)[number];
/** A Tenners card code: A01…D13, R1…R4 (Black Ribbons), K1…K4 (Gothic Knots). */
export type TennersCode = string;

const pad = (n: number) => String(n).padStart(2, "0");

/** Every code in a stable order: symbol by symbol, then the Ribbons, then the Knots. */
export const TENNERS_CODES: readonly TennersCode[] = Object.freeze([
  ...SYMBOLS.flatMap((s) => Array.from({ length: 13 }, (_, i) => `${s}${pad(i + 1)}`)),
  "R1", "R2", "R3", "R4",
  "K1", "K2", "K3", "K4",
]);
const INDEX = new Map(TENNERS_CODES.map((c, i) => [c, i]));

/** One definition of a Tenners code: the printed deck's (lib/cards/decks.ts), which its stickers and faces share. */
export const isTennersCode: (s: unknown) => s is TennersCode = CARD_DECKS.tenners.isCode;
export const isSymbol = (s: unknown): s is TrumpSymbol => s === "A" || s === "B" || s === "C" || s === "D";
/** 0…59 in TENNERS_CODES order (for bit sets). */
export const codeIndex = (c: TennersCode): number => INDEX.get(c) ?? -1;

export const isRibbon = (c: TennersCode): boolean => c.charCodeAt(0) === 82; /* R */
export const isKnot = (c: TennersCode): boolean => c.charCodeAt(0) === 75; /* K */
/** The symbol of a number card, or null for a Ribbon or a Knot. */
export const symbolOf = (c: TennersCode): TrumpSymbol | null => (isRibbon(c) || isKnot(c) ? null : (c[0] as TrumpSymbol));
/** The number 1…13 of a number card; a Ribbon or Knot's own number 1…4. */
export const numberOf = (c: TennersCode): number => Number(c.slice(1));

// ---------------------------------------------------------------------------------------------
// Deck styles and names

export const TENNERS_STYLES = [
  { id: "tenners", label: "Fortune Tenners" },
  { id: "wizard", label: "Wizard deck" },
  { id: "tarot", label: "Tarot deck" },
] as const;
export type TennersStyle = (typeof TENNERS_STYLES)[number]["id"];
export const isTennersStyle = (s: unknown): s is TennersStyle => s === "tenners" || s === "wizard" || s === "tarot";

/** The Black Ribbons of a tarot deck unless the table names others: Fool, Hanged Man, Death, Tower. */
export const DEFAULT_TAROT_RIBBONS = ["T00", "T12", "T13", "T16"] as const;
const TAROT_SUITS = ["W", "C", "S", "P"] as const;
const TAROT_SUIT_WORDS = ["Wands", "Cups", "Swords", "Pentacles"];

/**
 * The card's name in a style: "7 of A", "Black Ribbon 2", "Gothic Knot 3" (tenners);
 * "7 of Blue", "Jester 2", "Wizard 3" (wizard); "Seven of Wands", "King of Cups", "The Fool" (tarot,
 * with the table's four Ribbon cards).
 */
export function tennersCardName(code: TennersCode, style: string = "tenners", ribbons: readonly string[] = DEFAULT_TAROT_RIBBONS): string {
  if (!isTennersCode(code)) return String(code);
  const n = numberOf(code);
  if (style === "tarot") {
    const tarot = tennersToTarot(code, ribbons);
    return tarot ? tarotCardName(tarot, "rws") : code;
  }
  if (isRibbon(code)) return style === "wizard" ? `Jester ${n}` : `Black Ribbon ${n}`;
  if (isKnot(code)) return style === "wizard" ? `Wizard ${n}` : `Gothic Knot ${n}`;
  return `${n} of ${symbolName(code[0] as TrumpSymbol, style)}`;
}

/** Short label: "7A", "R2", "K3" (tenners, wizard: "J2", "W3"); tarot: "7 Wands", "King Cups". */
export function tennersShortName(code: TennersCode, style: string = "tenners"): string {
  if (isRibbon(code)) return style === "wizard" ? `J${numberOf(code)}` : code;
  if (isKnot(code)) return style === "wizard" ? `W${numberOf(code)}` : code;
  return `${numberOf(code)}${code[0]}`;
}

/**
 * A Wizard deck's four colours as symbols A–D (RULINGS: "its four colours = symbols A–D"), in
 * the deck's usual order: blue, red, green, yellow.
 */
export const WIZARD_COLOURS = ["Blue", "Red", "Green", "Yellow"] as const;

/** What a symbol is called in a style: "A" … "D"; tarot: "Wands" … "Pentacles"; Wizard: "Blue" … "Yellow". */
export const symbolName = (s: TrumpSymbol, style: string = "tenners"): string =>
  style === "tarot" ? TAROT_SUIT_WORDS[SYMBOLS.indexOf(s)] : style === "wizard" ? WIZARD_COLOURS[SYMBOLS.indexOf(s)] : s;

// ---------------------------------------------------------------------------------------------
// Tarot mapping

/** True for four different Major Arcana codes (T00…T21). */
export function validRibbons(ribbons: readonly string[]): boolean {
  return ribbons.length === 4 && new Set(ribbons).size === 4 && ribbons.every((r) => /^T\d\d$/.test(r) && isCardCode(r));
}

/**
 * A tarot card (RULINGS code, e.g. "W07", "C14", "T12") → its Tenners code, or null for a card
 * that stays in the box (Major Arcana other than the four Ribbons).
 */
export function tarotToTenners(tarot: string, ribbons: readonly string[] = DEFAULT_TAROT_RIBBONS): TennersCode | null {
  if (!isCardCode(tarot)) return null;
  const suit = tarot[0];
  const rank = Number(tarot.slice(1));
  if (suit === "T") {
    const i = ribbons.indexOf(tarot);
    return i >= 0 && i < 4 ? `R${i + 1}` : null;
  }
  const k = TAROT_SUITS.indexOf(suit as (typeof TAROT_SUITS)[number]);
  if (rank === 14) return `K${k + 1}`;
  return `${SYMBOLS[k]}${pad(rank)}`;
}

/** A Tenners code → the tarot card that plays it, or null for an unknown code. */
export function tennersToTarot(code: TennersCode, ribbons: readonly string[] = DEFAULT_TAROT_RIBBONS): string | null {
  if (!isTennersCode(code)) return null;
  const n = numberOf(code);
  if (isRibbon(code)) return ribbons[n - 1] ?? null;
  if (isKnot(code)) return `${TAROT_SUITS[n - 1]}14`;
  return `${TAROT_SUITS[SYMBOLS.indexOf(code[0] as TrumpSymbol)]}${pad(n)}`;
}

/** The whole mapping both ways for a choice of Ribbons (sticker sheets, the scanner). */
export function tarotMapping(ribbons: readonly string[] = DEFAULT_TAROT_RIBBONS): { toTenners: Record<string, TennersCode>; toTarot: Record<TennersCode, string> } {
  const toTarot: Record<string, string> = {};
  const toTenners: Record<string, string> = {};
  for (const c of TENNERS_CODES) {
    const t = tennersToTarot(c, ribbons)!;
    toTarot[c] = t;
    toTenners[t] = c;
  }
  return { toTenners, toTarot };
}

// Parsing typed cards is in ./parse (loaded by the table only when someone types a card).

/** Every Major Arcana code with its RWS name, for the set-up option that names the Ribbons. */
export const MAJOR_CHOICES: readonly { code: string; name: string }[] = MAJOR_NAMES.rws.map((name, i) => ({ code: `T${pad(i)}`, name }));

/** A table's four Ribbon cards from text such as `T00,T12,T13,T16` (four different Majors), or null. */
export function ribbonsParam(text: string | null | undefined): string[] | null {
  const list = String(text ?? "").split(",").map((x) => x.trim().toUpperCase()).filter(Boolean);
  return list.length === 4 && new Set(list).size === 4 && list.every((c) => /^T(0\d|1\d|2[01])$/.test(c)) ? list : null;
}
