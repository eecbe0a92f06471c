/** Fortuno as a game module (lib/games/module.ts). Events: docs/fortuno-events.md. */
import { fortunoActor } from "./actor";
import { isCardCode, isStar, rankOf, type CardCode } from "../../cards";
import { ok, type Result } from "../../result";
import { err } from "./errors";
import { z } from "zod";
import type { CorrectionTarget, GameModule } from "../module";
import { standingsLine } from "../summary";
import { fortunoDeck } from "./deck";
import { parseFortunoCard } from "./parse";
import { applyAction, currentDeal, effectiveTop, eventKind, optionsSchema, setup, available } from "./engine";
import { actionSchema, canonicalNames, parseEvent, recordSchema, recordToActions, result, finishedOfState, standingsOf, toRecord, type FortunoRecord, type FortunoResult } from "./record";
import { FOOL, ART, LOVERS, legalCards } from "./rules";
import type { FortunoAction, FortunoEvent, FortunoState } from "./types";
import { turnOf, view, type FortunoView } from "./view";
import { randomSeededGame } from "./random";
import { fortunoFigures, stateStats } from "./stats";
import { describeFortuno, fortunoChanges } from "./describe";
import { fortunoDisplay } from "./display";

function apply(state: FortunoState, action: FortunoAction, opts?: { lenient?: boolean; index?: number }): Result<FortunoState> {
  if (state.finished) return err("game/over", "The game is finished.");
  if (action?.type === "event") {
    const ev = parseEvent(action.event);
    if (!ev.ok) return err("event/invalid", ev.error.message);
    const named = canonicalNames(ev.value, state.players);
    if (!named.ok) return err("event/unknown-player", named.error.message);
    return applyAction(state, { type: "event", event: named.value }, opts);
  }
  if (action?.type === "nextDeal") return applyAction(state, action, opts);
  return err("action/unknown", "Unknown action: use { type: \"event\", event } or { type: \"nextDeal\" }.");
}

/** The plays open to the player to act holding `hand` (one per card; The Fool / Art take the top's identity). */
function legalMoves(state: FortunoState, hand?: readonly string[]): FortunoAction[] {
  const d = currentDeal(state);
  if (!hand || d.winner) return [];
  const t = turnOf(state);
  if (!["play", "draw"].includes(t.expects) || d.pending && d.pending.kind !== "reward") return [];
  const top = effectiveTop(d);
  const cards = legalCards(hand, { top, owed: d.owed, free: d.pending?.kind === "reward", style: state.deckStyle });
  const defaultAs = top && !isStar(top) && rankOf(top) <= 10 ? top : "W01";
  const next = d.seating.find((p) => p !== d.turn && !d.eliminated.includes(p))!;
  const moves: FortunoAction[] = cards.map((c): FortunoAction => {
    const ev: FortunoEvent = c === FOOL ? { play: c, as: defaultAs } : c === ART ? { play: c, as: defaultAs } : c === LOVERS ? { play: c, lover: next } : { play: c };
    return { type: "event", event: ev };
  });
  if (d.owed) moves.push({ type: "event", event: { draw: Math.min(d.owed.draw, available(d)) } });
  else if (!moves.length && d.pending?.kind !== "reward") moves.push({ type: "event", event: available(d) > 0 ? { draw: 1 } : { pass: true } });
  return moves;
}

/** Where a correction points in Fortuno: the card of event `event` (1-based) of `deal`, at `position` when the event holds several. */
export interface FortunoTarget extends CorrectionTarget {
  deal?: number;
  event?: number;
  position?: number;
}

/** A correction's target as the API accepts it; other fields of the entry are left as they are. */
export const fortunoTargetSchema: z.ZodType<FortunoTarget> = z.object({
  deal: z.number().int().min(1).optional(),
  event: z.number().int().min(1).optional(),
  position: z.number().int().min(1).max(12).optional(),
  card: z.string().trim().toUpperCase().min(1).max(8),
});

function locate(state: FortunoState, target: FortunoTarget): Result<{ index: number; action: FortunoAction }> {
  if (!isCardCode(target.card)) return err("card/unknown", `"${String(target.card)}" is not a card code.`);
  const dealNo = target.deal ?? state.deals.length;
  const d = state.deals[dealNo - 1];
  if (!d) return err("correct/no-such-card", `There is no deal ${dealNo}.`);
  const n = target.event ?? 0;
  const ev = d.events[n - 1] as Record<string, unknown> | undefined;
  if (!ev) return err("correct/no-such-card", `Deal ${dealNo} has no event ${n}.`);
  const field = ["flip", "steal", "removed"].find((f) => typeof ev[f] === "string") ?? ("moon" in ev ? (typeof ev.play === "string" ? "play" : null) : "play" in ev ? "play" : null);
  if (!field) return err("correct/no-such-card", `Event ${n} of deal ${dealNo} has no card.`);
  const next: Record<string, unknown> = { ...ev };
  const old = ev[field];
  if (Array.isArray(old)) {
    const i = (target.position ?? 1) - 1;
    if (i < 0 || i >= old.length) return err("correct/no-such-card", `Event ${n} has no card in position ${target.position}.`);
    if (old[i] === target.card) return err("correct/same-card", "That card is already recorded there.");
    next[field] = old.map((c, k) => (k === i ? target.card : c));
  } else {
    if (old === target.card) return err("correct/same-card", "That card is already recorded there.");
    next[field] = target.card;
  }
  return ok({ index: d.indices[n - 1], action: { type: "event", event: next as FortunoEvent } });
}

function where(actions: readonly FortunoAction[], index: number): string {
  let deal = 1;
  let event = 0;
  for (let i = 0; i <= index && i < actions.length; i++) {
    if (actions[i].type === "nextDeal") { deal++; event = 0; } else event++;
  }
  const a = actions[index];
  if (!a) return `deal ${deal}`;
  if (a.type === "nextDeal") return `deal ${deal}`;
  return `deal ${deal}, event ${event} (${eventKind(a.event)})`;
}

export const fortunoModule: GameModule<FortunoState, FortunoAction, FortunoRecord, FortunoResult, FortunoView, FortunoTarget> = {
  id: "fortuno",
  label: "Fortuno",
  name: "Fortuno",
  blurb: "A wild shedding game for 4–8 players with a Thoth deck: match the top card, flip on the Major Arcana, and be the first with an empty hand.",
  display: (state) => fortunoDisplay(state),
  // The rules text loads only when a page asks for it (the registry is in client bundles).
  howToPlay: () => import("./how-to-play").then((m) => m.howToPlay),
  seats: { min: 4, max: 8, order: "clockwise", partnerships: false, defaultDealer: "last" },
  deck: { ...fortunoDeck, parse: (text, style) => parseFortunoCard(text, style) },
  optionsSchema,
  actionSchema,
  random(seed, options) {
    const g = randomSeededGame(seed, options?.players ? { players: Math.min(8, Math.max(4, options.players)) } : {});
    return { setup: g.setup, actions: g.actions, deals: 1 };
  },
  setup,
  apply,
  turn: turnOf,
  actor: fortunoActor,
  legalMoves,
  view: (state) => view(state),
  isOver: (state) => currentDeal(state).winner !== null || !!state.finished,
  // The deal ends where it stands: among the players still in, the fewest cards in hand win (ties share).
  finish: (state) => (state.finished ? state : { ...state, finished: { early: currentDeal(state).winner === null } }),
  standings: standingsOf,
  standingsUnit: { one: "card in hand", other: "cards in hand" },
  scoreLine: (state) => standingsLine(standingsOf(state), "cards"),
  finished: finishedOfState,
  // The card of an event: { deal, event, position, card }.
  correctionTarget: fortunoTargetSchema,
  locate: (state, target) => locate(state, target),
  settings: (state) => ({ players: state.players.slice(), options: { ...state.options }, deckStyle: state.deckStyle, dealer: state.dealer }),
  recordSchema: recordSchema as unknown as import("zod").ZodType<FortunoRecord>,
  recordToActions,
  toRecord,
  result,
  stats: stateStats,
  statistics: fortunoFigures,
  describe: describeFortuno,
  changes: fortunoChanges,
  where,
};

export type { CardCode };
