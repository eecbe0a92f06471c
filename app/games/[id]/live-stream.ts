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
import type { OutboxPage } from "./outbox";
import { announceRematch } from "./rematch-event";

export type LinkState = "live" | "reconnecting" | "offline";

export interface LiveHandlers {
  /** The view on screen (its seq is where the stream resumes). */
  now(): { seq: number };
  /** Each view the stream sends (JSON text parsed). */
  view(data: unknown): void;
  /** The host removed this device: the stream is closed for good. */
  removed(): void;
  /** The table screen's side of the outbox (./outbox.ts), sent when the stream opens. */
  outbox(): OutboxPage;
}

/** What the supervisor can do with the page's stream. */
export interface StreamLink {
  id: string;
  open(): void;
  source(): EventSource | undefined;
  /** The table screen's handlers (the latest). */
  h: { current: LiveHandlers };
  /** The turn bar's line about the link (null: live). */
  show(text: string | null): void;
}

export interface Supervisor {
  /** A view (`view`) or a beat came (`opened`: the stream has just opened). */
  alive(opened: boolean, view?: unknown): void;
  error(): void;
  event(type: string): void;
  stop(): void;
}

/** Follows the table live; returns the turn bar's line about the link ("Reconnecting…"), or null. */
export function useLiveStream(id: string, handlers: LiveHandlers): string | null {
  const [text, setText] = useState<string | null>(null);
  const ref = useRef(handlers);
  ref.current = handlers;

  useEffect(() => {
    let source: EventSource | undefined;
    let sup: Supervisor | undefined;
    let stopped = false;
    let loading = false;
    const link: StreamLink = {
      id,
      source: () => source,
      h: ref,
      show: setText,
      open() {
        source?.close();
        if (stopped) return;
        const s = (source = new EventSource(`/api/games/${id}/stream?lastEventId=${ref.current.now().seq}`));
        s.onopen = () => sup?.alive(true);
        s.onerror = () => {
          wake("");
          sup?.error();
        };
        // (A garbled message throws here and is ignored: the next one brings the table back.)
        s.addEventListener("view", (e) => {
          const data = JSON.parse((e as MessageEvent<string>).data);
          ref.current.view(data);
          sup?.alive(false, data);
        });
        // This device opened the table again elsewhere (another tab): quiet until shown again.
        s.addEventListener("replaced", () => {
          s.close();
          wake("replaced");
        });
        // The host started the table's rematch: the finished card's follower looks now.
        s.addEventListener("rematch", announceRematch);
        s.addEventListener("removed", () => {
          // Closed for good (the supervisor's reopenings stop here too).
          stopped = true;
          s.close();
          ref.current.removed();
        });
      },
    };
    // The newest event while the supervisor loads (a `replaced` then must not be lost).
    let last = "";
    const wake = (type: string) => {
      if (sup) return sup.event(type);
      if (type) last = type;
      if (loading || stopped) return;
      loading = true;
      void import("./live-supervisor").then((m) => {
        if (!stopped) (sup = m.supervise(link, last)).event(last);
      }, () => {
        loading = false;
      });
    };
    link.open();
    // The supervisor listens for visibilitychange, pageshow, online and offline itself: before it
    // loads (5 s, or at the stream's first error) the page is fresh.
    const timer = setTimeout(wake, 5000, "");
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      sup?.stop();
    };
  }, [id]);

  return text;
}
