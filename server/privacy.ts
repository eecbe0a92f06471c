/**
 * Private hands (docs/privacy.md): the one place that decides what a device may know of them.
 *
 * A hand entered on its own player's device carries `private: true` in its log entry. While its
 * deal is in progress, every other device (the host's and the table display's included) gets
 * answers computed from the game folded WITHOUT that entry: its views, streams, records and
 * violations, and the rule checks of what it sends (a play, a hand, a correction is accepted or
 * refused exactly as if the hand had never been entered). Only the hand's own seat gets the game
 * folded with it. When the deal is over the hand is folded in for everyone (its violations are
 * shown to all). A seat handed to another device ends the private hands entered before it (a
 * `seat` note in the log): they are left out for every device, the new one included, which
 * enters the hand again.
 *
 * So no answer to a device depends on a hand it may not see: two tables whose private hands
 * differ answer every other device byte for byte alike (test/integration/privacy-differential.test.ts).
 */
import { foldLog, isNote, step, type Folded, type LogEntry } from "@/lib/games/fold";
import type { AnyGameModule, Viewer } from "@/lib/games/module";
import { nameKey } from "@/lib/games/common/names";

type Entry = { type: string; player?: unknown; private?: unknown };

interface PrivateEntry {
  index: number;
  player: string;
}

interface Privacy {
  /** Private hand entries still hidden: their deal is in progress and no seat note ended them. */
  hidden: PrivateEntry[];
  /** Private hand entries ended by a later seat note: left out for everyone. */
  ended: number[];
  /** Folds by the set of entries left out (key: their indexes), this one included. */
  folds: Map<string, Folded>;
  /** Every private hand (live and ended), the deal each was entered in, and the key of the fold without them all. */
  live: PrivateEntry[];
  dealAt: Map<number, number>;
  publicKey: string | null;
}

const cache = new WeakMap<Folded, Privacy>();

/** Which log entries in effect are private hands, and which of those a seat note ended. */
function privateEntries(effective: readonly LogEntry[]): { live: PrivateEntry[]; ended: number[] } {
  const live: PrivateEntry[] = [];
  const ended: number[] = [];
  for (let i = 0; i < effective.length; i++) {
    const e = effective[i] as Entry;
    if (isNote(e)) {
      const key = nameKey(e.player);
      for (let k = live.length - 1; k >= 0; k--) {
        if (nameKey(live[k]!.player) === key) {
          ended.push(live[k]!.index);
          live.splice(k, 1);
        }
      }
    } else if (e.type === "hand" && e.private === true && typeof e.player === "string") {
      live.push({ index: i, player: e.player });
    }
  }
  return { live, ended };
}

const keyOf = (left: readonly number[]) => [...left].sort((a, b) => a - b).join(",");

/** The game folded without the entries at `left` (lenient, as every refold is); null when it does not fold. */
function foldWithout(module: AnyGameModule, folded: Folded, left: readonly number[]): Folded | null {
  if (!left.length) return folded;
  const drop = new Set(left);
  const r = foldLog(module, folded.setup, folded.effective.filter((_, i) => !drop.has(i)));
  return r.ok ? r.value : null;
}

/** Deal number a hand entered at `index` belongs to, from the fold without any private hand. */
function privacyOf(module: AnyGameModule, folded: Folded): Privacy {
  const hit = cache.get(folded);
  if (hit) return hit;
  const { live, ended } = privateEntries(folded.effective);
  const folds = new Map<string, Folded>();
  let hidden: PrivateEntry[] = [];
  const dealAt = new Map<number, number>();
  let publicKey: string | null = null;
  const first = module.setup(folded.setup);
  if (live.length && first.ok) {
    if (module.isOver(folded.state)) hidden = [];
    else if (!module.deal) hidden = live;
    else {
      // Fold the log without any private hand, noting the deal each one was entered in.
      const dropAll = new Set([...live.map((p) => p.index), ...ended]);
      let f: Folded = { setup: folded.setup, state: first.value, effective: [], base: [] };
      let broken = false;
      for (let i = 0; i < folded.effective.length && !broken; i++) {
        if (dropAll.has(i)) {
          const d = module.deal(f.state);
          dealAt.set(i, d.over ? d.number + 1 : d.number);
          continue;
        }
        const r = step(module, f, folded.effective[i]!, { lenient: true });
        if (r.ok) f = r.value;
        else broken = true;
      }
      if (broken) hidden = live;
      else {
        publicKey = keyOf([...dropAll]);
        folds.set(publicKey, f);
        hidden = stillHidden(module, live, dealAt, f);
      }
    }
  } else if (live.length) hidden = live;
  const p: Privacy = { hidden, ended, folds, live, dealAt, publicKey };
  cache.set(folded, p);
  return p;
}

/** Private hands whose deal is still in progress in `pub` (the fold without any of them). */
function stillHidden(module: AnyGameModule, live: PrivateEntry[], dealAt: Map<number, number>, pub: Folded): PrivateEntry[] {
  if (module.isOver(pub.state) || !module.deal) return module.isOver(pub.state) ? [] : live;
  const now = module.deal(pub.state);
  return live.filter((p) => {
    const at = dealAt.get(p.index) ?? now.number;
    return !(now.number > at || (now.number === at && now.over));
  });
}

/** Whether `viewer` is the seat of `player`: only a hand's own seat sees a hidden hand. */
export function ownSeat(viewer: Viewer, player: string): boolean {
  return viewer.kind === "seat" && nameKey(viewer.player) === nameKey(player);
}

/**
 * The game as `viewer` may know it: folded without the private hands it may not see (and without
 * hands a seat handover ended). The same object as `folded` when nothing is left out.
 */
export function foldFor(module: AnyGameModule, folded: Folded, viewer: Viewer): Folded {
  const p = privacyOf(module, folded);
  if (!p.hidden.length && !p.ended.length) return folded;
  const left = [...p.ended, ...p.hidden.filter((h) => !ownSeat(viewer, h.player)).map((h) => h.index)];
  const key = keyOf(left);
  const hit = p.folds.get(key);
  if (hit) return hit;
  // A private hand that later entries contradict (they were checked without it) no longer folds:
  // then it is left out for its own seat too, which enters it again.
  const f = foldWithout(module, folded, left) ?? foldWithout(module, folded, [...p.ended, ...p.hidden.map((h) => h.index)]) ?? folded;
  if (p.folds.size > 8) p.folds.clear();
  p.folds.set(key, f);
  return f;
}

/** Players with a hidden private hand now (their seat sees it, no other device does). */
export function hiddenPlayers(module: AnyGameModule, folded: Folded): string[] {
  return privacyOf(module, folded).hidden.map((h) => h.player);
}

/**
 * After one more plain entry: what is known of `before` (its folds without private hands), stepped
 * on with `entry`, for `after` (saves a refold per action at a table with a private hand). Nothing
 * is carried over when the entry is undo, a correction, a note or itself a private hand.
 */
export function carryFolds(module: AnyGameModule, before: Folded, after: Folded, entry: LogEntry): void {
  const prev = cache.get(before);
  if (!prev || !prev.live.length || cache.has(after)) return;
  const e = entry as Entry;
  if (e.type === "undo" || e.type === "correct" || isNote(e) || (e.type === "hand" && e.private === true)) return;
  if (prev.publicKey === null) return;
  const folds = new Map<string, Folded>();
  for (const [key, f] of prev.folds) {
    const r = step(module, f, entry, { lenient: true });
    if (!r.ok) return; // let the next read refold from the log
    folds.set(key, r.value);
  }
  const pub = folds.get(prev.publicKey);
  if (!pub) return;
  const hidden = module.isOver(after.state) ? [] : stillHidden(module, prev.live, prev.dealAt, pub);
  cache.set(after, { hidden, ended: prev.ended, folds, live: prev.live, dealAt: prev.dealAt, publicKey: prev.publicKey });
}

/**
 * The whole log folded (lenient): every entry in effect. When a private hand contradicts entries
 * recorded after it (those were checked without it), the state is the fold without the private
 * hands; `effective` stays the whole log either way, so undo and the seat rule count every entry.
 */
export function foldWhole(module: AnyGameModule, setup: Folded["setup"], effective: readonly LogEntry[]): Folded | null {
  const all = foldLog(module, setup, effective);
  if (all.ok) return all.value;
  const { live, ended } = privateEntries(effective);
  const drop = new Set([...live.map((p) => p.index), ...ended]);
  if (!drop.size) return null;
  const r = foldLog(module, setup, effective.filter((_, i) => !drop.has(i)));
  return r.ok ? { setup, state: r.value.state, effective: [...effective], base: r.value.base } : null;
}
