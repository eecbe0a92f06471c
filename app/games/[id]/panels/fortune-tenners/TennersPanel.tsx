"use client";
/**
 * Fortune Tenners at the table, phone first: each round's deal and turned trump (or the
 * dealer's choice after a Gothic Knot), the predictions with the one unavailable number, the
 * trick in play with the picker (led symbol first), the end of each round, and the 📋 overview
 * (table + chart of totals) with every round's cards, where a tap corrects a card.
 * The shell (../../TableScreen) keeps the turn line, errors, undo and export.
 */
import dynamic from "next/dynamic";
import { gate } from "@/app/_components/hydration-gate";
import { useMemo, useState } from "react";
import {
  SYMBOLS, TENNERS_CODES, isKnot, isRibbon, numberOf, symbolName, symbolOf, tarotToTenners,
  tennersCardName, tennersShortName, tennersToTarot, type TennersCode,
} from "@/lib/games/fortune-tenners/deck";
import type { TennersView } from "@/lib/games/fortune-tenners/view";
import { TENNERS_PREFIX, tennersFromScan } from "@/lib/scan/payload";
import { PhotoTrickButton } from "@/app/_components/scanner/photo";
import { CardImage } from "@/app/_components/CardImage";
import { CardPicker, type PickerGroup } from "@/app/_components/CardPicker";
import { useWatching } from "@/app/_components/watching";
import { isMine, mayRecordFor } from "@/app/_components/seat-rule";
import { vouchFor } from "@/app/_components/vouch";
import { TrickTable } from "@/app/_components/TrickTable";
import type { FaceRef } from "@/lib/faces/ref";
import type { PanelProps, PanelView, Send } from "../../table";
import { pendingPrompt } from "../../pending";
import type { PlayedRound } from "./extras";

// What only some moments need (the trump after a Knot, the end of a round, the overview, a round's cards) loads when it is shown.
const ChooseTrump = dynamic(() => import("./extras").then((m) => gate(m.ChooseTrump)), { loading: () => null });
const RoundEnd = dynamic(() => import("./extras").then((m) => gate(m.RoundEnd)), { loading: () => null });
const Overview = dynamic(() => import("./extras").then((m) => gate(m.Overview)), { loading: () => null });
const WhatChanged = dynamic(() => import("./extras").then((m) => gate(m.WhatChanged)), { loading: () => null });
// The blind round's others' cards, on a seat's phone only: not in the play page's first load (issue 30).
const OthersHands = dynamic(() => import("./extras").then((m) => gate(m.OthersHands)), { loading: () => null });
// A seat's own remaining cards, when its hand was entered, and the hand form (issue 30): loaded when shown.
const OwnHand = dynamic(() => import("../OwnHand").then((m) => gate(m.OwnHand)), { loading: () => null });
const HandForm = dynamic(() => import("./HandForm").then((m) => gate(m.default)), { loading: () => <p className="mt-2 text-sm">Loading…</p> });
const RoundCards = dynamic(() => import("./extras").then((m) => gate(m.RoundCards)), { loading: () => <p className="text-sm">Loading…</p> });

// The camera scanner loads only when the camera is opened, so the play page stays light.
const Scanner = dynamic(() => import("@/app/_components/scanner/Scanner"), { ssr: false, loading: () => <p>Loading the scanner…</p> });

type View = PanelView<TennersView>;

const TAROT_RANKS = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Page", "Knight", "Queen"];
const btn = "min-h-11 rounded-lg px-4 py-3 font-semibold disabled:opacity-50";
const outline = `${btn} border border-stone-400 dark:border-stone-600`;
const box = "rounded-xl border border-stone-300 p-3 dark:border-stone-700";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** What the special cards are called together in a deck style. */
function specialsLabel(style: string): string {
  return style === "wizard" ? "Jesters & Wizards" : style === "tarot" ? "Majors & Kings" : "Ribbons & Knots";
}

function cardLabel(code: TennersCode, style: string, ribbons: readonly string[]): string {
  if (style !== "tarot") return tennersShortName(code, style);
  if (isKnot(code)) return `King ${symbolName(SYMBOLS[numberOf(code) - 1], "tarot")}`;
  if (isRibbon(code)) return tennersCardName(code, "tarot", ribbons).replace(/^The /, "");
  return TAROT_RANKS[numberOf(code)];
}

type Face = (code: TennersCode) => FaceRef;

const listed = (xs: string[]) => (xs.length < 2 ? xs.join("") : `${xs.slice(0, -1).join(", ")} or ${xs[xs.length - 1]}`);

/** What the turned card means: in a tarot deck four different cards are Ribbons (and four Kings are Knots), so all are named. */
function trumpHint(style: string, name: (c: TennersCode) => string, dealer: string): string {
  if (style === "tarot") {
    return `${listed(["R1", "R2", "R3", "R4"].map(name))} means no trump; a King (${listed(["K1", "K2", "K3", "K4"].map((k) => name(k).replace(/^King of /, "")))}) lets ${dealer} choose.`;
  }
  return `A ${name("R1").replace(/ 1$/, "")} means no trump; a ${name("K1").replace(/ 1$/, "")} lets ${dealer} choose.`;
}

/** How a card is drawn: the Tenners / Wizard faces, or the tarot card that plays it. */
function faceOf(style: string, ribbons: readonly string[]): Face {
  return (code) => {
    const name = tennersCardName(code, style, ribbons);
    const tarot = style === "tarot" ? tennersToTarot(code, ribbons) : null;
    return tarot ? { code: tarot, deck: "tarot", style: "rws", name } : { code, deck: "tenners", style: style === "wizard" ? "wizard" : "tenners", name };
  };
}

/** The 60 cards as picker tabs: the four symbols, then the Ribbons and Knots. */
function pickerGroups(style: string, ribbons: readonly string[]): PickerGroup[] {
  const entry = (code: TennersCode) => ({ code, label: cardLabel(code, style, ribbons), name: tennersCardName(code, style, ribbons) });
  return [
    ...SYMBOLS.map((s) => ({ id: s, label: symbolName(s, style), cards: TENNERS_CODES.filter((c) => symbolOf(c) === s).map(entry) })),
    { id: "special", label: specialsLabel(style), cards: TENNERS_CODES.filter((c) => isRibbon(c) || isKnot(c)).map(entry) },
  ];
}

export default function TennersPanel({ id, view, table, me, change, busy, send, pending, notify }: PanelProps<TennersView>) {
  const style = view.deckStyle;
  const ribbons = view.options.tarotRibbons;
  const name = (c: TennersCode) => tennersCardName(c, style, ribbons);
  const groups = useMemo(() => pickerGroups(style, ribbons), [style, ribbons]);
  const face = useMemo(() => faceOf(style, ribbons), [style, ribbons]);
  const [scanning, setScanning] = useState(false);
  const [overviewOpen, setOverviewOpen] = useState(false);
  const [cardsOpened, setCardsOpened] = useState(false);
  const watching = useWatching();
  const expects = view.turn.expects;
  // Under "own moves" a seat's phone records only its own player's moves (the dealer's trump, a
  // prediction, a card): on another's turn it says whose phone records it instead.
  const myTurn = mayRecordFor(me, view.turn.player);
  const [handOpened, setHandOpened] = useState(false);

  const current: PlayedRound = useMemo(() => ({
    number: view.round,
    trumpCard: view.trump.card,
    tricks: view.tricks.map((t) => ({ number: t.number, cards: t.cards.map((c) => ({ card: c.card, player: c.player })), winner: t.winner, winningCard: t.winningCard })),
  }), [view]);
  const unseen = view.unseen;

  // The typed-card parser loads when someone types a card (the play page's first load stays light).
  const parse = async (text: string) => {
    const c = (await import("@/lib/games/fortune-tenners/parse")).parseTennersCard(text, style, ribbons);
    return c ? { ok: true as const, value: c } : { ok: false as const, error: { message: `“${text}” is not a card I know. Try ${style === "tarot" ? "“Seven of Wands” or “The Fool”" : "a7, 7 of A, r2 or k3"}.` } };
  };

  /** Records a played card; the card shows at once while the server records it. */
  const playCard = (card: TennersCode) => {
    const player = view.turn.player;
    if (!player) return void send({ type: "play", card });
    const prompt = pendingPrompt(view.players, player, view.trick?.cards.length ?? 0);
    void send({ type: "play", card, player }, vouchFor(card, player, view) ? { pending: { card, player, prompt } } : {});
  };
  const turnCard = (card: TennersCode) => void send({ type: "trump", card }, { pending: { card, player: view.dealer, prompt: "Recording the trump…" } });
  const onPick = expects === "trump" ? turnCard : playCard;

  const scanned = (code: string) => {
    // A Tenners sticker ("TN:A07") names its card; a tarot sticker is mapped through the table's Ribbons.
    const card = tennersFromScan(code) ?? (code.startsWith(TENNERS_PREFIX) ? null : tarotToTenners(code, ribbons));
    if (!card) { notify(`${code} is not in a Fortune Tenners tarot deck (it stays in the box).`); return; }
    onPick(card);
  };
  const toggleScan = () => setScanning((x) => !x);

  const picking = (expects === "trump" || expects === "play") && myTurn;
  // Who may still enter a hand this round: no hand yet, no card played (never in the blind round: no one sees their own card).
  const canEnter = view.blindRound ? [] : view.players.filter((p) => !view.handsEntered.includes(p) && !view.tricks.some((t) => t.cards.some((c) => c.player === p)));
  const doing: Record<string, string> = { trump: "turn the trump card", trumpSymbol: "choose the trump", bid: "predict", play: "play" };

  return (
    <>
      <section aria-label="Round" className="-mt-2 space-y-2">
        <div className="flex items-center justify-between gap-2 text-sm">
          <span data-testid="round">Round {view.round} of {view.rounds} · {plural(view.cards, "card")} each</span>
          <span className="text-stone-600 dark:text-stone-400">Dealer {view.dealer}</span>
          <button type="button" onClick={() => setOverviewOpen((x) => !x)} aria-expanded={overviewOpen} aria-controls="tenners-overview"
            className="min-h-11 min-w-11 rounded-lg border border-stone-400 px-3 font-semibold dark:border-stone-600" data-testid="overview-toggle">
            📋 Overview
          </button>
        </div>
        {expects !== "trump" && expects !== "trumpSymbol" && expects !== "none" && <TrumpBadge view={view} face={face} />}
        {view.blindRound && expects !== "nextDeal" && (
          <p role="note" className="rounded-lg border border-indigo-400 bg-indigo-50 p-3 text-indigo-950 dark:border-indigo-600 dark:bg-indigo-950 dark:text-indigo-100" data-testid="blind-reminder">
            🙈 Blind round: everyone holds their card to their forehead without looking at it — you see every card but your own.
          </p>
        )}
      </section>

      {view.othersHands && view.othersHands.length > 0 && <OthersHands hands={view.othersHands} />}

      {/* Right under its button: opening it shows it where the player tapped. */}
      {overviewOpen && <Overview id={id} seq={table.seq} view={view} current={current} busy={busy} send={send} parse={parse} name={name} face={face} groups={groups} />}

      {expects === "trump" && (
        <section aria-label="Deal and trump" className={`${box} space-y-2`} data-testid="deal-step">
          <h2 className="text-2xl font-bold">Deal {plural(view.cards, "card")} each</h2>
          <p>{view.dealer} deals, then turns the next card for trump. Tap (or scan) the turned card below.</p>
          <p className="text-sm text-stone-600 dark:text-stone-400" data-testid="trump-hint">{trumpHint(style, name, view.dealer)}</p>
          {myTurn && <button type="button" disabled={busy} onClick={() => void send({ type: "trump", card: null })} className={`${outline} w-full`}>No card turned (no trump)</button>}
        </section>
      )}

      {doing[expects] && !watching && !myTurn && (
        <p className="rounded-lg border border-stone-300 p-3 text-center dark:border-stone-700" data-testid="not-my-turn">{view.turn.player} to {doing[expects]} on {view.turn.player}&apos;s phone</p>
      )}
      {expects === "trumpSymbol" && !watching && myTurn && <ChooseTrump view={view} busy={busy} send={send} />}
      {expects === "bid" && !watching && myTurn && <Predictions view={view} busy={busy} send={send} />}

      {expects === "play" && view.trick && (
        <section aria-label="Current trick" className="rounded-xl border border-stone-300 p-2 dark:border-stone-700">
          <TrickTable
            title={`Trick ${view.trick.number} of ${view.cards} · ${view.trick.leader} leads${view.trick.ledSymbol ? ` · ${symbolName(view.trick.ledSymbol, style)} led` : view.trick.cards.some((c) => isKnot(c.card)) ? " · any card (a Knot led)" : ""}`}
            testId="current-trick"
            label={`Trick ${view.trick.number} on the table, ${view.players[0]} nearest`}
            players={view.players}
            order="clockwise"
            plays={view.trick.cards}
            winner={view.trick.winning}
            leader={view.trick.leader}
            next={view.turn.player}
            pending={pending}
            previous={view.lastTrick && view.lastTrick.number === view.trick.number - 1 ? { number: view.lastTrick.number, winner: view.lastTrick.winner, plays: view.lastTrick.cards } : null}
            face={face}
          />
        </section>
      )}

      {view.hand && <OwnHand player={me?.player ?? ""} cards={view.hand} legal={expects === "play" && isMine(me, view.turn.player) ? view.legal : null} name={(c) => name(c as TennersCode)} order={(c) => TENNERS_CODES.indexOf(c as TennersCode)} busy={busy}
        onPlay={expects === "play" && myTurn && !watching && isMine(me, view.turn.player) ? (c) => playCard(c as TennersCode) : null} />}
      {picking && (
        <CardPicker
          groups={groups}
          lead={expects === "play" ? view.trick?.ledSymbol ?? null : null}
          unseen={unseen}
          legal={expects === "play" ? view.legal : null}
          disabled={busy}
          label={expects === "trump" ? `Record the card ${view.dealer} turned` : `Record ${view.turn.player}'s card`}
          placeholder={style === "tarot" ? "Type a card: seven of wands, the fool" : "Type a card: a7, r2, k3"}
          parse={parse}
          onPick={onPick}
          face={face}
          testId="picker"
        />
      )}
      {view.lastTrick && expects === "play" && (
        <p key={`${view.round}-${view.lastTrick.number}`} className="animate-[fadeIn_0.4s_ease-out] rounded-lg bg-emerald-50 p-2 text-sm text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100" data-testid="last-trick" aria-live="polite">
          Trick {view.lastTrick.number}: <b>{view.lastTrick.winner}</b> wins with {name(view.lastTrick.winningCard)}.
        </p>
      )}

      {picking && !watching && (
        <div className="space-y-2">
          <button type="button" onClick={toggleScan} aria-pressed={scanning} className={`${outline} w-full`} data-testid="scan-toggle">
            {scanning ? "Stop scanning" : "📷 Scan cards"}
          </button>
          {scanning && (
            <Scanner label={expects === "trump" ? "Scan the turned card" : "Scan the card being played"} table={id} onCard={scanned} onUnavailable={(m) => { setScanning(false); notify(m); }} />
          )}
          {expects === "play" && <PhotoTrickButton id={id} table={table} me={me} order="clockwise" trick={view.trick} name={(c) => name(c as TennersCode)} toCard={(c) => tennersFromScan(c) ?? (c.startsWith(TENNERS_PREFIX) ? null : tarotToTenners(c, ribbons))} send={send} />}
        </div>
      )}

      {expects === "play" && <Seats view={view} />}

      {(expects === "nextDeal" || expects === "none") && <RoundEnd id={id} view={view} busy={busy} send={send} />}

      {view.violations.length > 0 && (
        <section aria-label="Rule problems" className="rounded-lg border border-orange-400 bg-orange-50 p-3 text-orange-950 dark:bg-orange-950 dark:text-orange-100" data-testid="violations">
          <h2 className="font-semibold">Rule problems this round</h2>
          <ul className="list-disc pl-5 text-sm">
            {view.violations.map((v, i) => <li key={i}>{v.trick ? `Trick ${v.trick}, ` : ""}{v.player}: {v.message}</li>)}
          </ul>
        </section>
      )}

      {change && <WhatChanged before={change.before} after={view} kind={change.kind} />}

      {!watching && canEnter.some((p) => mayRecordFor(me, p)) && (expects === "bid" || expects === "play") && (
        <details className={box} onToggle={(e) => { if (e.currentTarget.open) setHandOpened(true); }}>
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">Enter a hand (optional)</summary>
          {handOpened && <HandForm view={view} canEnter={canEnter} busy={busy} send={send} groups={groups} face={(c) => face(c as TennersCode)} name={(c) => name(c as TennersCode)} parse={parse} />}
        </details>
      )}

      {!overviewOpen && current.tricks.length ? (
        <details className={box} onToggle={(e) => { if (e.currentTarget.open) setCardsOpened(true); }}>
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">{watching ? "Cards this round" : "Cards this round — tap one to correct it"}</summary>
          {cardsOpened && <RoundCards round={current} busy={busy} send={send} parse={parse} name={name} face={face} groups={groups} />}
        </details>
      ) : null}
    </>
  );
}

function TrumpBadge({ view, face }: { view: View; face: Face }) {
  const t = view.trump;
  const style = view.deckStyle;
  const big = t.symbol ? symbolName(t.symbol, style) : "No trump";
  return (
    <div className="flex items-center gap-3 rounded-xl bg-amber-100 px-3 py-2 text-amber-950 dark:bg-amber-950 dark:text-amber-50" data-testid="trump" aria-label={`Trump: ${t.text}`}>
      <span className="flex h-11 min-w-11 items-center justify-center rounded-lg bg-amber-700 px-2 text-xl font-black text-white dark:bg-amber-500 dark:text-stone-950" aria-hidden="true">
        {t.symbol ? big : "∅"}
      </span>
      <span>
        <span className="block text-lg font-bold leading-tight">{t.symbol ? `Trump ${big}` : big}</span>
        <span className="block text-sm">{t.cardName ? (t.chosen ? `${view.dealer} chose it after ${t.cardName}` : `Turned: ${t.cardName}`) : t.text}</span>
      </span>
      {t.card && <CardImage face={face(t.card)} variant="mini" className="ml-auto h-12 w-auto shrink-0" />}
    </div>
  );
}

function Predictions({ view, busy, send }: { view: View; busy: boolean; send: Send }) {
  const p = view.predictions;
  const who = view.turn.player;
  const whyId = "forbidden-why";
  return (
    <section aria-label="Predictions" className={`${box} space-y-3`} data-testid="predictions">
      <h2 className="text-lg font-bold">{who} predicts: how many tricks?</h2>
      <p data-testid="prediction-total" className="text-sm">
        Predicted so far: <b>{p.total}</b> of {plural(p.cards, "trick")}
        {p.total > p.cards ? " (more than there are)" : p.total === p.cards ? " (all of them)" : ""}
      </p>
      <div className={`grid gap-2 ${p.cards >= 5 ? "grid-cols-6" : "grid-cols-4"}`}>
        {Array.from({ length: p.cards + 1 }, (_, k) => {
          const no = k === p.forbidden;
          return (
            <button key={k} type="button" disabled={busy || no} aria-describedby={no ? whyId : undefined}
              onClick={() => void send({ type: "bid", player: who, tricks: k })}
              className={`min-h-12 rounded-lg text-xl font-bold ${no ? "border-2 border-dashed border-stone-400 bg-stone-100 text-stone-500 line-through dark:border-stone-600 dark:bg-stone-900 dark:text-stone-400" : "bg-amber-700 text-white hover:bg-amber-800 dark:bg-amber-600 dark:text-stone-950"} disabled:cursor-not-allowed`}
              data-bid={k}>
              {k}{no ? <span className="sr-only"> (unavailable)</span> : null}
            </button>
          );
        })}
      </div>
      {p.forbidden !== null && (
        <p id={whyId} className="text-sm font-medium text-stone-700 dark:text-stone-300" data-testid="forbidden-why">
          {who} may not say {p.forbidden}: {p.forbiddenWhy}.
        </p>
      )}
      <ol className="flex flex-wrap gap-2 text-sm" aria-label="Predictions in order">
        {p.order.map((o) => (
          <li key={o.player} className={`rounded-full px-3 py-1 ${o.player === who ? "bg-amber-200 font-bold text-amber-950 dark:bg-amber-800 dark:text-amber-50" : "bg-stone-200 text-stone-800 dark:bg-stone-800 dark:text-stone-200"}`}>
            {o.player}: {o.bid ?? (o.player === who ? "…" : "–")}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Each player's tricks won against the prediction, and the total before this round. */
function Seats({ view }: { view: View }) {
  return (
    <ul className="grid grid-cols-3 gap-2 text-sm" aria-label="Players" data-testid="seats">
      {view.seats.map((s) => (
        <li key={s.player} className={`rounded-lg border p-2 ${s.player === view.turn.player ? "border-amber-600 bg-amber-50 dark:bg-amber-950" : "border-stone-300 dark:border-stone-700"}`}>
          <span className="block font-semibold">{s.player}{s.dealer ? " (dealer)" : ""}</span>
          <span className="block">predicted {s.bid ?? "–"}</span>
          <span className="block">won <b>{s.won}</b> <span className="text-stone-600 dark:text-stone-400">· {s.total} pts</span></span>
        </li>
      ))}
    </ul>
  );
}
