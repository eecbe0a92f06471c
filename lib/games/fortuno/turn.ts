/** The turn machinery: drafts of a deal are changed in place through these (taking cards, owing draws, passing the turn, winners, lovers, hermits, eliminations, the pile). */
import { type CardCode, isStar, rankOf, suitOf } from "../../cards";
import { divorceCounts } from "./rules";
import type { Deal, PileEntry } from "./types";
import { activePlayers, discardCount, isActive, isHermit, orderFrom, stepFrom } from "./piles";

export interface Ctx {
  d: Deal;
  n: number;
  lenient: boolean;
  notes: string[];
  style: string;
}

export const note = (c: Ctx, text: string) => { c.notes.push(text); };
export const say = (c: Ctx, text: string) => { c.notes.push(text); c.d.effect = text; };

export function reshuffle(c: Ctx): void {
  const d = c.d;
  const top = d.pile[d.pile.length - 1];
  const moved = discardCount(d) - (top && !top.removed ? 1 : 0);
  if (moved <= 0) return;
  d.drawPile += moved;
  d.pile = top ? [top] : [];
  d.pileUnknown = 0;
  d.reshuffles++;
  note(c, `The discard pile (all but its top card) was shuffled into a new draw pile of ${d.drawPile}.`);
}

/** Takes up to n cards from the draw pile (shuffling the discard pile in when needed). */
export function take(c: Ctx, n: number): number {
  if (c.d.drawPile < n) reshuffle(c);
  const t = Math.min(n, c.d.drawPile);
  c.d.drawPile -= t;
  return t;
}

export function divorce(c: Ctx, why: string): void {
  const d = c.d;
  if (!d.lovers) return;
  const { original, lover } = d.lovers;
  const [a, b] = divorceCounts(d.counts[original], d.counts[lover]);
  d.counts[original] = a;
  d.counts[lover] = b;
  d.lovers = null;
  note(c, `${original} and ${lover} divorce (${why}): ${original} keeps ${a}, ${lover} ${b}.`);
}

export function checkWinner(c: Ctx, from: string): boolean {
  const d = c.d;
  const alive = activePlayers(d);
  let w: string | null = null;
  if (alive.length === 1) w = alive[0];
  else if (isActive(d, from) && d.counts[from] === 0) w = from;
  else w = orderFrom(d, from).find((p) => d.counts[p] === 0) ?? null;
  if (!w) return false;
  d.winner = w;
  d.turn = null;
  d.owed = null;
  d.pending = null;
  d.slapWindow = null;
  note(c, alive.length === 1 ? `${w} is the last player left and wins.` : `${w} has no cards left and wins!`);
  return true;
}

/** Moves the turn on from `from`, skipping `skips` players after any hermits. */
export function advance(c: Ctx, from: string, skips: number): string {
  const d = c.d;
  let p = from;
  let s = skips;
  for (let guard = 0; guard < 200; guard++) {
    p = stepFrom(d, p);
    if (isHermit(d, p)) {
      d.skipped[p]--;
      if (d.skipped[p] === 0) delete d.skipped[p];
      note(c, `${p} is hermitted and skipped${d.skipped[p] ? " (1 more turn)" : ""}.`);
      if (d.lovers?.original === p && !d.lovers.waiting) divorce(c, "the original player's turn was skipped");
      continue;
    }
    if (s > 0) {
      s--;
      note(c, `${p} is skipped.`);
      if (d.lovers?.original === p && !d.lovers.waiting) divorce(c, "the original player's turn was skipped");
      continue;
    }
    return p;
  }
  return p;
}

/** The turn of `from` is complete: check for a winner, the lovers' divorce, then move on (counting from `after`, `from` unless a flipped Knight turned play back). */
export function passTurn(c: Ctx, from: string, skips = 0, after = from): void {
  const d = c.d;
  if (checkWinner(c, from)) return;
  if (d.lovers && d.lovers.original === from) {
    if (d.lovers.waiting) d.lovers.waiting = false;
    else divorce(c, `${from}'s turn is complete`);
  }
  d.turn = advance(c, after, skips);
}

/** The player who would have the next turn after `from` (hermits are passed over). */
export function peekNext(d: Deal, from: string): string {
  let p = from;
  for (let k = 0; k < d.seating.length; k++) {
    p = stepFrom(d, p);
    if (!isHermit(d, p)) return p;
  }
  return stepFrom(d, from);
}

export function owe(c: Ctx, player: string, draw: number, stack: 11 | 12 | null, fortune: boolean, gambit: CardCode | null = null): void {
  c.d.owed = { player, draw, stack, fortune, gambit };
  c.d.turn = player;
}

export function hermit(c: Ctx, p: string): void {
  c.d.skipped[p] = (c.d.skipped[p] ?? 0) + 2;
  if (c.d.lovers && (c.d.lovers.original === p || c.d.lovers.lover === p)) divorce(c, `${p} is hermitted`);
}

export function eliminate(c: Ctx, p: string, why: string): void {
  const d = c.d;
  const held = d.counts[p];
  if (d.lovers && (d.lovers.original === p || d.lovers.lover === p)) {
    const other = d.lovers.original === p ? d.lovers.lover : d.lovers.original;
    d.counts[other] += held;
    d.lovers = null;
    note(c, `${p} is eliminated (${why}); widowed ${other} keeps both hands (${d.counts[other]}).`);
  } else {
    d.pileUnknown += held;
    note(c, `${p} is eliminated (${why})${held ? `; ${held} card${held === 1 ? "" : "s"} to the bottom of the discard pile` : ""}.`);
  }
  d.counts[p] = 0;
  d.eliminated.push(p);
  delete d.skipped[p];
  if (d.owed?.player === p) d.owed = null;
  d.justEliminated = p;
}

export function place(d: Deal, entry: PileEntry, counted = true): void {
  d.pile.push(entry);
  d.sixes = false;
  if (!counted) { d.run = null; return; }
  const id = entry.as ?? entry.card;
  if (isStar(id) || entry.removed) { d.run = null; return; }
  const r = rankOf(id), s = suitOf(id);
  if (d.run && d.run.rank === r && !d.run.suits.includes(s)) d.run.suits.push(s);
  else d.run = { rank: r, suits: [s] };
  if (d.run.suits.length === 3) {
    d.slapWindow = { rank: r, suits: d.run.suits.slice() };
    d.sixes = r === 6;
    d.run = null;
  }
}

export function reverse(c: Ctx): void {
  c.d.direction = c.d.direction === 1 ? -1 : 1;
}

export function swap(c: Ctx, a: string, b: string, how: string): void {
  const d = c.d;
  [d.counts[a], d.counts[b]] = [d.counts[b], d.counts[a]];
  say(c, `${how}: ${a} and ${b} switch hands (${a} ${d.counts[a]}, ${b} ${d.counts[b]}).`);
}
