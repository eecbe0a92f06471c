/**
 * Private-hand conflicts (RULINGS "Private-hand conflicts (trick games)"): a play another device
 * recorded for a player whose hand is private to that player's phone is judged on what the
 * recording device may know, so it is accepted; the owner's own fold, which holds her hand, then
 * tells her which of those plays her hand proves wrong (not in it, or a revoke). Worked out for the
 * owner's seat only, from her fold (server/privacy.ts `Knowledge.conflictsFor`); no other device's
 * answer depends on it.
 *
 * Each recorded play of the owner after her private hand is checked the way her own phone would
 * have checked it (the module's `apply`, not lenient); one it refuses is a conflict, with the words
 * of that refusal, the cards she could have played, the device that recorded it (a correction's
 * device when a correction put the card there) and where it lies (deal, trick, position: the
 * correction that fixes it).
 */
import { isNote, step, type Folded } from "@/lib/games/fold";
import type { AnyGameModule } from "@/lib/games/module";
import { nameKey } from "@/lib/games/common/names";

export interface RawConflict {
  deal: number;
  trick: number;
  /** Position of the card in its trick (1 = the lead), as a correction names it. */
  position: number;
  card: string;
  /** The card's name in the table's deck style. */
  name: string;
  /** The device that recorded it (null: unknown, before devices). */
  device: string | null;
  /** The rule id the owner's phone would have refused it with, e.g. `play/must-follow-suit`. */
  rule: string;
  /** The module's own words for that refusal. */
  reason: string;
  /** The cards the owner could have played there, from her hand. */
  legal: string[];
}

/**
 * For each base action of `mine` (the owner's fold), the index of the entry in `mine.effective`
 * that put it there: the action itself, or the correction that replaced it.
 */
function originsOf(module: AnyGameModule, mine: Folded): number[] {
  const origin: number[] = [];
  const corrected = mine.effective.some((e) => e.type === "correct");
  if (!corrected) {
    mine.effective.forEach((e, i) => {
      if (!isNote(e)) origin.push(i);
    });
    return origin;
  }
  const first = module.setup(mine.setup);
  if (!first.ok) return origin;
  let f: Folded = { setup: mine.setup, state: first.value, effective: [], base: [] };
  for (let i = 0; i < mine.effective.length; i++) {
    const e = mine.effective[i]!;
    const r = step(module, f, e, { lenient: true });
    if (!r.ok) return origin;
    if (e.type === "correct") {
      const at = r.value.base.findIndex((a, k) => a !== f.base[k]);
      if (at >= 0) origin[at] = i;
    } else if (!isNote(e)) origin.push(i);
    f = r.value;
  }
  return origin;
}

/** Where a card lies in a record's deal: its trick and position (the last time it shows). */
function placeOf(record: unknown, deal: number, card: string): { trick: number; position: number } | null {
  const tricks = (record as { deals?: { tricks?: unknown }[] })?.deals?.[deal - 1]?.tricks;
  if (!Array.isArray(tricks)) return null;
  for (let t = tricks.length - 1; t >= 0; t--) {
    const cards = tricks[t];
    if (!Array.isArray(cards)) continue;
    const p = cards.lastIndexOf(card);
    if (p >= 0) return { trick: t + 1, position: p + 1 };
  }
  return null;
}

/**
 * The owner's conflicts in `mine`, her fold; `by` runs beside `mine.effective`; `from` is the
 * index there of her private hand (plays before it are not hers to judge).
 */
export function conflictsOf(module: AnyGameModule, mine: Folded, by: readonly (string | null)[], owner: string, from: number): RawConflict[] {
  const first = module.setup(mine.setup);
  if (!first.ok) return [];
  const origin = originsOf(module, mine);
  const key = nameKey(owner);
  let state = first.value;
  const found: (Omit<RawConflict, "trick" | "position"> & { deal: number })[] = [];
  for (let k = 0; k < mine.base.length; k++) {
    const a = mine.base[k]!;
    const at = origin[k] ?? -1;
    if (at > from && nameKey(module.actor(state, a) ?? "") === key) {
      const strict = module.apply(state, a, { lenient: false, index: k });
      if (strict.ok) {
        state = strict.value;
        continue;
      }
      const card = (a as { card?: unknown }).card;
      const lenient = module.apply(state, a, { lenient: true, index: k });
      if (!lenient.ok) return []; // the fold itself would have failed: nothing to say
      if (typeof card === "string") {
        const style = module.settings(state).deckStyle;
        const legal = module.legalMoves(state).map((m) => (m as { card?: unknown }).card).filter((c): c is string => typeof c === "string");
        found.push({
          deal: module.deal?.(state).number ?? 1, card, name: module.deck.name(card, style),
          device: by[at] ?? null, rule: strict.error.id, reason: strict.error.message, legal,
        });
      }
      state = lenient.value;
      continue;
    }
    const r = module.apply(state, a, { lenient: true, index: k });
    if (!r.ok) return [];
    state = r.value;
  }
  if (!found.length) return [];
  const record = module.toRecord(state);
  const out: RawConflict[] = [];
  for (const c of found) {
    const place = placeOf(record, c.deal, c.card);
    if (place) out.push({ ...c, ...place });
  }
  return out;
}

