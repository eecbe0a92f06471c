/**
 * Keeps the table's stream alive (./live-stream.ts opens it; this loads a few seconds later, or at
 * once when something goes wrong):
 *
 * - reconnects at once on `visibilitychange` (back to visible), `pageshow` and `online`;
 * - heartbeat timeout: the server sends `event: beat` every 15 s; no view or beat for 30 s
 *   (`window.__ftStreamTimeoutMs` overrides it, for tests) → reconnect;
 * - a stream the browser gave up on (CLOSED) is reopened after 0.5, 1, then every 2 s (a laptop
 *   that restarts is back within seconds; a table catches up within one more try);
 * - keeps each view the stream brings (a tap's own too) in the service worker's data cache
 *   (app/sw.ts), stamped with when it was heard and whom it was for, and shows that view when the
 *   server cannot be reached: a table opened offline shows itself as last seen;
 * - starts what the table needs offline while it is online (./offline-kit.ts: the game's fold,
 *   the card faces; the record for the outbox's fold), with or without a service worker, on a
 *   device that taps (not a spectator's);
 * - when the host hands this device's seat on (`event: viewer`) or removes it (`event: removed`),
 *   drops everything kept for this table (views, pages, the record), and reloads as what the
 *   device now is: offline it shows only what it may see;
 * - the turn bar: "Reconnecting…" when the stream has been down more than 3 s, "Offline — last
 *   update 12:41" when the browser is offline or the page has not reached the server since it was
 *   opened (it came from the worker's cache).
 * - `replaced`: this device opened the same table's stream elsewhere (another tab or window) and
 *   the server closed this one; nothing reopens it until the page is shown again (visibilitychange,
 *   pageshow) or the network comes back, so two tabs never take the stream from each other in a loop.
 */
import type { StreamLink, Supervisor } from "./live-stream";
import type { ShellView } from "./table";
import { CACHE, forgetTable } from "@/app/sw-caches";
import { OPEN_TABLE, VIEWER_HEADER, viewerTag } from "@/lib/offline/viewer-tag";

declare global {
  interface Window { __ftStreamTimeoutMs?: number; __ftStreamOpens?: number }
}

const DOWN_GRACE_MS = 3000;
/** The service worker's cache of table views (app/sw.ts). */
const DATA_CACHE = CACHE.data;
const hhmm = (t: number) => new Date(t).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", hour12: false });

export function supervise(link: StreamLink): Supervisor {
  const viewUrl = `${location.origin}/api/games/${link.id}`;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let grace: ReturnType<typeof setTimeout> | undefined;
  let keeping: ReturnType<typeof setTimeout> | undefined;
  let backoff = 500;
  let down = false;
  let stopped = false;
  let quiet = false;
  // When the server was last heard from (0: not since this page opened), and whether the view on
  // screen came from the cache.
  let heard = 0;
  let restored = false;
  let restoring = false;
  const timeoutMs = () => window.__ftStreamTimeoutMs ?? 30_000;
  const me = () => link.h.current.outbox().me;
  // Who this page's answers are for (lib/offline/viewer-tag.ts), as the server tags them; null
  // once this device is no longer that.
  const m0 = me();
  let tag: string | null = m0 ? viewerTag(m0) : OPEN_TABLE;
  // A spectator never records a card: no record, rules or faces are kept for its taps.
  const watching = m0?.role === "spectator";

  const offlineNow = () => !navigator.onLine || !heard || restored;
  const show = () => link.show(!down ? null : !offlineNow() ? "Reconnecting…" : heard ? `Offline — last update ${hhmm(heard)}` : "Offline");
  const save = (view: unknown) => {
    if (!heard || restored || down || !tag) return;
    // (No CacheStorage on plain HTTP: only the record is kept there.)
    if (typeof caches !== "undefined") {
      const headers = { "content-type": "application/json", "x-ft-saved": String(Date.now()), [VIEWER_HEADER]: tag };
      void caches.open(DATA_CACHE).then((c) => c.put(viewUrl, new Response(JSON.stringify(view), { headers }))).catch(() => {});
    }
    // The record for this seq too, for the outbox's offline fold (fetched once the views settle).
    const seq = (view as { seq?: unknown } | null)?.seq;
    clearTimeout(keeping);
    if (typeof seq === "number" && !watching) keeping = setTimeout(() => void import("./outbox").then((m) => m.keepRecord(link.id, seq, me()), () => {}), 300);
  };
  /** The newest view this device kept, when the server cannot be reached: as last seen. */
  const restore = () => {
    if (restoring || typeof caches === "undefined") return;
    restoring = true;
    void caches.match(viewUrl).then(async (hit) => {
      // Only a view kept for what this device is here (never another viewer's).
      if (!hit || !down || !tag || hit.headers.get(VIEWER_HEADER) !== tag) return;
      const saved = Number(hit.headers.get("x-ft-saved"));
      if (saved && saved > heard) {
        heard = saved;
        restored = true;
      }
      link.h.current.view(await hit.json());
      show();
    }).catch(() => {});
  };
  const markUp = () => {
    heard = Date.now();
    restored = false;
    backoff = 500;
    clearTimeout(grace);
    if (down) {
      down = false;
      show();
    }
  };
  const markDown = () => {
    if (offlineNow()) restore();
    if (!down) {
      down = true;
      clearTimeout(grace);
      grace = setTimeout(show, DOWN_GRACE_MS);
    }
    if (offlineNow()) show();
  };
  const arm = () => {
    clearTimeout(watchdog);
    if (quiet) return;
    watchdog = setTimeout(() => {
      // Silence for too long: the stream is dead even if the browser has not noticed.
      markDown();
      open();
    }, timeoutMs());
  };
  // The server's heartbeats (the page's own listener handles views).
  const beat = () => sup.alive(false);
  // This device is no longer what its kept answers were for: drop them all, then (online) reload
  // as what it is now. Offline, nothing kept for the old place is shown any more.
  let forgetting = false;
  const forget = (reload: boolean) => {
    if (forgetting) return;
    forgetting = true;
    tag = null;
    const dropped = Promise.all([
      import("./outbox").then((m) => m.forgetRecord(link.id), () => {}),
      typeof caches === "undefined" ? null : forgetTable(caches, link.id).catch(() => 0),
    ]);
    void dropped.then(() => { if (reload && navigator.onLine) location.reload(); });
  };
  const moved = () => forget(true);
  const removed = () => forget(false);
  const listen = (s: EventSource | undefined) => {
    s?.addEventListener("beat", beat);
    s?.addEventListener("viewer", moved);
    s?.addEventListener("removed", removed);
  };
  const open = () => {
    if (stopped) return;
    clearTimeout(retry);
    window.__ftStreamOpens = (window.__ftStreamOpens ?? 0) + 1;
    link.open();
    listen(link.source());
    arm();
  };
  const error = () => {
    if (quiet) return;
    markDown();
    // CONNECTING: the browser retries by itself (with Last-Event-ID). CLOSED: it gave up.
    const s = link.source();
    if (s && s.readyState === EventSource.CLOSED && !stopped) {
      clearTimeout(retry);
      retry = setTimeout(open, backoff);
      backoff = Math.min(backoff * 2, 2000);
    }
  };

  // The outbox's code, ready for a tap while the server is away; what waits is shown and sent
  // (in order) whenever the stream opens.
  const preload = () => void import("./outbox").then(() => { window.__ftOutboxReady = true; }, () => {});
  const send = () => {
    if (localStorage.getItem(`ft-outbox:${link.id}`)) void import("./outbox").then((m) => m.sendWaiting(link.h.current.outbox()), () => {});
  };
  preload();
  send();
  // The game's rules and the card faces, kept while online (./offline-kit.ts), by a device that taps.
  const game = (link.h.current.now() as Partial<ShellView>).game;
  if (game && !watching) void import("./offline-kit").then((m) => m.keepForOffline(game, m0?.role ?? null), () => {});

  // Where things stand now: an open stream is heard; one that is not may have failed already.
  const s = link.source();
  listen(s);
  if (s?.readyState === EventSource.OPEN) {
    markUp();
    save(link.h.current.now());
  } else if (s) error();
  if (!navigator.onLine) markDown();
  arm();

  const onEvent = (e: Event) => {
    // A page shown fresh (not from the back/forward cache) has just opened its stream.
    if ((e as PageTransitionEvent).persisted !== false) sup.event(e.type);
  };
  const targets: [EventTarget, string][] = [[window, "pageshow"], [window, "online"], [window, "offline"], [document, "visibilitychange"]];
  for (const [t, name] of targets) t.addEventListener(name, onEvent);

  const sup: Supervisor = {
    alive(opened, view) {
      markUp();
      arm();
      if (opened) send();
      if (opened || view) save(view ?? link.h.current.now());
    },
    error,
    event(type) {
      if (!type) return;
      if (type === "replaced") {
        quiet = true;
        clearTimeout(watchdog);
        clearTimeout(retry);
        clearTimeout(grace);
        return link.show("Following on another tab of this device");
      }
      if (type === "offline") return markDown();
      if (type === "visibilitychange" && document.visibilityState !== "visible") return preload();
      if (quiet) {
        quiet = false;
        link.show(null);
      }
      if (type === "online") show();
      open();
    },
    stop() {
      stopped = true;
      for (const [t, name] of targets) t.removeEventListener(name, onEvent);
      clearTimeout(watchdog);
      clearTimeout(retry);
      clearTimeout(grace);
      clearTimeout(keeping);
    },
  };
  return sup;
}
