"use client";
/**
 * The play page's side of the outbox (./outbox.ts, loaded only when first needed): what waits, a
 * tap to queue, and a nudge to send it all (the stream reopening calls it). A flag in localStorage
 * says whether a table has entries waiting, so a page without any never loads the outbox code or
 * opens IndexedDB. ./live-supervisor.ts preloads the code a few seconds after the page, so a tap
 * while the server restarts does not need the server to fetch it.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { Action, ShellView } from "./table";

export interface OutboxPage {
  id: string;
  seq(): number;
  apply(view: ShellView): void;
  notify(message: string): void;
  waiting: string[];
  setWaiting(labels: string[]): void;
}

const load = () => import("./outbox");

export function useOutbox(id: string, seq: () => number, apply: (view: ShellView) => void, notify: (message: string) => void) {
  const [waiting, setWaiting] = useState<string[]>([]);
  const page = useRef<OutboxPage>(null!);
  page.current = { id, seq, apply, notify, waiting, setWaiting };

  const flush = useCallback(() => {
    if (localStorage.getItem(`ft-outbox:${id}`)) void load().then((m) => m.sendWaiting(page.current), () => {});
  }, [id]);
  useEffect(flush, [flush]);

  /** Queues a tap: null, or why it was not kept. */
  const queue = useCallback((action: Action, path: string, key: string, before: ShellView) =>
    load().then((m) => m.queueTap(page.current, action, path, key, before), () => "Could not reach the app."), []);

  return { waiting, queue, flush };
}
