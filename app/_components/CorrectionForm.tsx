"use client";
/**
 * Replace a card already recorded: type the right card, save, and the game is re-evaluated from
 * there (the generic fold's correction). Every game's trick history opens it; render it with a
 * `key` per card being corrected, so the text and the error start empty each time.
 */
import { useState, type ReactNode } from "react";

export function CorrectionForm({ label, placeholder, parse, busy, onSave, onCancel, className = "" }: {
  /** What is replaced, e.g. "Replace Ben's Three of Wands (trick 1, card 2) with". */
  label: ReactNode;
  placeholder: string;
  /** Reads a typed card: a code or a message saying why not. */
  parse: (text: string) => { ok: true; value: string } | { ok: false; error: { message: string } };
  busy: boolean;
  /** Sends the correction; true when the server recorded it. */
  onSave: (card: string) => Promise<boolean>;
  onCancel: () => void;
  className?: string;
}) {
  const [text, setText] = useState("");
  const [err, setErr] = useState<string | null>(null);
  return (
    <form className={`mt-3 space-y-2 ${className}`} onSubmit={async (e) => {
      e.preventDefault();
      const r = parse(text);
      if (!r.ok) { setErr(r.error.message); return; }
      setErr(null);
      await onSave(r.value);
    }}>
      <label className="block text-sm">{label}
        <input autoFocus value={text} onChange={(e) => setText(e.target.value)} placeholder={placeholder} autoComplete="off"
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
