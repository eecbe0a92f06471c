"use client";
/**
 * Fortey-One at the table: bids against 11 (and the redeal), the trick in play with Hearts
 * always trump, the picker (led suit first), the score sheet with a chart, the end of a deal
 * and of the match (rematch), the trick history with corrections and what an undo changed.
 * The shell (../../TableScreen) keeps the turn line, errors, undo and export.
 */
import dynamic from "next/dynamic";
import { gate } from "@/app/_components/hydration-gate";
import { useMemo, useState } from "react";
import { TrickRows } from "@/app/_components/TrickRows";
import { CardPicker, type PickerGroup } from "@/app/_components/CardPicker";
import { TrickTable } from "@/app/_components/TrickTable";
import { useWatching } from "@/app/_components/watching";
import { isMine, mayRecordFor } from "@/app/_components/seat-rule";
import { vouchFor } from "@/app/_components/vouch";
import { CODES_41, cardName41, isCode41, parseCard41, suitWord, type DeckStyle41 } from "@/lib/games/fortey-one/deck";
import { winningIndex } from "@/lib/games/fortey-one/rules";
import type { ForteyOneView } from "@/lib/games/fortey-one/view";
import type { PanelProps, PanelView, Send } from "../../table";
import { pendingPrompt } from "../../pending";
import type { DealFacts } from "./deal";
import { ScoreSheet } from "./ScoreSheet";
import { PhotoTrickButton } from "@/app/_components/scanner/photo";

const Scanner = dynamic(() => import("@/app/_components/scanner/Scanner"), { ssr: false, loading: () => <p>Loading the scanner…</p> });
// What only some moments need (the redeal, the end of a deal, entering a hand) loads when it is shown.
const Redeal = dynamic(() => import("./extras").then((m) => gate(m.Redeal)), { loading: () => null });
const DealEnd = dynamic(() => import("./extras").then((m) => gate(m.DealEnd)), { loading: () => null });
const WhatChanged = dynamic(() => import("./extras").then((m) => gate(m.WhatChanged)), { loading: () => null });
const HandForm = dynamic(() => import("./extras").then((m) => gate(m.HandForm)), { loading: () => <p className="mt-2 text-sm">Loading…</p> });
// A seat's own remaining cards, when its hand was entered (issue 30).
const OwnHand = dynamic(() => import("../OwnHand").then((m) => gate(m.OwnHand)), { loading: () => null });
// The correction form loads when a card of the history is tapped.
const CorrectionForm = dynamic(() => import("@/app/_components/CorrectionForm").then((m) => gate(m.CorrectionForm)), { loading: () => null });

/** The module's view (with `seats`: bids and totals per player). */
type View = PanelView<ForteyOneView>;

const SUIT_ORDER = ["C", "S", "P", "W"] as const;
const SYMBOL: Record<string, string> = { C: "♥", S: "♠", P: "♦", W: "♣" };
const SHORT: Record<number, string> = { 1: "A", 11: "J", 13: "Q", 14: "K" };
const SHORT_TAROT: Record<number, string> = { 1: "A", 11: "Page", 13: "Queen", 14: "King" };

function label(code: string, style: DeckStyle41): string {
  const r = Number(code.slice(1));
  return (style === "tarot" ? SHORT_TAROT : SHORT)[r] ?? String(r);
}

/** The 52 cards (the module's deck) as four suit tabs, Hearts (trump) first. */
function pickerGroups(style: DeckStyle41): PickerGroup[] {
  return SUIT_ORDER.map((s) => ({
    id: s,
    label: `${SYMBOL[s]} ${suitWord(s, style)}`,
    cards: CODES_41.filter((c) => c[0] === s).map((code) => ({ code, label: label(code, style), name: cardName41(code, style) })),
  }));
}

/** The hand's order: Hearts (trump) first, as the picker's tabs, then by rank. */
const handOrder = (code: string) => SUIT_ORDER.indexOf(code[0] as (typeof SUIT_ORDER)[number]) * 20 + Number(code.slice(1));

/** How a card is drawn: playing-card faces, or tarot faces for a tarot deck. */
const faceOf = (style: DeckStyle41) => (code: string) =>
  ({ code, deck: style === "tarot" ? "tarot" as const : "playing" as const, style: style === "tarot" ? "rws" : "standard", name: cardName41(code, style) });

const parse = (text: string) => {
  const code = parseCard41(text);
  return code ? { ok: true as const, value: code } : { ok: false as const, error: { message: `“${text}” is not a card of this deck (52 cards: no Knights, no Major Arcana). Try “ah”, “10s” or “Queen of Hearts”.` } };
};

/** What the deal on screen needs beyond the scores: all of it comes with the view of every tap. */
function factsOf(view: View): DealFacts {
  return {
    deal: view.deal,
    tricks: view.tricks,
    played: new Set(view.tricks.flatMap((t) => t.cards.map((c) => c.card))),
    hands: view.handsEntered,
    problems: view.violations,
    legal: view.legal,
    canEnter: view.canEnter,
  };
}

export default function ForteyOnePanel(props: PanelProps<ForteyOneView>) {
  const { view, table, me, change, busy, send, pending, notify } = props;
  const names = view.players;
  const style: DeckStyle41 = view.deckStyle === "tarot" ? "tarot" : "standard";
  const facts = useMemo(() => factsOf(view), [view]);
  const groups = useMemo(() => pickerGroups(style), [style]);
  const face = useMemo(() => faceOf(style), [style]);
  const [scanning, setScanning] = useState(false);
  const watching = useWatching();
  const expects = view.turn.expects;
  // Under "own moves" a seat's phone records only its own player's moves: no picker or bids on another's turn.
  const myTurn = mayRecordFor(me, view.turn.player);
  const trick = view.trick;
  const unseen = view.unseen;

  const playCard = (card: string) => {
    const player = view.turn.player;
    if (!player) return void send({ type: "play", card });
    const next = pendingPrompt(names, player, trick?.cards.length ?? 0, (p) => `${p} to play.`);
    void send({ type: "play", card, player }, vouchFor(card, player, view) ? { pending: { card, player, prompt: next } } : {});
  };
  const scanned = (code: string) => {
    if (!isCode41(code)) return notify(`${code} is not a card of this 52-card deck (no Knights, no Major Arcana): not recorded.`);
    playCard(code);
  };

  return (
    <>
      <section aria-label="Deal" className="-mt-2 space-y-1 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <span data-testid="deal-trick">Deal {view.deal}{trick ? ` · Trick ${trick.number}` : ""}</span>
          <span className="text-stone-600 dark:text-stone-400">Dealer {view.dealer}</span>
          <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900 dark:bg-red-950 dark:text-red-100" data-testid="trump">♥ {style === "tarot" ? "Cups (Hearts)" : "Hearts"} are trump</span>
        </div>
        {(expects === "play" || (expects === "nextDeal" && view.status === "complete")) && (
          <ul className="grid grid-cols-4 gap-1 text-center" data-testid="bids-vs-tricks" aria-label="Tricks won against bids">
            {view.seats.map((row, x) => (
              <li key={row.name} className={`rounded px-1 py-1 ${x % 2 ? "bg-indigo-100 dark:bg-indigo-950" : "bg-amber-100 dark:bg-amber-950"}`} aria-label={`${row.name}: won ${row.tricksWon} of ${row.bid ?? "no"} bid`}>
                <span className="block truncate text-xs">{row.name}</span>
                <b>{row.tricksWon}</b> / {row.bid ?? "—"}
              </li>
            ))}
          </ul>
        )}
      </section>

      {(expects === "bid" || expects === "play" || expects === "redeal") && !watching && !myTurn && (
        <p className="rounded-lg border border-stone-300 p-3 text-center dark:border-stone-700" data-testid="not-my-turn">{view.turn.player} to {expects} on {view.turn.player}&apos;s phone</p>
      )}
      {expects === "bid" && !watching && myTurn && <Bidding view={view} busy={busy} send={send} />}
      {expects === "redeal" && (myTurn || watching) && <Redeal view={view} busy={busy} send={send} />}

      {trick && (
        <section aria-label="Current trick" className="rounded-xl border border-stone-300 p-2 dark:border-stone-700">
          <TrickTable
            title={`Trick ${trick.number}, led by ${trick.leader}${trick.cards[0] ? ` · ${suitWord(trick.cards[0].card[0], style)} led` : ""}`}
            testId="current-trick"
            label={`Trick ${trick.number} on the table, ${names[0]} nearest`}
            players={names}
            order="counter-clockwise"
            plays={trick.cards}
            winner={trick.cards.length ? trick.cards[winningIndex(trick.cards.map((c) => c.card))].player : null}
            leader={trick.leader}
            next={expects === "play" ? view.turn.player : null}
            pending={pending}
            previous={previousTrick(view)}
            face={face}
          />
        </section>
      )}

      {view.hand && <OwnHand player={me?.player ?? view.turn.player ?? ""} cards={view.hand.map((h) => h.card)} legal={expects === "play" && myTurn && isMine(me, view.turn.player) ? view.legal : null} name={(c) => cardName41(c, style)} order={handOrder} busy={busy} onPlay={expects === "play" && myTurn && !watching && isMine(me, view.turn.player) ? playCard : null} />}
      {expects === "play" && myTurn && (
        <CardPicker
          groups={groups}
          lead={trick?.cards[0]?.card[0] ?? null}
          unseen={unseen}
          legal={facts?.legal ?? null}
          disabled={busy}
          label={`Record ${view.turn.player}'s card`}
          placeholder="Type a card: ah, 10s, queen of hearts"
          parse={parse}
          onPick={playCard}
          face={face}
          testId="picker"
        />
      )}

      {view.lastTrick && view.status !== "redeal" && (
        <p key={`${view.deal}-${view.lastTrick.number}`} className="animate-[fadeIn_0.4s_ease-out] rounded-lg bg-emerald-50 p-2 text-sm text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100" data-testid="last-trick" aria-live="polite">
          Trick {view.lastTrick.number}: <b>{view.lastTrick.winner}</b> wins with {view.lastTrick.name}.
        </p>
      )}

      {expects === "play" && !watching && myTurn && (
        <div className="space-y-2">
          <button type="button" onClick={() => setScanning((x) => !x)} aria-pressed={scanning} className="min-h-11 w-full rounded-lg border border-stone-400 px-4 py-3 font-semibold dark:border-stone-600" data-testid="scan-toggle">
            {scanning ? "Stop scanning" : "📷 Scan cards"}
          </button>
          {scanning && <Scanner label="Scan the card being played" table={props.id} onCard={scanned} onUnavailable={(m) => { setScanning(false); notify(m); }} />}
          <PhotoTrickButton id={props.id} table={table} me={me} order="counter-clockwise" trick={trick} name={(c) => cardName41(c, style)} toCard={(c) => (isCode41(c) ? c : null)} send={send} />
        </div>
      )}
      {(expects === "nextDeal" || expects === "none") && <DealEnd id={props.id} view={view} style={style} busy={busy} send={send} />}

      {facts && facts.problems.length > 0 && (
        <section aria-label="Rule problems" className="rounded-lg border border-orange-400 bg-orange-50 p-3 text-orange-950 dark:bg-orange-950 dark:text-orange-100" data-testid="violations">
          <h2 className="font-semibold">Rule problems this deal</h2>
          <ul className="list-disc pl-5 text-sm">{facts.problems.map((v, i) => <li key={i}>Trick {v.trick}, {v.player}: {v.message}</li>)}</ul>
        </section>
      )}

      {change && <WhatChanged before={change.before} after={view} kind={change.kind} />}

      {expects !== "none" && <ScoreSheet view={view} />}
      {facts && <TrickHistory deal={view.deal} facts={facts} style={style} busy={busy} send={send} face={face} />}
      {!watching && facts && facts.canEnter.length + facts.hands.length > 0 && (expects === "bid" || expects === "play") && (
        <HandEntry facts={facts} style={style} busy={busy} send={send} />
      )}
    </>
  );
}

function Bidding({ view, busy, send }: { view: View; busy: boolean; send: Send }) {
  const player = view.turn.player;
  const made = view.bids.filter((b) => b.bid !== null).length;
  const last = made === 3;
  const needed = view.bidTarget - view.bidTotal;
  return (
    <section aria-label="Bids" className="space-y-3 rounded-xl border border-amber-500 p-3" data-testid="bidding">
      <ol className="grid grid-cols-4 gap-1 text-center text-sm">
        {view.bids.map((b) => (
          <li key={b.player} className={`rounded-lg px-1 py-2 ${b.player === player ? "border-2 border-amber-500 font-semibold" : "bg-stone-100 dark:bg-stone-900"}`}>
            <span className="block truncate">{b.player}</span>
            <b className="text-lg">{b.bid ?? (b.player === player ? "?" : "—")}</b>
          </li>
        ))}
      </ol>
      <p className="flex items-baseline justify-between">
        <span><b>{player}</b> bids how many tricks?</span>
        <span className="whitespace-nowrap text-lg font-bold tabular-nums" data-testid="bid-total">Total {view.bidTotal} / {view.bidTarget}</span>
      </p>
      {last && needed > 1 && <p className="text-sm text-stone-700 dark:text-stone-300">{player} bids last: under {needed} and the bids fall short of 11, so {view.dealer} deals again.</p>}
      <div className="grid grid-cols-5 gap-2">
        {Array.from({ length: 13 }, (_, i) => i + 1).map((n) => (
          <button key={n} type="button" disabled={busy} onClick={() => void send({ type: "bid", player, tricks: n })} aria-label={`Bid ${n}`}
            className={`min-h-14 rounded-lg text-xl font-bold disabled:opacity-50 ${n >= 7 ? "bg-amber-700 text-white hover:bg-amber-800" : "bg-amber-100 text-stone-950 hover:bg-amber-200 dark:bg-amber-900 dark:text-amber-50 dark:hover:bg-amber-800"}`}>
            {n}
          </button>
        ))}
      </div>
      <p className="text-xs text-stone-600 dark:text-stone-400">Bids of 7 or more score (and lose) double.</p>
    </section>
  );
}

/** The trick just won (shown on the table until the next card falls). */
function previousTrick(view: View) {
  const t = [...view.tricks].reverse().find((x) => x.winner !== null);
  return t && view.status !== "redeal" ? { number: t.number, winner: t.winner, plays: t.cards } : null;
}

function TrickHistory({ deal, facts, style, busy, send, face }: { deal: number; facts: DealFacts; style: DeckStyle41; busy: boolean; send: Send; face: ReturnType<typeof faceOf> }) {
  const watching = useWatching();
  const [editing, setEditing] = useState<{ trick: number; position: number; card: string; player: string } | null>(null);
  if (facts.tricks.length === 0) return null;
  return (
    <details className="rounded-xl border border-stone-300 p-3 dark:border-stone-700" data-testid="history-box">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">Tricks this deal ({facts.tricks.filter((t) => t.winner).length} done){watching ? "" : " — tap a card to correct it"}</summary>
      <ol className="mt-2 space-y-2 text-sm" data-testid="history">
        <TrickRows tricks={facts.tricks} busy={busy} face={face} headingClass="w-6" onPick={setEditing}
          cardLabel={(p, won) => `Correct ${p.player}'s ${cardName41(p.card, style)} in trick ${p.trick}${won ? " (won the trick)" : ""}`} />
      </ol>
      {editing && (
        <CorrectionForm key={`${editing.trick}.${editing.position}`} busy={busy} placeholder="e.g. qh or Queen of Hearts" parse={parse}
          picker={{ groups: pickerGroups(style), face, current: editing.card }}
          label={<>Replace {editing.player}&rsquo;s {cardName41(editing.card, style)} (trick {editing.trick}, card {editing.position}) with</>}
          onSave={async (card) => { const ok = await send({ type: "correct", deal, trick: editing.trick, position: editing.position, card }); if (ok) setEditing(null); return ok; }}
          onCancel={() => setEditing(null)} />
      )}
    </details>
  );
}

/** Optional: a player enters their 13 cards before their first card (the form loads when this opens). */
function HandEntry({ facts, style, busy, send }: { facts: DealFacts; style: DeckStyle41; busy: boolean; send: Send }) {
  const [opened, setOpened] = useState(false);
  return (
    <details className="rounded-xl border border-stone-300 p-3 dark:border-stone-700" onToggle={(e) => { if (e.currentTarget.open) setOpened(true); }}>
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">Enter a hand (optional)</summary>
      {opened && <HandForm facts={facts} style={style} busy={busy} send={send} />}
    </details>
  );
}
