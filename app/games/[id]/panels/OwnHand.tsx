"use client";
/**
 * A seat's own remaining cards as a hand (issue 30), on its own phone only, when its hand was
 * entered: sorted in deck order, the legal ones marked on its turn (and tappable to play them).
 * Shared by the trick games' panels; loaded only when there is a hand to show.
 */
import { CARD_INDEX, isCardCode } from "@/lib/cards";

const tarotOrder = (c: string) => (isCardCode(c) ? CARD_INDEX[c] : 999);

export function OwnHand({ player, cards, legal, name, busy, onPlay, order = tarotOrder }: {
  player: string; cards: readonly string[]; legal: readonly string[] | null; name: (code: string) => string; busy: boolean; onPlay: ((card: string) => void) | null;
  /** Where a card sorts (the game's deck order; tarot order by default). */
  order?: (code: string) => number;
}) {
  const sorted = [...cards].sort((a, b) => order(a) - order(b));
  const ok = new Set(legal ?? []);
  return (
    <section aria-label={`${player}'s hand`} className="rounded-xl border border-stone-300 p-3 dark:border-stone-700" data-testid="own-hand">
      <h2 className="font-semibold">{player}&apos;s hand ({cards.length} card{cards.length === 1 ? "" : "s"}){legal ? ": the marked ones may be played" : ""}</h2>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {sorted.map((c) => {
          const playable = legal !== null && ok.has(c);
          const label = `${name(c)}${legal === null ? "" : playable ? " (may be played)" : " (not now)"}`;
          return (
            <li key={c}>
              {onPlay && playable ? (
                <button type="button" disabled={busy} onClick={() => onPlay(c)} aria-label={`Play ${name(c)}`} data-legal="true"
                  className="min-h-11 rounded-lg border-2 border-emerald-600 bg-emerald-50 px-2 py-1 text-sm font-semibold text-emerald-950 disabled:opacity-40 dark:bg-emerald-950 dark:text-emerald-50">
                  ✓ {name(c)}
                </button>
              ) : (
                <span aria-label={label} data-legal={legal === null ? undefined : String(playable)}
                  className={`inline-flex min-h-11 items-center rounded-lg border px-2 py-1 text-sm ${legal !== null && !playable ? "border-stone-200 text-stone-400 dark:border-stone-800 dark:text-stone-500" : playable ? "border-2 border-emerald-600 font-semibold" : "border-stone-300 dark:border-stone-700"}`}>
                  {playable ? "✓ " : ""}{name(c)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
