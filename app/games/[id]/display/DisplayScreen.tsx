"use client";
/**
 * The table display: a tablet or TV in the middle of the table. Whose turn, the current trick (or
 * Fortuno's top card) large, the scores and the last trick's winner, readable from two metres,
 * updating live from the table's stream. Read-only: it has no buttons.
 */
import { useEffect, useState } from "react";
import type { ShellView } from "../table";

type AnyView = ShellView & Record<string, unknown>;
interface Card { player: string; card: string; name?: string }

/** What the display shows, read from any game's view. */
export function displayFacts(v: AnyView) {
  const live = v.live as { trick?: { cards: Card[] } | null } | undefined;
  const trick = (live?.trick ?? (v.trick as { cards: Card[] } | null | undefined) ?? null)?.cards ?? [];
  let lastWinner: string | null = null;
  const lt = v.lastTrick as { winner?: string | null } | null | undefined;
  if (lt?.winner) lastWinner = lt.winner;
  const deals = v.deals as { tricks?: { winner: string | null }[]; scores?: { players: Record<string, number> } }[] | undefined;
  if (!lastWinner && deals?.length) {
    const done = (deals[deals.length - 1].tricks ?? []).filter((t) => t.winner);
    lastWinner = done.length ? done[done.length - 1].winner : null;
  }
  let scores: [string, number][] = [];
  const totals = v.totals as Record<string, number> | undefined;
  const seats = v.seats as { name?: string; total?: number; cards?: number }[] | undefined;
  const match = v.match as { partnerships?: { players: string[]; points: number }[] } | undefined;
  if (totals && typeof totals === "object") scores = Object.entries(totals);
  else if (match?.partnerships) scores = match.partnerships.map((p) => [p.players.join(" & "), p.points]);
  else if (seats?.length && typeof seats[0].total === "number") scores = seats.map((s) => [s.name ?? "", s.total!]);
  else if (seats?.length && typeof seats[0].cards === "number") scores = seats.map((s) => [s.name ?? "", s.cards!]);
  const top = v.top as { name: string } | null | undefined;
  return { trick, lastWinner, scores, scoreWord: seats?.length && typeof seats[0].cards === "number" && !totals ? "cards in hand" : "points", top: top?.name ?? null };
}

export function DisplayScreen({ id, initial }: { id: string; initial: AnyView }) {
  const [view, setView] = useState<AnyView>(initial);
  const [live, setLive] = useState(true);
  useEffect(() => {
    const source = new EventSource(`/api/games/${id}/stream?view=spectator`);
    source.addEventListener("view", (e) => {
      try {
        const next = JSON.parse((e as MessageEvent<string>).data) as AnyView;
        setView((v) => (next.seq > v.seq ? next : v));
        setLive(true);
      } catch {
        // ignored: the next message brings the table back
      }
    });
    source.onerror = () => setLive(false);
    return () => source.close();
  }, [id]);
  const f = displayFacts(view);
  return (
    <div className="flex min-h-[80vh] flex-col gap-6 text-center" data-testid="display" data-seq={view.seq}>
      <p className="text-4xl font-bold md:text-6xl" aria-live="polite" data-testid="display-turn">{view.turn.prompt}</p>
      {f.top && <p className="text-5xl font-bold md:text-7xl" data-testid="display-top">{f.top}</p>}
      <ul className="flex flex-wrap justify-center gap-4" aria-label="The trick in play" data-testid="display-trick">
        {f.trick.map((c) => (
          <li key={`${c.player}-${c.card}`} className="min-w-40 rounded-2xl border-4 border-amber-600 p-4">
            <span className="block text-5xl font-bold md:text-6xl">{c.card}</span>
            <span className="block text-2xl">{c.name ?? ""}</span>
            <span className="block text-2xl font-semibold">{c.player}</span>
          </li>
        ))}
        {f.trick.length === 0 && !f.top && <li className="text-3xl text-stone-500">No card on the table yet</li>}
      </ul>
      {f.lastWinner && <p className="text-3xl" data-testid="display-last">Last trick: <strong>{f.lastWinner}</strong></p>}
      {f.scores.length > 0 && (
        <table className="mx-auto text-3xl md:text-4xl" aria-label="Scores">
          <tbody>
            {f.scores.map(([name, n]) => <tr key={name}><th className="px-4 py-1 text-left font-semibold">{name}</th><td className="px-4 py-1 text-right tabular-nums">{n}</td><td className="px-2 text-left text-xl text-stone-500">{f.scoreWord}</td></tr>)}
          </tbody>
        </table>
      )}
      {!live && <p role="status" className="text-xl text-amber-700">Reconnecting…</p>}
    </div>
  );
}
