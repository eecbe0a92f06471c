"use client";
import dynamic from "next/dynamic";
import { useCallback, useState } from "react";
import { cardName, type DeckStyle } from "@/lib/cards";

const Scanner = dynamic(() => import("@/app/_components/scanner/Scanner"), { ssr: false, loading: () => <p>Loading the scanner…</p> });

export function CheckScanner({ style = "fortunes" }: { style?: DeckStyle }) {
  const [on, setOn] = useState(false);
  const [seen, setSeen] = useState<string[]>([]);
  const onCard = useCallback((code: string) => setSeen((s) => [code, ...s].slice(0, 12)), []);
  return (
    <div className="space-y-3">
      {!on ? (
        <button type="button" onClick={() => setOn(true)} className="rounded-lg bg-gold-400 px-4 py-3 font-semibold text-zinc-950">Start the camera</button>
      ) : (
        <Scanner onCard={onCard} label="Sticker check" />
      )}
      <p aria-live="assertive" className="text-2xl font-semibold" data-testid="checked-card">
        {seen[0] ? `${cardName(seen[0], style)} (${seen[0]})` : on ? "No sticker read yet." : ""}
      </p>
      {seen.length > 1 && <p className="text-sm text-stone-600 dark:text-zinc-400">Before: {seen.slice(1).map((c) => cardName(c, style)).join(", ")}</p>}
    </div>
  );
}
