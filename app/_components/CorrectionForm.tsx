"use client";
/**
 * Replace a card already recorded: tap the right card in the picker (or type it and save), and
 * the game is re-evaluated from there (the generic fold's correction). Every game's trick history
 * opens it; render it with a `key` per card being corrected, so the text and the error start
 * empty each time.
 */
import { useState, type ReactNode } from "react";
import type { FaceRef } from "@/lib/faces/ref";
import { CardPicker, type ParseAnswer, type PickerGroup } from "./CardPicker";

export function CorrectionForm({ label, placeholder, parse, busy, onSave, onCancel, className = "", picker }: {
  /** What is replaced, e.g. "Replace Ben's Three of Wands (trick 1, card 2) with". */
  label: ReactNode;
  placeholder: string;
  /** Reads a typed card: a code or a message saying why not. */
  /** May answer later (a parser loaded when someone first types a card). */
  parse: (text: string) => ParseAnswer | Promise<ParseAnswer>;
  busy: boolean;
  /** Sends the correction; true when the server recorded it. */
  onSave: (card: string) => Promise<boolean>;
  onCancel: () => void;
  className?: string;
  /** The game's picker tabs and faces: a tap on a card saves the correction. */
  picker?: { groups: readonly PickerGroup[]; face: (code: string) => FaceRef; current?: string };
}) {
  const [text, setText] = useState("");
  const [err, setErr] = useState<string | null>(null);
  return (
    <form className={`mt-3 space-y-2 ${className}`} onSubmit={async (e) => {
      e.preventDefault();
      const r = await parse(text);
      if (!r.ok) { setErr(r.error.message); return; }
      setErr(null);
      await onSave(r.value);
    }}>
      {picker && (
        <div data-testid="correction-picker">
          <p className="mb-1 text-sm">{label} (tap the card)</p>
          <CardPicker groups={picker.groups} lead={null} initial={picker.groups.find((g) => g.cards.some((c) => c.code === picker.current))?.id ?? null} unseen={picker.groups.flatMap((g) => g.cards.map((c) => c.code)).filter((c) => c !== picker.current)}
            legal={null} disabled={busy} typing={false} label="The right card" face={picker.face} parse={parse}
            onPick={(card) => void onSave(card)} />
        </div>
      )}
      <label className="block text-sm">{picker ? <>Or type it<span className="sr-only">: {label}</span></> : label}
        <input autoFocus={!picker} value={text} onChange={(e) => setText(e.target.value)} placeholder={placeholder} autoComplete="off"
          className="mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100" />
      </label>
      {err && <p role="alert" className="text-sm text-red-700 dark:text-red-400">{err}</p>}
      <div className="flex gap-2">
        <button type="submit" disabled={busy} className="min-h-11 rounded-lg bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800 disabled:opacity-50">Save correction</button>
        <button type="button" onClick={onCancel} className="min-h-11 rounded-lg border border-stone-400 px-4 py-2 dark:border-stone-600">Cancel</button>
      </div>
    </form>
  );
}
