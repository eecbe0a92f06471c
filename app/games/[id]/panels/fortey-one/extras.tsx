"use client";
/**
 * Parts of the Fortey-One table that only some moments show: the redeal, the end of a deal and of
 * the match (rematch), and the hand-entry form. Loaded when first shown (./ForteyOnePanel).
 */
import { useMe, useWatching } from "@/app/_components/watching";
import { mayRecordFor } from "@/app/_components/seat-rule";
import dynamic from "next/dynamic";
import { useState } from "react";
import { useParams } from "next/navigation";
import { RematchButton } from "../RematchButton";
import { cardName41, isCode41, parseCard41, type DeckStyle41 } from "@/lib/games/fortey-one/deck";
import type { ForteyOneView } from "@/lib/games/fortey-one/view";
import type { PanelView, Send } from "../../table";
import type { DealFacts } from "./deal";
import { ScoreSheet, num, sign } from "./ScoreSheet";
import { WhatChanged as Changes } from "../../WhatChanged";
import { describeForteyOne, forteyOneChanges } from "@/lib/games/fortey-one/describe";

const Scanner = dynamic(() => import("@/app/_components/scanner/Scanner"), { ssr: false, loading: () => <p>Loading the scanner…</p> });

type View = PanelView<ForteyOneView>;

export function Redeal({ view, busy, send }: { view: View; busy: boolean; send: Send }) {
  return (
    <section aria-label="Redeal" className="space-y-2 rounded-xl border border-amber-500 bg-amber-50 p-3 text-stone-950 dark:bg-amber-950 dark:text-amber-50" data-testid="redeal">
      <h2 className="text-lg font-bold">Bids total {view.bidTotal}: fewer than 11</h2>
      <p>{view.bids.map((b) => `${b.player} ${b.bid}`).join(", ")}. The deal does not count: <b>{view.dealer}</b> shuffles and deals again (the redeal stays in the record).</p>
      <button type="button" disabled={busy} onClick={() => void send({ type: "redeal" })} className="min-h-12 w-full rounded-lg bg-amber-700 px-4 py-3 text-lg font-semibold text-white hover:bg-amber-800 disabled:opacity-50">
        Redeal ({view.dealer} deals again)
      </button>
    </section>
  );
}

export function DealEnd({ id, view, busy, send }: { id: string; view: View; style: DeckStyle41; busy: boolean; send: Send }) {
  // A watching device (a spectator) sees the end of the deal, not the button that starts the next.
  const watching = useWatching();
  const row = view.sheet[view.sheet.length - 1];
  const over = view.over && view.winner;
  const names = view.players;
  const nextDealer = names[(names.indexOf(view.dealer) + 1) % names.length];
  return (
    <section aria-label={over ? "End of the match" : "End of deal"} className="space-y-3 rounded-xl border border-emerald-500 p-3" data-testid="deal-end">
      {over ? (
        <p className="text-2xl font-bold text-emerald-800 dark:text-emerald-300" role="status" data-testid="winners">{view.winner!.join(" & ")} win the match!</p>
      ) : (
        <h2 className="text-lg font-bold">Deal {row.deal} complete</h2>
      )}
      <table className="w-full text-sm tabular-nums">
        <caption className="sr-only">Deal {row.deal}: bids, tricks and points</caption>
        <thead><tr><th scope="col" className="text-left">Player</th><th scope="col" className="text-right">Bid</th><th scope="col" className="text-right">Won</th><th scope="col" className="text-right">Points</th><th scope="col" className="text-right">Total</th></tr></thead>
        <tbody>
          {names.map((p) => {
            const bid = row.bids[p], won = row.tricksWon[p], pts = row.points?.[p] ?? 0;
            return (
              <tr key={p} className="border-t border-stone-200 dark:border-stone-800">
                <th scope="row" className="py-1 text-left font-normal">{p}</th>
                <td className="text-right">{bid}</td>
                <td className="text-right">{won} {won >= bid ? "✓" : "✗"}</td>
                <td className="text-right" data-testid={`points-${p}`}>{sign(pts)}</td>
                <td className="text-right font-bold">{num(row.totals[p])}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {!over && !watching && (
        <button type="button" disabled={busy} onClick={() => void send({ type: "nextDeal" })} className="min-h-12 w-full rounded-lg bg-amber-700 px-4 py-3 text-lg font-semibold text-white hover:bg-amber-800 disabled:opacity-50">
          Next deal ({nextDealer} deals)
        </button>
      )}
      {over && (
        <>
          <ScoreSheet view={view} caption="Final score sheet" />
          <RematchButton id={id} dealer={names.indexOf(nextDealer)} label={`Rematch with the same seats (${nextDealer} deals)`} className="min-h-12 w-full rounded-lg bg-emerald-700 px-4 py-3 text-lg font-semibold text-white hover:bg-emerald-800 disabled:opacity-50" />
        </>
      )}
    </section>
  );
}

/** The hand-entry form: a player enters their 13 cards before their first card; their plays are then checked at once. */
export function HandForm({ facts, style, busy, send }: { facts: DealFacts; style: DeckStyle41; busy: boolean; send: Send }) {
  // A seat's phone starts with its own player (issue 30).
  // Under "own moves" it offers only that player (the server would refuse another's hand).
  const me = useMe();
  // The table's taught deck (if any) is read too, a card held to the camera without a sticker.
  const table = useParams<{ id: string }>()?.id;
  const canEnter = facts.canEnter.filter((p) => mayRecordFor(me, p));
  const mine = me?.role === "seat" && me.player ? canEnter.find((p) => p.toLowerCase() === me.player!.toLowerCase()) ?? null : null;
  const [player, setPlayer] = useState(mine ?? canEnter[0] ?? "");
  const [cards, setCards] = useState<string[]>([]);
  const [text, setText] = useState("");
  const [scan, setScan] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const who = canEnter.includes(player) ? player : canEnter[0] ?? "";
  const add = (code: string) => {
    if (!isCode41(code)) return setProblem(`${code} is not a card of this deck.`);
    setCards((cs) => (cs.includes(code) || cs.length >= 13 ? cs : [...cs, code]));
  };
  function addTyped() {
    const bad: string[] = [];
    for (const part of text.split(/[\n,;]+/).map((x) => x.trim()).filter(Boolean)) {
      const code = parseCard41(part);
      if (code) add(code); else bad.push(part);
    }
    setText("");
    setProblem(bad.length ? `Not understood: ${bad.join(", ")}` : null);
  }
  return (
    <>
      {facts.hands.length > 0 && <p className="mt-2 text-sm">Checked at once: {facts.hands.join(", ")}.</p>}
      {canEnter.length > 0 && (
        <div className="mt-2 space-y-2">
          <p className="text-sm">Before their first card, a player can enter all 13 cards; the picker then marks their legal cards and every play is checked.</p>
          <label className="block text-sm">Player
            <select value={who} onChange={(e) => { setPlayer(e.target.value); setCards([]); }} className="ml-2 min-h-11 rounded border border-stone-400 bg-white px-2 text-stone-900">
              {canEnter.map((p) => <option key={p}>{p}</option>)}
            </select>
          </label>
          <div className="flex gap-2">
            <input value={text} onChange={(e) => setText(e.target.value)} onKeyDown={(e) => { if (e.key === "Enter") { e.preventDefault(); addTyped(); } }}
              placeholder="ah, 10s, qd …" aria-label="Cards of the hand" className="min-w-0 flex-1 rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900" />
            <button type="button" onClick={addTyped} className="min-h-11 rounded-lg border border-stone-400 px-3">Add</button>
            <button type="button" onClick={() => setScan((x) => !x)} aria-pressed={scan} className="min-h-11 rounded-lg border border-stone-400 px-3">{scan ? "Stop" : "Scan"}</button>
          </div>
          {scan && <Scanner label="Scan your hand" table={table} onCard={add} onUnavailable={(m) => { setScan(false); setProblem(m); }} />}
          {problem && <p role="alert" className="text-sm text-red-700 dark:text-red-400">{problem}</p>}
          <p className="text-sm" aria-live="polite">{cards.length} of 13: {cards.map((c) => cardName41(c, style)).join(", ")}</p>
          <div className="flex gap-2">
            <button type="button" disabled={busy || cards.length !== 13} onClick={async () => { if (await send({ type: "hand", player: who, cards })) setCards([]); }}
              className="min-h-11 rounded-lg bg-amber-700 px-4 py-2 font-semibold text-white disabled:opacity-40">Save {who}&rsquo;s hand</button>
            <button type="button" onClick={() => setCards([])} className="min-h-11 rounded-lg border border-stone-400 px-4 py-2">Clear</button>
          </div>
        </div>
      )}
    </>
  );
}

/** After an undo or a correction: what it changed (the module's `describe`, drawn as every game's). */
export function WhatChanged(props: { before: View; after: View; kind: "undo" | "correct" }) {
  return <Changes describe={describeForteyOne} words={forteyOneChanges} {...props} />;
}
