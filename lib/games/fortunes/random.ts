/**
 * Random legal deals for property tests and benchmarks: deterministic from a seed.
 */
import { ALL_CARDS, type CardCode } from "../../cards";
import { prng, shuffle } from "../../random";
import { clockwise } from "../common/seats";
import { illegality, leaderOf } from "./rules";
import type { FortunesOptions } from "./types";

export { prng, shuffle };

export interface RandomDeal {
  dealer: number;
  discards: CardCode[];
  hands: CardCode[][];
  /** 19 tricks, each in play order from its leader. */
  tricks: CardCode[][];
}

/** Deals 78 cards (2 aside, 19 each) and plays 19 legal tricks with random legal choices. */
export function randomLegalDeal(rand: () => number, dealer = 0, options: Pick<FortunesOptions, "starsAfterBroken"> = { starsAfterBroken: true }): RandomDeal {
  const deck = shuffle(ALL_CARDS, rand);
  const discards = deck.slice(0, 2);
  const hands = [0, 1, 2, 3].map((i) => deck.slice(2 + i * 19, 2 + (i + 1) * 19));
  const held = hands.map((h) => h.slice());
  const tricks: CardCode[][] = [];
  let starsBroken = false;
  for (let n = 1; n <= 19; n++) {
    const leader = leaderOf(dealer, n);
    const trick: CardCode[] = [];
    for (let k = 0; k < 4; k++) {
      const seat = clockwise(leader, k);
      const hand = held[seat];
      const legal = hand.filter((c) => !illegality(c, hand, { trick, starsBroken, starsAfterBroken: options.starsAfterBroken }));
      const card = legal[Math.floor(rand() * legal.length)];
      hand.splice(hand.indexOf(card), 1);
      trick.push(card);
      if (card[0] === "T") starsBroken = true;
    }
    tricks.push(trick);
  }
  return { dealer, discards, hands, tricks };
}
