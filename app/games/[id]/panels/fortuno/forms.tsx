"use client";
/**
 * Fortuno's small forms, one per prompt of the seed: the slap race (and the Satanic Ritual),
 * The Magus's new seating, The Tower's tie, The Devil's pick and J'accuse!, The Moon's request,
 * the steal after a slap, The Chariot for immunity, and the events that can come at any time
 * ("Fortuno!" calls, accusations, eliminations, rock-paper-scissors, four of a kind, endgame
 * removals). Each sends one event in the shape of docs/fortuno-events.md.
 */
import { useState } from "react";
import { useMe } from "@/app/_components/watching";
import { mayRecordFor } from "@/app/_components/seat-rule";
import { ALL_CARDS, isStar, rankOf, suitOf } from "@/lib/cards";
import { parseFortunoCard } from "@/lib/games/fortuno/parse";
import { CorrectionForm } from "@/app/_components/CorrectionForm";
import { faceIn, pickerGroups, type View } from "./FortunoPanel";
import type { Send } from "../../table";

type Ev = Record<string, unknown>;
type Record_ = (event: Ev, card?: string) => Promise<boolean>;
type Nm = (c: string) => string;

import { btn, btnPrimary, box, field } from "./styles";

export { btn, btnPrimary, box, field };
const heading = "mb-2 font-semibold";

/** A select of cards grouped by suit. */
export function CardSelect({ label, cards, value, onChange, nm, name }: { label: string; cards: readonly string[]; value: string; onChange: (c: string) => void; nm: Nm; name: string }) {
  const groups = ["W", "C", "S", "P", "T"].map((s) => ({ s, cards: cards.filter((c) => suitOf(c) === s) })).filter((g) => g.cards.length);
  return (
    <label className="block text-sm">{label}
      <select name={name} value={value} onChange={(e) => onChange(e.target.value)} className={field}>
        {groups.map((g) => (
          <optgroup key={g.s} label={g.s === "T" ? "Major Arcana" : nm(g.cards[0]).replace(/^.* of /, "")}>
            {g.cards.map((c) => <option key={c} value={c}>{nm(c)}</option>)}
          </optgroup>
        ))}
      </select>
    </label>
  );
}

function PlayerSelect({ label, players, value, onChange, name }: { label: string; players: readonly string[]; value: string; onChange: (p: string) => void; name: string }) {
  return (
    <label className="block text-sm">{label}
      <select name={name} value={value} onChange={(e) => onChange(e.target.value)} className={field}>
        {players.map((p) => <option key={p} value={p}>{p}</option>)}
      </select>
    </label>
  );
}

/** Keeps a chosen player while they are still offered, else the first offered. */
const pick = (chosen: string, options: readonly string[]) => (options.includes(chosen) ? chosen : options[0] ?? "");

/** Three of a value in a row: who slapped first; three sixes: the Satanic Ritual. */
export function SlapForm({ view: v, busy, record, offTurn = false }: { view: View; busy: boolean; record: Record_; offTurn?: boolean }) {
  const prompt = v.prompts.find((p) => p.kind === "slap")!;
  const me = useMe();
  // Under "own moves" a seat's phone records its own player's slap only (the slap is the winner's move).
  const options = (prompt.options ?? []).filter((p) => mayRecordFor(me, p));
  const [devil, setDevil] = useState("");
  if (!options.length) return null;
  return (
    <section aria-label="Slap race" className={`${box} border-indigo-400 bg-indigo-50 dark:border-indigo-700 dark:bg-indigo-950`} data-testid="slap">
      <h3 className={heading}>Three in a row! Who slapped the pile first?</h3>
      <div className="grid grid-cols-2 gap-2">
        {options.map((p) => (
          <button key={p} type="button" disabled={busy} onClick={() => void record({ slap: p })} className={btn}>{p} slapped first</button>
        ))}
      </div>
      <p className="mt-1 text-xs text-stone-700 dark:text-stone-300">Nobody slapped? Just record the next card.</p>
      {v.sixes && !offTurn && (
        <div className="mt-3 flex items-end gap-2">
          <div className="flex-1"><PlayerSelect label="Three sixes: who shows The Devil? (Satanic Ritual)" players={options} value={pick(devil, options)} onChange={setDevil} name="ritual" /></div>
          <button type="button" disabled={busy} onClick={() => void record({ ritual: pick(devil, options) })} className={btn}>Wins</button>
        </div>
      )}
    </section>
  );
}

/** The choices The Magus, The Tower, The Devil and The Moon ask for. */
export function PendingForm({ view: v, busy, record, nm }: { view: View; busy: boolean; record: Record_; nm: Nm }) {
  const p = v.pending!;
  switch (p.kind) {
    case "seats": return <SeatsForm view={v} busy={busy} record={record} />;
    case "tower": return <TowerForm most={p.most} fewest={p.fewest} player={p.player} busy={busy} record={record} />;
    case "devil": return <DevilForm view={v} player={p.player} immune={p.immune} busy={busy} record={record} />;
    case "moon": return <MoonForm view={v} player={p.player} busy={busy} record={record} nm={nm} />;
    default: return null;
  }
}

function SeatsForm({ view: v, busy, record }: { view: View; busy: boolean; record: Record_ }) {
  const alive = v.seats.filter((s) => !s.out).map((s) => s.name);
  const [order, setOrder] = useState<string[]>(alive);
  const seats = order.length === alive.length && alive.every((p) => order.includes(p)) ? order : alive;
  const move = (i: number, d: -1 | 1) => {
    const j = i + d;
    if (j < 0 || j >= seats.length) return;
    const next = seats.slice();
    [next[i], next[j]] = [next[j], next[i]];
    setOrder(next);
  };
  return (
    <section aria-label="New seating" className={box} data-testid="seats-form">
      <h3 className={heading}>The Magus: everyone changes seats. Who sits where now, clockwise?</h3>
      <ol className="space-y-1">
        {seats.map((p, i) => (
          <li key={p} className="flex items-center gap-2">
            <span className="w-6 text-right text-stone-600 dark:text-stone-400">{i + 1}.</span>
            <span className="flex-1 font-semibold">{p}</span>
            <button type="button" aria-label={`Move ${p} up`} disabled={i === 0} onClick={() => move(i, -1)} className={`${btn} min-w-11`}>↑</button>
            <button type="button" aria-label={`Move ${p} down`} disabled={i === seats.length - 1} onClick={() => move(i, 1)} className={`${btn} min-w-11`}>↓</button>
          </li>
        ))}
      </ol>
      <button type="button" disabled={busy} onClick={() => void record({ seats })} className={`${btnPrimary} mt-2 w-full`}>Record the new seating</button>
    </section>
  );
}

function TowerForm({ most, fewest, player, busy, record }: { most: string[]; fewest: string[]; player: string; busy: boolean; record: Record_ }) {
  const [a, setA] = useState(most[0]);
  const [b, setB] = useState(fewest[0]);
  return (
    <section aria-label="The Tower" className={box} data-testid="tower-form">
      <h3 className={heading}>The Tower: a tie. {player} chooses who switches hands.</h3>
      <div className="grid grid-cols-2 gap-2">
        <PlayerSelect label="One with the most cards" players={most} value={pick(a, most)} onChange={setA} name="tower-most" />
        <PlayerSelect label="One with the fewest" players={fewest} value={pick(b, fewest)} onChange={setB} name="tower-fewest" />
      </div>
      <button type="button" disabled={busy} onClick={() => void record({ tower: [pick(a, most), pick(b, fewest)] })} className={`${btnPrimary} mt-2 w-full`}>
        {pick(a, most)} and {pick(b, fewest)} switch hands
      </button>
    </section>
  );
}

function DevilForm({ view: v, player, immune, busy, record }: { view: View; player: string; immune: string[]; busy: boolean; record: Record_ }) {
  const offerers = v.seats.filter((s) => !s.out && s.name !== player && !immune.includes(s.name)).map((s) => s.name);
  const [accused, setAccused] = useState("");
  return (
    <section aria-label="The Devil" className={box} data-testid="devil-form">
      <h3 className={heading}>The Devil: whose offer does {player} keep?</h3>
      {immune.length > 0 && <p className="text-sm">Immune, no offer: {immune.join(", ")}.</p>}
      <div className="grid grid-cols-2 gap-2">
        {offerers.map((p) => (
          <button key={p} type="button" disabled={busy} onClick={() => void record({ devil: p })} className={btn}>Keep {p}&rsquo;s offer</button>
        ))}
        <button type="button" disabled={busy} onClick={() => void record({ devil: null })} className={btn}>Nobody offered</button>
      </div>
      {offerers.length > 0 && (
        <fieldset className="mt-3 space-y-2">
          <legend className="text-sm font-semibold">J&rsquo;accuse! Someone claimed to have no non-numerical card</legend>
          <PlayerSelect label="Accused" players={offerers} value={pick(accused, offerers)} onChange={setAccused} name="jaccuse" />
          <div className="grid grid-cols-2 gap-2">
            <button type="button" disabled={busy} onClick={() => void record({ jaccuse: pick(accused, offerers), guilty: true })} className={btn}>Lying: they draw 4</button>
            <button type="button" disabled={busy} onClick={() => void record({ jaccuse: pick(accused, offerers), guilty: false })} className={btn}>Innocent: {player} draws 4</button>
          </div>
        </fieldset>
      )}
    </section>
  );
}

function MoonForm({ view: v, player, busy, record, nm }: { view: View; player: string; busy: boolean; record: Record_; nm: Nm }) {
  const others = v.seats.filter((s) => !s.out && s.name !== player).map((s) => s.name);
  const [asked, setAsked] = useState("");
  const [request, setRequest] = useState("");
  const [has, setHas] = useState<"yes" | "no">("yes");
  const [played, setPlayed] = useState("");
  const [as, setAs] = useState("W01");
  const [problem, setProblem] = useState<string | null>(null);
  const style = v.deckStyle ?? "thoth";
  const card = played.trim() ? parseFortunoCard(played, style) : null;
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (played.trim() && !card) return setProblem(`"${played}" is not a card.`);
    const ev: Ev = { moon: pick(asked, others), has: has === "yes" };
    if (request.trim()) ev.request = request.trim();
    if (has === "no" && card) {
      ev.play = card;
      if (card === "T00" || card === "T14") ev.as = as;
    }
    await record(ev, has === "no" && card ? card : undefined);
  }
  return (
    <form onSubmit={submit} aria-label="The Moon" className={`${box} space-y-2`} data-testid="moon-form">
      <h3 className={heading}>The Moon: {player} asks another player for a card</h3>
      <PlayerSelect label="Asked" players={others} value={pick(asked, others)} onChange={setAsked} name="moon" />
      <label className="block text-sm">What was asked for (optional)
        <input value={request} onChange={(e) => setRequest(e.target.value)} placeholder="e.g. a Queen" className={field} />
      </label>
      <fieldset className="flex gap-4 text-sm">
        <legend className="sr-only">Did they have one?</legend>
        <label className="flex min-h-11 items-center gap-2"><input type="radio" name="moon-has" checked={has === "yes"} onChange={() => setHas("yes")} className="h-5 w-5" />They had one: {player} gets it</label>
        <label className="flex min-h-11 items-center gap-2"><input type="radio" name="moon-has" checked={has === "no"} onChange={() => setHas("no")} className="h-5 w-5" />None: {player} draws one</label>
      </fieldset>
      {has === "no" && (
        <>
          <label className="block text-sm">The drawn card fits and is played at once (optional)
            <input value={played} onChange={(e) => { setPlayed(e.target.value); setProblem(null); }} placeholder="e.g. c13" className={field} />
          </label>
          {card && <p className="text-sm">Played: {nm(card)}</p>}
          {(card === "T00" || card === "T14") && (
            <CardSelect label={`${nm(card)} stands for`} cards={card === "T00" ? ALL_CARDS.filter((c) => !isStar(c) && rankOf(c) <= 10) : ALL_CARDS.filter((c) => c !== "T14")} value={as} onChange={setAs} nm={nm} name="moon-as" />
          )}
        </>
      )}
      {problem && <p role="alert" className="text-sm text-red-700 dark:text-red-400">{problem}</p>}
      <button type="submit" disabled={busy} className={`${btnPrimary} w-full`}>Record The Moon</button>
    </form>
  );
}

/**
 * The steal after a slap and The Chariot for immunity, when they apply, and under "More" the
 * events that can come at any time.
 */
export function MoreEvents({ view: v, busy, record, nm, alive: everyone, open = false, offTurn = false }: { view: View; busy: boolean; record: Record_; nm: Nm; alive: string[]; open?: boolean; offTurn?: boolean }) {
  const chariot = v.prompts.find((p) => p.kind === "chariot");
  const reward = v.pending?.kind === "reward" ? v.pending : null;
  const me = useMe();
  // Under "own moves" a seat's phone names only its own player as the one who steals, throws, calls or accuses.
  const alive = everyone.filter((p) => mayRecordFor(me, p));
  const [stealer, setStealer] = useState(me?.role === "seat" && me.player ? alive.find((p) => p.toLowerCase() === me.player!.toLowerCase()) ?? "" : "");
  const [thrower, setThrower] = useState("");
  const chariotOptions = (chariot?.options ?? []).filter((p) => mayRecordFor(me, p));
  const chariotFree = v.unseen.includes("T07");
  return (
    <>
      {reward && reward.steal.length > 0 && alive.length > 0 && (
        <section aria-label="Steal the slap" className={box} data-testid="steal-form">
          <h3 className={heading}>Anyone holding {reward.steal.map(nm).join(" or ")} may steal the slap</h3>
          <div className="flex items-end gap-2">
            <div className="flex-1"><PlayerSelect label="Who steals" players={alive} value={pick(stealer, alive)} onChange={setStealer} name="steal" /></div>
            <button type="button" disabled={busy} onClick={() => void record({ steal: reward.steal[0], player: pick(stealer, alive) }, reward.steal[0])} className={btn}>Steal</button>
          </div>
        </section>
      )}
      {chariot && chariotFree && chariotOptions.length > 0 && (
        <section aria-label="The Chariot for immunity" className={box} data-testid="chariot-form">
          <h3 className={heading}>Anyone may throw The Chariot for immunity</h3>
          <div className="flex items-end gap-2">
            <div className="flex-1"><PlayerSelect label="Who throws it" players={chariotOptions} value={pick(thrower, chariotOptions)} onChange={setThrower} name="chariot" /></div>
            <button type="button" disabled={busy} onClick={() => void record({ play: "T07", player: pick(thrower, chariotOptions) }, "T07")} className={btn}>Immune</button>
          </div>
        </section>
      )}
      {alive.length > 0 && <AnyTime view={v} busy={busy} record={record} alive={everyone} own={alive} open={open} offTurn={offTurn} />}
    </>
  );
}

/** The summary of the events that may come at any time (the panel shows the same words before these forms load). */
const moreLabel = (v: { lovers: unknown }, offTurn = false) => (offTurn ? "More: “Fortuno!”, accusations…" : `More: “Fortuno!”, accusations, eliminations${v.lovers ? ", rock-paper-scissors" : ""}…`);

/** `own`: the players this phone may name as caller or accuser (all of them but under "own moves"); `offTurn`: only those out-of-turn acts. */
function AnyTime({ view: v, busy, record, alive, own, open, offTurn }: { view: View; busy: boolean; record: Record_; alive: string[]; own: string[]; open: boolean; offTurn: boolean }) {
  // A seat's phone starts with its own player (issue 30): "Fortuno!" and an accusation are most often its own.
  const me = useMe();
  const mine = me?.role === "seat" && me.player ? own.find((p) => p.toLowerCase() === me.player!.toLowerCase()) : undefined;
  const turn = mine ?? (v.turn && own.includes(v.turn) ? v.turn : own[0]) ?? "";
  const [caller, setCaller] = useState("");
  const [accuser, setAccuser] = useState("");
  const [accused, setAccused] = useState("");
  const [outcome, setOutcome] = useState<"caught" | "innocent" | "give">("caught");
  const [out, setOut] = useState("");
  const [four, setFour] = useState("");
  const [removed, setRemoved] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const style = v.deckStyle ?? "thoth";
  const who = pick(accuser || turn, own);
  const accusable = alive.filter((p) => p !== who);
  const endgame = alive.length === 2;
  const playing = !v.pending || v.pending.kind === "reward";
  return (
    <details className={box} data-testid="more" open={open || undefined}>
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">{moreLabel(v, offTurn)}</summary>
      <div className="mt-2 space-y-4">
        <div className="flex items-end gap-2">
          <div className="flex-1"><PlayerSelect label="Called &ldquo;Fortuno!&rdquo; (playing their penultimate card)" players={own} value={pick(caller || turn, own)} onChange={setCaller} name="fortuno" /></div>
          <button type="button" disabled={busy} onClick={() => void record({ fortuno: pick(caller || turn, own) })} className={btn}>Fortuno!</button>
        </div>

        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold">An accusation: &ldquo;You didn&rsquo;t say Fortuno!&rdquo;</legend>
          <div className="grid grid-cols-2 gap-2">
            <PlayerSelect label="Accuser" players={own} value={who} onChange={setAccuser} name="accuser" />
            <PlayerSelect label="Accused" players={accusable} value={pick(accused, accusable)} onChange={setAccused} name="accused" />
          </div>
          {(["caught", "innocent", "give"] as const).map((o) => (
            <label key={o} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" name="accuse-outcome" checked={outcome === o} onChange={() => setOutcome(o)} className="h-5 w-5" />
              {o === "caught" ? "Caught: the accuser gives them a card" : o === "innocent" ? "Falsely accused, nothing given" : "Falsely accused: they give the accuser a card"}
            </label>
          ))}
          <button type="button" disabled={busy || !accusable.length} onClick={() => void record({ accuse: pick(accused, accusable), player: who, caught: outcome === "caught", ...(outcome === "give" ? { give: true } : {}) })} className={`${btn} w-full`}>Record the accusation</button>
        </fieldset>

        {v.lovers && !offTurn && (
          <div>
            <p className="text-sm font-semibold">The lovers disagreed: who won rock-paper-scissors?</p>
            <div className="mt-1 grid grid-cols-2 gap-2">
              {v.lovers.map((p) => <button key={p} type="button" disabled={busy} onClick={() => void record({ rps: p })} className={btn}>{p} won</button>)}
            </div>
          </div>
        )}

        {playing && !offTurn && (
          <form className="space-y-1" onSubmit={(e) => {
            e.preventDefault();
            const cards = four.split(four.includes(",") ? "," : /\s+/).map((t) => t.trim()).filter(Boolean).map((t) => parseFortunoCard(t, style));
            if (cards.length !== 4 || cards.some((c) => !c)) return setProblem("Give four cards, e.g. w5, c5, s5, p5.");
            setProblem(null);
            void record({ play: cards as string[] }, cards[0]!);
          }}>
            <label className="block text-sm font-semibold">Four of a kind, all at once
              <input value={four} onChange={(e) => setFour(e.target.value)} placeholder="w5, c5, s5, p5" className={field} />
            </label>
            <button type="submit" disabled={busy} className={`${btn} w-full`}>Play all four</button>
          </form>
        )}

        {endgame && !offTurn && (
          <form className="space-y-1" onSubmit={(e) => {
            e.preventDefault();
            const c = parseFortunoCard(removed, style);
            if (!c) return setProblem(`"${removed}" is not a card.`);
            setProblem(null);
            void record({ removed: c }, c);
          }}>
            <label className="block text-sm font-semibold">Two players left: a drawn card removed from the game
              <input value={removed} onChange={(e) => setRemoved(e.target.value)} placeholder="e.g. p14" className={field} />
            </label>
            <button type="submit" disabled={busy} className={`${btn} w-full`}>Remove it (draw again)</button>
          </form>
        )}
        {problem && <p role="alert" className="text-sm text-red-700 dark:text-red-400">{problem}</p>}

        {!offTurn && <div className="flex items-end gap-2">
          <div className="flex-1"><PlayerSelect label="A player leaves the game" players={alive} value={pick(out, alive)} onChange={setOut} name="eliminated" /></div>
          <button type="button" disabled={busy} onClick={() => { const p = pick(out, alive); if (confirm(`Eliminate ${p}? Their hand goes under the discard pile.`)) void record({ eliminated: p }); }}
            className="min-h-11 rounded-lg border border-red-600 px-3 py-2 font-semibold text-red-800 disabled:opacity-50 dark:text-red-300">Eliminate</button>
        </div>}
      </div>
    </details>
  );
}

/** The event log's correction (loaded when a card of the log is tapped): tap (or type) the right card; everything after is worked out again. */
export function LogCorrection({ view: v, editing, busy, send, nm, onDone }: { view: View; editing: { event: number; card: string }; busy: boolean; send: Send; nm: Nm; onDone: () => void }) {
  const style = v.deckStyle ?? "thoth";
  return (
    <CorrectionForm busy={busy} className="mt-2 rounded-lg bg-stone-100 p-2 dark:bg-stone-800"
      label={<>Event {editing.event}: replace {nm(editing.card)} with</>}
      placeholder={style === "rws" ? "e.g. c5 or Page of Pentacles" : "e.g. c5 or Princess of Disks"}
      parse={(text) => {
        const c = parseFortunoCard(text, style);
        return c ? { ok: true as const, value: c } : { ok: false as const, error: { message: `“${text}” is not a card: try c5, t0 or ${style === "rws" ? "Page of Pentacles" : "Princess of Disks"}.` } };
      }}
      picker={{ groups: pickerGroups(style), face: faceIn(style), current: editing.card }}
      onSave={async (card) => { const ok = await send({ type: "correct", deal: v.deal, event: editing.event, card }); if (ok) onDone(); return ok; }}
      onCancel={onDone} />
  );
}
