"use client";
/**
 * The decks this browser taught, and the teaching itself: the deck's style, then photos of its
 * cards laid face up in the order shown (rows of four, three rows; or one card at a time), each
 * answered with the cards found (a picture of what was seen, outlined) and what is still to do.
 */
import { useEffect, useRef, useState } from "react";
import { ALL_CARDS, cardName, type DeckStyle } from "@/lib/cards";
import { callApi } from "@/app/_components/api";
import { drawSeen, shrinkPhoto } from "./teach-photo";

interface Deck { id: string; name: string; style: string; taught: number }
const STYLES = [
  { id: "rws", label: "Rider-Waite-Smith", names: "rws" },
  { id: "thoth", label: "Thoth", names: "thoth" },
  { id: "marseille", label: "Marseille", names: "marseille" },
  { id: "fortunes", label: "Fortunes", names: "fortunes" },
  { id: "other", label: "Another 78-card deck", names: "rws" },
] as const;
const namesFor = (style: string) => (STYLES.find((s) => s.id === style)?.names ?? "rws") as DeckStyle;
const btn = "min-h-11 rounded-lg border border-stone-400 px-4 py-2 font-semibold dark:border-zinc-600";
const field = "mt-1 block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100";

export function Decks() {
  const [decks, setDecks] = useState<Deck[] | null>(null);
  const [teaching, setTeaching] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const load = () => void callApi<{ decks: Deck[] }>("/api/decks").then((r) => setDecks(r.ok ? r.data.decks : []));
  useEffect(load, []);
  if (teaching) return <Teach id={teaching} onDone={() => { setTeaching(null); load(); }} />;
  return (
    <div className="space-y-4">
      {decks && decks.length > 0 && (
        <ul className="space-y-2" data-testid="decks-list">
          {decks.map((d) => (
            <li key={d.id} className="flex items-center justify-between gap-2 rounded-lg border border-stone-300 p-3 dark:border-zinc-700">
              <span><span className="font-semibold">{d.name}</span> · {d.taught} of 78 cards taught</span>
              {d.taught < 78 && <button type="button" className={btn} onClick={() => setTeaching(d.id)}>Go on teaching</button>}
            </li>
          ))}
        </ul>
      )}
      {decks && decks.length === 0 && <p className="rounded-lg border border-dashed border-stone-300 p-4 dark:border-zinc-700">No deck taught yet on this browser.</p>}
      {starting ? <NewDeck onMade={(id) => { setStarting(false); setTeaching(id); }} onCancel={() => setStarting(false)} /> : (
        <button type="button" className={`${btn} w-full bg-amber-700 text-white`} onClick={() => setStarting(true)} data-testid="teach-deck">Teach our deck</button>
      )}
    </div>
  );
}

function NewDeck({ onMade, onCancel }: { onMade: (id: string) => void; onCancel: () => void }) {
  const [style, setStyle] = useState<string>("rws");
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const label = STYLES.find((s) => s.id === style)!.label;
    const r = await callApi<{ id: string }>("/api/decks", { method: "POST", body: { name: name.trim() || label, style } });
    if (r.ok) onMade(r.data.id);
    else setProblem(r.error);
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3 rounded-xl border border-stone-300 p-3 dark:border-zinc-700">
      <fieldset className="space-y-1" data-testid="teach-style">
        <legend className="font-semibold">Which deck is it?</legend>
        {STYLES.map((s) => (
          <label key={s.id} className="flex min-h-11 items-center gap-2">
            <input type="radio" name="style" value={s.id} checked={style === s.id} onChange={() => setStyle(s.id)} /> {s.label}
          </label>
        ))}
      </fieldset>
      <label className="block">
        <span className="text-sm">{style === "other" ? "Its name (needed)" : "A name for it (optional)"}</span>
        <input className={field} value={name} maxLength={60} required={style === "other"} onChange={(e) => setName(e.target.value)} data-testid="teach-name" />
      </label>
      {problem && <p role="alert">{problem}</p>}
      <div className="flex gap-2">
        <button type="submit" className={`${btn} flex-1 bg-amber-700 text-white`} data-testid="teach-start">Start teaching</button>
        <button type="button" className={btn} onClick={onCancel}>Cancel</button>
      </div>
    </form>
  );
}

function Teach({ id, onDone }: { id: string; onDone: () => void }) {
  const [deck, setDeck] = useState<(Deck & { cards: string[] }) | null>(null);
  const [perPhoto, setPerPhoto] = useState(12);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const picture = useRef<HTMLCanvasElement>(null);
  const refresh = () => void callApi<Deck & { cards: string[] }>(`/api/decks/${id}`).then((r) => r.ok && setDeck(r.data));
  useEffect(refresh, [id]);
  if (!deck) return <p role="status">Opening the deck…</p>;
  const style = namesFor(deck.style);
  const left = ALL_CARDS.filter((c) => !deck.cards.includes(c));
  const next = left.slice(0, perPhoto);
  const columns = perPhoto === 1 ? 1 : 4;
  const rows: string[][] = [];
  for (let i = 0; i < next.length; i += columns) rows.push(next.slice(i, i + columns));

  const send = async (file: File) => {
    setBusy(true);
    setSaid(null);
    try {
      const { blob, bitmap } = await shrinkPhoto(file);
      const res = await fetch(`/api/decks/${id}/photos?cards=${next.join(",")}`, { method: "POST", body: blob, headers: { "content-type": "image/jpeg" }, credentials: "same-origin" });
      const body = (await res.json()) as { taught?: string[]; remaining?: number; found?: [number, number][][]; outlines?: [number, number][][]; width?: number; error?: string };
      const outlines = body.found && Array.isArray(body.found) ? body.found : body.outlines ?? [];
      if (picture.current && body.width) drawSeen(picture.current, bitmap, outlines, body.width, res.ok ? next.map((c) => cardName(c, style)) : outlines.map((_, i) => String(i + 1)));
      if (res.ok) {
        // The heading counts down with the sentence, not a round trip later.
        const taught = body.taught ?? [];
        setDeck((d) => (d ? { ...d, cards: [...new Set([...d.cards, ...taught])], taught: typeof body.remaining === "number" ? 78 - body.remaining : d.taught + taught.length } : d));
      }
      if (res.ok) setSaid({ ok: true, text: `Found and learnt ${body.taught!.map((c) => cardName(c, style)).join(", ")}. ${body.remaining ? `${body.remaining} cards still to do.` : "Every card is taught."}` });
      else setSaid({ ok: false, text: body.error ?? "The photo could not be read." });
      refresh();
    } catch {
      setSaid({ ok: false, text: "That file is not a photo this browser can open, or the connection dropped: try again." });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="space-y-3" aria-label={`Teaching ${deck.name}`}>
      <h2 className="text-xl font-semibold">{deck.name}: <span data-testid="teach-remaining">{78 - deck.taught}</span> cards to go</h2>
      {left.length === 0 ? <p>Every card is taught: choose this deck when you set up a table.</p> : (
        <>
          <fieldset className="flex flex-wrap gap-3">
            <legend className="text-sm">Photos of</legend>
            <label className="flex min-h-11 items-center gap-2"><input type="radio" name="per" checked={perPhoto === 12} onChange={() => setPerPhoto(12)} /> 12 cards (rows of 4)</label>
            <label className="flex min-h-11 items-center gap-2"><input type="radio" name="per" checked={perPhoto === 1} onChange={() => setPerPhoto(1)} data-testid="teach-one" /> one card at a time</label>
          </fieldset>
          <p>Lay these cards face up and upright on a darker surface, a little apart, in this order (rows top to bottom, each left to right), then take the photo from above with every card in view:</p>
          <ol className="space-y-1" data-testid="teach-cards">
            {rows.map((r, i) => <li key={i} className="text-sm">Row {i + 1}: {r.map((c) => cardName(c, style)).join(" · ")}</li>)}
          </ol>
          <label className={`${btn} flex w-full cursor-pointer items-center justify-center bg-amber-700 text-white has-focus-visible:outline-2`}>
            <input type="file" accept="image/*" capture="environment" className="sr-only" disabled={busy} data-testid="teach-input"
              onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ""; if (f) void send(f); }} />
            {busy ? "Reading the photo…" : "📸 Photo of these cards"}
          </label>
        </>
      )}
      {said && <p role={said.ok ? "status" : "alert"} data-testid="teach-result" className={said.ok ? "" : "font-semibold"}>{said.text}</p>}
      <canvas ref={picture} className={said ? "w-full rounded-lg" : "hidden"} data-testid="teach-picture" aria-label="The photo with each card found outlined" role="img" />
      <button type="button" className={btn} onClick={onDone}>Back to our decks</button>
    </section>
  );
}
