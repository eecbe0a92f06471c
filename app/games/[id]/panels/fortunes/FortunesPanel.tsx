"use client";
/**
 * Fortunes at the table: the trick in play with its High/Low type, the picker (led suit first),
 * betting and bids, the trick history with corrections, hand entry, and the end of each deal.
 * The shell (../../TableScreen) keeps the turn line, errors, undo and export.
 */
import dynamic from "next/dynamic";
import { gate } from "@/app/_components/hydration-gate";
import { useMemo, useState } from "react";
import { cardName, suitName, type DeckStyle, type Suit } from "@/lib/cards";
import { winningIndex } from "@/lib/games/fortunes/rules";
import type { FortunesView } from "@/lib/games/fortunes/view";
import { TrickRows, type PickedCard } from "@/app/_components/TrickRows";
import { CardPicker } from "@/app/_components/CardPicker";
import { useWatching } from "@/app/_components/watching";
import { mayRecordFor } from "@/app/_components/seat-rule";
import { tarotPickerGroups } from "@/app/_components/tarot-groups";
import { TrickTable, type ShownTrick } from "@/app/_components/TrickTable";
import type { PanelProps, PanelView, Send } from "../../table";
import { pendingPrompt } from "../../pending";
import { HandEntry } from "./HandEntry";
import { PhotoTrickButton } from "@/app/_components/scanner/photo";
import { vouchFor } from "@/app/_components/vouch";

// What only some deals need (betting, bids, the end of a deal) loads when it is shown.
const Ledger = dynamic(() => import("./extras").then((m) => gate(m.Ledger)), { loading: () => null });
const BettingPanel = dynamic(() => import("./extras").then((m) => gate(m.BettingPanel)), { loading: () => null });
const BidPanel = dynamic(() => import("./extras").then((m) => gate(m.BidPanel)), { loading: () => null });
const DealEnd = dynamic(() => import("./extras").then((m) => gate(m.DealEnd)), { loading: () => null });
// A seat's own remaining cards, when its hand was entered (issue 30).
const OwnHand = dynamic(() => import("../OwnHand").then((m) => gate(m.OwnHand)), { loading: () => null });
const WhatChanged = dynamic(() => import("./extras").then((m) => gate(m.WhatChanged)), { loading: () => null });
// The correction form loads when a card of the history is tapped.
const CorrectionForm = dynamic(() => import("@/app/_components/CorrectionForm").then((m) => gate(m.CorrectionForm)), { loading: () => null });

// The camera scanner loads only when the camera is opened, so the play page stays light.
const Scanner = dynamic(() => import("@/app/_components/scanner/Scanner"), { ssr: false, loading: () => <p>Loading the scanner…</p> });

type View = PanelView<FortunesView>;

/** Which partnership a team is: the first player's ("first", amber) or the other (indigo), whoever deals. */
const teamColour = (team: readonly string[], players: readonly string[]): "first" | "second" => (team.includes(players[0]) ? "first" : "second");

export default function FortunesPanel({ id, view, table, me, change, busy, send, pending, notify }: PanelProps<FortunesView>) {
  const [scanning, setScanning] = useState(false);
  const watching = useWatching();
  // Under "own moves" a seat's phone records only its own player's cards: no picker on another's turn.
  const myTurn = mayRecordFor(me, view.turn.player);
  const style = view.deckStyle as DeckStyle;
  const groups = useMemo(() => tarotPickerGroups(style), [style]);
  const deal = view.deals[view.deals.length - 1];
  const live = view.live;
  const trick = live.trick;
  const face = useMemo(() => (code: string) => ({ code, deck: "tarot" as const, style, name: cardName(code, style) }), [style]);
  const winner = trick && trick.cards.length ? trick.cards[winningIndex(trick.cards.map((c) => c.card), trick.type)].player : null;
  const done = deal.tricks.filter((t) => t.winner !== null);
  const lastDone = done[done.length - 1];
  const previous: ShownTrick | null = lastDone
    ? { number: lastDone.number, winner: lastDone.winner, plays: lastDone.cards.map((card, k) => ({ card, player: view.players[(view.players.indexOf(lastDone.leader) + k) % view.players.length] })) }
    : null;

  /** Records a card; the next player's name shows at once while the server records it. */
  const playCard = (card: string) => {
    const player = view.turn.player;
    if (!player) return void send({ type: "play", card });
    const next = pendingPrompt(view.players, player, trick?.cards.length ?? 0);
    void send({ type: "play", card, player }, vouchFor(card, player, live) ? { pending: { card, player, prompt: next } } : {});
  };

  return (
    <>
      <section aria-label="Deal" className="-mt-2 space-y-1 text-sm">
        <div className="flex items-center justify-between gap-2">
          <span data-testid="deal-trick">Deal {live.deal} · Trick {trick?.number ?? deal.tricks.length}</span>
          <span className="text-stone-600 dark:text-stone-400">Dealer {live.dealer}</span>
          {trick && (
            <span
              key={trick.type}
              data-testid="trick-type"
              className={`animate-[pulse_0.6s_ease-in-out_1] rounded-full px-3 py-1 text-sm font-bold ${trick.type === "high" ? "bg-amber-500 text-stone-950" : "bg-indigo-700 text-white"}`}
              aria-label={`This trick is ${trick.type}`}
            >
              {trick.type === "high" ? "▲ HIGH" : "▼ LOW"}
            </span>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {trick && <span>Led by {trick.leader}{trick.ledSuit ? ` · ${suitName(trick.ledSuit as Suit, style)}` : ""}</span>}
          <span data-testid="stars-broken">{live.starsBroken ? "★ Stars broken" : "☆ Stars not broken"}</span>
          {live.betting && <span>Pot {live.betting.pot} · ante {live.betting.ante}</span>}
        </div>
        <div className="grid grid-cols-2 gap-2" data-testid="scores">
          {/* Each partnership keeps its colour all match (High and Low change with the dealer). */}
          {(["high", "low"] as const).map((side) => (
            <span key={side} data-team={teamColour(deal.teamPlayers[side], view.players)} className={`rounded px-2 py-1 ${teamColour(deal.teamPlayers[side], view.players) === "first" ? "bg-amber-100 dark:bg-amber-950" : "bg-indigo-100 dark:bg-indigo-950"}`}>
              {side === "high" ? "High" : "Low"} {deal.teamPlayers[side].join(" & ")}: <b>{deal.scores.teams[side]}</b>
            </span>
          ))}
        </div>
      </section>

      {/* Bets and bids come before the trick's cards: shown first, as Fortey-One shows its bids. */}
      {(view.turn.expects === "bet" || view.turn.expects === "bid") && !watching && !myTurn && (
        <p className="rounded-lg border border-stone-300 p-3 text-center dark:border-stone-700" data-testid="not-my-turn">{view.turn.player} to {view.turn.expects} on {view.turn.player}&apos;s phone</p>
      )}
      {view.turn.expects === "bet" && !watching && myTurn && <BettingPanel view={view} busy={busy} send={send} />}
      {view.turn.expects === "bid" && !watching && myTurn && <BidPanel view={view} busy={busy} send={send} />}
      {trick && (
        <section aria-label="Current trick" className="rounded-xl border border-stone-300 p-2 dark:border-stone-700">
          <TrickTable
            title={`Trick ${trick.number}${trick.cards.length ? `, led by ${trick.leader}` : ""}`}
            testId="current-trick"
            label={`Trick ${trick.number} on the table, ${view.players[0]} nearest`}
            players={view.players}
            order="clockwise"
            plays={trick.cards}
            winner={winner}
            leader={trick.leader}
            next={view.turn.expects === "play" ? view.turn.player : null}
            pending={pending}
            previous={previous}
            face={face}
          />
        </section>
      )}

      {view.turn.expects === "play" && !myTurn && !watching && (
        <p className="rounded-lg border border-stone-300 p-3 text-center dark:border-stone-700" data-testid="not-my-turn">{view.turn.player} to play on {view.turn.player}&apos;s phone</p>
      )}
      {live.own && <OwnHand player={live.own.player} cards={live.own.cards} legal={live.own.legal} name={(c) => cardName(c, style)} busy={busy} onPlay={view.turn.expects === "play" && myTurn && !watching ? playCard : null} />}
      {view.turn.expects === "play" && myTurn && (
        <CardPicker
          groups={groups}
          lead={trick?.ledSuit ?? null}
          unseen={live.unseen}
          legal={live.legal}
          disabled={busy}
          label={`Record ${view.turn.player}'s card`}
          placeholder="Type a card: w7, t21, ace cups"
          parse={async (text) => (await import("@/lib/cards/parse")).parseCard(text, { style })}
          onPick={playCard}
          face={face}
          testId="picker"
        />
      )}
      <LastTrick view={view} style={style} />

      {view.turn.expects === "play" && !watching && myTurn && (
        <div className="space-y-2">
          <button type="button" onClick={() => setScanning((x) => !x)} aria-pressed={scanning} className="w-full rounded-lg border border-stone-400 px-4 py-3 font-semibold dark:border-stone-600" data-testid="scan-toggle">
            {scanning ? "Stop scanning" : "📷 Scan cards"}
          </button>
          {scanning && (
            <Scanner
              label="Scan the card being played"
              table={id}
              onCard={(card) => void send({ type: "play", card })}
              onUnavailable={(m) => { setScanning(false); notify(m); }}
            />
          )}
          <PhotoTrickButton id={id} table={table} me={me} order="clockwise" trick={trick} name={(c) => cardName(c, style)} send={send} />
        </div>
      )}
      {(view.turn.expects === "nextDeal" || view.turn.expects === "none") && <DealEnd id={id} view={view} busy={busy} send={send} />}

      {deal.violations.length > 0 && (
        <section aria-label="Rule problems" className="rounded-lg border border-orange-400 bg-orange-50 p-3 text-orange-950 dark:bg-orange-950 dark:text-orange-100" data-testid="violations">
          <h2 className="font-semibold">Rule problems this deal</h2>
          <ul className="list-disc pl-5 text-sm">
            {deal.violations.map((v, i) => <li key={i}>Trick {v.trick}, {v.player}: {v.message}</li>)}
          </ul>
        </section>
      )}

      {change && <WhatChanged before={change.before as View} after={view} kind={change.kind} />}

      {view.options.betting.kind !== "none" && <Ledger view={view} />}
      <TrickHistory view={view} style={style} busy={busy} send={send} />
      {!watching && view.turn.expects !== "nextDeal" && view.turn.expects !== "none" && <HandEntry view={view} busy={busy} send={send} />}
      {/* Ending the deal is the move of the player to act (the module's actor): under "own moves", on that player's phone (or the host's) only. */}
      {!watching && myTurn && view.turn.expects !== "nextDeal" && view.turn.expects !== "none" && (
        <button type="button" disabled={busy} onClick={() => { if (confirm("End this deal now? Scores so far stand.")) void send({ type: "endDeal" }); }} className="self-start rounded-lg border border-stone-400 px-4 py-3 dark:border-stone-600">
          End deal
        </button>
      )}
    </>
  );
}

function LastTrick({ view, style }: { view: View; style: DeckStyle }) {
  const deal = view.deals[view.deals.length - 1];
  const done = deal.tricks.filter((t) => t.winner !== null);
  const t = done[done.length - 1];
  if (!t) return null;
  return (
    <p key={t.number} className="animate-[fadeIn_0.4s_ease-out] rounded-lg bg-emerald-50 p-2 text-sm text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100" data-testid="last-trick" aria-live="polite">
      Trick {t.number}: <b>{t.winner}</b> wins with {cardName(t.winningCard!, style)} — {t.type}, {t.disposition === "well" ? "well-disposed" : "ill-disposed"}, {t.points} point{t.points === 1 ? "" : "s"}.
    </p>
  );
}


function TrickHistory({ view, style, busy, send }: { view: View; style: DeckStyle; busy: boolean; send: Send }) {
  const watching = useWatching();
  const deal = view.deals[view.deals.length - 1];
  const [editing, setEditing] = useState<PickedCard | null>(null);
  if (deal.tricks.length === 0) return null;
  const P = view.players;
  // Who played each card: play goes clockwise from the trick's leader.
  const tricks = deal.tricks.map((t) => ({ ...t, cards: t.cards.map((card, k) => ({ card, player: P[(P.indexOf(t.leader) + k) % P.length] })) }));
  // Left open or closed by the player: saving or cancelling a correction keeps the list where it was.
  return (
    <details className="rounded-xl border border-stone-300 p-3 dark:border-stone-700">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">Tricks this deal ({deal.tricks.filter((t) => t.winner).length} done){watching ? "" : " — tap a card to correct it"}</summary>
      <ol className="mt-2 space-y-2 text-sm" data-testid="history">
        <TrickRows tricks={tricks} busy={busy}
          face={(c) => ({ code: c, deck: "tarot", style, name: cardName(c, style) })}
          cardLabel={(p) => `Correct ${p.player}'s ${cardName(p.card, style)} in trick ${p.trick}`} onPick={setEditing}
          after={(t) => <>→ {t.winner} ★ ({t.disposition}, {t.points})</>} />
      </ol>
      {editing && (
        <CorrectionForm key={`${editing.trick}.${editing.position}`} busy={busy} placeholder="e.g. w7 or Riga of Cups"
          label={<>Replace {editing.player}&rsquo;s {cardName(editing.card, style)} (trick {editing.trick}, card {editing.position}) with</>}
          parse={async (text) => (await import("@/lib/cards/parse")).parseCard(text, { style })}
          picker={{ groups: tarotPickerGroups(style), face: (c) => ({ code: c, deck: "tarot", style, name: cardName(c, style) }), current: editing.card }}
          onSave={async (card) => { const ok = await send({ type: "correct", deal: deal.number, trick: editing.trick, position: editing.position, card }); if (ok) setEditing(null); return ok; }}
          onCancel={() => setEditing(null)} />
      )}
    </details>
  );
}
