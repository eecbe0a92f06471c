/**
 * Random legal Fortune Tenners games, deterministic from a seed: for property tests and the
 * benchmark. Every card is dealt from a shuffled 60-card deck, the next card is turned for
 * trump, predictions are random (never the forbidden one) and every play is a random legal card.
 */
import { prng, shuffle } from "../../random";
import type { SetupInput } from "../module";
import { clockwise } from "../common/seats";
import { SYMBOLS, TENNERS_CODES, type TennersCode } from "./deck";
import { bidOrder, firstSeat, forbiddenLastBid, legalCards, roundsFor, trumpOf, winningIndex } from "./rules";
import type { TennersAction, TennersOptions } from "./types";

export interface RandomGame {
  setup: SetupInput;
  actions: TennersAction[];
  /** The hands dealt each round (by seat), for checks and benchmarks. */
  hands: TennersCode[][][];
}

export interface RandomGameOptions {
  options?: Partial<TennersOptions>;
  /** Also enter every hand (`hand` actions) so plays are checked at once. */
  enterHands?: boolean;
  /** Stop after this many rounds (default: the whole game). */
  rounds?: number;
}

const DEFAULT_NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"];

/** A random legal game of 3–6 players (a count, or the names). */
export function randomLegalGame(seed: number, players: number | readonly string[], o: RandomGameOptions = {}): RandomGame {
  const names = typeof players === "number" ? DEFAULT_NAMES.slice(0, players) : [...players];
  const n = names.length;
  const rand = prng(seed);
  const fitting = o.options?.fittingGuesses ?? true;
  const total = Math.min(o.rounds ?? roundsFor(n), roundsFor(n));
  const actions: TennersAction[] = [];
  const allHands: TennersCode[][][] = [];
  let dealer = n - 1;
  for (let round = 1; round <= total; round++) {
    if (round > 1) {
      actions.push({ type: "nextDeal" });
      dealer = clockwise(dealer, 1, n);
    }
    const deck = shuffle(TENNERS_CODES, rand);
    const hands = Array.from({ length: n }, (_, i) => deck.slice(i * round, (i + 1) * round));
    allHands.push(hands.map((h) => h.slice()));
    let trump: (typeof SYMBOLS)[number] | null = null;
    if (round < roundsFor(n)) {
      const card = deck[n * round];
      actions.push({ type: "trump", card });
      const t = trumpOf(card);
      if (t === "choose") {
        trump = SYMBOLS[Math.floor(rand() * 4)];
        actions.push({ type: "trumpSymbol", symbol: trump });
      } else trump = t;
    }
    if (o.enterHands) for (let i = 0; i < n; i++) actions.push({ type: "hand", player: names[i], cards: hands[i].slice() });
    let sum = 0;
    const order = bidOrder(dealer, n);
    order.forEach((seat, k) => {
      const no = k === n - 1 ? forbiddenLastBid(round, sum, fitting) : null;
      let b = Math.floor(rand() * (round + 1));
      if (b === no) b = b === round ? b - 1 : b + 1;
      sum += b;
      actions.push({ type: "bid", player: names[seat], tricks: b });
    });
    let leader = firstSeat(dealer, n);
    for (let t = 0; t < round; t++) {
      const trick: TennersCode[] = [];
      const seats: number[] = [];
      for (let k = 0; k < n; k++) {
        const seat = clockwise(leader, k, n);
        const legal = legalCards(hands[seat], trick);
        const card = legal[Math.floor(rand() * legal.length)];
        hands[seat].splice(hands[seat].indexOf(card), 1);
        trick.push(card);
        seats.push(seat);
        actions.push({ type: "play", card });
      }
      leader = seats[winningIndex(trick, trump)];
    }
  }
  return { setup: { players: names, options: o.options ?? {} }, actions, hands: allHands };
}
