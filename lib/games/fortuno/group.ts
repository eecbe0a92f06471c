/** Group cards (Adjustment, The Star, The Universe, the Church Gambit, The Devil): everyone acts, and The Chariot can be thrown right after one for immunity. */
import { ADJUSTMENT, adjustmentCounts, identityOf, starCounts, universeCounts } from "./rules";
import type { Deal, GroupKind } from "./types";
import { dirWord, isActive, isHermit, name, orderFrom } from "./piles";
import { cloneDeal } from "./setup";
import { type Ctx, passTurn, say, take } from "./turn";

export function groupOrder(d: Deal, actor: string, immune: readonly string[], withActor: boolean): string[] {
  const out = orderFrom(d, actor).filter((p) => p !== actor && !immune.includes(p) && !isHermit(d, p));
  if (withActor && isActive(d, actor)) out.push(actor);
  return out;
}

export function runGroup(c: Ctx, kind: GroupKind, actor: string, immune: string[]): void {
  const d = c.d;
  d.group = null;
  const before = cloneDeal(d);
  const immuneText = immune.length ? ` (${immune.join(", ")} immune)` : "";
  switch (kind) {
    case "adjustment": {
      const order = groupOrder(d, actor, immune, true);
      Object.assign(d.counts, adjustmentCounts(order, d.counts));
      say(c, `${name(identityOf(ADJUSTMENT, c.style), c.style)}: hands shuffled and dealt again from ${order[0]}${immuneText}: ${order.map((p) => `${p} ${d.counts[p]}`).join(", ")}.`);
      passTurn(c, actor);
      break;
    }
    case "star": {
      const order = groupOrder(d, actor, immune, true);
      Object.assign(d.counts, starCounts(order, d.counts));
      say(c, `The Star: everyone passes one card ${dirWord(d)}${immuneText}.`);
      passTurn(c, actor);
      break;
    }
    case "universe": {
      const order = groupOrder(d, actor, immune, true);
      Object.assign(d.counts, universeCounts(order, d.counts));
      say(c, `The Universe: every hand passes ${dirWord(d)}${immuneText}.`);
      passTurn(c, actor);
      break;
    }
    case "gambit": {
      const order = groupOrder(d, actor, immune, false);
      for (const p of order) d.counts[p] += take(c, 2);
      say(c, `The Church Gambit: ${order.length ? order.join(", ") : "nobody"} draw${order.length === 1 ? "s" : ""} two${immuneText}.`);
      passTurn(c, actor);
      break;
    }
    case "devil": {
      const hermits = orderFrom(d, actor).filter((p) => isHermit(d, p));
      d.pending = { kind: "devil", player: actor, immune: [...immune, ...hermits] };
      say(c, `The Devil: everyone else offers ${actor} a non-numerical card${immuneText}.`);
      break;
    }
  }
  d.group = { kind, actor, immune, before };
}
