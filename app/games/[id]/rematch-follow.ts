"use client";
/**
 * Rematch moves the phones (issue 30): on a finished table, every device (host, seats, spectators,
 * the display) looks for the table's rematch (GET /api/games/<id>/rematch, every few seconds while
 * the page is shown), and once the host has started one it follows: POST …/rematch/follow gives this
 * device its place at the new table (a seat keeps its player's seat; the rest watch) and the page
 * opens the new table (or its display). Nothing is asked of an active table.
 *
 * The host's page both starts the rematch and follows it, so the page moves once: while its own
 * POST is out the follow loop asks nothing, and a second move to a table is dropped (two
 * `location.assign`s in a row abort the first navigation).
 */
import { useEffect, useState } from "react";
import { callApi, newRequestKey } from "@/app/_components/api";

const EVERY_MS = 3000;

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
    const look = async () => {
      timer = undefined;
      if (stop) return;
      if (document.visibilityState === "visible") {
        const found = await lookForRematch(id, place, () => !stop);
        if (stop) return;
        if (found !== "wait") { ended = true; setNext(found.moved); return; }
      }
      timer = setTimeout(() => void look(), EVERY_MS);
    };
    void look();
    const shown = () => { if (document.visibilityState === "visible" && timer) { clearTimeout(timer); void look(); } };
    // Back to this page from the browser's history cache: it is here, not moving, and looks again.
    const back = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      moving = false;
      if (ended) { ended = false; setNext(null); void look(); }
    };
    document.addEventListener("visibilitychange", shown);
    window.addEventListener("pageshow", back);
    return () => { stop = true; if (timer) clearTimeout(timer); document.removeEventListener("visibilitychange", shown); window.removeEventListener("pageshow", back); };
  }, [id, finished, place]);
  return next;
}
