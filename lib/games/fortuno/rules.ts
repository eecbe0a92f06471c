/**
 * Fortuno's card rules as pure functions: what may be played on what, what the endgame
 * removes, and how the group cards move hand COUNTS around.
 */
import { isStar, rankOf, suitOf, type CardCode } from "../../cards";

export const FOOL = "T00", MAGUS = "T01", PRIESTESS = "T02", EMPRESS = "T03", EMPEROR = "T04",
  HIEROPHANT = "T05", LOVERS = "T06", CHARIOT = "T07", ADJUSTMENT = "T08", HERMIT = "T09",
  FORTUNE = "T10", LUST = "T11", HANGED_MAN = "T12", DEATH = "T13", ART = "T14", DEVIL = "T15",
  TOWER = "T16", STAR = "T17", MOON = "T18", SUN = "T19", AEON = "T20", UNIVERSE = "T21";

export { identityOf } from "./identity";
import { identityOf } from "./identity";
export const isLust = (card: CardCode, style?: string): boolean => identityOf(card, style) === LUST;

export const PRINCESS = 11, PRINCE = 12, QUEEN = 13, KNIGHT = 14;

export const isMajor = (c: CardCode): boolean => isStar(c);
export const isMinor = (c: CardCode): boolean => !isStar(c);
/** Numerical Minor Arcana: Ace … Ten. */
export const isNumerical = (c: CardCode): boolean => !isStar(c) && rankOf(c) <= 10;
export const isDrawCourt = (c: CardCode): boolean => !isStar(c) && (rankOf(c) === PRINCESS || rankOf(c) === PRINCE);
/** Princess 2, Prince 3, else 0. */
export const drawValue = (c: CardCode): number => (isStar(c) ? 0 : rankOf(c) === PRINCESS ? 2 : rankOf(c) === PRINCE ? 3 : 0);

/**
 * A card may be played on a Minor top when it matches its suit or value, is any Major, or is
 * an Ace. Nothing may be played on a Major top (the player flips instead) or an empty pile.
 */
export function playableOn(card: CardCode, top: CardCode | null): boolean {
  if (top === null || isStar(top)) return false;
  if (isStar(card)) return true;
  if (rankOf(card) === 1) return true;
  return suitOf(card) === suitOf(top) || rankOf(card) === rankOf(top);
}

/** Lust cannot be played immediately following an Ace. */
export const lustForbidden = (top: CardCode | null): boolean => top !== null && !isStar(top) && rankOf(top) === 1;

/** Cards removed from the game as they show up once only two players remain. */
const ENDGAME_MAJORS = new Set([FOOL, MAGUS, EMPEROR, EMPRESS, HIEROPHANT, LOVERS, HERMIT, HANGED_MAN, DEVIL, TOWER]);
export function endgameRemoves(card: CardCode): boolean {
  if (isStar(card)) return ENDGAME_MAJORS.has(card);
  const r = rankOf(card);
  return r === 1 || r === PRINCE || r === KNIGHT;
}

/** Four cards of one numerical value, one of each suit. */
export function isFourOfAKind(cards: readonly CardCode[]): boolean {
  if (cards.length !== 4 || cards.some((c) => !isNumerical(c))) return false;
  const r = rankOf(cards[0]);
  return cards.every((c) => rankOf(c) === r) && new Set(cards.map(suitOf)).size === 4;
}

// ---------------------------------------------------------------------------------------------
// Group cards on counts. `order` lists the players taking part, in the direction of play.

/**
 * Adjustment: all hands together, dealt one at a time in the direction of play starting with
 * the player after the Adjustor (`order[0]`): the first `total mod n` players get one more.
 */
export function adjustmentCounts(order: readonly string[], counts: Readonly<Record<string, number>>): Record<string, number> {
  const total = order.reduce((s, p) => s + counts[p], 0);
  const n = order.length;
  const out: Record<string, number> = {};
  order.forEach((p, i) => { out[p] = Math.floor(total / n) + (i < total % n ? 1 : 0); });
  return out;
}

/** The Star: each player passes one card to the next (nothing if they have none). */
export function starCounts(order: readonly string[], counts: Readonly<Record<string, number>>): Record<string, number> {
  const n = order.length;
  const out: Record<string, number> = {};
  order.forEach((p, i) => {
    const prev = order[(i - 1 + n) % n];
    out[p] = counts[p] - (counts[p] > 0 ? 1 : 0) + (counts[prev] > 0 ? 1 : 0);
  });
  return out;
}

/** The Universe: every hand passes to the next player. */
export function universeCounts(order: readonly string[], counts: Readonly<Record<string, number>>): Record<string, number> {
  const n = order.length;
  const out: Record<string, number> = {};
  order.forEach((p, i) => { out[p] = counts[order[(i - 1 + n) % n]]; });
  return out;
}

/** The Tower: who holds the most and the fewest cards (in the order given). */
export function towerCandidates(order: readonly string[], counts: Readonly<Record<string, number>>): { most: string[]; fewest: string[] } {
  const vals = order.map((p) => counts[p]);
  const max = Math.max(...vals), min = Math.min(...vals);
  if (max === min) return { most: [], fewest: [] };
  return { most: order.filter((p) => counts[p] === max), fewest: order.filter((p) => counts[p] === min) };
}

/** Divorce: the pair's cards split evenly, the odd card to the original player. */
export function divorceCounts(original: number, lover: number): [number, number] {
  const t = original + lover;
  return [Math.ceil(t / 2), Math.floor(t / 2)];
}

// ---------------------------------------------------------------------------------------------
// Legal plays from a known hand (random games, legalMoves).

export interface PlayContext {
  /** The card in effect on top (identity / transparency), null for an empty pile. */
  top: CardCode | null;
  owed: { stack: 11 | 12 | null; fortune: boolean; gambit: CardCode | null } | null;
  /** After a slap: any card. */
  free: boolean;
  /** The table's deck style (which printed card is Lust). */
  style?: string;
}

/** The single cards a player holding `hand` may play now (Fortune only where allowed). */
export function legalCards(hand: readonly CardCode[], ctx: PlayContext): CardCode[] {
  if (ctx.owed) {
    const o = ctx.owed;
    return hand.filter((c) => (o.gambit !== null && c === o.gambit) || (c === FORTUNE && o.fortune)
      || (o.stack !== null && !isStar(c) && rankOf(c) === o.stack));
  }
  if (ctx.free) return hand.filter((c) => c !== FORTUNE || hand.length === 1);
  const playable = hand.filter((c) => playableOn(c, ctx.top) && c !== FORTUNE && !(isLust(c, ctx.style) && lustForbidden(ctx.top)));
  // Old Maid: Fortune alone in the hand must be played.
  if (hand.length === 1 && hand[0] === FORTUNE && ctx.top !== null && !isStar(ctx.top)) return [FORTUNE];
  return playable;
}
