"use client";
/**
 * Fortey-One at the table: bids against 11 (and the redeal), the trick in play with Hearts
 * always trump, the picker (led suit first), the score sheet with a chart, the end of a deal
 * and of the match (rematch), the trick history with corrections and what an undo changed.
 * The shell (../../TableScreen) keeps the turn line, errors, undo and export.
 */
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { callApi } from "@/app/_components/api";
import { CardImage } from "@/app/_components/CardImage";
import { CardPicker, type PickerGroup } from "@/app/_components/CardPicker";
import { TrickTable } from "@/app/_components/TrickTable";
import { CODES_41, cardName41, isCode41, parseCard41, suitWord, type DeckStyle41 } from "@/lib/games/fortey-one/deck";
import { winningIndex } from "@/lib/games/fortey-one/rules";
import type { ForteyOneView } from "@/lib/games/fortey-one/view";
import type { PanelProps, Send, ShellView } from "../../table";
import type { DealFacts } from "./deal";
import { ScoreSheet, num, sign } from "./ScoreSheet";

const Scanner = dynamic(() => import("@/app/_components/scanner/Scanner"), { ssr: false, loading: () => <p>Loading the scanner…</p> });

/** The module's view (with `seats`: bids and totals per player) plus the shell's id, seq and turn. */
type View = ForteyOneView & Omit<ShellView, "players" | "turn">;

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
  const { change, busy, send, pending, notify } = props;
  const view = props.view as unknown as View;
  const names = view.players;
  const style: DeckStyle41 = view.deckStyle === "tarot" ? "tarot" : "standard";
  const facts = useMemo(() => factsOf(view), [view]);
  const groups = useMemo(() => pickerGroups(style), [style]);
  const face = useMemo(() => faceOf(style), [style]);
  const [scanning, setScanning] = useState(false);
  const expects = view.turn.expects;
  const trick = view.trick;
  const unseen = view.unseen;
  const beforeFacts = change ? factsOf(change.before as View) : null;
  const changes = useMemo(() => (change ? describeChanges(change.before as View, view, beforeFacts, facts, style) : null), [change, view, beforeFacts, facts, style]);

  const playCard = (card: string) => {
    const player = view.turn.player;
    if (!player) return void send({ type: "play", card });
    const n = trick?.cards.length ?? 0;
    const next = n < 3 ? `${names[(names.indexOf(player) + 1) % 4]} to play` : "Recording…";
    void send({ type: "play", card, player }, { pending: { card, player, prompt: next } });
  };
  const scanned = (code: string) => {
    if (!isCode41(code)) return notify(`${code} is not a card of this 52-card deck (no Knights, no Major Arcana): not recorded.`);
    playCard(code);
  };

  return (
    <>
      <section aria-label="Deal" className="-mt-2 space-y-1 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span data-testid="deal-trick">Deal {view.deal}{trick ? ` · Trick ${trick.number}` : ""}</span>
          <span className="text-stone-600 dark:text-stone-400">Dealer {view.dealer}</span>
          <span className="rounded-full bg-red-100 px-3 py-1 font-semibold text-red-900 dark:bg-red-950 dark:text-red-100" data-testid="trump">♥ {style === "tarot" ? "Cups (Hearts)" : "Hearts"} are trump</span>
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

      {expects === "bid" && <Bidding view={view} busy={busy} send={send} />}
      {expects === "redeal" && <Redeal view={view} busy={busy} send={send} />}

      {trick && (
        <section aria-label="Current trick" className="rounded-xl border border-stone-300 p-3 dark:border-stone-700">
          <h2 className="mb-2 text-sm font-semibold text-stone-600 dark:text-stone-400">Trick {trick.number}, led by {trick.leader}{trick.cards[0] ? ` · ${suitWord(trick.cards[0].card[0], style)} led` : ""}</h2>
          <TrickTable
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

      {view.lastTrick && view.status !== "redeal" && (
        <p key={`${view.deal}-${view.lastTrick.number}`} className="animate-[fadeIn_0.4s_ease-out] rounded-lg bg-emerald-50 p-2 text-sm text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100" data-testid="last-trick" aria-live="polite">
          Trick {view.lastTrick.number}: <b>{view.lastTrick.winner}</b> wins with {view.lastTrick.name}.
        </p>
      )}

      {expects === "play" && (
        <div className="space-y-2">
          <button type="button" onClick={() => setScanning((x) => !x)} aria-pressed={scanning} className="min-h-11 w-full rounded-lg border border-stone-400 px-4 py-3 font-semibold dark:border-stone-600" data-testid="scan-toggle">
            {scanning ? "Stop scanning" : "📷 Scan cards"}
          </button>
          {scanning && <Scanner label="Scan the card being played" onCard={scanned} onUnavailable={(m) => { setScanning(false); notify(m); }} />}
        </div>
      )}
      {expects === "play" && (
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
        />
      )}

      {(expects === "nextDeal" || expects === "none") && <DealEnd view={view} style={style} busy={busy} send={send} />}

      {facts && facts.problems.length > 0 && (
        <section aria-label="Rule problems" className="rounded-lg border border-orange-400 bg-orange-50 p-3 text-orange-950 dark:bg-orange-950 dark:text-orange-100" data-testid="violations">
          <h2 className="font-semibold">Rule problems this deal</h2>
          <ul className="list-disc pl-5 text-sm">{facts.problems.map((v, i) => <li key={i}>Trick {v.trick}, {v.player}: {v.message}</li>)}</ul>
        </section>
      )}

      {changes && (change?.kind === "correct" || changes.length > 0) && (
        <section role="status" aria-label="What changed" className="rounded-lg border border-sky-400 bg-sky-50 p-3 text-sm text-sky-950 dark:bg-sky-950 dark:text-sky-100" data-testid="changes">
          <h2 className="font-semibold">What changed</h2>
          {changes.length ? <ul className="list-disc pl-5">{changes.map((c, i) => <li key={i}>{c}</li>)}</ul> : <p>No winner, point or rule changes.</p>}
        </section>
      )}

      {expects !== "none" && <ScoreSheet view={view} />}
      {facts && <TrickHistory deal={view.deal} facts={facts} style={style} busy={busy} send={send} face={face} />}
      {facts && facts.canEnter.length + facts.hands.length > 0 && (expects === "bid" || expects === "play") && (
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

function Redeal({ view, busy, send }: { view: View; busy: boolean; send: Send }) {
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

function DealEnd({ view, style, busy, send }: { view: View; style: DeckStyle41; busy: boolean; send: Send }) {
  const router = useRouter();
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const row = view.sheet[view.sheet.length - 1];
  const over = view.over && view.winner;
  const names = view.players;
  const nextDealer = names[(names.indexOf(view.dealer) + 1) % 4];
  async function rematch() {
    setStarting(true);
    setProblem(null);
    const r = await callApi<{ id: string }>("/api/games", { body: { game: view.game, players: names, dealer: names.indexOf(nextDealer), deckStyle: style, options: {} } });
    setStarting(false);
    if (!r.ok) return setProblem(r.error);
    router.push(`/games/${r.data.id}`);
  }
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
      {!over && (
        <button type="button" disabled={busy} onClick={() => void send({ type: "nextDeal" })} className="min-h-12 w-full rounded-lg bg-amber-700 px-4 py-3 text-lg font-semibold text-white hover:bg-amber-800 disabled:opacity-50">
          Next deal ({nextDealer} deals)
        </button>
      )}
      {over && (
        <>
          <ScoreSheet view={view} caption="Final score sheet" />
          {problem && <p role="alert" className="text-sm text-red-700 dark:text-red-400">{problem}</p>}
          <button type="button" disabled={starting} onClick={() => void rematch()} className="min-h-12 w-full rounded-lg bg-emerald-700 px-4 py-3 text-lg font-semibold text-white hover:bg-emerald-800 disabled:opacity-50">
            Rematch with the same seats ({nextDealer} deals)
          </button>
        </>
      )}
    </section>
  );
}

/** The trick just won (shown on the table until the next card falls). */
function previousTrick(view: View) {
  const t = [...view.tricks].reverse().find((x) => x.winner !== null);
  return t && view.status !== "redeal" ? { number: t.number, winner: t.winner, plays: t.cards } : null;
}

function TrickHistory({ deal, facts, style, busy, send, face }: { deal: number; facts: DealFacts; style: DeckStyle41; busy: boolean; send: Send; face: ReturnType<typeof faceOf> }) {
  const [editing, setEditing] = useState<{ trick: number; position: number; card: string; player: string } | null>(null);
  const [text, setText] = useState("");
  const [err, setErr] = useState<string | null>(null);
  if (facts.tricks.length === 0) return null;
  return (
    <details className="rounded-xl border border-stone-300 p-3 dark:border-stone-700" open={editing !== null} data-testid="history-box">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">Tricks this deal ({facts.tricks.filter((t) => t.winner).length} done) — tap a card to correct it</summary>
      <ol className="mt-2 space-y-2 text-sm" data-testid="history">
        {facts.tricks.map((t) => (
          <li key={t.number} className="flex flex-wrap items-center gap-1">
            <span className="w-6 text-stone-600 dark:text-stone-400">{t.number}.</span>
            {t.cards.map((c, i) => (
              <button key={i} type="button" disabled={busy} onClick={() => { setEditing({ trick: t.number, position: i + 1, card: c.card, player: c.player }); setText(""); setErr(null); }}
                className={`min-h-11 rounded-md p-0.5 ${c.card === t.winningCard ? "ring-[3px] ring-amber-500" : ""}`}
                aria-label={`Correct ${c.player}'s ${cardName41(c.card, style)} in trick ${t.number}${c.card === t.winningCard ? " (won the trick)" : ""}`}>
                <CardImage face={face(c.card)} variant="mini" decorative className="h-11 w-auto" />
              </button>
            ))}
            {t.winner && <span className="text-stone-600 dark:text-stone-400">→ {t.winner} ★</span>}
          </li>
        ))}
      </ol>
      {editing && (
        <form className="mt-3 space-y-2" onSubmit={async (e) => {
          e.preventDefault();
          const r = parse(text);
          if (!r.ok) return setErr(r.error.message);
          if (await send({ type: "correct", deal, trick: editing.trick, position: editing.position, card: r.value })) setEditing(null);
        }}>
          <label className="block text-sm">Replace {editing.player}&rsquo;s {cardName41(editing.card, style)} (trick {editing.trick}, card {editing.position}) with
            <input autoFocus value={text} onChange={(e) => setText(e.target.value)} placeholder="e.g. qh or Queen of Hearts" className="mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 dark:bg-stone-900 dark:text-stone-100" />
          </label>
          {err && <p role="alert" className="text-sm text-red-700 dark:text-red-400">{err}</p>}
          <div className="flex gap-2">
            <button type="submit" disabled={busy} className="min-h-11 rounded-lg bg-amber-700 px-4 py-2 font-semibold text-white">Save correction</button>
            <button type="button" onClick={() => setEditing(null)} className="min-h-11 rounded-lg border border-stone-400 px-4 py-2">Cancel</button>
          </div>
        </form>
      )}
    </details>
  );
}

/** Optional: a player enters their 13 cards before their first card; their plays are then checked at once. */
function HandEntry({ facts, style, busy, send }: { facts: DealFacts; style: DeckStyle41; busy: boolean; send: Send }) {
  const [player, setPlayer] = useState(facts.canEnter[0] ?? "");
  const [cards, setCards] = useState<string[]>([]);
  const [text, setText] = useState("");
  const [scan, setScan] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const who = facts.canEnter.includes(player) ? player : facts.canEnter[0] ?? "";
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
    <details className="rounded-xl border border-stone-300 p-3 dark:border-stone-700">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">Enter a hand (optional)</summary>
      {facts.hands.length > 0 && <p className="mt-2 text-sm">Checked at once: {facts.hands.join(", ")}.</p>}
      {facts.canEnter.length > 0 && (
        <div className="mt-2 space-y-2">
          <p className="text-sm">Before their first card, a player can enter all 13 cards; the picker then marks their legal cards and every play is checked.</p>
          <label className="block text-sm">Player
            <select value={who} onChange={(e) => { setPlayer(e.target.value); setCards([]); }} className="ml-2 min-h-11 rounded border border-stone-400 bg-white px-2 text-stone-900">
              {facts.canEnter.map((p) => <option key={p}>{p}</option>)}
            </select>
          </label>
          <div className="flex gap-2">
            <input value={text} onChange={(e) => setText(e.target.value)} onKeyDown={(e) => { if (e.key === "Enter") { e.preventDefault(); addTyped(); } }}
              placeholder="ah, 10s, qd …" aria-label="Cards of the hand" className="min-w-0 flex-1 rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900" />
            <button type="button" onClick={addTyped} className="min-h-11 rounded-lg border border-stone-400 px-3">Add</button>
            <button type="button" onClick={() => setScan((x) => !x)} aria-pressed={scan} className="min-h-11 rounded-lg border border-stone-400 px-3">{scan ? "Stop" : "Scan"}</button>
          </div>
          {scan && <Scanner label="Scan your hand" onCard={add} onUnavailable={(m) => { setScan(false); setProblem(m); }} />}
          {problem && <p role="alert" className="text-sm text-red-700 dark:text-red-400">{problem}</p>}
          <p className="text-sm" aria-live="polite">{cards.length} of 13: {cards.map((c) => cardName41(c, style)).join(", ")}</p>
          <div className="flex gap-2">
            <button type="button" disabled={busy || cards.length !== 13} onClick={async () => { if (await send({ type: "hand", player: who, cards })) setCards([]); }}
              className="min-h-11 rounded-lg bg-amber-700 px-4 py-2 font-semibold text-white disabled:opacity-40">Save {who}&rsquo;s hand</button>
            <button type="button" onClick={() => setCards([])} className="min-h-11 rounded-lg border border-stone-400 px-4 py-2">Clear</button>
          </div>
        </div>
      )}
    </details>
  );
}

/** Plain sentences for what an undo or a correction changed: bids, cards, winners, points, problems. */
function describeChanges(before: View, after: View, bf: DealFacts | null, af: DealFacts | null, style: DeckStyle41): string[] {
  const out: string[] = [];
  if (before.deal !== after.deal) out.push(`Back to deal ${after.deal}${before.status === "redeal" || after.status === "redeal" ? " (the redeal is undone)" : ""}.`);
  if (before.deal === after.deal) {
    for (const b of before.bids) {
      const a = after.bids.find((x) => x.player === b.player);
      if (a && a.bid !== b.bid) out.push(b.bid !== null && a.bid === null ? `${b.player}'s bid of ${b.bid} is taken back.` : `${b.player}'s bid: ${b.bid ?? "none"} → ${a.bid ?? "none"}.`);
    }
  }
  if (bf && af && bf.deal === af.deal) {
    for (let i = 0; i < Math.max(bf.tricks.length, af.tricks.length); i++) {
      const x = bf.tricks[i], y = af.tricks[i];
      if (x) for (let k = 0; k < x.cards.length; k++) {
        const c = x.cards[k], d = y?.cards[k];
        if (!d) out.push(`${c.player}'s ${cardName41(c.card, style)} (trick ${x.number}) is taken back.`);
        else if (d.card !== c.card) out.push(`Trick ${x.number}: ${c.player}'s ${cardName41(c.card, style)} → ${cardName41(d.card, style)}.`);
      }
      if (x && y && x.winner && y.winner && x.winner !== y.winner) out.push(`Trick ${x.number} now goes to ${y.winner} (was ${x.winner}) with ${cardName41(y.winningCard!, style)}.`);
    }
    const key = (v: { trick: number; player: string; rule: string }) => `${v.trick}|${v.player}|${v.rule}`;
    const was = new Set(bf.problems.map(key)), now = new Set(af.problems.map(key));
    for (const v of af.problems) if (!was.has(key(v))) out.push(`New rule problem: ${v.message}`);
    for (const v of bf.problems) if (!now.has(key(v))) out.push(`Resolved: ${v.message}`);
  }
  for (const p of after.seats) {
    const b = before.seats.find((x) => x.name === p.name);
    if (b && before.deal === after.deal && b.tricksWon !== p.tricksWon) out.push(`${p.name} now has ${p.tricksWon} trick${p.tricksWon === 1 ? "" : "s"} (was ${b.tricksWon}).`);
  }
  const last = (v: View) => v.sheet.filter((r) => r.points).pop();
  const lb = last(before), la = last(after);
  if (lb && la && lb.deal === la.deal) {
    for (const p of after.seats) if (lb.points![p.name] !== la.points![p.name]) out.push(`Deal ${la.deal}, ${p.name}: ${lb.points![p.name]} → ${la.points![p.name]} points.`);
  }
  if ((before.winner ?? []).join() !== (after.winner ?? []).join()) {
    out.push(after.winner ? `${after.winner.join(" & ")} now win the match.` : "The match is open again.");
  }
  return out;
}
