/**
 * Fortune Tenners as a fold over actions: `apply(state, action, opts)` returns the next state
 * or a rule error with a stable id. Pure: the input state is never changed. Nothing throws.
 */
import { ok, type Result } from "../../result";
import { err } from "./errors";
import type { SetupInput } from "../module";
import { clockwise, seatOfName, type Seat } from "../common/seats";
import { EMPTY_SET, hasIndex, withIndex } from "../trick/cardset";
import { checkTurn, enterHand as enterTrickHand, seatOrError, setupTable } from "../trick/setup";
import { heldCards as heldOf, judgePlay, openTrickOf, whereSeen, withTrick, withViolations, wonBy, type PlayRules } from "../trick/play";
import { locatePlay, whereIn, type TrickTarget } from "../trick/locate";
import {
  TENNERS_STYLES, codeIndex, isSymbol, isTennersCode, symbolName, symbolOf, tennersCardName,
  type TennersCode, type TennersStyle, type TrumpSymbol,
} from "./deck";
import {
  MAX_PLAYERS, MIN_PLAYERS, bidOrder, firstSeat, forbiddenLastBid, illegality, ledSymbol, legalCards, roundPoints,
  roundsFor, trumpOf, winningIndex,
} from "./rules";
import {
  tennersOptionsSchema,
  type Round, type TennersAction, type TennersOptions, type TennersState, type Trick, type Violation,
} from "./types";
import { checkRound } from "./validate";
import { finishedOf, ranked, type Finished, type Standing } from "../finish";

type Step = Result<TennersState>;

// ------------------------------------------------------------------------------------------
// Set-up

/** A player's seat by name (the one name rule), or −1. */
export const seatOf = (players: readonly string[], name: unknown): Seat => (typeof name === "string" ? seatOfName(players, name) : -1);

const TABLE = {
  label: "Fortune Tenners",
  seats: { min: MIN_PLAYERS, max: MAX_PLAYERS, defaultDealer: "last" as const },
  options(raw: unknown): Result<TennersOptions> {
    const parsed = tennersOptionsSchema.safeParse(raw ?? {});
    if (parsed.success) return ok(parsed.data);
    const issue = parsed.error.issues[0];
    return err("setup/options", `${issue.path.join(".") || "options"}: ${issue.message}`);
  },
  styles: TENNERS_STYLES.map((x) => x.id),
  defaultStyle: "tenners" as TennersStyle,
};

export function setup(input: SetupInput): Step {
  const t = setupTable<TennersOptions, TennersStyle>(TABLE, input);
  if (!t.ok) return t;
  const { players, dealer, options, deckStyle } = t.value;
  const roundCount = roundsFor(players.length);
  return ok({
    game: "fortune-tenners",
    players,
    options,
    deckStyle,
    firstDealer: dealer,
    roundCount,
    rounds: [newRound(1, dealer, players.length, roundCount)],
    totals: players.map(() => 0),
    over: false,
  });
}

function newRound(number: number, dealer: Seat, n: number, roundCount: number): Round {
  const zeros = Array.from({ length: n }, () => 0);
  const nulls = Array.from({ length: n }, () => null);
  return {
    number, dealer, cards: number,
    // The last round deals every card: nothing is left to turn, so there is no trump.
    phase: number === roundCount ? "bid" : "trump",
    trumpRecorded: false, trumpCard: null, trumpAt: -1, trumpSymbol: null, trump: null,
    hands: nulls, bids: nulls, bidsMade: 0, tricks: [], seen: EMPTY_SET, proofs: [], violations: [],
    tricksWon: zeros, points: null, totalsAfter: null,
  };
}

// ------------------------------------------------------------------------------------------
// Queries

export const currentRound = (s: TennersState): Round => s.rounds[s.rounds.length - 1];
export const isLastRound = (s: TennersState, r: Round): boolean => r.number === s.roundCount;
const cardLabel = (s: TennersState, c: TennersCode) => tennersCardName(c, s.deckStyle, s.options.tarotRibbons);

/** Whether a card was seen this round (turned for trump or played). */
export const seenHas = (seen: Round["seen"], c: TennersCode): boolean => hasIndex(seen, codeIndex(c));

/** The trick in play (possibly empty) during the play phase, else null. */
export function openTrick(s: TennersState, r: Round) {
  if (r.phase !== "play") return null;
  return openTrickOf<TennersCode, Trick>(r.tricks, s.players.length, r.cards, (_, last) => (last ? last.winner! : firstSeat(r.dealer, s.players.length)));
}

export type Expects = "trump" | "trumpSymbol" | "bid" | "play" | "nextDeal" | "none";
export interface Turn {
  player: string | null;
  seat: Seat | null;
  expects: Expects;
}

export function turnOf(s: TennersState): Turn {
  if (s.over) return { player: null, seat: null, expects: "none" };
  const r = currentRound(s);
  const n = s.players.length;
  switch (r.phase) {
    case "trump": return { player: s.players[r.dealer], seat: r.dealer, expects: "trump" };
    case "trumpSymbol": return { player: s.players[r.dealer], seat: r.dealer, expects: "trumpSymbol" };
    case "bid": {
      const seat = bidOrder(r.dealer, n)[r.bidsMade];
      return { player: s.players[seat], seat, expects: "bid" };
    }
    case "play": {
      const t = openTrick(s, r)!;
      const seat = clockwise(t.leader, t.plays.length, n);
      return { player: s.players[seat], seat, expects: "play" };
    }
    default: return { player: null, seat: null, expects: "nextDeal" };
  }
}

/** With fitting guesses off, the one number the last player may not predict now; else null. */
export function forbiddenBid(s: TennersState): number | null {
  if (s.over) return null;
  const r = currentRound(s);
  if (r.phase !== "bid" || r.bidsMade !== s.players.length - 1) return null;
  const total = r.bids.reduce<number>((a, b) => a + (b ?? 0), 0);
  return forbiddenLastBid(r.cards, total, s.options.fittingGuesses);
}

/** What a player still holds when their hand was entered, or null when it is hidden. */
export function heldCards(r: Round, seat: Seat): TennersCode[] | null {
  return heldOf(r.hands[seat], r.tricks, seat);
}

export function hasPlayed(r: Round, seat: Seat): boolean {
  return r.tricks.some((t) => t.plays.some((p) => p.seat === seat));
}

/** Legal moves of the player to act: bids while predicting, plays from a known hand. */
export function legalMoves(s: TennersState, hand?: readonly TennersCode[]): TennersAction[] {
  const who = turnOf(s);
  if (who.seat === null) return [];
  const r = currentRound(s);
  if (who.expects === "bid") {
    const no = forbiddenBid(s);
    const out: TennersAction[] = [];
    for (let k = 0; k <= r.cards; k++) if (k !== no) out.push({ type: "bid", player: who.player!, tricks: k });
    return out;
  }
  if (who.expects === "trumpSymbol") return (["A", "B", "C", "D"] as const).map((symbol) => ({ type: "trumpSymbol", symbol }));
  if (who.expects !== "play") return [];
  const held = hand ? hand.filter((c) => isTennersCode(c) && !seenHas(r.seen, c)) : heldCards(r, who.seat);
  if (!held) return [];
  const t = openTrick(s, r)!;
  return legalCards(held, t.plays.map((p) => p.card)).map((card) => ({ type: "play", card, player: who.player! }));
}

// ------------------------------------------------------------------------------------------
// Apply

export interface ApplyOpts { lenient?: boolean; index?: number }

export function apply(s: TennersState, action: TennersAction, opts: ApplyOpts = {}): Step {
  if (!action || typeof action !== "object" || typeof (action as { type?: unknown }).type !== "string") {
    return err("action/invalid", "That is not an action.");
  }
  if (s.finished) return err("game/over", "The game is finished.");
  if (s.over) return err("game/over", "The game is over: every round has been played.");
  const lenient = opts.lenient ?? false;
  const at = typeof opts.index === "number" ? opts.index : -1;
  switch (action.type) {
    case "trump": return turnTrump(s, action, at);
    case "trumpSymbol": return chooseTrump(s, action);
    case "bid": return bid(s, action, lenient);
    case "play": return play(s, action, lenient, at);
    case "hand": return enterHand(s, action);
    case "nextDeal": return nextDeal(s, action);
    default: return err("action/unknown", `Unknown action "${(action as { type: string }).type}" (trump, trumpSymbol, bid, play, hand, nextDeal).`);
  }
}

function withRound(s: TennersState, r: Round, extra?: Partial<TennersState>): TennersState {
  const rounds = s.rounds.slice();
  rounds[rounds.length - 1] = r;
  return { ...s, rounds, ...extra };
}

function phaseError(s: TennersState, r: Round, wanted: "bid" | "play"): Step {
  switch (r.phase) {
    case "trump": return err(`${wanted}/trump-first`, `First ${s.players[r.dealer]} turns the trump card (or records that none was turned).`);
    case "trumpSymbol": return err(`${wanted}/trump-symbol-first`, `A Gothic Knot was turned: ${s.players[r.dealer]} chooses the trump symbol first.`);
    case "bid": return err(`${wanted}/bids-first`, `Predictions come first: waiting for ${turnOf(s).player}.`);
    case "play": return err(`${wanted}/too-late`, "The cards of this round are being played.");
    default: return err("deal/ended", `Round ${r.number} is over. Start the next round first.`);
  }
}

function turnTrump(s: TennersState, a: Extract<TennersAction, { type: "trump" }>, at: number): Step {
  const r = currentRound(s);
  if (r.phase !== "trump") {
    if (isLastRound(s, r) && !r.trumpRecorded) return err("trump/last-round", "No card is left to turn in the last round: it has no trump.");
    if (r.phase === "done") return err("deal/ended", `Round ${r.number} is over. Start the next round first.`);
    return err("trump/not-now", "The trump card of this round has already been turned.");
  }
  const card = a.card ?? null;
  if (card === null) {
    return ok(withRound(s, { ...r, phase: "bid", trumpRecorded: true, trumpCard: null, trumpAt: at, trump: null }));
  }
  if (!isTennersCode(card)) return err("card/unknown", `"${String(card)}" is not a card code. Use codes like A07, R2 or K3.`);
  const holder = r.hands.findIndex((h) => h?.includes(card));
  if (holder >= 0) return err("trump/duplicate", `${cardLabel(s, card)} is in the hand entered for ${s.players[holder]}; the turned card is not dealt to anyone.`, { card });
  const t = trumpOf(card);
  return ok(withRound(s, {
    ...r, trumpRecorded: true, trumpCard: card, trumpAt: at, seen: withIndex(r.seen, codeIndex(card)),
    phase: t === "choose" ? "trumpSymbol" : "bid", trump: t === "choose" ? null : t,
  }));
}

function chooseTrump(s: TennersState, a: Extract<TennersAction, { type: "trumpSymbol" }>): Step {
  const r = currentRound(s);
  if (r.phase !== "trumpSymbol") {
    return err("trumpSymbol/not-now", r.trumpRecorded || isLastRound(s, r)
      ? "The dealer chooses the trump only when a Gothic Knot is turned."
      : "Turn the trump card first.");
  }
  if (!isSymbol(a.symbol)) return err("trumpSymbol/invalid", "The trump symbol is A, B, C or D.");
  return ok(withRound(s, { ...r, phase: "bid", trumpSymbol: a.symbol, trump: a.symbol }));
}

function bid(s: TennersState, a: Extract<TennersAction, { type: "bid" }>, lenient: boolean): Step {
  const r = currentRound(s);
  if (r.phase !== "bid") return phaseError(s, r, "bid");
  const n = s.players.length;
  const seat = bidOrder(r.dealer, n)[r.bidsMade];
  const who = checkTurn(s.players, seat, a.player, "bid/not-your-turn");
  if (who) return { ok: false, error: who };
  const name = s.players[seat];
  if (typeof a.tricks !== "number" || !Number.isInteger(a.tricks) || a.tricks < 0 || a.tricks > r.cards) {
    return err("bid/out-of-range", `A prediction in round ${r.number} is a whole number from 0 to ${r.cards}.`, { player: name });
  }
  let violations = r.violations;
  if (r.bidsMade === n - 1) {
    const others = r.bids.reduce<number>((x, b) => x + (b ?? 0), 0);
    const no = forbiddenLastBid(r.cards, others, s.options.fittingGuesses);
    if (no !== null && a.tricks === no) {
      const message = `${name} may not predict ${no}: the predictions would total ${r.cards}, the tricks of round ${r.number}, and fitting guesses are off.`;
      if (!lenient) return err("bid/fitting-guess", message, { player: name, forbidden: no });
      violations = [...violations, { trick: 0, position: 0, seat, player: name, card: null, rule: "fitting-guess", message, found: "at-once" }];
    }
  }
  const bids = r.bids.slice();
  bids[seat] = a.tricks;
  const bidsMade = r.bidsMade + 1;
  return ok(withRound(s, { ...r, bids, bidsMade, violations, phase: bidsMade === n ? "play" : "bid" }));
}

/** Fortune Tenners' words and rules for one card (lib/games/trick/play.ts). */
function playRules(s: TennersState): PlayRules<TennersCode, Violation["rule"], Round> {
  const name = (c: TennersCode) => cardLabel(s, c);
  const sym = (x: string) => symbolName(x as TrumpSymbol, s.deckStyle);
  return {
    index: codeIndex,
    name,
    seenBefore: (r, card) => (r.trumpCard === card ? "was turned for trump this round" : null),
    seenElse: "was already seen this round",
    once: "A card appears only once in a round.",
    duplicate: (player, cn, where) => `${player} played ${cn}, which ${where}.`,
    notInHand: (player, cn) => `${player} played ${cn}, which was not in the hand entered for them.`,
    illegal(card, held, trick, at) {
      const bad = illegality(card, held, trick);
      return bad && { id: "play/must-follow-suit", rule: "follow-suit", message: `${at.player} must follow ${sym(bad.symbol)} while holding it (a Black Ribbon or a Gothic Knot may always be played).` };
    },
    contradicts: (lacks, card) => (symbolOf(card) !== null && symbolOf(card) === lacks ? "follow-suit" : null),
    lacks(card, trick) {
      const own = symbolOf(card);
      const led = ledSymbol(trick);
      return own && led && own !== led ? led : null;
    },
    revoke: (player, p, _rule, card) => `${player} did not follow ${sym(p.lacks)} in trick ${p.trick} (played ${name(p.card)}), but has now played ${name(card)}: that was a revoke.`,
    duplicateRule: "duplicate-card",
    notInHandRule: "not-in-hand",
  };
}

function play(s: TennersState, a: Extract<TennersAction, { type: "play" }>, lenient: boolean, at: number): Step {
  const r0 = currentRound(s);
  if (r0.phase !== "play") return phaseError(s, r0, "play");
  const card = a.card;
  if (!isTennersCode(card)) return err("card/unknown", `"${String(card)}" is not a card code. Use codes like A07, R2 or K3.`);
  const n = s.players.length;
  const t0 = openTrick(s, r0)!;
  const k = t0.plays.length;
  const seat = clockwise(t0.leader, k, n);
  const who = checkTurn(s.players, seat, a.player, "play/not-your-turn");
  if (who) return { ok: false, error: who };
  const judged = judgePlay(playRules(s), s.players, r0, t0, seat, card, lenient);
  if (!judged.ok) return judged;

  const plays = [...t0.plays, { card, seat, at }];
  let trick: Trick = { number: t0.number, leader: t0.leader, plays, winner: null, winningCard: null };
  let tricksWon = r0.tricksWon;
  if (plays.length === n) {
    const w = winningIndex(plays.map((p) => p.card), r0.trump);
    trick = { ...trick, winner: plays[w].seat, winningCard: plays[w].card };
    tricksWon = wonBy(tricksWon, plays[w].seat);
  }
  const tricks = withTrick(r0.tricks, trick, k === 0);
  const r: Round = {
    ...r0, tricks, tricksWon, proofs: judged.value.proofs, seen: withIndex(r0.seen, codeIndex(card)),
    violations: withViolations(r0.violations, judged.value.found),
  };
  if (plays.length === n && trick.number === r.cards) return ok(finishRound(s, r));
  return ok(withRound(s, r));
}

/** A round whose last trick is complete: exact check, points, totals, and the end of the game. */
function finishRound(s: TennersState, r0: Round): TennersState {
  const points = r0.bids.map((b, i) => roundPoints(b ?? 0, r0.tricksWon[i]));
  const totals = s.totals.map((t, i) => t + points[i]);
  const r: Round = { ...r0, phase: "done", violations: checkRound(s, r0), points, totalsAfter: totals };
  return withRound(s, r, { totals, over: r.number === s.roundCount });
}

function enterHand(s: TennersState, a: Extract<TennersAction, { type: "hand" }>): Step {
  const r = currentRound(s);
  if (r.phase === "done") return err("deal/ended", `Round ${r.number} is over.`);
  const hands = enterTrickHand(s.players, r, a, {
    size: r.cards,
    sizeText: `In round ${r.number} a hand has ${r.cards} card${r.cards === 1 ? "" : "s"}`,
    isCard: isTennersCode,
    unknownCard: (c) => `"${String(c)}" is not a card code. Use codes like A07, R2 or K3.`,
    name: (c) => cardLabel(s, c),
    excluded: (c) => (r.trumpCard === c ? "was turned for trump; it is not in anyone's hand" : seenHas(r.seen, c) ? whereSeen(playRules(s), s.players, r, c) : null),
    dealWord: "round",
  });
  return hands.ok ? ok(withRound(s, { ...r, hands: hands.value })) : hands;
}

function nextDeal(s: TennersState, a: Extract<TennersAction, { type: "nextDeal" }>): Step {
  const r = currentRound(s);
  if (r.phase !== "done") return err("deal/not-ended", `Finish round ${r.number} before dealing the next.`);
  const n = s.players.length;
  let dealer = clockwise(r.dealer, 1, n);
  if (a.dealer !== undefined && a.dealer !== null) {
    const given = seatOrError(s.players, a.dealer);
    if (!given.ok) return given;
    dealer = given.value;
  }
  return ok({ ...s, rounds: [...s.rounds, newRound(r.number + 1, dealer, n, s.roundCount)] });
}

// ------------------------------------------------------------------------------------------
// Corrections

/**
 * The base action behind a recorded card: a play (trick ≥ 1, position 1…n in play order) or
 * the turned trump card (trick 0, position 1).
 */
export function locate(s: TennersState, target: TrickTarget): Result<{ index: number; action: TennersAction }> {
  return locatePlay<TennersCode, Round, TennersAction>({
    isCard: isTennersCode,
    unknownCard: (c) => `"${String(c)}" is not a card code. Use codes like A07, R2 or K3.`,
    dealWord: "round",
    trickZero(r, target, dealNo) {
      if (!r.trumpRecorded || r.trumpAt < 0 || (target.position ?? 1) !== 1) return err("correct/no-such-card", `No trump card was recorded in round ${dealNo}.`);
      return ok({ index: r.trumpAt, action: { type: "trump" as const, card: target.card } });
    },
  }, s.rounds, target);
}

/** Where base action `index` stands in a list of actions: "deal 2, trick 5", "deal 3, predictions". */
export const where = (actions: readonly TennersAction[], index: number): string => whereIn({
  next: ["nextDeal"],
  // Players = the predictions made in the first round before its first card.
  perTrick(list) {
    let players = 0;
    for (const a of list) {
      if (a.type === "bid") players++;
      else if (a.type === "play" || a.type === "nextDeal") break;
    }
    return players;
  },
  label: (a) => ({ trump: "trump card", trumpSymbol: "trump symbol", bid: "predictions", hand: `hand of ${String(a.player)}` } as Record<string, string>)[a.type] ?? null,
}, actions, index);

// ------------------------------------------------------------------------------------------
// Finishing the game (RULINGS "Ending a game")

/** The players by their totals over the counted rounds, best first. */
export const standings = (s: TennersState): Standing[] => ranked(s.players.map((p, i) => ({ players: [p], points: s.totals[i] })));

/**
 * The host ends the game here: a round in progress stops and is left out of the totals; the
 * highest total wins, ties share. A game whose last round was played stays as it was.
 */
export function finish(s: TennersState): TennersState {
  if (s.finished) return s;
  if (s.over) return { ...s, finished: { early: false } };
  const r = currentRound(s);
  const stopped = r.phase === "done" ? s : withRound(s, { ...r, phase: "stopped", proofs: [] });
  return { ...stopped, over: true, finished: { early: true } };
}

/** How the game ended, once over (lib/games/finish.ts). */
export const finished = (s: TennersState): Finished | null => finishedOf(s.over, s.finished, () => standings(s));
