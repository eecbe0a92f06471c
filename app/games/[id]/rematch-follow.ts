"use client";
/**
 * Rematch moves the phones (issue 30): on a finished table, every device (host, seats, spectators,
 * the display) looks for the table's rematch (GET /api/games/<id>/rematch, at once when the table's
 * stream says the host started one, else every few seconds while the page is shown), and once the
 * host has started one it follows: POST …/rematch/follow gives this device its place at the new
 * table (a seat keeps its player's seat; the rest watch) and the page opens the new table (or its
 * display). Nothing is asked of an active table.
 *
 * The host's page both starts the rematch and follows it, so the page moves once: while its own
 * POST is out the follow loop asks nothing, and a second move to a table is dropped (two
 * `location.assign`s in a row abort the first navigation).
 */
import { useEffect, useState } from "react";
import { callApi, newRequestKey } from "@/app/_components/api";
import { REMATCH_EVENT } from "./rematch-event";

declare global {
  interface Window { __ftRematchEveryMs?: number }
}

/**
 * Between looks; the stream's `event: rematch` makes a device look at once, so this is the fallback
 * (`window.__ftRematchEveryMs` overrides it, for tests).
 */
const everyMs = () => window.__ftRematchEveryMs ?? 10_000;

/** This page's own rematch request is out (the follow loop waits for it). */
let asking = false;
/** This page is already on its way to a table. */
let moving = false;

/** Opens `url` unless the page is already moving; true when this call moved it. */
function moveOnce(url: string): boolean {
  if (moving) return false;
  moving = true;
  window.location.assign(url);
  return true;
}

/** Posts the rematch (host only; `dealer`: the new first dealer's seat, else one on from the first) and opens it. */
export async function startRematch(id: string, dealer?: number): Promise<string | null> {
  if (moving) return null;
  asking = true;
  try {
    const r = await callApi<{ id: string }>(`/api/games/${id}/rematch`, { body: dealer === undefined ? {} : { dealer }, idempotencyKey: newRequestKey() });
    if (!r.ok) return r.error;
    moveOnce(`/games/${r.data.id}`);
    return null;
  } finally {
    asking = false;
  }
}

/**
 * One look for the table's rematch: "moved" once the page is on its way there (its id), "wait" to
 * look again later. Nothing is asked while this page's own request is out or it is already moving.
 */
export async function lookForRematch(id: string, place: "table" | "display", still: () => boolean = () => true): Promise<{ moved: string } | "wait"> {
  if (asking || moving) return "wait";
  const r = await callApi<{ id: string }>(`/api/games/${id}/rematch`);
  if (!r.ok || !still() || asking || moving) return "wait";
  const f = await callApi<{ id: string }>(`/api/games/${id}/rematch/follow`, { body: {} });
  if (!f.ok || !still()) return "wait";
  return moveOnce(`/games/${f.data.id}${place === "display" ? "/display" : ""}`) ? { moved: f.data.id } : "wait";
}

/** Follows the table's rematch once there is one; returns its id while the page moves there. */
export function useRematchFollow(id: string, finished: boolean, place: "table" | "display" = "table"): string | null {
  const [next, setNext] = useState<string | null>(null);
  useEffect(() => {
    if (!finished) return;
    let stop = false;
    let ended = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A look is under way; `again`: asked to look while it was (it may have read "none" just before).
    let looking = false;
    let again = false;
    const look = async () => {
      timer = undefined;
      if (stop) return;
      looking = true;
      again = false;
      const found = document.visibilityState === "visible" ? await lookForRematch(id, place, () => !stop) : "wait";
      looking = false;
      if (stop) return;
      if (found !== "wait") { ended = true; setNext(found.moved); return; }
      timer = setTimeout(() => void look(), again ? 0 : everyMs());
    };
    void look();
    // Look now (one look at a time): when shown again, and when the table's stream says the host started the rematch.
    const now = () => {
      if (looking) again = true;
      else if (timer) { clearTimeout(timer); void look(); }
    };
    const shown = () => { if (document.visibilityState === "visible") now(); };
    // Back to this page from the browser's history cache: it is here, not moving, and looks again.
    const back = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      moving = false;
      if (ended) { ended = false; setNext(null); void look(); }
    };
    document.addEventListener("visibilitychange", shown);
    window.addEventListener("pageshow", back);
    window.addEventListener(REMATCH_EVENT, now);
    return () => {
      stop = true;
      if (timer) clearTimeout(timer);
      document.removeEventListener("visibilitychange", shown);
      window.removeEventListener("pageshow", back);
      window.removeEventListener(REMATCH_EVENT, now);
    };
  }, [id, finished, place]);
  return next;
}
