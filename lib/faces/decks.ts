/**
 * How each printed deck (lib/cards/decks.ts) is drawn: what a card's face is made of (ink, suit or
 * symbol shape, corner index, kind), one function per deck, so lib/faces/face.ts draws any deck
 * without asking which it is. A new printed deck adds its entry here (the type asks for it).
 */
import { romanOf } from "../cards";
import type { CardDeckId } from "../cards/decks";
import { INK, SUIT_INK, TENNERS_INK } from "./palette";
import { KNOT, PLAYING_SUIT, RIBBON, TAROT_SUIT, TENNERS_SYMBOL } from "./shapes";

/** Court letters for the corner index, ranks 11–14. */
const COURT_INDEX: Record<string, readonly string[]> = {
  fortunes: ["He", "Kn", "Ri", "Rh"],
  rws: ["P", "Kn", "Q", "K"],
  thoth: ["Ps", "Pr", "Q", "Kn"],
  marseille: ["P", "Kn", "Q", "K"],
};
const PLAYING_INDEX: Record<number, string> = { 1: "A", 11: "J", 13: "Q", 14: "K" };

/** What a face is made of, whatever the deck. */
export interface Parts {
  ink: string;
  /** The suit or symbol shape (also the pip). */
  shape: string;
  /** Letter shown inside the shape when it is drawn alone (Tenners symbols). */
  letter?: string;
  /** Corner index text. */
  index: string;
  kind: "pips" | "court" | "major" | "number" | "special";
  n: number;
  /** Playing cards: corner indices at both ends, no name. */
  playing?: boolean;
  /** A Star's number in Roman numerals. */
  roman?: string;
}

type PartsOf = (code: string, style: string, thoth: boolean) => Parts;

const tarot: PartsOf = (code, style, thoth) => {
  const c = code.charAt(0);
  const n = Number(code.slice(1));
  // The emblem follows the card's sense: Thoth's 8 (Adjustment) wears Justice's scales, its 11 (Lust) Strength's mountain.
  if (c === "T") return { ink: SUIT_INK.T, shape: TAROT_SUIT.T, index: String(n), kind: "major", n: thoth && (n === 8 || n === 11) ? 19 - n : n, roman: romanOf(n) };
  const ink = SUIT_INK[c as "W"] ?? INK;
  const courts = COURT_INDEX[style] ?? COURT_INDEX.fortunes;
  return { ink, shape: TAROT_SUIT[c] ?? TAROT_SUIT.T, index: n === 1 ? "A" : n <= 10 ? String(n) : courts[n - 11], kind: n <= 10 ? "pips" : "court", n };
};

const playing: PartsOf = (code, style, thoth) => {
  const c = code.charAt(0);
  const n = Number(code.slice(1));
  if (c === "T") return tarot(code, style, thoth);
  const ink = SUIT_INK[c as "W"] ?? INK;
  return { ink, shape: PLAYING_SUIT[c] ?? PLAYING_SUIT.S, index: PLAYING_INDEX[n] ?? String(n), kind: n <= 10 ? "pips" : "court", n, playing: true };
};

const tenners: PartsOf = (code, style) => {
  const c = code.charAt(0);
  const n = Number(code.slice(1));
  if (c === "R" || c === "K") {
    return { ink: TENNERS_INK[c], shape: c === "R" ? RIBBON : KNOT, index: `${style === "wizard" ? (c === "R" ? "J" : "W") : c}${n}`, kind: "special", n };
  }
  return { ink: TENNERS_INK[c] ?? INK, shape: TENNERS_SYMBOL[c] ?? TENNERS_SYMBOL.B, letter: c, index: String(n), kind: n <= 10 ? "pips" : "number", n };
};

/** Each printed deck's faces. */
export const FACE_PARTS: Record<CardDeckId, PartsOf> = { tarot, playing, tenners };
