/** The deck style a reference page is shown in, as links (no script needed). */
import Link from "next/link";
import { DECK_STYLES, DECK_STYLE_LABELS, type DeckStyle } from "@/lib/cards";

export function StyleNav({ style, href }: { style: DeckStyle; href: (s: DeckStyle) => string }) {
  return (
    <nav aria-label="Deck style" className="flex flex-wrap gap-2" data-testid="style-nav">
      {DECK_STYLES.map((s) => (
        <Link key={s} href={href(s)} aria-current={s === style ? "page" : undefined}
          className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm no-underline ${s === style ? "border-gold-400 bg-gold-400 text-zinc-950" : "border-stone-300 dark:border-zinc-700"}`}>
          {DECK_STYLE_LABELS[s]}
        </Link>
      ))}
    </nav>
  );
}

export const withStyle = (path: string, style: DeckStyle, extra: Record<string, string> = {}) => {
  const q = new URLSearchParams({ ...(style !== "fortunes" ? { style } : {}), ...extra }).toString();
  return q ? `${path}?${q}` : path;
};
