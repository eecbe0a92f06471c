/**
 * A free reading: real cards laid into the Fortunes spread without a game. Each line names a
 * card; "ill" (or "reversed") after it marks it ill-disposed.
 */
import { parseCard, type DeckStyle } from "../cards";
import { layoutFor, positionFor, type LayoutName, type Position } from "./positions";

export interface FreeCard { card: string; disposition: "well" | "ill"; owner: "reader" | "partner"; index: number; position: Position | null }
export interface FreeReading { layout: LayoutName; cards: FreeCard[]; problems: string[] }

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
