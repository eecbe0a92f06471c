"use client";
/**
 * Set up a game of any kind: the players in the game's seating order (drawn around a table),
 * the first dealer, the card names and the game's own house rules (./options).
 */
import { useEffect, useState } from "react";
import { callApi } from "@/app/_components/api";
import { useStartGame } from "@/app/_components/useStartGame";
import { SeatRing } from "@/app/_components/SeatRing";
import { OPTION_FORMS } from "./options";
import { DeckQuestion } from "./DeckQuestion";
import { readTableDeck, rememberTableDeck, styleFor, type TableDeck } from "./table-deck";
import { rememberDeviceStyle } from "@/app/_components/deck-style";

/** What the page tells the form about the chosen game (plain data from its module). */
export interface GameMeta {
  id: string;
  name: string;
  seats: { min: number; max: number; order: "clockwise" | "counter-clockwise"; partnerships: boolean; defaultDealer: "first" | "last" };
  styles: { id: string; label: string }[];
}

const ORDINALS = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth"];

function seatLabel(i: number, meta: GameMeta): string {
  if (i === 0) return "First player";
  const dir = meta.seats.order === "clockwise" ? "clockwise" : "to the right, counter-clockwise";
  if (meta.seats.partnerships && i === 2) return `Third (across from the first, ${meta.seats.order === "clockwise" ? "clockwise" : "counter-clockwise"})`;
  return `${ORDINALS[i]} (${dir})`;
}

export function NewGameForm({ meta }: { meta: GameMeta }) {
  const entry = OPTION_FORMS[meta.id];
  const [players, setPlayers] = useState<string[]>(() => Array.from({ length: meta.seats.min }, () => ""));
  const [known, setKnown] = useState<string[]>([]);
  const [dealerChoice, setDealer] = useState<number | null>(null);
  const [deckStyle, setDeckStyle] = useState(meta.styles[0]?.id ?? "");
  // The deck on this device's table (asked once, kept on the device): its names are the default.
  const [tableDeck, setTableDeck] = useState<TableDeck | null | undefined>(undefined);
  useEffect(() => {
    const deck = readTableDeck();
    setTableDeck(deck);
    setDeckStyle(styleFor(meta.styles, deck));
  }, [meta.styles]);
  function answerDeck(deck: TableDeck) {
    rememberTableDeck(deck);
    // The reference, the free reading and the stickers name cards as this deck does from now on.
    if (deck !== "other") rememberDeviceStyle(deck);
    setTableDeck(deck);
    setDeckStyle(styleFor(meta.styles, deck));
  }
  const [options, setOptions] = useState<Record<string, unknown>>(() => entry?.defaults ?? {});
  // One key per submission: a retry after a lost answer gets the same game, never a second one.
  const { starting: busy, problem: error, start } = useStartGame();

  useEffect(() => {
    void callApi<{ name: string }[]>("/api/players").then((r) => r.ok && setKnown(r.data.map((p) => p.name)));
  }, []);
  // A deck this browser taught (/decks): photos of the trick then read its cards without stickers.
  const [taught, setTaught] = useState<{ id: string; name: string; taught: number }[]>([]);
  const [taughtDeck, setTaughtDeck] = useState("");
  useEffect(() => {
    void callApi<{ decks: { id: string; name: string; taught: number }[] }>("/api/decks").then((r) => r.ok && setTaught(r.data.decks.filter((d) => d.taught > 0)));
  }, []);

  const names = players.map((p) => p.trim());
  const defaultDealer = meta.seats.defaultDealer === "last" ? players.length - 1 : 0;
  const dealer = dealerChoice !== null && dealerChoice < players.length ? dealerChoice : defaultDealer;
  const random = entry?.randomDealer?.(options) ?? false;
  const summary = entry ? entry.summary(names, dealer, options) : "";

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const first = random ? Math.floor(Math.random() * names.length) : dealer;
    void start({ game: meta.id, players: names, dealer: first, deckStyle, options: entry?.toApi ? entry.toApi(options) : options, ...(taughtDeck ? { deck: taughtDeck } : {}) });
  }

  const field = "mt-1 block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100";
  return (
    <form onSubmit={submit} className="space-y-6" aria-describedby="setup-summary">
      {tableDeck === null && <DeckQuestion onAnswer={answerDeck} />}
      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold">Players, {meta.seats.order} around the table</legend>
        <datalist id="known-players">{known.map((n) => <option key={n} value={n} />)}</datalist>
        {players.map((p, i) => (
          <label key={i} className="block">
            <span className="text-sm">{seatLabel(i, meta)}</span>
            <input required list="known-players" name={`player-${i}`} value={p} maxLength={40} autoComplete="off"
              onChange={(e) => setPlayers(players.map((x, j) => (j === i ? e.target.value : x)))} className={field} />
          </label>
        ))}
        {meta.seats.max > meta.seats.min && (
          <div className="flex gap-2">
            <button type="button" disabled={players.length >= meta.seats.max} onClick={() => setPlayers([...players, ""])} className="min-h-11 rounded-lg border border-stone-400 px-3 disabled:opacity-40 dark:border-zinc-600">+ Add a player</button>
            <button type="button" disabled={players.length <= meta.seats.min} onClick={() => setPlayers(players.slice(0, -1))} className="min-h-11 rounded-lg border border-stone-400 px-3 disabled:opacity-40 dark:border-zinc-600">− Remove the last</button>
            <span className="self-center text-sm text-stone-600 dark:text-zinc-400">{players.length} of {meta.seats.min}–{meta.seats.max}</span>
          </div>
        )}
        <SeatRing players={names} order={meta.seats.order} highlight={random ? null : names[dealer]} label="Seats around the table (the dealer is marked)" />
        {random ? (
          <p className="text-sm">The first dealer is drawn at random when the game starts.</p>
        ) : (
          <label className="block">
            <span className="text-sm">First dealer</span>
            <select name="dealer" value={dealer} onChange={(e) => setDealer(Number(e.target.value))} className={field}>
              {players.map((p, i) => <option key={i} value={i}>{p.trim() || seatLabel(i, meta)}</option>)}
            </select>
          </label>
        )}
      </fieldset>

      {meta.styles.length > 1 && (
        <fieldset className="space-y-1">
          <legend className="text-lg font-semibold">The deck on the table</legend>
          <label className="block">
            <span className="text-sm">Card names as this deck prints them (for this game)</span>
            <select name="deckStyle" value={deckStyle} onChange={(e) => setDeckStyle(e.target.value)} className={field} data-testid="deck-style">
              {meta.styles.map((s) => <option key={s.id} value={s.id}>{s.label}</option>)}
            </select>
          </label>
          {tableDeck && (
            <button type="button" onClick={() => setTableDeck(null)} className="min-h-11 text-sm underline">Change the deck this device remembers</button>
          )}
        </fieldset>
      )}

      {taught.length > 0 && (
        <label className="block">
          <span className="text-sm">Photos of the trick read, without stickers</span>
          <select value={taughtDeck} onChange={(e) => setTaughtDeck(e.target.value)} className={field} data-testid="taught-deck">
            <option value="">Stickers only</option>
            {taught.map((d) => <option key={d.id} value={d.id}>{d.name} (taught: {d.taught} of 78)</option>)}
          </select>
        </label>
      )}

      {entry && (
        <fieldset className="space-y-3">
          <legend className="text-lg font-semibold">House rules</legend>
          <entry.Form options={options} setOptions={setOptions} />
        </fieldset>
      )}

      <p id="setup-summary" className="rounded-lg bg-stone-100 p-3 dark:bg-zinc-900" data-testid="setup-summary" aria-live="polite">{summary}</p>
      {error && <p role="alert" className="rounded-lg border border-red-400 bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">{error}</p>}
      <button type="submit" disabled={busy} className="w-full rounded-lg bg-gold-400 px-4 py-3 text-lg font-semibold text-zinc-950 hover:bg-gold-300 disabled:opacity-50">
        Start the game
      </button>
    </form>
  );
}
