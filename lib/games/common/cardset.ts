/**
 * An immutable set of the 78 cards as three 26-bit words: cheap to copy on every play.
 */
import { cardIndex, type CardCode } from "../../cards";

export type CardSet = readonly [number, number, number];
export const EMPTY_SET: CardSet = [0, 0, 0];

export function hasCard(set: CardSet, card: CardCode): boolean {
  const i = cardIndex(card);
  return (set[(i / 26) | 0] & (1 << i % 26)) !== 0;
}
export function hasIndex(set: CardSet, i: number): boolean {
  return (set[(i / 26) | 0] & (1 << i % 26)) !== 0;
}
export function withCard(set: CardSet, card: CardCode): CardSet {
  const i = cardIndex(card);
  const w = (i / 26) | 0;
  const bit = 1 << i % 26;
  return w === 0 ? [set[0] | bit, set[1], set[2]] : w === 1 ? [set[0], set[1] | bit, set[2]] : [set[0], set[1], set[2] | bit];
}
