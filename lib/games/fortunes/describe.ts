/** What an undo or a correction changed at a Fortunes table: trick winners, points, deal scores, rule problems. */
import { cardName, type DeckStyle } from "../../cards";
import { problemChanges } from "../describe";
import type { ChangeWords } from "../module";
import type { FortunesView } from "./view";

export const fortunesChanges: ChangeWords = { none: "No winner, point or rule changes." };

export function describeFortunes(before: FortunesView, after: FortunesView): string[] {
  const style = after.deckStyle as DeckStyle;
  const out: string[] = [];
  const n = Math.min(before.deals.length, after.deals.length);
  for (let d = 0; d < n; d++) {
    const a = before.deals[d], b = after.deals[d];
    for (let i = 0; i < Math.max(a.tricks.length, b.tricks.length); i++) {
      const x = a.tricks[i], y = b.tricks[i];
      if (!x || !y) continue;
      if (x.winner !== y.winner || x.points !== y.points || x.type !== y.type) {
        out.push(`Trick ${i + 1}: ${x.winner ?? "nobody"} (${x.points}) → ${y.winner ?? "nobody"} (${y.points})${y.winningCard ? ` with ${cardName(y.winningCard, style)}` : ""}${x.type !== y.type ? `, now ${y.type}` : ""}.`);
      }
    }
    if (a.scores.teams.high !== b.scores.teams.high || a.scores.teams.low !== b.scores.teams.low) {
      out.push(`Deal ${d + 1} score: High ${a.scores.teams.high} → ${b.scores.teams.high}, Low ${a.scores.teams.low} → ${b.scores.teams.low}.`);
    }
    out.push(...problemChanges(a.violations, b.violations));
  }
  return out;
}
