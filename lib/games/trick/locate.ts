/**
 * Corrections and error places in a trick game's log: which base action put a recorded card on
 * the table (the generic fold replaces it and refolds), and where a base action stands ("deal 2,
 * trick 5") for a record's error message.
 */
import { z } from "zod";
import { err, ok, type Result } from "../../result";
import type { CorrectionTarget } from "../module";
import type { TrickCore } from "./types";

/** Where a correction points in a trick game: the card at `position` (in play order) of `trick` of `deal` (the last deal when left out). */
export interface TrickTarget extends CorrectionTarget {
  deal?: number;
  trick?: number;
  position?: number;
}

/**
 * A trick game's correction target as the API accepts it (the module's `correctionTarget`).
 * `firstTrick`: 1, or 0 for a game that records a card before the first trick (trick 0, position 1:
 * a turned trump). Other fields of the entry are left as they are.
 */
export function trickTargetSchema(options: { firstTrick?: 0 | 1 } = {}): z.ZodType<TrickTarget> {
  return z.object({
    deal: z.number().int().min(1).optional(),
    trick: z.number().int().min(options.firstTrick ?? 1).max(60).optional(),
    position: z.number().int().min(1).max(12).optional(),
    card: z.string().trim().toUpperCase().min(1).max(8),
  });
}

export interface LocateSpec<C extends string, D extends { tricks: readonly TrickCore<C>[] }> {
  isCard(c: unknown): c is C;
  unknownCard(c: unknown): string;
  /** "deal" or "round". */
  dealWord: string;
  /** A card recorded outside the tricks (trick 0: Fortune Tenners' turned trump), or null for none. */
  trickZero?(d: D, target: TrickTarget, dealNo: number): Result<{ index: number; action: { type: string; card: C } }> | null;
}

const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

/** The base action behind the card at `target` (deal, trick, 1-based position in play order). */
export function locatePlay<C extends string, D extends { tricks: readonly TrickCore<C>[] }, A extends { type: string } = { type: "play"; card: C }>(
  spec: LocateSpec<C, D>, deals: readonly D[], target: TrickTarget,
): Result<{ index: number; action: A }> {
  if (!spec.isCard(target?.card)) return err("card/unknown", spec.unknownCard(target?.card));
  const dealNo = target.deal ?? deals.length;
  const d = deals[dealNo - 1];
  if (!d) return err("correct/no-such-card", `There is no ${spec.dealWord} ${dealNo}.`);
  if (target.trick === 0 && spec.trickZero) {
    const r = spec.trickZero(d, target, dealNo);
    if (r) return r as Result<{ index: number; action: A }>;
  }
  const t = typeof target.trick === "number" ? d.tricks[target.trick - 1] : undefined;
  const p = t && typeof target.position === "number" ? t.plays[target.position - 1] : undefined;
  if (!p || p.at < 0) return err("correct/no-such-card", `${cap(spec.dealWord)} ${dealNo} has no card in trick ${target.trick}, position ${target.position}.`);
  if (p.card === target.card) return err("correct/same-card", "That card is already recorded there.");
  return ok({ index: p.at, action: { type: "play", card: target.card } as unknown as A });
}

export interface WhereSpec {
  /** Action types that start the next deal (`nextDeal`, Fortey-One's `redeal`). */
  next: readonly string[];
  /** Cards in a trick, from the actions when the game's size varies (Fortune Tenners). */
  perTrick(actions: readonly { type: string }[]): number;
  /** A place of the game's own for an action that is not a play ("bids", "trump card"), or null for the trick it falls in. */
  label?(action: { type: string; player?: unknown }): string | null;
}

/** "deal 2, trick 5", "deal 1, bids" or "deal 3" for base action `index`. */
export function whereIn(spec: WhereSpec, actions: readonly { type: string }[], index: number): string {
  const a = actions[index];
  // A refused next deal (one after the game was won) belongs to the deal it would start.
  if (a && spec.next.includes(a.type)) return `deal ${actions.slice(0, index).filter((x) => spec.next.includes(x.type)).length + 2}`;
  let deal = 1;
  let plays = 0;
  for (let i = 0; i < index && i < actions.length; i++) {
    const x = actions[i];
    if (spec.next.includes(x.type)) { deal++; plays = 0; } else if (x.type === "play") plays++;
  }
  if (!a && spec.label) return `deal ${deal}`;
  const own = !a || a.type === "play" ? null : spec.label?.(a as { type: string; player?: unknown });
  if (own) return `deal ${deal}, ${own}`;
  if (own === "") return `deal ${deal}`;
  const per = spec.perTrick(actions);
  return `deal ${deal}, trick ${per > 0 ? Math.floor(plays / per) + 1 : 1}`;
}
