"use client";
/**
 * The confirm step of "Photo of the trick": reads every sticker in the photo and, when the table
 * names a taught deck, every card of that deck without a sticker (./recog-client.ts: OpenCV in a
 * worker, on the phone), works out who laid which card (lib/scan/sides.ts) from where the phone is,
 * and shows the guess — "Ann 7 of Cups · Ben Knight of Swords — Record trick / Fix". A card the
 * recogniser is unsure of is marked so, with its best guesses one tap away (and every other card
 * in a list); Record trick waits for it. Nothing is recorded until the one tap on "Record trick";
 * then the cards go in turn order through the same `play` action as a tap, and an illegal one
 * stops there with the usual message. Cards already recorded in this trick are left out; the game
 * module's `cardsInPlay` (cards recorded earlier in the deal, what a player can hold, as this device
 * sees it) narrows a taught deck's guesses (lib/recog/narrow.ts).
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { ALL_CARDS } from "@/lib/cards";
import type { FoundSticker } from "@/lib/scan/decode-multi";
import type { ReadCard } from "@/lib/recog/read";
import type { Me, Send, ShellView } from "@/app/games/[id]/table";
import { moreStickers, readPhoto } from "./read-photo";
import { merge, seat, type PhotoCard } from "./photo-taught";
import { readTaught, tableDeck, warmUp, type TableDeck } from "./recog-client";
import { narrowSeated, readerAllowed } from "@/lib/recog/narrow";
import type { CardsInPlay } from "@/lib/games/module";

/** What the game module says this device's view lets a photo hold (the modules load here, with the photo). */
async function cardsInPlayOf(view: ShellView, me: Me): Promise<CardsInPlay | null> {
  try {
    const { gameModule } = await import("@/lib/games/registry");
    return gameModule(view.game)?.cardsInPlay?.(view.view, me?.role === "seat" ? me.player : null) ?? null;
  } catch { return null; }
}

export interface PhotoTrickProps {
  /** The table's id (the phone's place is remembered per table). */
  id: string;
  /** The table's envelope (its seq, the turn, the players' names) and this device. */
  table: ShellView;
  me: Me;
  /** Which way the players list runs round the table: the game module's `seats.order`. */
  order: "clockwise" | "counter-clockwise";
  /** The trick in play: its leader and the cards already recorded (null: none yet). */
  trick: { leader: string; cards: { player: string; card: string }[] } | null;
  /** A card's name on screen. */
  name: (card: string) => string;
  /** This game's card for a sticker's code, or null when the sticker is not in this deck (default: the code). */
  toCard?: (code: string) => string | null;
  send: Send;
  file: File;
  onDone: () => void;
}

const key = (id: string) => `ft-photo-nearest:${id}`;
const btn = "min-h-11 rounded-lg border border-stone-400 px-4 py-2 font-semibold dark:border-stone-600";

function remembered(id: string, view: ShellView, me: Me): string | null {
  if (me?.role === "seat" && me.player) return me.player;
  try {
    const p = localStorage.getItem(key(id));
    return p && view.players.includes(p) ? p : null;
  } catch { return null; }
}

export default function PhotoTrick({ id, table: view, me, order, trick, name, toCard = (c) => c, send, file, onDone }: PhotoTrickProps) {
  const players = view.players;
  const [nearest, setNearest] = useState<string | null>(() => remembered(id, view, me));
  const [read, setRead] = useState<{ stickers: FoundSticker[]; taught: ReadCard[]; ms: number; nothing?: string } | null>(null);
  const [deck, setDeck] = useState<TableDeck | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [fixing, setFixing] = useState(false);
  const [guess, setGuess] = useState<PhotoCard[]>([]);
  const [busy, setBusy] = useState(false);
  /** Cards read while the rest of the photo still is (their whole outline found): shown as a first guess. */
  const [early, setEarly] = useState<ReadCard[]>([]);
  const holds = useRef<CardsInPlay["holds"]>({});
  const [allowed, setAllowed] = useState<string[]>(() => ALL_CARDS.filter((c) => toCard(c) !== null));

  // The shell's send reads the table's seq from its last render: wait for each play to show before the next.
  const seq = useRef(view.seq);
  seq.current = view.seq;
  const shown = async (after: number) => {
    for (let t = 0; t < 100 && seq.current <= after; t++) await new Promise((r) => setTimeout(r, 20));
  };

  const played = useMemo(() => trick?.cards ?? [], [trick]);
  const first = view.turn.player ?? trick?.leader ?? players[0];
  /** The players still to play this trick, in turn order from the one to play now. */
  const open = useMemo(() => {
    const at = players.indexOf(first);
    return Array.from({ length: Math.max(0, players.length - played.length) }, (_, k) => players[(at + k) % players.length]);
  }, [players, first, played.length]);

  useEffect(() => {
    let gone = false;
    void (async () => {
      const started = performance.now();
      const d = await tableDeck(id);
      const taughtDeck = d && d.taught > 0 ? d : null;
      if (taughtDeck) void warmUp().catch(() => {});
      // Only a taught deck's guesses are narrowed: stickers are read as they are (no modules loaded for them).
      // Cards the photo may hold: the game's deck, narrowed by the deal (lib/recog/narrow.ts).
      const narrowed = taughtDeck ? cardsInPlayOf(view, me).then((inPlay) => ({ inPlay, allowed: readerAllowed(ALL_CARDS, toCard, inPlay, open, played.map((p) => p.card)) })) : null;
      if (gone) return;
      setDeck(d);
      let seen = 0;
      const onCard = (card: ReadCard) => {
        if (gone) return;
        const w = window as unknown as { __ftRecogFirstMs?: number[] };
        if (seen++ === 0) w.__ftRecogFirstMs = [...(w.__ftRecogFirstMs ?? []), performance.now() - started];
        setEarly((e) => [...e, card]);
      };
      // A taught table: the photo's pixels go to the taught deck's reader (its own worker) first, and
      // stickers are looked for (on this thread) only if cards are still missing after it.
      const r = await readPhoto(file, open.length, { taught: !!taughtDeck, stickers: !taughtDeck });
      if (gone) return;
      const n = await narrowed;
      holds.current = n?.inPlay?.holds ?? {};
      if (n) setAllowed(n.allowed);
      if (!r.ok) { setMessage(r.message); return; }
      let taught: ReadCard[] = [];
      let { stickers, nothing } = r;
      if (taughtDeck && r.image) {
        try {
          taught = (await readTaught(taughtDeck, r.image, { allowed: n?.allowed, expect: players.length, onCard })).cards;
        } catch (e) {
          if (!gone) setMessage(`${e instanceof Error ? e.message : "The taught deck could not be read"} Tap the cards in the picker.`);
          return;
        }
        if (gone) return;
        if (taught.filter((t) => t.sure && !played.some((p) => t.code && p.card === toCard(t.code))).length < open.length) {
          try { ({ stickers, nothing } = await moreStickers(r.image, open.length)); } catch { /* the sticker reader could not load: the taught reading stands */ }
        }
      }
      if (gone) return;
      const ms = performance.now() - started;
      (window as unknown as { __ftRecogMs?: number[] }).__ftRecogMs = [...((window as unknown as { __ftRecogMs?: number[] }).__ftRecogMs ?? []), ms];
      setRead({ stickers, taught, ms, nothing });
    })();
    return () => { gone = true; };
    // Read once per photo.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);

  useEffect(() => {
    if (!read || !nearest) return;
    const done = new Set(played.map((p) => p.card));
    const stickers = read.stickers.flatMap((s) => { const card = toCard(s.code); return card ? [{ ...s, code: card }] : []; });
    // Placed among every card seen (recorded ones too): the trick's centre is the whole trick's.
    const seen = merge(stickers, read.taught, toCard);
    const seated = seat(seen, { players, order, nearest }, open, done);
    if (seated.length === 0) {
      setMessage(seen.length ? "Every card in the photo is already recorded in this trick (or not in this deck)." : read.nothing ?? "No card was found in the photo.");
      return;
    }
    setGuess(narrowSeated(open.flatMap((p) => seated.filter((c) => c.player === p)), holds.current));
    setMessage(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [read, nearest]);

  const choose = (p: string) => {
    setNearest(p);
    try { localStorage.setItem(key(id), p); } catch { /* remembered for this visit only */ }
  };

  /** Records the guessed cards in turn order; stops at a player with no card, or at a refused play. */
  const record = async () => {
    setBusy(true);
    let n = 0;
    for (const p of open) {
      const c = guess.find((g) => g.player === p);
      if (!c) break;
      const before = seq.current;
      if (!(await send({ type: "play", card: c.code, player: p }))) break;
      await shown(before);
      n++;
    }
    setBusy(false);
    if (n === guess.length) onDone();
    else if (!guess.some((g) => g.player === open[n])) setMessage(`${open[n]}’s card is not in the photo: ${n} recorded. Tap the rest in the picker.`);
    else setMessage(`${n} of ${guess.length} recorded: the next was refused (see the message above).`);
  };

  /** An unsure card settled: one of its guesses, or any card from the list. */
  const settle = (player: string, code: string) =>
    setGuess((g) => g.map((c) => (c.player === player ? { ...c, code, sure: true } : c)));
  const unsure = guess.filter((g) => !g.sure);

  /** Fix: gives a card to another player; that player's card (if any) takes the first one's player. */
  const setPlayer = (code: string, player: string) =>
    setGuess((g) => {
      const was = g.find((c) => c.code === code)?.player ?? "";
      const next = g.map((c) => (c.code === code ? { ...c, player } : c.player === player ? { ...c, player: was } : c));
      return open.flatMap((p) => next.filter((c) => c.player === p));
    });

  return (
    <section aria-label="Photo of the trick" className="space-y-2 rounded-xl border border-stone-300 p-3 dark:border-stone-700" data-testid="photo-step">
      {!nearest && (
        <fieldset data-testid="photo-nearest" className="space-y-2">
          <legend className="font-semibold">Who sits nearest this phone?</legend>
          <p className="text-sm">Asked once for this table: it tells which side of the photo is whose.</p>
          <div className="flex flex-wrap gap-2">
            {players.map((p) => <button key={p} type="button" className={btn} onClick={() => choose(p)}>{p}</button>)}
          </div>
        </fieldset>
      )}
      {message && <p role="alert" data-testid="photo-message" className="text-sm">{message}</p>}
      {!message && !read && <p role="status">Reading the photo…</p>}
      {!message && !read && early.length > 0 && (
        <p className="text-sm" data-testid="photo-early">So far: {early.map((c) => { const card = c.code ? toCard(c.code) : null; return card ? `${name(card)}${c.sure ? "" : " (unsure)"}` : "a card not yet named"; }).join(" · ")}; still reading the rest.</p>
      )}
      {nearest && guess.length > 0 && (
        <>
          {deck && <p className="text-sm" data-testid="photo-deck">Reading {deck.name} without stickers{deck.taught < 78 ? ` (${deck.taught} of 78 cards taught)` : ""}.</p>}
          <p data-testid="photo-guess" className="font-semibold" aria-live="polite">{guess.map((g) => `${g.player || "nobody"} ${name(g.code)}${g.sure ? "" : " (unsure)"}`).join(" · ")}</p>
          {unsure.map((g) => (
            <fieldset key={g.player} data-testid="photo-unsure" className="space-y-1 rounded-lg border border-amber-600 p-2">
              <legend className="text-sm font-semibold">Not sure of {g.player}’s card: which is it?</legend>
              <div className="flex flex-wrap gap-2">
                {g.options.slice(0, 3).map((o) => (
                  <button key={o} type="button" className={btn} data-testid="photo-option" onClick={() => settle(g.player, o)}>{name(o)}</button>
                ))}
              </div>
              <label className="flex min-h-11 items-center gap-2 text-sm">Another card:
                <select className="min-h-11 rounded border border-stone-400 px-2 dark:bg-stone-900" value="" onChange={(e) => e.target.value && settle(g.player, e.target.value)} data-testid="photo-other">
                  <option value="">Choose…</option>
                  {allowed.map((c) => toCard(c)!).filter((c, i, a) => a.indexOf(c) === i && !played.some((p) => p.card === c)).map((c) => <option key={c} value={c}>{name(c)}</option>)}
                </select>
              </label>
            </fieldset>
          ))}
          {fixing && (
            <ul className="space-y-1 text-sm">
              {guess.map((g) => (
                <li key={g.code}>
                  <label className="flex min-h-11 items-center gap-2">{name(g.code)} laid by
                    <select className="min-h-11 rounded border border-stone-400 px-2 dark:bg-stone-900" value={g.player} onChange={(e) => setPlayer(g.code, e.target.value)}>
                      {open.map((p) => <option key={p} value={p}>{p}</option>)}
                    </select>
                  </label>
                </li>
              ))}
            </ul>
          )}
          <div className="flex gap-2">
            <button type="button" className={`${btn} flex-1 bg-amber-700 text-white`} disabled={busy || unsure.length > 0} onClick={() => void record()} data-testid="photo-record">{unsure.length ? `Choose ${unsure[0].player}’s card first` : "Record trick"}</button>
            <button type="button" className={btn} disabled={busy} onClick={() => setFixing((x) => !x)} aria-expanded={fixing} data-testid="photo-fix">Fix</button>
          </div>
        </>
      )}
      <button type="button" className={`${btn} text-sm`} onClick={onDone}>{guess.length ? "Cancel" : "Close"}</button>
      {nearest && <button type="button" className="min-h-11 px-2 text-sm underline" onClick={() => { try { localStorage.removeItem(key(id)); } catch { /* */ } setNearest(null); }}>Not at {nearest}’s place?</button>}
    </section>
  );
}
