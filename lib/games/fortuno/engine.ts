/**
 * Fortuno as a fold over events. The engine never sees a hand: it keeps the counts (hands,
 * draw pile, discard pile, cards out of the game) and the state of the turn, and checks each
 * card against the top of the discard pile. `applyEvent` works on a private copy of the deal
 * (a draft) and returns it; states passed in are never changed.
 */
import { isCardCode, isStar, rankOf, suitOf, type CardCode } from "../../cards";
import { err, ok, type Result } from "../../result";
import { checkNames, nameKey } from "../common/names";
import type { SetupInput } from "../module";
import { fortunoCardName } from "./deck";
import {
  ADJUSTMENT, AEON, ART, CHARIOT, DEATH, DEVIL, EMPEROR, EMPRESS, FOOL, FORTUNE, HANGED_MAN, HERMIT,
  HIEROPHANT, LOVERS, LUST, MAGUS, MOON, PRIESTESS, STAR, SUN, TOWER, UNIVERSE,
  adjustmentCounts, divorceCounts, drawValue, endgameRemoves, isFourOfAKind, isNumerical, lustForbidden,
  playableOn, starCounts, towerCandidates, universeCounts,
} from "./rules";
import {
  DEFAULT_OPTIONS, EVENT_KINDS,
  type Deal, type EventKind, type FortunoAction, type FortunoEvent, type FortunoOptions, type FortunoState,
  type GroupKind, type PileEntry, type PlayEvent,
} from "./types";
import { z } from "zod";

export const DECK_SIZE = 78;

export const optionsSchema = z.object({
  handSize: z.number().int().min(1).max(19).default(DEFAULT_OPTIONS.handSize),
});

// ---------------------------------------------------------------------------------------------
// Set-up

export function setupState(input: SetupInput): Result<FortunoState> {
  const raw = input?.players;
  if (!Array.isArray(raw) || raw.length < 4 || raw.length > 8) return err("setup/players", "Fortuno needs 4 to 8 players.");
  const checked = checkNames(raw);
  if (!checked.ok) return err("setup/players", checked.error.message);
  const players = checked.value;
  let dealer = players.length - 1;
  if (typeof input.dealer === "number") {
    if (!Number.isInteger(input.dealer) || input.dealer < 0 || input.dealer >= players.length) return err("setup/dealer", "The dealer must be one of the players.");
    dealer = input.dealer;
  } else if (typeof input.dealer === "string") {
    dealer = players.findIndex((p) => nameKey(p) === nameKey(input.dealer as string));
    if (dealer < 0) return err("setup/dealer", `The dealer "${input.dealer}" is not one of the players.`);
  }
  const parsed = optionsSchema.safeParse(input.options ?? {});
  if (!parsed.success) return err("setup/options", `Bad options: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`);
  const options: FortunoOptions = parsed.data;
  if (options.handSize * players.length > DECK_SIZE - 1) return err("setup/options", `${options.handSize} cards each for ${players.length} players leaves nothing to flip.`);
  const deckStyle = input.deckStyle ?? "thoth";
  if (deckStyle !== "thoth" && deckStyle !== "rws") return err("setup/deck-style", "Deck style must be thoth or rws.");
  return ok({ game: "fortuno", players, options, deckStyle, dealer, deals: [newDeal(players, options, 1, players[dealer])] });
}

export function newDeal(players: readonly string[], options: FortunoOptions, number: number, dealer: string): Deal {
  const counts: Record<string, number> = {};
  for (const p of players) counts[p] = options.handSize;
  const seating = players.slice();
  const first = seating[(seating.indexOf(dealer) + 1) % seating.length];
  return {
    number, dealer, seating, direction: 1, turn: first, counts,
    drawPile: DECK_SIZE - options.handSize * players.length,
    pile: [], pileUnknown: 0, gone: [], owed: null, skipped: {}, lovers: null, eliminated: [],
    adjustments: 0, winner: null, violations: [], pending: null, run: null, slapWindow: null,
    sixes: false, group: null, calls: [], events: [], indices: [], log: [], justEliminated: null,
    reshuffles: 0, dealIndex: -1, effect: `${dealer} dealt ${options.handSize} cards each.`,
  };
}

export function cloneDeal(d: Deal): Deal {
  return {
    ...d,
    seating: d.seating.slice(), counts: { ...d.counts }, pile: d.pile.slice(), gone: d.gone.slice(),
    owed: d.owed && { ...d.owed }, skipped: { ...d.skipped }, lovers: d.lovers && { ...d.lovers },
    eliminated: d.eliminated.slice(), violations: d.violations.slice(),
    pending: d.pending && ({ ...d.pending } as Deal["pending"]),
    run: d.run && { rank: d.run.rank, suits: d.run.suits.slice() },
    slapWindow: d.slapWindow && { rank: d.slapWindow.rank, suits: d.slapWindow.suits.slice() },
    calls: d.calls.slice(), events: d.events.slice(), indices: d.indices.slice(), log: d.log.slice(),
  };
}

// ---------------------------------------------------------------------------------------------
// Queries

export const currentDeal = (s: FortunoState): Deal => s.deals[s.deals.length - 1];
export const isActive = (d: Deal, p: string): boolean => !d.eliminated.includes(p);
export const activePlayers = (d: Deal): string[] => d.seating.filter((p) => isActive(d, p));
export const endgame = (d: Deal): boolean => activePlayers(d).length === 2;
export const isHermit = (d: Deal, p: string): boolean => (d.skipped[p] ?? 0) > 0;

/** The next player still in the game from `p`'s seat in a direction. */
export function stepFrom(d: Deal, p: string, dir: 1 | -1 = d.direction): string {
  const n = d.seating.length;
  let i = d.seating.indexOf(p);
  for (let k = 0; k < n; k++) {
    i = (i + dir + n) % n;
    if (isActive(d, d.seating[i])) return d.seating[i];
  }
  return p;
}

/** Active players in the direction of play starting after `p` (p itself last, if active). */
export function orderFrom(d: Deal, p: string): string[] {
  const out: string[] = [];
  const n = d.seating.length;
  let i = d.seating.indexOf(p);
  for (let k = 0; k < n; k++) {
    i = (i + d.direction + n) % n;
    if (isActive(d, d.seating[i])) out.push(d.seating[i]);
  }
  return out;
}

/** Cards on the discard pile (cards out of the game left as the top are not counted). */
export const discardCount = (d: Deal): number => d.pileUnknown + d.pile.reduce((s, e) => s + (e.removed ? 0 : 1), 0);
/** Cards that can still be drawn: the draw pile and all but the top card of the discard pile. */
export function available(d: Deal): number {
  const top = d.pile[d.pile.length - 1];
  return d.drawPile + Math.max(0, discardCount(d) - (top && !top.removed ? 1 : 0));
}
export const physicalTop = (d: Deal): CardCode | null => d.pile[d.pile.length - 1]?.card ?? null;

/** The card in effect on top: a chosen identity for The Fool / Art, the card under The Chariot. */
export function effectiveTop(d: Deal): CardCode | null {
  for (let i = d.pile.length - 1; i >= 0; i--) {
    const e = d.pile[i];
    if (e.card === CHARIOT && !e.removed && i > 0) continue;
    return e.as ?? e.card;
  }
  return null;
}

const name = (c: CardCode, style = "thoth") => fortunoCardName(c, style);
const visible = (d: Deal, c: CardCode) => d.pile.some((e) => e.card === c && !e.removed) || d.gone.includes(c);

// ---------------------------------------------------------------------------------------------
// Turn machinery (drafts are mutated)

interface Ctx {
  d: Deal;
  n: number;
  lenient: boolean;
  notes: string[];
  style: string;
}

const note = (c: Ctx, text: string) => { c.notes.push(text); };
const say = (c: Ctx, text: string) => { c.notes.push(text); c.d.effect = text; };

function reshuffle(c: Ctx): void {
  const d = c.d;
  const top = d.pile[d.pile.length - 1];
  const moved = discardCount(d) - (top && !top.removed ? 1 : 0);
  if (moved <= 0) return;
  d.drawPile += moved;
  d.pile = top ? [top] : [];
  d.pileUnknown = 0;
  d.reshuffles++;
  note(c, `The discard pile (all but its top card) was shuffled into a new draw pile of ${d.drawPile}.`);
}

/** Takes up to n cards from the draw pile (shuffling the discard pile in when needed). */
function take(c: Ctx, n: number): number {
  if (c.d.drawPile < n) reshuffle(c);
  const t = Math.min(n, c.d.drawPile);
  c.d.drawPile -= t;
  return t;
}

function divorce(c: Ctx, why: string): void {
  const d = c.d;
  if (!d.lovers) return;
  const { original, lover } = d.lovers;
  const [a, b] = divorceCounts(d.counts[original], d.counts[lover]);
  d.counts[original] = a;
  d.counts[lover] = b;
  d.lovers = null;
  note(c, `${original} and ${lover} divorce (${why}): ${original} keeps ${a}, ${lover} ${b}.`);
}

function checkWinner(c: Ctx, from: string): boolean {
  const d = c.d;
  const alive = activePlayers(d);
  let w: string | null = null;
  if (alive.length === 1) w = alive[0];
  else if (isActive(d, from) && d.counts[from] === 0) w = from;
  else w = orderFrom(d, from).find((p) => d.counts[p] === 0) ?? null;
  if (!w) return false;
  d.winner = w;
  d.turn = null;
  d.owed = null;
  d.pending = null;
  d.slapWindow = null;
  note(c, alive.length === 1 ? `${w} is the last player left and wins.` : `${w} has no cards left and wins!`);
  return true;
}

/** Moves the turn on from `from`, skipping `skips` players after any hermits. */
function advance(c: Ctx, from: string, skips: number): string {
  const d = c.d;
  let p = from;
  let s = skips;
  for (let guard = 0; guard < 200; guard++) {
    p = stepFrom(d, p);
    if (isHermit(d, p)) {
      d.skipped[p]--;
      if (d.skipped[p] === 0) delete d.skipped[p];
      note(c, `${p} is hermitted and skipped${d.skipped[p] ? " (1 more turn)" : ""}.`);
      if (d.lovers?.original === p && !d.lovers.waiting) divorce(c, "the original player's turn was skipped");
      continue;
    }
    if (s > 0) {
      s--;
      note(c, `${p} is skipped.`);
      if (d.lovers?.original === p && !d.lovers.waiting) divorce(c, "the original player's turn was skipped");
      continue;
    }
    return p;
  }
  return p;
}

/** The turn of `from` is complete: check for a winner, the lovers' divorce, then move on (counting from `after`, `from` unless a flipped Knight turned play back). */
function passTurn(c: Ctx, from: string, skips = 0, after = from): void {
  const d = c.d;
  if (checkWinner(c, from)) return;
  if (d.lovers && d.lovers.original === from) {
    if (d.lovers.waiting) d.lovers.waiting = false;
    else divorce(c, `${from}'s turn is complete`);
  }
  d.turn = advance(c, after, skips);
}

/** The player who would have the next turn after `from` (hermits are passed over). */
function peekNext(d: Deal, from: string): string {
  let p = from;
  for (let k = 0; k < d.seating.length; k++) {
    p = stepFrom(d, p);
    if (!isHermit(d, p)) return p;
  }
  return stepFrom(d, from);
}

function owe(c: Ctx, player: string, draw: number, stack: 11 | 12 | null, fortune: boolean, gambit: CardCode | null = null): void {
  c.d.owed = { player, draw, stack, fortune, gambit };
  c.d.turn = player;
}

function hermit(c: Ctx, p: string): void {
  c.d.skipped[p] = (c.d.skipped[p] ?? 0) + 2;
  if (c.d.lovers && (c.d.lovers.original === p || c.d.lovers.lover === p)) divorce(c, `${p} is hermitted`);
}

function eliminate(c: Ctx, p: string, why: string): void {
  const d = c.d;
  const held = d.counts[p];
  if (d.lovers && (d.lovers.original === p || d.lovers.lover === p)) {
    const other = d.lovers.original === p ? d.lovers.lover : d.lovers.original;
    d.counts[other] += held;
    d.lovers = null;
    note(c, `${p} is eliminated (${why}); widowed ${other} keeps both hands (${d.counts[other]}).`);
  } else {
    d.pileUnknown += held;
    note(c, `${p} is eliminated (${why})${held ? `; ${held} card${held === 1 ? "" : "s"} to the bottom of the discard pile` : ""}.`);
  }
  d.counts[p] = 0;
  d.eliminated.push(p);
  delete d.skipped[p];
  if (d.owed?.player === p) d.owed = null;
  d.justEliminated = p;
}

function place(d: Deal, entry: PileEntry, counted = true): void {
  d.pile.push(entry);
  d.sixes = false;
  if (!counted) { d.run = null; return; }
  const id = entry.as ?? entry.card;
  if (isStar(id) || entry.removed) { d.run = null; return; }
  const r = rankOf(id), s = suitOf(id);
  if (d.run && d.run.rank === r && !d.run.suits.includes(s)) d.run.suits.push(s);
  else d.run = { rank: r, suits: [s] };
  if (d.run.suits.length === 3) {
    d.slapWindow = { rank: r, suits: d.run.suits.slice() };
    d.sixes = r === 6;
    d.run = null;
  }
}

// ---------------------------------------------------------------------------------------------
// Group cards (The Chariot can be thrown for immunity right after one)

function groupOrder(d: Deal, actor: string, immune: readonly string[], withActor: boolean): string[] {
  const out = orderFrom(d, actor).filter((p) => p !== actor && !immune.includes(p) && !isHermit(d, p));
  if (withActor && isActive(d, actor)) out.push(actor);
  return out;
}

function runGroup(c: Ctx, kind: GroupKind, actor: string, immune: string[]): void {
  const d = c.d;
  d.group = null;
  const before = cloneDeal(d);
  const immuneText = immune.length ? ` (${immune.join(", ")} immune)` : "";
  switch (kind) {
    case "adjustment": {
      const order = groupOrder(d, actor, immune, true);
      Object.assign(d.counts, adjustmentCounts(order, d.counts));
      say(c, `Adjustment: hands shuffled and dealt again from ${order[0]}${immuneText}: ${order.map((p) => `${p} ${d.counts[p]}`).join(", ")}.`);
      passTurn(c, actor);
      break;
    }
    case "star": {
      const order = groupOrder(d, actor, immune, true);
      Object.assign(d.counts, starCounts(order, d.counts));
      say(c, `The Star: everyone passes one card ${dirWord(d)}${immuneText}.`);
      passTurn(c, actor);
      break;
    }
    case "universe": {
      const order = groupOrder(d, actor, immune, true);
      Object.assign(d.counts, universeCounts(order, d.counts));
      say(c, `The Universe: every hand passes ${dirWord(d)}${immuneText}.`);
      passTurn(c, actor);
      break;
    }
    case "gambit": {
      const order = groupOrder(d, actor, immune, false);
      for (const p of order) d.counts[p] += take(c, 2);
      say(c, `The Church Gambit: ${order.length ? order.join(", ") : "nobody"} draw${order.length === 1 ? "s" : ""} two${immuneText}.`);
      passTurn(c, actor);
      break;
    }
    case "devil": {
      const hermits = orderFrom(d, actor).filter((p) => isHermit(d, p));
      d.pending = { kind: "devil", player: actor, immune: [...immune, ...hermits] };
      say(c, `The Devil: everyone else offers ${actor} a non-numerical card${immuneText}.`);
      break;
    }
  }
  d.group = { kind, actor, immune, before };
}

const dirWord = (d: Deal) => (d.direction === 1 ? "clockwise" : "counter-clockwise");

// ---------------------------------------------------------------------------------------------
// Card effects

function reverse(c: Ctx): void {
  c.d.direction = c.d.direction === 1 ? -1 : 1;
}

/** A Minor card played by `holder`'s side (base: a stack it continues). */
function playedMinor(c: Ctx, holder: string, card: CardCode, base: number): void {
  const d = c.d;
  const r = rankOf(card);
  if (r === 11 || r === 12) {
    passTurn(c, holder);
    if (d.winner) return;
    const total = base + drawValue(card);
    owe(c, d.turn!, total, r, true);
    say(c, `${name(card, c.style)}: ${d.turn} must draw ${total} or stack.`);
  } else if (r === 13) {
    passTurn(c, holder, 1);
    say(c, `${name(card, c.style)}: the next player is skipped.`);
  } else if (r === 14) {
    reverse(c);
    passTurn(c, holder);
    say(c, `${name(card, c.style)}: play now goes ${dirWord(d)}.`);
  } else {
    passTurn(c, holder);
    c.d.effect = `${name(card, c.style)} is on top.`;
  }
}

/** A flipped Minor: as if the previous player had played it on the flipper. */
function flippedMinor(c: Ctx, flipper: string, card: CardCode): void {
  const d = c.d;
  const r = rankOf(card);
  if (r === 11 || r === 12) {
    owe(c, flipper, drawValue(card), r, true);
    say(c, `Flipped ${name(card, c.style)}: ${flipper} must draw ${drawValue(card)} or stack.`);
  } else if (r === 13) {
    passTurn(c, flipper);
    say(c, `Flipped ${name(card, c.style)}: ${flipper} loses the turn.`);
  } else if (r === 14) {
    // As if the previous player had played the Knight: play turns back at them, so the next
    // turn is the one after them in the new direction, and the flipper does not play on it.
    reverse(c);
    const previous = peekNext(d, flipper);
    passTurn(c, flipper, 0, previous);
    if (d.winner) return;
    say(c, `Flipped ${name(card, c.style)}: as if ${previous} had played it, play now goes ${dirWord(d)} and ${d.turn} plays on it.`);
  } else {
    say(c, `Flipped ${name(card, c.style)}: ${flipper} plays on it.`);
  }
}

function major(c: Ctx, card: CardCode, actor: string, holder: string, ev: { lover?: string; stack?: CardCode[]; as?: CardCode; peek?: string }, flipped: boolean): void {
  const d = c.d;
  const nm = name(card, c.style);
  const how = flipped ? `Flipped ${nm}` : nm;
  switch (card) {
    case FOOL:
      if (flipped) {
        owe(c, holder, 4, null, false);
        say(c, `${how} as ${name(ev.as!, c.style)}: ${holder} draws four.`);
      } else {
        passTurn(c, holder);
        if (d.winner) return;
        owe(c, d.turn!, 4, null, true);
        say(c, `${how} as ${name(ev.as!, c.style)}: ${d.turn} draws four and loses the turn.`);
      }
      return;
    case MAGUS:
      d.pending = { kind: "seats", player: holder };
      say(c, `${how}: everyone changes seats.`);
      return;
    case PRIESTESS:
    case HIEROPHANT: {
      const n = card === PRIESTESS ? 2 : 3;
      owe(c, holder, n, null, false, card === PRIESTESS ? HIEROPHANT : PRIESTESS);
      say(c, `${how}: ${holder} pays ${n} (or plays ${name(card === PRIESTESS ? HIEROPHANT : PRIESTESS, c.style)} for the Church Gambit).`);
      return;
    }
    case EMPRESS:
    case EMPEROR: {
      const skips = (card === EMPRESS ? 2 : 3) - (flipped ? 1 : 0);
      passTurn(c, holder, skips);
      say(c, `${how}: the next ${skips === 1 ? "player is" : `${skips} players are`} skipped.`);
      return;
    }
    case LOVERS: {
      const lover = ev.lover!;
      if (d.lovers) divorce(c, "new lovers");
      d.lovers = { original: holder, lover, waiting: true };
      say(c, `${how}: ${holder} and ${lover} are lovers until ${holder}'s next turn ends.`);
      if (isHermit(d, holder) || isHermit(d, lover)) divorce(c, "a hermit cannot stay a lover");
      passTurn(c, holder);
      return;
    }
    case CHARIOT:
      passTurn(c, holder);
      say(c, `${how}: the card beneath counts as the top.`);
      return;
    case ADJUSTMENT: {
      d.adjustments++;
      if (d.adjustments >= 3) {
        d.pile[d.pile.length - 1] = { ...d.pile[d.pile.length - 1], removed: true };
        d.gone.push(ADJUSTMENT);
        note(c, "Third Adjustment: the card leaves the game.");
      }
      runGroup(c, "adjustment", holder, []);
      return;
    }
    case HERMIT: {
      const target = flipped ? holder : peekNext(d, holder);
      hermit(c, target);
      say(c, `${how}: ${target} is hermitted (skipped for two turns).`);
      passTurn(c, holder);
      return;
    }
    case FORTUNE:
      reverse(c);
      passTurn(c, holder);
      say(c, `${how}: play now goes ${dirWord(d)}.`);
      return;
    case LUST: {
      const stack = ev.stack ?? [];
      let total = 0;
      let last: CardCode | null = null;
      d.counts[actor] -= stack.length;
      for (const s of stack) {
        if (endgame(d) && endgameRemoves(s)) {
          d.pile.push({ card: s, removed: true });
          d.gone.push(s);
        } else {
          d.pile.push({ card: s });
          total += drawValue(s);
          last = s;
        }
      }
      d.run = null;
      passTurn(c, holder);
      if (d.winner) return;
      if (total > 0 && last) {
        owe(c, d.turn!, total, rankOf(last) as 11 | 12, true);
        say(c, `${how} with ${stack.map((s) => name(s, c.style)).join(", ")}: ${d.turn} must draw ${total} or stack.`);
      } else say(c, `${how}: nothing happens.`);
      return;
    }
    case HANGED_MAN: {
      const got = take(c, 6);
      d.counts[actor] += got;
      const back = Math.min(3, d.counts[actor]);
      d.counts[actor] -= back;
      d.drawPile += back;
      say(c, `${how}: ${actor} draws ${got} and returns ${back} to the draw pile.`);
      passTurn(c, holder);
      return;
    }
    case DEATH:
      if (flipped) {
        say(c, `${how}: ${holder} is out.`);
        eliminate(c, holder, "flipped Death");
        passTurn(c, holder);
      } else {
        passTurn(c, holder);
        if (d.winner) return;
        owe(c, d.turn!, 6, null, true);
        say(c, `${how}: ${d.turn} draws six and loses the turn.`);
      }
      return;
    case ART:
      passTurn(c, holder);
      say(c, `${how} as ${name(ev.as!, c.style)}.`);
      return;
    case DEVIL:
      runGroup(c, "devil", holder, []);
      return;
    case TOWER: {
      const order = [...orderFrom(d, holder).filter((p) => p !== holder), holder].filter((p) => isActive(d, p));
      const { most, fewest } = towerCandidates(order, d.counts);
      if (!most.length) {
        say(c, `${how}: all hands are the same size; nothing changes.`);
        passTurn(c, holder);
      } else if (most.length === 1 && fewest.length === 1) {
        swap(c, most[0], fewest[0], how);
        passTurn(c, holder);
      } else {
        d.pending = { kind: "tower", player: holder, most, fewest };
        say(c, `${how}: a tie — ${holder} chooses who switches (most: ${most.join(", ")}; fewest: ${fewest.join(", ")}).`);
      }
      return;
    }
    case STAR:
      runGroup(c, "star", holder, []);
      return;
    case MOON:
      d.pending = { kind: "moon", player: holder };
      say(c, `${how}: ${holder} asks another player for a card.`);
      return;
    case SUN:
      say(c, flipped ? `${how}: ${holder} shows their hand to everyone.` : `${how}: ${holder} looks at ${ev.peek ?? "another player"}'s hand.`);
      passTurn(c, holder);
      return;
    case AEON: {
      const old = d.counts[actor];
      d.pileUnknown += old;
      d.counts[actor] = 0;
      d.counts[actor] = take(c, 6);
      say(c, `${how}: ${actor} puts ${old} card${old === 1 ? "" : "s"} under the discard pile and draws ${d.counts[actor]}.`);
      passTurn(c, holder);
      return;
    }
    case UNIVERSE:
      runGroup(c, "universe", holder, []);
      return;
  }
}

function swap(c: Ctx, a: string, b: string, how: string): void {
  const d = c.d;
  [d.counts[a], d.counts[b]] = [d.counts[b], d.counts[a]];
  say(c, `${how}: ${a} and ${b} switch hands (${a} ${d.counts[a]}, ${b} ${d.counts[b]}).`);
}

// ---------------------------------------------------------------------------------------------
// Events

type Step = Result<Deal> | null; // null: continue with c.d

export function eventKind(ev: FortunoEvent): EventKind {
  if (Object.prototype.hasOwnProperty.call(ev, "moon")) return "moon";
  for (const k of EVENT_KINDS) if (Object.prototype.hasOwnProperty.call(ev, k)) return k;
  return "pass";
}

/** Reports a violation (records) or refuses the event (at the table). */
function bad(c: Ctx, id: string, rule: string, player: string, message: string): Step {
  if (!c.lenient) return err(id, message, { event: c.n, player });
  c.d.violations.push({ event: c.n, player, rule, message });
  note(c, `(violation: ${message})`);
  return null;
}

const fail = (id: string, message: string): Step => err(id, message);

const ALWAYS: readonly EventKind[] = ["fortuno", "accuse", "rps", "eliminated", "ritual"];
const FOR_PENDING: Record<string, readonly EventKind[]> = {
  seats: ["seats"], tower: ["tower"], devil: ["devil", "jaccuse"], moon: ["moon"], reward: ["steal", "play"],
};

function pendingPrompt(d: Deal): string {
  const p = d.pending!;
  switch (p.kind) {
    case "seats": return `${p.player} played The Magus: enter the new seating first.`;
    case "tower": return `${p.player} must choose who switches hands (The Tower) first.`;
    case "devil": return `${p.player} must pick one of the offered cards (The Devil) first.`;
    case "moon": return `${p.player} must say what The Moon brought first.`;
    case "reward": return `${p.player} won the slap and plays any card first.`;
  }
}

/** A choice the record left out: the table's default (no new seats, no pick …). */
function resolveDefault(c: Ctx): void {
  const d = c.d;
  const p = d.pending!;
  d.pending = null;
  if (p.kind === "tower") {
    swap(c, p.most[0], p.fewest[0], "The Tower (no choice recorded)");
  } else note(c, `(${p.kind === "seats" ? "seating unchanged" : p.kind === "reward" ? "the slap winner played nothing" : `no ${p.kind} choice recorded`})`);
  passTurn(c, p.player);
}

export function applyEvent(prev: Deal, ev: FortunoEvent, lenient: boolean, index: number, style: string): Result<Deal> {
  if (prev.winner) return err("game/over", `The deal is over: ${prev.winner} has won.`);
  const d = cloneDeal(prev);
  d.events.push(ev);
  d.indices.push(index);
  const c: Ctx = { d, n: d.events.length, lenient, notes: [], style };
  const kind = eventKind(ev);
  const memo = d.group;
  const window = d.slapWindow;
  const justOut = d.justEliminated;
  d.group = null;
  d.justEliminated = null;
  if (!ALWAYS.includes(kind) && kind !== "slap") d.slapWindow = null;

  // The Chariot thrown for immunity names its thrower (who may be the next player).
  const chariotImmunity = kind === "play" && !!memo && (ev as PlayEvent).player !== undefined
    && (ev as PlayEvent).player !== memo.actor && (ev as PlayEvent).play === CHARIOT;
  if (d.pending && !ALWAYS.includes(kind) && !FOR_PENDING[d.pending.kind].includes(kind) && !chariotImmunity) {
    if (!lenient) return err(`${d.pending.kind}/expected`, pendingPrompt(d));
    resolveDefault(c);
    if (d.winner) return err("game/over", `The deal is over: ${d.winner} has won.`);
  }

  let r: Step;
  switch (kind) {
    case "flip": r = onFlip(c, ev as FortunoEvent & { flip: CardCode }); break;
    case "play": r = chariotImmunity ? onChariot(c, memo!, ev as PlayEvent) : onPlay(c, ev as PlayEvent); break;
    case "draw": r = onDraw(c, ev as { draw: number; player?: string }); break;
    case "slap": r = onSlap(c, (ev as { slap: string }).slap, window); break;
    case "steal": r = onSteal(c, ev as { steal: CardCode; player: string }); break;
    case "seats": r = onSeats(c, (ev as { seats: string[] }).seats); break;
    case "eliminated": r = onEliminated(c, (ev as { eliminated: string }).eliminated, justOut); break;
    case "tower": r = onTower(c, (ev as { tower: [string, string] }).tower); break;
    case "devil": r = onDevil(c, (ev as { devil: string | null }).devil); break;
    case "jaccuse": r = onJaccuse(c, ev as { jaccuse: string; guilty: boolean }); break;
    case "moon": r = onMoon(c, ev as { moon: string; has: boolean; request?: string; play?: CardCode; as?: CardCode }); break;
    case "fortuno": r = onCall(c, (ev as { fortuno: string }).fortuno); break;
    case "accuse": r = onAccuse(c, ev as { accuse: string; caught: boolean; give?: boolean; player?: string }); break;
    case "rps": r = onRps(c, (ev as { rps: string }).rps); break;
    case "ritual": r = onRitual(c, (ev as { ritual: string }).ritual, prev.sixes); break;
    case "removed": r = onRemoved(c, (ev as { removed: CardCode }).removed); break;
    case "pass": r = onPass(c); break;
  }
  if (r && !r.ok) return r;
  const out = r && r.ok ? r.value : c.d;
  out.log = out.log.slice(0, c.n - 1);
  out.log.push(`${c.n}. ${logLine(describeEvent(ev, prev, style), c.notes)}`);
  return ok(out);
}

/**
 * One line of the event log: what happened, then what it did, without saying the card twice
 * ("Ann flips Five of Wands — Ann plays on it.", not "… — Flipped Five of Wands: Ann plays on it.").
 */
export function logLine(what: string, notes: readonly string[]): string {
  if (notes.length === 0) return what;
  const [first, ...rest] = notes;
  if (first.startsWith(what)) return notes.join(" ");
  const named = /^(?:Flipped )?([^:]+): (.+)$/s.exec(first);
  const effect = named && what.includes(named[1]) ? named[2][0].toUpperCase() + named[2].slice(1) : first;
  return `${what} — ${[effect, ...rest].join(" ")}`;
}

function known(c: Ctx, p: string | undefined, what: string): Step {
  if (p === undefined) return null;
  if (!c.d.seating.includes(p)) return fail(`${what}/unknown-player`, `"${p}" is not a player.`);
  if (!isActive(c.d, p)) return fail(`${what}/eliminated`, `${p} is out of the game.`);
  return null;
}

/** Who may act for the turn holder: the holder, or their lover while they are paired. */
function actsFor(d: Deal, p: string): boolean {
  if (p === d.turn) return true;
  return !!d.lovers && !!d.turn && [d.lovers.original, d.lovers.lover].includes(p) && [d.lovers.original, d.lovers.lover].includes(d.turn);
}

function onFlip(c: Ctx, ev: { flip: CardCode; as?: CardCode; lover?: string; stack?: CardCode[]; peek?: string }): Step {
  const d = c.d;
  const flipper = d.turn!;
  if (d.pending?.kind === "reward") return fail("flip/reward", `${flipper} won the slap and plays a card instead of flipping.`);
  if (d.owed) {
    const v = bad(c, "flip/owes", "not-allowed", flipper, `${flipper} owes ${d.owed.draw} and may not flip.`);
    if (v) return v;
    d.owed = null;
  } else {
    const top = effectiveTop(d);
    if (top !== null && !isStar(top)) {
      const v = bad(c, "flip/not-needed", "not-allowed", flipper, `${flipper} flipped although ${name(top, c.style)} (a Minor card) is on top.`);
      if (v) return v;
    }
  }
  const card = ev.flip;
  if (take(c, 1) === 0) return fail("flip/empty", "There is no card left to flip: play any card instead.");
  const dup = checkCard(c, card, flipper);
  if (dup) return dup;
  if (endgame(d) && endgameRemoves(card)) {
    d.gone.push(card);
    say(c, `Flipped ${name(card, c.style)}: removed in the two-player endgame; ${flipper} flips again.`);
    return null;
  }
  const need = identityCheck(c, card, ev, flipper);
  if (need) return need;
  place(d, { card, ...(ev.as && (card === FOOL || card === ART) ? { as: ev.as } : {}) });
  if (!isStar(card)) flippedMinor(c, flipper, card);
  else {
    if (card === LUST) {
      const s = stackCheck(c, ev.stack ?? [], flipper, 0);
      if (s) return s;
    }
    major(c, card, flipper, flipper, ev, true);
  }
  return null;
}

function checkCard(c: Ctx, card: CardCode, player: string): Step {
  if (c.d.gone.includes(card)) return bad(c, "card/removed", "duplicate-card", player, `${name(card, c.style)} has left the game.`);
  if (c.d.pile.some((e) => e.card === card && !e.removed)) return bad(c, "card/duplicate", "duplicate-card", player, `${name(card, c.style)} is already on the discard pile.`);
  return null;
}

/** The Fool and Art need an identity, The Lovers a lover (unless removed in the endgame). */
function identityCheck(c: Ctx, card: CardCode, ev: { as?: CardCode; lover?: string }, player: string): Step {
  const d = c.d;
  if (endgame(d) && endgameRemoves(card)) return null;
  if (card === FOOL) {
    if (!ev.as) return fail("play/needs-identity", "Say which numerical Minor card The Fool stands for (\"as\").");
    if (!isNumerical(ev.as)) return fail("play/bad-identity", "The Fool can only be a numerical Minor card (Ace to Ten).");
  }
  if (card === ART) {
    if (!ev.as) return fail("play/needs-identity", "Say which card Art stands for (\"as\").");
    if (ev.as === ART || d.gone.includes(ev.as)) return fail("play/bad-identity", "Art must stand for another card still in the game.");
  }
  if (card === LOVERS) {
    if (!ev.lover) return fail("play/needs-lover", "Say who the lover is (\"lover\").");
    const k = known(c, ev.lover, "play");
    if (k) return k;
    if (ev.lover === player || ev.lover === d.turn) return fail("play/bad-lover", "The lover must be another player.");
  }
  return null;
}

function stackCheck(c: Ctx, stack: readonly CardCode[], player: string, already: number): Step {
  if (stack.some((s) => isStar(s) || (rankOf(s) !== 11 && rankOf(s) !== 12))) return fail("play/bad-stack", "Only Princesses and Princes can be played on Lust.");
  if (c.d.counts[player] < stack.length + already) return fail("play/too-many-cards", `${player} does not hold that many cards.`);
  for (const s of stack) {
    const v = checkCard(c, s, player);
    if (v) return v;
  }
  return null;
}

function onChariot(c: Ctx, memo: NonNullable<Deal["group"]>, ev: PlayEvent): Step {
  const p = ev.player!;
  const k = known(c, p, "play");
  if (k) return k;
  if (p === memo.actor || memo.immune.includes(p)) return fail("play/not-your-turn", `${p} cannot throw The Chariot for immunity now.`);
  if (c.d.counts[p] < 1) return fail("play/too-many-cards", `${p} has no cards.`);
  const nd = cloneDeal(memo.before);
  nd.events = c.d.events;
  nd.indices = c.d.indices;
  nd.log = c.d.log;
  nd.violations = c.d.violations;
  nd.calls = c.d.calls;
  c.d = nd;
  const dup = checkCard(c, CHARIOT, p);
  if (dup) return dup;
  nd.counts[p] -= 1;
  nd.pile.push({ card: CHARIOT });
  nd.run = null;
  nd.sixes = false;
  c.d = nd;
  note(c, `${p} throws The Chariot for immunity.`);
  runGroup(c, memo.kind, memo.actor, [...memo.immune, p]);
  return ok(c.d);
}

function onPlay(c: Ctx, ev: PlayEvent): Step {
  const d = c.d;
  const cards = Array.isArray(ev.play) ? ev.play : [ev.play];
  const holder = d.turn!;
  const actor = ev.player ?? holder;
  const k = known(c, ev.player, "play");
  if (k) return k;
  if (!actsFor(d, actor)) return fail("play/not-your-turn", `${actor} cannot play now: it is ${holder}'s turn.`);
  if (cards.length > 1 && !isFourOfAKind(cards)) return fail("play/not-four-of-a-kind", "Several cards at once must be all four suits of one numerical value.");
  const stack = cards.length === 1 && cards[0] === LUST ? ev.stack ?? [] : [];
  if (ev.stack && ev.stack.length && !(cards.length === 1 && cards[0] === LUST)) return fail("play/bad-stack", "Only Lust takes a stack of Princesses and Princes.");
  if (d.counts[actor] < cards.length) return fail("play/too-many-cards", `${actor} does not hold ${cards.length === 1 ? "a card" : `${cards.length} cards`}.`);
  if (stack.length) {
    const s = stackCheck(c, stack, actor, 1);
    if (s) return s;
  }
  for (const card of cards) {
    const v = checkCard(c, card, actor);
    if (v) return v;
  }
  const card = cards[0];
  if (cards.length === 1) {
    const need = identityCheck(c, card, ev, actor);
    if (need) return need;
  }
  let free = false;
  if (d.pending?.kind === "reward") {
    d.pending = null;
    free = true;
  }
  return playCards(c, cards, ev, actor, holder, free);
}

/** The play itself, once the event is well formed (also The Moon's bonus card). */
function playCards(c: Ctx, cards: CardCode[], ev: { as?: CardCode; lover?: string; stack?: CardCode[]; peek?: string }, actor: string, holder: string, free: boolean): Step {
  const d = c.d;
  const card = cards[0];
  const top = effectiveTop(d);
  const quad = cards.length === 4;
  let answered = false;
  if (d.owed) {
    const o = d.owed;
    if (!quad && o.gambit && card === o.gambit) {
      d.counts[actor] -= 1;
      place(d, { card });
      d.owed = null;
      note(c, `${holder} answers with ${name(card, c.style)}: the Church Gambit.`);
      runGroup(c, "gambit", holder, []);
      return null;
    }
    if (!quad && card === FORTUNE && o.fortune) {
      d.counts[actor] -= 1;
      place(d, { card });
      d.owed = null;
      reverse(c);
      passTurn(c, holder);
      if (d.winner) return null;
      owe(c, d.turn!, o.draw, null, false);
      say(c, `Fortune: play now goes ${dirWord(d)} and ${d.turn} draws ${o.draw} instead.`);
      return null;
    }
    if (!quad && o.stack !== null && !isStar(card) && rankOf(card) === o.stack) {
      d.counts[actor] -= 1;
      if (endgame(d) && endgameRemoves(card)) {
        // Removed without a function: it does not stack, the draw is still owed.
        place(d, { card, removed: true }, false);
        d.gone.push(card);
        say(c, `${name(card, c.style)} is removed (two-player endgame); ${o.player} still owes ${o.draw}.`);
        return null;
      }
      place(d, { card });
      d.owed = null;
      playedMinor(c, holder, card, o.draw);
      return null;
    }
    const rule = card === FORTUNE ? "not-allowed" : "not-playable";
    const v = bad(c, `play/${rule}`, rule, actor,
      card === FORTUNE ? `${actor} played Fortune against a draw it cannot answer.`
        : `${actor} owed ${o.draw} and played ${name(card, c.style)}, which does not stack on it.`);
    if (v) return v;
    d.owed = null;
    answered = card === FORTUNE;
  } else if (!free) {
    if ((top === null || isStar(top)) && available(d) === 0) {
      // Nothing left to flip: the player plays any card instead (a ruling).
      note(c, "Nothing is left to flip, so any card may be played.");
    } else if (top === null || isStar(top)) {
      const v = bad(c, "play/must-flip", "must-flip", actor, `${actor} played ${name(card, c.style)} instead of flipping on ${top ? name(top, c.style) : "an empty pile"}.`);
      if (v) return v;
    } else if (!cards.some((x) => playableOn(x, top))) {
      const v = bad(c, "play/not-playable", "not-playable", actor, `${name(card, c.style)} does not match ${name(top, c.style)}.`);
      if (v) return v;
    } else if (card === LUST && lustForbidden(top)) {
      const v = bad(c, "play/not-allowed", "not-allowed", actor, "Lust cannot be played immediately following an Ace.");
      if (v) return v;
    }
  }
  if (!quad && card === FORTUNE && !answered) {
    if (d.counts[actor] === 1) {
      d.counts[actor] = 0;
      place(d, { card });
      say(c, `${actor} had only Fortune and must play it: Old Maid.`);
      eliminate(c, actor, "Old Maid");
      passTurn(c, holder);
      return null;
    }
    const v = bad(c, "play/not-allowed", "not-allowed", actor, "Fortune can only be played to answer a draw card played by another player.");
    if (v) return v;
  }
  d.counts[actor] -= cards.length;
  if (quad) {
    for (const x of cards) place(d, { card: x }, false);
    d.run = null;
    say(c, `Four of a kind: ${cards.map((x) => name(x, c.style)).join(", ")}.`);
    passTurn(c, holder);
    return null;
  }
  if (endgame(d) && endgameRemoves(card)) {
    place(d, { card, removed: true }, false);
    d.gone.push(card);
    say(c, `${name(card, c.style)} is removed (two-player endgame) and only counts as the top card.`);
    passTurn(c, holder);
    return null;
  }
  place(d, { card, ...(ev.as && (card === FOOL || card === ART) ? { as: ev.as } : {}) });
  if (!isStar(card)) playedMinor(c, holder, card, 0);
  else major(c, card, actor, holder, ev, false);
  return null;
}

function onDraw(c: Ctx, ev: { draw: number; player?: string }): Step {
  const d = c.d;
  const k = known(c, ev.player, "draw");
  if (k) return k;
  const actor = ev.player ?? d.turn!;
  if (!actsFor(d, actor)) return fail("draw/not-your-turn", `${actor} cannot draw now: it is ${d.turn}'s turn.`);
  if (d.pending?.kind === "reward") return fail("draw/reward", `${d.pending.player} won the slap and plays a card.`);
  const n = ev.draw;
  if (d.owed) {
    const o = d.owed;
    const need = Math.min(o.draw, available(d));
    if (n !== need) {
      const v = bad(c, "draw/wrong-count", "wrong-count", o.player, `${o.player} owed ${need} but drew ${n}.`);
      if (v) return v;
    }
    if (n > available(d)) return fail("draw/too-many", `Only ${available(d)} cards are left to draw.`);
    d.counts[actor] += take(c, n);
    d.owed = null;
    say(c, `${actor} draws ${n}${need === o.draw ? "" : ` (only ${need} left)`} and the turn is over.`);
    passTurn(c, o.player);
    return null;
  }
  const top = effectiveTop(d);
  if (top === null || isStar(top)) {
    const v = bad(c, "draw/must-flip", "must-flip", actor, `${actor} drew instead of flipping on ${top ? name(top, c.style) : "an empty pile"}.`);
    if (v) return v;
  }
  if (n > available(d)) return fail("draw/too-many", `Only ${available(d)} cards are left to draw.`);
  d.counts[actor] += take(c, n);
  note(c, `${actor} draws ${n} and plays when able.`);
  return null;
}

function onPass(c: Ctx): Step {
  const d = c.d;
  const p = d.turn!;
  if (d.owed) return fail("pass/owes", `${p} owes ${d.owed.draw}.`);
  if (d.pending?.kind === "reward") return fail("pass/reward", `${p} won the slap and plays a card.`);
  const top = effectiveTop(d);
  if ((top === null || isStar(top)) && available(d) > 0) {
    const v = bad(c, "pass/must-flip", "must-flip", p, `${p} must flip.`);
    if (v) return v;
  } else if (available(d) > 0) {
    const v = bad(c, "pass/can-draw", "not-allowed", p, `${p} passed although cards are left to draw.`);
    if (v) return v;
  }
  note(c, `${p} cannot play and nothing is left to draw.`);
  passTurn(c, p);
  return null;
}

function onSlap(c: Ctx, p: string, window: Deal["slapWindow"]): Step {
  const d = c.d;
  if (!window) return fail("slap/no-race", "There is no slap race: three cards of one value were not just played in a row.");
  const k = known(c, p, "slap");
  if (k) return k;
  d.slapWindow = null;
  d.owed = null;
  d.pending = { kind: "reward", player: p, rank: window.rank, suits: window.suits, stolen: false };
  d.turn = p;
  note(c, `${p} slaps first and plays any card; play continues from ${p}.`);
  return null;
}

function onSteal(c: Ctx, ev: { steal: CardCode; player: string }): Step {
  const d = c.d;
  const p = d.pending;
  if (!p || p.kind !== "reward" || p.stolen) return fail("steal/not-now", "A steal comes right after a slap.");
  const k = known(c, ev.player, "steal");
  if (k) return k;
  const card = ev.steal;
  if (isStar(card) || rankOf(card) !== p.rank || p.suits.includes(suitOf(card))) return fail("steal/wrong-card", `Only the fourth card of the set can steal the slap.`);
  if (d.counts[ev.player] < 1) return fail("steal/too-many-cards", `${ev.player} has no cards.`);
  const dup = checkCard(c, card, ev.player);
  if (dup) return dup;
  d.counts[ev.player] -= 1;
  place(d, { card }, false);
  d.pending = { ...p, player: ev.player, stolen: true };
  d.turn = ev.player;
  note(c, `${ev.player} completes the set with ${name(card, c.style)} and steals the slap.`);
  if (d.counts[ev.player] === 0) {
    // That was the stealer's last card: the turn is complete.
    d.pending = null;
    passTurn(c, ev.player);
  }
  return null;
}

function onSeats(c: Ctx, seats: string[]): Step {
  const d = c.d;
  if (d.pending?.kind !== "seats") return fail("seats/not-now", "New seats follow The Magus.");
  const alive = activePlayers(d);
  const all = new Set(seats);
  if (all.size !== seats.length || seats.some((p) => !d.seating.includes(p))) return fail("seats/bad", "The new seating must list each player once.");
  if (!alive.every((p) => all.has(p))) return fail("seats/bad", "The new seating must list every player still in the game.");
  const player = d.pending.player;
  d.seating = [...seats, ...d.seating.filter((p) => !all.has(p))];
  d.pending = null;
  note(c, `New seating (clockwise): ${activePlayers(d).join(", ")}.`);
  passTurn(c, player);
  return null;
}

function onTower(c: Ctx, pair: [string, string]): Step {
  const d = c.d;
  const p = d.pending;
  if (!p || p.kind !== "tower") return fail("tower/not-now", "A Tower choice follows a tied Tower.");
  const [a, b] = pair;
  const ok1 = p.most.includes(a) && p.fewest.includes(b);
  const ok2 = p.most.includes(b) && p.fewest.includes(a);
  if (!ok1 && !ok2) return fail("tower/bad", `One of the two must hold the most cards (${p.most.join(", ")}) and the other the fewest (${p.fewest.join(", ")}).`);
  d.pending = null;
  swap(c, a, b, "The Tower");
  passTurn(c, p.player);
  return null;
}

function onDevil(c: Ctx, giver: string | null): Step {
  const d = c.d;
  const p = d.pending;
  if (!p || p.kind !== "devil") return fail("devil/not-now", "The Devil's pick follows The Devil.");
  if (giver !== null) {
    const k = known(c, giver, "devil");
    if (k) return k;
    if (giver === p.player || p.immune.includes(giver)) return fail("devil/bad", `${giver} made no offer.`);
    if (d.counts[giver] < 1) return fail("devil/bad", `${giver} has no cards.`);
    d.counts[giver]--;
    d.counts[p.player]++;
    say(c, `${p.player} keeps ${giver}'s offer (Feudalism).`);
  } else say(c, `${p.player} keeps nothing: nobody offered a card.`);
  d.pending = null;
  passTurn(c, p.player);
  return null;
}

function onJaccuse(c: Ctx, ev: { jaccuse: string; guilty: boolean }): Step {
  const d = c.d;
  const p = d.pending;
  if (!p || p.kind !== "devil") return fail("jaccuse/not-now", "J'accuse! belongs to The Devil.");
  const k = known(c, ev.jaccuse, "jaccuse");
  if (k) return k;
  if (ev.jaccuse === p.player || p.immune.includes(ev.jaccuse)) return fail("jaccuse/bad", `${ev.jaccuse} made no claim to accuse.`);
  const loser = ev.guilty ? ev.jaccuse : p.player;
  const got = take(c, 4);
  d.counts[loser] += got;
  note(c, ev.guilty ? `J'accuse! ${ev.jaccuse} was lying (Tax Evasion) and draws ${got}.` : `J'accuse! ${ev.jaccuse} was innocent; ${p.player} draws ${got}.`);
  d.group = null;
  return null;
}

function onMoon(c: Ctx, ev: { moon: string; has: boolean; request?: string; play?: CardCode; as?: CardCode }): Step {
  const d = c.d;
  const p = d.pending;
  if (!p || p.kind !== "moon") return fail("moon/not-now", "The Moon's request follows The Moon.");
  const k = known(c, ev.moon, "moon");
  if (k) return k;
  if (ev.moon === p.player) return fail("moon/bad", "The Moon asks another player.");
  const asked = ev.request ? ` for ${ev.request}` : "";
  d.pending = null;
  if (ev.has) {
    if (d.counts[ev.moon] < 1) return fail("moon/bad", `${ev.moon} has no cards.`);
    if (ev.play) return fail("moon/bad", "Only a card drawn from the pile may be played at once.");
    d.counts[ev.moon]--;
    d.counts[p.player]++;
    say(c, `${p.player} asks ${ev.moon}${asked} and gets a card.`);
    passTurn(c, p.player);
    return null;
  }
  const got = take(c, 1);
  d.counts[p.player] += got;
  say(c, `${p.player} asks ${ev.moon}${asked}; ${ev.moon} has none and ${p.player} draws ${got}.`);
  if (!ev.play) {
    passTurn(c, p.player);
    return null;
  }
  const card = ev.play;
  const dup = checkCard(c, card, p.player);
  if (dup) return dup;
  const need = identityCheck(c, card, { as: ev.as }, p.player);
  if (need) return need;
  if (card === LOVERS) return fail("moon/bad", "The Lovers needs its own play event.");
  note(c, `The drawn card fits: ${p.player} plays ${name(card, c.style)}.`);
  return playCards(c, [card], { as: ev.as }, p.player, p.player, true);
}

function onCall(c: Ctx, p: string): Step {
  const k = known(c, p, "fortuno");
  if (k) return k;
  if (!c.d.calls.includes(p)) c.d.calls.push(p);
  note(c, `${p} calls "Fortuno!"`);
  return null;
}

function onAccuse(c: Ctx, ev: { accuse: string; caught: boolean; give?: boolean; player?: string }): Step {
  const d = c.d;
  const accuser = ev.player ?? d.turn!;
  const k = known(c, ev.accuse, "accuse") ?? known(c, accuser, "accuse");
  if (k) return k;
  if (accuser === ev.accuse) return fail("accuse/bad", "A player cannot accuse themselves.");
  if (ev.caught) {
    if (d.counts[ev.accuse] !== 1) {
      const v = bad(c, "accuse/not-one-card", "not-allowed", accuser, `${ev.accuse} does not hold exactly one card, so cannot be caught without "Fortuno!".`);
      if (v) return v;
    }
    if (d.counts[accuser] < 1) return fail("accuse/no-card", `${accuser} has no card to give.`);
    d.counts[accuser]--;
    d.counts[ev.accuse]++;
    note(c, `${accuser} catches ${ev.accuse} without "Fortuno!" and gives them a card.`);
  } else if (ev.give) {
    if (d.counts[ev.accuse] < 1) return fail("accuse/no-card", `${ev.accuse} has no card to give.`);
    d.counts[ev.accuse]--;
    d.counts[accuser]++;
    note(c, `${accuser} accused ${ev.accuse} falsely and is given a card.`);
  } else note(c, `${accuser} accused ${ev.accuse} falsely.`);
  return null;
}

function onRps(c: Ctx, p: string): Step {
  const d = c.d;
  if (!d.lovers || (d.lovers.original !== p && d.lovers.lover !== p)) return fail("rps/not-lovers", "Rock-paper-scissors settles a dispute between lovers.");
  note(c, `${p} wins rock-paper-scissors and decides what the lovers play.`);
  return null;
}

function onRitual(c: Ctx, p: string, sixes: boolean): Step {
  const d = c.d;
  const k = known(c, p, "ritual");
  if (k) return k;
  if (!sixes) return fail("ritual/no-sixes", "The Satanic Ritual needs three sixes played in a row just now.");
  if (visible(d, DEVIL)) return fail("ritual/no-devil", "The Devil is on the discard pile or out of the game.");
  d.winner = p;
  d.turn = null;
  d.owed = null;
  d.pending = null;
  d.slapWindow = null;
  note(c, `Three sixes in a row: ${p} holds The Devil and wins (Satanic Ritual).`);
  return null;
}

function onRemoved(c: Ctx, card: CardCode): Step {
  const d = c.d;
  if (!endgame(d)) return fail("removed/not-endgame", "Cards are removed as they are drawn only when two players remain.");
  if (!endgameRemoves(card)) return fail("removed/bad", `${name(card, c.style)} stays in the two-player endgame.`);
  if (take(c, 1) === 0) return fail("removed/empty", "No card is left to draw.");
  const dup = checkCard(c, card, d.turn!);
  if (dup) return dup;
  d.gone.push(card);
  note(c, `${name(card, c.style)} was drawn and removed (two-player endgame).`);
  return null;
}

function onEliminated(c: Ctx, p: string, justOut: string | null): Step {
  const d = c.d;
  if (!d.seating.includes(p)) return fail("eliminated/unknown-player", `"${p}" is not a player.`);
  if (!isActive(d, p)) {
    if (justOut === p) { note(c, `(${p} was already out.)`); return null; }
    return fail("eliminated/already", `${p} is already out of the game.`);
  }
  const hadTurn = d.turn === p || d.pending?.player === p;
  eliminate(c, p, "left the game");
  if (checkWinner(c, p)) return null;
  if (hadTurn) {
    d.pending = null;
    d.owed = null;
    passTurn(c, p);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Words for the log

export function describeEvent(ev: FortunoEvent, before: Deal, style = "thoth"): string {
  const who = (p?: string) => p ?? before.turn ?? "?";
  const e = ev as Record<string, unknown>;
  switch (eventKind(ev)) {
    case "flip": return `${who()} flips ${name(e.flip as string, style)}${e.as ? ` as ${name(e.as as string, style)}` : ""}${e.lover ? ` (lover ${e.lover})` : ""}`;
    case "play": {
      const cards = Array.isArray(e.play) ? (e.play as string[]) : [e.play as string];
      return `${who(e.player as string | undefined)} plays ${cards.map((x) => name(x, style)).join(", ")}${e.as ? ` as ${name(e.as as string, style)}` : ""}${e.lover ? ` (lover ${e.lover})` : ""}${Array.isArray(e.stack) && e.stack.length ? ` with ${(e.stack as string[]).map((x) => name(x, style)).join(", ")}` : ""}`;
    }
    case "draw": return `${who(e.player as string | undefined)} draws ${e.draw}`;
    case "slap": return `Slap: ${e.slap}`;
    case "steal": return `${e.player} steals with ${name(e.steal as string, style)}`;
    case "seats": return `Seats: ${(e.seats as string[]).join(", ")}`;
    case "eliminated": return `${e.eliminated} is eliminated`;
    case "tower": return `The Tower: ${(e.tower as string[]).join(" ↔ ")}`;
    case "devil": return e.devil ? `The Devil takes ${e.devil}'s offer` : "The Devil takes nothing";
    case "jaccuse": return `J'accuse! ${e.jaccuse} (${e.guilty ? "guilty" : "innocent"})`;
    case "moon": return `The Moon asks ${e.moon}${e.request ? ` for ${e.request}` : ""}: ${e.has ? "given" : "none"}`;
    case "fortuno": return `${e.fortuno}: "Fortuno!"`;
    case "accuse": return `${who(e.player as string | undefined)} accuses ${e.accuse} (${e.caught ? "caught" : "innocent"})`;
    case "rps": return `Rock-paper-scissors: ${e.rps} wins`;
    case "ritual": return `${e.ritual} shows The Devil`;
    case "removed": return `${who()} draws ${name(e.removed as string, style)} (removed)`;
    case "pass": return `${who()} passes`;
  }
}

// ---------------------------------------------------------------------------------------------
// Actions on the whole state

export function applyAction(s: FortunoState, a: FortunoAction, opts: { lenient?: boolean; index?: number } = {}): Result<FortunoState> {
  const d = currentDeal(s);
  if (a.type === "nextDeal") {
    // The seed's game ends when a player wins, so a Fortuno game (the whole match) is one deal:
    // a table that plays again starts a new game, and a record with a deal after the won one is
    // not a valid record (CONTRACT: no deals after the match was won).
    if (!d.winner) return err("deal/in-progress", `Deal ${d.number} is not over yet.`);
    return err("game/over", `The game is over: ${d.winner} won deal ${d.number}, and a Fortuno game is that one deal (a table that plays again starts a new game).`);
  }
  if (a.type !== "event") return err("action/unknown", "Unknown action.");
  const r = applyEvent(d, a.event, opts.lenient ?? false, opts.index ?? -1, s.deckStyle);
  if (!r.ok) return r;
  return ok({ ...s, deals: [...s.deals.slice(0, -1), r.value] });
}

export const checkCode = (c: unknown): c is CardCode => isCardCode(c);
