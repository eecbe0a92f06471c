"use client";
/**
 * The table's live stream (Server-Sent Events, app/api/games/[id]/stream) that comes back by
 * itself: a phone that slept, a page restored from the back/forward cache, Wi-Fi that dropped, a
 * server that restarted, a proxy that stopped passing data.
 *
 * This part is on the play page: it opens the stream with `?lastEventId=<seq on screen>` (the
 * server then sends a view only when the client has missed something; the browser's own retries
 * send `Last-Event-ID`) and passes what happens to the supervisor (./live-supervisor.ts), which
 * does the rest: reconnects on `visibilitychange`, `pageshow` and `online`, after 30 s without a
 * view or a beat, and after the browser gave up; keeps the table as last seen; says "Reconnecting…"
 * or "Offline — last update 12:41". The supervisor loads a few seconds after the page, or at once
 * when something goes wrong, so it is not part of the page's first load.
 */
import { useEffect, useRef, useState } from "react";

export type LinkState = "live" | "reconnecting" | "offline";

export interface LiveHandlers {
  /** Each view the stream sends (JSON text parsed). */
  view(data: unknown): void;
  /** The host removed this device: the stream is closed for good. */
  removed(): void;
  /** The stream (re)opened: the server is reachable again. */
  opened?(): void;
}

/** What the supervisor can do with the page's stream. */
export interface StreamLink {
  id: string;
  open(): void;
  source(): EventSource | null;
  view(data: unknown): void;
  current(): unknown;
  show(state: LinkState, text: string | null): void;
}

export interface Supervisor {
  /** A view or a beat came (`opened`: the stream has just opened). */
  alive(opened: boolean): void;
  error(): void;
  event(type: string): void;
  save(view: unknown): void;
  stop(): void;
}

const WAKE_EVENTS = ["visibilitychange", "pageshow", "online", "offline"] as const;

export function useLiveStream(id: string, view: { seq: number }, handlers: LiveHandlers): { link: LinkState; text: string | null } {
  const [state, setState] = useState<{ link: LinkState; text: string | null }>({ link: "live", text: null });
  const ref = useRef(handlers);
  ref.current = handlers;
  const viewRef = useRef(view);
  viewRef.current = view;
  const sup = useRef<Supervisor | null>(null);

  useEffect(() => {
    sup.current?.save(view);
  }, [view]);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let stopped = false;
    let loading = false;
    const link: StreamLink = {
      id,
      source: () => source,
      current: () => viewRef.current,
      view: (data) => ref.current.view(data),
      show: (link, text) => setState((s) => (s.link === link && s.text === text ? s : { link, text })),
      open() {
        if (stopped) return;
        source?.close();
        const s = (source = new EventSource(`/api/games/${id}/stream?lastEventId=${viewRef.current.seq}`));
        s.onopen = () => {
          sup.current?.alive(true);
          ref.current.opened?.();
        };
        s.addEventListener("beat", () => sup.current?.alive(false));
        s.addEventListener("view", (e) => {
          sup.current?.alive(false);
          try {
            ref.current.view(JSON.parse((e as MessageEvent<string>).data));
          } catch {
            // A garbled message is ignored: the next one (or a refresh) brings the table back.
          }
        });
        s.addEventListener("removed", () => {
          stopped = true;
          s.close();
          sup.current?.stop();
          ref.current.removed();
        });
        s.onerror = () => {
          wake();
          sup.current?.error();
        };
      },
    };
    const wake = (type?: string) => {
      if (sup.current || loading || stopped) return;
      loading = true;
      void import("./live-supervisor").then((m) => {
        if (stopped) return;
        sup.current = m.supervise(link);
        if (type) sup.current.event(type);
      }, () => {
        loading = false;
      });
    };
    const onEvent = (e: Event) => {
      // A page shown fresh (not from the back/forward cache) has just opened its stream.
      if (e.type === "pageshow" && !(e as PageTransitionEvent).persisted) return;
      if (sup.current) sup.current.event(e.type);
      else wake(e.type);
    };
    link.open();
    for (const t of WAKE_EVENTS) (t === "visibilitychange" ? document : window).addEventListener(t, onEvent);
    const timer = setTimeout(() => wake(), navigator.onLine ? 5000 : 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      sup.current?.stop();
      sup.current = null;
      for (const t of WAKE_EVENTS) (t === "visibilitychange" ? document : window).removeEventListener(t, onEvent);
    };
  }, [id]);

  return state;
}
