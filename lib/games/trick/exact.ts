/**
 * The exact check after a deal (RULINGS "Hidden hands" 2): once every card is played, a player's
 * hand at any moment is the cards they play from then on, so every follow rule can be checked
 * exactly. The core counts what each seat still holds of each suit (or symbol); the game judges.
 */
import type { Seat, TrickCore, TrickViolation } from "./types";
import { sortViolations } from "./play";

export interface ExactRules<C extends string, R extends string> {
  /** How many suits (or symbols) a card may be counted under. */
  keys: number;
  /** A card's suit as a number below `keys`, or −1 for a card of none (a Ribbon, a Knot). */
  keyOf(card: C): number;
  /**
   * A judge for one check, called for every play in order; `holds(k)`: the player still holds a
   * card of suit `k` (the one played included). The rule broken, or null.
   */
  judge(): (play: { trick: number; index: number; card: C; seat: Seat; cards: readonly C[] }, holds: (key: number) => boolean) => { rule: R; message: string } | null;
  /**
   * What happens to the violations found during play: "add" keeps them as they were and adds the
   * new ones; otherwise the rules judged here are found again (those already seen keep their
   * "at once" mark) and of the others only those `keep` accepts stay.
   */
  mode: "add" | "recompute";
  keep?(v: TrickViolation<C, R>): boolean;
}

export function exactCheck<C extends string, R extends string>(
  rules: ExactRules<C, R>, players: readonly string[], d: { tricks: readonly TrickCore<C>[]; violations: readonly TrickViolation<C, R>[] },
): TrickViolation<C, R>[] {
  const K = rules.keys;
  // counts[seat*K + key]: cards of that key the seat plays from the current point on.
  const counts = new Int32Array(players.length * K);
  for (const t of d.tricks) for (const p of t.plays) {
    const k = rules.keyOf(p.card);
    if (k >= 0) counts[p.seat * K + k]++;
  }
  const judge = rules.judge();
  const earlier = (v: { trick: number; seat: Seat; rule: R }) => d.violations.some((y) => y.trick === v.trick && y.seat === v.seat && y.rule === v.rule);
  const out: TrickViolation<C, R>[] = rules.mode === "add" ? d.violations.slice() : [];
  for (const t of d.tricks) {
    const cards = t.plays.map((p) => p.card);
    for (let i = 0; i < t.plays.length; i++) {
      const { card, seat } = t.plays[i];
      const base = seat * K;
      const broken = judge({ trick: t.number, index: i, card, seat, cards }, (k) => counts[base + k] > 0);
      if (broken) {
        const v: TrickViolation<C, R> = { trick: t.number, position: i, seat, player: players[seat], card, rule: broken.rule, message: broken.message, found: "post-deal" };
        if (rules.mode === "add") {
          if (!out.some((x) => x.trick === v.trick && x.seat === v.seat && x.rule === v.rule)) out.push(v);
        } else out.push(earlier(v) ? { ...v, found: "at-once" } : v);
      }
      const k = rules.keyOf(card);
      if (k >= 0) counts[base + k]--;
    }
  }
  if (rules.mode === "recompute") for (const x of d.violations) if (rules.keep?.(x)) out.push(x);
  return sortViolations(out);
}
