/**
 * A free reading: real cards laid into the Fortunes spread without a game. Each line names a
 * card; "ill" (or "reversed") after it marks it ill-disposed.
 */
import { type DeckStyle } from "../cards";
import { parseCard } from "../cards/parse";
import { SUITS, type SuitCode } from "./cards-data";
import { layoutFor, positionFor, type LayoutName, type Position } from "./positions";

export interface FreeCard { card: string; disposition: "well" | "ill"; owner: "reader" | "partner"; index: number; position: Position | null }
export interface FreeReading { layout: LayoutName; cards: FreeCard[]; problems: string[] }

/** Cards one a line (or comma-separated), "ill", "reversed" or "-ill" after a card turning it; problems named. */
export function parseCardList(text: string, style: DeckStyle, owner: string, problems: string[]) {
  return parseLines(text, style, owner, problems);
}

function parseLines(text: string, style: DeckStyle, owner: string, problems: string[]) {
  const out: { card: string; disposition: "well" | "ill" }[] = [];
  for (const raw of text.split(/[\n,;]+/)) {
    const line = raw.trim();
    if (!line) continue;
    const m = /^(.*?)(?:\s+|\s*[-(])(ill|reversed|rev|r)\)?$/i.exec(line);
    const r = parseCard(m ? m[1] : line, { style });
    if (!r.ok) { problems.push(`${owner}: ${r.error.message}`); continue; }
    if (out.some((c) => c.card === r.value)) { problems.push(`${owner}: ${line} is listed twice.`); continue; }
    out.push({ card: r.value, disposition: m ? "ill" : "well" });
  }
  return out;
}

export function freeReading(reader: string, partner: string, style: DeckStyle = "fortunes"): FreeReading {
  const problems: string[] = [];
  const mine = parseLines(reader, style, "Your cards", problems);
  const theirs = parseLines(partner, style, "Partner's cards", problems);
  for (const c of theirs) if (mine.some((x) => x.card === c.card)) problems.push(`${c.card} is in both lists.`);
  const layout = layoutFor(mine.length, theirs.length);
  const place = (list: typeof mine, owner: "reader" | "partner") =>
    list.map((c, i) => ({ ...c, owner, index: i + 1, position: positionFor(layout, owner, i + 1) }));
  return { layout, cards: [...place(mine, "reader"), ...place(theirs, "partner")], problems };
}

/**
 * A reading's state for its link: each owner's cards in order as codes, "-ill" after an
 * ill-disposed one ("C01,T21,S13-ill"), which freeReading reads back.
 */
export function freeQuery(cards: readonly { card: string; disposition: "well" | "ill"; owner: "reader" | "partner" }[], style: DeckStyle): string {
  const list = (owner: string) => cards.filter((c) => c.owner === owner).map((c) => `${c.card}${c.disposition === "ill" ? "-ill" : ""}`).join(",");
  const parts = [`me=${list("reader")}`, `partner=${list("partner")}`];
  if (style !== "fortunes") parts.push(`style=${style}`);
  return parts.join("&");
}

const SUIT_ORDER: SuitCode[] = ["W", "C", "S", "P", "T"];
const listed = (xs: string[]) => (xs.length <= 1 ? xs.join("") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`);

/** A few sentences over the whole spread: how many cards face the reader, and which suits lead. */
export function freeSummary(reading: FreeReading): string {
  const cards = reading.cards;
  if (!cards.length) return "";
  const well = cards.filter((c) => c.disposition === "well").length;
  const ill = cards.length - well;
  const counts = new Map<SuitCode, number>();
  for (const c of cards) counts.set(c.card[0] as SuitCode, (counts.get(c.card[0] as SuitCode) ?? 0) + 1);
  const top = Math.max(...counts.values());
  const leaders = SUIT_ORDER.filter((s) => counts.get(s) === top);
  const out = [
    `${cards.length} card${cards.length === 1 ? "" : "s"} in the ${reading.layout} layout: ${well} well-disposed (facing you) and ${ill} ill-disposed (turned toward your partner).`,
  ];
  if (top > 1 && leaders.length === 1) out.push(`${SUITS[leaders[0]].name} lead with ${top}: ${SUITS[leaders[0]].domain.split(":")[0].toLowerCase()}.`);
  else if (top > 1) out.push(`${listed(leaders.map((s) => SUITS[s].name))} share the lead with ${top} each.`);
  else out.push("No suit leads: every suit that shows, shows once.");
  if ((counts.get("T") ?? 0) >= 2) out.push("With the Stars this strong, the spread speaks of more than the everyday.");
  out.push(well > ill ? "The balance leans your way." : well < ill ? "The balance leans against you: read the turned cards closely." : "Favour and opposition weigh the same.");
  return out.join(" ");
}
