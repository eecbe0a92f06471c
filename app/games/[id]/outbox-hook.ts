"use client";
/**
 * The play page's side of the outbox (./outbox.ts, loaded only when first needed): queues a tap
 * the network did not carry, lists what waits, and sends it all in order when the network (or the
 * server) is back. A flag in localStorage says whether a table has entries waiting, so a page
 * without any never loads the outbox code or opens IndexedDB.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { Action, ShellView } from "./table";

declare global {
  interface Window { __ftFlushMs?: number[]; __ftOutboxReady?: boolean }
}

const flagOf = (id: string) => `ft-outbox:${id}`;
const flagged = (id: string) => {
  try {
    return !!localStorage.getItem(flagOf(id));
  } catch {
    return false;
  }
};
const load = () => import("./outbox");

export function useOutbox(id: string, seq: () => number, apply: (view: ShellView) => void, notify: (message: string) => void) {
  /** What waits, in order ("Ann: W07"). */
  const [waiting, setWaiting] = useState<string[]>([]);
  const busy = useRef(false);
  const fns = useRef({ seq, apply, notify });
  fns.current = { seq, apply, notify };

  const show = useCallback(async () => {
    const left = await (await load()).list(id);
    setWaiting(left.map((e) => e.label));
    if (!left.length) localStorage.removeItem(flagOf(id));
    return left.length;
  }, [id]);

  /** Sends what waits (in order), once at a time; measures reconnect → all recorded. */
  const flush = useCallback(async () => {
    if (busy.current || !navigator.onLine || !flagged(id)) return;
    busy.current = true;
    try {
      const started = performance.now();
      const r = await (await load()).flush(id, () => fns.current.seq(), (v) => fns.current.apply(v));
      const left = await show();
      if (!left && (r.sent || r.dropped.length)) (window.__ftFlushMs ??= []).push(performance.now() - started);
      if (r.dropped.length) fns.current.notify(r.dropped.join(" "));
    } catch {
      // IndexedDB unavailable or the network went again: the entries stay for the next try.
    } finally {
      busy.current = false;
    }
  }, [id, show]);

  // Loaded (not run) a while after the page, or when the phone locks: a tap while the server is
  // down (a laptop restarting) must not need the server to fetch the outbox's code.
  useEffect(() => {
    const preload = () => void load().then(() => { window.__ftOutboxReady = true; }, () => {});
    const timer = setTimeout(preload, 8000);
    const hidden = () => { if (document.visibilityState === "hidden") preload(); };
    document.addEventListener("visibilitychange", hidden);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", hidden);
    };
  }, []);

  useEffect(() => {
    if (flagged(id)) void show().then(() => flush());
    const online = () => void flush();
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [id, show, flush]);

  const queue = useCallback(async (entry: { key: string; path: string; action: Action; label: string; player: string | null; seen: number }) => {
    const o = await load();
    localStorage.setItem(flagOf(id), "1");
    const list = await o.add({ ...entry, table: id });
    setWaiting(list.map((e) => e.label));
  }, [id]);

  return { waiting, queue, flush };
}
