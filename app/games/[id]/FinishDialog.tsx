"use client";
/**
 * "Finish the game?" (loaded when the host opens it): the standings a finish would give now, read
 * from the server (GET /api/games/<id>/standings, module `standings`: a deal or round still in
 * progress stops and counts for nothing), then one button posts `{ type: "finish" }`. Undo takes it back.
 */
import { useEffect, useRef, useState } from "react";
import { callApi } from "@/app/_components/api";
import type { Standing } from "@/lib/games/finish";
import type { Send } from "./table";
import { StandingsList } from "./standings-list";

interface Now { standings: Standing[]; over: boolean; unit: string; unitOne: string; prompt: string }

export default function FinishDialog({ id, seq, busy, send, onClose }: { id: string; seq: number; busy: boolean; send: Send; onClose: () => void }) {
  const [now, setNow] = useState<Now | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    let live = true;
    void callApi<Now>(`/api/games/${id}/standings`).then((r) => {
      if (!live) return;
      if (r.ok) setNow(r.data);
      else setProblem(r.error);
    });
    return () => { live = false; };
  }, [id, seq]);
  useEffect(() => {
    if (now) void box.current?.scrollIntoView({ block: "nearest" });
  }, [now]);
  const top = now?.standings.filter((s) => s.points === now.standings[0]?.points).flatMap((s) => s.players) ?? [];
  const shared = now && now.standings.length > 1 && now.standings.every((s) => s.points === now.standings[0].points);
  return (
    <section ref={box} role="dialog" aria-labelledby="finish-title" className="rounded-xl border-2 border-amber-600 bg-amber-50 p-3 text-stone-900 dark:bg-stone-900 dark:text-stone-100" data-testid="finish-dialog"
      onKeyDown={(e) => { if (e.key === "Escape") onClose(); }}>
      <h2 id="finish-title" className="text-lg font-semibold">Finish the game here?</h2>
      {problem && <p role="alert" className="text-red-700 dark:text-red-300">{problem}</p>}
      {!now && !problem && <p>Adding up the standings…</p>}
      {now && (
        <div className="mt-2 space-y-2">
          <p className="text-sm">{now.over ? "The game is already decided; finishing it keeps it as it is." : "Final standings if you finish now. A deal or round still in progress stops here and counts for nothing."}</p>
          <StandingsList standings={now.standings} unit={{ one: now.unitOne, other: now.unit }} testId="finish-standings" />
          {!now.over && <p className="text-sm font-semibold" data-testid="finish-winner">{shared ? "Level: everyone shares the win." : `${top.join(" & ")} ${top.length > 1 ? "win" : "wins"}.`}</p>}
          <p className="text-sm">You can take it back with Undo.</p>
        </div>
      )}
      <div className="mt-3 flex gap-2">
        <button type="button" disabled={busy || !now} autoFocus onClick={async () => { if (await send({ type: "finish" })) onClose(); }}
          className="min-h-11 flex-1 rounded-lg bg-amber-700 px-4 py-2 font-semibold text-white disabled:opacity-40" data-testid="finish-confirm">Finish the game</button>
        <button type="button" onClick={onClose} className="min-h-11 rounded-lg border border-stone-400 px-4 py-2 dark:border-stone-600">Keep playing</button>
      </div>
    </section>
  );
}
