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
import { createHash } from "node:crypto";
import { effectiveEntries, foldLog, step, type Folded, type LogEntry } from "@/lib/games/fold";
import type { AnyGameModule, SetupInput, TurnInfo, Viewer } from "@/lib/games/module";
import { gameModule } from "@/lib/games/registry";
import { checkNames } from "@/lib/games/common/names";
import {
  createGameWithEvents, findEventByRequestKey, findGameByRequestKey, findRecentGameByFingerprint, getGame, lastSeq, listEvents, listRecentGames, recordEvent,
  RequestKeyTaken, type GameRow, type GameStatus, type JsonValue,
} from "./data";
import { publish } from "./live";
import { devicesById, viewerOf, type DeviceInfo, type SeatRule } from "./devices";
import { runInWorker } from "./record-worker";

type FailStatus = 400 | 403 | 404 | 409 | 413 | 422 | 503;
export type ServiceResult<T> = { ok: true; value: T } | { ok: false; status: FailStatus; error: string; id: string };

const fail = (status: FailStatus, id: string, error: string) => ({ ok: false as const, status, id, error });

/**
 * A folded game. `by` runs beside `folded.effective`: the device that recorded each entry in
 * effect (null before devices); `last` is the newest log entry (an undo too) and its device.
 */
interface Loaded {
  game: GameRow; module: AnyGameModule; seq: number; folded: Folded; artifactKeys: Map<number, string>;
  by: (string | null)[];
  last: { type: string; device: string | null } | null;
}

/** `by` after one more log entry: an undo takes back the last entry in effect, anything else adds one. */
function nextBy(by: (string | null)[], type: string, device: string | null): (string | null)[] {
  return type === "undo" ? by.slice(0, -1) : [...by, device];
}

// ------------------------------------------------------------------------------------ queue and cache

// Kept on globalThis: `npm start` loads server/ twice (Next's bundle for pages, server/api-dispatch.ts
// for the API), and both must see one cache and one queue per game.
const shared = ((globalThis as typeof globalThis & { __fortunesGames?: { cache: Map<string, Loaded>; queues: Map<string, { tail: Promise<unknown>; size: number }> } }).__fortunesGames ??= {
  cache: new Map(),
  queues: new Map(),
});

const CACHE_LIMIT = 500;
const cache = shared.cache;

function remember(l: Loaded) {
  cache.delete(l.game.id);
  cache.set(l.game.id, l);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
}

/** At most this many requests wait for one game; more get 503 (a client gone wild, not a table). */
const QUEUE_LIMIT = 200;
const queues = shared.queues;

/** Runs `fn` after every earlier call with the same key has finished (one game's writes in order). */
function serialize<T>(key: string, fn: () => Promise<T>): Promise<T> | null {
  const q = queues.get(key) ?? { tail: Promise.resolve(), size: 0 };
  if (q.size >= QUEUE_LIMIT) return null;
  q.size++;
  const run = q.tail.then(fn, fn);
  q.tail = run.then(
    () => {},
    () => {},
  );
  queues.set(key, q);
  void q.tail.then(() => {
    if (--q.size === 0 && queues.get(key) === q) queues.delete(key);
  });
  return run;
}

const busy = () => fail(503, "game/busy", "This game has too many requests waiting. Try again in a moment.");

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
  for (;;) {
    const page = await listEvents(id, { afterSeq: seq, limit: PAGE });
    for (const e of page) {
      if (e.seq === 1) setup = setupOf(e.payload);
      else {
        entries.push(e.payload as unknown as LogEntry);
        if (e.type === "undo") by.pop();
        else by.push(e.deviceId ?? null);
        last = { type: e.type, device: e.deviceId ?? null };
      }
      seq = e.seq;
    }
    if (page.length < PAGE) break;
    await yieldToLoop();
  }
  if (!setup) return null;
  const effective = effectiveEntries(entries);
  if (effective.some((e) => e.type === "correct")) {
    // Corrections refold from the set-up: the generic fold knows how.
    const r = foldLog(module, setup, entries);
    if (!r.ok) throw new Error(`game ${id}: stored events no longer fold: ${r.error.message}`);
    return { seq, folded: r.value, by, last };
  }
  // Plain actions (and undo): the base actions are the entries in effect; apply them in slices.
  const first = module.setup(setup);
  if (!first.ok) throw new Error(`game ${id}: stored set-up no longer applies: ${first.error.message}`);
  let state = first.value;
  for (let i = 0; i < effective.length; i++) {
    const r = module.apply(state, effective[i], { lenient: true, index: i });
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
        folded = r.value;
        seq = e.seq;
        by = nextBy(by, e.type, e.deviceId ?? null);
        lastEntry = { type: e.type, device: e.deviceId ?? null };
      }
      if (seq === last) {
        const game = (await getGame(id)) ?? hit.game;
        const next = { ...hit, game, seq, folded, by, last: lastEntry, artifactKeys: keysOf(hit.module, folded.state) };
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
  const loaded: Loaded = { game, module, seq: f.seq, folded: f.folded, by: f.by, last: f.last, artifactKeys: keysOf(module, f.folded.state) };
  remember(loaded);
  return loaded;
}

// ------------------------------------------------------------------------------------------------ views

/** What a device sees: the module's view for that viewer, plus the game's id, seq and turn. */
export type GameView = Record<string, unknown> & {
  id: string;
  game: string;
  status: string;
  createdAt: string;
  seq: number;
  turn: TurnInfo;
  players: string[];
};

/**
 * Players whose hand in effect was entered on their own seat's device (the entry carries
 * `private: true`): no other device, the host's included, sees those cards or what they imply.
 */
const privateCache = new WeakMap<Folded, { now: string[]; ever: string[] }>();
export function privateHands(folded: Folded, which: "now" | "ever" = "now"): string[] {
  let hit = privateCache.get(folded);
  if (!hit) {
    const latest = new Map<string, { player: string; private: boolean }>();
    const ever = new Set<string>();
    for (const e of folded.effective as unknown as { type: string; player?: unknown; private?: unknown }[]) {
      if (e.type !== "hand" || typeof e.player !== "string") continue;
      latest.set(e.player.trim().toLowerCase(), { player: e.player, private: e.private === true });
      if (e.private === true) ever.add(e.player);
    }
    hit = { now: [...latest.values()].filter((x) => x.private).map((x) => x.player), ever: [...ever] };
    privateCache.set(folded, hit);
  }
  return hit[which];
}

/** The viewer with the table's blind spots: the host does not see hands entered privately. */
function withHidden(viewer: Viewer, folded: Folded): Viewer {
  if (viewer.kind !== "table") return viewer;
  const hidden = privateHands(folded);
  return hidden.length ? { kind: "table", hidden: [...(viewer.hidden ?? []), ...hidden] } : viewer;
}

/** Who made the newest entry: `{ type, by, device }` (by: the device's label). */
export interface LastEntry { type: string; by: string | null; device: string | null }

function toView(l: Pick<Loaded, "game" | "module" | "seq" | "folded" | "last">, viewer: Viewer = { kind: "table" }, devices?: Map<string, DeviceInfo>): GameView {
  const { game, module, seq, folded } = l;
  const device = l.last?.device ?? null;
  const last: LastEntry | null = l.last ? { type: l.last.type, device, by: device ? (devices?.get(device)?.label ?? null) : null } : null;
  return {
    players: module.settings(folded.state).players,
    ...(module.view(folded.state, withHidden(viewer, folded)) as Record<string, unknown>),
    id: game.id,
    game: module.id,
    status: game.status,
    createdAt: game.createdAt.toISOString(),
    seq,
    turn: module.turn(folded.state),
    last,
  };
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

/** The folded state of a game with its module (for pages that read more than the view). */
export async function gameState(id: string): Promise<{ game: GameRow; module: AnyGameModule; seq: number; state: unknown } | null> {
  return read(id, (l) => ({ game: l.game, module: l.module, seq: l.seq, state: l.folded.state }));
}

/**
 * The game as a record. Hands entered privately (on their player's own device) are left out until
 * the game is over, except for that player's own device (`viewer` a seat).
 */
export async function recordOf(id: string, viewer: Viewer = { kind: "table" }): Promise<Record<string, unknown> | null> {
  return read(id, (l) => {
    const record = l.module.toRecord(l.folded.state) as Record<string, unknown>;
    const hidden = l.module.isOver(l.folded.state) ? [] : privateHands(l.folded, "ever").filter((p) => !(viewer.kind === "seat" && viewer.player.trim().toLowerCase() === p.trim().toLowerCase()));
    if (!hidden.length || !Array.isArray(record.deals)) return record;
    const keys = new Set(hidden.map((p) => p.trim().toLowerCase()));
    return {
      ...record,
      deals: (record.deals as Record<string, unknown>[]).map((d) => {
        if (!d || typeof d !== "object" || !d.hands || typeof d.hands !== "object") return d;
        const hands = Object.fromEntries(Object.entries(d.hands as Record<string, unknown>).filter(([name]) => !keys.has(name.trim().toLowerCase())));
        const { hands: _, ...rest } = d;
        return Object.keys(hands).length ? { ...rest, hands } : rest;
      }),
    };
  });
}

// ------------------------------------------------------------------------------------------- creating

export interface NewGameInput extends SetupInput {
  game: string;
}

/** How a create or import may be retried: the client's key, and how long a same-record import is one game. */
export interface RetryOptions {
  /** The request's `Idempotency-Key`: a retry with the same key gets the same game. */
  requestKey?: string;
}

/** The very same import body again within this many seconds returns the game already made. */
export const SAME_RECORD_SECONDS = Number(process.env.IMPORT_DEDUPE_SECONDS ?? 600);

/** Checks a set-up: a known game, the one name rule, and the module's own rules. */
function prepare(input: NewGameInput): ServiceResult<{ module: AnyGameModule; setup: SetupInput; state: unknown }> {
  const module = gameModule(input.game);
  if (!module) return fail(422, "setup/game", `There is no game "${input.game}" here.`);
  const names = checkNames(input.players);
  if (!names.ok) return fail(422, names.error.id, names.error.message);
  const setup: SetupInput = { players: names.value, dealer: input.dealer, options: input.options, deckStyle: input.deckStyle };
  const r = module.setup(setup);
  if (!r.ok) return fail(422, r.error.id, r.error.message);
  return { ok: true, value: { module, setup, state: r.value } };
}

/** The set-up as stored: names and settings as the module normalised them. */
function storedSetup(module: AnyGameModule, state: unknown): SetupInput {
  const s = module.settings(state);
  return { players: s.players, dealer: s.dealer, options: s.options, deckStyle: s.deckStyle };
}

export interface Created {
  id: string;
  /** True when this answers a retry: the game was made by an earlier request. */
  replayed: boolean;
}

const keyMismatch = () => fail(422, "request/key-reused", "This Idempotency-Key was already used for a different request. Use a new key for a new game.");

/** The game an earlier request with this key made, or a refusal when the key made something else. */
async function byRequestKey(requestKey: string | undefined, fingerprint: string): Promise<ServiceResult<Created> | null> {
  if (!requestKey) return null;
  const found = await findGameByRequestKey(requestKey);
  if (!found) return null;
  return found.fingerprint === fingerprint ? { ok: true, value: { id: found.id, replayed: true } } : keyMismatch();
}

/** Writes a new game unless a concurrent retry with the same key won the race (then that one). */
async function insertOnce(write: () => Promise<GameRow>, requestKey: string | undefined, fingerprint: string): Promise<ServiceResult<Created>> {
  try {
    const row = await write();
    return { ok: true, value: { id: row.id, replayed: false } };
  } catch (error) {
    if (!(error instanceof RequestKeyTaken)) throw error;
    return (await byRequestKey(requestKey, fingerprint)) ?? keyMismatch();
  }
}

export async function createGame(input: NewGameInput, retry: RetryOptions = {}): Promise<ServiceResult<Created>> {
  const p = prepare(input);
  if (!p.ok) return p;
  const { module, state } = p.value;
  const setup = storedSetup(module, state);
  const fingerprint = createHash("sha256").update(JSON.stringify(["create", module.id, setup])).digest("hex");
  const again = await byRequestKey(retry.requestKey, fingerprint);
  if (again) return again;
  const status: GameStatus = module.isOver(state) ? "finished" : "active";
  return insertOnce(
    () =>
      createGameWithEvents(
        { kind: module.id, players: setup.players, options: setup.options as JsonValue, deckStyle: setup.deckStyle },
        [{ type: "setup", payload: setup as unknown as JsonValue }],
        { requestKey: retry.requestKey, fingerprint, status },
      ),
    retry.requestKey,
    fingerprint,
  );
}

/**
 * Stores a record as a new game in one transaction: its actions become the event log. The record
 * is read and checked on a worker thread (server/record-worker.ts); what comes back is written
 * as it is. A retry after a lost answer makes no second game: the same Idempotency-Key again, or
 * (without a key) the very same request body again within SAME_RECORD_SECONDS, returns the game
 * made the first time (a record exported and imported again is other text: a new game).
 */
export async function importGame(text: string, retry: RetryOptions = {}): Promise<ServiceResult<Created>> {
  const fingerprint = createHash("sha256").update(text).digest("hex");
  // Imports of one body run one at a time, so two copies sent at once make one game.
  const r = serialize(`import:${fingerprint}`, async (): Promise<ServiceResult<Created>> => {
    const again = await byRequestKey(retry.requestKey, fingerprint);
    if (again) return again;
    if (!retry.requestKey && SAME_RECORD_SECONDS > 0) {
      const recent = await findRecentGameByFingerprint(fingerprint, new Date(Date.now() - SAME_RECORD_SECONDS * 1000));
      if (recent) return { ok: true, value: { id: recent, replayed: true } };
    }
    const job = await runInWorker({ op: "import", text });
    if (!job.ok) return fail(job.status, job.id, job.error);
    if (job.op !== "import") throw new Error("record worker: expected an import plan");
    const plan = job.plan;
    const module = gameModule(plan.game);
    if (!module) return fail(400, "record/unsupported", `game: "${plan.game}" records are not supported`);
    const names = checkNames(plan.setup.players);
    if (!names.ok) return fail(422, names.error.id, names.error.message);
    const { setup } = plan;
    return insertOnce(
      () =>
        createGameWithEvents(
          { kind: module.id, players: setup.players, options: setup.options as JsonValue, deckStyle: setup.deckStyle },
          { setup: setup as unknown as JsonValue, slices: plan.eventSlices },
          { requestKey: retry.requestKey, fingerprint, status: plan.over ? "finished" : "active", readingsJson: plan.readings },
        ),
      retry.requestKey,
      fingerprint,
    );
  });
  return r ? r : busy();
}

/** Scores a record's text without storing it (on a worker thread): the result as JSON text. */
export async function replayRecordText(text: string): Promise<ServiceResult<string>> {
  const job = await runInWorker({ op: "replay", text });
  if (!job.ok) return fail(job.status, job.id, job.error);
  if (job.op !== "replay") throw new Error("record worker: expected a replay result");
  return { ok: true, value: job.json };
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
    const key = scopedKey(actor);
    if (key) {
      const again = await replayOf(id, key, entry, actor, devices);
      if (again) return again;
    }
    return actNow(id, entry, expectedSeq, actor, devices);
  }) ?? busy();
}

/** An action's answer; `replayed` when it answers a resend (the entry was recorded the first time). */
export type ActResult = ServiceResult<GameView> & { replayed?: boolean };

/**
 * Who acts: the device (null before devices existed), the game's seat rule, and the request's
 * `Idempotency-Key` (a resend with the same key from the same device records nothing twice).
 */
export interface Actor { device?: DeviceInfo | null; seatRule?: SeatRule; requestKey?: string }

/** The key as stored on the event: scoped to the device, so two devices' keys never meet. */
const scopedKey = (actor: Actor) => (actor.requestKey ? `${actor.device?.id ?? "-"}:${actor.requestKey}` : null);

/**
 * A resend of an entry already recorded (its key is on an event of this game): the table as it is
 * now, which holds that entry, and nothing written. The same key on another kind of entry is a
 * client bug, refused.
 */
async function replayOf(id: string, key: string, entry: LogEntry, actor: Actor, devices?: Map<string, DeviceInfo>): Promise<ActResult | null> {
  const found = await findEventByRequestKey(id, key);
  if (!found) return null;
  if (found.type !== entry.type) return fail(422, "request/key-reused", "This Idempotency-Key was already used for a different entry. Use a new key for a new entry.");
  const loaded = await load(id);
  if (!loaded) return notFound(id);
  return { ok: true, value: toView(loaded, viewerOf(actor.device ?? null), devices), replayed: true };
}

const sameName = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
const notYours = (error: string) => fail(403, "device/not-yours", error);

/** The player an action is for: its own `player`, or whoever's turn it is. */
function playerOf(module: AnyGameModule, state: unknown, entry: LogEntry): string | null {
  const named = (entry as { player?: unknown }).player;
  return typeof named === "string" ? named : module.turn(state).player;
}

/** Under the "own moves" rule a seat records its own player's moves and table-wide ones only. */
function checkSeatRule(loaded: Loaded, entry: LogEntry, actor: Actor): ReturnType<typeof fail> | null {
  const d = actor.device;
  if (!d || d.role !== "seat" || actor.seatRule !== "own") return null;
  if (entry.type === "undo") {
    return loaded.by[loaded.by.length - 1] === d.id ? null : notYours("At this table a seat takes back only its own last entry. Ask the host to undo this one.");
  }
  if (entry.type === "correct") return notYours("At this table corrections are the host's. Ask the host's device.");
  const player = playerOf(loaded.module, loaded.folded.state, entry);
  if (player && !sameName(player, d.player)) return notYours(`At this table each seat records its own moves: this one is ${player}'s.`);
  return null;
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
    const refused = checkSeatRule(loaded, entry, actor);
    if (refused) return refused;
    if (entry.type !== "undo" && entry.type !== "correct" && module.isOver(loaded.folded.state)) {
      return fail(422, "game/over", "This game is over. Undo the last action to change it.");
    }
    let stored = entry;
    if (entry.type !== "undo" && entry.type !== "correct") {
      const parsed = module.actionSchema.safeParse(entry);
      if (!parsed.success) return fail(400, "request/invalid", parsed.error.issues[0]?.message ?? "That is not an action of this game.");
      stored = parsed.data as LogEntry;
      // A hand entered on its own player's device is private: marked in the entry itself.
      if (stored.type === "hand" && actor.device?.role === "seat" && sameName((stored as { player?: string }).player, actor.device.player)) {
        stored = { ...stored, private: true } as LogEntry;
      }
    }
    const r = step(module, loaded.folded, stored, { lenient: false });
    if (!r.ok) {
      // A refusal that would tell about a privately entered hand says only that it was not legal.
      const player = stored.type === "undo" || stored.type === "correct" ? null : playerOf(module, loaded.folded.state, stored);
      const mine = actor.device?.role === "seat" && sameName(actor.device.player, player);
      if (player && !mine && privateHands(loaded.folded).some((p) => sameName(p, player))) {
        return fail(422, "play/not-legal", `That is not a legal move for ${player}.`);
      }
      return fail(422, r.error.id, r.error.message);
    }

    // Everything the action changes, written in its one transaction.
    const artifactKeys = keysOf(module, r.value.state);
    const readings: { deal: number; playerId: number; snapshot: JsonValue }[] = [];
    for (const a of module.artifacts?.(r.value.state) ?? []) {
      if (loaded.artifactKeys.get(a.deal) === a.key) continue;
      for (const reading of a.readings()) {
        const seat = game.seats.find((x) => x.name === reading.player);
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
    const next: Loaded = {
      ...loaded, game: { ...game, status, updatedAt: written.event.createdAt }, seq: written.event.seq, folded: r.value, artifactKeys,
      by: nextBy(loaded.by, stored.type, deviceId), last: { type: stored.type, device: deviceId },
    };
    remember(next);
    void publish(id, next.seq).catch(() => {}); // devices following the table (server/live.ts)
    return { ok: true, value: toView(next, viewerOf(actor.device ?? null), devices) };
  }
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

export async function listGames(limit = 50): Promise<GameSummary[]> {
  const rows = await listRecentGames(limit);
  return rows.map((g) => ({ id: g.id, kind: g.kind, status: g.status, players: g.seats.map((s) => s.name), createdAt: g.createdAt.toISOString(), updatedAt: g.updatedAt.toISOString() }));
}
