/** Questions about a deal: who is still in, whose turn comes next, what lies on the piles and what can be drawn. */
import type { CardCode } from "../../cards";
import { fortunoCardName } from "./deck";
import { CHARIOT } from "./rules";
import type { Deal, FortunoState } from "./types";

export const currentDeal = (s: FortunoState): Deal => s.deals[s.deals.length - 1];
export const isActive = (d: Deal, p: string): boolean => !d.eliminated.includes(p);
export const activePlayers = (d: Deal): string[] => d.seating.filter((p) => isActive(d, p));
export const endgame = (d: Deal): boolean => activePlayers(d).length === 2;
export const isHermit = (d: Deal, p: string): boolean => (d.skipped[p] ?? 0) > 0;

/** The next player still in the game from `p`'s seat in a direction. */
export function stepFrom(d: Deal, p: string, dir: 1 | -1 = d.direction): string {
  const n = d.seating.length;
  let i = d.seating.indexOf(p);
  for (let k = 0; k < n; k++) {
    i = (i + dir + n) % n;
    if (isActive(d, d.seating[i])) return d.seating[i];
  }
  return p;
}

/** Active players in the direction of play starting after `p` (p itself last, if active). */
export function orderFrom(d: Deal, p: string): string[] {
  const out: string[] = [];
  const n = d.seating.length;
  let i = d.seating.indexOf(p);
  for (let k = 0; k < n; k++) {
    i = (i + d.direction + n) % n;
    if (isActive(d, d.seating[i])) out.push(d.seating[i]);
  }
  return out;
}

/** Cards on the discard pile (cards out of the game left as the top are not counted). */
export const discardCount = (d: Deal): number => d.pileUnknown + d.pile.reduce((s, e) => s + (e.removed ? 0 : 1), 0);
/** Cards that can still be drawn: the draw pile and all but the top card of the discard pile. */
export function available(d: Deal): number {
  const top = d.pile[d.pile.length - 1];
  return d.drawPile + Math.max(0, discardCount(d) - (top && !top.removed ? 1 : 0));
}
export const physicalTop = (d: Deal): CardCode | null => d.pile[d.pile.length - 1]?.card ?? null;

/** The card in effect on top: a chosen identity for The Fool / Art, the card under The Chariot. */
export function effectiveTop(d: Deal): CardCode | null {
  for (let i = d.pile.length - 1; i >= 0; i--) {
    const e = d.pile[i];
    if (e.card === CHARIOT && !e.removed && i > 0) continue;
    return e.as ?? e.card;
  }
  return null;
}

export const name = (c: CardCode, style = "thoth") => fortunoCardName(c, style);
export const visible = (d: Deal, c: CardCode) => d.pile.some((e) => e.card === c && !e.removed) || d.gone.includes(c);

export const dirWord = (d: Deal) => (d.direction === 1 ? "clockwise" : "counter-clockwise");
