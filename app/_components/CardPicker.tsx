"use client";
/**
 * Tap a card, for any deck (the tabs and cards first, within the thumb's reach; typing below): one tab per suit in a fixed order (the led suit marked and opened,
 * never moved: a tab that moved under the thumb invited mis-taps), seen cards struck out,
 * cards that are not legal marked; or type it and press Enter. The game's panel supplies the
 * groups, the names, the parser and how a face is drawn, so the picker knows no game's rules.
 */
import { useMemo, useState } from "react";
import type { FaceRef } from "@/lib/faces/ref";

/** What a typed card parses to: its code, or why not. */
export type ParseAnswer = { ok: true; value: string } | { ok: false; error: { message: string } };
import { CardImage } from "./CardImage";
import { useWatching } from "./watching";

export interface PickerCard {
  code: string;
  /** Short visible label, e.g. "A", "7", "Riga", "★21". */
  label: string;
  /** Full name for screen readers and titles, e.g. "Ace of Wands". */
  name: string;
}

export interface PickerGroup {
  id: string;
  label: string;
  cards: PickerCard[];
}

export function CardPicker(props: {
  groups: readonly PickerGroup[];
  /** The group opened first and marked "led" (it keeps its place), or null. */
  lead: string | null;
  /** Cards still possible (unseen); others are struck out. */
  unseen: readonly string[];
  /** Legal cards when the hand is known, else null. */
  legal: readonly string[] | null;
  disabled?: boolean;
  onPick: (card: string) => void;
  /** Reads a typed card: a code or a message saying why not. */
  /** May answer later (a parser loaded when someone first types a card). */
  parse: (text: string) => ParseAnswer | Promise<ParseAnswer>;
  label: string;
  placeholder?: string;
  /** How a card's face is drawn (deck, style, name). */
  face: (code: string) => FaceRef;
  /** Id of the typing field (two pickers on one page need two). */
  inputId?: string;
  /** Test id of the picker (the picker for the card due is "picker"). */
  testId?: string;
  /** The tab opened first when no suit leads (not marked "led"). */
  initial?: string | null;
  /** False: no typing field (the form around it has its own). */
  typing?: boolean;
}) {
  // A watching device records nothing: no picker at all.
  if (useWatching()) return null;
  return <Picker {...props} />;
}

function Picker(props: Parameters<typeof CardPicker>[0]) {
  const { groups, lead, unseen, legal, disabled, onPick, parse, label, face } = props;
  const inputId = props.inputId ?? "card-input";
  const order = groups;
  // A tab chosen by hand holds only while the same suit leads: a new trick opens its led suit.
  const [chosen, setChosen] = useState<{ tab: string; lead: string | null } | null>(null);
  const leadTab = lead && order.some((g) => g.id === lead) ? lead : null;
  const active = chosen && chosen.lead === lead && order.some((g) => g.id === chosen.tab) ? chosen.tab : (leadTab ?? (props.initial && order.some((g) => g.id === props.initial) ? props.initial : order[0]?.id));
  const [typed, setTyped] = useState("");
  const [typeError, setTypeError] = useState<string | null>(null);
  const unseenSet = useMemo(() => new Set(unseen), [unseen]);
  const group = order.find((g) => g.id === active);
  const cols = order.length <= 4 ? "grid-cols-4" : order.length === 5 ? "grid-cols-5" : "grid-cols-6";

  async function submitTyped(e: React.FormEvent) {
    e.preventDefault();
    const r = await parse(typed);
    if (!r.ok) {
      setTypeError(r.error.message);
      return;
    }
    setTypeError(null);
    setTyped("");
    onPick(r.value);
  }

  return (
    <section aria-label={label} className="space-y-2" data-testid={props.testId}>
      <div role="tablist" aria-label="Suits" className={`grid gap-1 ${cols}`}>
        {order.map((g) => (
          <button
            key={g.id}
            role="tab"
            type="button"
            aria-selected={g.id === active}
            onClick={() => setChosen({ tab: g.id, lead })}
            data-led={g.id === leadTab || undefined}
            className={`min-h-11 rounded-md px-1 text-sm font-medium leading-tight ${g.id === active ? "bg-amber-700 text-white" : "bg-stone-200 text-stone-800 dark:bg-stone-800 dark:text-stone-200"} ${g.id === leadTab ? "ring-2 ring-inset ring-sky-600 dark:ring-sky-400" : ""}`}
          >
            {g.label}{g.id === leadTab && <span className="block text-[11px] font-semibold"> (led)</span>}
          </button>
        ))}
      </div>
      {group && (
        <div role="tabpanel" aria-label={group.label} className={`grid gap-1 ${group.cards.length > 21 ? "grid-cols-8" : group.cards.length > 10 ? "grid-cols-7" : "grid-cols-5"}`}>
          {group.cards.map((c) => {
            const seen = !unseenSet.has(c.code);
            const illegal = legal !== null && !legal.includes(c.code);
            return (
              <button
                key={c.code}
                type="button"
                data-card={c.code}
                disabled={disabled || seen}
                onClick={() => onPick(c.code)}
                aria-label={`${c.label.replace(/\u00ad/g, "")}: ${c.name}${seen ? " (already seen)" : illegal ? " (not a legal play)" : ""}`}
                title={c.name}
                className={`flex min-h-12 flex-col items-center justify-center gap-0.5 rounded-md border px-0.5 py-1 text-sm font-semibold leading-tight ${seen ? "border-transparent bg-stone-100 text-stone-500 line-through dark:bg-stone-900 dark:text-stone-400" : illegal ? "border-stone-300 bg-stone-50 text-stone-600 dark:border-stone-700 dark:bg-stone-800/50 dark:text-stone-300" : "border-stone-300 bg-white text-stone-900 hover:bg-amber-50 active:bg-amber-100 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100 dark:hover:bg-stone-700"}`}
              >
                <CardImage face={face(c.code)} variant="mini" decorative className={`h-10 w-auto ${seen ? "opacity-30" : illegal ? "opacity-60" : ""}`} />
                <span className="max-w-full overflow-hidden text-[11px] tracking-tight">{c.label}</span>
              </button>
            );
          })}
        </div>
      )}
      {props.typing !== false && <form onSubmit={submitTyped} className="flex gap-2">
        <label className="sr-only" htmlFor={inputId}>Type a card</label>
        <input
          id={inputId}
          value={typed}
          onChange={(e) => { setTyped(e.target.value); setTypeError(null); }}
          placeholder={props.placeholder ?? "Type a card"}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          disabled={disabled}
          className="min-w-0 flex-1 rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100"
          aria-describedby={typeError ? `${inputId}-error` : undefined}
        />
        <button type="submit" disabled={disabled} className="min-h-11 rounded-lg bg-amber-700 px-4 font-semibold text-white hover:bg-amber-800 disabled:opacity-50">Record</button>
      </form>}
      {typeError && <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">{typeError}</p>}
    </section>
  );
}
