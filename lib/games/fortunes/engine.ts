/**
 * The Fortunes game as a fold over actions: `apply(state, action)` returns the next state or a
 * rule error with a stable id. Nothing here throws for bad input.
 */
import { ALL_CARDS, DECK_STYLES, cardIndex, cardName, isCardCode, isStar, suitOf, type CardCode, type DeckStyle } from "../../cards";
import { ok, type Result } from "../../result";
import { err } from "./errors";
import { EMPTY_SET, hasCard, hasIndex, withCard } from "../trick/cardset";
import { checkTurn, enterHand as enterTrickHand, seatOrError, setupTable } from "../trick/setup";
import { heldCards as heldOf, judgePlay, openTrickOf, whereSeen, withTrick, withViolations, type PlayRules } from "../trick/play";
import { locatePlay, whereIn, type TrickTarget } from "../trick/locate";
import { clockwise, partnershipOf, type Seat } from "../common/seats";
import type { SetupInput } from "../module";
import { finishedOf, ranked, type Finished, type Standing } from "../finish";
import { checkDeal } from "./validate";
import {
  dispositionOf, illegality, leaderOf, pointsFor, startingType, teamSeats, winningIndex,
} from "./rules";
import {
  DEFAULT_ANTE, DEFAULT_OPTIONS, DEFAULT_TARGET,
  type AnteState, type BettingOptions, type Deal, type FortunesAction, type FortunesOptions, type FortunesState,
  type Trick, type TrickPlay, type Turn, type Violation,
} from "./types";

export const TRICKS_PER_DEAL = 19;
const seatName = (s: FortunesState, seat: Seat) => s.players[seat];

// ------------------------------------------------------------------------------------------
// Options

export function normaliseOptions(o: Partial<FortunesOptions> | undefined): Result<FortunesOptions> {
  const starsAfterBroken = o?.starsAfterBroken ?? DEFAULT_OPTIONS.starsAfterBroken;
  if (typeof starsAfterBroken !== "boolean") return err("setup/bad-option", "starsAfterBroken must be true or false.");
  const b = (o?.betting ?? { kind: "none" }) as Partial<BettingOptions> & { kind?: string; ante?: unknown; target?: unknown; exact?: unknown };
  let betting: BettingOptions;
  switch (b.kind ?? "none") {
    case "none": betting = { kind: "none" }; break;
    case "bid": betting = { kind: "bid" }; break;
    case "ante":
    case "pre-look": {
      const ante = b.ante ?? DEFAULT_ANTE;
      if (typeof ante !== "number" || !(ante > 0) || !Number.isFinite(ante)) return err("setup/bad-option", "The ante must be a positive number.");
      betting = { kind: b.kind as "ante" | "pre-look", ante };
      break;
    }
    case "target": {
      const target = b.target ?? DEFAULT_TARGET;
      const exact = b.exact ?? false;
      if (typeof target !== "number" || !Number.isInteger(target) || target < 1) return err("setup/bad-option", "The target must be a whole number of points, at least 1.");
      if (typeof exact !== "boolean") return err("setup/bad-option", "exact must be true or false.");
      betting = { kind: "target", target, exact };
      break;
    }
    default:
      return err("setup/bad-option", `Unknown betting variant "${String(b.kind)}". Choose none, pre-look, ante, bid or target.`);
  }
  return ok({ starsAfterBroken, betting });
}

const usesAnte = (o: FortunesOptions) => o.betting.kind === "ante" || o.betting.kind === "pre-look";

// ------------------------------------------------------------------------------------------
// Set-up and deals

function newDeal(state: Pick<FortunesState, "options">, number: number, dealer: Seat): Deal {
  let betting: AnteState | null = null;
  if (usesAnte(state.options)) {
    const ante = (state.options.betting as { ante: number }).ante;
    betting = {
      ante, pot: ante * 4, paid: [ante, ante, ante, ante], roundTrick: 0, acted: 0,
      paidThisTrick: [0, 0, 0, 0], log: [], fold: null, payout: null,
    };
  }
  return {
    number, dealer, discards: [], hands: [null, null, null, null], bids: [null, null, null, null],
    tricks: [], seen: EMPTY_SET, starsBroken: false, proofs: [], violations: [],
    betting, end: null, points: [0, 0, 0, 0], tricksWon: [0, 0, 0, 0],
  };
}

const TABLE = {
  label: "Fortunes",
  seats: { min: 4, max: 4, defaultDealer: "first" as const },
  options: (o: unknown) => normaliseOptions(o as Partial<FortunesOptions> | undefined),
  styles: DECK_STYLES,
  defaultStyle: "fortunes" as DeckStyle,
};

export function setup(input: SetupInput): Result<FortunesState> {
  const t = setupTable<FortunesOptions, DeckStyle>(TABLE, input);
  if (!t.ok) return t;
  const { players, dealer, options, deckStyle } = t.value;
  const base = { game: "fortunes" as const, players, options, deckStyle, firstDealer: dealer };
  return ok({
    ...base,
    deals: [newDeal(base, 1, dealer)],
    applied: 0,
    match: { points: [0, 0], winner: null, busts: [] },
    finished: null,
  });
}

// ------------------------------------------------------------------------------------------
// Queries

export const currentDeal = (s: FortunesState): Deal => s.deals[s.deals.length - 1];

/** The trick being played (possibly empty), or null when the deal has ended. */
export function openTrick(d: Deal): { number: number; leader: Seat; plays: readonly TrickPlay[] } | null {
  if (d.end) return null;
  return openTrickOf<CardCode, Trick>(d.tricks, 4, TRICKS_PER_DEAL, (number) => leaderOf(d.dealer, number));
}

function bidOrder(d: Deal): Seat[] {
  return [1, 2, 3, 0].map((k) => clockwise(d.dealer, k));
}

/** Whose move it is and what is expected of them. */
export function turn(s: FortunesState): Turn {
  if (s.match.winner !== null || s.finished) return { player: null, seat: null, expects: "none" };
  const d = currentDeal(s);
  if (d.end) return { player: null, seat: null, expects: "nextDeal" };
  if (s.options.betting.kind === "bid" && d.tricks.length === 0) {
    const missing = bidOrder(d).find((seat) => d.bids[seat] === null);
    if (missing !== undefined) return { player: seatName(s, missing), seat: missing, expects: "bid" };
  }
  const t = openTrick(d)!;
  if (d.betting && t.plays.length === 0 && !(d.betting.roundTrick === t.number && d.betting.acted === 4)) {
    const acted = d.betting.roundTrick === t.number ? d.betting.acted : 0;
    const seat = clockwise(t.leader, acted);
    return { player: seatName(s, seat), seat, expects: "bet" };
  }
  const seat = clockwise(t.leader, t.plays.length);
  return { player: seatName(s, seat), seat, expects: "play" };
}

/** Cards neither played nor recorded as set aside in the current deal. */
export function unseenCards(d: Deal): CardCode[] {
  return ALL_CARDS.filter((_, i) => !hasIndex(d.seen, i));
}

/** What a seat still holds when its hand was entered, or null when hands are hidden. */
export function heldCards(d: Deal, seat: Seat): CardCode[] | null {
  return heldOf(d.hands[seat], d.tricks, seat);
}

/** Legal cards for the player to move, from a known hand (entered, or given here). */
export function legalCards(s: FortunesState, hand?: readonly CardCode[]): CardCode[] {
  const d = currentDeal(s);
  const t = openTrick(d);
  const who = turn(s);
  if (!t || who.expects !== "play" || who.seat === null) return [];
  const held = hand ?? heldCards(d, who.seat);
  if (!held) return [];
  const trick = t.plays.map((p) => p.card);
  return held.filter((c) => !illegality(c, held, { trick, starsBroken: d.starsBroken, starsAfterBroken: s.options.starsAfterBroken }));
}

// ------------------------------------------------------------------------------------------
// Apply

type Step = Result<FortunesState>;

/**
 * Applies one game action. `lenient` (records and refolds): a rule broken by a card becomes a
 * violation instead of a refusal. `index`: the action's place among the game's base actions
 * (a play remembers it, so a correction can find it). Undo and corrections are log edits made by
 * the generic fold (lib/games/fold.ts), not actions of this engine.
 */
export function apply(state: FortunesState, action: FortunesAction, opts: { lenient?: boolean; index?: number } = {}): Step {
  if (!action || typeof action !== "object" || typeof (action as { type?: unknown }).type !== "string") {
    return err("action/invalid", "That is not an action.");
  }
  if (action.type === "setup") return err("action/already-set-up", "This game is already set up.");
  if (state.finished) return err("game/over", "The game is finished.");
  const r = step(state, action, opts.index ?? state.applied, opts.lenient === true);
  if (!r.ok) return r;
  // step() returns a fresh state object: count the action on it without another copy.
  (r.value as { applied: number }).applied = state.applied + 1;
  return r;
}

/** Applies a plain (non-meta) action; `at` is its index in the base history. */
function step(s: FortunesState, a: FortunesAction, at: number, lenient: boolean): Step {
  switch (a.type) {
    case "play": return play(s, a, at, lenient || a.force === true);
    case "stay": case "raise": case "fold": return bet(s, a);
    case "bid": return bid(s, a);
    case "setAside": return setAside(s, a, lenient || a.force === true);
    case "hand": return enterHand(s, a);
    case "endDeal": return endDeal(s);
    case "nextDeal": return nextDeal(s, a);
    default: return err("action/unknown", `Unknown action "${(a as { type: string }).type}".`);
  }
}

function withDeal(s: FortunesState, d: Deal): FortunesState {
  const deals = s.deals.slice();
  deals[deals.length - 1] = d;
  return { game: s.game, players: s.players, options: s.options, deckStyle: s.deckStyle, firstDealer: s.firstDealer, deals, applied: s.applied, match: s.match, finished: s.finished };
}

/** Fortunes' words and rules for one card (lib/games/trick/play.ts), made once per game. */
const RULES = new WeakMap<readonly string[], PlayRules<CardCode, Violation["rule"], Deal>>();
function playRules(s: FortunesState): PlayRules<CardCode, Violation["rule"], Deal> {
  let rules = RULES.get(s.players);
  if (rules) return rules;
  const style = s.deckStyle;
  const name = (c: CardCode) => cardName(c, style);
  const starsAfterBroken = s.options.starsAfterBroken;
  rules = {
    index: cardIndex,
    name,
    seenBefore: (d, card) => (d.discards.includes(card) ? "was set aside at the start of this deal" : null),
    seenElse: "was already recorded",
    once: "A card can be played only once per deal.",
    duplicate: (player, cn, where) => `${player} played ${cn}, which ${where}.`,
    notInHand: (player, cn) => `${player} played ${cn}, which was not in the hand entered for them.`,
    illegal(card, held, trick, at) {
      const bad = illegality(card, held, { trick, starsBroken: at.deal.starsBroken, starsAfterBroken });
      if (!bad) return null;
      return { id: bad.rule === "stars-lead" ? "play/stars-not-broken" : "play/must-follow-suit", rule: bad.rule, message: illegalMessage(s, at.player, card, bad.rule, trick[0]) };
    },
    contradicts(lacks, card) {
      const suit = suitOf(card);
      return lacks === suit ? "follow-suit" : lacks === "mundane" && suit !== "T" ? "stars-lead" : null;
    },
    lacks(card, trick, d) {
      const star = isStar(card);
      if (trick.length === 0) return star && !d.starsBroken ? "mundane" : null;
      const ledSuit = suitOf(trick[0]);
      if (suitOf(card) === ledSuit) return null;
      // One proof per trick: if the suit turns up later, every one of these tricks was a revoke.
      const excused = star && ledSuit !== "T" && starsAfterBroken && d.starsBroken;
      return excused ? null : ledSuit;
    },
    revoke: (player, p, rule, card) => rule === "stars-lead"
      ? `${player} led ${name(p.card)} in trick ${p.trick} before Stars were broken, but has now played ${name(card)}, so they held other suits then.`
      : `${player} did not follow ${suitLabel(p.lacks, style)} in trick ${p.trick} (played ${name(p.card)}), but has now played ${name(card)}: that was a revoke.`,
    duplicateRule: "duplicate-card",
    notInHandRule: "not-in-hand",
  };
  RULES.set(s.players, rules);
  return rules;
}

function play(s: FortunesState, a: Extract<FortunesAction, { type: "play" }>, at: number, force: boolean): Step {
  const card = a.card;
  if (!isCardCode(card)) return err("card/unknown", `"${String(card)}" is not a card code. Use codes like W07 or T21.`);
  if (s.match.winner !== null) return err("game/over", "The match is over.");
  const d0 = currentDeal(s);
  if (d0.end) return err("deal/ended", "This deal has ended. Start the next deal first.");
  const t0 = openTrick(d0)!;
  const n = t0.plays.length;
  if (n === 0) {
    const who = turn(s);
    if (who.expects === "bet") return err("bet/pending", `Betting comes first: ${who.player} stays, raises or folds.`);
    if (who.expects === "bid" && !force) return err("bid/pending", `Bids come first: waiting for ${who.player}'s bid.`);
  }
  const seat = clockwise(t0.leader, n);
  const playerErr = checkTurn(s.players, seat, a.player, "play/not-your-turn");
  if (playerErr) return { ok: false, error: playerErr };
  const judged = judgePlay(playRules(s), s.players, d0, t0, seat, card, force);
  if (!judged.ok) return judged;
  const star = isStar(card);
  const led = n > 0 ? t0.plays[0].card : null;

  const plays = n === 0 ? [{ card, seat, at }] : [...t0.plays, { card, seat, at }];
  // Rules 9–10: only a Star played into a mundane-led trick flips its type.
  const type = n === 0 ? startingType(d0.dealer, t0.leader) : star && !isStar(led!) ? flipType((t0 as Trick).type) : (t0 as Trick).type;
  let trick: Trick = {
    number: t0.number, leader: t0.leader, plays, starLed: n === 0 ? star : isStar(led!), type,
    winner: null, winningCard: null, disposition: null, points: 0,
  };
  let points = d0.points;
  let tricksWon = d0.tricksWon;
  if (plays.length === 4) {
    const cards = [plays[0].card, plays[1].card, plays[2].card, plays[3].card];
    const w = winningIndex(cards, type);
    const winner = plays[w].seat;
    const disposition = dispositionOf(d0.dealer, winner, type);
    const pts = pointsFor(disposition);
    trick = { number: trick.number, leader: trick.leader, plays, starLed: trick.starLed, type, winner, winningCard: cards[w], disposition, points: pts };
    const p2 = points.slice();
    p2[winner] += pts;
    points = p2;
    const w2 = tricksWon.slice();
    w2[winner] += 1;
    tricksWon = w2;
  }
  // Written out in full: an object literal of fixed shape is much cheaper than a spread here.
  const d: Deal = {
    number: d0.number, dealer: d0.dealer, discards: d0.discards, hands: d0.hands, bids: d0.bids,
    tricks: withTrick(d0.tricks, trick, n === 0), seen: withCard(d0.seen, card), starsBroken: d0.starsBroken || star, proofs: judged.value.proofs,
    // A revoke proven now belongs to an earlier trick: keep the list in the record's order.
    violations: withViolations(d0.violations, judged.value.found),
    betting: d0.betting, end: d0.end, points, tricksWon,
  };
  let next = withDeal(s, d);
  if (plays.length === 4 && trick.number === TRICKS_PER_DEAL) next = finishDeal(next, { reason: "complete" });
  return ok(next);
}

const flipType = (t: Trick["type"]): Trick["type"] => (t === "high" ? "low" : "high");

function suitLabel(lacks: string, style: FortunesState["deckStyle"]): string {
  const names: Record<string, string> = { W: "Wands", C: "Cups", S: "Swords", P: style === "thoth" ? "Disks" : "Pentacles", T: "a Star lead" };
  return names[lacks] ?? lacks;
}

function illegalMessage(s: FortunesState, name: string, card: CardCode, rule: string, led: CardCode | undefined): string {
  const style = s.deckStyle;
  if (rule === "stars-lead") return `${name} may not lead ${cardName(card, style)}: Stars are not broken yet and ${name} holds other suits.`;
  if (led && isStar(led)) return `${name} must follow the Star lead with a Star while holding one.`;
  return `${name} must follow ${suitLabel(suitOf(led ?? card), style)} while holding one${s.options.starsAfterBroken ? " (or play a Star once Stars are broken)" : ""}.`;
}

// ------------------------------------------------------------------------------------------
// Betting: ante / pre-look

function bet(s: FortunesState, a: Extract<FortunesAction, { type: "stay" | "raise" | "fold" }>): Step {
  const d0 = currentDeal(s);
  if (!d0.betting) return err("bet/not-in-use", "This game has no ante betting. Choose the ante variant at set-up to bet on each trick.");
  const who = turn(s);
  if (who.expects !== "bet" || who.seat === null) {
    if (who.expects === "play") return err("bet/not-now", "Betting happens at the start of a trick, before its first card.");
    if (who.expects === "nextDeal") return err("deal/ended", "This deal has ended.");
    return err("bet/not-now", "No bet is expected now.");
  }
  const seat = who.seat;
  const playerErr = checkTurn(s.players, seat, a.player, "play/not-your-turn");
  if (playerErr) return { ok: false, error: playerErr };
  const t = openTrick(d0)!;
  const b0 = d0.betting;
  const fresh = b0.roundTrick !== t.number;
  const paidThisTrick = fresh ? [0, 0, 0, 0] : b0.paidThisTrick.slice();
  const paid = b0.paid.slice();
  let pot = b0.pot;
  let ante = b0.ante;
  const acted = fresh ? 0 : b0.acted;
  if (a.type === "fold") {
    const b: AnteState = { ...b0, roundTrick: t.number, acted, paidThisTrick, fold: { seat, trick: t.number }, log: [...b0.log, { trick: t.number, seat, move: "fold", ante, paid: 0 }] };
    return ok(finishDeal(withDeal(s, { ...d0, betting: b }), { reason: "fold", seat }));
  }
  let cost = 0;
  if (a.type === "raise") {
    if (typeof a.to !== "number" || !Number.isFinite(a.to) || a.to <= ante) return err("bet/raise-too-low", `A raise must name an ante higher than the current ${ante}.`);
    ante = a.to;
    // Those who already stayed in this trick pay the difference.
    for (let k = 0; k < acted; k++) {
      const other = clockwise(t.leader, k);
      const top = ante - paidThisTrick[other];
      paidThisTrick[other] += top;
      paid[other] += top;
      pot += top;
    }
  }
  cost = ante - paidThisTrick[seat];
  paidThisTrick[seat] += cost;
  paid[seat] += cost;
  pot += cost;
  const b: AnteState = {
    ...b0, ante, pot, paid, paidThisTrick, roundTrick: t.number, acted: acted + 1,
    log: [...b0.log, { trick: t.number, seat, move: a.type, ante, paid: cost }],
  };
  return ok(withDeal(s, { ...d0, betting: b }));
}

// ------------------------------------------------------------------------------------------
// Bids, set-aside cards, known hands

function bid(s: FortunesState, a: Extract<FortunesAction, { type: "bid" }>): Step {
  // Bids may be recorded in any variant (a record can carry them); only the bid variant scores them.
  const d = currentDeal(s);
  if (d.end) return err("deal/ended", "This deal has ended.");
  if (d.tricks.length > 0) return err("bid/too-late", "Bids are made before the first card is played.");
  const who = seatOrError(s.players, a.player);
  if (!who.ok) return who;
  const seat = who.value;
  if (!Number.isInteger(a.tricks) || a.tricks < 0 || a.tricks > TRICKS_PER_DEAL) return err("bid/out-of-range", "A bid is a whole number of tricks from 0 to 19.");
  const bids = d.bids.slice();
  bids[seat] = a.tricks;
  return ok(withDeal(s, { ...d, bids }));
}

function setAside(s: FortunesState, a: Extract<FortunesAction, { type: "setAside" }>, force: boolean): Step {
  const d = currentDeal(s);
  if (d.end) return err("deal/ended", "This deal has ended.");
  if (!Array.isArray(a.cards)) return err("set-aside/invalid", "List the set-aside cards.");
  if (d.discards.length + a.cards.length > 2) return err("set-aside/too-many", "Only two cards are set aside in a deal.");
  let seen = d.seen;
  const violations: Violation[] = [];
  for (const card of a.cards) {
    if (!isCardCode(card)) return err("card/unknown", `"${String(card)}" is not a card code.`);
    if (hasCard(seen, card)) {
      if (!force) return err("play/duplicate", `${cardName(card, s.deckStyle)} ${whereSeen(playRules(s), s.players, d, card)}.`, { card });
      violations.push({ trick: 0, position: 0, seat: d.dealer, player: seatName(s, d.dealer), card, rule: "duplicate-card", found: "at-once", message: `${cardName(card, s.deckStyle)} is set aside but also appears in play.` });
    }
    seen = withCard(seen, card);
  }
  return ok(withDeal(s, { ...d, seen, discards: [...d.discards, ...a.cards], violations: violations.length ? [...d.violations, ...violations] : d.violations }));
}

function enterHand(s: FortunesState, a: Extract<FortunesAction, { type: "hand" }>): Step {
  const d = currentDeal(s);
  if (d.end) return err("deal/ended", "This deal has ended.");
  const hands = enterTrickHand(s.players, d, a, {
    size: TRICKS_PER_DEAL,
    sizeText: `A hand has ${TRICKS_PER_DEAL} cards`,
    isCard: isCardCode,
    unknownCard: (c) => `"${String(c)}" is not a card code.`,
    name: (c) => cardName(c, s.deckStyle),
    excluded: (c) => (d.discards.includes(c) ? "was set aside" : null),
    dealWord: "deal",
  });
  return hands.ok ? ok(withDeal(s, { ...d, hands: hands.value })) : hands;
}

// ------------------------------------------------------------------------------------------
// End of deal, next deal, match

function endDeal(s: FortunesState): Step {
  const d = currentDeal(s);
  if (d.end) return err("deal/ended", "This deal has already ended.");
  return ok(finishDeal(s, { reason: "stopped" }));
}

/** Team points for a finished (or running) deal, after a missed bid zeroes a team. */
export function dealScores(s: FortunesState, d: Deal): { players: number[]; teams: { high: number; low: number }; bidMissed: { high: boolean; low: boolean } } {
  // A deal the finish stopped counts for nothing.
  const players = d.end?.reason === "finish" ? [0, 0, 0, 0] : d.points.slice();
  const bidMissed = { high: false, low: false };
  if (s.options.betting.kind === "bid" && d.end) {
    for (const team of ["high", "low"] as const) {
      const seats = teamSeats(d.dealer, team);
      const bidSum = seats.reduce((n, x) => n + (d.bids[x] ?? 0), 0);
      const won = seats.reduce((n, x) => n + d.tricksWon[x], 0);
      if (won < bidSum) {
        bidMissed[team] = true;
        for (const x of seats) players[x] = 0;
      }
    }
  }
  const [h1, h2] = teamSeats(d.dealer, "high");
  const [l1, l2] = teamSeats(d.dealer, "low");
  return { players, teams: { high: players[h1] + players[h2], low: players[l1] + players[l2] }, bidMissed };
}

function finishDeal(s: FortunesState, end: Deal["end"]): FortunesState {
  let d: Deal = { ...currentDeal(s), end };
  if (d.betting) {
    // The pot goes to the player(s) with the most points so far, split equally among ties.
    const top = Math.max(...d.points);
    const winners = d.points.map((p, i) => (p === top ? i : -1)).filter((i) => i >= 0);
    const share = d.betting.pot / winners.length;
    d = { ...d, betting: { ...d.betting, payout: d.points.map((_, i) => (winners.includes(i) ? share : 0)) } };
  }
  // Exact check once all 76 cards are known: every hand is the cards its player played.
  if (end?.reason === "complete") d = { ...d, violations: checkDeal(s, d) };
  const next = withDeal(s, d);
  return scoreMatch(next, d);
}

function scoreMatch(s: FortunesState, d: Deal): FortunesState {
  const { teams } = dealScores(s, d);
  const points = [s.match.points[0], s.match.points[1]] as [number, number];
  const busts = s.match.busts.slice();
  const highP = partnershipOf(d.dealer);
  const gained = [0, 0] as [number, number];
  gained[highP] = teams.high;
  gained[1 - highP] = teams.low;
  const b = s.options.betting;
  for (const p of [0, 1] as const) {
    if (b.kind === "target" && b.exact && points[p] + gained[p] > b.target) busts.push({ deal: d.number, partnership: p });
    else points[p] += gained[p];
  }
  let winner: 0 | 1 | null = s.match.winner;
  if (b.kind === "target" && winner === null) {
    const reached = (p: 0 | 1) => (b.exact ? points[p] === b.target : points[p] >= b.target);
    const r0 = reached(0), r1 = reached(1);
    if (r0 && r1) winner = points[0] === points[1] ? null : points[0] > points[1] ? 0 : 1;
    else if (r0) winner = 0;
    else if (r1) winner = 1;
  }
  return { ...s, match: { points, winner, busts } };
}

function nextDeal(s: FortunesState, a: Extract<FortunesAction, { type: "nextDeal" }>): Step {
  if (s.match.winner !== null) return err("game/over", "The match is over: a partnership has reached the target.");
  const d = currentDeal(s);
  if (!d.end) return err("deal/not-ended", "Finish this deal (or end it) before starting the next.");
  let dealer = clockwise(d.dealer, 1);
  if (a.dealer !== undefined) {
    const seat = seatOrError(s.players, a.dealer);
    if (!seat.ok) return seat;
    dealer = seat.value;
  }
  return ok({ ...s, deals: [...s.deals, newDeal(s, d.number + 1, dealer)] });
}

// ------------------------------------------------------------------------------------------
// Finishing the game (RULINGS "Ending a game")

/** The partnerships by match points, best first. */
export function standings(s: FortunesState): Standing[] {
  const P = s.players;
  return ranked([{ players: [P[0], P[2]], points: s.match.points[0] }, { players: [P[1], P[3]], points: s.match.points[1] }]);
}

/**
 * The host ends the match here: a deal in progress stops and counts for nothing (no points, no
 * readings); the partnership with more match points wins, level → all four share (`winner` stays
 * null). A match already won stays as it was.
 */
export function finish(s: FortunesState): FortunesState {
  if (s.finished) return s;
  if (s.match.winner !== null) return { ...s, finished: { early: false } };
  const d = currentDeal(s);
  const stopped = d.end ? s : withDeal(s, { ...d, end: { reason: "finish" } });
  const [a, b] = s.match.points;
  return { ...stopped, match: { ...s.match, winner: a === b ? null : a > b ? 0 : 1 }, finished: { early: true } };
}

/** How the match ended, once over (lib/games/finish.ts). */
export const finished = (s: FortunesState): Finished | null => finishedOf(s.match.winner !== null || !!s.finished, s.finished, () => standings(s));

/** The winners' names in seat order (a finish level on points: all four), or null while nobody has won. */
export function winners(s: FortunesState): string[] | null {
  if (s.match.winner !== null) return s.players.filter((_, i) => partnershipOf(i) === s.match.winner);
  return s.finished ? [...s.players] : null;
}

// ------------------------------------------------------------------------------------------
// Corrections: which play a correction replaces (the generic fold refolds from there).

export function locate(s: FortunesState, target: TrickTarget): Result<{ index: number; action: FortunesAction }> {
  return locatePlay<CardCode, Deal, FortunesAction>({ isCard: isCardCode, unknownCard: (c) => `"${String(c)}" is not a card code.`, dealWord: "deal" }, s.deals, target);
}

/** Where action `index` of a record's actions stands: "deal 2, trick 5". */
export const where = (actions: readonly FortunesAction[], index: number): string => whereIn({ next: ["nextDeal"], perTrick: () => 4 }, actions, index);
