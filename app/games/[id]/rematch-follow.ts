"use client";
/**
 * Rematch moves the phones (issue 30): on a finished table, every device (host, seats, spectators,
 * the display) looks for the table's rematch (GET /api/games/<id>/rematch, every few seconds while
 * the page is shown), and once the host has started one it follows: POST …/rematch/follow gives this
 * device its place at the new table (a seat keeps its player's seat; the rest watch) and the page
 * opens the new table (or its display). Nothing is asked of an active table.
 */
import { useEffect, useState } from "react";
import { callApi, newRequestKey } from "@/app/_components/api";

const EVERY_MS = 3000;

/** Posts the rematch (host only; `dealer`: the new first dealer's seat, else one on from the first) and opens it. */
export async function startRematch(id: string, dealer?: number): Promise<string | null> {
  const r = await callApi<{ id: string }>(`/api/games/${id}/rematch`, { body: dealer === undefined ? {} : { dealer }, idempotencyKey: newRequestKey() });
  if (!r.ok) return r.error;
  window.location.assign(`/games/${r.data.id}`);
  return null;
}

/** Follows the table's rematch once there is one; returns its id while the page moves there. */
export function useRematchFollow(id: string, finished: boolean, place: "table" | "display" = "table"): string | null {
  const [next, setNext] = useState<string | null>(null);
  useEffect(() => {
    if (!finished) return;
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      timer = undefined;
      if (stop) return;
      if (document.visibilityState === "visible") {
        const r = await callApi<{ id: string }>(`/api/games/${id}/rematch`);
        if (stop) return;
        if (r.ok) {
          const f = await callApi<{ id: string }>(`/api/games/${id}/rematch/follow`, { body: {} });
          if (stop) return;
          if (f.ok) {
            setNext(f.data.id);
            window.location.assign(`/games/${f.data.id}${place === "display" ? "/display" : ""}`);
            return;
          }
        }
      }
      timer = setTimeout(() => void look(), EVERY_MS);
    };
    void look();
    const shown = () => { if (document.visibilityState === "visible" && timer) { clearTimeout(timer); void look(); } };
    document.addEventListener("visibilitychange", shown);
    return () => { stop = true; if (timer) clearTimeout(timer); document.removeEventListener("visibilitychange", shown); };
  }, [id, finished, place]);
  return next;
}
