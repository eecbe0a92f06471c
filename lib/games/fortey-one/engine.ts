/**
 * Fortey-One as a fold over plain actions: `apply(state, action, opts)` returns a new state or
 * a rule error with a stable id. Nothing here throws for bad input, nothing mutates its input.
 */
import { ok, type Result } from "../../result";
import { nameKey } from "../common/names";
import { err, type ForteyOneErrorId } from "./errors";
import { EMPTY_SET, hasCard, withCard } from "../common/cardset";
import { seatOfName } from "../common/seats";
import { heldCards as heldOf, refuseOrRecord, type PlayFault } from "../common/trick";
import type { ApplyOptions, CorrectionTarget, SetupInput, TurnInfo } from "../module";
import { cardName41, isCode41, isDeckStyle41, suitWord } from "./deck";
import {
  MAX_BID, MIN_BID, PLAYERS_41, TRICKS_41, bidOrder, breaksFollowSuit, dealPoints, firstLeader, isValidBid, legalCards,
  matchWinner, needsRedeal, nextDealer, nextSeat, partnershipSeats, winningIndex,
} from "./rules";
import type { Deal, ForteyOneAction, ForteyOneState, Phase, Play, Proof, Seat, Trick, Violation } from "./types";

// ------------------------------------------------------------------------------------------
// Set-up

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export function checkPlayers(players: unknown): Result<string[]> {
  if (!Array.isArray(players) || players.length !== PLAYERS_41) return err("setup/players", "Fortey-One needs exactly four players.");
  const names: string[] = [];
  for (const p of players) {
    const n = typeof p === "string" ? p.trim() : "";
    if (!n) return err("setup/players", "Every player needs a name.");
    if (n.length > 40) return err("setup/players", `The name "${n.slice(0, 20)}…" is longer than 40 characters.`);
    if (CONTROL.test(n)) return err("setup/players", "Player names may not contain control characters.");
    names.push(n);
  }
  const keys = names.map(nameKey);
  if (new Set(keys).size !== names.length) return err("setup/players", "The four players need four different names.");
  return ok(names);
}

export function newDeal(number: number, dealer: Seat, totals: readonly number[]): Deal {
  return {
    number, dealer, bids: [null, null, null, null], redeal: false, hands: [null, null, null, null], tricks: [],
    seen: EMPTY_SET, proofs: [], violations: [], tricksWon: [0, 0, 0, 0], points: null, totals, complete: false,
  };
}

export function setup(input: SetupInput): Result<ForteyOneState> {
  const names = checkPlayers(input?.players);
  if (!names.ok) return names;
  let dealer: Seat = 0;
  const d = input.dealer;
  if (typeof d === "number") {
    if (!Number.isInteger(d) || d < 0 || d >= PLAYERS_41) return err("setup/dealer", "The dealer must be one of the four players.");
    dealer = d;
  } else if (typeof d === "string") {
    dealer = seatOfName(names.value, d);
    if (dealer < 0) return err("setup/dealer", `The dealer "${d}" is not one of the players.`);
  } else if (d !== undefined && d !== null) return err("setup/dealer", "The dealer must be a player's name or seat number.");
  if (input.options !== undefined && input.options !== null && (typeof input.options !== "object" || Array.isArray(input.options))) {
    return err("setup/options", "Options must be an object.");
  }
  const deckStyle = input.deckStyle ?? "standard";
  if (!isDeckStyle41(deckStyle)) return err("setup/deck-style", "Deck style must be standard or tarot.");
  return ok({
    game: "fortey-one", players: names.value, options: {}, deckStyle, dealer,
    deals: [newDeal(1, dealer, [0, 0, 0, 0])], winner: null,
  });
}

// ------------------------------------------------------------------------------------------
// Queries

export const currentDeal = (s: ForteyOneState): Deal => s.deals[s.deals.length - 1];
export const bidsComplete = (d: Deal): boolean => d.bids.every((b) => b !== null);
export const nextBidder = (d: Deal): Seat | null => bidOrder(d.dealer).find((seat) => d.bids[seat] === null) ?? null;
export const bidTotal = (d: Deal): number => d.bids.reduce<number>((a, b) => a + (b ?? 0), 0);

export function phaseOf(s: ForteyOneState): Phase {
  if (s.winner !== null) return "over";
  const d = currentDeal(s);
  if (d.complete) return "nextDeal";
  if (d.redeal) return "redeal";
  if (!bidsComplete(d)) return "bid";
  return "play";
}

/** The trick being played (maybe still empty), or null when no card is expected. */
export function openTrick(d: Deal): { number: number; leader: Seat; plays: readonly Play[] } | null {
  if (d.complete || d.redeal || !bidsComplete(d)) return null;
  const last = d.tricks[d.tricks.length - 1];
  if (last && last.plays.length < PLAYERS_41) return last;
  if (d.tricks.length >= TRICKS_41) return null;
  return { number: d.tricks.length + 1, leader: last ? (last.winner as Seat) : firstLeader(d.dealer), plays: [] };
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
  return { game: s.game, players: s.players, options: s.options, deckStyle: s.deckStyle, dealer: s.dealer, deals, winner };
}

function actingCheck(s: ForteyOneState, expected: Seat, given: unknown, what: "bid" | "play"): Result<true> {
  if (given === undefined || given === null) return ok(true);
  const seat = typeof given === "string" ? seatOfName(s.players, given) : -1;
  if (seat < 0) return err("action/unknown-player", `"${String(given)}" is not playing in this game.`);
  if (seat !== expected) return err(`${what}/not-your-turn`, `It is ${s.players[expected]}'s turn, not ${s.players[seat]}'s.`, { expected: s.players[expected] });
  return ok(true);
}

export function apply(s: ForteyOneState, action: ForteyOneAction, opts: ApplyOptions = {}): Step {
  if (!action || typeof action !== "object" || typeof (action as { type?: unknown }).type !== "string") return err("action/invalid", "That is not an action.");
  const known = ["bid", "play", "hand", "redeal", "nextDeal"];
  if (!known.includes(action.type)) return err("action/unknown", `Unknown action "${action.type}".`);
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
  const who = actingCheck(s, seat, a.player, "bid");
  if (!who.ok) return who;
  if (!isValidBid(a.tricks)) return err("bid/out-of-range", `A bid is a whole number of tricks from 1 to 13, not ${JSON.stringify(a.tricks)}.`);
  const bids = d.bids.slice();
  bids[seat] = a.tricks;
  const done = bids.every((b) => b !== null);
  return ok(withDeal(s, { ...d, bids, redeal: done && needsRedeal(bids as number[]) }));
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
  const who = actingCheck(s, seat, a.player, "play");
  if (!who.ok) return who;
  const name = s.players[seat];
  const style = s.deckStyle;
  const cname = cardName41(card, style);
  const trickCards = t0.plays.map((p) => p.card);
  const found: Violation[] = [];
  const v = (trick: number, position: number, rule: Violation["rule"], message: string, c = card) =>
    found.push({ trick, position, seat, player: name, card: c, rule, message });

  const fault = (id: ForteyOneErrorId, refusal: string, rule: Violation["rule"], message: string): PlayFault<Violation, ForteyOneErrorId> => ({
    id, refusal, violation: { trick: t0.number, position: n, seat, player: name, card, rule, message },
  });
  // Fortey-One also knows a card entered in another player's hand; one fault per card is enough.
  const seen = hasCard(d0.seen, card);
  const owner = seen ? -1 : d0.hands.findIndex((h, i) => i !== seat && h?.includes(card));
  const held = heldCards(d0, seat);
  const first = seen
    ? (() => {
      const where = whereSeen(s, d0, card);
      return fault("play/duplicate", `${cname} ${where}. A card can be played only once per deal.`, "duplicate-card", `${name} played ${cname} in trick ${t0.number}, but it ${where}.`);
    })()
    : owner >= 0
      ? fault("play/not-in-hand", `${cname} is in ${s.players[owner]}'s entered hand, not ${name}'s.`, "not-in-hand", `${name} played ${cname} in trick ${t0.number}, but it is in the hand entered for ${s.players[owner]}.`)
      : held && !held.includes(card)
        ? fault("play/not-in-hand", `${name} does not hold ${cname} (their hand was entered).`, "not-in-hand", `${name} played ${cname} in trick ${t0.number}, which is not in the hand entered for them.`)
        : null;
  const followSuit = held && held.includes(card) && breaksFollowSuit(card, held, trickCards)
    && fault("play/must-follow-suit", `${name} must follow ${suitWord(trickCards[0][0], style)} while holding one.`, "follow-suit", `${name} played ${cname} in trick ${t0.number} while holding ${suitWord(trickCards[0][0], style)}: must follow suit.`);
  const refused = refuseOrRecord(lenient, card, found, first, followSuit);
  if (refused) return refused;

  // Hidden hand: a suit the player showed they lacked turns up now → each such earlier play was a revoke.
  let proofs = d0.proofs;
  if (!held) {
    const suit = card[0];
    for (const p of proofs) {
      if (p.seat !== seat || p.lacks !== suit) continue;
      if (d0.violations.some((x) => x.trick === p.trick && x.seat === seat && x.rule === "follow-suit")) continue;
      v(p.trick, p.position, "follow-suit",
        `${name} did not follow ${suitWord(p.lacks, style)} in trick ${p.trick} (played ${cardName41(p.card, style)}), but has now played ${cname}: that was a revoke.`, p.card);
    }
    if (n > 0 && suit !== trickCards[0][0]) {
      const proof: Proof = { seat, lacks: trickCards[0][0], trick: t0.number, position: n, card };
      proofs = [...proofs, proof];
    }
  }

  const plays: Play[] = [...t0.plays, { card, seat, at }];
  let trick: Trick = { number: t0.number, leader: t0.leader, plays, winner: null, winningCard: null };
  let tricksWon = d0.tricksWon;
  if (plays.length === PLAYERS_41) {
    const w = winningIndex(plays.map((p) => p.card));
    trick = { ...trick, winner: plays[w].seat, winningCard: plays[w].card };
    const tw = tricksWon.slice();
    tw[plays[w].seat] += 1;
    tricksWon = tw;
  }
  const tricks = d0.tricks.slice();
  if (n === 0) tricks.push(trick);
  else tricks[tricks.length - 1] = trick;
  const violations = found.length ? sortViolations([...d0.violations, ...found]) : d0.violations;
  let d: Deal = { ...d0, tricks, tricksWon, proofs, violations, seen: withCard(d0.seen, card) };
  if (plays.length === PLAYERS_41 && trick.number === TRICKS_41) {
    d = finishDeal(s, d);
    return ok(withDeal(s, d, matchWinner(d.totals)));
  }
  return ok(withDeal(s, d));
}

function whereSeen(s: ForteyOneState, d: Deal, card: string): string {
  for (const t of d.tricks) for (const p of t.plays) if (p.card === card) return `was already played in trick ${t.number} by ${s.players[p.seat]}`;
  return "was already played";
}

export function sortViolations(list: Violation[]): Violation[] {
  return list.sort((a, b) => a.trick - b.trick || a.position - b.position);
}

/**
 * The exact check once all 52 cards are played: a player's hand at any moment is the cards
 * they play from then on. Adds every follow-suit violation not reported yet.
 */
export function exactCheck(s: Pick<ForteyOneState, "players" | "deckStyle">, d: Deal): Violation[] {
  const SUIT: Record<string, number> = { W: 0, C: 1, S: 2, P: 3 };
  const counts = new Int32Array(16);
  for (const t of d.tricks) for (const p of t.plays) counts[p.seat * 4 + SUIT[p.card[0]]]++;
  const out = d.violations.slice();
  for (const t of d.tricks) {
    const led = t.plays[0].card[0];
    t.plays.forEach((p, i) => {
      const suit = p.card[0];
      if (i > 0 && suit !== led && counts[p.seat * 4 + SUIT[led]] > 0
        && !out.some((x) => x.trick === t.number && x.seat === p.seat && x.rule === "follow-suit")) {
        const name = s.players[p.seat];
        out.push({
          trick: t.number, position: i, seat: p.seat, player: name, card: p.card, rule: "follow-suit",
          message: `${name} played ${cardName41(p.card, s.deckStyle)} in trick ${t.number} while holding ${suitWord(led, s.deckStyle)}: must follow suit.`,
        });
      }
      counts[p.seat * 4 + SUIT[suit]]--;
    });
  }
  return sortViolations(out);
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
  const seat = typeof a.player === "string" ? seatOfName(s.players, a.player) : -1;
  if (seat < 0) return err("action/unknown-player", `"${String(a.player)}" is not playing in this game.`);
  const name = s.players[seat];
  if (d.tricks.some((t) => t.plays.some((p) => p.seat === seat))) return err("hand/too-late", `${name} has already played in this deal; a hand is entered before its first card.`);
  if (!Array.isArray(a.cards) || a.cards.length !== TRICKS_41) return err("hand/size", `A hand has 13 cards; ${Array.isArray(a.cards) ? a.cards.length : 0} given.`);
  const set = new Set<string>();
  for (const c of a.cards) {
    if (!isCode41(c)) return err("card/unknown", `"${String(c)}" is not a card of this deck.`);
    const cn = cardName41(c, s.deckStyle);
    if (set.has(c)) return err("hand/duplicate", `${cn} is listed twice.`);
    set.add(c);
    const other = d.hands.findIndex((h, i) => i !== seat && h?.includes(c));
    if (other >= 0) return err("hand/duplicate", `${cn} is already in ${s.players[other]}'s hand.`);
    if (hasCard(d.seen, c)) return err("hand/duplicate", `${cn} ${whereSeen(s, d, c)}.`);
  }
  const hands = d.hands.slice();
  hands[seat] = [...a.cards];
  return ok(withDeal(s, { ...d, hands }));
}

function dealerOverride(s: ForteyOneState, given: unknown, fallback: Seat): Result<Seat> {
  if (given === undefined || given === null) return ok(fallback);
  const seat = typeof given === "string" ? seatOfName(s.players, given) : -1;
  if (seat < 0) return err("action/unknown-player", `"${String(given)}" is not playing in this game.`);
  return ok(seat);
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

export function locate(s: ForteyOneState, target: CorrectionTarget): Result<{ index: number; action: ForteyOneAction }> {
  if (!isCode41(target?.card)) return err("card/unknown", `"${String(target?.card)}" is not a card of this deck.`);
  const dealNo = target.deal ?? s.deals.length;
  const d = s.deals[dealNo - 1];
  if (!d) return err("correct/no-such-card", `There is no deal ${dealNo}.`);
  const t = typeof target.trick === "number" ? d.tricks[target.trick - 1] : undefined;
  const p = t && typeof target.position === "number" ? t.plays[target.position - 1] : undefined;
  if (!p || p.at < 0) return err("correct/no-such-card", `Deal ${dealNo} has no card in trick ${target.trick}, position ${target.position}.`);
  if (p.card === target.card) return err("correct/same-card", "That card is already recorded there.");
  return ok({ index: p.at, action: { type: "play", card: target.card } });
}

/** "deal 2, trick 5", "deal 1, bids" or "deal 3" for base action `index`. */
export function where(actions: readonly ForteyOneAction[], index: number): string {
  let deal = 1;
  let plays = 0;
  for (let i = 0; i < actions.length && i <= index; i++) {
    const a = actions[i];
    if (i === index) {
      if (a?.type === "play") return `deal ${deal}, trick ${Math.floor(plays / 4) + 1}`;
      if (a?.type === "bid") return `deal ${deal}, bids`;
      if (a?.type === "redeal" || a?.type === "nextDeal") return `deal ${deal + 1}`;
      return `deal ${deal}`;
    }
    if (a?.type === "play") plays++;
    else if (a?.type === "redeal" || a?.type === "nextDeal") { deal++; plays = 0; }
  }
  return `deal ${deal}`;
}

export const isOverState = (s: ForteyOneState): boolean => s.winner !== null;
