/**
 * Deeper texts per card: the picture in a sentence, what to do on each side (court cards as people
 * to meet and how to act with them), a love line and a work line on each side for all 78 cards
 * (majors-life.ts for the trumps, suits-life.ts for the 56 suit cards), and the Thoth deck's title
 * of each numbered card. Split by suit to stay readable; keyed here by identity (lib/cards identityOf).
 */
import { identityOf, type DeckStyle } from "../../cards";
import { CUPS_DEEP } from "./cups";
import { MAJOR_LIFE } from "./majors-life";
import { MAJOR_DEEP } from "./majors";
import { PENTACLES_DEEP } from "./pentacles";
import { SUIT_LIFE } from "./suits-life";
import { SWORDS_DEEP } from "./swords";
import { WANDS_DEEP } from "./wands";

export interface DeepText {
  image: string;
  advice: { well: string; ill: string };
  /** In love and at work, on each side (every card: trumps and suit cards alike). */
  love?: { well: string; ill: string };
  work?: { well: string; ill: string };
  /** The Thoth deck's title of a numbered card (Two of Wands: Dominion); undefined for trumps and courts. */
  thothTitle?: string;
}

/** Thoth titles of the numbered cards 2–10 (facts printed on the deck), by suit. */
const THOTH_TITLES: Record<"W" | "C" | "S" | "P", string[]> = {
  W: ["Dominion", "Virtue", "Completion", "Strife", "Victory", "Valour", "Swiftness", "Strength", "Oppression"],
  C: ["Love", "Abundance", "Luxury", "Disappointment", "Pleasure", "Debauch", "Indolence", "Happiness", "Satiety"],
  S: ["Peace", "Sorrow", "Truce", "Defeat", "Science", "Futility", "Interference", "Cruelty", "Ruin"],
  P: ["Change", "Works", "Power", "Worry", "Success", "Failure", "Prudence", "Gain", "Wealth"],
};
const ACE_TITLE: Record<"W" | "C" | "S" | "P", string> = { W: "Root of the Powers of Fire", C: "Root of the Powers of Water", S: "Root of the Powers of Air", P: "Root of the Powers of Earth" };
const SUIT_DEEP = { W: WANDS_DEEP, C: CUPS_DEEP, S: SWORDS_DEEP, P: PENTACLES_DEEP } as const;

const pack = ([image, well, ill]: readonly [string, string, string], thothTitle?: string): DeepText =>
  ({ image, advice: { well, ill }, ...(thothTitle ? { thothTitle } : {}) });

const lifeOf = (life: readonly [string, string, string, string] | undefined): Pick<DeepText, "love" | "work"> =>
  life ? { love: { well: life[0], ill: life[1] }, work: { well: life[2], ill: life[3] } } : {};

/** The deeper texts of the card printed at `code` in `style`. */
export function deepOf(code: string, style: DeckStyle = "fortunes"): DeepText | undefined {
  const id = identityOf(code, style);
  if (id[0] === "T") {
    if (!MAJOR_DEEP[id]) return undefined;
    return { ...pack(MAJOR_DEEP[id]), ...lifeOf(MAJOR_LIFE[id]) };
  }
  const suit = id[0] as "W" | "C" | "S" | "P";
  const rank = Number(id.slice(1));
  const row = SUIT_DEEP[suit]?.[rank - 1];
  if (!row) return undefined;
  return { ...pack(row, rank === 1 ? ACE_TITLE[suit] : rank <= 10 ? THOTH_TITLES[suit][rank - 2] : undefined), ...lifeOf(SUIT_LIFE[id]) };
}

/** Every deeper sentence, for the repetition check. */
export function allDeepTexts(): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  for (const [code, [a, b, c]] of Object.entries(MAJOR_DEEP)) out.push({ where: `${code} image`, text: a }, { where: `${code} well`, text: b }, { where: `${code} ill`, text: c });
  for (const [code, lines] of [...Object.entries(MAJOR_LIFE), ...Object.entries(SUIT_LIFE)]) lines.forEach((text, i) => out.push({ where: `${code} life ${i}`, text }));
  for (const [suit, rows] of Object.entries(SUIT_DEEP)) rows.forEach(([a, b, c], i) => out.push({ where: `${suit}${i + 1} image`, text: a }, { where: `${suit}${i + 1} well`, text: b }, { where: `${suit}${i + 1} ill`, text: c }));
  return out;
}
