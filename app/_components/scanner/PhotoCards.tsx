"use client";
/**
 * The free reading's "Photo of the cards": every sticker in the photo, in reading order (row by
 * row, left to right), each upright or turned (a sticker seen upside down: ill-disposed). Added in
 * one go once the photo is read; the list below lets the reader turn or remove any.
 */
import { useEffect, useState } from "react";
import { quarterTurn } from "@/lib/scan/rotation";
import type { FoundSticker } from "@/lib/scan/decode-multi";
import { readPhoto } from "./read-photo";

export interface PhotoCardsProps {
  /** Called once with every card read, in reading order, and whether its sticker lay upside down. */
  onCards: (cards: { code: string; upsideDown: boolean }[]) => void;
  file: File;
  onDone: () => void;
}

/** Row by row (a row: centres within half a sticker of each other), left to right. */
export function readingOrder(stickers: FoundSticker[]): FoundSticker[] {
  const byY = [...stickers].sort((a, b) => a.y - b.y);
  const rows: FoundSticker[][] = [];
  for (const s of byY) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(s.y - row[0].y) < Math.max(s.size, row[0].size) * 0.75) row.push(s);
    else rows.push([s]);
  }
  return rows.flatMap((r) => r.sort((a, b) => a.x - b.x));
}

export default function PhotoCards({ onCards, file, onDone }: PhotoCardsProps) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    let gone = false;
    void readPhoto(file).then((r) => {
      if (gone) return;
      if (!r.ok) { setMessage(r.message); return; }
      onCards(readingOrder(r.stickers).map((s) => ({ code: s.code, upsideDown: quarterTurn(s.rotation) === 180 })));
      onDone();
    });
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
