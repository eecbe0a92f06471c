/**
 * The game service: games at the table for every game module. A stored game is its set-up
 * (event 1) and its log (events 2 …: game actions, undo, corrections), folded by the one generic
 * fold in lib/games/fold.ts through the module its `kind` names.
 *
 * Throughput: every game has an in-process queue, so its writes run one after another (a write
 * without `expectedSeq` waits its turn instead of being refused). The folded game stays in a cache
 * and is trusted for writes: each action is one transaction (its event, the game's status, readings
 * of a deal it finished), which the database refuses when the log moved on meanwhile (another app
 * instance on the same PostgreSQL): then the game is read again and the action retried, or 409 for a
 * stale `expectedSeq`. Reads check the log's last seq (one indexed query) before using the cache.
 */
import { applyBase, effectiveEntries, foldActions, isFinish, isFinished, isNote, step, undoTarget, type Folded, type LogEntry } from "@/lib/games/fold";
import { FINISHED_ID, FINISHED_MESSAGE } from "@/lib/games/finish";
import type { AnyGameModule, SetupInput, Viewer } from "@/lib/games/module";
import type { DisplayModel } from "@/lib/games/display";
import { envelopeOf, type Envelope, type LastEntry } from "@/lib/games/envelope";
import { gameModule } from "@/lib/games/registry";
import {
  findEventByRequestKey, getGame, lastSeq, listEvents, listRecentGames, recordEvent,
  type GameRow, type GameStatus, type JsonValue,
} from "./data";
import { publish } from "./live";
import { busy, fail, serialize, type ServiceResult } from "./game-queue";
import { devicesById, viewerOf, type DeviceInfo, type SeatRule } from "./devices";
import { foldWhole, Knowledge, type RawConflict } from "./privacy";
import { nameKey } from "@/lib/games/common/names";
import { firstIssue } from "./schemas";

export type { ServiceResult } from "./game-queue";
export { createGame, importGame, replayRecordText, sameRecordSeconds, type Created, type NewGameInput, type RetryOptions } from "./game-create";

/**
 * A folded game. `by` runs beside `folded.effective`: the device that recorded each entry in
 * effect (null before devices); `last` is the newest log entry (an undo too) and its device;
 * `know` what each kind of device may know of it, worked out once for this seq (server/privacy.ts).
 */
interface Loaded {
  game: GameRow; module: AnyGameModule; seq: number; folded: Folded; artifactKeys: Map<number, string>;
  by: (string | null)[];
  last: { type: string; device: string | null; note?: string } | null;
  know: Knowledge;
}

/** The words of a seat note, as every device sees them. */
export const seatNoteText = (e: { player?: unknown; to?: unknown }) => `The host gave ${String(e.player)}'s seat to '${String(e.to)}'.`;
const lastOf = (type: string, device: string | null, payload: unknown): Loaded["last"] =>
  type === "seat" ? { type, device, note: seatNoteText(payload as { player?: unknown; to?: unknown }) } : { type, device };

/** `by` after one more log entry: an undo takes back the last entry in effect, anything else adds one. */
function nextBy(by: (string | null)[], type: string, device: string | null, effective: readonly { type: string }[]): (string | null)[] {
  if (type !== "undo") return [...by, device];
  const at = undoTarget(effective);
  return at < 0 ? by : by.filter((_, i) => i !== at);
}

// ------------------------------------------------------------------------------------ queue and cache

// Kept on globalThis: `npm start` loads server/ twice (Next's bundle for pages, app/api/dispatch.ts
// for the API), and both must see one cache (and one queue per game: ./game-queue.ts).
const shared = ((globalThis as typeof globalThis & { __fortunesGames?: { cache: Map<string, Loaded> } }).__fortunesGames ??= {
  cache: new Map(),
});

const CACHE_LIMIT = 500;
const cache = shared.cache;

function remember(l: Loaded) {
  cache.delete(l.game.id);
  cache.set(l.game.id, l);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
}

/** The stored set-up event as a SetupInput (older events carry `type: "setup"`, which is ignored). */
const setupOf = (payload: JsonValue): SetupInput => {
  const { players, dealer, options, deckStyle } = payload as unknown as SetupInput;
  return { players, dealer, options, deckStyle };
};

const keysOf = (module: AnyGameModule, state: unknown) => new Map((module.artifacts?.(state) ?? []).map((a) => [a.deal, a.key]));

const PAGE = 5000;
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Folds a whole stored log, a page of events at a time with a turn of the event loop between
 * pages, so a game of a thousand imported deals does not hold up the other tables.
 */
async function foldStored(id: string, module: AnyGameModule): Promise<{ seq: number; folded: Folded; by: (string | null)[]; last: Loaded["last"] } | null> {
  const entries: LogEntry[] = [];
  let by: (string | null)[] = [];
  let last: Loaded["last"] = null;
  let setup: SetupInput | null = null;
  let seq = 0;
  const open: { type: string }[] = []; // entries in effect so far (to know what an undo takes back)
  for (;;) {
    const page = await listEvents(id, { afterSeq: seq, limit: PAGE });
    for (const e of page) {
      if (e.seq === 1) setup = setupOf(e.payload);
      else {
        entries.push(e.payload as unknown as LogEntry);
        if (e.type === "undo") {
          const at = undoTarget(open);
          if (at >= 0) {
            open.splice(at, 1);
            by.splice(at, 1);
          }
        } else {
          open.push({ type: e.type });
          by.push(e.deviceId ?? null);
        }
        last = lastOf(e.type, e.deviceId ?? null, e.payload);
      }
      seq = e.seq;
    }
    if (page.length < PAGE) break;
    await yieldToLoop();
  }
  if (!setup) return null;
  const effective = effectiveEntries(entries);
  if (effective.some((e) => e.type === "correct" || isNote(e) || (e as { private?: unknown }).private === true)) {
    // Corrections refold from the set-up, notes change nothing, private hands may be left out: the fold knows how.
    const r = foldWhole(module, setup, effective);
    if (!r) throw new Error(`game ${id}: stored events no longer fold`);
    return { seq, folded: r, by, last };
  }
  // Plain actions (and undo): the base actions are the entries in effect; apply them in slices.
  const first = module.setup(setup);
  if (!first.ok) throw new Error(`game ${id}: stored set-up no longer applies: ${first.error.message}`);
  let state = first.value;
  for (let i = 0; i < effective.length; i++) {
    const r = applyBase(module, state, effective[i], { lenient: true, index: i }, i > 0 && isFinish(effective[i - 1]));
    if (!r.ok) throw new Error(`game ${id}: stored event no longer applies: ${r.error.message}`);
    state = r.value;
    if (i % PAGE === PAGE - 1) await yieldToLoop();
  }
  by = by.slice(0, effective.length);
  return { seq, folded: { setup, state, effective, base: effective as { type: string }[] }, by, last };
}

/**
 * The game, folded. `trust` uses the cached fold as it is (writes: the database refuses a stale
 * one); otherwise the log's last seq is read first and newer events folded in.
 */
async function load(id: string, trust = false): Promise<Loaded | null> {
  const hit = cache.get(id);
  if (hit && trust) return hit;
  if (hit) {
    const last = await lastSeq(id);
    if (last === null) {
      cache.delete(id);
      return null;
    }
    if (last === hit.seq) return hit;
    if (last > hit.seq) {
      const events = await listEvents(id, { afterSeq: hit.seq });
      let folded = hit.folded;
      let seq = hit.seq;
      let by = hit.by;
      let lastEntry = hit.last;
      for (const e of events) {
        const r = step(hit.module, folded, e.payload as unknown as LogEntry, { lenient: true });
        if (!r.ok) break;
        by = nextBy(by, e.type, e.deviceId ?? null, folded.effective);
        folded = r.value;
        seq = e.seq;
        lastEntry = lastOf(e.type, e.deviceId ?? null, e.payload);
      }
      if (seq === last) {
        const game = (await getGame(id)) ?? hit.game;
        const next = { ...hit, game, seq, folded, by, last: lastEntry, artifactKeys: keysOf(hit.module, folded.state), know: new Knowledge(hit.module, folded, by) };
        remember(next);
        return next;
      }
    }
    cache.delete(id); // the log was cut back (undo elsewhere) or changed: read it all again
  }
  const game = await getGame(id);
  if (!game) return null;
  const module = gameModule(game.kind);
  if (!module) throw new Error(`game ${id}: unknown game kind "${game.kind}"`);
  const f = await foldStored(id, module);
  if (!f) return null;
  const loaded: Loaded = { game, module, seq: f.seq, folded: f.folded, by: f.by, last: f.last, artifactKeys: keysOf(module, f.folded.state), know: new Knowledge(module, f.folded, f.by) };
  remember(loaded);
  return loaded;
}

// ------------------------------------------------------------------------------------------------ views

/**
 * What a device sees: the envelope (lib/games/envelope.ts) `{ id, game, status, createdAt, seq,
 * turn, players, last, view }`: the shell's fields and the module's own view for that viewer.
 */
export type GameView = Envelope;

/** Who made the newest entry: `{ type, by, device }` (by: the device's label). */
export type { LastEntry };

/**
 * A play another device recorded for this seat's player that her privately entered hand proves
 * wrong (RULINGS "Private-hand conflicts"), in `view.conflicts` of her own seat's answers only.
 * `id` stays the same while the conflict stands (a phone may remember that its player lets it
 * stand); the fix is a correction `{ type: "correct", deal, trick, position, card }` of one of
 * `legal` from her own phone (docs/api.md).
 */
export interface Conflict extends Omit<RawConflict, "device"> {
  id: string;
  /** Who recorded it, in words: the seat's player, "The host", or the device's label. */
  by: string;
  message: string;
}

function worded(c: RawConflict, devices?: Map<string, DeviceInfo>): Conflict {
  const d = c.device ? devices?.get(c.device) : undefined;
  const by = d?.role === "seat" && d.player ? d.player : d?.role === "host" ? "The host" : (d?.label ?? "Another device");
  const but = /not-in-hand$/.test(c.rule) ? "it is not in the hand you entered." : `the hand you entered says otherwise: ${c.reason}`;
  const { device: _, ...rest } = c;
  return { id: `${c.deal}.${c.trick}.${c.position}.${c.card}`, ...rest, by, message: `${by} recorded ${c.name} for you in trick ${c.trick}, but ${but}` };
}

function toView(l: Pick<Loaded, "game" | "module" | "seq" | "folded" | "last" | "know">, viewer: Viewer = { kind: "table" }, devices?: Map<string, DeviceInfo>): GameView {
  const { game, module, seq, folded, know } = l;
  const device = l.last?.device ?? null;
  const last: LastEntry | null = l.last ? { type: l.last.type, device, by: device ? (devices?.get(device)?.label ?? null) : null, ...(l.last.note ? { note: l.last.note } : {}) } : null;
  let view = know.view(viewer);
  const conflicts = know.conflictsFor(viewer);
  if (conflicts.length) view = { ...view, conflicts: conflicts.map((c) => worded(c, devices)) };
  return envelopeOf(view, {
    id: game.id,
    game: module.id,
    status: game.status,
    createdAt: game.createdAt.toISOString(),
    seq,
    turn: module.turn(folded.state),
    players: module.settings(folded.state).players,
    last,
  });
}

async function read<T>(id: string, fn: (l: Loaded) => T): Promise<T | null> {
  const r = serialize(id, async () => {
    const loaded = await load(id);
    return loaded ? fn(loaded) : null;
  });
  return r ?? null;
}

export async function gameView(id: string, viewer?: Viewer): Promise<GameView | null> {
  const devices = await devicesById(id).catch(() => undefined);
  return read(id, (l) => toView(l, viewer, devices));
}

/**
 * The game at `seq` for `viewer`, as a live update announces it: straight from the game's cache when
 * it holds that very seq (the view is built once per seq and kind of viewer: server/privacy.ts), else
 * read as `gameView` does (the log's last seq checked first).
 */
export async function gameViewAt(id: string, seq: number, viewer?: Viewer): Promise<GameView | null> {
  const hit = cache.get(id);
  if (hit?.seq !== seq) return gameView(id, viewer);
  const devices = await devicesById(id).catch(() => undefined);
  return toView(hit, viewer, devices); // a snapshot of that seq, whatever came after meanwhile
}

/**
 * The table display's model (lib/games/display.ts) with the game's seq: built by the module's
 * `display(state)` from what a spectator may see.
 */
export async function gameDisplay(id: string): Promise<(DisplayModel & { seq: number; game: string; prompt: string }) | null> {
  return read(id, (l) => ({ ...l.module.display(l.folded.state), seq: l.seq, game: l.module.id, prompt: l.module.turn(l.folded.state).prompt }));
}

/** The folded state of a game with its module (for pages that read more than the view). */
export async function gameState(id: string): Promise<{ game: GameRow; module: AnyGameModule; seq: number; state: unknown } | null> {
  return read(id, (l) => ({ game: l.game, module: l.module, seq: l.seq, state: l.folded.state }));
}

/**
 * The game as a record. Hands entered privately (on their player's own device) are left out until
 * the game is over, except for that player's own device (`viewer` a seat).
 */
export async function recordOf(id: string, viewer: Viewer = { kind: "table" }): Promise<Record<string, unknown> | null> {
  return read(id, (l) => l.know.record(viewer));
}

// ---------------------------------------------------------------------------------------------- acting

const staleSeq = () => fail(409, "event/stale", "Another device recorded an action first. Reload the table and try again.");
const notFound = (id: string) => fail(404, "game/not-found", `There is no game ${id}.`);

/**
 * Applies one entry (a game action, undo or a correction) and writes it as the next event.
 * `expectedSeq` guards against a stale screen; without it the entry applies to the game as it is
 * when its turn in the game's queue comes.
 */
export async function act(id: string, entry: LogEntry, expectedSeq?: number, actor: Actor = {}): Promise<ActResult> {
  const devices = actor.device ? await devicesById(id).catch(() => undefined) : undefined;
  return serialize(id, async (): Promise<ActResult> => {
    if (entry.type === "correct") {
      // A malformed target is the body's fault (400), whatever the table's state or an earlier key.
      const loaded = await load(id, true);
      const malformed = loaded && targetRefusal(loaded.module, entry);
      if (malformed) return malformed;
    }
    const key = scopedKey(actor);
    if (key) {
      const again = await replayOf(id, key, entry, actor, devices);
      if (again) return again;
    }
    return actNow(id, entry, expectedSeq, actor, devices);
  }) ?? busy();
}

/**
 * A correction whose target the table's game does not accept (its module's `correctionTarget`):
 * 400 in plain words, as a malformed body. A well-formed target that points at no card is the
 * module's `locate` to refuse (422). The entry is recorded as sent, as before targets were per game.
 */
function targetRefusal(module: AnyGameModule, entry: LogEntry): ReturnType<typeof fail> | null {
  const { type: _, ...target } = entry as { type: string } & Record<string, unknown>;
  const r = module.correctionTarget.safeParse(target);
  return r.success ? null : fail(400, "request/invalid", firstIssue(r.error));
}

/** An action's answer; `replayed` when it answers a resend (the entry was recorded the first time). */
export type ActResult = ServiceResult<GameView> & { replayed?: boolean };

/**
 * Who acts: the device (null before devices existed), the game's seat rule, and the request's
 * `Idempotency-Key` (a resend with the same key from the same device records nothing twice).
 */
export interface Actor {
  device?: DeviceInfo | null;
  seatRule?: SeatRule;
  /** The server itself (a seat note): entries no client may send. */
  internal?: boolean;
  requestKey?: string;
}

/** The key as stored on the event: scoped to the device, so two devices' keys never meet. */
const scopedKey = (actor: Actor) => (actor.requestKey ? `${actor.device?.id ?? "-"}:${actor.requestKey}` : null);

/**
 * A resend of an entry already recorded (its key is on an event of this game): the table as it is
 * now, which holds that entry, and nothing written. The key binds the whole entry: the same key
 * with another body (`play W07`, then `play W08`) is a client bug, refused, and records nothing.
 */
async function replayOf(id: string, key: string, entry: LogEntry, actor: Actor, devices?: Map<string, DeviceInfo>): Promise<ActResult | null> {
  const found = await findEventByRequestKey(id, key);
  if (!found) return null;
  const loaded = await load(id);
  if (!loaded) return notFound(id);
  if (!sameEntry(loaded.module, found, entry)) return fail(422, "request/key-reused", "This Idempotency-Key was already used for a different entry. Use a new key for a new entry.");
  return { ok: true, value: toView(loaded, viewerOf(actor.device ?? null), devices), replayed: true };
}

/** JSON with its object keys sorted (PostgreSQL's jsonb keeps a stored payload's keys in its own order). */
const canonical = (v: unknown): string =>
  Array.isArray(v) ? `[${v.map(canonical).join(",")}]`
  : v && typeof v === "object" ? `{${Object.keys(v).sort().filter((k) => (v as Record<string, unknown>)[k] !== undefined).map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(",")}}`
  : JSON.stringify(v) ?? "null";

/**
 * Whether a resend is the entry stored under its key: the same type and body, compared as they were
 * stored (a game action as its module parsed it, without the server's own `private` mark).
 */
function sameEntry(module: AnyGameModule, found: { type: string; payload: JsonValue }, entry: LogEntry): boolean {
  if (found.type !== entry.type) return false;
  let sent: unknown = entry;
  if (entry.type !== "undo" && entry.type !== "correct" && !isNote(entry)) {
    const p = module.actionSchema.safeParse(entry);
    if (!p.success) return false;
    sent = p.data;
  }
  const { private: _, ...stored } = (found.payload ?? {}) as Record<string, unknown>;
  return canonical(stored) === canonical(sent);
}

const sameName = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && nameKey(a) === nameKey(b);
const notYours = (error: string) => fail(403, "device/not-yours", error);

/**
 * Finishing (RULINGS "Ending a game"): a `finish` entry, and the undo of one, are the host's
 * (a game without devices has no host to ask: anyone may); after a finish nothing else is taken.
 */
function checkFinish(loaded: Loaded, entry: LogEntry, actor: Actor): ReturnType<typeof fail> | null {
  const host = !actor.device || actor.device.role === "host";
  const finished = isFinished(loaded.folded.base);
  if (isFinish(entry) && !host) return fail(403, "device/not-host", "Only the host can finish the game.");
  if (finished && entry.type === "undo" && !host) return fail(403, "device/not-host", "Only the host can take back the finish of the game.");
  if (finished && entry.type !== "undo" && !isNote(entry)) return fail(422, FINISHED_ID, FINISHED_MESSAGE);
  return null;
}

/**
 * Under the "own moves" rule a seat records its own player's moves and table-wide ones only. A game
 * action is judged as the module parsed it (`parsed`): the module says whose move it is.
 */
function checkSeatRule(loaded: Loaded, known: Folded, entry: LogEntry, parsed: LogEntry | null, actor: Actor): ReturnType<typeof fail> | null {
  const d = actor.device;
  const state = known.state;
  if (!d || d.role !== "seat" || actor.seatRule !== "own") return null;
  if (entry.type === "undo") {
    const at = undoTarget(loaded.folded.effective);
    return at >= 0 && loaded.by[at] === d.id ? null : notYours("At this table a seat takes back only its own last entry. Ask the host to undo this one.");
  }
  if (entry.type === "correct") {
    // A seat corrects its own player's card (the owner's phone fixing a play another device recorded for her).
    const whose = cardOwner(loaded.module, known, entry);
    return whose && sameName(whose, d.player) ? null : notYours("At this table a seat corrects only its own player's cards. Ask the host's device.");
  }
  if (!parsed) return null;
  const player = loaded.module.actor(state, parsed);
  if (player && !sameName(player, d.player)) return notYours(`At this table each seat records its own moves: this one is ${player}'s.`);
  return null;
}

/** Whose card a correction points at (the player who played it), or null when it points at none. */
function cardOwner(module: AnyGameModule, known: Folded, target: LogEntry): string | null {
  const loc = module.locate(known.state, target as never);
  if (!loc.ok) return null;
  const at = loc.value.index;
  const before = foldActions(module, known.setup, known.base.slice(0, at));
  return before.ok && known.base[at] ? module.actor(before.value, known.base[at]) : null;
}

async function actNow(id: string, entry: LogEntry, expectedSeq: number | undefined, actor: Actor, devices?: Map<string, DeviceInfo>): Promise<ActResult> {
  for (let attempt = 0; ; attempt++) {
    let loaded = await load(id, attempt === 0);
    if (!loaded) return notFound(id);
    if (expectedSeq !== undefined && expectedSeq !== loaded.seq) {
      // The screen and the cache disagree: ask the database which one is behind.
      loaded = await load(id);
      if (!loaded) return notFound(id);
      if (expectedSeq !== loaded.seq) return staleSeq();
    }
    const { module, game } = loaded;
    const viewer = viewerOf(actor.device ?? null);
    // What this device may know: the game without the private hands it cannot see (server/privacy.ts).
    const known = loaded.know.foldFor(viewer);
    if (isNote(entry) && !actor.internal) return fail(400, "request/invalid", "That is not an action of this game.");
    const finishing = checkFinish(loaded, entry, actor);
    if (finishing) return finishing;
    let stored = entry;
    let parsed: LogEntry | null = null;
    if (isFinish(entry)) stored = { type: "finish" };
    else if (entry.type !== "undo" && entry.type !== "correct" && !isNote(entry)) {
      const p = module.actionSchema.safeParse(entry);
      if (!p.success) {
        const refusedFirst = checkSeatRule(loaded, known, entry, null, actor);
        if (refusedFirst) return refusedFirst;
        return fail(400, "request/invalid", p.error.issues[0]?.message ?? "That is not an action of this game.");
      }
      parsed = p.data as LogEntry;
    }
    const refused = checkSeatRule(loaded, known, entry, parsed, actor);
    if (refused) return refused;
    if (parsed && module.isOver(known.state)) {
      return fail(422, "game/over", "This game is over. Undo the last action to change it.");
    }
    if (parsed) {
      stored = parsed;
      // A hand entered on its own player's device is private: marked in the entry itself.
      if (actor.device?.role === "seat" && sameName(module.privacy?.handOf(stored), actor.device.player)) {
        stored = { ...stored, private: true } as unknown as LogEntry;
      }
    }
    // The rules judge the entry on what this device may know; an undo takes back the last entry of all.
    let r: ReturnType<typeof step> = stored.type === "undo" ? step(module, loaded.folded, stored, { lenient: true }) : step(module, known, stored, { lenient: false });
    if (!r.ok && stored.type === "undo" && r.error.id !== "undo/nothing") {
      const at = undoTarget(loaded.folded.effective);
      const f = foldWhole(module, loaded.folded.setup, loaded.folded.effective.filter((_, i) => i !== at));
      if (f) r = { ok: true, value: f };
    }
    if (!r.ok) return fail(422, r.error.id, r.error.message);
    // The device's own fold, stepped: what is known after the entry carries it over (server/privacy.ts).
    const stepped = stored.type === "undo" || known === loaded.folded ? undefined : { from: known, to: r.value };
    if (known !== loaded.folded || stored.type === "undo") {
      // The whole game, private hands included: one more entry (the device's checks passed).
      const whole = stored.type === "undo" ? r : step(module, loaded.folded, stored, { lenient: true });
      const effective = whole.ok ? null : [...loaded.folded.effective, stored];
      const f = whole.ok ? whole.value : foldWhole(module, loaded.folded.setup, effective!);
      if (!f) return fail(422, "event/unfoldable", "That cannot be recorded at this table now.");
      r = { ok: true, value: f };
    }

    // Everything the action changes, written in its one transaction.
    const artifactKeys = keysOf(module, r.value.state);
    const readings: { deal: number; playerId: number; snapshot: JsonValue }[] = [];
    for (const a of module.artifacts?.(r.value.state) ?? []) {
      if (loaded.artifactKeys.get(a.deal) === a.key) continue;
      for (const reading of a.readings()) {
        // A reading names the player as set up; the seat holds the player (renamed or merged since, maybe).
        const at = loaded.folded.setup.players.findIndex((p) => nameKey(p) === nameKey(reading.player));
        const seat = game.seats.find((x) => x.seat === at);
        if (seat) readings.push({ deal: a.deal, playerId: seat.playerId, snapshot: reading.snapshot as JsonValue });
      }
    }
    const status: GameStatus = module.isOver(r.value.state) ? "finished" : "active";
    const deviceId = actor.device?.id ?? null;
    const requestKey = scopedKey(actor);
    const written = await recordEvent(id, loaded.seq, stored.type, stored as unknown as JsonValue, { status: status !== game.status ? status : undefined, readings, deviceId, requestKey });
    if (!written.ok) {
      cache.delete(id);
      if (written.error.id === "game/not-found") return notFound(id);
      // The same key recorded meanwhile through another app instance: that answer, not a second entry.
      const again = requestKey ? await replayOf(id, requestKey, entry, actor, devices) : null;
      if (again) return again;
      // Another app instance wrote first. With an expectedSeq that is a stale screen; without one, take the next turn.
      if (expectedSeq !== undefined || attempt >= 10) return staleSeq();
      continue;
    }
    const by = nextBy(loaded.by, stored.type, deviceId, loaded.folded.effective);
    const next: Loaded = {
      ...loaded, game: { ...game, status, updatedAt: written.event.createdAt }, seq: written.event.seq, folded: r.value, artifactKeys,
      by, last: lastOf(stored.type, deviceId, stored), know: loaded.know.next(r.value, by, stored, stepped),
    };
    remember(next);
    void publish(id, next.seq).catch(() => {}); // devices following the table (server/live.ts)
    summarizeSoon(id); // the player-statistics summary, once the table pauses (server/players.ts)
    return { ok: true, value: toView(next, viewerOf(actor.device ?? null), devices) };
  }
}

// ------------------------------------------------------------------------------------ player summaries

const SUMMARY_DELAY_MS = 2000;
/** When each game's summary is due: its last action's time + SUMMARY_DELAY_MS. */
const summaryDue = new Map<string, number>();

/**
 * Stores the game's player-statistics summary a moment after its last action (a burst of taps is
 * one write, off the tap's own path). A summary still older than the log when a player page reads
 * it is rebuilt there (server/players.ts). A tap only moves the due time: one timer per game waits,
 * and when it fires early (the table played on) it waits the rest (no timer made and cleared per tap).
 */
function summarizeSoon(id: string): void {
  const waiting = summaryDue.has(id);
  summaryDue.set(id, Date.now() + SUMMARY_DELAY_MS);
  if (!waiting) summaryAfter(id, SUMMARY_DELAY_MS);
}

function summaryAfter(id: string, ms: number): void {
  const timer = setTimeout(() => {
    const left = (summaryDue.get(id) ?? 0) - Date.now();
    if (left > 0) return summaryAfter(id, left);
    summaryDue.delete(id);
    void import("./players").then((p) => p.rebuildSummary(id)).catch(() => {});
  }, ms);
  timer.unref?.();
}

// ---------------------------------------------------------------------------------------------- listing

export interface GameSummary {
  id: string;
  kind: string;
  status: string;
  players: string[];
  createdAt: string;
  updatedAt: string;
}

/**
 * Where a game stands, for its row in the games list: the turn line (module `turn`) and a score
 * line (the module's `scoreLine`). Null for a game that cannot be folded.
 */
export async function gameStanding(id: string): Promise<{ turn: string; score: string | null } | null> {
  try {
    return await read(id, (l) => ({ turn: l.module.turn(l.folded.state).prompt, score: l.module.scoreLine(l.folded.state) }));
  } catch {
    return null;
  }
}

/** Who may see which games: the browser's circles and the tables it holds a device of (server/access.ts listableGames). */
export type GameScope = { circles: readonly string[]; games: readonly string[] };

export async function listGames(limit = 50, scope?: GameScope): Promise<GameSummary[]> {
  return (await listGamePage({ limit, scope })).games;
}

/**
 * Games newest first, a page at a time: `cursor` is the previous page's `nextCursor` (null on the
 * last page). An unreadable cursor starts from the newest. `scope`: only those circles' and tables' games.
 */
export async function listGamePage(options: { limit?: number; cursor?: string | null; scope?: GameScope }): Promise<{ games: GameSummary[]; nextCursor: string | null }> {
  const limit = Math.min(200, Math.max(1, Math.floor(options.limit ?? 50) || 50));
  const [at, lastId] = options.cursor ? Buffer.from(options.cursor, "base64url").toString("utf8").split("|") : [];
  const after = at && lastId && lastId.length <= 60 && !Number.isNaN(Date.parse(at)) ? { createdAt: new Date(at), id: lastId } : undefined;
  const rows = await listRecentGames(limit + 1, { after, scope: options.scope });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    games: page.map((g) => ({ id: g.id, kind: g.kind, status: g.status, players: g.seats.map((s) => s.name), createdAt: g.createdAt.toISOString(), updatedAt: g.updatedAt.toISOString() })),
    nextCursor: rows.length > limit && last ? Buffer.from(`${last.createdAt.toISOString()}|${last.id}`).toString("base64url") : null,
  };
}

/**
 * Writes the note every device sees when the host hands `player`'s seat to the device labelled
 * `to` ("The host gave Ann's seat to 'Spare'."). It also ends a hand Ann entered privately: the new
 * device enters it again (server/privacy.ts), so a seat moved around never shows anyone that hand.
 */
export async function noteSeatHandover(id: string, player: string, to: string, host: DeviceInfo | null): Promise<ServiceResult<GameView>> {
  return act(id, { type: "seat", player, to } as LogEntry, undefined, { device: host, internal: true });
}
