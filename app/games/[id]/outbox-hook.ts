"use client";
/**
 * The play page's side of the outbox (./outbox.ts, loaded only when first needed): what waits, a
 * tap to queue, and a nudge to send it all when the network (or the server) is back. A flag in
 * localStorage says whether a table has entries waiting, so a page without any never loads the
 * outbox code or opens IndexedDB. The code is preloaded 8 s after the page or when it is hidden
 * (a phone locking), so a tap while the server restarts does not need the server to fetch it.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { Action, ShellView } from "./table";

export interface OutboxPage {
  id: string;
  seq(): number;
  apply(view: ShellView): void;
  notify(message: string): void;
  setWaiting(labels: string[]): void;
}

const load = () => import("./outbox");

export function useOutbox(id: string, seq: () => number, apply: (view: ShellView) => void, notify: (message: string) => void) {
  const [waiting, setWaiting] = useState<string[]>([]);
  const page = useRef<OutboxPage>({ id, seq, apply, notify, setWaiting });
  page.current = { id, seq, apply, notify, setWaiting };

  const flush = useCallback(() => {
    let flagged = false;
    try {
      flagged = !!localStorage.getItem(`ft-outbox:${id}`);
    } catch {
      // no storage: nothing waits
    }
    if (flagged) void load().then((m) => m.sendWaiting(page.current), () => {});
  }, [id]);

  useEffect(() => {
    flush();
    const preload = () => void load().then(() => { window.__ftOutboxReady = true; }, () => {});
    const timer = setTimeout(preload, 8000);
    const hidden = () => { if (document.visibilityState === "hidden") preload(); };
    document.addEventListener("visibilitychange", hidden);
    window.addEventListener("online", flush);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", hidden);
      window.removeEventListener("online", flush);
    };
  }, [flush]);

  const queue = useCallback(async (entry: { key: string; path: string; action: Action; label: string; player: string | null; seen: number }) => {
    await (await load()).queue(page.current, entry);
  }, []);

  return { waiting, queue, flush };
}

declare global {
  interface Window { __ftFlushMs?: number[]; __ftOutboxReady?: boolean }
}
