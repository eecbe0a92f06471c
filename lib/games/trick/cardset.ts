/**
 * An immutable set of up to 78 cards as three 26-bit words, cheap to copy on every play. A deck
 * numbers its cards (the tarot's `cardIndex`, Fortune Tenners' `codeIndex`): the set holds indexes.
 */
import { cardIndex, type CardCode } from "../../cards";

export type CardSet = readonly [number, number, number];

export const EMPTY_SET: CardSet = [0, 0, 0];

export function hasIndex(set: CardSet, i: number): boolean {
  return (set[(i / 26) | 0] & (1 << i % 26)) !== 0;
}

export function withIndex(set: CardSet, i: number): CardSet {
  const w = (i / 26) | 0;
  const bit = 1 << i % 26;
  return w === 0 ? [set[0] | bit, set[1], set[2]] : w === 1 ? [set[0], set[1] | bit, set[2]] : [set[0], set[1], set[2] | bit];
}

/** A tarot card (its place in ALL_CARDS). */
export const hasCard = (set: CardSet, card: CardCode): boolean => hasIndex(set, cardIndex(card));
export const withCard = (set: CardSet, card: CardCode): CardSet => withIndex(set, cardIndex(card));
