/**
 * Seeded random LEGAL Fortey-One games for property tests and the bench: shuffled deals,
 * random bids (some redeals, some doubled bids), random legal plays, until the match is won or
 * `deals` deals (redeals included) have been recorded.
 */
import type { SetupInput } from "../module";
import { prng, shuffle } from "../../random";
import { CODES_41 } from "./deck";
import { TRICKS_41, bidOrder, dealPoints, firstLeader, legalCards, matchWinner, needsRedeal, nextDealer, nextSeat, winningIndex } from "./rules";
import type { ForteyOneAction } from "./types";

export const RANDOM_PLAYERS = ["Ann", "Ben", "Cat", "Dan"];

export interface RandomDeal41 {
  dealer: number;
  hands: string[][];
  bids: number[];
  redeal: boolean;
  /** Each trick in play order from its leader (empty for a redeal). */
  tricks: string[][];
  tricksWon: number[];
  points: number[] | null;
  totals: number[];
}

export interface RandomGame41 {
  setup: SetupInput;
  actions: ForteyOneAction[];
  deals: RandomDeal41[];
  winner: 0 | 1 | null;
}

export function randomBid(rand: () => number): number {
  const x = rand();
  if (x < 0.12) return 7 + Math.floor(rand() * 4); // 7–10: doubled
  return 1 + Math.floor(rand() * 5); // 1–5
}

/** A bid near the tricks the player will win: mostly made, sometimes failed. */
function aimedBid(rand: () => number, won: number): number {
  const x = rand();
  if (x < 0.6) return Math.max(1, won);
  if (x < 0.8) return Math.max(1, won - 1 - Math.floor(rand() * 2));
  return randomBid(rand);
}

/** One random legal deal's cards: 13 tricks from shuffled hands, with a seeded PRNG. */
export function randomPlay(rand: () => number, dealer: number, hands: string[][]): { tricks: string[][]; tricksWon: number[] } {
  const held = hands.map((h) => h.slice());
  const tricks: string[][] = [];
  const tricksWon = [0, 0, 0, 0];
  let leader = firstLeader(dealer);
  for (let n = 1; n <= TRICKS_41; n++) {
    const trick: string[] = [];
    for (let k = 0; k < 4; k++) {
      const hand = held[nextSeat(leader, k)];
      const legal = legalCards(hand, trick);
      const card = legal[Math.floor(rand() * legal.length)];
      hand.splice(hand.indexOf(card), 1);
      trick.push(card);
    }
    const winner = nextSeat(leader, winningIndex(trick));
    tricksWon[winner]++;
    tricks.push(trick);
    leader = winner;
  }
  return { tricks, tricksWon };
}

export function randomLegalGame(seed: number, maxDeals = 60): RandomGame41 {
  const rand = prng(seed);
  const setup: SetupInput = { players: [...RANDOM_PLAYERS], dealer: Math.floor(rand() * 4) };
  const actions: ForteyOneAction[] = [];
  const deals: RandomDeal41[] = [];
  let dealer = setup.dealer as number;
  let totals = [0, 0, 0, 0];
  let winner: 0 | 1 | null = null;
  while (deals.length < maxDeals && winner === null) {
    if (deals.length > 0) {
      const prev = deals[deals.length - 1];
      actions.push(prev.redeal ? { type: "redeal" } : { type: "nextDeal" });
      dealer = nextDealer(dealer, prev.redeal);
    }
    const deck = shuffle(CODES_41, rand);
    const hands = [0, 1, 2, 3].map((i) => deck.slice(i * 13, (i + 1) * 13));
    // The cards are played out first (a legal game only needs bids made before play), so bids
    // can be set near what each player will win: matches then end in a few deals.
    const { tricks, tricksWon } = randomPlay(rand, dealer, hands);
    const smallBids = rand() < 0.1;
    const bids = tricksWon.map((won) => (smallBids ? 1 + Math.floor(rand() * 2) : aimedBid(rand, won)));
    for (const seat of bidOrder(dealer)) actions.push({ type: "bid", tricks: bids[seat] });
    if (needsRedeal(bids)) {
      deals.push({ dealer, hands, bids, redeal: true, tricks: [], tricksWon: [0, 0, 0, 0], points: null, totals });
      continue;
    }
    for (const t of tricks) for (const card of t) actions.push({ type: "play", card });
    const points = bids.map((b, i) => dealPoints(b, tricksWon[i]));
    totals = totals.map((t, i) => t + points[i]);
    deals.push({ dealer, hands, bids, redeal: false, tricks, tricksWon, points, totals });
    winner = matchWinner(totals);
  }
  return { setup, actions, deals, winner };
}
