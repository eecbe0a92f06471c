/**
 * Reading text composed from card and position data: one line for a card in its position and
 * disposition, and a summary for the team. No hand-written text per card × position.
 */
import { cardName, suitOf } from "../cards";
import { CARDS, SUITS } from "./cards-data";

export type Disposition = "well" | "ill";
export interface PositionLike { zone: string; position: string; meaning: string }

/** First sentence of the card's interpretation for its disposition. */
export function shortMeaning(code: string, disposition: Disposition): string {
  const text = CARDS[code]?.[disposition] ?? "";
  const m = /^.*?[.!?](\s|$)/.exec(text);
  return (m ? m[0] : text).trim();
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

const TEMPLATES: ((n: string, k: string, lean: string, p: PositionLike) => string)[] = [
  (n, k, lean, p) => `In ${p.position} (${p.meaning}), the ${n}, ${lean}, speaks of ${k}.`,
  (n, k, lean, p) => `${p.position} holds the ${n}, ${lean}: ${k}, read through ${lower(p.meaning)}.`,
  (n, k, lean, p) => `Where ${p.zone} asks about ${lower(p.meaning)}, the ${n} answers ${lean === "well-disposed" ? "in your favour" : "against the grain"} with ${k}.`,
  (n, k, lean, p) => `${k.charAt(0).toUpperCase() + k.slice(1)}: so the ${n} reads, ${lean}, in ${p.position}.`,
];

/** How a card reads in its position and disposition; `name` is its name in the game's deck style. */
export function positionLine(code: string, disposition: Disposition, position: PositionLike | null, name = cardName(code)): string {
  const card = CARDS[code];
  const words = card ? card.keywords[disposition].slice(0, 2).join(" and ") : "";
  const lean = disposition === "well" ? "well-disposed" : "ill-disposed";
  const bare = name.replace(/^The /, "");
  if (!position) return `The ${bare} lies beyond the layout, ${lean}: ${words}.`;
  const t = TEMPLATES[hash(code + position.position) % TEMPLATES.length];
  return t(bare, words, lean, position);
}

export interface TeamSummary {
  headline: string;
  text: string;
  dominantSuits: string[];
  wellCount: number;
  illCount: number;
}

/** Fortune or doom (or even), the suits that dominate, and the balance of dispositions. */
export function teamSummary(input: { outcome: "fortune" | "doom" | "even"; cards: { card: string; disposition: Disposition }[] }): TeamSummary {
  const counts = new Map<string, number>();
  for (const c of input.cards) counts.set(suitOf(c.card), (counts.get(suitOf(c.card)) ?? 0) + 1);
  const top = Math.max(0, ...counts.values());
  const dominantSuits = top ? [...counts].filter(([, n]) => n === top).map(([s]) => SUITS[s as keyof typeof SUITS].name) : [];
  const wellCount = input.cards.filter((c) => c.disposition === "well").length;
  const illCount = input.cards.length - wellCount;
  const headline = input.outcome === "fortune" ? "A fortune to share" : input.outcome === "doom" ? "A doom to share" : "An even reading";
  const parts: string[] = [];
  if (!input.cards.length) parts.push("The team won no tricks this deal, so the spread is empty: the reading is what the others hold.");
  else {
    parts.push(`${wellCount} card${wellCount === 1 ? "" : "s"} face the team and ${illCount} ${illCount === 1 ? "is" : "are"} turned away.`);
    if (dominantSuits.length) {
      const domains = dominantSuits.map((n) => Object.values(SUITS).find((s) => s.name === n)!.domain.split(":")[0].toLowerCase());
      parts.push(`${dominantSuits.join(" and ")} ${dominantSuits.length === 1 ? "leads" : "lead"} the spread: ${domains.join("; ")}.`);
    }
    parts.push(wellCount > illCount ? "The balance leans in the team's favour." : wellCount < illCount ? "The balance leans against the team: read the turned cards closely." : "Favour and opposition weigh the same.");
  }
  return { headline, text: parts.join(" "), dominantSuits, wellCount, illCount };
}
