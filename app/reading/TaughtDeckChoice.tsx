"use client";
/**
 * The free reading's choice of a taught deck (issue 32): when this browser's circle has taught decks
 * (GET /api/decks; the last list kept for offline use), "Photo of the cards" and the camera read the
 * chosen one's cards without stickers. The choice is remembered on this device. Once a deck is
 * chosen and the phone idle, its reader (worker, OpenCV, the deck's data) loads in the background,
 * as at a table naming one, so the first photo or card held to the camera is read at once.
 */
import { useEffect, useState } from "react";
import type { TableDeck } from "@/app/_components/scanner/recog-client";
import { whenIdle } from "@/app/_components/scanner/when-idle";

const LIST = "ft-reading-decks", CHOSEN = "ft-reading-deck";

/** The circle's taught decks and the one chosen (null: stickers only). */
export function useTaughtDeck(): { decks: TableDeck[]; deck: TableDeck | null; choose: (id: string) => void } {
  const [decks, setDecks] = useState<TableDeck[]>([]);
  const [chosen, setChosen] = useState("");
  useEffect(() => {
    let gone = false;
    const show = (ds: TableDeck[]) => {
      if (gone) return;
      const taught = ds.filter((d) => d.taught > 0);
      setDecks(taught);
      try { const kept = localStorage.getItem(CHOSEN); if (kept && taught.some((d) => d.id === kept)) setChosen(kept); } catch { /* */ }
    };
    fetch("/api/decks", { credentials: "same-origin" })
      .then(async (r) => {
        if (!r.ok) throw new Error();
        const { decks: ds } = (await r.json()) as { decks: TableDeck[] };
        try { localStorage.setItem(LIST, JSON.stringify(ds)); } catch { /* */ }
        show(ds);
      })
      .catch(() => { try { show(JSON.parse(localStorage.getItem(LIST) ?? "[]") as TableDeck[]); } catch { /* */ } });
    return () => { gone = true; };
  }, []);
  const choose = (id: string) => {
    setChosen(id);
    try { if (id) localStorage.setItem(CHOSEN, id); else localStorage.removeItem(CHOSEN); } catch { /* this visit only */ }
  };
  const deck = decks.find((d) => d.id === chosen) ?? null;
  useWarm(deck);
  return { decks, deck, choose };
}

/** The chosen deck's reader loaded ahead of its first use (never on a phone asking to save data). */
function useWarm(deck: TableDeck | null) {
  useEffect(() => {
    if (!deck?.taught) return;
    const cancel = whenIdle(() => void import("@/app/_components/scanner/recog-client").then((m) => m.warmTable(deck)).catch(() => {}));
    return () => void cancel();
  }, [deck]);
}

export function TaughtDeckChoice({ decks, deck, choose }: ReturnType<typeof useTaughtDeck>) {
  if (!decks.length) return null;
  return (
    <label className="block text-sm font-medium">Read photos and the camera without stickers, with our taught deck
      <select value={deck?.id ?? ""} onChange={(e) => choose(e.target.value)} data-testid="reading-deck"
        className="mt-1 block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-2 text-stone-900 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100">
        <option value="">None: stickers only</option>
        {decks.map((d) => <option key={d.id} value={d.id}>{d.name}{d.taught < 78 ? ` (${d.taught} of 78 taught)` : ""}</option>)}
      </select>
    </label>
  );
}
