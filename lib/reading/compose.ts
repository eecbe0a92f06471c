/**
 * Reading text composed from card and position data: one line for a card in its position and
 * disposition, a one-line meaning, and a summary for the team. Pure and deterministic: the
 * same card, disposition and position always give the same words, and the phrasing is picked
 * by a hash of card and position so that a spread does not read like a form letter.
 */
import { identityOf, type DeckStyle } from "../cards";
import { CARDS, SUITS, type Disposition, type SuitCode } from "./cards-data";
import { senseOf, type PlaceSense, type PlaceTone } from "./position-sense";
import { cardIn } from "./styled";

export type { Disposition };

/** What a line needs of a position (lib/reading/positions' `Position` fits). */
export interface PositionLike {
  zone: string;
  position: string;
  meaning: string;
  correspondence?: string | null;
  sphere?: string | null;
  /** What the place means and how it leans; the Fortunes places have theirs in position-sense. */
  sense?: PlaceSense;
}

/** The first sentence of the card's interpretation for its disposition (for tight spaces). */
export function shortMeaning(code: string, disposition: Disposition, style: DeckStyle = "fortunes"): string {
  const card = style === "fortunes" ? CARDS[code] : cardIn(code, style);
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

/** The place's name inside a sentence: "the House of War", "your Outcome", "Hopes". */
function placeName(p: PositionLike): string {
  const special: Record<string, string> = {
    "Outcome 1 / Trap avoided 2": "your Outcome",
    "Outcome 2 / Trap avoided 1": "your partner's Outcome",
    "The Gift (given)": "the Gift you give",
    "The Gift (received)": "the Gift you receive",
    "The Astral/Aether or Collective Unconscious": "the Astral",
    "The House of Illusion (Time)": "the House of Illusion",
  };
  const name = special[p.position] ?? p.position;
  return /^The /.test(name) ? "the" + name.slice(3) : name;
}

/** Cards whose well-disposed side is still hard news: the upright meaning, faced honestly. */
const HEAVY = new Set(["T13", "T15", "T16", "S03", "S05", "S08", "S09", "S10", "C05", "P05", "W10"]);

type Tone = "light" | "hard" | "shadow";

interface Parts { N: string; n: string; P: string; p: string; subj: string; k: string }

type Template = (x: Parts) => string;

/** [card tone][place tone] → two phrasings; every sentence names both the card and the place. */
const MATRIX: Record<Tone, Record<PlaceTone, [Template, Template]>> = {
  light: {
    good: [
      (x) => `In ${x.p}, ${x.n} lies well-disposed and adds its strength to ${x.subj} (${x.k}).`,
      (x) => `${x.N} comes well-disposed to ${x.p}, good news for ${x.subj}: the place and the card pull the same way (${x.k}).`,
    ],
    hard: [
      (x) => `${x.N} lies well-disposed in ${x.p}, a kind card in a hard place: there is less to dread in ${x.subj} than it seems (${x.k}).`,
      (x) => `${x.P} holds ${x.n}, well-disposed: in ${x.subj} there is something to learn or win over, not only to fear (${x.k}).`,
    ],
    open: [
      (x) => `In ${x.p}, ${x.n} is well-disposed: the card's best side speaks for ${x.subj} (${x.k}).`,
      (x) => `${x.N}, well-disposed in ${x.p}, bodes well for ${x.subj} (${x.k}).`,
    ],
  },
  hard: {
    good: [
      (x) => `${x.N} lies well-disposed in ${x.p}, a hard card in a kind place: the way to ${x.subj} runs through a difficult passage, not around it (${x.k}).`,
      (x) => `${x.P} takes ${x.n}, well-disposed: something painful comes first for ${x.subj}, but the card is honest and the place is kind (${x.k}).`,
    ],
    hard: [
      (x) => `${x.N}, well-disposed in ${x.p}, names the trouble in ${x.subj} plainly; faced squarely, it can be survived (${x.k}).`,
      (x) => `In ${x.p}, ${x.n} lies well-disposed: for ${x.subj} this is as hard as it looks, but the card shows the way through rather than the fall (${x.k}).`,
    ],
    open: [
      (x) => `In ${x.p}, ${x.n} is well-disposed: a hard lesson for ${x.subj}, honestly given (${x.k}).`,
      (x) => `${x.N} lies well-disposed in ${x.p}; for ${x.subj} it brings a difficult truth that leaves things clearer (${x.k}).`,
    ],
  },
  shadow: {
    good: [
      (x) => `${x.N} lies ill-disposed in ${x.p}: the promise for ${x.subj} holds, but it comes with the card's shadow and needs watching (${x.k}).`,
      (x) => `${x.P} holds ${x.n}, ill-disposed, so a shadow falls across ${x.subj}; name it early (${x.k}).`,
    ],
    hard: [
      (x) => `${x.N}, ill-disposed in ${x.p}, doubles the warning for ${x.subj}: meet it early and with open eyes (${x.k}).`,
      (x) => `In ${x.p}, ${x.n} lies ill-disposed, a dark card in a dark place: guard against it in ${x.subj} (${x.k}).`,
    ],
    open: [
      (x) => `In ${x.p}, ${x.n} is ill-disposed: the card's shadow falls on ${x.subj}, and that is where to look first (${x.k}).`,
      (x) => `${x.N} lies ill-disposed in ${x.p}, a warning for ${x.subj} (${x.k}).`,
    ],
  },
};

/** The card's tone in its disposition. */
export function cardTone(code: string, disposition: Disposition, style: DeckStyle = "fortunes"): Tone {
  if (disposition === "ill") return "shadow";
  return HEAVY.has(identityOf(code, style)) ? "hard" : "light";
}

/**
 * How a card reads in its position and disposition, in one sentence that weighs the card's tone
 * against the place's (lib/reading/position-sense). `name` is the card's name in the deck style
 * (default: the Fortunes name); `style` picks the card printed at the code. A `null` position is
 * a card beyond the active layout. A position from another spread may carry its own sense.
 */
export function positionLine(code: string, disposition: Disposition, position: PositionLike | null, name?: string, style: DeckStyle = "fortunes"): string {
  const card = cardIn(code, style);
  const isStar = code.charAt(0) === "T";
  const well = disposition === "well";
  const lean = well ? "well-disposed" : "ill-disposed";
  const h = hash(`${code}|${disposition}|${position ? `${position.zone}|${position.position}` : ""}`);
  const [a, b] = twoKeywords(card ? card.keywords[disposition] : [], h);
  const n = inSentence(name ?? (card ? card.name : code), isStar);
  const N = cap(n);
  const k = a === b ? a : `${a}, ${b}`;
  if (!position) {
    return h % 2
      ? `${N} lies beyond the layout, ${lean}: read it apart from the spread (${k}).`
      : `Beyond the layout, ${n} adds a ${lean} note to the reading (${k}).`;
  }
  const sense = position.sense ?? senseOf(position.zone, position.position) ?? { subject: `what ${position.position.toLowerCase()} stands for`, plain: position.meaning, tone: "open" as const };
  const p = placeName(position);
  const parts: Parts = { N, n, P: cap(p), p, subj: sense.subject, k };
  return MATRIX[cardTone(code, disposition, style)][sense.tone][(h >>> 3) % 2](parts);
}

/** A place's plain meaning, to stand beside the card. */
export function plainMeaning(position: PositionLike): string {
  return position.sense?.plain ?? senseOf(position.zone, position.position)?.plain ?? position.meaning;
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
