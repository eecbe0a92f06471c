/**
 * Reading text composed from card and position data: one line for a card in its position and
 * disposition, a one-line meaning, and a summary for the team. Pure and deterministic: the
 * same card, disposition and position always give the same words, and the phrasing is picked
 * by a hash of card and position so that a spread does not read like a form letter.
 */
import { cardName } from "../cards";
import { CARDS, SUITS, type Disposition, type SuitCode } from "./cards-data";

export type { Disposition };

/** What a line needs of a position (lib/reading/positions' `Position` fits). */
export interface PositionLike {
  zone: string;
  position: string;
  meaning: string;
  correspondence?: string | null;
  sphere?: string | null;
}

/** The first sentence of the card's interpretation for its disposition (for tight spaces). */
export function shortMeaning(code: string, disposition: Disposition): string {
  const card = CARDS[code];
  if (!card) return "";
  const text = card[disposition];
  const m = /^.*?[.!?](?=\s|$)/.exec(text);
  return (m ? m[0] : text).trim();
}

/** FNV-1a, 32-bit. */
function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The card's name as it sits inside a sentence: "the Ten of Pentacles", "the Moon", "Strength", "Stars 18 (The Moon)". */
function inSentence(name: string, isStar: boolean): string {
  if (/^The /.test(name)) return "the" + name.slice(3);
  if (!isStar || /^Wheel /.test(name)) return "the " + name;
  return name;
}

/** Two of the card's keywords for the disposition, chosen by the hash (distinct, in list order). */
function twoKeywords(list: readonly string[], h: number): [string, string] {
  if (list.length === 0) return ["its own sense", "its own weight"];
  if (list.length === 1) return [list[0], list[0]];
  const i = h % list.length;
  let j = (h >>> 4) % (list.length - 1);
  if (j >= i) j++;
  return i < j ? [list[i], list[j]] : [list[j], list[i]];
}

/** "The House of War (Movement and Change: Destruction)", or just "Hopes" where the seed gives no separate meaning. */
function placeOf(p: PositionLike): string {
  if (!p.meaning || p.meaning === p.position) return p.position;
  // "The House of Illusion (Time)" + meaning → "The House of Illusion (Time; Creativity and …)"
  return p.position.endsWith(")") ? `${p.position.slice(0, -1)}; ${p.meaning})` : `${p.position} (${p.meaning})`;
}

/** A correspondence fit to follow "under": without the seed's "(no corresponding planet)" note. */
function correspondenceOf(p: PositionLike): string | null {
  const c = (p.correspondence ?? "").replace(/\s*\(no corresponding planet\)/i, "").trim();
  return c || null;
}

interface Parts {
  /** Name at the start of a sentence. */ N: string;
  /** Name inside a sentence. */ n: string;
  /** "well-disposed" / "ill-disposed" */ lean: string;
  a: string; b: string;
  place: string;
  zone: string;
  corr: string | null;
  well: boolean;
}

type Template = (x: Parts) => string;

const TEMPLATES: Template[] = [
  (x) => `In ${x.place}, ${x.n} lies ${x.lean} and ${x.well ? "speaks of" : "warns of"} ${x.a} and ${x.b}.`,
  (x) => `${x.place} holds ${x.n}, ${x.lean}: ${x.a} and ${x.b}${x.well ? " working for the team" : " working against the team"}.`,
  (x) => `${cap(x.a)} and ${x.b}: so ${x.n} reads, ${x.lean}, in ${x.place}.`,
  (x) => `Where ${x.zone} turns to ${x.place}, ${x.n} comes ${x.lean}, ${x.well ? "bringing" : "threatening"} ${x.a} and ${x.b}.`,
  (x) => `${x.N}, ${x.lean}, answers ${x.place} with ${x.a}${x.well ? " and " : ", and with "}${x.b}.`,
  (x) => x.corr
    ? `Under ${x.corr}, ${x.place} takes ${x.n} ${x.lean}: ${x.a}, ${x.well ? "and" : "and the threat of"} ${x.b}.`
    : `${x.place} falls to ${x.n}, ${x.lean}; look for ${x.a} and ${x.b} ${x.well ? "on your side" : "coming from across the table"}.`,
];

/** A second, shorter sentence by zone, used for about half of the lines. */
const ZONE_NOTES: Record<string, [well: string, ill: string]> = {
  "The Man": ["Your own ground is firm here.", "The trouble starts close to home, in you."],
  "The Clan": ["Those who stand with you carry it too.", "It tests the people you stand with."],
  "The Future": ["Keep it in view for the deals ahead.", "Watch for it in the deals ahead."],
  "The Realm": ["The powers above the table lean your way.", "Powers larger than the table push back."],
  "The Universe": ["The wider world answers in kind.", "The wider world answers with resistance."],
  "The Fate": ["Fate itself takes a hand for you.", "Fate deals this one to the other side."],
};

/**
 * How a card reads in its position and disposition, in one or two sentences. `name` is the
 * card's name in the game's deck style (default: the Fortunes name). A `null` position is a
 * card beyond the active layout.
 */
export function positionLine(code: string, disposition: Disposition, position: PositionLike | null, name: string = cardName(code)): string {
  const card = CARDS[code];
  const isStar = code.charAt(0) === "T";
  const well = disposition === "well";
  const lean = well ? "well-disposed" : "ill-disposed";
  const h = hash(`${code}|${disposition}|${position ? `${position.zone}|${position.position}` : ""}`);
  const [a, b] = twoKeywords(card ? card.keywords[disposition] : [], h);
  const n = inSentence(name, isStar);
  const N = cap(n);
  if (!position) {
    return h % 2
      ? `${N} lies beyond the layout, ${lean}: ${a} and ${b}, read apart from the spread.`
      : `Beyond the layout, ${n} adds a ${lean} note of ${a} and ${b}.`;
  }
  const parts: Parts = { N, n, lean, a, b, place: placeOf(position), zone: position.zone, corr: correspondenceOf(position), well };
  const line = TEMPLATES[h % TEMPLATES.length](parts);
  const note = ZONE_NOTES[position.zone];
  return note && (h >>> 8) % 2 === 0 ? `${line} ${note[well ? 0 : 1]}` : line;
}

export interface TeamSummary {
  headline: string;
  text: string;
  /** Suit names ("Wands" … "Stars") with the most cards, in suit order; several when tied; empty for no cards. */
  dominantSuits: string[];
  wellCount: number;
  illCount: number;
}

export interface TeamSummaryInput {
  outcome: "fortune" | "doom" | "even";
  cards: readonly { card: string; disposition: Disposition }[];
}

const SUIT_ORDER: SuitCode[] = ["W", "C", "S", "P", "T"];
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const list = (xs: string[]) => (xs.length <= 1 ? xs.join("") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`);

/** Fortune, doom or even; the suits that lead the spread; the balance of dispositions. */
export function teamSummary(input: TeamSummaryInput): TeamSummary {
  const counts = new Map<SuitCode, number>();
  const cards = input.cards.filter((c) => (SUIT_ORDER as string[]).includes(c.card.charAt(0)));
  for (const c of cards) {
    const s = c.card.charAt(0) as SuitCode;
    counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  const top = Math.max(0, ...counts.values());
  const leaders = top ? SUIT_ORDER.filter((s) => counts.get(s) === top) : [];
  const dominantSuits = leaders.map((s) => SUITS[s].name);
  const wellCount = cards.filter((c) => c.disposition === "well").length;
  const illCount = cards.length - wellCount;

  const headline = input.outcome === "fortune" ? "A fortune to share" : input.outcome === "doom" ? "A doom to share" : "An even reading";
  const parts: string[] = [];
  parts.push(input.outcome === "fortune"
    ? "The team took the deal, so its spread is a fortune the two partners share."
    : input.outcome === "doom"
      ? "The deal went to the other side, so this spread is the doom the two partners share."
      : "The deal ended level on points: the spread is read as it falls, neither fortune nor doom.");

  if (!cards.length) {
    parts.push("The team won no tricks this deal, so its spread is empty.");
  } else {
    parts.push(`Of ${plural(cards.length, "card", "cards")}, ${wellCount} ${wellCount === 1 ? "faces" : "face"} the team (well-disposed) and ${illCount} ${illCount === 1 ? "is" : "are"} turned away (ill-disposed).`);
    const domains = leaders.map((s) => SUITS[s].domain.split(":")[0].toLowerCase());
    if (leaders.length === 1) {
      parts.push(top === 1 ? `Only ${dominantSuits[0]} appear: ${domains[0]}.` : `${dominantSuits[0]} lead the spread with ${top}: ${domains[0]}.`);
    } else if (leaders.length === counts.size && top === 1) {
      parts.push(`No suit leads; ${list(dominantSuits)} each show once.`);
    } else {
      parts.push(`${list(dominantSuits)} share the lead with ${top} each: ${domains.join("; ")}.`);
    }
    if (leaders.includes("T") && (counts.get("T") ?? 0) >= 2) parts.push("With the Stars this strong, the deal touched more than luck at cards.");
    parts.push(wellCount > illCount
      ? input.outcome === "doom" ? "Even in a doom the balance leans the team's way: what went wrong can be turned." : "The balance leans in the team's favour."
      : wellCount < illCount
        ? input.outcome === "fortune" ? "The fortune was won against the grain: most cards are turned away, so read them closely." : "The balance leans against the team: read the turned cards closely."
        : "Favour and opposition weigh the same.");
  }
  return { headline, text: parts.join(" "), dominantSuits, wellCount, illCount };
}
