"use client";
/**
 * Lay a free reading from the cards in your hands: tap them in the picker (or type, or scan their
 * stickers) in the order they fell, into your list or your partner's, and turn any card
 * ill-disposed with one tap. A scanned sticker seen upside down (the card lies turned toward the
 * partner) adds its card ill-disposed, unless the reader turns that option off. "Lay out the
 * spread" puts the lists in the page's link, so the result can be shared, printed and saved.
 */
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { CardImage } from "@/app/_components/CardImage";
import { CardPicker } from "@/app/_components/CardPicker";
import { tarotPickerGroups } from "@/app/_components/tarot-groups";
import { rememberDeviceStyle } from "@/app/_components/deck-style";
import { ALL_CARDS, DECK_STYLES, DECK_STYLE_LABELS, cardName, isCardCode, type DeckStyle } from "@/lib/cards";
import { parseCard } from "@/lib/cards/parse";
import { freeQuery } from "@/lib/reading/free";
import { SOLO_SPREADS, SPREAD_INFO, SPREAD_PLACES, soloQuery, type SpreadId } from "@/lib/reading/spreads";
import type { DecoderName } from "@/lib/scan/decoders";
import type { Rotation } from "@/lib/scan/image";

import { PhotoCardsButton } from "@/app/_components/scanner/photo-cards";
import { TaughtDeckChoice, useTaughtDeck } from "./TaughtDeckChoice";
const Scanner = dynamic(() => import("@/app/_components/scanner/Scanner"), { ssr: false, loading: () => <p>Loading the scanner…</p> });

type Owner = "reader" | "partner";
/** `upsideDown`: scanned from a sticker seen upside down, and so added ill-disposed. */
export interface Entry { card: string; disposition: "well" | "ill"; owner: Owner; upsideDown?: boolean }

/** Whether "Turned-around stickers mark cards ill-disposed" is off on this device ("off"). */
const TURNED_KEY = "ft-reading-turned-stickers";
/**
 * zxing-wasm first: its orientation is the one measured (bench/RESULTS-scan.md); the browser's
 * BarcodeDetector gives corner points whose order could not be checked on a real device here.
 */
const DECODERS: DecoderName[] = ["zxing-wasm", "native", "zxing-js"];

const OWNERS: { id: Owner; label: string; list: string }[] = [
  { id: "reader", label: "Mine", list: "Your cards" },
  { id: "partner", label: "My partner’s", list: "Your partner’s cards" },
];

const SPREAD_CHOICES: SpreadId[] = [...SOLO_SPREADS, "fortunes"];

/** A fair shuffle with the browser's random source: the first `n` cards, each upright or reversed by a coin. */
function drawCards(n: number, exclude: readonly string[]): { card: string; disposition: "well" | "ill" }[] {
  const deck = ALL_CARDS.filter((c) => !exclude.includes(c));
  const rand = (k: number) => { const a = new Uint32Array(1); crypto.getRandomValues(a); return a[0] % k; };
  for (let i = deck.length - 1; i > 0; i--) { const j = rand(i + 1); [deck[i], deck[j]] = [deck[j], deck[i]]; }
  return deck.slice(0, n).map((card) => ({ card, disposition: rand(2) ? "ill" : "well" }));
}

export interface ReadingExtra { q?: string; date?: string; notes?: string }

export function FreeReadingBuilder({ initial, style: initialStyle, title, spread: initialSpread = "three-card", extra = {} }: {
  initial: Entry[]; style: DeckStyle; title: string; spread?: SpreadId; extra?: ReadingExtra;
}) {
  const router = useRouter();
  const [spread, setSpread] = useState<SpreadId>(initialSpread);
  const solo = spread !== "fortunes";
  const places = solo ? SPREAD_PLACES[spread] : null;
  const [question, setQuestion] = useState(extra.q ?? "");
  const [date, setDate] = useState(extra.date ?? "");
  const [notes, setNotes] = useState(extra.notes ?? "");
  const [entries, setEntries] = useState<Entry[]>(initial);
  const [owner, setOwner] = useState<Owner>("reader");
  const [style, setStyle] = useState<DeckStyle>(initialStyle);
  const [scanning, setScanning] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [byTurn, setByTurn] = useState(true);
  const taught = useTaughtDeck();
  useEffect(() => {
    try {
      if (localStorage.getItem(TURNED_KEY) === "off") setByTurn(false);
    } catch { /* storage may be blocked: keep the default */ }
  }, []);
  const groups = useMemo(() => tarotPickerGroups(style, { namedStars: true }), [style]);
  const face = useMemo(() => (code: string) => ({ code, deck: "tarot" as const, style, name: cardName(code, style) }), [style]);
  const unseen = useMemo(() => ALL_CARDS.filter((c) => !entries.some((e) => e.card === c)), [entries]);
  // The scanner calls back from its own loop: read the latest lists and owner from refs.
  const state = useRef({ entries, owner, style, byTurn, solo, places });
  state.current = { entries, owner, style, byTurn, solo, places };

  function add(card: string, upsideDown = false) {
    const { entries: now, owner: st0, style: st, solo: alone, places: slots } = state.current;
    const who: Owner = alone ? "reader" : st0;
    const name = cardName(card, st);
    if (now.some((e) => e.card === card)) return setNotice(`${name} is already laid.`);
    if (alone && slots && now.length >= slots.length) return setNotice(`Every place is filled (${slots.length}). Remove a card to lay ${name}.`);
    setNotice(alone
      ? `${name} laid in ${slots![now.length].position}${upsideDown ? ", reversed: it was read upside down. Tap “reversed” to turn it back" : ""}.`
      : `${name} added to ${who === "reader" ? "your" : "your partner’s"} cards${upsideDown ? ", ill-disposed: it was read upside down. Tap “ill” to turn it back" : ""}.`);
    const next: Entry[] = [...now, upsideDown ? { card, disposition: "ill", owner: who, upsideDown } : { card, disposition: "well", owner: who }];
    state.current.entries = next;
    setEntries(next);
  }
  const scanned = (code: string, rotation: Rotation | null) =>
    isCardCode(code) ? add(code, state.current.byTurn && rotation === 180) : setNotice("That sticker is not a tarot card (a Fortune Tenners sticker?): not added.");
  const chooseByTurn = (on: boolean) => {
    setByTurn(on);
    try {
      if (on) localStorage.removeItem(TURNED_KEY);
      else localStorage.setItem(TURNED_KEY, "off");
    } catch { /* remembered for this visit only */ }
  };
  const turn = (card: string) => setEntries((es) => es.map((e) => (e.card === card ? { ...e, disposition: e.disposition === "well" ? "ill" : "well" } : e)));
  const remove = (card: string) => setEntries((es) => es.filter((e) => e.card !== card));
  const href = solo
    ? `/reading?${soloQuery(spread, entries, style, { q: question.trim(), date, notes: notes.trim() })}`
    : `/reading?${freeQuery(entries, style)}${question.trim() ? `&q=${encodeURIComponent(question.trim())}` : ""}`;
  const chooseSpread = (s: SpreadId) => {
    setSpread(s);
    if (s !== "fortunes") {
      const n = SPREAD_PLACES[s].length;
      setEntries((es) => es.slice(0, n).map((e) => ({ ...e, owner: "reader" })));
    }
  };
  const draw = () => {
    const want = solo ? places!.length - entries.length : 11 - entries.length;
    if (want <= 0) return setNotice("Every place is already filled.");
    const drawn = drawCards(want, entries.map((e) => e.card));
    const next: Entry[] = solo ? drawn.map((d) => ({ ...d, owner: "reader" as const })) : drawn.map((d, i) => ({ ...d, owner: i < 7 ? "reader" as const : "partner" as const }));
    setEntries((es) => [...es, ...next]);
    setNotice(`Shuffled and drew ${want} card${want === 1 ? "" : "s"}: ${next.map((e) => `${cardName(e.card, style)}${e.disposition === "ill" ? (solo ? " (reversed)" : " (ill-disposed)") : ""}`).join(", ")}.`);
  };
  const wordWell = solo ? "upright" : "well-disposed";
  const wordIll = solo ? "reversed" : "ill-disposed";

  return (
    <section aria-labelledby="lay-cards" className="space-y-3 print:hidden" data-testid="builder">
      <h2 id="lay-cards" className="text-xl font-semibold">{title}</h2>
      <fieldset className="space-y-1" data-testid="spread-choice">
        <legend className="text-sm font-medium">Which spread?</legend>
        <div className="grid grid-cols-2 gap-2">
          {SPREAD_CHOICES.map((s) => (
            <label key={s} className="flex min-h-11 cursor-pointer flex-col justify-center rounded-lg border border-stone-400 px-3 py-2 text-sm has-checked:border-amber-700 has-checked:bg-amber-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-gold-700 dark:border-zinc-600 dark:has-checked:border-amber-500 dark:has-checked:bg-amber-500 dark:has-checked:text-stone-950">
              <input type="radio" name="spread" value={s} checked={spread === s} onChange={() => chooseSpread(s)} className="sr-only" />
              <span className="font-semibold">{SPREAD_INFO[s].label}</span>
              <span className="text-xs">{SPREAD_INFO[s].about}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="max-w-prose text-sm text-stone-700 dark:text-zinc-300">
        {solo
          ? <>Lay each card upright, or tap it to turn it <b>reversed</b> when it came out upside down: reversed means the card&rsquo;s shadow side, its meaning blocked, overdone or turned inward.</>
          : <>In the game&rsquo;s spread a card facing its winner is <b>well-disposed</b> (upright, its light side); one turned toward the partner is <b>ill-disposed</b> (its shadow side).</>}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <label className="text-sm">Your question (if any)
          <input value={question} onChange={(e) => setQuestion(e.target.value.slice(0, 200))} name="question" className="mt-1 block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-2 text-stone-900 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100" />
        </label>
        <label className="text-sm">Date
          <input type="date" value={date} onChange={(e) => setDate(e.target.value)} name="date" className="mt-1 block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-2 text-stone-900 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100" />
        </label>
        <label className="text-sm sm:col-span-2">Notes
          <textarea value={notes} onChange={(e) => setNotes(e.target.value.slice(0, 1000))} name="notes" rows={2} className="mt-1 block w-full rounded-lg border border-stone-400 bg-white px-2 py-1 text-stone-900 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100" />
        </label>
      </div>
      {!solo && <fieldset className="space-y-1">
        <legend className="text-sm font-medium">Whose card comes next?</legend>
        <div className="grid grid-cols-2 gap-2">
          {OWNERS.map((o) => (
            <label key={o.id} className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-stone-400 px-3 py-2 text-center font-semibold has-checked:border-amber-700 has-checked:bg-amber-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-gold-700 dark:border-zinc-600 dark:has-checked:border-amber-500 dark:has-checked:bg-amber-500 dark:has-checked:text-stone-950">
              <input type="radio" name="owner" value={o.id} checked={owner === o.id} onChange={() => setOwner(o.id)} className="sr-only" />
              {o.label} ({entries.filter((e) => e.owner === o.id).length})
            </label>
          ))}
        </div>
      </fieldset>}

      <p role="status" className="min-h-5 text-sm text-stone-700 dark:text-zinc-300" data-testid="builder-notice">{notice}</p>

      <div className="space-y-2">
        <button type="button" onClick={() => setScanning((x) => !x)} aria-pressed={scanning} className="min-h-11 w-full rounded-lg border border-stone-400 px-4 py-2 font-semibold dark:border-zinc-600" data-testid="scan-toggle">
          {scanning ? "Stop scanning" : "📷 Scan cards"}
        </button>
        <TaughtDeckChoice {...taught} />
        <PhotoCardsButton deck={taught.deck} onCards={(cs, { unsure }) => { const before = state.current.entries.length; for (const c of cs) scanned(c.code, c.upsideDown ? 180 : 0); setNotice(`${state.current.entries.length - before} of ${cs.length} cards in the photo added, in the order they lie (row by row, left to right).${unsure ? ` ${unsure} more not named for sure: tap ${unsure === 1 ? "it" : "them"} in the picker.` : ""}`); }} />
        <div>
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
            <input type="checkbox" checked={byTurn} onChange={(e) => chooseByTurn(e.target.checked)} aria-describedby="by-turn-hint" className="size-5 shrink-0 accent-amber-700" />
            Turned-around stickers mark cards ill-disposed
          </label>
          <p id="by-turn-hint" className="pl-7 text-xs text-stone-600 dark:text-zinc-400">A sticker seen upside down adds its card ill-disposed; upright or sideways, well-disposed.</p>
        </div>
        <button type="button" onClick={draw} className="min-h-11 w-full rounded-lg border border-stone-400 px-4 py-2 font-semibold dark:border-zinc-600" data-testid="draw">
          🔀 No deck at hand? Shuffle and draw
        </button>
        {scanning && <Scanner label="Scan the cards in the order they fell" decoders={DECODERS} deck={taught.deck} onCard={scanned} onUnavailable={(m) => { setScanning(false); setNotice(m); }} />}
      </div>
      <CardPicker
        groups={groups}
        lead={null}
        unseen={unseen}
        legal={null}
        label={solo ? (places && entries.length < places.length ? `Tap the card for ${places[entries.length].position}` : "Every place is filled") : `Tap ${owner === "reader" ? "your" : "your partner’s"} next card`}
        placeholder="Or type a card: w7, t21, ace cups"
        parse={(text) => parseCard(text, { style })}
        onPick={(card) => add(card)}
        face={face}
      />

      {/* The lists come after the picker: a tapped card lengthens them without moving the picker under the finger. */}
      <div className="grid gap-3 sm:grid-cols-2">
        {(solo ? [{ id: "reader" as Owner, label: "", list: `${SPREAD_INFO[spread].label}: ${entries.length} of ${places!.length} places filled` }] : OWNERS).map((o) => {
          const list = entries.filter((e) => e.owner === o.id);
          return (
            <div key={o.id} className="rounded-xl border border-stone-300 p-2 dark:border-zinc-700">
              <h3 id={`list-${o.id}`} className="mb-1 text-sm font-semibold">{solo ? o.list : `${o.list}, in the order they fell`}</h3>
              {list.length === 0 && <p className="text-sm text-stone-600 dark:text-zinc-400">None yet.</p>}
              <ol aria-labelledby={`list-${o.id}`} className="space-y-1" data-testid={`list-${o.id}`}>
                {list.map((e, i) => {
                  const name = cardName(e.card, style);
                  const ill = e.disposition === "ill";
                  return (
                    <li key={e.card} className="flex items-center gap-2" data-entry={e.card} data-disposition={e.disposition}>
                      <span className="w-5 text-right text-sm tabular-nums text-stone-600 dark:text-zinc-400">{i + 1}.</span>
                      {solo && places && <span className="w-20 shrink-0 text-xs text-stone-700 dark:text-zinc-300" data-place>{places[i]?.position}</span>}
                      <CardImage face={face(e.card)} variant="mini" decorative className={`h-12 w-auto shrink-0 ${ill ? "rotate-180" : ""}`} />
                      <span className="min-w-0 flex-1 text-sm font-medium">
                        {name}
                        {e.upsideDown && <span className="block text-xs font-normal text-stone-600 dark:text-zinc-400">scanned upside down</span>}
                      </span>
                      <button type="button" onClick={() => turn(e.card)} aria-label={`${name}: ${ill ? wordIll : wordWell}, tap to turn it`}
                        className={`min-h-11 min-w-16 rounded-lg border px-2 text-sm font-semibold ${ill ? "border-red-700 bg-red-50 text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-200" : "border-emerald-700 bg-emerald-50 text-emerald-900 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-100"}`}>
                        <span aria-hidden="true">{ill ? "↑ " : "↓ "}</span>{solo ? (ill ? "reversed" : "upright") : ill ? "ill" : "well"}
                      </button>
                      <button type="button" onClick={() => remove(e.card)} aria-label={`Remove ${name}`} className="min-h-11 min-w-11 rounded-lg border border-stone-400 text-lg dark:border-zinc-600">
                        <span aria-hidden="true">✕</span>
                      </button>
                    </li>
                  );
                })}
              </ol>
            </div>
          );
        })}
      </div>

      <div className="flex flex-wrap items-end gap-2">
        <label className="w-full text-sm">Card names
          <select value={style} onChange={(e) => { setStyle(e.target.value as DeckStyle); rememberDeviceStyle(e.target.value); }} className="mt-1 block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-2 text-stone-900 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100">
            {DECK_STYLES.map((s) => <option key={s} value={s}>{DECK_STYLE_LABELS[s]}</option>)}
          </select>
        </label>
        <button type="button" disabled={entries.length === 0} onClick={() => router.push(`${href}#result`)}
          className="min-h-11 flex-1 rounded-lg bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800 disabled:opacity-50 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400" data-testid="lay-out">
          {solo ? "Read the cards" : "Lay out the spread"}
        </button>
        <button type="button" disabled={entries.length === 0} onClick={() => { setEntries([]); setNotice("All cards taken back."); }} className="min-h-11 rounded-lg border border-stone-400 px-4 py-2 dark:border-zinc-600">
          Clear
        </button>
      </div>
    </section>
  );
}
