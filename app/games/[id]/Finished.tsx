"use client";
/**
 * A finished table (loaded only for one): "This game is finished", its standings (the envelope's
 * `view.finished.standings`, best first) and, on the host's phone, "Rematch": a new game with the
 * same game, players, seats, options and deck, the first dealer one seat on (POST
 * /api/games/<id>/rematch). Every device of the table follows the rematch once the host starts it
 * (./rematch-follow.ts: a seat keeps its player's seat, the others watch).
 */
import { useEffect, useState } from "react";
import { callApi } from "@/app/_components/api";
import { startRematch, useRematchFollow } from "./rematch-follow";
import type { Finished as FinishedResult } from "@/lib/games/finish";
import type { ShellView } from "./table";
import { StandingsList, type Unit } from "./standings-list";
import { useOwnRematchShown } from "./panels/own-rematch";

export default function Finished({ id, view, host }: { id: string; view: ShellView; host: boolean }) {
  const finished = (view.view.finished ?? undefined) as FinishedResult | undefined;
  // Some panels offer their own rematch at the end of a match (Fortunes, Fortey-One): that one, not a second.
  const offer = !useOwnRematchShown();
  // The host's rematch, wherever it was started (this card, the panel, another device of the host): this device follows it.
  const following = useRematchFollow(id, true);
  const [unit, setUnit] = useState<Unit | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  useEffect(() => {
    let live = true;
    void callApi<{ unit: string; unitOne: string }>(`/api/games/${id}/standings`).then((r) => { if (live && r.ok) setUnit({ one: r.data.unitOne, other: r.data.unit }); });
    return () => { live = false; };
  }, [id]);
  async function rematch() {
    setStarting(true);
    const error = await startRematch(id);
    if (error) { setProblem(error); setStarting(false); }
  }
  return (
    <section aria-labelledby="finished-title" className="rounded-xl border-2 border-emerald-600 bg-emerald-50 p-3 text-stone-900 dark:bg-stone-900 dark:text-stone-100" data-testid="finished">
      <h2 id="finished-title" className="text-lg font-semibold">This game is finished{finished?.early ? " (the host ended it here)" : ""}</h2>
      {finished && finished.standings.length > 0 && <div className="mt-2"><StandingsList standings={finished.standings} unit={unit} testId="finished-standings" /></div>}
      {problem && <p role="alert" className="mt-2 text-red-700 dark:text-red-300">{problem}</p>}
      {following && <p role="status" className="mt-2 font-semibold" data-testid="rematch-following">The host started a rematch: opening it…</p>}
      {!offer ? null : host ? (
        <div className="mt-3 space-y-1">
          <button type="button" onClick={() => void rematch()} disabled={starting} className="min-h-11 w-full rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white disabled:opacity-40" data-testid="rematch">
            {starting ? "Setting up the rematch…" : "Rematch"}
          </button>
          <p className="text-sm">Same game, players and seats; the deal moves on one seat. The other phones follow to the new table, each in its seat.{finished?.early ? " Undo takes the finish back." : ""}</p>
        </div>
      ) : <p className="mt-2 text-sm" data-testid="rematch-wait">When the host starts a rematch, this device follows it (a seat keeps its place).</p>}
    </section>
  );
}
