"use client";
/**
 * Parts of the Fortunes table that only some deals show: the betting ledger, stay / raise /
 * fold, bids, and the end of a deal. Loaded when first shown (../FortunesPanel).
 */
import { useWatching } from "@/app/_components/watching";
import Link from "next/link";
import { useState } from "react";
import { RematchButton } from "../RematchButton";
import type { FortunesView } from "@/lib/games/fortunes/view";
import type { PanelView, Send } from "../../table";
import { WhatChanged as Changes } from "../../WhatChanged";
import { describeFortunes, fortunesChanges } from "@/lib/games/fortunes/describe";

type View = PanelView<FortunesView>;

/** The betting variant's ledger: pot and stakes, bids against tricks won, or target progress. */
export function Ledger({ view }: { view: View }) {
  const deal = view.deals[view.deals.length - 1];
  const b = view.options.betting;
  if (b.kind === "none") return null;
  const won = (names: string[]) => deal.tricks.filter((t) => t.winner && names.includes(t.winner)).length;
  return (
    <section aria-label="Betting ledger" className="rounded-xl border border-stone-300 p-3 text-sm dark:border-stone-700" data-testid="ledger">
      <h2 className="font-semibold">{b.kind === "bid" ? "Bids" : b.kind === "target" ? `Race to ${b.target}${b.exact ? " exactly" : ""}` : "Pot"}</h2>
      {deal.betting && (
        <p>Pot {deal.betting.pot} at ante {deal.betting.ante}. Paid in: {Object.entries(deal.betting.paid).map(([n, v]) => `${n} ${v}`).join(", ")}.
          {deal.betting.fold && ` ${deal.betting.fold.player} folded at trick ${deal.betting.fold.trick}.`}</p>
      )}
      {deal.bids && (["high", "low"] as const).map((team) => {
        const players = deal.teamPlayers[team];
        // While bids are still being made, say who has bid what: "made" would mean nothing yet.
        if (view.turn.expects === "bid") return <p key={team}>{players.map((p) => `${p}: ${deal.bids!.players[p] ?? "no bid yet"}`).join(", ")}</p>;
        const bid = players.reduce((n, p) => n + (deal.bids!.players[p] ?? 0), 0);
        const tricks = won(players);
        return <p key={team}>{players.join(" & ")}: bid {bid}, won {tricks} — {tricks >= bid ? "made" : `${bid - tricks} to go`}</p>;
      })}
      {b.kind === "target" && view.match.partnerships.map((p) => (
        <p key={p.players.join()}>{p.players.join(" & ")}: {p.points} of {b.target}</p>
      ))}
    </section>
  );
}

export function BettingPanel({ view, busy, send }: { view: View; busy: boolean; send: Send }) {
  const ante = view.live.betting?.ante ?? 1;
  // The raise field starts one above the ante in force, and follows it when someone raises.
  const [raise, setRaise] = useState<{ at: number; to: number }>({ at: ante, to: ante + 1 });
  const to = raise.at === ante ? raise.to : ante + 1;
  return (
    <section aria-label="Betting" className="space-y-2 rounded-xl border border-stone-300 p-3 dark:border-stone-700">
      <p>Trick {view.live.trick?.number}: <b>{view.turn.player}</b> stays (pays {ante}), raises or folds. Pot: {view.live.betting?.pot}.</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={busy} onClick={() => void send({ type: "stay" })} className="flex-1 rounded-lg bg-emerald-700 px-4 py-3 font-semibold text-white">Stay ({ante})</button>
        <label className="flex items-center gap-1">
          <span className="text-sm">Raise to</span>
          <input type="number" inputMode="numeric" min={ante + 1} value={to} onChange={(e) => setRaise({ at: ante, to: Number(e.target.value) })} className="min-h-11 w-20 rounded-lg border border-stone-400 bg-white px-2 py-3 text-base text-stone-900" />
        </label>
        <button type="button" disabled={busy} onClick={() => void send({ type: "raise", to })} className="rounded-lg bg-amber-700 px-4 py-3 font-semibold text-white">Raise</button>
        <button type="button" disabled={busy} onClick={() => { if (confirm(`${view.turn.player} folds: this ends the deal and settles the pot. Continue?`)) void send({ type: "fold" }); }} className="rounded-lg bg-red-700 px-4 py-3 font-semibold text-white">Fold</button>
      </div>
    </section>
  );
}

export function BidPanel({ view, busy, send }: { view: View; busy: boolean; send: Send }) {
  const player = view.turn.player;
  // One tap per bid, as in Fortey-One: 0 to 19 tricks.
  return (
    <section aria-label="Bids" className="space-y-2 rounded-xl border border-amber-500 p-3" data-testid="bidding">
      <p><b>{player}</b> bids how many tricks?</p>
      <div className="grid grid-cols-5 gap-2">
        {Array.from({ length: 20 }, (_, n) => (
          <button key={n} type="button" disabled={busy} onClick={() => void send({ type: "bid", player, tricks: n })} aria-label={`Bid ${n}`}
            className="min-h-12 rounded-lg bg-amber-100 text-xl font-bold text-stone-950 hover:bg-amber-200 disabled:opacity-50 dark:bg-amber-900 dark:text-amber-50 dark:hover:bg-amber-800">
            {n}
          </button>
        ))}
      </div>
    </section>
  );
}

export function DealEnd({ id, view, busy, send }: { id: string; view: View; busy: boolean; send: Send }) {
  // A watching device (a spectator) sees the end of the deal, not the button that starts the next.
  const watching = useWatching();
  const deal = view.deals[view.deals.length - 1];
  const m = view.match;
  const P = view.players;
  // The deal passes clockwise; a rematch keeps the seats, the house rules and the card names.
  const nextDealer = P[(P.indexOf(view.live.dealer) + 1) % P.length];
  return (
    <section aria-label="End of deal" className="space-y-3 rounded-xl border border-emerald-500 p-3" data-testid="deal-end">
      <h2 className="text-lg font-bold">Deal {deal.number} {deal.status === "folded" ? "ended by a fold" : deal.status === "stopped" ? "ended early" : "complete"}</h2>
      <table className="w-full text-sm">
        <caption className="sr-only">Points this deal</caption>
        <tbody>
          {Object.entries(deal.scores.players).map(([name, pts]) => (
            <tr key={name}><th scope="row" className="text-left font-normal">{name}</th><td className="text-right" data-testid={`points-${name}`}>{pts}</td></tr>
          ))}
          <tr className="border-t"><th scope="row" className="text-left">High ({deal.teamPlayers.high.join(" & ")})</th><td className="text-right font-bold" data-testid="team-high">{deal.scores.teams.high}</td></tr>
          <tr><th scope="row" className="text-left">Low ({deal.teamPlayers.low.join(" & ")})</th><td className="text-right font-bold" data-testid="team-low">{deal.scores.teams.low}</td></tr>
        </tbody>
      </table>
      {deal.bids && (
        <p className="text-sm">Bids: High bid {deal.bids.teams.high.bid}, won {deal.bids.teams.high.tricks} ({deal.bids.teams.high.made ? "made" : "missed: scores 0"}); Low bid {deal.bids.teams.low.bid}, won {deal.bids.teams.low.tricks} ({deal.bids.teams.low.made ? "made" : "missed: scores 0"}).</p>
      )}
      {deal.betting?.payout && (
        <p className="text-sm">Pot of {deal.betting.pot}: {Object.entries(deal.betting.payout).filter(([, v]) => v > 0).map(([n, v]) => `${n} takes ${v}`).join(", ")}.</p>
      )}
      <p className="text-sm" data-testid="validation">{deal.status === "complete" ? (deal.violations.length ? `The post-deal check found ${deal.violations.length} rule problem${deal.violations.length === 1 ? "" : "s"} (listed below).` : "The post-deal check found no rule problems: every hand followed suit.") : "Hands were not all played out, so only problems seen during play are listed."}</p>
      <h3 className="font-semibold">Match</h3>
      <ul className="text-sm" data-testid="match">
        {m.partnerships.map((p) => <li key={p.players.join()}>{p.players.join(" & ")}: <b>{p.points}</b>{m.target ? ` / ${m.target}` : ""}</li>)}
      </ul>
      {m.winner && <p className="text-lg font-bold text-emerald-700 dark:text-emerald-400" role="status">{m.winner.join(" & ")} win the match!</p>}
      <div className="flex flex-wrap gap-2">
        {deal.readings > 0 && <Link href={`/games/${id}/deals/${deal.number}/reading`} className="rounded-lg border border-stone-400 px-4 py-3 dark:border-stone-600">Readings</Link>}
        {view.turn.expects === "nextDeal" && !watching && (
          <button type="button" disabled={busy} onClick={() => void send({ type: "nextDeal" })} className="flex-1 rounded-lg bg-amber-700 px-4 py-3 font-semibold text-white">Next deal ({nextDealer} deals)</button>
        )}
        {m.winner && (
          <RematchButton id={id} dealer={P.indexOf(nextDealer)} label={`Rematch (${nextDealer} deals)`} className="flex-1 rounded-lg bg-emerald-700 px-4 py-3 font-semibold text-white disabled:opacity-50" />
        )}
      </div>
    </section>
  );
}

/** After an undo or a correction: what it changed (the module's `describe`, drawn as every game's). */
export function WhatChanged(props: { before: View; after: View; kind: "undo" | "correct" }) {
  return <Changes describe={describeFortunes} words={fortunesChanges} {...props} />;
}
