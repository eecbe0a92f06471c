"use client";
/**
 * Asked once per device, at its first set-up: which tarot deck is on the table? A face of each
 * style to compare with the cards in hand (the trump printed VIII differs: Rider-Waite-Smith
 * prints Strength there, Thoth Adjustment). The answer is kept on the device (./table-deck).
 */
import { CardFace } from "@/app/_components/CardFace";
import type { TableDeck } from "./table-deck";

const CHOICES: { deck: Exclude<TableDeck, "other">; label: string; style: string; name: string }[] = [
  { deck: "rws", label: "Rider-Waite-Smith (or a deck named like it)", style: "rws", name: "Strength" },
  { deck: "thoth", label: "Thoth (or Marseille numbering)", style: "thoth", name: "Adjustment" },
];

export function DeckQuestion({ onAnswer }: { onAnswer: (deck: TableDeck) => void }) {
  return (
    <section aria-labelledby="deck-question" className="space-y-3 rounded-lg border border-amber-700 bg-amber-50 p-3 text-stone-950 dark:bg-zinc-900 dark:text-zinc-100" data-testid="deck-question">
      <h2 id="deck-question" className="text-lg font-semibold">Which deck is on your table?</h2>
      <p className="text-sm">Find the trump numbered VIII in your deck. The app then names every card as your deck prints it; this device remembers the answer, and each game can still change it below.</p>
      <div className="grid grid-cols-2 gap-2">
        {CHOICES.map((c) => (
          <button key={c.deck} type="button" onClick={() => onAnswer(c.deck)} data-deck={c.deck}
            className="flex min-h-11 flex-col items-center gap-1 rounded-lg border border-stone-400 bg-white p-2 text-center text-sm font-semibold text-stone-950 hover:bg-amber-100 dark:border-zinc-600 dark:bg-zinc-800 dark:text-zinc-100 dark:hover:bg-zinc-700">
            <CardFace code="T08" deck="tarot" style={c.style} name={`VIII ${c.name}`} variant="mini" decorative className="h-28 w-auto" />
            <span>VIII is {c.name}</span>
            <span className="text-xs font-normal">{c.label}</span>
          </button>
        ))}
      </div>
      <button type="button" onClick={() => onAnswer("other")} className="min-h-11 w-full rounded-lg border border-stone-400 px-3 text-sm dark:border-zinc-600">Another deck, or not sure: use each game&apos;s own names</button>
    </section>
  );
}
