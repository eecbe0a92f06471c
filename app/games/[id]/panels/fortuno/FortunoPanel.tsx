"use client";
/**
 * Fortuno at the table: a turn keeper that follows counts, never hands. The shell's turn line
 * says what happens next; this panel shows the top card and what it did, the ring of players
 * with their hand counts and the direction of play, and records every event by tap (the event
 * shapes of docs/fortuno-events.md), with the log and corrections. ./forms.tsx holds the small
 * forms for the seed's prompts.
 */
import dynamic from "next/dynamic";
import { gate } from "@/app/_components/hydration-gate";
import { useMemo, useState } from "react";
import { CardImage } from "@/app/_components/CardImage";
import { CardPicker, type PickerGroup } from "@/app/_components/CardPicker";
import { SeatRing } from "@/app/_components/SeatRing";
import { useWatching } from "@/app/_components/watching";
import { mayRecordFor } from "@/app/_components/seat-rule";
import { vouchFor } from "@/app/_components/vouch";
import { ALL_CARDS, isStar, rankOf, suitName, suitOf, type Suit } from "@/lib/cards";
import { fortunoCardName } from "@/lib/games/fortuno/deck";
import { identityOf } from "@/lib/games/fortuno/identity";
import type { FortunoView } from "@/lib/games/fortuno/view";
import type { PanelProps, PanelView, Send } from "../../table";
import { btn, btnPrimary, box, field } from "./styles";

// What only some moments need (a special card's details, what an undo changed, the winner) loads when it is shown.
// The prompts' forms load when first needed: most turns are a play, a flip or a draw.
const SlapForm = dynamic(() => import("./forms").then((m) => gate(m.SlapForm)), { loading: () => null });
const PendingForm = dynamic(() => import("./forms").then((m) => gate(m.PendingForm)), { loading: () => null });
const MoreEvents = dynamic(() => import("./forms").then((m) => gate(m.MoreEvents)), { loading: () => null });
const LogCorrection = dynamic(() => import("./forms").then((m) => gate(m.LogCorrection)), { loading: () => null });
const CardDetails = dynamic(() => import("./extras").then((m) => gate(m.CardDetails)), { loading: () => null });
const WhatChanged = dynamic(() => import("./extras").then((m) => gate(m.WhatChanged)), { loading: () => null });
const Winner = dynamic(() => import("./extras").then((m) => gate(m.Winner)), { loading: () => null });

/** The panel's view: the module's own (`turn`: the name of the player to act; `players`: its rows). */
export type View = PanelView<FortunoView>;
type Ev = Record<string, unknown>;

export const FOOL = "T00", LOVERS = "T06", CHARIOT = "T07", LUST = "T11", ART = "T14";
/** Court ranks 11–14 as the table's deck prints them. */
const COURTS: Record<string, string[]> = { thoth: ["Prin\u00adcess", "Prince", "Queen", "Knight"], rws: ["Page", "Knight", "Queen", "King"] };
/** Short labels that fit a picker tile, as the table's deck prints them; soft hyphens let long names break. */
const MAJOR_SHORT: Record<string, string[]> = {
  thoth: ["Fool", "Magus", "Priest\u00adess", "Em\u00adpress", "Em\u00adperor", "Hiero\u00adphant", "Lovers", "Chariot",
    "Adjust\u00adment", "Hermit", "Fortune", "Lust", "Hanged Man", "Death", "Art", "Devil", "Tower", "Star", "Moon", "Sun", "Aeon", "Uni\u00adverse"],
  rws: ["Fool", "Magi\u00adcian", "High Priest\u00adess", "Em\u00adpress", "Em\u00adperor", "Hiero\u00adphant", "Lovers", "Chariot",
    "Strength", "Hermit", "Wheel", "Justice", "Hanged Man", "Death", "Temper\u00adance", "Devil", "Tower", "Star", "Moon", "Sun", "Judge\u00adment", "World"],
};
const styleKey = (style: string) => (style === "rws" ? "rws" : "thoth");

export const cardNameIn = (style: string) => (code: string) => fortunoCardName(code, style);
/** How a card is drawn: the tarot face with the game's name for it. */
export const faceIn = (style: string) => (code: string) => ({ code, deck: "fortuno" as const, style: style === "rws" ? "rws" : "thoth", name: fortunoCardName(code, style) });

/** The picker's tabs in a fixed order (the suit to match is marked by the picker, never moved). */
export function pickerGroups(style: string): PickerGroup[] {
  const nm = cardNameIn(style);
  const k = styleKey(style);
  const suits: Suit[] = ["W", "C", "S", "P", "T"];
  return suits.map((s) => ({
    id: s,
    label: s === "T" ? "Majors" : suitName(s, k),
    cards: ALL_CARDS.filter((c) => suitOf(c) === s).map((code) => {
      const r = rankOf(code);
      const label = s === "T" ? `${r} ${MAJOR_SHORT[k][r]}` : r === 1 ? "A" : r <= 10 ? String(r) : COURTS[k][r - 11];
      return { code, label, name: nm(code) };
    }),
  }));
}

// The typed-card parser loads when someone types a card (the play page's first load stays light).
const parser = (style: string) => async (text: string) => {
  const c = (await import("@/lib/games/fortuno/parse")).parseFortunoCard(text, style);
  return c ? { ok: true as const, value: c } : { ok: false as const, error: { message: `"${text}" is not a card: try w5, t0, Princess of Cups or The Fool.` } };
};

/** What the next event is, from the view (the shell's `expects` says "slap" while a race is open). */
function stepOf(v: View): "over" | "pending" | "owed" | "flip" | "play" {
  if (v.winner) return "over";
  if (v.pending && v.pending.kind !== "reward") return "pending";
  if (v.pending?.kind === "reward") return "play";
  if (v.owed) return "owed";
  if (!v.top || isStar(v.top.code)) return v.drawable > 0 ? "flip" : "play";
  return "play";
}

export default function FortunoPanel({ view: v, table, me, change, busy, send, pending }: PanelProps<FortunoView>) {
  const watching = useWatching();
  const style = v.deckStyle ?? "thoth";
  const nm = cardNameIn(style);
  const step = stepOf(v);
  const alive = v.seats.filter((s) => !s.out).map((s) => s.name);
  // Under "own moves" an event is the player to act's move, except the acts anyone may make out of
  // turn (lib/games/fortuno/actor.ts): another seat's phone shows whose phone records the turn, and
  // the out-of-turn acts for its own player only, never a form the server would refuse.
  const myTurn = mayRecordFor(me, v.turn);
  // The any-time events ("Fortuno!", accusations …) and their forms, once opened.
  const [more, setMore] = useState(false);
  // A card is shown at once only when this phone can vouch for it (a play: among the legal cards).
  const record = (event: Ev, card?: string) =>
    send({ type: "event", event }, card && vouchFor(card, null, { unseen: v.unseen, legal: "play" in event ? v.legal : null })
      ? { pending: { card, player: (event.player as string) ?? v.turn ?? "", prompt: `Recording ${nm(card)}…` } } : {});

  return (
    <>
      {v.winner && <Winner view={v} table={table} />}
      {/* The card in play: Fortuno's "trick" (test id), right above the picker. */}
      <div data-testid="trick"><TopCard view={v} nm={nm} pending={pending} /></div>
      {step !== "over" && !watching && !myTurn && (
        <section aria-label="What this phone records" className="space-y-3" data-testid="record-own">
          <p className={`${box} text-center`} data-testid="not-my-turn">{v.turn} to {step === "flip" ? "flip" : step === "pending" ? "choose" : "play"} on {v.turn}&apos;s phone</p>
          {/* Out of turn a seat still records its own player's acts: a slap won, a steal, The Chariot, "Fortuno!", an accusation. */}
          {v.prompts.some((p) => p.kind === "slap") && <SlapForm view={v} busy={busy} record={record} offTurn />}
          {more || (v.pending?.kind === "reward" && v.pending.steal.length > 0) || v.prompts.some((p) => p.kind === "chariot")
            ? <MoreEvents view={v} busy={busy} record={record} nm={nm} alive={alive} open={more} offTurn />
            : (
              <details className={box} data-testid="more" onToggle={(e) => { if (e.currentTarget.open) setMore(true); }}>
                <summary className="min-h-11 cursor-pointer py-2 font-semibold">More: “Fortuno!”, accusations…</summary>
                <p className="mt-2 text-sm">Loading…</p>
              </details>
            )}
        </section>
      )}
      {step !== "over" && !watching && myTurn && (
        <section aria-label="Record what happened" className="space-y-3" data-testid="record">
          {v.prompts.some((p) => p.kind === "slap") && <SlapForm view={v} busy={busy} record={record} />}
          {step === "pending" && <PendingForm view={v} busy={busy} record={record} nm={nm} />}
          {step === "flip" && <FlipStep view={v} busy={busy} record={record} nm={nm} />}
          {(step === "play" || step === "owed") && <PlayStep view={v} busy={busy} record={record} nm={nm} />}
          {(step === "play" || step === "owed") && <DrawStep view={v} busy={busy} record={record} />}
          {more || (v.pending?.kind === "reward" && v.pending.steal.length > 0) || v.prompts.some((p) => p.kind === "chariot")
            ? <MoreEvents view={v} busy={busy} record={record} nm={nm} alive={alive} open={more} />
            : (
              // The any-time forms load when this is first opened.
              <details className={box} data-testid="more" onToggle={(e) => { if (e.currentTarget.open) setMore(true); }}>
                <summary className="min-h-11 cursor-pointer py-2 font-semibold">{`More: “Fortuno!”, accusations, eliminations${v.lovers ? ", rock-paper-scissors" : ""}…`}</summary>
                <p className="mt-2 text-sm">Loading…</p>
              </details>
            )}
        </section>
      )}
      {change && <WhatChanged before={change.before} after={v} kind={change.kind} />}
      {/* Below what to record: the next tap (flip, card, draw) stays near the top card on a phone. */}
      <Table view={v} />
      <EventLog view={v} busy={busy} send={send} nm={nm} />
    </>
  );
}

/** The top card in effect, with The Fool's / Art's identity and The Chariot's transparency in words. */
function TopCard({ view: v, nm, pending }: { view: View; nm: (c: string) => string; pending: { card: string; player: string } | null }) {
  const t = v.top;
  let title = "No card yet", detail = `${v.dealer} dealt ${v.handSize} each. The first player flips.`;
  if (t) {
    title = nm(t.card);
    const identity = t.card === CHARIOT && t.code !== t.card ? `Transparent: ${nm(t.code)} beneath counts as the top card.`
      : (t.card === FOOL || t.card === ART) && t.code !== t.card ? `Stands for ${nm(t.code)}.` : "";
    let now: string;
    if (v.winner) now = "The deal is over.";
    else if (v.owed) {
      const o = v.owed;
      const ways = [o.stack ? `stack a ${o.stack}` : "", o.fortune ? "answer with Fortune" : "", o.gambit ? `play ${nm(o.gambit)} (Church Gambit)` : ""].filter(Boolean);
      now = `${o.player} owes ${o.draw}: ${ways.length ? `${ways.join(", ")}, or draw` : "draw"}.`;
    } else if (v.pending && v.pending.kind !== "reward") now = "Waiting for the choice below.";
    else if (v.pending) now = `${v.pending.player} won the slap and plays any card.`;
    else if (isStar(t.code)) now = "A Major Arcana card: the next player flips.";
    else now = identity ? "Match it, or play an Ace or a Major." : `Match the ${nm(t.code).replace(/ of .*/, "")} or the suit, or play an Ace or a Major.`;
    detail = identity ? `${identity} ${now}` : now;
  }
  return (
    <section aria-label="Top of the discard pile" className="rounded-xl border border-stone-300 bg-white p-3 shadow-sm dark:border-stone-700 dark:bg-stone-900" data-testid="top-card">
      <div className="flex items-start gap-3">
        {t && <CardImage face={faceIn(v.deckStyle ?? "thoth")(t.card)} variant="plain" className="h-auto w-16 shrink-0 rounded-[4px] shadow-sm" />}
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">Top card</p>
          <p className="text-2xl font-bold text-stone-950 dark:text-stone-50" data-testid="top-name">{title}</p>
          <p className="text-sm text-stone-700 dark:text-stone-300" data-testid="top-detail">{detail}</p>
        </div>
      </div>
      {pending
        ? <p className="mt-2 rounded-lg border border-dashed border-amber-500 p-2 text-sm" aria-busy="true">Saving {nm(pending.card)}…</p>
        : t && <p className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100" data-testid="effect" aria-live="polite">{v.effect}</p>}
    </section>
  );
}

/** The ring of players (current seating, direction of play, hand counts) and the piles. */
function Table({ view: v }: { view: View }) {
  const seating = v.seats.map((s) => s.name);
  // SeatRing lays players out in the order it is told: counter-clockwise play lists the seats reversed
  // so everyone keeps their place at the table and only the arrow turns.
  const ring = v.direction === "clockwise" ? seating : [seating[0], ...seating.slice(1).reverse()];
  const notes: Record<string, string> = {};
  for (const s of v.seats) notes[s.name] = s.out ? "out" : `${s.cards}${s.hermit ? " · hermit" : ""}${s.lover ? " ♥" : ""}`;
  return (
    <section aria-label="The table" className="space-y-2">
      <div className="grid grid-cols-3 gap-2 text-center text-sm">
        <p className="rounded-lg bg-stone-100 p-2 dark:bg-stone-800"><span className="block text-xs text-stone-600 dark:text-stone-400">Draw pile</span><b className="text-lg" data-testid="draw-pile">{v.drawPile}</b></p>
        <p className="rounded-lg bg-stone-100 p-2 dark:bg-stone-800"><span className="block text-xs text-stone-600 dark:text-stone-400">Discards</span><b className="text-lg">{v.discardPile}</b></p>
        <p className="rounded-lg bg-stone-100 p-2 dark:bg-stone-800"><span className="block text-xs text-stone-600 dark:text-stone-400">Play goes</span><b data-testid="direction">{v.direction === "clockwise" ? "↻ clockwise" : "↺ counter"}</b></p>
      </div>
      <SeatRing players={ring} order={v.direction} highlight={v.turn} notes={notes} label="Players around the table with their hand counts (whose turn it is is marked)" />
      <table className="w-full text-sm" data-testid="counts">
        <caption className="sr-only">Hand counts</caption>
        <thead><tr className="text-left text-stone-600 dark:text-stone-400"><th scope="col" className="font-normal">Player (clockwise)</th><th scope="col" className="text-right font-normal">Cards</th><th scope="col" className="pl-2 text-left font-normal">Status</th></tr></thead>
        <tbody>
          {v.seats.map((s) => (
            <tr key={s.name} className={`border-t border-stone-200 dark:border-stone-800 ${s.turn ? "bg-amber-100 font-semibold dark:bg-amber-900/60" : ""}`}>
              <th scope="row" className="py-1 text-left font-[inherit]">{s.name}</th>
              <td className="text-right tabular-nums" data-testid={`count-${s.name}`}>{s.out ? "–" : s.cards}</td>
              <td className="pl-2">{[s.turn ? "to act" : "", s.out ? "out" : "", s.hermit ? `hermit (${s.hermit} more turn${s.hermit === 1 ? "" : "s"})` : "", s.lover ? "lover" : "", v.winner === s.name ? "winner" : ""].filter(Boolean).join(", ")}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {(v.lovers || v.adjustments > 0 || v.violations > 0) && (
        <p className="text-sm text-stone-700 dark:text-stone-300">
          {v.lovers && <>♥ {v.lovers[0]} &amp; {v.lovers[1]} play as a team. </>}
          {v.adjustments > 0 && <>Adjustments: {v.adjustments} of 3. </>}
          {v.violations > 0 && <>{v.violations} rule problem{v.violations === 1 ? "" : "s"} in the log.</>}
        </p>
      )}
    </section>
  );
}

export type Record_ = (event: Ev, card?: string) => Promise<boolean>;

/** Whether the card acts as Lust at this table (RWS prints Strength, Fortuno's Lust, at VIII). */
export const actsAsLust = (card: string, style: string) => identityOf(card, style) === LUST;
/** A card that needs more than itself: The Fool / Art (identity), The Lovers (lover), Lust (stack). */
function needsMore(card: string, style: string): boolean {
  return card === FOOL || card === ART || card === LOVERS || actsAsLust(card, style);
}

function FlipStep({ view: v, busy, record, nm }: { view: View; busy: boolean; record: Record_; nm: (c: string) => string }) {
  const [open, setOpen] = useState(false);
  const [card, setCard] = useState<string | null>(null);
  const groups = useMemo(() => pickerGroups(v.deckStyle ?? "thoth"), [v.deckStyle]);
  if (!open) {
    return (
      <button type="button" disabled={busy} onClick={() => setOpen(true)} className={`${btnPrimary} w-full text-lg`} data-testid="flip">
        Flip: {v.turn} turns over the top of the draw pile
      </button>
    );
  }
  if (card) return <CardDetails kind="flip" card={card} view={v} busy={busy} nm={nm} onCancel={() => setCard(null)} onDone={() => { setCard(null); setOpen(false); }} record={record} />;
  return (
    <div className={box}>
      <CardPicker groups={groups} lead={null} unseen={v.unseen} legal={null} disabled={busy} testId="picker" label={`Which card did ${v.turn} flip?`} placeholder="Type the flipped card: w5, t9…" face={faceIn(v.deckStyle ?? "thoth")}
        parse={parser(v.deckStyle ?? "thoth")}
        onPick={async (c) => { if (needsMore(c, v.deckStyle ?? "thoth")) return setCard(c); if (await record({ flip: c }, c)) setOpen(false); }} />
      <button type="button" onClick={() => setOpen(false)} className={`${btn} mt-2`}>Cancel flip</button>
    </div>
  );
}

function PlayStep({ view: v, busy, record, nm }: { view: View; busy: boolean; record: Record_; nm: (c: string) => string }) {
  const style = v.deckStyle ?? "thoth";
  const [card, setCard] = useState<string | null>(null);
  const [from, setFrom] = useState<string>("");
  const first = v.top && !isStar(v.top.code) ? suitOf(v.top.code) : null;
  const groups = useMemo(() => pickerGroups(style), [style]);
  const pair = v.lovers && v.turn && v.lovers.includes(v.turn) ? v.lovers : null;
  const player = pair && from && from !== v.turn && pair.includes(from) ? from : undefined;
  const reward = v.pending?.kind === "reward";
  const label = reward ? `${v.turn} won the slap: which card do they play?` : v.owed ? `${v.owed.player} stacks or answers: which card?` : `Record ${v.turn}'s card`;
  return (
    <div className={box}>
      {pair && (
        <label className="mb-2 block text-sm">From whose hand (lovers share)
          <select value={player ?? v.turn ?? ""} onChange={(e) => setFrom(e.target.value)} className={field}>
            {pair.map((p) => <option key={p} value={p}>{p}</option>)}
          </select>
        </label>
      )}
      {card ? (
        <CardDetails kind="play" card={card} player={player} view={v} busy={busy} nm={nm} onCancel={() => setCard(null)} onDone={() => setCard(null)} record={record} />
      ) : (
        <CardPicker testId="picker" groups={groups} lead={first} unseen={v.unseen} legal={v.legal} disabled={busy} label={label} placeholder="Type a card: w7, t0, Princess of Cups" face={faceIn(style)}
          parse={parser(style)}
          onPick={(c) => { if (needsMore(c, style)) setCard(c); else void record({ play: c, ...(player ? { player } : {}) }, c); }} />
      )}
      {v.legal && !card && v.legal.length <= 8 && (
        <p className="mt-2 text-sm" data-testid="legal">Can be played now: {v.legal.length ? v.legal.map(nm).join(", ") : "nothing"}.</p>
      )}
      {v.legal && !card && <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">Cards that cannot go on the top are marked (still tappable: if the table saw it differently, the app says why it refuses).</p>}
    </div>
  );
}

/** Draw n: defaults to what is owed, or one. */
function DrawStep({ view: v, busy, record }: { view: View; busy: boolean; record: Record_ }) {
  const owed = v.owed ? Math.min(v.owed.draw, v.drawable) : null;
  const [n, setN] = useState<{ key: string; n: number } | null>(null);
  // A new count for every event recorded or taken back.
  const key = `${v.deal}.${v.history.length}`;
  const count = n && n.key === key ? n.n : owed ?? 1;
  const set = (x: number) => setN({ key, n: Math.max(1, Math.min(Math.max(1, v.drawable), x)) });
  const who = v.owed?.player ?? v.turn;
  if (v.pending?.kind === "reward") return null;
  if (v.drawable === 0 && !v.owed) {
    return <button type="button" disabled={busy} onClick={() => void record({ pass: true })} className={`${btn} w-full`}>Pass: nothing can be played and nothing is left to draw</button>;
  }
  return (
    <div className={`${box} flex flex-wrap items-center gap-2`} data-testid="draw">
      <span className="text-sm">{who} draws</span>
      <button type="button" aria-label="One fewer" disabled={busy || count <= 1} onClick={() => set(count - 1)} className={`${btn} min-w-11 text-xl`}>−</button>
      <label className="sr-only" htmlFor="draw-count">Cards to draw</label>
      <input id="draw-count" type="number" min={1} max={v.drawable} value={count} onChange={(e) => set(Number(e.target.value))} className="min-h-11 w-16 rounded-lg border border-stone-400 bg-white px-2 py-2 text-center text-base text-stone-900 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100" />
      <button type="button" aria-label="One more" disabled={busy || count >= v.drawable} onClick={() => set(count + 1)} className={`${btn} min-w-11 text-xl`}>+</button>
      <button type="button" disabled={busy} onClick={() => void record({ draw: count })} className={`${v.owed ? btnPrimary : btn} flex-1 whitespace-nowrap`}>Draw {count}</button>
      <p className="w-full text-xs text-stone-600 dark:text-stone-400">{v.owed ? `${v.owed.player} owes ${v.owed.draw}: drawing ends the turn.` : "Drew and still has no card to play? Record each draw; the turn stays."}</p>
    </div>
  );
}

/** The deal's events with their effects, newest first; a played or flipped card can be corrected. */
function EventLog({ view: v, busy, send, nm }: { view: View; busy: boolean; send: Send; nm: (c: string) => string }) {
  const [editing, setEditing] = useState<{ event: number; card: string } | null>(null);
  const watching = useWatching();
  if (!v.history.length) return null;
  const rows = [...v.history].reverse();
  return (
    <section aria-label="Event log" className="rounded-xl border border-stone-300 p-3 dark:border-stone-700">
      <h2 className="font-semibold">What happened (newest first)</h2>
      {!watching && <p className="text-xs text-stone-600 dark:text-stone-400">Tap a card to correct it; everything after is worked out again.</p>}
      {editing && <LogCorrection key={editing.event} view={v} editing={editing} busy={busy} send={send} nm={nm} onDone={() => setEditing(null)} />}
      <ol className="mt-2 space-y-1 text-sm" data-testid="log">
        {rows.map((h) => (
          <li key={h.event} className="flex items-start gap-2 border-t border-stone-200 pt-1 dark:border-stone-800">
            <span className="flex-1">{h.text}</span>
            {h.card && !watching && (
              <button type="button" disabled={busy} onClick={() => setEditing({ event: h.event, card: h.card! })}
                className="min-h-11 shrink-0 rounded-md border border-stone-300 px-2 text-xs dark:border-stone-600" aria-label={`Correct ${nm(h.card)} (event ${h.event})`}>
                ✎ {nm(h.card)}
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
