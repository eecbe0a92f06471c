/**
 * Fortey-One as a fold over plain actions: `apply(state, action, opts)` returns a new state or
 * a rule error with a stable id. What every trick game does alike (set-up, hands, judging a card,
 * the exact check, corrections) is the trick core's (lib/games/trick); this file holds what is
 * Fortey-One's own: bids against 11 and the redeal, Hearts trump, scores, the match to 41.
 */
import { cardIndex } from "../../cards";
import { ok, type Result } from "../../result";
import { err } from "./errors";
import { EMPTY_SET, hasCard, withCard } from "../trick/cardset";
import { checkTurn, enterHand as enterTrickHand, seatOrError, setupTable } from "../trick/setup";
import { heldCards as heldOf, judgePlay, openTrickOf, whereSeen, withTrick, withViolations, wonBy, type PlayRules } from "../trick/play";
import { exactCheck as exactTrickCheck, type ExactRules } from "../trick/exact";
import { locatePlay, whereIn, type TrickTarget } from "../trick/locate";
import type { ApplyOptions, SetupInput, TurnInfo } from "../module";
import { cardName41, isCode41, suitWord, type DeckStyle41 } from "./deck";
import {
  MAX_BID, MIN_BID, PLAYERS_41, TRICKS_41, bidOrder, breaksFollowSuit, dealPoints, firstLeader, isValidBid, legalCards,
  matchWinner, needsRedeal, nextDealer, nextSeat, partnershipPoints, partnershipSeats, winningIndex,
} from "./rules";
import { finishedOf, ranked, type Finished, type Standing } from "../finish";
import type { Deal, ForteyOneAction, ForteyOneState, Phase, Seat, Trick, Violation } from "./types";

// ------------------------------------------------------------------------------------------
// Set-up

const TABLE = {
  label: "Fortey-One",
  seats: { min: PLAYERS_41, max: PLAYERS_41, defaultDealer: "first" as const },
  options: (o: unknown): Result<Record<string, never>> =>
    o !== undefined && o !== null && (typeof o !== "object" || Array.isArray(o)) ? err("setup/options", "Options must be an object.") : ok({}),
  styles: ["standard", "tarot"] as const,
  defaultStyle: "standard" as const,
};

export function newDeal(number: number, dealer: Seat, totals: readonly number[]): Deal {
  return {
    number, dealer, bids: [null, null, null, null], redeal: false, hands: [null, null, null, null], tricks: [],
    seen: EMPTY_SET, proofs: [], violations: [], tricksWon: [0, 0, 0, 0], points: null, totals, complete: false, stopped: false,
  };
}

export function setup(input: SetupInput): Result<ForteyOneState> {
  const t = setupTable<Record<string, never>, DeckStyle41>(TABLE, input);
  if (!t.ok) return t;
  const { players, dealer, options, deckStyle } = t.value;
  return ok({ game: "fortey-one", players, options, deckStyle, dealer, deals: [newDeal(1, dealer, [0, 0, 0, 0])], winner: null, finished: null });
}

// ------------------------------------------------------------------------------------------
// Queries

export const currentDeal = (s: ForteyOneState): Deal => s.deals[s.deals.length - 1];
export const bidsComplete = (d: Deal): boolean => d.bids.every((b) => b !== null);
export const nextBidder = (d: Deal): Seat | null => bidOrder(d.dealer).find((seat) => d.bids[seat] === null) ?? null;
export const bidTotal = (d: Deal): number => d.bids.reduce<number>((a, b) => a + (b ?? 0), 0);

export function phaseOf(s: ForteyOneState): Phase {
  if (s.winner !== null || s.finished) return "over";
  const d = currentDeal(s);
  if (d.complete) return "nextDeal";
  if (d.redeal) return "redeal";
  if (!bidsComplete(d)) return "bid";
  return "play";
}

/** The trick being played (maybe still empty), or null when no card is expected. */
export function openTrick(d: Deal) {
  if (d.complete || d.redeal || d.stopped || !bidsComplete(d)) return null;
  return openTrickOf<string, Trick>(d.tricks, PLAYERS_41, TRICKS_41, (_, last) => (last ? (last.winner as Seat) : firstLeader(d.dealer)));
}

/** The seat to act now, or null. */
export function seatToAct(s: ForteyOneState): Seat | null {
  const d = currentDeal(s);
  switch (phaseOf(s)) {
    case "bid": return nextBidder(d);
    case "play": {
      const t = openTrick(d);
      return t ? nextSeat(t.leader, t.plays.length) : null;
    }
    case "redeal": return d.dealer;
    default: return null;
  }
}

const names2 = (s: ForteyOneState, p: 0 | 1) => partnershipSeats(p).map((x) => s.players[x]).join(" and ");

export function turn(s: ForteyOneState): TurnInfo {
  const d = currentDeal(s);
  const phase = phaseOf(s);
  const name = (seat: Seat) => s.players[seat];
  switch (phase) {
    case "over":
      if (s.finished?.early) return { player: null, expects: "none", prompt: s.winner === null ? "The game is finished: the partnerships are level and share the win." : `The game is finished: ${names2(s, s.winner)} win.` };
      return { player: null, expects: "none", prompt: `${names2(s, s.winner as 0 | 1)} win the match.` };
    case "nextDeal":
      return { player: null, expects: "nextDeal", prompt: `Deal ${d.number} is over. ${name(nextDealer(d.dealer, false))} deals next.` };
    case "redeal":
      return { player: name(d.dealer), expects: "redeal", prompt: `The bids total ${bidTotal(d)}, fewer than 11: ${name(d.dealer)} shuffles and deals again.` };
    case "bid": {
      const seat = nextBidder(d) as Seat;
      return { player: name(seat), expects: "bid", prompt: `${name(seat)} bids (1 to 13 tricks).` };
    }
    default: {
      const t = openTrick(d)!;
      const seat = nextSeat(t.leader, t.plays.length);
      return { player: name(seat), expects: "play", prompt: t.plays.length === 0 ? `${name(seat)} leads trick ${t.number}.` : `${name(seat)} to play.` };
    }
  }
}

/** What a seat still holds when its hand was entered, or null when it is hidden. */
export function heldCards(d: Deal, seat: Seat): string[] | null {
  return heldOf(d.hands[seat], d.tricks, seat);
}

export function legalMoves(s: ForteyOneState, hand?: readonly string[]): ForteyOneAction[] {
  const phase = phaseOf(s);
  const seat = seatToAct(s);
  if (seat === null) return [];
  const player = s.players[seat];
  if (phase === "bid") {
    const out: ForteyOneAction[] = [];
    for (let n = MIN_BID; n <= MAX_BID; n++) out.push({ type: "bid", player, tricks: n });
    return out;
  }
  if (phase !== "play") return [];
  const d = currentDeal(s);
  const held = (hand ? [...hand] : heldCards(d, seat))?.filter((c) => isCode41(c) && !hasCard(d.seen, c));
  if (!held) return [];
  const t = openTrick(d)!;
  return legalCards(held, t.plays.map((p) => p.card)).map((card) => ({ type: "play", player, card }));
}

// ------------------------------------------------------------------------------------------
// Apply

type Step = Result<ForteyOneState>;

function withDeal(s: ForteyOneState, d: Deal, winner: ForteyOneState["winner"] = s.winner): ForteyOneState {
  const deals = s.deals.slice();
  deals[deals.length - 1] = d;
  return { game: s.game, players: s.players, options: s.options, deckStyle: s.deckStyle, dealer: s.dealer, deals, winner, finished: s.finished };
}

export function apply(s: ForteyOneState, action: ForteyOneAction, opts: ApplyOptions = {}): Step {
  if (!action || typeof action !== "object" || typeof (action as { type?: unknown }).type !== "string") return err("action/invalid", "That is not an action.");
  const known = ["bid", "play", "hand", "redeal", "nextDeal"];
  if (!known.includes(action.type)) return err("action/unknown", `Unknown action "${action.type}".`);
  if (s.finished) return err("game/over", "The game is finished.");
  if (s.winner !== null) return err("game/over", `The match is over: ${names2(s, s.winner)} have won.`);
  const lenient = opts.lenient ?? false;
  const at = typeof opts.index === "number" ? opts.index : -1;
  switch (action.type) {
    case "bid": return bid(s, action);
    case "play": return play(s, action, lenient, at);
    case "hand": return enterHand(s, action);
    case "redeal": return redeal(s, action);
    case "nextDeal": return nextDeal(s, action);
  }
}

function endedError(s: ForteyOneState): Step {
  const d = currentDeal(s);
  return d.redeal
    ? err("deal/redeal", `Deal ${d.number}'s bids total ${bidTotal(d)}, fewer than 11: it must be dealt again first.`)
    : err("deal/ended", `Deal ${d.number} is over. Start the next deal first.`);
}

function bid(s: ForteyOneState, a: Extract<ForteyOneAction, { type: "bid" }>): Step {
  const phase = phaseOf(s);
  if (phase === "nextDeal" || phase === "redeal") return endedError(s);
  if (phase === "play") return err("bid/too-late", "All four bids are in: bidding is over for this deal.");
  const d = currentDeal(s);
  const seat = nextBidder(d) as Seat;
  const who = checkTurn(s.players, seat, a.player, "bid/not-your-turn");
  if (who) return { ok: false, error: who };
  if (!isValidBid(a.tricks)) return err("bid/out-of-range", `A bid is a whole number of tricks from 1 to 13, not ${JSON.stringify(a.tricks)}.`);
  const bids = d.bids.slice();
  bids[seat] = a.tricks;
  const done = bids.every((b) => b !== null);
  return ok(withDeal(s, { ...d, bids, redeal: done && needsRedeal(bids as number[]) }));
}

/** Fortey-One's words and rules for one card (lib/games/trick/play.ts). */
function playRules(s: ForteyOneState): PlayRules<string, Violation["rule"], Deal> {
  const style = s.deckStyle;
  const name = (c: string) => cardName41(c, style);
  return {
    index: cardIndex,
    name,
    seenElse: "was already played",
    once: "A card can be played only once per deal.",
    duplicate: (player, cn, where, trick) => `${player} played ${cn} in trick ${trick}, but it ${where}.`,
    notInHand: (player, cn, trick) => `${player} played ${cn} in trick ${trick}, which is not in the hand entered for them.`,
    ownedBy: (player, cn, owner, trick) => ({ refusal: `${cn} is in ${owner}'s entered hand, not ${player}'s.`, violation: `${player} played ${cn} in trick ${trick}, but it is in the hand entered for ${owner}.` }),
    firstFaultOnly: true,
    illegal(card, held, trick, at) {
      if (!breaksFollowSuit(card, held, trick)) return null;
      const suit = suitWord(trick[0][0], style);
      return { id: "play/must-follow-suit", rule: "follow-suit", message: `${at.player} must follow ${suit} while holding one.`, violation: `${at.player} played ${name(card)} in trick ${at.trick} while holding ${suit}: must follow suit.` };
    },
    contradicts: (lacks, card) => (lacks === card[0] ? "follow-suit" : null),
    lacks: (card, trick) => (trick.length > 0 && card[0] !== trick[0][0] ? trick[0][0] : null),
    revoke: (player, p, _rule, card) => `${player} did not follow ${suitWord(p.lacks, style)} in trick ${p.trick} (played ${name(p.card)}), but has now played ${name(card)}: that was a revoke.`,
    duplicateRule: "duplicate-card",
    notInHandRule: "not-in-hand",
  };
}

function play(s: ForteyOneState, a: Extract<ForteyOneAction, { type: "play" }>, lenient: boolean, at: number): Step {
  const card = a.card;
  if (!isCode41(card)) return err("card/unknown", `"${String(card)}" is not a card of this deck. Use codes like C01 (Ace of Hearts) or S13 (Queen of Spades); there are no Knights (rank 12).`);
  const phase = phaseOf(s);
  if (phase === "nextDeal" || phase === "redeal") return endedError(s);
  const d0 = currentDeal(s);
  if (phase === "bid") return err("bid/pending", `Bids come first: waiting for ${s.players[nextBidder(d0) as Seat]}'s bid.`);
  const t0 = openTrick(d0)!;
  const n = t0.plays.length;
  const seat = nextSeat(t0.leader, n);
  const who = checkTurn(s.players, seat, a.player, "play/not-your-turn");
  if (who) return { ok: false, error: who };
  const judged = judgePlay(playRules(s), s.players, d0, t0, seat, card, lenient);
  if (!judged.ok) return judged;

  const plays = [...t0.plays, { card, seat, at }];
  let trick: Trick = { number: t0.number, leader: t0.leader, plays, winner: null, winningCard: null };
  let tricksWon = d0.tricksWon;
  if (plays.length === PLAYERS_41) {
    const w = winningIndex(plays.map((p) => p.card));
    trick = { ...trick, winner: plays[w].seat, winningCard: plays[w].card };
    tricksWon = wonBy(tricksWon, plays[w].seat);
  }
  const tricks = withTrick(d0.tricks, trick, n === 0);
  let d: Deal = { ...d0, tricks, tricksWon, proofs: judged.value.proofs, violations: withViolations(d0.violations, judged.value.found), seen: withCard(d0.seen, card) };
  if (plays.length === PLAYERS_41 && trick.number === TRICKS_41) {
    d = finishDeal(s, d);
    return ok(withDeal(s, d, matchWinner(d.totals)));
  }
  return ok(withDeal(s, d));
}

const SUITS = "WCSP";

/**
 * The exact check once all 52 cards are played: a player's hand at any moment is the cards
 * they play from then on. Adds every follow-suit violation not reported yet.
 */
export function exactCheck(s: Pick<ForteyOneState, "players" | "deckStyle">, d: Deal): Violation[] {
  const rules: ExactRules<string, Violation["rule"]> = {
    keys: 4,
    keyOf: (c) => SUITS.indexOf(c[0]),
    mode: "add",
    judge: () => ({ trick, index, card, seat, cards }, holds) => {
      const led = cards[0][0];
      if (index === 0 || card[0] === led || !holds(SUITS.indexOf(led))) return null;
      return { rule: "follow-suit", message: `${s.players[seat]} played ${cardName41(card, s.deckStyle)} in trick ${trick} while holding ${suitWord(led, s.deckStyle)}: must follow suit.` };
    },
  };
  return exactTrickCheck(rules, s.players, d);
}

function finishDeal(s: ForteyOneState, d: Deal): Deal {
  const points = d.bids.map((b, i) => dealPoints(b as number, d.tricksWon[i]));
  const totals = d.totals.map((t, i) => t + points[i]);
  return { ...d, violations: exactCheck(s, d), points, totals, complete: true, proofs: [] };
}

function enterHand(s: ForteyOneState, a: Extract<ForteyOneAction, { type: "hand" }>): Step {
  const phase = phaseOf(s);
  if (phase === "nextDeal" || phase === "redeal") return endedError(s);
  const d = currentDeal(s);
  const rules = playRules(s);
  const hands = enterTrickHand(s.players, d, a, {
    size: TRICKS_41,
    sizeText: `A hand has ${TRICKS_41} cards`,
    isCard: isCode41,
    unknownCard: (c) => `"${String(c)}" is not a card of this deck.`,
    name: rules.name,
    excluded: (c) => (hasCard(d.seen, c) ? whereSeen(rules, s.players, d, c) : null),
    dealWord: "deal",
  });
  return hands.ok ? ok(withDeal(s, { ...d, hands: hands.value })) : hands;
}

function dealerOverride(s: ForteyOneState, given: unknown, fallback: Seat): Result<Seat> {
  return given === undefined || given === null ? ok(fallback) : seatOrError(s.players, given);
}

function redeal(s: ForteyOneState, a: Extract<ForteyOneAction, { type: "redeal" }>): Step {
  const d = currentDeal(s);
  if (!d.redeal) {
    return bidsComplete(d) || d.complete
      ? err("redeal/not-needed", `The bids total ${bidTotal(d)}: at least 11, so the deal stands.`)
      : err("redeal/not-now", "A redeal comes after all four bids, when they total less than 11.");
  }
  const dealer = dealerOverride(s, a.dealer, nextDealer(d.dealer, true));
  if (!dealer.ok) return dealer;
  return ok({ ...s, deals: [...s.deals, newDeal(d.number + 1, dealer.value, d.totals)] });
}

function nextDeal(s: ForteyOneState, a: Extract<ForteyOneAction, { type: "nextDeal" }>): Step {
  const d = currentDeal(s);
  if (d.redeal) return err("deal/redeal", `Deal ${d.number}'s bids total ${bidTotal(d)}, fewer than 11: the same dealer deals again (redeal).`);
  if (!d.complete) return err("deal/not-ended", "Finish this deal (13 tricks) before starting the next.");
  const dealer = dealerOverride(s, a.dealer, nextDealer(d.dealer, false));
  if (!dealer.ok) return dealer;
  return ok({ ...s, deals: [...s.deals, newDeal(d.number + 1, dealer.value, d.totals)] });
}

// ------------------------------------------------------------------------------------------
// Corrections and error locations

export function locate(s: ForteyOneState, target: TrickTarget): Result<{ index: number; action: ForteyOneAction }> {
  return locatePlay({ isCard: isCode41, unknownCard: (c) => `"${String(c)}" is not a card of this deck.`, dealWord: "deal" }, s.deals, target);
}

/** "deal 2, trick 5", "deal 1, bids" or "deal 3" for base action `index`. */
export const where = (actions: readonly ForteyOneAction[], index: number): string =>
  whereIn({ next: ["redeal", "nextDeal"], perTrick: () => PLAYERS_41, label: (a) => (a.type === "bid" ? "bids" : "") }, actions, index);

export const isOverState = (s: ForteyOneState): boolean => s.winner !== null || s.finished !== null;

// ------------------------------------------------------------------------------------------
// Finishing the game (RULINGS "Ending a game")

/** The partnerships by the sum of their players' totals, best first. */
export function standings(s: ForteyOneState): Standing[] {
  const totals = currentDeal(s).totals;
  return ranked(([0, 1] as const).map((p) => ({ players: partnershipSeats(p).map((x) => s.players[x]), points: partnershipPoints(totals, p) })));
}

/**
 * The host ends the match here: a deal in progress (bidding or play) stops and counts for nothing;
 * the partnership with the higher sum of totals wins, level → all share. A match won stays as it was.
 */
export function finish(s: ForteyOneState): ForteyOneState {
  if (s.finished) return s;
  if (s.winner !== null) return { ...s, finished: { early: false } };
  const d = currentDeal(s);
  const stopped = d.complete || d.redeal ? s : withDeal(s, { ...d, stopped: true, proofs: [] });
  const [a, b] = [partnershipPoints(d.totals, 0), partnershipPoints(d.totals, 1)];
  return { ...stopped, winner: a === b ? null : a > b ? 0 : 1, finished: { early: true } };
}

/** How the match ended, once over (lib/games/finish.ts). */
export const finished = (s: ForteyOneState): Finished | null => finishedOf(isOverState(s), s.finished, () => standings(s));

/** The winners' names in list order (a finish level on points: all four), or null while nobody has won. */
export function winners(s: ForteyOneState): string[] | null {
  if (s.winner !== null) return partnershipSeats(s.winner).map((x) => s.players[x]);
  return s.finished ? [...s.players] : null;
}
