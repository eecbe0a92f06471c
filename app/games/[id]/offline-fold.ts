/**
 * The offline fold (docs/offline.md): the table's record as this device last read it (private
 * hands it may not see are already left out), plus every tap waiting in the outbox, plus the new
 * tap, folded with the game's own module. Pure: no React, no browser APIs, so it is unit-tested
 * as is and loaded only with the outbox.
 */
import { foldActions, step, type Folded, type LogEntry } from "@/lib/games/fold";
import { envelopeOf, tableView } from "@/lib/games/envelope";
import type { AnyGameModule, Viewer } from "@/lib/games/module";
import type { Action, Me, ShellView } from "./table";

/** A tap as the outbox keeps it: its route after /api/games/[id]/ and its body. */
export interface Tap { path: string; action: Action }

/** What the outbox asks the worker (./offline-fold.worker.ts) to fold. */
export interface FoldRequest { game: string; record: unknown; waiting: Tap[]; next: Tap; me: Me | undefined; current: ShellView }

/** The new view to show, or the module's refusal of the new tap. */
export type OfflineFold = { ok: true; view: ShellView } | { ok: false; error: string };

/** Who this device is, as the server sees it (server/devices.ts viewerOf). */
export function viewerFor(me: Me | undefined): Viewer {
  if (!me || me.role === "host") return { kind: "table" };
  if (me.role === "seat" && me.player) return { kind: "seat", player: me.player };
  return { kind: "spectator" };
}

const entryOf = (t: Tap): LogEntry => (t.path === "undo" ? { type: "undo" } : t.action);

/**
 * Folds `record` + `waiting` + `next`. Null when it cannot say (the record does not read, or a
 * waiting entry no longer folds): the caller then keeps the entry unchecked. The view keeps the
 * shell's seq (the server's, for `expectedSeq`) and everything the module does not give.
 */
export function foldTaps(module: AnyGameModule, record: unknown, waiting: readonly Tap[], next: Tap, viewer: Viewer, current: ShellView): OfflineFold | null {
  const r = module.recordToActions(record);
  if (!r.ok) return null;
  const base = foldActions<unknown, { type: string }>(module, r.value.setup, r.value.actions);
  if (!base.ok) return null;
  let folded: Folded = { setup: r.value.setup, state: base.value, effective: [...r.value.actions], base: [...r.value.actions] };
  for (const t of waiting) {
    const s = step(module, folded, entryOf(t));
    if (!s.ok) return null;
    folded = s.value;
  }
  const s = step(module, folded, entryOf(next));
  if (!s.ok) return { ok: false, error: s.error.message };
  const state = s.value.state;
  // As the server builds it (lib/games/envelope.ts), with the server's seq, status and last entry kept.
  const shell = { ...current, players: module.settings(state).players, turn: module.turn(state) };
  return { ok: true, view: envelopeOf(tableView(module, state, viewer), shell) };
}
