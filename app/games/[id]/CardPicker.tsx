"use client";
/** Tap a card: suit tabs (led suit first), seen cards greyed out; or type it and press Enter. */
import { useMemo, useState } from "react";
import { ALL_CARDS, cardName, parseCard, rankOf, suitName, suitOf, type DeckStyle, type Suit } from "@/lib/cards";

const SUIT_ORDER: Suit[] = ["W", "C", "S", "P", "T"];
const SUIT_MARK: Record<Suit, string> = { W: "", C: "", S: "", P: "", T: "★" };

function rankLabel(code: string, style: DeckStyle): string {
  const r = rankOf(code);
  if (suitOf(code) === "T") return String(r);
  if (r === 1) return "A";
  if (r <= 10) return String(r);
  const courts: Record<DeckStyle, string[]> = {
    fortunes: ["Herald", "Knight", "Riga", "Righ"],
    rws: ["Page", "Knight", "Queen", "King"],
    thoth: ["Princess", "Prince", "Queen", "Knight"],
  };
  return courts[style][r - 11];
}

export function CardPicker(props: {
  style: DeckStyle;
  ledSuit: string | null;
  unseen: readonly string[];
  legal: readonly string[] | null;
  disabled?: boolean;
  onPick: (card: string) => void;
  label: string;
}) {
  const { style, ledSuit, unseen, legal, disabled, onPick, label } = props;
  const order = useMemo(() => (ledSuit ? [ledSuit as Suit, ...SUIT_ORDER.filter((s) => s !== ledSuit)] : SUIT_ORDER), [ledSuit]);
  const [tab, setTab] = useState<Suit | null>(null);
  const active = tab ?? order[0];
  const [typed, setTyped] = useState("");
  const [typeError, setTypeError] = useState<string | null>(null);
  const unseenSet = useMemo(() => new Set(unseen), [unseen]);
  const cards = ALL_CARDS.filter((c) => suitOf(c) === active);

  function submitTyped(e: React.FormEvent) {
    e.preventDefault();
    const r = parseCard(typed, { style });
    if (!r.ok) {
      setTypeError(r.error.message);
      return;
    }
    setTypeError(null);
    setTyped("");
    onPick(r.value);
  }

  return (
    <section aria-label={label} className="space-y-2">
      <form onSubmit={submitTyped} className="flex gap-2">
        <label className="sr-only" htmlFor="card-input">Type a card</label>
        <input
          id="card-input"
          value={typed}
          onChange={(e) => { setTyped(e.target.value); setTypeError(null); }}
          placeholder="Type a card: w7, t21, ace cups"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          disabled={disabled}
          className="min-w-0 flex-1 rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100"
          aria-describedby={typeError ? "card-input-error" : undefined}
        />
        <button type="submit" disabled={disabled} className="rounded-lg bg-amber-600 px-4 py-2 font-semibold text-white hover:bg-amber-700 disabled:opacity-50">Record</button>
      </form>
      {typeError && <p id="card-input-error" role="alert" className="text-sm text-red-700 dark:text-red-400">{typeError}</p>}
      <div role="tablist" aria-label="Suits" className="grid grid-cols-5 gap-1">
        {order.map((s) => (
          <button
            key={s}
            role="tab"
            type="button"
            aria-selected={s === active}
            onClick={() => setTab(s)}
            className={`rounded-md px-1 py-2 text-sm font-medium ${s === active ? "bg-amber-600 text-white" : "bg-stone-200 text-stone-800 dark:bg-stone-800 dark:text-stone-200"}`}
          >
            {SUIT_MARK[s] && <span aria-hidden="true">{SUIT_MARK[s]} </span>}{suitName(s, style)}{s === ledSuit ? " (led)" : ""}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={suitName(active, style)} className={`grid gap-1 ${active === "T" ? "grid-cols-6" : "grid-cols-5"}`}>
        {cards.map((c) => {
          const seen = !unseenSet.has(c);
          const illegal = legal !== null && !legal.includes(c);
          return (
            <button
              key={c}
              type="button"
              data-card={c}
              disabled={disabled || seen}
              onClick={() => onPick(c)}
              aria-label={`${cardName(c, style)}${seen ? " (already seen)" : illegal ? " (not a legal play)" : ""}`}
              className={`min-h-12 rounded-md border text-sm font-semibold ${seen ? "border-transparent bg-stone-100 text-stone-400 line-through dark:bg-stone-900 dark:text-stone-600" : illegal ? "border-stone-300 bg-stone-50 text-stone-500 dark:border-stone-700 dark:bg-stone-800/50" : "border-stone-300 bg-white text-stone-900 hover:bg-amber-50 active:bg-amber-100 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100 dark:hover:bg-stone-700"}`}
            >
              {rankLabel(c, style)}
            </button>
          );
        })}
      </div>
    </section>
  );
}
