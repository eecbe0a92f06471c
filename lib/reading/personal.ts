/**
 * The opening of a player's game reading, in their own terms: the outcome, then the player's own
 * zones one line each (The Man, The Clan), then the partner's, and the Outcome card called out in
 * a Fate reading (else the weightiest Star). Each player's text is built from their own tricks and
 * names them, so two players never read the same words.
 */
import { cardName, isStar, rankOf, type DeckStyle } from "../cards";
import { cardIn } from "./styled";
import type { Disposition } from "./cards-data";

export interface PersonalCard {
  owner: string;
  index: number;
  card: string;
  disposition: Disposition;
  zone: string | null;
  position: string | null;
}

export interface PersonalInput {
  player: string;
  partner: string;
  layout: "simple" | "broader" | "fate";
  outcome: "fortune" | "doom" | "even";
  cards: readonly PersonalCard[];
}

export interface ZoneLine { zone: string; whose: "own" | "partner" | "shared"; text: string }

export interface PersonalSummary {
  opening: string;
  zones: ZoneLine[];
  /** The Outcome (Fate readings) or the weightiest Star, called out; null when neither lies in the spread. */
  callout: string | null;
  /** Everything above as one paragraph. */
  text: string;
}

const ZONE_ORDER: Record<string, number> = { "The Man": 0, "The Clan": 1, "The Future": 2, "The Universe": 2, "The Realm": 3, "The Fate": 4 };

const nameIn = (code: string, style: DeckStyle) => {
  const n = cardName(code, style);
  return /^The /.test(n) ? "the" + n.slice(3) : isStar(code) ? n : "the " + n;
};
const ZONE_ABOUT: Record<string, string> = {
  "The Man": "yourself", "The Clan": "your people", "The Future": "what lies ahead", "The Universe": "the wider world",
  "The Realm": "the great forces", "The Fate": "what is fated for you both",
};
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The card that sets a zone's tone: a Star first (highest number), else the first laid. */
function leadOf(cards: readonly PersonalCard[]): PersonalCard {
  const stars = cards.filter((c) => isStar(c.card)).sort((a, b) => rankOf(b.card) - rankOf(a.card));
  return stars[0] ?? cards[0];
}

function balance(cards: readonly PersonalCard[], toward: string): string {
  const well = cards.filter((c) => c.disposition === "well").length;
  const ill = cards.length - well;
  const of = `${cards.length === 1 ? "its one card" : `${cards.length === 2 ? "both" : `all ${cards.length}`} cards`}`;
  if (ill === 0) return `${of} ${cards.length === 1 ? "faces" : "face"} ${toward}`;
  if (well === 0) return `${of} ${cards.length === 1 ? "is" : "are"} turned away`;
  if (well > ill) return `${well} of ${cards.length} face ${toward}`;
  if (ill > well) return `${ill} of ${cards.length} are turned away`;
  return `the cards are split evenly, ${well} and ${ill}`;
}

function zoneLine(zone: string, cards: readonly PersonalCard[], whose: ZoneLine["whose"], who: string, style: DeckStyle): string {
  const lead = leadOf(cards);
  const data = cardIn(lead.card, style);
  const kw = data ? data.keywords[lead.disposition].slice(0, 2).join(", ") : "";
  const label = whose === "own" ? `Your ${zone.replace(/^The /, "")}` : whose === "partner" ? `${who}'s ${zone.replace(/^The /, "")}` : "The Fate";
  const about = ZONE_ABOUT[zone] ?? zone;
  const lean = lead.disposition === "well" ? "well-disposed" : "ill-disposed";
  return `${label} (${about}): ${balance(cards, whose === "own" ? "you" : "your side")}, and ${nameIn(lead.card, style)}, ${lean}, sets the tone (${kw}).`;
}

export function personalSummary(r: PersonalInput, style: DeckStyle = "fortunes"): PersonalSummary {
  const placed = r.cards.filter((c) => c.zone);
  const opening = r.outcome === "fortune"
    ? `${r.player}, your team took the deal: this is the fortune you share with ${r.partner}, read from your seat.`
    : r.outcome === "doom"
      ? `${r.player}, the deal went to the other side: this is the doom you share with ${r.partner}, read from your seat, and a doom read early can be turned.`
      : `${r.player}, the deal ended level: your spread with ${r.partner} is read as it falls, neither fortune nor doom.`;
  const groups = new Map<string, { whose: ZoneLine["whose"]; cards: PersonalCard[] }>();
  for (const c of placed) {
    const whose: ZoneLine["whose"] = c.zone === "The Fate" ? "shared" : c.owner === r.player ? "own" : "partner";
    const g = groups.get(c.zone!) ?? { whose, cards: [] };
    g.cards.push(c);
    groups.set(c.zone!, g);
  }
  const ordered = [...groups.entries()].sort((a, b) => (ZONE_ORDER[a[0]] ?? 9) - (ZONE_ORDER[b[0]] ?? 9));
  const zones: ZoneLine[] = ordered.map(([zone, g]) => ({ zone, whose: g.whose, text: zoneLine(zone, g.cards, g.whose, r.partner, style) }));
  if (!placed.length) zones.push({ zone: "", whose: "own", text: `You and ${r.partner} won no tricks this deal, so there is no spread to read.` });

  let callout: string | null = null;
  const outcome = placed.find((c) => c.zone === "The Fate" && c.owner === r.player && c.index === 10);
  if (outcome) {
    const d = cardIn(outcome.card, style);
    const well = outcome.disposition === "well";
    callout = `Your Outcome is ${nameIn(outcome.card, style)}, ${well ? "well-disposed" : "ill-disposed"}: ${d ? d[outcome.disposition] : ""} A Fate reading is rare; give this card the most weight.`.replace(/: {2}/, ": ");
  } else if (placed.some((c) => c.zone === "The Fate" && c.owner === r.partner && c.index === 10)) {
    const o = placed.find((c) => c.zone === "The Fate" && c.owner === r.partner && c.index === 10)!;
    callout = `${r.partner}'s Outcome is ${nameIn(o.card, style)}, ${o.disposition === "well" ? "well-disposed" : "ill-disposed"}; from your seat it marks the trap you escape. A Fate reading is rare; give this card the most weight.`;
  } else {
    const stars = placed.filter((c) => isStar(c.card)).sort((a, b) => rankOf(b.card) - rankOf(a.card));
    const top = stars[0];
    if (top) {
      const whose = top.owner === r.player ? "your" : `${r.partner}'s`;
      callout = `The weightiest card is ${nameIn(top.card, style)}, ${top.disposition === "well" ? "well-disposed" : "ill-disposed"} in ${whose} ${top.position ?? "spread"}: a Star, a force larger than the deal.`;
    }
  }
  const text = [opening, ...zones.map((z) => z.text), ...(callout ? [callout] : [])].map(cap).join(" ");
  return { opening, zones, callout, text };
}
