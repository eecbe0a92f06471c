/**
 * Spreads of one's own, outside the game: one card, three cards (past, present, future), the
 * Celtic Cross, and a solo Man-and-Clan spread from the Fortunes rules' reader zones. Each place
 * says in plain words what it means and how it leans, so a card's line weighs one against the
 * other (lib/reading/compose). Outside the game a card lies upright or reversed: reversed is the
 * card's shadow side, what the game calls ill-disposed. (The full partner spread of the game is
 * lib/reading/free.)
 */
import { cardName, type DeckStyle } from "../cards";
import type { Disposition } from "./cards-data";
import { cardIn } from "./styled";
import { positionLine, type PositionLike } from "./compose";
import { parseCardList } from "./free";
import { POSITIONS } from "./positions";
import type { PlaceTone } from "./position-sense";
import { FORTUNES_PLACES } from "./position-sense";

export const SOLO_SPREADS = ["one-card", "three-card", "celtic-cross", "man-and-clan"] as const;
export type SoloSpread = (typeof SOLO_SPREADS)[number];
export type SpreadId = SoloSpread | "fortunes";
export const isSoloSpread = (s: unknown): s is SoloSpread => typeof s === "string" && (SOLO_SPREADS as readonly string[]).includes(s);

const place = (zone: string, position: string, subject: string, plain: string, tone: PlaceTone): PositionLike =>
  ({ zone, position, meaning: plain, sense: { subject, plain, tone } });

export const SPREAD_INFO: Record<SpreadId, { label: string; about: string }> = {
  "one-card": { label: "One card", about: "One card for the day, or for a single question." },
  "three-card": { label: "Three cards", about: "Past, present and future, left to right." },
  "celtic-cross": { label: "Celtic Cross", about: "Ten cards: the situation, what crosses it, its roots and its likely course." },
  "man-and-clan": { label: "Man-and-Clan", about: "Seven cards from the Fortunes rules, read alone: four for you, three for the people around you." },
  fortunes: { label: "Partner spread (the game’s)", about: "Your cards and your partner's, laid as after a deal of Fortunes." },
};

const MAN_AND_CLAN: PositionLike[] = POSITIONS.filter((p) => p.zone === "The Man" || p.zone === "The Clan").map((p) => ({
  zone: p.zone, position: p.position, meaning: p.meaning, correspondence: p.correspondence, sphere: p.sphere,
  sense: FORTUNES_PLACES[`${p.zone}|${p.position}`],
}));

export const SPREAD_PLACES: Record<SoloSpread, readonly PositionLike[]> = {
  "one-card": [place("One card", "The card", "the question you brought", "What the day, or your question, turns on.", "open")],
  "three-card": [
    place("Three cards", "Past", "what lies behind you", "The past: what led here and still shapes it.", "open"),
    place("Three cards", "Present", "where you stand now", "The present: the heart of the matter as it is today.", "open"),
    place("Three cards", "Future", "where this is heading", "The future: where things go if nothing changes.", "open"),
  ],
  "celtic-cross": [
    place("Celtic Cross", "The Situation", "the heart of the matter", "1. The situation: the heart of the matter now.", "open"),
    place("Celtic Cross", "The Crossing", "what stands in your way", "2. Laid across the first: what blocks or tests you.", "hard"),
    place("Celtic Cross", "The Root", "what lies beneath the matter", "3. Below: the root, what the matter grows from.", "open"),
    place("Celtic Cross", "The Recent Past", "what is passing away", "4. Behind: what is just over or leaving.", "open"),
    place("Celtic Cross", "The Crown", "what you aim for", "5. Above: the best that can come of it, what you aim at.", "good"),
    place("Celtic Cross", "The Near Future", "what comes next", "6. Before: what comes in the next weeks.", "open"),
    place("Celtic Cross", "Yourself", "how you meet the matter", "7. You: your attitude and part in it.", "open"),
    place("Celtic Cross", "Your Surroundings", "the people and places around you", "8. Around you: others, and the setting.", "open"),
    place("Celtic Cross", "Hopes and Fears", "what you hope for and fear", "9. Hopes and fears, often the same thing seen twice.", "open"),
    place("Celtic Cross", "The Outcome", "where it all leads", "10. The outcome: where it leads on the present course.", "open"),
  ],
  "man-and-clan": MAN_AND_CLAN,
};

export interface SoloCard { card: string; disposition: Disposition; place: PositionLike; index: number }
export interface SoloReading { spread: SoloSpread; cards: SoloCard[]; problems: string[] }

/** Cards in the order drawn ("T16, S10-ill" or typed names), laid into the spread's places; extras are refused by name. */
export function soloReading(spread: SoloSpread, text: string, style: DeckStyle = "fortunes"): SoloReading {
  const problems: string[] = [];
  const list = parseCardList(text, style, "Your cards", problems);
  const places = SPREAD_PLACES[spread];
  if (list.length > places.length) {
    problems.push(`${SPREAD_INFO[spread].label} has ${places.length} place${places.length === 1 ? "" : "s"}: ${list.slice(places.length).map((c) => cardName(c.card, style)).join(", ")} left out.`);
  }
  return { spread, problems, cards: list.slice(0, places.length).map((c, i) => ({ ...c, place: places[i], index: i + 1 })) };
}

/** "spread=three-card&cards=T16,S10-ill,C01" (+ style, question, date, notes when given). */
export function soloQuery(spread: SoloSpread, cards: readonly { card: string; disposition: Disposition }[], style: DeckStyle, extra: { q?: string; date?: string; notes?: string } = {}): string {
  const p = new URLSearchParams({ spread });
  p.set("cards", cards.map((c) => `${c.card}${c.disposition === "ill" ? "-ill" : ""}`).join(","));
  if (style !== "fortunes") p.set("style", style);
  for (const [k, v] of Object.entries(extra)) if (v) p.set(k, v);
  return p.toString().replace(/%2C/g, ",");
}

/** A line in tarot words: upright and reversed, not the game's dispositions. */
export function soloLine(c: SoloCard, style: DeckStyle): string {
  return positionLine(c.card, c.disposition, c.place, undefined, style).replace(/well-disposed/g, "upright").replace(/ill-disposed/g, "reversed");
}

const SUIT_WORD: Record<string, string> = { W: "Wands: will and drive", C: "Cups: feeling and love", S: "Swords: thought and conflict", P: "the coin suit: work, money and the body", T: "the Major Arcana: the large turns of a life" };

/** A few sentences over a solo spread, for one person: never a partner. */
export function soloSummary(r: SoloReading, style: DeckStyle): string {
  const n = r.cards.length;
  if (!n) return "";
  const rev = r.cards.filter((c) => c.disposition === "ill").length;
  const out: string[] = [];
  if (n === 1) {
    const c = r.cards[0];
    const d = cardIn(c.card, style)!;
    out.push(`${d.name}, ${c.disposition === "well" ? "upright" : "reversed"}: ${d.keywords[c.disposition].slice(0, 3).join(", ")}.`);
    return out.join(" ");
  }
  out.push(rev === 0 ? `All ${n} cards lie upright: read them at their plainest.` : rev === n ? `All ${n} cards lie reversed: each shows its shadow side, so look for what is blocked or overdone.` : `${n - rev} of ${n} cards lie upright and ${rev} reversed; the reversed ones show their shadow side.`);
  const counts = new Map<string, number>();
  for (const c of r.cards) counts.set(c.card[0], (counts.get(c.card[0]) ?? 0) + 1);
  const [topSuit, top] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  if (top >= 2 && [...counts.values()].filter((v) => v === top).length === 1) out.push(`Most cards are ${SUIT_WORD[topSuit]} (${top} of ${n}).`);
  const last = r.cards[r.cards.length - 1];
  if (last.index === SPREAD_PLACES[r.spread].length) {
    out.push(`The last place, ${last.place.position}, holds ${cardIn(last.card, style)!.name}, ${last.disposition === "well" ? "upright" : "reversed"}: give it weight.`);
  }
  return out.join(" ");
}
