/** What an undo or a correction changed at a Fortey-One table: bids, cards, winners, tricks, points, problems. */
import { problemChanges } from "../describe";
import type { ChangeWords } from "../module";
import { cardName41 } from "./deck";
import type { ForteyOneView } from "./view";

export const forteyOneChanges: ChangeWords = { none: "No winner, point or rule changes." };

export function describeForteyOne(before: ForteyOneView, after: ForteyOneView): string[] {
  const style = after.deckStyle === "tarot" ? "tarot" : "standard";
  const name = (c: string) => cardName41(c, style);
  const out: string[] = [];
  const sameDeal = before.deal === after.deal;
  if (!sameDeal) out.push(`Back to deal ${after.deal}${before.status === "redeal" || after.status === "redeal" ? " (the redeal is undone)" : ""}.`);
  if (sameDeal) {
    for (const b of before.bids) {
      const a = after.bids.find((x) => x.player === b.player);
      if (a && a.bid !== b.bid) out.push(b.bid !== null && a.bid === null ? `${b.player}'s bid of ${b.bid} is taken back.` : `${b.player}'s bid: ${b.bid ?? "none"} → ${a.bid ?? "none"}.`);
    }
    for (let i = 0; i < Math.max(before.tricks.length, after.tricks.length); i++) {
      const x = before.tricks[i], y = after.tricks[i];
      if (x) for (let k = 0; k < x.cards.length; k++) {
        const c = x.cards[k], d = y?.cards[k];
        if (!d) out.push(`${c.player}'s ${name(c.card)} (trick ${x.number}) is taken back.`);
        else if (d.card !== c.card) out.push(`Trick ${x.number}: ${c.player}'s ${name(c.card)} → ${name(d.card)}.`);
      }
      if (x && y && x.winner && y.winner && x.winner !== y.winner) out.push(`Trick ${x.number} now goes to ${y.winner} (was ${x.winner}) with ${name(y.winningCard!)}.`);
    }
    out.push(...problemChanges(before.violations, after.violations));
    for (const p of after.seats) {
      const b = before.seats.find((x) => x.name === p.name);
      if (b && b.tricksWon !== p.tricksWon) out.push(`${p.name} now has ${p.tricksWon} trick${p.tricksWon === 1 ? "" : "s"} (was ${b.tricksWon}).`);
    }
  }
  const last = (v: ForteyOneView) => v.sheet.filter((r) => r.points).pop();
  const lb = last(before), la = last(after);
  if (lb && la && lb.deal === la.deal) {
    for (const p of after.seats) if (lb.points![p.name] !== la.points![p.name]) out.push(`Deal ${la.deal}, ${p.name}: ${lb.points![p.name]} → ${la.points![p.name]} points.`);
  }
  if ((before.winner ?? []).join() !== (after.winner ?? []).join()) {
    out.push(after.winner ? `${after.winner.join(" & ")} now win the match.` : "The match is open again.");
  }
  return out;
}
