/**
 * Fortuno as a fold over events. The engine never sees a hand: it keeps the counts (hands,
 * draw pile, discard pile, cards out of the game) and the state of the turn, and checks each
 * card against the top of the discard pile. `applyEvent` works on a private copy of the deal
 * (a draft) and returns it; states passed in are never changed.
 *
 * The engine is split by concern: ./setup, ./piles (questions about a deal), ./turn (the turn
 * machinery), ./group (group cards), ./effects and ./majors (what cards do), ./checks, ./play and
 * ./responses (event handlers), ./narration (the log). This file folds events and actions.
 */
import { type CardCode, isCardCode } from "../../cards";
import { type Result, ok } from "../../result";
import { err } from "./errors";
import { CHARIOT } from "./rules";
import type { Deal, FortunoAction, FortunoEvent, FortunoState, PlayEvent } from "./types";
import { ALWAYS, FOR_PENDING, type Step, eventKind, pendingPrompt, resolveDefault } from "./checks";
import { describeEvent, logLine } from "./narration";
import { currentDeal } from "./piles";
import { onChariot, onDraw, onFlip, onPass, onPlay } from "./play";
import { onAccuse, onCall, onDevil, onEliminated, onJaccuse, onMoon, onRemoved, onRitual, onRps, onSeats, onSlap, onSteal, onTower } from "./responses";
import { cloneDeal } from "./setup";
import type { Ctx } from "./turn";

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

export * from "./setup";
export * from "./piles";
export { eventKind } from "./checks";
export { describeEvent, logLine } from "./narration";
