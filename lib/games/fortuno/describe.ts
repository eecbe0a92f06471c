/** What an undo or a correction changed at a Fortuno table: cards in hand, the winner, the direction, whose turn. */
import type { ChangeWords } from "../module";
import type { FortunoView } from "./view";

export const fortunoChanges: ChangeWords = { none: "No count, turn or winner changed.", always: true };

export function describeFortuno(before: FortunoView, after: FortunoView): string[] {
  const lines: string[] = [];
  for (const s of after.seats) {
    const b = before.seats.find((x) => x.name === s.name);
    if (b && b.cards !== s.cards) lines.push(`${s.name}: ${b.cards} → ${s.cards} cards.`);
  }
  if (before.winner !== after.winner) lines.push(after.winner ? `${after.winner} now wins.` : `${before.winner} no longer wins.`);
  if (before.direction !== after.direction) lines.push(`Play now goes ${after.direction}.`);
  if (before.turn !== after.turn && after.turn) lines.push(`Now ${after.turn} acts.`);
  return lines;
}
