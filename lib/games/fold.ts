/**
 * The one fold: a game's state is its set-up plus its log folded through its module. Undo and
 * corrections are edits of the log, resolved here for every game alike:
 * - `{ type: "undo" }` takes back the last entry still in effect (a play, a bid, a correction …);
 * - `{ type: "correct", …target }` replaces the base action the module locates for the target,
 *   and everything after it is re-evaluated.
 * The server, records, tests and benchmarks all fold through these functions.
 */
import { err, ok, type Result } from "../result";
import type { AnyGameModule, ApplyOptions, CorrectionTarget, SetupInput } from "./module";
import { FINISHED_ID, FINISHED_MESSAGE, type FinishEntry } from "./finish";

export interface UndoEntry { type: "undo" }
/** A correction: `type` and the target in the game's own terms (its module's `correctionTarget`: the card, and where it lies). */
export type CorrectEntry = { type: "correct" } & CorrectionTarget & { readonly [field: string]: unknown };
/**
 * A note every device sees that changes nothing in the game: the host handed `player`'s seat to
 * the device labelled `to`. It ends a hand entered privately before it (docs/privacy.md) and is
 * never taken back by undo.
 */
export interface SeatNote { type: "seat"; player: string; to: string }
/** One stored entry of a game's log after its set-up. */
export type LogEntry<A extends { type: string } = { type: string }> = A | UndoEntry | CorrectEntry | SeatNote | FinishEntry;

export const isFinish = (e: { type: string }): e is FinishEntry => e.type === "finish";

/** Whether the base actions end with a finish: the game then takes nothing but an undo of it. */
export const isFinished = (base: readonly { type: string }[]): boolean => base.length > 0 && isFinish(base[base.length - 1]);

/**
 * One base action on a state: a `finish` is the module's `finish` (refused when the game is finished
 * already), anything else its `apply`; nothing follows a finish.
 */
export function applyBase<S>(module: AnyGameModule, state: S, action: { type: string }, opts: ApplyOptions, finished: boolean): Result<S> {
  if (finished) return err(FINISHED_ID, FINISHED_MESSAGE);
  if (isFinish(action)) return ok(module.finish(state) as S);
  return module.apply(state, action, opts) as Result<S>;
}

export const isMeta = (e: { type: string }): e is UndoEntry | CorrectEntry | SeatNote => e.type === "undo" || e.type === "correct" || e.type === "seat";
export const isNote = (e: { type: string }): e is SeatNote => e.type === "seat";

/** The index of the entry an undo takes back: the last one in effect that is not a note (-1: none). */
export function undoTarget(effective: readonly { type: string }[]): number {
  for (let i = effective.length - 1; i >= 0; i--) if (!isNote(effective[i]!)) return i;
  return -1;
}

/** A folded game: its state, the entries in effect and the base actions they resolve to. */
export interface Folded<S = unknown, A extends { type: string } = { type: string }> {
  setup: SetupInput;
  state: S;
  /** Entries in effect, oldest first (undone ones removed; corrections kept). */
  effective: LogEntry<A>[];
  /** Plain actions with corrections applied: what `state` is a fold of. */
  base: A[];
}

/** Folds base actions from the set-up. Replays are lenient: they were accepted once. */
export function foldActions<S, A extends { type: string }>(
  module: AnyGameModule, setup: SetupInput, actions: readonly A[], opts: { lenient?: boolean } = { lenient: true },
): Result<S> {
  const first = module.setup(setup);
  if (!first.ok) return first;
  let state = first.value as S;
  const lenient = opts.lenient ?? true;
  for (let i = 0; i < actions.length; i++) {
    const r = applyBase<S>(module, state, actions[i], { lenient, index: i }, i > 0 && isFinish(actions[i - 1]));
    if (!r.ok) return err(r.error.id, r.error.message, { ...r.error.details, index: i });
    state = r.value;
  }
  return ok(state);
}

/** Starts a game: the set-up alone. */
export function start<S, A extends { type: string }>(module: AnyGameModule, setup: SetupInput): Result<Folded<S, A>> {
  const r = module.setup(setup);
  if (!r.ok) return r;
  return ok({ setup, state: r.value as S, effective: [], base: [] });
}

/**
 * One more entry. A game action is checked at the table (not lenient) unless `lenient` is set;
 * undo and corrections refold from the set-up.
 */
export function step<S, A extends { type: string }>(
  module: AnyGameModule, folded: Folded<S, A>, entry: LogEntry<A>, opts: { lenient?: boolean } = {},
): Result<Folded<S, A>> {
  if (entry.type === "undo") {
    const at = undoTarget(folded.effective);
    if (at < 0) return err("undo/nothing", "There is nothing to undo.");
    return refold(module, folded.setup, folded.effective.filter((_, i) => i !== at));
  }
  if (entry.type === "seat") return ok({ setup: folded.setup, state: folded.state, effective: [...folded.effective, entry], base: folded.base });
  if (isFinished(folded.base)) return err(FINISHED_ID, FINISHED_MESSAGE);
  if (entry.type === "correct") {
    const loc = module.locate(folded.state, entry as CorrectEntry);
    if (!loc.ok) return loc;
    if (loc.value.index < 0 || loc.value.index >= folded.base.length) return err("correct/no-such-card", "That card could not be found in the game's history.");
    const base = folded.base.slice();
    base[loc.value.index] = loc.value.action as A;
    const r = foldActions<S, A>(module, folded.setup, base);
    if (!r.ok) return r;
    return ok({ setup: folded.setup, state: r.value, effective: [...folded.effective, entry], base });
  }
  const r = applyBase<S>(module, folded.state, entry, { lenient: opts.lenient ?? false, index: folded.base.length }, false);
  if (!r.ok) return r;
  return ok({ setup: folded.setup, state: r.value, effective: [...folded.effective, entry], base: [...folded.base, entry as A] });
}

/** Entries in effect once every undo has taken back the entry before it. */
export function effectiveEntries<A extends { type: string }>(entries: readonly LogEntry<A>[]): LogEntry<A>[] {
  const out: LogEntry<A>[] = [];
  for (const e of entries) {
    if (e.type === "undo") {
      const at = undoTarget(out);
      if (at >= 0) out.splice(at, 1);
    } else out.push(e);
  }
  return out;
}

/** Folds a stored log (entries after the set-up, undo entries included). Lenient throughout. */
export function foldLog<S, A extends { type: string }>(
  module: AnyGameModule, setup: SetupInput, entries: readonly LogEntry<A>[],
): Result<Folded<S, A>> {
  return refold(module, setup, effectiveEntries(entries));
}

/** Linear in the log: plain actions are applied in place; only a correction refolds its base actions. */
function refold<S, A extends { type: string }>(module: AnyGameModule, setup: SetupInput, effective: readonly LogEntry<A>[]): Result<Folded<S, A>> {
  const first = start<S, A>(module, setup);
  if (!first.ok) return first;
  let state = first.value.state;
  const entries: LogEntry<A>[] = [];
  let base: A[] = [];
  for (let i = 0; i < effective.length; i++) {
    const e = effective[i];
    if (isMeta(e)) {
      const next = step<S, A>(module, { setup, state, effective: entries, base }, e, { lenient: true });
      if (!next.ok) return err(next.error.id, next.error.message, { ...next.error.details, entry: i });
      state = next.value.state;
      base = next.value.base;
    } else {
      const r = applyBase<S>(module, state, e, { lenient: true, index: base.length }, isFinished(base));
      if (!r.ok) return err(r.error.id, r.error.message, { ...r.error.details, entry: i });
      state = r.value;
      base.push(e as A);
    }
    entries.push(e);
  }
  return ok({ setup, state, effective: entries, base });
}
