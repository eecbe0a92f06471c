/**
 * The outbox (docs/offline.md): taps made while the network is down, kept in IndexedDB per table
 * in order, each with its own Idempotency-Key, and sent in order with `expectedSeq` when the
 * network is back. Loaded only when first needed (a failed send, a reload with entries waiting):
 * not part of the play page's first load. The table screen queues taps here (`queueTap`); the
 * stream's supervisor (./live-supervisor.ts) sends what waits when the stream opens
 * (`sendWaiting`). A flag in localStorage says whether a table has entries waiting, so a page
 * without any never opens IndexedDB.
 *
 * When another device recorded meanwhile (409), the table is fetched again and the entry sent
 * against it: what is still legal is recorded, what is not is dropped with the server's reason and
 * the name of the device that recorded first. A resend of an entry whose answer was lost is
 * answered from the server's first recording (same key): nothing is recorded twice.
 */
import { callApi } from "@/app/_components/api";
import type { Action, Me, ShellView } from "./table";
import type { FoldRequest, OfflineFold, Tap } from "./offline-fold";
import { foldWorker } from "./offline-kit";
import { OPEN_TABLE, viewerTag } from "@/lib/offline/viewer-tag";

/**
 * The offline fold runs in a worker (./offline-fold.worker.ts, bundled per game apart from Next's
 * build into /fold/<game>.js by scripts/build-folds.mjs): the games' modules never weigh on the
 * play page. ./offline-kit.ts starts it while the table is online (with or without a service
 * worker), so it is running once the network is gone.
 */
let asked = 0;
function foldInWorker(request: FoldRequest): Promise<OfflineFold | null> {
  const w = foldWorker(request.game)?.worker;
  if (!w) return Promise.resolve(null);
  const ask = ++asked;
  return new Promise((resolve) => {
    const done = (result: OfflineFold | null) => {
      clearTimeout(timer);
      w.removeEventListener("message", heard);
      w.removeEventListener("error", failed);
      resolve(result);
    };
    const heard = (e: MessageEvent<{ ask: number; result: OfflineFold | null }>) => {
      if (e.data?.ask === ask) done(e.data.result);
    };
    // A worker that cannot start (its file never kept) must not hold the tap: queue it unchecked
    // (./offline-kit.ts tries a new worker next time).
    const failed = () => done(null);
    const timer = setTimeout(() => done(null), 4000);
    w.addEventListener("message", heard);
    w.addEventListener("error", failed);
    w.postMessage({ ...request, ask });
  });
}

/** What the table screen gives the outbox: its table, the view on screen, and its waiting list. */
export interface OutboxPage {
  id: string;
  /** The view on screen (kept current as views are applied). */
  view: { current: ShellView };
  setView(view: ShellView): void;
  notify(message: string): void;
  waiting: string[];
  setWaiting(labels: string[]): void;
  /** This device at the table (the page's first view): whose view the offline fold builds. */
  me?: Me;
}

declare global {
  interface Window { __ftFlushMs?: number[]; __ftOutboxReady?: boolean }
}

export interface OutboxEntry {
  key: string;
  table: string;
  /** Order within the table (milliseconds since 1970, made unique). */
  n: number;
  path: string;
  action: Action;
  /** What the screen says of it: "Ann: W07". */
  label: string;
  /** The player it is for, when known ("Cat"), for the message if it is dropped. */
  player: string | null;
  /** The table's seq on screen when it was tapped: a table that moved since was moved by someone. */
  seen: number;
}

const DB = "ft-outbox";
const STORE = "entries";

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => {
      const store = req.result.createObjectStore(STORE, { keyPath: "key" });
      store.createIndex("table", "table");
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function tx<T>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const t = db.transaction(STORE, mode);
      const req = fn(t.objectStore(STORE));
      t.oncomplete = () => resolve(req.result);
      t.onerror = () => reject(t.error);
      t.onabort = () => reject(t.error);
    });
  } finally {
    db.close();
  }
}

/** A table's waiting entries, oldest first. */
export async function list(table: string): Promise<OutboxEntry[]> {
  const all = await tx("readonly", (s) => s.index("table").getAll(table) as IDBRequest<OutboxEntry[]>);
  return all.sort((a, b) => a.n - b.n);
}

let last = 0;
export async function add(entry: Omit<OutboxEntry, "n">): Promise<OutboxEntry[]> {
  last = Math.max(Date.now(), last + 1);
  await tx("readwrite", (s) => s.put({ ...entry, n: last }));
  return list(entry.table);
}

const remove = (key: string) => tx("readwrite", (s) => s.delete(key));

export interface FlushResult {
  /** Entries recorded (or found recorded: a lost answer). */
  sent: number;
  /** Plain sentences: what was dropped and why. */
  dropped: string[];
  /** Still waiting (the network went again). */
  left: number;
}

const post = (table: string, e: OutboxEntry, expectedSeq: number) =>
  callApi<ShellView>(`/api/games/${table}/${e.path}`, { body: { ...e.action, expectedSeq }, idempotencyKey: e.key });

/**
 * Sends a table's entries in order. `seq()` is the seq on screen at the start; `apply` shows each
 * new view (its seq is the next entry's expectedSeq).
 * Stops (keeping the rest) at the first network failure.
 */
export async function flush(table: string, seq: () => number, apply: (view: ShellView) => void): Promise<FlushResult> {
  const entries = await list(table);
  const result: FlushResult = { sent: 0, dropped: [], left: 0 };
  let at = seq();
  const show = (view: ShellView) => {
    at = view.seq;
    apply(view);
  };
  // The seqs this flush recorded itself: any other move of the table was another device's.
  const mine = new Set<number>();
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    let r = await post(table, e, at);
    let firstBy: string | null = null;
    if (!r.ok && r.status === 409) {
      // Another device recorded meanwhile: the table as it is now, then this entry against it.
      const fresh = await callApi<ShellView>(`/api/games/${table}`);
      if (!fresh.ok) {
        result.left = entries.length - i;
        return result;
      }
      show(fresh.data);
      firstBy = fresh.data.last?.by ?? "Another device";
      r = await post(table, e, fresh.data.seq);
    }
    if (r.ok) {
      show(r.data);
      mine.add(r.data.seq);
      await remove(e.key);
      result.sent++;
      continue;
    }
    if (r.status === 0 || r.status === 503) {
      result.left = entries.length - i;
      return result;
    }
    if (firstBy === null) {
      // Refused: was it because the table moved on under this entry (another device recorded)?
      const fresh = await callApi<ShellView>(`/api/games/${table}`);
      if (fresh.ok) {
        show(fresh.data);
        if (fresh.data.seq > e.seen && !mine.has(fresh.data.seq)) firstBy = fresh.data.last?.by ?? "Another device";
      }
    }
    await remove(e.key);
    // "Ben's phone recorded Cat's card first: your entry for Cat was not sent (…)."
    const what = e.player ? `your entry for ${e.player} (${e.label})` : `your entry ${e.label}`;
    const reason = r.error.replace(/\.$/, "");
    result.dropped.push(firstBy !== null
      ? `${firstBy} recorded ${e.player ? `${e.player}'s card` : "an entry"} first: ${what} was not sent (${reason}).`
      : `${what[0].toUpperCase()}${what.slice(1)} was not sent (${reason}).`);
  }
  return result;
}

// ------------------------------------------------------------------------------- the page's side

const flagOf = (id: string) => `ft-outbox:${id}`;
let sending = false;

/** Shows what waits for the page's table (and clears the flag when nothing does). */
async function showWaiting(page: OutboxPage): Promise<number> {
  const left = await list(page.id);
  page.waiting = left.map((e) => e.label);
  page.setWaiting(page.waiting);
  if (!left.length) localStorage.removeItem(flagOf(page.id));
  return left.length;
}

// The table's record as this device may read it, kept while online (the stream's supervisor calls
// keepRecord with each view's seq) in localStorage, with that seq and the viewer it was read as
// (a record holds this device's own private hand: it is used, and kept, for that viewer only).
const recordKey = (id: string) => `ft-record:${id}`;
export const tagOf = (me: Me | undefined) => (me ? viewerTag(me) : OPEN_TABLE);
function keptRecord(id: string, viewer: string): { seq: number; record: unknown } | null {
  try {
    const kept = JSON.parse(localStorage.getItem(recordKey(id)) ?? "null") as { seq: number; record: unknown; viewer?: string } | null;
    return kept && kept.viewer === viewer ? kept : null;
  } catch {
    return null;
  }
}
/** Drops the kept record (the device's place at the table changed, or it was removed). */
export const forgetRecord = (id: string) => localStorage.removeItem(recordKey(id));

/** Keeps the table's record for `seq` (fetched only when the one kept is for another seq). */
export async function keepRecord(id: string, seq: number, me?: Me): Promise<void> {
  const viewer = tagOf(me);
  if (!navigator.onLine || keptRecord(id, viewer)?.seq === seq) return;
  try {
    const r = await fetch(`/api/games/${id}/record`, { credentials: "same-origin" });
    if (r.ok) localStorage.setItem(recordKey(id), JSON.stringify({ seq, viewer, record: await r.json() }));
    else if (r.status === 401 || r.status === 404) forgetRecord(id);
  } catch {
    // No record kept: taps are queued unchecked, as before.
  }
}

/**
 * The kept record + what waits + this tap, folded with the game's module (./offline-fold.ts), or
 * null when there is no record for the seq on screen.
 */
async function foldHere(page: OutboxPage, next: Tap, before: ShellView) {
  try {
    const kept = keptRecord(page.id, tagOf(page.me));
    if (!kept || kept.seq !== before.seq) return null;
    const waiting = await list(page.id);
    if (waiting.some((e) => e.seen !== kept.seq)) return null;
    const taps = waiting.map((e) => ({ path: e.path, action: e.action }));
    return await foldInWorker({ game: before.game, record: kept.record, waiting: taps, next, me: page.me, current: before });
  } catch {
    return null;
  }
}

/**
 * A table opened again while entries wait (a reload offline, a phone woken up): the kept record
 * with every waiting entry folded on it, so the screen's prompt is right again.
 */
async function refold(page: OutboxPage): Promise<void> {
  try {
    const before = page.view.current;
    const kept = keptRecord(page.id, tagOf(page.me));
    if (!kept || kept.seq !== before.seq) return;
    const waiting = await list(page.id);
    if (!waiting.length || waiting.some((e) => e.seen !== kept.seq)) return;
    const taps = waiting.map((e) => ({ path: e.path, action: e.action }));
    const r = await foldInWorker({ game: before.game, record: kept.record, waiting: taps.slice(0, -1), next: taps[taps.length - 1], me: page.me, current: before });
    if (r?.ok && page.view.current === before) page.setView((page.view.current = r.view));
  } catch {
    // Not folded: the screen keeps the last view, with what waits counted.
  }
}

/**
 * Queues one tap for the page's table: null, or why not (the same card already waits, or the
 * game's module refuses it on the table folded here). Folded, the screen shows the table with the
 * tap in it (the next prompt). Not folded (no record kept), the screen's turn is behind while
 * entries wait: a `player` taken from it is left out (the entry is for whoever's turn it is when
 * it is sent).
 */
export function queueTap(page: OutboxPage, action: Action, path: string, key: string, before: ShellView): Promise<string | null> {
  // One at a time, in the order tapped: each is folded on the ones before it (taps made faster
  // than a fold answers once all read the same empty list, and all went in for the same player).
  const run = queued.then(() => queueOne(page, action, path, key, before));
  queued = run.catch(() => null);
  return run;
}
let queued: Promise<unknown> = Promise.resolve();

/**
 * A tap made on a prompt that the fold of an earlier waiting tap has since moved on (same server
 * seq: only this device's own waiting taps moved it) is taken against the table as it is now; the
 * prompt's player it carried becomes the new prompt's ("Ann to play" tapped twice quickly is Ann's
 * card, then Ben's).
 */
function rebase(page: OutboxPage, action: Action, tappedOn: ShellView): [Action, ShellView] {
  const now = page.view.current;
  if (now === tappedOn || now.seq !== tappedOn.seq) return [action, tappedOn];
  const fromPrompt = action.type === tappedOn.turn.expects && typeof action.player === "string" && action.player === tappedOn.turn.player;
  if (!fromPrompt) return [action, now];
  const { player: _stale, ...rest } = action;
  return [now.turn.player ? { ...rest, player: now.turn.player } : (rest as Action), now];
}

async function queueOne(page: OutboxPage, tapped: Action, path: string, key: string, tappedOn: ShellView): Promise<string | null> {
  const [action, before] = rebase(page, tapped, tappedOn);
  const card = typeof action.card === "string" ? action.card : null;
  const folded = await foldHere(page, { path, action }, before);
  if (folded && !folded.ok) return folded.error;
  if (!folded && card && page.waiting.some((l) => l.endsWith(card))) return `${card} is already waiting to send.`;
  const behind = page.waiting.length > 0 && !folded;
  const { player: named, ...rest } = action;
  const keep = typeof named === "string" && !(behind && named === before.turn.player);
  const player = keep ? (named as string) : behind ? null : before.turn.player;
  try {
    localStorage.setItem(flagOf(page.id), "1");
    const all = await add({ key, path, table: page.id, action: keep ? action : (rest as Action), player, seen: before.seq, label: `${player ? `${player}: ` : ""}${card ?? action.type}` });
    page.waiting = all.map((e) => e.label);
    page.setWaiting(page.waiting);
    if (folded) page.setView((page.view.current = folded.view));
    return null;
  } catch {
    return "Could not reach the app, and this device cannot keep the entry for later. Try again when the connection is back.";
  }
}

// A run that stopped with entries left while the browser says it is online (a send failed just
// after the network came back, or the server was restarting) tries again by itself: the stream may
// stay open the whole time, so its reopening would never come to send them.
let retry: ReturnType<typeof setTimeout> | undefined;
let retryMs = 1000;
function retryLater(page: OutboxPage): void {
  clearTimeout(retry);
  retry = setTimeout(() => void sendWaiting(page), retryMs);
  retryMs = Math.min(retryMs * 2, 15_000);
}

/** Sends what waits (in order), one run at a time; measures the run (reconnect → all recorded). */
export async function sendWaiting(page: OutboxPage): Promise<void> {
  window.__ftOutboxReady = true;
  if (sending) return;
  sending = true;
  clearTimeout(retry);
  try {
    if (!navigator.onLine) {
      if (await showWaiting(page)) await refold(page);
      return;
    }
    const started = performance.now();
    const r = await flush(page.id, () => page.view.current.seq, (v) => {
      if (v.seq >= page.view.current.seq) page.setView((page.view.current = v));
    });
    const left = await showWaiting(page);
    // Nothing could go (the network is not really back; a phone's onLine is not to be trusted
    // right after a reload): the screen shows what waits folded on the table.
    if (left && !r.sent && !r.dropped.length) await refold(page);
    if (left) retryLater(page);
    else retryMs = 1000;
    if (!left && (r.sent || r.dropped.length)) (window.__ftFlushMs ??= []).push(performance.now() - started);
    if (r.dropped.length) page.notify(r.dropped.join(" "));
  } catch {
    // IndexedDB unavailable or the network went again: the entries stay for the next try.
  } finally {
    sending = false;
  }
}
