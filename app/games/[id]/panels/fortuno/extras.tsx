"use client";
/**
 * Parts of the Fortuno table that only some moments show: the details a special card needs (The
 * Fool's or Art's identity, the lover, Lust's stack), what an undo or correction changed, and the
 * winner with "Play again". Loaded when first shown (./FortunoPanel).
 */
import { useState } from "react";
import { RematchButton } from "../RematchButton";
import { ALL_CARDS, isStar, rankOf } from "@/lib/cards";
import { ART, FOOL, LOVERS, actsAsLust, type Record_, type View } from "./FortunoPanel";
import { CardSelect, btn, btnPrimary, field } from "./forms";
import { WhatChanged as Changes } from "../../WhatChanged";
import { describeFortuno, fortunoChanges } from "@/lib/games/fortuno/describe";
import type { ShellView } from "../../table";

type Ev = Record<string, unknown>;

/** The Fool / Art: what it stands for; The Lovers: the lover; Lust: the Princesses and Princes on it. */
export function CardDetails({ kind, card, player, view: v, busy, nm, onCancel, onDone, record }: {
  kind: "play" | "flip"; card: string; player?: string; view: View; busy: boolean; nm: (c: string) => string;
  onCancel: () => void; onDone: () => void; record: Record_;
}) {
  const actor = player ?? v.turn ?? "";
  const others = v.seats.filter((s) => !s.out && s.name !== v.turn && s.name !== actor).map((s) => s.name);
  const numerical = ALL_CARDS.filter((c) => !isStar(c) && rankOf(c) <= 10);
  const defaultAs = v.top && !isStar(v.top.code) && (card === ART || rankOf(v.top.code) <= 10) ? v.top.code : "W01";
  const [as, setAs] = useState(defaultAs);
  const [lover, setLover] = useState(others[0] ?? "");
  const [stack, setStack] = useState<string[]>([]);
  const lust = actsAsLust(card, v.deckStyle ?? "thoth");
  const courts = ALL_CARDS.filter((c) => !isStar(c) && (rankOf(c) === 11 || rankOf(c) === 12) && v.unseen.includes(c));
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const ev: Ev = { [kind]: card };
    if (card === FOOL || card === ART) ev.as = as;
    if (card === LOVERS) ev.lover = lover;
    if (lust && stack.length) ev.stack = stack;
    if (player) ev.player = player;
    if (await record(ev, card)) onDone();
  }
  return (
    <form onSubmit={submit} className="space-y-2" aria-label={`${nm(card)}: details`} data-testid="card-details">
      <p className="font-semibold">{kind === "flip" ? `${v.turn} flipped` : `${actor} plays`} {nm(card)}</p>
      {(card === FOOL || card === ART) && (
        <CardSelect label={card === FOOL ? "The Fool stands for (a numerical Minor card)" : "Art stands for (any card still in the game)"}
          cards={card === FOOL ? numerical : ALL_CARDS.filter((c) => c !== ART)} value={as} onChange={setAs} nm={nm} name="as" />
      )}
      {card === LOVERS && (
        <label className="block text-sm">The lover
          <select name="lover" value={lover} onChange={(e) => setLover(e.target.value)} className={field}>
            {others.map((p) => <option key={p} value={p}>{p}</option>)}
          </select>
        </label>
      )}
      {lust && (
        <fieldset>
          <legend className="text-sm">{v.deckStyle === "rws" ? "Pages and Knights" : "Princesses and Princes"} played on {nm(card)}, in order (none: it does nothing)</legend>
          <div className="mt-1 grid grid-cols-4 gap-1">
            {courts.map((c) => {
              const i = stack.indexOf(c);
              return (
                <button key={c} type="button" aria-pressed={i >= 0} onClick={() => setStack(i >= 0 ? stack.filter((x) => x !== c) : [...stack, c])}
                  className={`min-h-11 rounded-md border px-1 text-xs ${i >= 0 ? "border-amber-700 bg-amber-100 font-bold text-amber-950 dark:bg-amber-900 dark:text-amber-50" : "border-stone-300 dark:border-stone-600"}`}>
                  {i >= 0 ? `${i + 1}. ` : ""}{nm(c)}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
      <div className="flex gap-2">
        <button type="submit" disabled={busy} className={`${btnPrimary} flex-1`}>Record {nm(card)}</button>
        <button type="button" onClick={onCancel} className={btn}>Back</button>
      </div>
    </form>
  );
}


/** The winner, and a new game with the same players (the deal passes to the next player). */
export function Winner({ view: v, table }: { view: View; table: ShellView }) {
  const names = table.players;
  const dealer = (names.indexOf(v.dealer) + 1) % names.length;
  return (
    <section aria-label="Winner" className="space-y-2 rounded-xl border-2 border-emerald-600 bg-emerald-50 p-3 dark:bg-emerald-950">
      <p className="text-2xl font-bold text-emerald-900 dark:text-emerald-100" role="status" data-testid="winner">{v.winner} wins!</p>
      {/* The table's rematch, on the host's device: every other device follows it. */}
      <RematchButton id={table.id} dealer={dealer} label="Play again" className={`${btnPrimary} w-full text-lg`} />
      <p className="text-xs text-emerald-900 dark:text-emerald-200">Same players; {names[dealer]} deals.</p>
    </section>
  );
}

/** After an undo or a correction: what it changed (the module's `describe`, drawn as every game's). */
export function WhatChanged(props: { before: View; after: View; kind: "undo" | "correct" }) {
  return <Changes describe={describeFortuno} words={fortunoChanges} {...props} />;
}
