/**
 * What each device may know of a game (docs/privacy.md): the one place that decides it, worked out
 * once per seq and kind of viewer and reused for every view, stream, record and rule check of that
 * seq. The game service keeps one `Knowledge` beside each folded game it caches (server/games.ts).
 *
 * A hand entered on its own player's device carries `private: true` in its log entry. While its
 * deal is in progress, every other device (the host's and the table display's included) is answered
 * from the game folded WITHOUT that entry: its views, streams, records and violations, and the rule
 * checks of what it sends (a play, a hand, a correction is accepted or refused exactly as if the
 * hand had never been entered). Only the hand's own seat gets the game folded with it, and with it
 * the plays other devices recorded for that player which the hand proves wrong (`conflicts`,
 * server/conflicts.ts). When the deal is over the hand is folded in for everyone (its violations are
 * shown to all). A seat handed to another device ends the private hands entered before it (a `seat`
 * note in the log): they are left out for every device, the new one included, which enters the
 * hand again.
 *
 * So no answer to a device depends on a hand it may not see: two tables whose private hands
 * differ answer every other device byte for byte alike (test/integration/privacy-differential.test.ts).
 *
 * Cost: a game without a private hand (nearly every tap) pays nothing here beyond a few field
 * reads: its facts carry from one seq to the next without reading the log again. With private
 * hands, each kept fold (the public one, each owner's) is stepped once per entry.
 */
import { foldLog, isNote, step, type Folded, type LogEntry } from "@/lib/games/fold";
import type { AnyGameModule, Viewer } from "@/lib/games/module";
import { tableView, type TableFields } from "@/lib/games/envelope";
import { nameKey } from "@/lib/games/common/names";
import { conflictsOf, type RawConflict } from "./conflicts";

export type { RawConflict };

interface PrivateEntry {
  /** Its index in the log's entries in effect (`Folded.effective`). */
  index: number;
  player: string;
}

/**
 * What the log says about private hands: which entries are private hands and whose, never their
 * cards. Every device may know these facts (the log's entries are public, the cards are not).
 */
interface Facts {
  /** Private hand entries in effect that no seat note ended. */
  live: readonly PrivateEntry[];
  /** Private hand entries a later seat note ended: left out for everyone. */
  ended: readonly number[];
  /** Players whose latest hand in effect was entered privately: the table's blind spots. */
  now: readonly string[];
  /** Players who entered a hand privately at any point: left out of records until the game is over. */
  ever: readonly string[];
}

const NO_FACTS: Facts = Object.freeze({ live: [], ended: [], now: [], ever: [] });
const NOTHING: readonly PrivateEntry[] = Object.freeze([]);
const NO_DEALS: ReadonlyMap<number, number> = new Map();
const NO_CONFLICTS: readonly RawConflict[] = Object.freeze([]);

type Entry = { type: string; private?: unknown };
const handOf = (module: AnyGameModule, e: Entry): string | null => (e.type === "undo" || e.type === "correct" || isNote(e) ? null : (module.privacy?.handOf(e) ?? null));

/** The facts of a whole log (entries in effect). */
function factsOf(module: AnyGameModule, effective: readonly LogEntry[]): Facts {
  if (!module.privacy) return NO_FACTS;
  const live: PrivateEntry[] = [];
  const ended: number[] = [];
  const latest = new Map<string, { player: string; private: boolean }>();
  const ever = new Set<string>();
  for (let i = 0; i < effective.length; i++) {
    const e = effective[i] as Entry & { player?: unknown };
    if (isNote(e)) {
      const key = nameKey(e.player);
      for (let k = live.length - 1; k >= 0; k--) {
        if (nameKey(live[k]!.player) === key) {
          ended.push(live[k]!.index);
          live.splice(k, 1);
        }
      }
      continue;
    }
    const player = handOf(module, e);
    if (!player) continue;
    const secret = e.private === true;
    latest.set(nameKey(player), { player, private: secret });
    if (secret) {
      live.push({ index: i, player });
      ever.add(player);
    }
  }
  if (!live.length && !ended.length && !ever.size) return NO_FACTS;
  return { live, ended, now: [...latest.values()].filter((x) => x.private).map((x) => x.player), ever: [...ever] };
}

/** The facts after one more entry that is a hand entered in the open (it lifts its player's blind spot). */
function afterPublicHand(facts: Facts, player: string): Facts {
  const key = nameKey(player);
  if (!facts.now.some((p) => nameKey(p) === key)) return facts;
  return { ...facts, now: facts.now.filter((p) => nameKey(p) !== key) };
}

const keyOf = (left: readonly number[]) => [...left].sort((a, b) => a - b).join(",");

/** Whether `viewer` is the seat of `player`: only a hand's own seat sees a hidden hand. */
export function ownSeat(viewer: Viewer, player: string): boolean {
  return viewer.kind === "seat" && nameKey(viewer.player) === nameKey(player);
}

/** One key per kind of viewer: the table, a spectator, or one player's seat. */
export function viewerKey(viewer: Viewer): string {
  if (viewer.kind === "seat") return `seat:${nameKey(viewer.player)}`;
  if (viewer.kind === "table" && viewer.hidden?.length) return `table:${viewer.hidden.map((p) => nameKey(p)).sort().join(",")}`;
  return viewer.kind;
}

/**
 * What devices may know of one folded game (one seq). Built empty and filled on first use; `next`
 * carries it to the game after one more entry without reading the log again where it can.
 */
export class Knowledge {
  private facts?: Facts;
  /** Private hand entries still hidden: their deal is in progress. */
  private hiddenNow: readonly PrivateEntry[] = NOTHING;
  /** The deal each private hand was entered in. */
  private dealAt: ReadonlyMap<number, number> = NO_DEALS;
  /** Folds by the set of entries left out (key: their indexes); `publicKey` leaves every private hand out. */
  private readonly folds = new Map<string, Folded>();
  private publicKey: string | null = null;
  private readonly views = new Map<string, Record<string, unknown> & TableFields>();
  private readonly records = new Map<string, Record<string, unknown>>();
  private readonly conflicts = new Map<string, readonly RawConflict[]>();

  /** `by`: the device that recorded each entry in effect (beside `folded.effective`), for conflicts. */
  constructor(readonly module: AnyGameModule, readonly folded: Folded, private readonly by: readonly (string | null)[] = []) {}

  /** The facts, the hidden hands and the public fold (the log read once, when a game has private hands). */
  private settle(): Facts {
    if (this.facts) return this.facts;
    const { module, folded } = this;
    const facts = (this.facts = factsOf(module, folded.effective));
    const { live, ended } = facts;
    if (!live.length && !ended.length) return facts;
    if (module.isOver(folded.state)) return facts; // every hand is shown once the game is over
    const first = module.setup(folded.setup);
    if (!first.ok) {
      this.hiddenNow = live;
      return facts;
    }
    // Fold the log without any private hand, noting the deal each one was entered in.
    const dropAll = new Set([...live.map((p) => p.index), ...ended]);
    const dealAt = new Map<number, number>();
    let f: Folded = { setup: folded.setup, state: first.value, effective: [], base: [] };
    for (let i = 0; i < folded.effective.length; i++) {
      if (dropAll.has(i)) {
        const d = module.deal?.(f.state);
        if (d) dealAt.set(i, d.over ? d.number + 1 : d.number);
        continue;
      }
      const r = step(module, f, folded.effective[i]!, { lenient: true });
      if (!r.ok) {
        this.hiddenNow = live;
        return facts;
      }
      f = r.value;
    }
    this.dealAt = dealAt;
    this.remember(keyOf([...dropAll]), f, true);
    this.hiddenNow = stillHidden(module, live, dealAt, f);
    return facts;
  }

  private remember(key: string, f: Folded, isPublic = false): void {
    if (this.folds.size > 8) for (const k of this.folds.keys()) if (k !== this.publicKey) this.folds.delete(k);
    this.folds.set(key, f);
    if (isPublic) this.publicKey = key;
  }

  /** Private hands hidden now (their own seat sees each; no other device does). */
  hidden(): readonly { index: number; player: string }[] {
    this.settle();
    return this.hiddenNow;
  }

  /** Players with a hand hidden now. */
  hiddenPlayers(): string[] {
    return this.hidden().map((h) => h.player);
  }

  /**
   * The game as `viewer` may know it: folded without the private hands it may not see (and without
   * hands a seat handover ended). The same object as `folded` when nothing is left out.
   */
  foldFor(viewer: Viewer): Folded {
    const facts = this.settle();
    if (!this.hiddenNow.length && !facts.ended.length) return this.folded;
    const left = [...facts.ended, ...this.hiddenNow.filter((h) => !ownSeat(viewer, h.player)).map((h) => h.index)];
    if (!left.length) return this.folded;
    const key = keyOf(left);
    const hit = this.folds.get(key);
    if (hit) return hit;
    // A private hand that later entries contradict (they were checked without it) no longer folds:
    // then it is left out for its own seat too, which enters it again.
    const f = foldWithout(this.module, this.folded, left) ?? foldWithout(this.module, this.folded, [...facts.ended, ...this.hiddenNow.map((h) => h.index)]) ?? this.folded;
    this.remember(key, f);
    return f;
  }

  /** The viewer as the module's `view` takes it: the table does not see hands entered privately. */
  viewerFor(viewer: Viewer): Viewer {
    if (viewer.kind !== "table") return viewer;
    const now = this.settle().now;
    return now.length ? { kind: "table", hidden: [...(viewer.hidden ?? []), ...now] } : viewer;
  }

  /** The envelope's `view` for `viewer` (the module's, with standings and finished), built once per seq and kind of viewer. */
  view(viewer: Viewer): Record<string, unknown> & TableFields {
    const key = viewerKey(viewer);
    let v = this.views.get(key);
    if (!v) {
      v = tableView(this.module, this.foldFor(viewer).state, this.viewerFor(viewer));
      this.views.set(key, v);
    }
    return v;
  }

  /**
   * The game as a record for `viewer`: hands entered privately are left out until the game is over,
   * except for that player's own seat.
   */
  record(viewer: Viewer): Record<string, unknown> {
    const key = viewerKey(viewer);
    let r = this.records.get(key);
    if (!r) {
      const { module } = this;
      r = module.toRecord(this.foldFor(viewer).state) as Record<string, unknown>;
      const hidden = module.isOver(this.folded.state) ? [] : this.settle().ever.filter((p) => !ownSeat(viewer, p));
      if (hidden.length && module.privacy) r = module.privacy.redact(r, hidden, (a, b) => nameKey(a) === nameKey(b)) as Record<string, unknown>;
      this.records.set(key, r);
    }
    return r;
  }

  /**
   * Plays other devices recorded for this seat's player that the hand it entered privately proves
   * wrong (RULINGS "Private-hand conflicts"). Only a seat whose hand is hidden now has any; nobody
   * else is told (their answers never depend on it).
   */
  conflictsFor(viewer: Viewer): readonly RawConflict[] {
    if (viewer.kind !== "seat") return NO_CONFLICTS;
    const own = this.hidden().filter((h) => ownSeat(viewer, h.player));
    if (!own.length) return NO_CONFLICTS;
    const key = viewerKey(viewer);
    let c = this.conflicts.get(key);
    if (!c) {
      // The owner's fold leaves out the entries below (as foldFor does); `by` is filtered alike.
      const left = new Set([...this.settle().ended, ...this.hiddenNow.filter((h) => !ownSeat(viewer, h.player)).map((h) => h.index)]);
      const mine = this.foldFor(viewer);
      const by = left.size ? this.by.filter((_, i) => !left.has(i)) : this.by;
      const at = own[0]!.index;
      const from = at - [...left].filter((i) => i < at).length;
      // A hand that no longer folds is set aside for its owner too (foldFor): then nothing conflicts.
      const folded = mine.effective.length === this.folded.effective.length - left.size && mine.effective[from] === this.folded.effective[at];
      c = folded ? conflictsOf(this.module, mine, by, own[0]!.player, from) : [];
      this.conflicts.set(key, c);
    }
    return c;
  }

  /**
   * What is known after one more entry, `after` being the game with it. A plain action at a table
   * without private hands carries everything over; with private hands each kept fold is stepped
   * (`stepped`: a fold this action already stepped, and the result). An undo, a correction, a note
   * or a private hand starts afresh from the log.
   */
  next(after: Folded, by: readonly (string | null)[], entry: LogEntry, stepped?: { from: Folded; to: Folded }): Knowledge {
    const { module } = this;
    const k = new Knowledge(module, after, by);
    const e = entry as Entry;
    if (e.type === "undo" || e.type === "correct" || isNote(e) || !this.facts) return k;
    const player = handOf(module, e);
    if (player && e.private === true) return k;
    const facts = player ? afterPublicHand(this.facts, player) : this.facts;
    if (!this.hiddenNow.length && !this.facts.ended.length) {
      // Nothing hidden (no private hand, or only those of deals already over): nothing to carry.
      k.facts = facts;
      return k;
    }
    if (this.publicKey === null || !this.folds.has(this.publicKey)) return k;
    for (const [key, f] of this.folds) {
      const r = stepped && stepped.from === f ? { ok: true as const, value: stepped.to } : step(module, f, entry, { lenient: true });
      if (!r.ok) return new Knowledge(module, after, by); // the next read folds the log again
      k.folds.set(key, r.value);
    }
    const pub = k.folds.get(this.publicKey)!; // stepped above with every kept fold
    k.facts = facts;
    k.publicKey = this.publicKey;
    k.dealAt = this.dealAt;
    k.hiddenNow = module.isOver(after.state) ? NOTHING : stillHidden(module, facts.live, this.dealAt, pub);
    return k;
  }
}

/** The game folded without the entries at `left` (lenient, as every refold is); null when it does not fold. */
function foldWithout(module: AnyGameModule, folded: Folded, left: readonly number[]): Folded | null {
  if (!left.length) return folded;
  const drop = new Set(left);
  const r = foldLog(module, folded.setup, folded.effective.filter((_, i) => !drop.has(i)));
  return r.ok ? r.value : null;
}

/** Private hands whose deal is still in progress in `pub` (the fold without any of them). */
function stillHidden(module: AnyGameModule, live: readonly PrivateEntry[], dealAt: ReadonlyMap<number, number>, pub: Folded): readonly PrivateEntry[] {
  if (module.isOver(pub.state)) return NOTHING;
  if (!module.deal) return live;
  const now = module.deal(pub.state);
  const out = live.filter((p) => {
    const at = dealAt.get(p.index) ?? now.number;
    return !(now.number > at || (now.number === at && now.over));
  });
  return out.length ? out : NOTHING;
}

/**
 * The whole log folded (lenient): every entry in effect. When a private hand contradicts entries
 * recorded after it (those were checked without it), the state is the fold without the private
 * hands; `effective` stays the whole log either way, so undo and the seat rule count every entry.
 */
export function foldWhole(module: AnyGameModule, setup: Folded["setup"], effective: readonly LogEntry[]): Folded | null {
  const all = foldLog(module, setup, effective);
  if (all.ok) return all.value;
  const { live, ended } = factsOf(module, effective);
  const drop = new Set([...live.map((p) => p.index), ...ended]);
  if (!drop.size) return null;
  const r = foldLog(module, setup, effective.filter((_, i) => !drop.has(i)));
  return r.ok ? { setup, state: r.value.state, effective: [...effective], base: r.value.base } : null;
}
