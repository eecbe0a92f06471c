"use client";
/**
 * The deck style a page is shown in, as links (they work without script). Choosing one also makes
 * it this device's style (app/_components/deck-style.ts), so the next page opens in it too.
 */
import Link from "next/link";
import { DECK_STYLES, DECK_STYLE_LABELS, type DeckStyle } from "@/lib/cards";
import { rememberDeviceStyle } from "@/app/_components/deck-style";

export function StyleNav({ style, links }: { style: DeckStyle; links: Record<DeckStyle, string> }) {
  return (
    <nav aria-label="Deck style" className="flex flex-wrap gap-2" data-testid="style-nav">
      {DECK_STYLES.map((s) => (
        <Link key={s} href={links[s]} aria-current={s === style ? "page" : undefined} onClick={() => rememberDeviceStyle(s)}
          className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm no-underline ${s === style ? "border-gold-400 bg-gold-400 text-zinc-950" : "border-stone-300 dark:border-zinc-700"}`}>
          {DECK_STYLE_LABELS[s]}
        </Link>
      ))}
    </nav>
  );
}
