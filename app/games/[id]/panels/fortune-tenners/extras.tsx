"use client";
/**
 * Parts of the Fortune Tenners table that only some moments show: the dealer's choice of trump
 * after a Knot, the end of a round, a round's cards for corrections and the 📋 overview. Loaded
 * when first shown (./TennersPanel).
 */
import { useEffect, useMemo, useState } from "react";
import { callApi } from "@/app/_components/api";
import { winningIndex } from "@/lib/games/fortune-tenners/rules";
import { RematchButton } from "../RematchButton";
import { CardImage } from "@/app/_components/CardImage";
import { CorrectionForm } from "@/app/_components/CorrectionForm";
import { TrickRows } from "@/app/_components/TrickRows";
import type { ParseAnswer, PickerGroup } from "@/app/_components/CardPicker";
import { useWatching } from "@/app/_components/watching";
import { SYMBOLS, symbolName, tennersCardName, type TrumpSymbol } from "@/lib/games/fortune-tenners/deck";
import type { TennersView } from "@/lib/games/fortune-tenners/view";
import type { FaceRef } from "@/lib/faces/ref";
import type { PanelView, Send } from "../../table";
import { TotalsChart } from "@/app/_components/TotalsChart";
import { WhatChanged as Changes } from "../../WhatChanged";
import { describeTenners, tennersChanges } from "@/lib/games/fortune-tenners/describe";

type View = PanelView<TennersView>;
type Face = (code: string) => FaceRef;
export interface PlayedTrick { number: number; cards: { card: string; player: string }[]; winner: string | null; winningCard: string | null }
export interface PlayedRound { number: number; trumpCard: string | null; tricks: PlayedTrick[] }

const btn = "min-h-11 rounded-lg px-4 py-3 font-semibold disabled:opacity-50";
const primary = `${btn} bg-amber-700 text-white hover:bg-amber-800 dark:bg-amber-600 dark:text-stone-950 dark:hover:bg-amber-500`;
const box = "rounded-xl border border-stone-300 p-3 dark:border-stone-700";
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

export function ChooseTrump({ view, busy, send }: { view: View; busy: boolean; send: Send }) {
  const style = view.deckStyle;
  const word = style === "wizard" ? "colour" : style === "tarot" ? "suit" : "symbol";
  return (
    <section aria-label="Choose the trump" className={`${box} space-y-3`} data-testid="choose-trump">
      <h2 className="text-lg font-bold">{view.trump.cardName} turned: {view.dealer} chooses the trump {word}</h2>
      <div className="grid grid-cols-2 gap-2">
        {SYMBOLS.map((s) => (
          <button key={s} type="button" disabled={busy} onClick={() => void send({ type: "trumpSymbol", symbol: s })}
            className="min-h-16 rounded-xl border-2 border-amber-700 bg-white px-3 py-4 text-2xl font-black text-stone-950 hover:bg-amber-50 disabled:opacity-50 dark:border-amber-500 dark:bg-stone-900 dark:text-stone-50 dark:hover:bg-stone-800">
            Trump {symbolName(s, style)}
          </button>
        ))}
      </div>
    </section>
  );
}

export function RoundEnd({ id, view, busy, send }: { id: string; view: View; busy: boolean; send: Send }) {
  // A watching device (a spectator) sees the end of the deal, not the button that starts the next.
  const watching = useWatching();
  const row = view.overview[view.round - 1];
  const n = view.players.length;
  const nextDealer = view.players[(view.players.indexOf(view.dealer) + 1) % n];
  return (
    <section aria-label="End of round" className="space-y-3 rounded-xl border border-emerald-500 p-3" data-testid="round-end">
      <h2 className="text-lg font-bold">Round {view.round} complete</h2>
      {view.lastTrick && <p className="text-sm">Last trick: {view.lastTrick.winner} won with {tennersCardName(view.lastTrick.winningCard, view.deckStyle, view.options.tarotRibbons)}.</p>}
      <table className="w-full text-sm">
        <caption className="sr-only">Round {view.round}: predictions, tricks and points</caption>
        <thead><tr className="text-left"><th scope="col">Player</th><th scope="col" className="text-right">Predicted</th><th scope="col" className="text-right">Won</th><th scope="col" className="text-right">Points</th><th scope="col" className="text-right">Total</th></tr></thead>
        <tbody>
          {view.players.map((p, i) => {
            const c = row?.cells[i];
            return (
              <tr key={p} className="border-t border-stone-200 dark:border-stone-700">
                <th scope="row" className="py-1 text-left font-normal">{p}</th>
                <td className="text-right">{c?.bid ?? "–"}</td>
                <td className="text-right">{c?.won ?? 0}</td>
                <td className={`text-right font-semibold ${c?.points != null && c.points < 0 ? "text-red-700 dark:text-red-400" : "text-emerald-700 dark:text-emerald-400"}`} data-testid={`points-${p}`}>{c?.points != null ? signed(c.points) : "–"}</td>
                <td className="text-right font-bold" data-testid={`total-${p}`}>{c?.total ?? view.totals[p]}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {view.winner && (
        <p className="text-xl font-bold text-emerald-800 dark:text-emerald-300" role="status" data-testid="winner">
          🏆 {view.winner.join(" and ")} win{view.winner.length === 1 ? "s" : ""} with {view.totals[view.winner[0]]} points!
        </p>
      )}
      {view.turn.expects === "nextDeal" && !watching && (
        <button type="button" disabled={busy} onClick={() => void send({ type: "nextDeal" })} className={`${primary} w-full text-lg`}>
          Next round: {nextDealer} deals {plural(view.round + 1, "card")} each
        </button>
      )}
      {view.winner && <PlayAgain id={id} view={view} />}
    </section>
  );
}

/** A new game with the same players, house rules and cards; round 1 is dealt by the next player (or drawn again). */
function PlayAgain({ id, view }: { id: string; view: View }) {
  const P = view.players;
  const o = view.options;
  const first = view.overview[0]?.dealer ?? P[P.length - 1];
  // The table's rematch (every device follows it): round 1 dealt by the next player, or drawn again.
  const dealer = o.firstMove === "random" ? Math.floor(Math.random() * P.length) : (P.indexOf(first) + 1) % P.length;
  return <RematchButton id={id} dealer={dealer} label="Play again with the same players" className={`${primary} w-full text-lg`} />;
}

export type Parse = (text: string) => ParseAnswer | Promise<ParseAnswer>;

/** One round's turned card and tricks; a tap on a card opens its correction. */
export function RoundCards({ round, busy, send, parse, name, face, groups }: { round: PlayedRound; busy: boolean; send: Send; parse: Parse; name: (c: string) => string; face: Face; groups?: readonly PickerGroup[] }) {
  const [editing, setEditing] = useState<{ trick: number; position: number; card: string; player: string } | null>(null);
  const watching = useWatching();
  const open = setEditing;
  const cardBtn = "min-h-11 rounded-md p-0.5";
  return (
    <div className="mt-2 space-y-1 text-sm" data-testid={`round-cards-${round.number}`}>
      {round.trumpCard && (
        <p className="flex flex-wrap items-center gap-1">
          <span className="w-16 text-stone-600 dark:text-stone-400">Turned</span>
          {watching ? <CardImage face={face(round.trumpCard)} variant="mini" className="h-11 w-auto" /> : (
            <button type="button" disabled={busy} onClick={() => open({ trick: 0, position: 1, card: round.trumpCard!, player: "the dealer" })}
              className={cardBtn} aria-label={`Correct ${name(round.trumpCard)}, turned for trump in round ${round.number}`}>
              <CardImage face={face(round.trumpCard)} variant="mini" decorative className="h-11 w-auto" />
            </button>
          )}
        </p>
      )}
      <ol className="space-y-1">
        <TrickRows tricks={round.tricks} busy={busy} face={face} heading={(t) => `Trick ${t.number}`} headingClass="w-16" onPick={open}
          cardLabel={(p) => `Correct ${name(p.card)} played by ${p.player} in round ${round.number}, trick ${p.trick}`} />
      </ol>
      {editing && (
        <CorrectionForm key={`${editing.trick}.${editing.position}`} busy={busy} placeholder="e.g. a7, 7 of A, r2" parse={parse}
          picker={groups ? { groups, face: face as (c: string) => FaceRef, current: editing.card } : undefined}
          className="rounded-lg bg-stone-100 p-3 dark:bg-stone-900"
          label={<>Replace {name(editing.card)} ({editing.trick ? `${editing.player}, trick ${editing.trick}` : "turned for trump"}, round {round.number}) with</>}
          onSave={async (card) => { const ok = await send({ type: "correct", deal: round.number, trick: editing.trick, position: editing.position, card }); if (ok) setEditing(null); return ok; }}
          onCancel={() => setEditing(null)} />
      )}
    </div>
  );
}

/** The parts of the game record (GET /api/games/[id]/record) the overview reads: every round's cards. */
interface RecordDeal { dealer?: string; trumpCard?: string | null; trumpSymbol?: string | null; tricks?: string[][] }

/** Each round's tricks with who played what and who won, from the record's plain card lists. */
function playedRounds(deals: RecordDeal[], view: View): PlayedRound[] {
  const P = view.players;
  const n = P.length;
  return deals.map((d, i) => {
    const trump = view.overview[i]?.trump ?? null;
    let leader = (P.indexOf(d.dealer ?? view.overview[i]?.dealer ?? P[0]) + 1) % n;
    const tricks = (d.tricks ?? []).map((cards, t) => {
      const played = cards.map((card, k) => ({ card, player: P[(leader + k) % n] }));
      let winner: string | null = null;
      let winningCard: string | null = null;
      if (cards.length === n) {
        const w = winningIndex(cards, trump);
        winner = played[w].player;
        winningCard = cards[w];
        leader = (leader + w) % n;
      }
      return { number: t + 1, cards: played, winner, winningCard };
    });
    return { number: i + 1, trumpCard: d.trumpCard ?? null, tricks };
  });
}

/** 📋 The whole game: predictions / tricks and points per round and player, totals, the chart, every round's cards. */
export function Overview({ id, seq, view, current, busy, send, parse, name, face, groups }: { id: string; seq: number; view: View; current: PlayedRound; busy: boolean; send: Send; parse: Parse; name: (c: string) => string; face: Face; groups?: readonly PickerGroup[] }) {
  const style = view.deckStyle;
  // This round's tricks come with every view; earlier rounds' cards (for their corrections) are
  // read from the game record while the overview is open, again after every change.
  const [rec, setRec] = useState<{ seq: number; deals: RecordDeal[] } | null>(null);
  useEffect(() => {
    let live = true;
    void callApi<{ deals: RecordDeal[] }>(`/api/games/${id}/record`).then((r) => {
      if (live && r.ok) setRec({ seq, deals: r.data.deals ?? [] });
    });
    return () => { live = false; };
  }, [id, seq]);
  const rounds = useMemo(() => {
    const past = rec && rec.seq === seq ? playedRounds(rec.deals, view).slice(0, view.round - 1) : [];
    return [...past, current];
  }, [rec, seq, view, current]);
  return (
    <section id="tenners-overview" aria-label="Overview" className={`${box} space-y-4`} data-testid="overview">
      <h2 className="text-lg font-bold">📋 Overview</h2>
      {style === "tarot" && (
        <p className="text-sm">
          <a className="underline" href={`/stickers?deck=tenners&style=tarot&ribbons=${view.options.tarotRibbons.join(",")}`} data-testid="table-stickers">Code stickers for this table&rsquo;s tarot deck</a>{" "}
          (its Ribbons: {["R1", "R2", "R3", "R4"].map((c) => name(c)).join(", ")})
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-sm tabular-nums" data-testid="overview-table">
          <caption className="mb-1 text-left text-stone-600 dark:text-stone-400">Each cell: predicted / won, and the round&rsquo;s points</caption>
          <thead>
            <tr>
              <th scope="col" className="text-left">Round</th>
              {view.players.map((p) => <th key={p} scope="col" className="px-1 text-right">{p}</th>)}
            </tr>
          </thead>
          <tbody>
            {view.overview.map((r) => (
              <tr key={r.number} className="border-t border-stone-200 dark:border-stone-700">
                <th scope="row" className="py-1 text-left font-normal">
                  {r.number} <span className="text-stone-600 dark:text-stone-400">{r.trump ? symbolName(r.trump, style) : "–"}</span>
                </th>
                {r.cells.map((c, i) => (
                  <td key={i} className="px-1 text-right" data-testid={`cell-${r.number}-${view.players[i]}`}>
                    <span className="block">{c.bid ?? "–"} / {c.won}</span>
                    {c.points !== null && <span className={`block text-xs font-semibold ${c.points < 0 ? "text-red-700 dark:text-red-400" : "text-emerald-700 dark:text-emerald-400"}`}>{signed(c.points)}</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-stone-400 font-bold dark:border-stone-500">
              <th scope="row" className="text-left">Total</th>
              {view.players.map((p) => <td key={p} className="px-1 text-right" data-testid={`overview-total-${p}`}>{view.totals[p]}</td>)}
            </tr>
          </tfoot>
        </table>
      </div>
      <Totals players={view.players} series={view.chart} />
      {rounds.filter((r) => r.tricks.length || r.trumpCard).length > 0 && (
        <div className="space-y-2">
          <h3 className="font-semibold">Cards played — tap one to correct it</h3>
          {[...rounds].reverse().filter((r) => r.tricks.length || r.trumpCard).map((r) => (
            <details key={r.number} open={r.number === view.round} className="rounded-lg border border-stone-200 px-2 dark:border-stone-700">
              <summary className="min-h-11 cursor-pointer py-2">Round {r.number}{view.overview[r.number - 1]?.trump ? ` · trump ${symbolName(view.overview[r.number - 1].trump as TrumpSymbol, style)}` : " · no trump"}</summary>
              <RoundCards round={r} busy={busy} send={send} parse={parse} name={name} face={face} groups={groups} />
            </details>
          ))}
        </div>
      )}
    </section>
  );
}



/** Fortune Tenners' blind round on a seat's phone: the others' entered cards (its own stay hidden). */
export function OthersHands({ hands }: { hands: readonly { player: string; cards: readonly string[] }[] }) {
  return (
    <section aria-label="The others' cards" className="rounded-lg border border-stone-300 p-3 dark:border-stone-700" data-testid="others-hands">
      <h2 className="font-semibold">The others&apos; cards (yours stay hidden)</h2>
      <ul>{hands.map((h) => <li key={h.player}>{h.player}: <span className="font-mono">{h.cards.join(" ")}</span></li>)}</ul>
    </section>
  );
}

/** After an undo or a correction: what it changed (the module's `describe`, drawn as every game's). */
export function WhatChanged(props: { before: View; after: View; kind: "undo" | "correct" }) {
  return <Changes describe={describeTenners} words={tennersChanges} {...props} />;
}

/** The players' totals after each round. */
function Totals({ players, series }: { players: readonly string[]; series: readonly (readonly number[])[] }) {
  const rounds = Math.max(0, ...series.map((s) => s.length));
  const last = players.map((p, i) => `${p} ${series[i]?.[rounds - 1] ?? 0}`).join(", ");
  return <TotalsChart players={players} series={series} xLabels={Array.from({ length: rounds }, (_, i) => (i === 0 || i === rounds - 1 ? String(i + 1) : null))}
    label={`Totals over ${rounds} round${rounds === 1 ? "" : "s"}: ${last}`} empty="The chart of totals starts after round 1." />;
}
