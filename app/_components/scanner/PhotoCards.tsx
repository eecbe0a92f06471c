"use client";
/**
 * The free reading's "Photo of the cards": every sticker in the photo, in reading order (row by
 * row, left to right), each upright or turned (a sticker seen upside down: ill-disposed). Added in
 * one go once the photo is read; the list below lets the reader turn or remove any. With a taught
 * deck chosen (`deck`), its cards are read too without stickers (./recog-client: OpenCV in a worker,
 * on the phone): a card read sure is added (turned round: reversed), one not sure is counted and
 * left to the picker.
 */
import { useEffect, useState } from "react";
import { quarterTurn } from "@/lib/scan/rotation";
import type { FoundSticker } from "@/lib/scan/decode-multi";
import { insideQuad } from "@/lib/recog/geometry";
import { readPhoto } from "./read-photo";
import type { TableDeck } from "./recog-client";

export interface PhotoCardsProps {
  /** Called once with every card read, in reading order, and whether it lay upside down; `unsure`: taught cards found but not named for sure. */
  onCards: (cards: { code: string; upsideDown: boolean }[], more: { unsure: number }) => void;
  /** A taught deck to read too, without stickers (null: stickers only). */
  deck?: TableDeck | null;
  file: File;
  onDone: () => void;
}

/** Row by row (a row: centres within three quarters of a sticker's or card's width of each other), left to right. */
export function readingOrder<T extends Pick<FoundSticker, "x" | "y" | "size">>(stickers: T[]): T[] {
  const byY = [...stickers].sort((a, b) => a.y - b.y);
  const rows: T[][] = [];
  for (const s of byY) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(s.y - row[0].y) < Math.max(s.size, row[0].size) * 0.75) row.push(s);
    else rows.push([s]);
  }
  return rows.flatMap((r) => r.sort((a, b) => a.x - b.x));
}

export default function PhotoCards({ onCards, deck, file, onDone }: PhotoCardsProps) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    let gone = false;
    void (async () => {
      const taught = !!deck && deck.taught > 0;
      const r = await readPhoto(file, 1, { taught });
      if (gone) return;
      if (!r.ok) { setMessage(r.message); return; }
      const cards = r.stickers.map((s) => ({ code: s.code, x: s.x, y: s.y, size: s.size, upsideDown: quarterTurn(s.rotation) === 180 }));
      let unsure = 0;
      if (taught && r.image) {
        try {
          const { readTaught } = await import("./recog-client");
          const read = (await readTaught(deck!, r.image)).cards.filter((t) => !r.stickers.some((s) => insideQuad(t.quad, [s.x, s.y])));
          if (gone) return;
          for (const t of read) {
            if (!t.sure || !t.code) { unsure++; continue; }
            const [a, b] = t.quad;
            cards.push({ code: t.code, x: t.x, y: t.y, size: Math.hypot(b[0] - a[0], b[1] - a[1]), upsideDown: quarterTurn(t.rotation) === 180 });
          }
        } catch (e) {
          if (!gone) setMessage(`${e instanceof Error ? e.message : "The taught deck could not be read."} Tap the cards in the picker.`);
          return;
        }
      }
      if (gone) return;
      if (!cards.length) {
        setMessage(unsure ? `${unsure} card${unsure === 1 ? "" : "s"} found, none named for sure: tap ${unsure === 1 ? "it" : "them"} in the picker.` : r.nothing ?? "No card was found in the photo.");
        return;
      }
      onCards(readingOrder(cards).map((c) => ({ code: c.code, upsideDown: c.upsideDown })), { unsure });
      onDone();
    })();
    return () => { gone = true; };
    // Read once per photo.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);
  return (
    <div className="space-y-1">
      {message ? <p role="alert" data-testid="photo-message" className="text-sm">{message}</p> : <p role="status">Reading the photo…</p>}
      {message && <button type="button" className="min-h-11 rounded-lg border border-stone-400 px-4 py-2 text-sm font-semibold" onClick={onDone}>Close</button>}
    </div>
  );
}
