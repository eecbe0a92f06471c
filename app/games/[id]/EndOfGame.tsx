"use client";
/**
 * The end of any game (issue 30, RULINGS "Ending a game"): on the host's phone (or a table without
 * devices) "Finish the game" opens a confirmation with the final standings (./FinishDialog); a
 * finished table says so with its standings and offers a rematch (./Finished). Both come in
 * ./TableExtras, loaded when first shown: the play page's first load pays only for this file.
 */
import dynamic from "next/dynamic";
import { useState } from "react";
import { useMe, useWatching } from "@/app/_components/watching";
import type { Send, ShellView } from "./table";

export const TableExtras = dynamic(() => import("./TableExtras"), { loading: () => null });

/** `place`: "top" (above the game's panel) shows a finished table's card; "bottom" (below it) the host's "Finish the game". */
export function EndOfGame({ id, view, busy, send, place }: { id: string; view: ShellView & { view?: Record<string, unknown> }; busy: boolean; send: Send; place: "top" | "bottom" }) {
  const me = useMe();
  const watching = useWatching();
  const [asking, setAsking] = useState(false);
  const host = !me || me.role === "host";
  if (view.status === "finished") return place === "top" ? <TableExtras part="finished" id={id} view={view} host={host} /> : null;
  if (place === "top" || !host || watching) return null;
  return asking
    ? <TableExtras part="finish" id={id} seq={view.seq} busy={busy} send={send} onClose={() => setAsking(false)} />
    : <button type="button" onClick={() => setAsking(true)} className="self-start rounded-lg border border-stone-400 px-4 py-3 dark:border-stone-600" data-testid="finish-open">Finish the game…</button>;
}
