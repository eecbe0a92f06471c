/**
 * Random legal Fortuno games for property tests and benchmarks, deterministic from a seed.
 * The engine only sees events; this generator keeps simulated hidden hands beside it (real
 * cards per player, the unseen cards, the visible discard pile) so that every play it makes
 * is one the player could make. Transfers the engine tracks as counts (The Tower, Adjustment,
 * The Star …) are mirrored by moving random cards until the simulated hands match the counts.
 */
import { ALL_CARDS, isStar, rankOf, suitOf, type CardCode } from "../../cards";
import { prng, shuffle } from "../../random";
import type { SetupInput } from "../module";
import { activePlayers, applyAction, available, currentDeal, effectiveTop, endgame, isHermit, setup as setupGame } from "./engine";
import { ART, CHARIOT, DEVIL, FOOL, FORTUNE, LOVERS, LUST, endgameRemoves, isFourOfAKind, isNumerical, legalCards, playableOn } from "./rules";
import type { FortunoAction, FortunoEvent, FortunoState } from "./types";

export { prng, shuffle };

export interface RandomGame {
  setup: SetupInput;
  actions: FortunoAction[];
  state: FortunoState;
  /** True when the deal ended with a winner. */
  finished: boolean;
  /** After every event: the simulated hands (for checks). */
  hands: Record<string, CardCode[]>;
}

const NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"];

export interface RandomOptions {
  players?: number;
  handSize?: number;
  maxEvents?: number;
  /** Called after each event with the state (property checks). */
  onEvent?: (state: FortunoState, event: FortunoEvent, hands: Readonly<Record<string, readonly CardCode[]>>) => void;
}

export function randomGame(rand: () => number, options: RandomOptions = {}): RandomGame {
  const n = options.players ?? 4 + Math.floor(rand() * 5);
  const players = NAMES.slice(0, n);
  const handSize = options.handSize ?? 6;
  const setup: SetupInput = { players, options: { handSize } };
  const first = setupGame(setup);
  if (!first.ok) throw new Error(first.error.message);
  let state = first.value;
  const deck = shuffle(ALL_CARDS, rand);
  const hands: Record<string, CardCode[]> = {};
  players.forEach((p, i) => { hands[p] = deck.slice(i * handSize, (i + 1) * handSize); });
  let limbo: CardCode[] = deck.slice(n * handSize);
  let visible: CardCode[] = [];
  const gone = new Set<CardCode>();
  const actions: FortunoAction[] = [];
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const maxEvents = options.maxEvents ?? 4000;

  const takeOut = (arr: CardCode[], c: CardCode) => { const i = arr.indexOf(c); if (i >= 0) arr.splice(i, 1); };
  const fromLimbo = (): CardCode | null => {
    if (!limbo.length) {
      // What the engine will shuffle in: the visible discard pile but its top — unless the top is
      // a card already out of the game (the third Adjustment stays on top), when all of it goes in.
      const d = currentDeal(state);
      const top = d.pile[d.pile.length - 1];
      const keep = top && !top.removed ? top.card : undefined;
      limbo = visible.filter((c) => c !== keep);
      visible = keep ? [keep] : [];
    }
    if (!limbo.length) return null;
    const c = pick(limbo);
    takeOut(limbo, c);
    return c;
  };

  const sync = () => {
    const d = currentDeal(state);
    const v = d.pile.filter((e) => !e.removed).map((e) => e.card);
    for (const c of d.gone) if (!gone.has(c)) {
      gone.add(c);
      takeOut(limbo, c); takeOut(visible, c);
      for (const p of players) takeOut(hands[p], c);
    }
    for (const c of visible) if (!v.includes(c) && !gone.has(c)) limbo.push(c);
    // A card back on the visible pile (The Chariot's re-run of a group card can undo a shuffle).
    for (const c of v) {
      takeOut(limbo, c);
      for (const p of players) takeOut(hands[p], c);
    }
    visible = v;
    for (const p of players) {
      const want = d.counts[p];
      while (hands[p].length > want) {
        const c = pick(hands[p]);
        takeOut(hands[p], c);
        limbo.push(c);
      }
    }
    {
      const all = [...limbo, ...visible, ...gone, ...players.flatMap((p) => hands[p])];
      if (new Set(all).size !== all.length) {
        const seen = new Set<string>();
        const dup = all.filter((c) => (seen.has(c) ? true : (seen.add(c), false)));
        throw new Error(`random game: ${dup.join(", ")} in two places after event ${actions.length} ${JSON.stringify(actions[actions.length - 1])}`);
      }
    }
    for (const p of players) {
      const want = d.counts[p];
      while (hands[p].length < want) {
        if (!limbo.length) throw new Error("random game: no card left to fill a hand (counts out of balance)");
        const c = pick(limbo);
        takeOut(limbo, c);
        hands[p].push(c);
      }
    }
  };

  const emit = (event: FortunoEvent) => {
    const action: FortunoAction = { type: "event", event };
    const r = applyAction(state, action, { lenient: false, index: actions.length });
    if (!r.ok) throw new Error(`random game produced an illegal event ${JSON.stringify(event)}: ${r.error.id} ${r.error.message}`);
    state = r.value;
    actions.push(action);
    sync();
    options.onEvent?.(state, event, hands);
  };

  /** Cards with their event extras (identity, lover, Lust's stack). */
  const withExtras = (ev: { play?: CardCode; flip?: CardCode }, card: CardCode, holder: string, hand: CardCode[]): FortunoEvent => {
    const d = currentDeal(state);
    const out: Record<string, unknown> = { ...ev };
    if (endgame(d) && endgameRemoves(card)) return out as FortunoEvent;
    if (card === FOOL) out.as = pick(ALL_CARDS.filter(isNumerical));
    if (card === ART) out.as = pick(ALL_CARDS.filter((c) => c !== ART && !gone.has(c)));
    if (card === LOVERS) out.lover = pick(activePlayers(d).filter((p) => p !== holder));
    if (card === LUST) {
      const courts = hand.filter((c) => c !== card && !isStar(c) && (rankOf(c) === 11 || rankOf(c) === 12));
      const stack = courts.filter(() => rand() < 0.6);
      if (stack.length) out.stack = stack;
    }
    return out as FortunoEvent;
  };

  const playCard = (player: string, card: CardCode, extra: Record<string, unknown> = {}) => {
    const hand = hands[player];
    const ev = withExtras({ play: card }, card, player, hand) as Record<string, unknown>;
    takeOut(hand, card);
    for (const s of (ev.stack as CardCode[] | undefined) ?? []) takeOut(hand, s);
    visible.push(card, ...((ev.stack as CardCode[] | undefined) ?? []));
    emit({ ...ev, ...extra } as FortunoEvent);
  };

  const drawFor = (count: number) => {
    // In the endgame removable cards drawn are shown and removed, then the player draws again.
    const d = currentDeal(state);
    if (endgame(d)) {
      let kept = 0;
      for (let guard = 0; guard < 80 && kept < count; guard++) {
        if (available(currentDeal(state)) - kept <= 0) break;
        const c = limbo.length ? pick(limbo) : null;
        if (!c) break;
        if (endgameRemoves(c)) emit({ removed: c });
        else kept++;
      }
      // A card shown and removed can change the top: on a Star (or an empty pile) with nothing
      // owed the player now flips, which the main loop does.
      const now = currentDeal(state);
      const top = effectiveTop(now);
      if (!now.owed && (top === null || isStar(top))) return;
      const need = Math.min(count, available(now));
      emit({ draw: need });
      return;
    }
    emit({ draw: Math.min(count, available(d)) });
  };

  let finished = false;
  for (let step = 0; step < maxEvents; step++) {
    const d = currentDeal(state);
    if (d.winner) { finished = true; break; }
    const alive = activePlayers(d);
    const turn = d.turn!;

    // Things anyone may do between turns.
    if (d.sixes) {
      const holder = alive.find((p) => hands[p].includes(DEVIL));
      if (holder) { emit({ ritual: holder }); continue; }
    }
    if (d.group) {
      const immune = d.group.immune;
      // Only a Chariot held before the group card (not one just drawn by it).
      const before = d.group.before;
      const wasVisible = before.pile.some((e) => e.card === CHARIOT && !e.removed) || before.gone.includes(CHARIOT);
      const thrower = wasVisible ? undefined : alive.find((p) => p !== d.group!.actor && !immune.includes(p) && hands[p].includes(CHARIOT));
      if (thrower && rand() < 0.5) {
        takeOut(hands[thrower], CHARIOT);
        visible.push(CHARIOT);
        emit({ play: CHARIOT, player: thrower });
        continue;
      }
    }
    if (rand() < 0.01) {
      const accused = pick(alive);
      const accuser = pick(alive.filter((p) => p !== accused));
      const caught = d.counts[accused] === 1 && d.counts[accuser] > 0 && rand() < 0.5;
      emit({ accuse: accused, caught, player: accuser, ...(caught ? {} : { give: d.counts[accused] > 0 && rand() < 0.5 }) });
      continue;
    }
    if (d.slapWindow && rand() < 0.8) {
      const slapper = pick(alive.filter((q) => hands[q].length > 0).concat(alive).slice(0, Math.max(1, alive.filter((q) => hands[q].length > 0).length)));
      emit({ slap: slapper });
      const w = d.slapWindow;
      const stealer = alive.find((p) => hands[p].some((c) => !isStar(c) && rankOf(c) === w.rank && !w.suits.includes(suitOf(c))));
      let player = slapper;
      if (stealer && rand() < 0.6) {
        const card = hands[stealer].find((c) => !isStar(c) && rankOf(c) === w.rank && !w.suits.includes(suitOf(c)))!;
        takeOut(hands[stealer], card);
        visible.push(card);
        emit({ steal: card, player: stealer });
        player = stealer;
      }
      const hand = hands[player];
      const choices = hand.filter((c) => c !== FORTUNE || hand.length === 1);
      if (currentDeal(state).pending?.kind === "reward" && choices.length) playCard(player, pick(choices));
      continue;
    }

    const p = d.pending;
    if (p) {
      switch (p.kind) {
        case "seats": emit({ seats: shuffle(alive, rand) }); break;
        case "tower": emit({ tower: [pick(p.most), pick(p.fewest)] }); break;
        case "devil": {
          const others = alive.filter((q) => q !== p.player && !p.immune.includes(q));
          const nonNumerical = (q: string) => hands[q].some((c) => !isNumerical(c));
          if (others.length && rand() < 0.3) {
            const q = pick(others);
            emit({ jaccuse: q, guilty: nonNumerical(q) && rand() < 0.5 });
            break;
          }
          const offering = others.filter(nonNumerical);
          emit({ devil: offering.length ? pick(offering) : null });
          break;
        }
        case "moon": {
          const q = pick(alive.filter((x) => x !== p.player));
          const suit = pick(["W", "C", "S", "P", "T"]);
          const has = hands[q].some((c) => suitOf(c) === suit);
          if (has) { emit({ moon: q, has: true, request: `any card of suit ${suit}` }); break; }
          const c = available(d) > 0 ? fromLimbo() : null;
          if (c && suitOf(c) === suit && c !== LOVERS && c !== FORTUNE && !(endgame(d) && endgameRemoves(c)) && rand() < 0.7) {
            hands[p.player].push(c);
            const extra = withExtras({ play: c }, c, p.player, hands[p.player]) as Record<string, unknown>;
            takeOut(hands[p.player], c);
            visible.push(c);
            delete extra.stack;
            emit({ moon: q, has: false, request: `any card of suit ${suit}`, play: c, ...(extra.as ? { as: extra.as as CardCode } : {}) });
          } else {
            if (c) hands[p.player].push(c);
            emit({ moon: q, has: false, request: `any card of suit ${suit}` });
          }
          break;
        }
        case "reward": {
          const hand = hands[p.player];
          const choices = hand.filter((c) => c !== FORTUNE || hand.length === 1);
          playCard(p.player, pick(choices.length ? choices : hand));
          break;
        }
      }
      continue;
    }

    const hand = hands[turn];
    if (d.owed) {
      const o = d.owed;
      const options = legalCards(hand, { top: effectiveTop(d), owed: o, free: false });
      if (options.length && rand() < 0.7) playCard(turn, pick(options));
      else drawFor(o.draw);
      continue;
    }
    const top = effectiveTop(d);
    if ((top === null || isStar(top)) && available(d) === 0) {
      // Nothing to flip: any card may be played (else pass).
      const choices = hand.filter((c) => c !== FORTUNE || hand.length === 1);
      if (choices.length) playCard(turn, pick(choices));
      else emit({ pass: true });
      continue;
    }
    if (top === null || isStar(top)) {
      const c = fromLimbo();
      if (!c) break; // nothing left to flip: a stuck table
      visible.push(c);
      const ev = withExtras({ flip: c }, c, turn, hand) as { stack?: CardCode[] };
      for (const x of ev.stack ?? []) { takeOut(hand, x); visible.push(x); }
      emit(ev as FortunoEvent);
      continue;
    }
    // Four of a kind now and then.
    const byRank = new Map<number, CardCode[]>();
    for (const c of hand) if (isNumerical(c)) byRank.set(rankOf(c), [...(byRank.get(rankOf(c)) ?? []), c]);
    const quad = [...byRank.values()].find((cs) => isFourOfAKind(cs) && cs.some((c) => playableOn(c, top)));
    if (quad && rand() < 0.7) {
      const ordered = [...quad.filter((c) => playableOn(c, top)).slice(0, 1), ...quad.filter((c) => c !== quad.find((x) => playableOn(x, top)))];
      for (const c of ordered) takeOut(hand, c);
      visible.push(...ordered);
      emit({ play: ordered });
      continue;
    }
    const legal = legalCards(hand, { top, owed: null, free: false });
    if (legal.length) {
      const card = pick(legal);
      if (hand.length === 2 && rand() < 0.8) emit({ fortuno: turn });
      playCard(turn, card);
      continue;
    }
    if (available(d) > 0) drawFor(1);
    else emit({ pass: true });
  }
  void isHermit;
  return { setup, actions, state, finished, hands };
}

export const randomSeededGame = (seed: number, options?: RandomOptions) => randomGame(prng(seed), options);
