"use client";
/**
 * Fortunes at the table: the trick in play with its High/Low type, the picker (led suit first),
 * betting and bids, the trick history with corrections, hand entry, and the end of each deal.
 * The shell (../../TableScreen) keeps the turn line, errors, undo and export.
 */
import dynamic from "next/dynamic";
import Link from "next/link";
import { useMemo, useState } from "react";
import { ALL_CARDS, cardName, cardShortName, parseCard, rankOf, suitName, suitOf, type DeckStyle, type Suit } from "@/lib/cards";
import type { FortunesView } from "@/lib/games/fortunes/view";
import { CardPicker, type PickerGroup } from "@/app/_components/CardPicker";
import type { PanelProps, Send, ShellView } from "../../table";
import { HandEntry } from "./HandEntry";

// The camera scanner loads only when the camera is opened, so the play page stays light.
const Scanner = dynamic(() => import("@/app/_components/scanner/Scanner"), { ssr: false, loading: () => <p>Loading the scanner…</p> });

type View = FortunesView & ShellView;

const COURTS: Record<DeckStyle, string[]> = {
  fortunes: ["Herald", "Knight", "Riga", "Righ"],
  rws: ["Page", "Knight", "Queen", "King"],
  thoth: ["Princess", "Prince", "Queen", "Knight"],
};

function rankLabel(code: string, style: DeckStyle): string {
  const r = rankOf(code);
  if (suitOf(code) === "T") return String(r);
  if (r === 1) return "A";
  if (r <= 10) return String(r);
  return COURTS[style][r - 11];
}

/** The 78 cards as picker tabs: four suits and the Stars. */
function pickerGroups(style: DeckStyle): PickerGroup[] {
  return (["W", "C", "S", "P", "T"] as Suit[]).map((s) => ({
    id: s,
    label: `${s === "T" ? "★ " : ""}${suitName(s, style)}`,
    cards: ALL_CARDS.filter((c) => suitOf(c) === s).map((code) => ({ code, label: rankLabel(code, style), name: cardName(code, style) })),
  }));
}

export default function FortunesPanel({ id, view, change, busy, send, pending, notify }: PanelProps<FortunesView>) {
  const [scanning, setScanning] = useState(false);
  const style = view.deckStyle as DeckStyle;
  const groups = useMemo(() => pickerGroups(style), [style]);
  const deal = view.deals[view.deals.length - 1];
  const live = view.live;
  const trick = live.trick;
  const changes = useMemo(() => (change ? describeChanges(change.before as View, view, style) : null), [change, view, style]);

  /** Records a card; the next player's name shows at once while the server records it. */
  const playCard = (card: string) => {
    const player = view.turn.player;
    if (!player) return void send({ type: "play", card });
    const inTrick = (trick?.cards.length ?? 0);
    const next = inTrick < 3 ? `${view.players[(view.players.indexOf(player) + 1) % 4]} to play` : "Recording…";
    void send({ type: "play", card, player }, { pending: { card, player, prompt: next } });
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
          <span className="rounded bg-amber-100 px-2 py-1 dark:bg-amber-950">High {deal.teamPlayers.high.join(" & ")}: <b>{deal.scores.teams.high}</b></span>
          <span className="rounded bg-indigo-100 px-2 py-1 dark:bg-indigo-950">Low {deal.teamPlayers.low.join(" & ")}: <b>{deal.scores.teams.low}</b></span>
        </div>
      </section>

      {trick && (
        <section aria-label="Current trick" className="rounded-xl border border-stone-300 p-3 dark:border-stone-700">
          <h2 className="mb-2 text-sm font-semibold text-stone-600 dark:text-stone-400">Trick {trick.number}</h2>
          <ol className="grid grid-cols-2 gap-2" data-testid="current-trick">
            {trick.cards.map((c) => (
              <li key={c.card} className="rounded-lg bg-white p-2 shadow-sm dark:bg-stone-800">
                <span className="block text-xs text-stone-600 dark:text-stone-400">{c.player}</span>
                <span className="font-semibold">{c.name}</span>
              </li>
            ))}
            {pending && (
              <li key="pending" className="rounded-lg border border-dashed border-amber-500 p-2" aria-busy="true">
                <span className="block text-xs text-stone-600 dark:text-stone-400">{pending.player} · saving…</span>
                <span className="font-semibold">{cardName(pending.card, style)}</span>
              </li>
            )}
          </ol>
        </section>
      )}

      <LastTrick view={view} style={style} />

      {view.turn.expects === "play" && (
        <div className="space-y-2">
          <button type="button" onClick={() => setScanning((x) => !x)} aria-pressed={scanning} className="w-full rounded-lg border border-stone-400 px-4 py-3 font-semibold dark:border-stone-600" data-testid="scan-toggle">
            {scanning ? "Stop scanning" : "📷 Scan cards"}
          </button>
          {scanning && (
            <Scanner
              label="Scan the card being played"
              onCard={(card) => void send({ type: "play", card })}
              onUnavailable={(m) => { setScanning(false); notify(m); }}
            />
          )}
        </div>
      )}
      {view.turn.expects === "play" && (
        <CardPicker
          groups={groups}
          lead={trick?.ledSuit ?? null}
          unseen={live.unseen}
          legal={live.legal}
          disabled={busy}
          label={`Record ${view.turn.player}'s card`}
          placeholder="Type a card: w7, t21, ace cups"
          parse={(text) => parseCard(text, { style })}
          onPick={playCard}
        />
      )}
      {view.turn.expects === "bet" && <BettingPanel view={view} busy={busy} send={send} />}
      {view.turn.expects === "bid" && <BidPanel view={view} busy={busy} send={send} />}
      {(view.turn.expects === "nextDeal" || view.turn.expects === "none") && <DealEnd id={id} view={view} busy={busy} send={send} />}

      {deal.violations.length > 0 && (
        <section aria-label="Rule problems" className="rounded-lg border border-orange-400 bg-orange-50 p-3 text-orange-950 dark:bg-orange-950 dark:text-orange-100" data-testid="violations">
          <h2 className="font-semibold">Rule problems this deal</h2>
          <ul className="list-disc pl-5 text-sm">
            {deal.violations.map((v, i) => <li key={i}>Trick {v.trick}, {v.player}: {v.message}</li>)}
          </ul>
        </section>
      )}

      {changes && (change?.kind === "correct" || changes.length > 0) && (
        <section role="status" aria-label="What changed" className="rounded-lg border border-sky-400 bg-sky-50 p-3 text-sm text-sky-950 dark:bg-sky-950 dark:text-sky-100" data-testid="changes">
          <h2 className="font-semibold">What changed</h2>
          {changes.length ? <ul className="list-disc pl-5">{changes.map((c, i) => <li key={i}>{c}</li>)}</ul> : <p>No winner, point or rule changes.</p>}
        </section>
      )}

      <Ledger view={view} />
      <TrickHistory view={view} style={style} busy={busy} send={send} />
      {view.turn.expects !== "nextDeal" && view.turn.expects !== "none" && <HandEntry view={view} busy={busy} send={send} />}
      {view.turn.expects !== "nextDeal" && view.turn.expects !== "none" && (
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


/** The betting variant's ledger: pot and stakes, bids against tricks won, or target progress. */
function Ledger({ view }: { view: View }) {
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

function BettingPanel({ view, busy, send }: { view: View; busy: boolean; send: Send }) {
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
          <span className="sr-only">Raise to</span>
          <input type="number" min={ante + 1} value={to} onChange={(e) => setRaise({ at: ante, to: Number(e.target.value) })} className="w-20 rounded-lg border border-stone-400 bg-white px-2 py-3 text-stone-900" />
        </label>
        <button type="button" disabled={busy} onClick={() => void send({ type: "raise", to })} className="rounded-lg bg-amber-600 px-4 py-3 font-semibold text-white">Raise</button>
        <button type="button" disabled={busy} onClick={() => { if (confirm(`${view.turn.player} folds: this ends the deal and settles the pot. Continue?`)) void send({ type: "fold" }); }} className="rounded-lg bg-red-700 px-4 py-3 font-semibold text-white">Fold</button>
      </div>
    </section>
  );
}

function BidPanel({ view, busy, send }: { view: View; busy: boolean; send: Send }) {
  const [bid, setBid] = useState(4);
  return (
    <section aria-label="Bids" className="space-y-2 rounded-xl border border-stone-300 p-3 dark:border-stone-700">
      <label className="block">
        <span><b>{view.turn.player}</b> bids how many tricks?</span>
        <input type="number" min={0} max={19} value={bid} onChange={(e) => setBid(Number(e.target.value))} className="ml-2 w-20 rounded-lg border border-stone-400 bg-white px-2 py-2 text-stone-900" />
      </label>
      <button type="button" disabled={busy} onClick={() => void send({ type: "bid", player: view.turn.player, tricks: bid })} className="rounded-lg bg-amber-600 px-4 py-3 font-semibold text-white">Record bid</button>
    </section>
  );
}

function DealEnd({ id, view, busy, send }: { id: string; view: View; busy: boolean; send: Send }) {
  const deal = view.deals[view.deals.length - 1];
  const m = view.match;
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
        {view.turn.expects === "nextDeal" && (
          <button type="button" disabled={busy} onClick={() => void send({ type: "nextDeal" })} className="flex-1 rounded-lg bg-amber-600 px-4 py-3 font-semibold text-white">Next deal</button>
        )}
      </div>
    </section>
  );
}

function TrickHistory({ view, style, busy, send }: { view: View; style: DeckStyle; busy: boolean; send: Send }) {
  const deal = view.deals[view.deals.length - 1];
  const [editing, setEditing] = useState<{ trick: number; position: number; card: string } | null>(null);
  const [text, setText] = useState("");
  const [err, setErr] = useState<string | null>(null);
  if (deal.tricks.length === 0) return null;
  return (
    <details className="rounded-xl border border-stone-300 p-3 dark:border-stone-700" open={editing !== null}>
      <summary className="cursor-pointer font-semibold">Tricks this deal ({deal.tricks.filter((t) => t.winner).length} done) — tap a card to correct it</summary>
      <ol className="mt-2 space-y-1 text-sm" data-testid="history">
        {deal.tricks.map((t) => (
          <li key={t.number} className="flex flex-wrap items-center gap-1">
            <span className="w-8 text-stone-500">{t.number}.</span>
            {t.cards.map((c, i) => (
              <button key={i} type="button" disabled={busy} onClick={() => { setEditing({ trick: t.number, position: i + 1, card: c }); setText(""); setErr(null); }}
                className={`rounded border px-1.5 py-0.5 ${c === t.winningCard ? "border-emerald-500 font-bold" : "border-stone-300 dark:border-stone-600"}`}
                aria-label={`Correct ${cardName(c, style)} in trick ${t.number}`}>
                {cardShortName(c, style)}
              </button>
            ))}
            {t.winner && <span className="text-stone-600 dark:text-stone-400">→ {t.winner} ({t.disposition}, {t.points})</span>}
          </li>
        ))}
      </ol>
      {editing && (
        <form className="mt-3 space-y-2" onSubmit={async (e) => {
          e.preventDefault();
          const { parseCard } = await import("@/lib/cards");
          const r = parseCard(text, { style });
          if (!r.ok) { setErr(r.error.message); return; }
          const ok = await send({ type: "correct", deal: deal.number, trick: editing.trick, position: editing.position, card: r.value });
          if (ok) setEditing(null);
        }}>
          <label className="block text-sm">Replace {cardName(editing.card, style)} (trick {editing.trick}, card {editing.position}) with
            <input autoFocus value={text} onChange={(e) => setText(e.target.value)} placeholder="e.g. w7 or Riga of Cups" className="mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-stone-900" />
          </label>
          {err && <p role="alert" className="text-sm text-red-700">{err}</p>}
          <div className="flex gap-2">
            <button type="submit" className="rounded-lg bg-amber-600 px-4 py-2 font-semibold text-white">Save correction</button>
            <button type="button" onClick={() => setEditing(null)} className="rounded-lg border px-4 py-2">Cancel</button>
          </div>
        </form>
      )}
    </details>
  );
}

/** Plain sentences for what a correction or undo changed: winners, points, violations. */
function describeChanges(before: View, after: View, style: DeckStyle): string[] {
  const out: string[] = [];
  const n = Math.min(before.deals.length, after.deals.length);
  for (let d = 0; d < n; d++) {
    const a = before.deals[d], b = after.deals[d];
    for (let i = 0; i < Math.max(a.tricks.length, b.tricks.length); i++) {
      const x = a.tricks[i], y = b.tricks[i];
      if (!x || !y) continue;
      if (x.winner !== y.winner || x.points !== y.points || x.type !== y.type) {
        out.push(`Trick ${i + 1}: ${x.winner ?? "nobody"} (${x.points}) → ${y.winner ?? "nobody"} (${y.points})${y.winningCard ? ` with ${cardName(y.winningCard, style)}` : ""}${x.type !== y.type ? `, now ${y.type}` : ""}.`);
      }
    }
    if (a.scores.teams.high !== b.scores.teams.high || a.scores.teams.low !== b.scores.teams.low) {
      out.push(`Deal ${d + 1} score: High ${a.scores.teams.high} → ${b.scores.teams.high}, Low ${a.scores.teams.low} → ${b.scores.teams.low}.`);
    }
    const key = (v: { trick: number; player: string; rule: string }) => `${v.trick}|${v.player}|${v.rule}`;
    const before1 = new Set(a.violations.map(key)), after1 = new Set(b.violations.map(key));
    for (const v of b.violations) if (!before1.has(key(v))) out.push(`New rule problem: ${v.message}`);
    for (const v of a.violations) if (!after1.has(key(v))) out.push(`Resolved: ${v.message}`);
  }
  return out;
}
