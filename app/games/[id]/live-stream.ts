"use client";
/**
 * The table's live stream (Server-Sent Events, app/api/games/[id]/stream) that comes back by
 * itself: a phone that slept, a page restored from the back/forward cache, Wi-Fi that dropped, a
 * server that restarted, a proxy that stopped passing data.
 *
 * - Opens the stream with `?lastEventId=<seq on screen>`: the server sends a view only when the
 *   client has missed something. The browser's own retries send `Last-Event-ID` the same way.
 * - Reconnects at once on `visibilitychange` (back to visible), `pageshow` and `online`.
 * - Heartbeat timeout: the server sends `event: beat` every 15 s; no view or beat for
 *   `timeoutMs` (30 s; `window.__ftStreamTimeoutMs` overrides it, for tests) → reconnect.
 * - A stream the browser gave up on (CLOSED) is reopened after 0.5, 1, then every 2 s (a laptop
 *   that restarts is back within seconds; a table catches up within one more try).
 *
 * - Keeps each view it sees in the service worker's data cache (public/sw.js), stamped with when
 *   it was heard: a table opened offline shows itself as last seen.
 *
 * Returns the link's state for the turn bar: "live", "reconnecting" (down for more than 3 s) or
 * "offline" (the browser says it has no network), and the line to show ("Offline — last update
 * 12:41"), null while live.
 */
import { useEffect, useRef, useState } from "react";

declare global {
  interface Window { __ftStreamTimeoutMs?: number; __ftStreamOpens?: number }
}

export type LinkState = "live" | "reconnecting" | "offline";

const DOWN_GRACE_MS = 3000;

export interface LiveHandlers {
  /** Each view the stream sends (JSON text parsed). */
  view(data: unknown): void;
  /** The host removed this device: the stream is closed for good. */
  removed(): void;
  /** The stream (re)opened: the server is reachable again. */
  opened?(): void;
}

/** The service worker's cache of table views (public/sw.js DATA). */
const DATA_CACHE = "ft-data-v1";
const viewUrl = (id: string) => `${location.origin}/api/games/${id}`;
const hhmm = (t: number) => new Date(t).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", hour12: false });

export function useLiveStream(id: string, view: { seq: number }, handlers: LiveHandlers): { link: LinkState; text: string | null } {
  const [state, setState] = useState<LinkState>("live");
  // When the server was last heard from (a view, a beat): shown once offline.
  const heard = useRef(0);
  // Whether the view on screen came from the cache (not yet confirmed by the server).
  const restored = useRef(false);
  const ref = useRef(handlers);
  ref.current = handlers;
  const viewRef = useRef(view);
  viewRef.current = view;
  const seqRef = useRef(() => viewRef.current.seq);

  // Keep the table as last seen (a tap's answer, a stream's view) for a reload without network;
  // only while the server is heard (a view restored from the cache is not news).
  const save = (v: unknown) => {
    if (typeof caches === "undefined" || !heard.current || restored.current) return;
    const headers = { "content-type": "application/json", "x-ft-saved": String(Date.now()) };
    void caches.open(DATA_CACHE).then((c) => c.put(viewUrl(id), new Response(JSON.stringify(v), { headers }))).catch(() => {});
  };
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    saveRef.current(view);
  }, [view]);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let stopped = false;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let grace: ReturnType<typeof setTimeout> | undefined;
    let backoff = 500;
    let down = false;
    let restoring = false;
    /** The newest view this device kept, when the server cannot be reached: as last seen. */
    const restore = () => {
      if (restoring || typeof caches === "undefined") return;
      restoring = true;
      void caches.match(viewUrl(id)).then(async (hit) => {
        if (!hit || !down) return;
        const saved = Number(hit.headers.get("x-ft-saved"));
        if (saved && saved > heard.current) {
          heard.current = saved;
          restored.current = true;
        }
        ref.current.view(await hit.json());
        show();
      }).catch(() => {});
    };
    const timeoutMs = () => window.__ftStreamTimeoutMs ?? 30_000;

    // Offline: the browser says so, or this page has not reached the server since it was opened
    // (it came from the worker's cache). Reconnecting: it had, and lost it.
    const offlineNow = () => !navigator.onLine || !heard.current || restored.current;
    const show = () => setState(!down ? "live" : offlineNow() ? "offline" : "reconnecting");
    const markUp = () => {
      heard.current = Date.now();
      restored.current = false;
      saveRef.current(viewRef.current);
      down = false;
      backoff = 500;
      clearTimeout(grace);
      grace = undefined;
      show();
    };
    const markDown = () => {
      if (offlineNow()) {
        setState("offline");
        restore();
      }
      if (down) return;
      down = true;
      grace = setTimeout(show, DOWN_GRACE_MS);
    };
    const alive = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => {
        // Silence for too long: the stream is dead even if the browser has not noticed.
        markDown();
        open();
      }, timeoutMs());
    };
    const open = () => {
      if (stopped) return;
      source?.close();
      clearTimeout(retry);
      window.__ftStreamOpens = (window.__ftStreamOpens ?? 0) + 1;
      const s = (source = new EventSource(`/api/games/${id}/stream?lastEventId=${seqRef.current()}`));
      alive();
      s.onopen = () => {
        markUp();
        alive();
        ref.current.opened?.();
      };
      s.addEventListener("beat", () => {
        markUp();
        alive();
      });
      s.addEventListener("view", (e) => {
        markUp();
        alive();
        try {
          ref.current.view(JSON.parse((e as MessageEvent<string>).data));
        } catch {
          // A garbled message is ignored: the next one (or a refresh) brings the table back.
        }
      });
      s.addEventListener("removed", () => {
        stopped = true;
        s.close();
        clearTimeout(watchdog);
        ref.current.removed();
      });
      s.onerror = () => {
        markDown();
        // CONNECTING: the browser retries by itself (with Last-Event-ID). CLOSED: it gave up.
        if (s.readyState === EventSource.CLOSED && source === s && !stopped) {
          retry = setTimeout(open, backoff);
          backoff = Math.min(backoff * 2, 2000);
        }
      };
    };
    const wake = () => {
      if (document.visibilityState === "visible") open();
    };
    const online = () => {
      show();
      open();
    };
    const offline = () => setState("offline");
    open();
    if (!navigator.onLine) setState("offline");
    document.addEventListener("visibilitychange", wake);
    window.addEventListener("pageshow", wake);
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    return () => {
      stopped = true;
      source?.close();
      clearTimeout(watchdog);
      clearTimeout(retry);
      clearTimeout(grace);
      document.removeEventListener("visibilitychange", wake);
      window.removeEventListener("pageshow", wake);
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
    };
  }, [id]);

  return { link: state, text: state === "live" ? null : state === "offline" ? heard.current ? `Offline — last update ${hhmm(heard.current)}` : "Offline" : "Reconnecting…" };
}
