"use client";
/**
 * The table display: a tablet or TV in the middle of the table. It draws the game-neutral model
 * (lib/games/display.ts) every module builds with `display(state)`: the seats in a ring with
 * scores, bids against tricks and counts, the trick's card faces large in the middle (the last
 * finished trick stays until the next card), headline facts (trump card, top card, direction),
 * the scores as the phones show them, and the readings' layout after a Fortunes deal. It knows no
 * game. Live: the table's stream says when something changed, then the model is fetched again.
 * Read-only: it has no buttons.
 */
import { useEffect, useRef, useState } from "react";
import type { DisplayModel } from "@/lib/games/display";
import { DisplayRing } from "./DisplayRing";
import { DisplayFacts, DisplayReadings, DisplayScores } from "./DisplayParts";
import { useRematchFollow } from "../rematch-follow";
import { announceRematch } from "../rematch-event";

export type LiveModel = DisplayModel & { seq: number; game: string; prompt: string };

export function DisplayScreen({ id, initial }: { id: string; initial: LiveModel }) {
  const [model, setModel] = useState<LiveModel>(initial);
  const [live, setLive] = useState(true);
  const seq = useRef(initial.seq);
  // A finished table's display follows the host's rematch to the new table's display (issue 30).
  const [finished, setFinished] = useState(false);
  const following = useRematchFollow(id, finished, "display");
  useEffect(() => {
    let fetching = false;
    let again = false;
    const pull = async () => {
      if (fetching) { again = true; return; }
      fetching = true;
      try {
        const r = await fetch(`/api/games/${id}/display`, { cache: "no-store" });
        if (r.ok) {
          const next = (await r.json()) as LiveModel;
          if (next.seq > seq.current) {
            seq.current = next.seq;
            setModel(next);
          }
        }
      } catch {
        // the next change brings the table back
      }
      fetching = false;
      if (again) { again = false; void pull(); }
    };
    // The stream sends a spectator's view on every change: its seq is all the display needs.
    const source = new EventSource(`/api/games/${id}/stream?view=spectator`);
    source.addEventListener("view", (e) => {
      setLive(true);
      try {
        const next = JSON.parse((e as MessageEvent<string>).data) as { seq: number; status?: string };
        setFinished(next.status === "finished");
        if (next.seq > seq.current) void pull();
      } catch {
        void pull();
      }
    });
    source.addEventListener("rematch", announceRematch);
    source.onerror = () => setLive(false);
    return () => { source.close(); };
  }, [id]);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4" data-testid="display" data-seq={model.seq}>
      <header className="text-center">
        <h1 className="text-lg font-semibold text-stone-700 dark:text-stone-300">{model.title}</h1>
        <p className="text-3xl font-bold md:text-4xl" aria-live="polite" data-testid="display-turn">{model.prompt}</p>
        {model.over && <p className="mt-1 text-2xl font-bold text-emerald-800 dark:text-emerald-300" data-testid="display-over">{model.over}</p>}
        {following && <p role="status" className="mt-1 text-xl" data-testid="rematch-following">The host started a rematch: opening it…</p>}
      </header>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_15rem]">
        <DisplayRing model={model} />
        <div className="flex flex-col gap-4">
          <DisplayFacts facts={model.facts} />
          <DisplayScores scores={model.scores} />
        </div>
      </div>
      {model.readings.length > 0 && <DisplayReadings readings={model.readings} />}
      {!live && <p role="status" className="text-center text-xl text-amber-800 dark:text-amber-300">Reconnecting…</p>}
    </div>
  );
}
