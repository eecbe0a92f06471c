/**
 * Fortune Tenners as a fold over actions: `apply(state, action, opts)` returns the next state
 * or a rule error with a stable id. Pure: the input state is never changed. Nothing throws.
 */
import { ok, type Result } from "../../result";
import { err, type TennersErrorId } from "./errors";
import type { SetupInput } from "../module";
import { clockwise, type Seat } from "../common/seats";
import { nameKey } from "../common/names";
import { cardFaults, heldCards as heldOf, refuseOrRecord } from "../common/trick";
import {
  codeIndex, isSymbol, isTennersCode, isTennersStyle, symbolName, symbolOf, tennersCardName,
  type TennersCode,
} from "./deck";
import {
  MAX_PLAYERS, MIN_PLAYERS, bidOrder, firstSeat, forbiddenLastBid, illegality, ledSymbol, legalCards, roundPoints,
  roundsFor, trumpOf, winningIndex,
} from "./rules";
import {
  tennersOptionsSchema,
  type Proof, type Round, type TennersAction, type TennersState, type Trick, type TrickPlay, type Violation,
} from "./types";
import { checkRound, sortViolations } from "./validate";

type Step = Result<TennersState>;

// ------------------------------------------------------------------------------------------
// Names and seats

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Names match under the one name rule (lib/games/common/names.ts): case and runs of spacing ignored. */
export { nameKey };

export function seatOf(players: readonly string[], name: unknown): Seat {
  if (typeof name !== "string") return -1;
  const key = nameKey(name);
  return players.findIndex((p) => nameKey(p) === key);
}

// ------------------------------------------------------------------------------------------
// Set-up

export function newGame(input: SetupInput): Step {
  const raw = input?.players;
  if (!Array.isArray(raw) || raw.length < MIN_PLAYERS || raw.length > MAX_PLAYERS) {
    return err("setup/players", `Fortune Tenners needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players.`);
  }
  const players = raw.map((p) => (typeof p === "string" ? p.trim() : ""));
  for (const p of players) {
    if (!p) return err("setup/players", "Every player needs a name.");
    if (p.length > 40) return err("setup/players", `"${p.slice(0, 40)}…" is too long: names have at most 40 characters.`);
    if (CONTROL.test(p)) return err("setup/players", "Names may not contain control characters.");
  }
  if (new Set(players.map(nameKey)).size !== players.length) return err("setup/players", "Every player needs a different name.");
  const n = players.length;
  let dealer: Seat = n - 1;
  if (typeof input.dealer === "number") {
    if (!Number.isInteger(input.dealer) || input.dealer < 0 || input.dealer >= n) return err("setup/dealer", "The dealer must be one of the players.");
    dealer = input.dealer;
  } else if (typeof input.dealer === "string") {
    dealer = seatOf(players, input.dealer);
    if (dealer < 0) return err("setup/dealer", `The dealer "${input.dealer}" is not one of the players.`);
  } else if (input.dealer !== undefined && input.dealer !== null) {
    return err("setup/dealer", "The dealer is a player's name or seat number.");
  }
  const parsed = tennersOptionsSchema.safeParse(input.options ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return err("setup/options", `${issue.path.join(".") || "options"}: ${issue.message}`);
  }
  const deckStyle = input.deckStyle ?? "tenners";
  if (!isTennersStyle(deckStyle)) return err("setup/deck-style", "The deck style must be tenners, wizard or tarot.");
  const roundCount = roundsFor(n);
  return ok({
    game: "fortune-tenners",
    players,
    options: parsed.data,
    deckStyle,
    firstDealer: dealer,
    roundCount,
    rounds: [newRound(1, dealer, n, roundCount)],
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
    hands: nulls, bids: nulls, bidsMade: 0, tricks: [], seen: [0, 0], proofs: [], violations: [],
    tricksWon: zeros, points: null, totalsAfter: null,
  };
}

// ------------------------------------------------------------------------------------------
// Queries

export const currentRound = (s: TennersState): Round => s.rounds[s.rounds.length - 1];
export const isLastRound = (s: TennersState, r: Round): boolean => r.number === s.roundCount;
const cardLabel = (s: TennersState, c: TennersCode) => tennersCardName(c, s.deckStyle, s.options.tarotRibbons);

const bit = (c: TennersCode): [number, number] => {
  const i = codeIndex(c);
  return i < 30 ? [1 << i, 0] : [0, 1 << (i - 30)];
};
export function seenHas(seen: readonly [number, number], c: TennersCode): boolean {
  const [a, b] = bit(c);
  return (seen[0] & a) !== 0 || (seen[1] & b) !== 0;
}
const seenWith = (seen: readonly [number, number], c: TennersCode): [number, number] => {
  const [a, b] = bit(c);
  return [seen[0] | a, seen[1] | b];
};

/** The trick in play (possibly empty) during the play phase, else null. */
export function openTrick(s: TennersState, r: Round): { number: number; leader: Seat; plays: readonly TrickPlay[] } | null {
  if (r.phase !== "play") return null;
  const last = r.tricks[r.tricks.length - 1];
  if (last && last.plays.length < s.players.length) return last;
  const number = r.tricks.length + 1;
  if (number > r.cards) return null;
  return { number, leader: last ? last.winner! : firstSeat(r.dealer, s.players.length), plays: [] };
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
export function legalActions(s: TennersState, hand?: readonly TennersCode[]): TennersAction[] {
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

function checkActor(s: TennersState, expected: Seat, given: unknown, idPrefix: "bid" | "play"): Result<true> {
  if (given === undefined || given === null) return ok(true);
  const seat = seatOf(s.players, given);
  if (seat < 0) return err("action/unknown-player", `"${String(given)}" is not playing in this game.`);
  if (seat !== expected) return err(`${idPrefix}/not-your-turn`, `It is ${s.players[expected]}'s turn, not ${s.players[seat]}'s.`, { expected: s.players[expected] });
  return ok(true);
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
    ...r, trumpRecorded: true, trumpCard: card, trumpAt: at, seen: seenWith(r.seen, card),
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
  const who = checkActor(s, seat, a.player, "bid");
  if (!who.ok) return who;
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
      violations = [...violations, { trick: 0, seat, player: name, card: null, rule: "fitting-guess", message, found: "at-once" }];
    }
  }
  const bids = r.bids.slice();
  bids[seat] = a.tricks;
  const bidsMade = r.bidsMade + 1;
  return ok(withRound(s, { ...r, bids, bidsMade, violations, phase: bidsMade === n ? "play" : "bid" }));
}

/**
 * The duplicate and not-in-hand faults of a play (lib/games/common/trick), with this game's words.
 * A function of its own so that `play` itself holds no closures for them.
 */
function playFaults(s: TennersState, r0: Round, trick: number, seat: Seat, name: string, card: TennersCode, seen: boolean, held: readonly TennersCode[] | null) {
  const fault = (rule: Violation["rule"], message: string): Violation => ({ trick, seat, player: name, card, rule, found: "at-once", message });
  return cardFaults(card, seen, held, {
    duplicate: () => {
      const where = whereSeen(s, r0, card);
      return { refusal: `${cardLabel(s, card)} ${where}. A card appears only once in a round.`, violation: fault("duplicate-card", `${name} played ${cardLabel(s, card)}, which ${where}.`) };
    },
    notInHand: () => ({ refusal: `${name} does not hold ${cardLabel(s, card)} (their hand was entered).`, violation: fault("not-in-hand", `${name} played ${cardLabel(s, card)}, which was not in the hand entered for them.`) }),
  });
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
  const who = checkActor(s, seat, a.player, "play");
  if (!who.ok) return who;
  const name = s.players[seat];
  const trickCards = t0.plays.map((p) => p.card);
  // Null until a play breaks a rule: the usual play allocates nothing here.
  let found: Violation[] | null = null;

  const seen = seenHas(r0.seen, card);
  const held = r0.hands[seat] ? heldCards(r0, seat) : null;
  if (seen || (held && !held.includes(card))) {
    const refused = refuseOrRecord<Violation, TennersErrorId>(lenient, card, (found ??= []), ...playFaults(s, r0, t0.number, seat, name, card, seen, held));
    if (refused) return refused;
  }
  if (held && held.includes(card)) {
    const bad = illegality(card, held, trickCards);
    if (bad) {
      const message = `${name} must follow ${symbolName(bad.symbol, s.deckStyle)} while holding it (a Black Ribbon or a Gothic Knot may always be played).`;
      const refused = refuseOrRecord<Violation, TennersErrorId>(lenient, card, (found ??= []), { id: "play/must-follow-suit", refusal: message, violation: { trick: t0.number, seat, player: name, card, rule: "follow-suit", found: "at-once", message } });
      if (refused) return refused;
    }
  }

  // Hidden hands: a symbol shown missing earlier turns up now → those earlier tricks were revokes.
  let proofs = r0.proofs;
  const sym = symbolOf(card);
  if (!held) {
    if (sym) {
      for (const p of proofs) {
        if (p.seat !== seat || p.lacks !== sym) continue;
        if (r0.violations.some((v) => v.trick === p.trick && v.seat === seat && v.rule === "follow-suit")) continue;
        (found ??= []).push({
          trick: p.trick, seat, player: name, card: p.card, rule: "follow-suit", found: "at-once",
          message: `${name} did not follow ${symbolName(sym, s.deckStyle)} in trick ${p.trick} (played ${cardLabel(s, p.card)}), but has now played ${cardLabel(s, card)}: that was a revoke.`,
        });
      }
    }
    const led = ledSymbol(trickCards);
    if (sym && led && sym !== led) proofs = [...proofs, { seat, lacks: led, trick: t0.number, card } satisfies Proof];
  }

  const plays: TrickPlay[] = [...t0.plays, { card, seat, at }];
  let trick: Trick = { number: t0.number, leader: t0.leader, plays, winner: null, winningCard: null };
  let tricksWon = r0.tricksWon;
  if (plays.length === n) {
    const w = winningIndex(plays.map((p) => p.card), r0.trump);
    trick = { ...trick, winner: plays[w].seat, winningCard: plays[w].card };
    const tw = tricksWon.slice();
    tw[plays[w].seat]++;
    tricksWon = tw;
  }
  const tricks = r0.tricks.slice();
  if (k === 0) tricks.push(trick);
  else tricks[tricks.length - 1] = trick;
  const r: Round = {
    ...r0, tricks, tricksWon, proofs, seen: seenWith(r0.seen, card),
    violations: found?.length ? sortViolations([...r0.violations, ...found], { tricks }) : r0.violations,
  };
  if (plays.length === n && trick.number === r.cards) return ok(finishRound(s, r));
  return ok(withRound(s, r));
}

function whereSeen(s: TennersState, r: Round, card: TennersCode): string {
  if (r.trumpCard === card) return "was turned for trump this round";
  for (const t of r.tricks) for (const p of t.plays) if (p.card === card) return `was already played in trick ${t.number} by ${s.players[p.seat]}`;
  return "was already seen this round";
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
  const seat = seatOf(s.players, a.player);
  if (seat < 0) return err("action/unknown-player", `"${String(a.player)}" is not playing in this game.`);
  const name = s.players[seat];
  if (hasPlayed(r, seat)) return err("hand/too-late", `${name} has already played this round; enter a hand before its first card.`);
  if (!Array.isArray(a.cards) || a.cards.length !== r.cards) {
    return err("hand/size", `In round ${r.number} a hand has ${r.cards} card${r.cards === 1 ? "" : "s"}; ${Array.isArray(a.cards) ? a.cards.length : 0} given.`);
  }
  const set = new Set<string>();
  for (const c of a.cards) {
    if (!isTennersCode(c)) return err("card/unknown", `"${String(c)}" is not a card code. Use codes like A07, R2 or K3.`);
    if (set.has(c)) return err("hand/duplicate", `${cardLabel(s, c)} is listed twice.`);
    set.add(c);
    if (r.trumpCard === c) return err("hand/duplicate", `${cardLabel(s, c)} was turned for trump; it is not in anyone's hand.`);
    const other = r.hands.findIndex((h, i) => i !== seat && h?.includes(c));
    if (other >= 0) return err("hand/duplicate", `${cardLabel(s, c)} is already in ${s.players[other]}'s hand.`);
    for (const t of r.tricks) for (const p of t.plays) {
      if (p.card === c) return err("hand/duplicate", `${cardLabel(s, c)} was played by ${s.players[p.seat]} in trick ${t.number}.`);
    }
  }
  const hands = r.hands.slice();
  hands[seat] = [...a.cards];
  return ok(withRound(s, { ...r, hands }));
}

function nextDeal(s: TennersState, a: Extract<TennersAction, { type: "nextDeal" }>): Step {
  const r = currentRound(s);
  if (r.phase !== "done") return err("deal/not-ended", `Finish round ${r.number} before dealing the next.`);
  const n = s.players.length;
  let dealer = clockwise(r.dealer, 1, n);
  if (a.dealer !== undefined && a.dealer !== null) {
    dealer = seatOf(s.players, a.dealer);
    if (dealer < 0) return err("action/unknown-player", `"${String(a.dealer)}" is not playing in this game.`);
  }
  return ok({ ...s, rounds: [...s.rounds, newRound(r.number + 1, dealer, n, s.roundCount)] });
}

// ------------------------------------------------------------------------------------------
// Corrections

/**
 * The base action behind a recorded card: a play (trick ≥ 1, position 1…n in play order) or
 * the turned trump card (trick 0, position 1).
 */
export function locateCard(s: TennersState, target: { deal?: number; trick?: number; position?: number; card: string }): Result<{ index: number; action: TennersAction }> {
  if (!isTennersCode(target.card)) return err("card/unknown", `"${String(target.card)}" is not a card code. Use codes like A07, R2 or K3.`);
  const dealNo = target.deal ?? s.rounds.length;
  const r = s.rounds[dealNo - 1];
  if (!r) return err("correct/no-such-card", `There is no round ${dealNo}.`);
  if (target.trick === 0) {
    if (!r.trumpRecorded || r.trumpAt < 0 || (target.position ?? 1) !== 1) return err("correct/no-such-card", `No trump card was recorded in round ${dealNo}.`);
    return ok({ index: r.trumpAt, action: { type: "trump", card: target.card } });
  }
  const t = r.tricks[(target.trick ?? 0) - 1];
  const p = t?.plays[(target.position ?? 0) - 1];
  if (!p || p.at < 0) return err("correct/no-such-card", `Trick ${target.trick} of round ${dealNo} has no card in position ${target.position}.`);
  return ok({ index: p.at, action: { type: "play", card: target.card } });
}
