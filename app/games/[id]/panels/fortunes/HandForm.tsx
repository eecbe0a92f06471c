"use client";
/**
 * The hand-entry form (loaded when "Enter a hand" is first opened): a player enters (or scans)
 * their 19 cards privately at the start of a deal; from then on every play of theirs is checked.
 */
import dynamic from "next/dynamic";
import { useState } from "react";
import { useParams } from "next/navigation";
import { cardName, type DeckStyle } from "@/lib/cards";
import { parseCard } from "@/lib/cards/parse";
import type { FortunesView } from "@/lib/games/fortunes/view";
import { useMe } from "@/app/_components/watching";
import { mayRecordFor } from "@/app/_components/seat-rule";

const Scanner = dynamic(() => import("@/app/_components/scanner/Scanner"), { ssr: false });

type Send = (action: Record<string, unknown> & { type: string }) => Promise<boolean>;

export default function HandForm({ view, busy, send }: { view: FortunesView; busy: boolean; send: Send }) {
  // A seat's phone starts with its own player; under "own moves" it offers only that player (issue 30).
  const me = useMe();
  // The table's taught deck (if any) is read too, a card held to the camera without a sticker.
  const table = useParams<{ id: string }>()?.id;
  const mine = me?.role === "seat" ? me.player : null;
  const candidates = view.live.notYetPlayed.filter((p) => !view.live.handsEntered.includes(p) && mayRecordFor(me, p))
    .sort((a, b) => Number(b === mine) - Number(a === mine));
  const [player, setPlayer] = useState(candidates[0] ?? "");
  const [cards, setCards] = useState<string[]>([]);
  const [text, setText] = useState("");
  const [scan, setScan] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const style = view.deckStyle as DeckStyle;

  const add = (code: string) => setCards((cs) => (cs.includes(code) || cs.length >= 19 ? cs : [...cs, code]));
  function addTyped() {
    const bad: string[] = [];
    for (const part of text.split(/[\n,;]+/).map((x) => x.trim()).filter(Boolean)) {
      const r = parseCard(part, { style });
      if (r.ok) add(r.value); else bad.push(part);
    }
    setText("");
    setProblem(bad.length ? `Not understood: ${bad.join(", ")}` : null);
  }

  return (
    <>
      {view.live.handsEntered.length > 0 && <p className="mt-2 text-sm">Checked at once: {view.live.handsEntered.join(", ")}.</p>}
      {candidates.length > 0 && (
        <div className="mt-2 space-y-2">
          <p className="text-sm">Before their first card, a player can enter all 19 cards privately; every play of theirs is then checked as it is made.</p>
          <label className="block text-sm">Player
            <select value={player} onChange={(e) => { setPlayer(e.target.value); setCards([]); }} className="ml-2 min-h-11 rounded border border-stone-400 bg-white px-2 text-stone-900">
              {candidates.map((p) => <option key={p}>{p}</option>)}
            </select>
          </label>
          <div className="flex gap-2">
            <input value={text} onChange={(e) => setText(e.target.value)} onKeyDown={(e) => { if (e.key === "Enter") { e.preventDefault(); addTyped(); } }}
              placeholder="Type cards: w7, t21, ace cups" aria-label="Cards of the hand" className="min-w-0 flex-1 rounded-lg border border-stone-400 bg-white px-3 py-2 text-stone-900" />
            <button type="button" onClick={addTyped} className="min-h-11 rounded-lg border border-stone-400 px-3">Add</button>
            <button type="button" onClick={() => setScan((x) => !x)} aria-pressed={scan} className="min-h-11 rounded-lg border border-stone-400 px-3">{scan ? "Stop" : "Scan"}</button>
          </div>
          {scan && <Scanner label="Scan your hand" table={table} onCard={add} onUnavailable={(m) => { setScan(false); setProblem(m); }} />}
          {problem && <p role="alert" className="text-sm text-red-700 dark:text-red-400">{problem}</p>}
          <p className="text-sm" aria-live="polite">{cards.length} of 19: {cards.map((c) => cardName(c, style)).join(", ")}</p>
          <div className="flex gap-2">
            <button type="button" disabled={busy || cards.length !== 19} onClick={async () => { if (await send({ type: "hand", player, cards })) setCards([]); }}
              className="min-h-11 rounded-lg bg-amber-700 px-4 py-2 font-semibold text-white disabled:opacity-40">Save {player}&rsquo;s hand</button>
            <button type="button" onClick={() => setCards([])} className="min-h-11 rounded-lg border border-stone-400 px-4 py-2">Clear</button>
          </div>
        </div>
      )}
    </>
  );
}
