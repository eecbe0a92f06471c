"use client";
/**
 * The owner's phone is asked at once (issue 30, RULINGS "Private-hand conflicts"): when another
 * device recorded a play for this seat's player that her privately entered hand proves wrong, the
 * server lists it in her seat's view only (`view.conflicts`, docs/privacy.md). This banner says it
 * in words, vibrates where the phone can, and offers one tap to fix it (a correction of that card
 * from her own phone, public like every correction) or to let it stand: kept on this phone only
 * (localStorage, by the conflict's id), nothing sent, so no other device's answer changes. Loaded
 * only when there is a conflict.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { cardName, isCardCode, suitName, suitOf, type DeckStyle } from "@/lib/cards";
import type { Send } from "./table";

export interface Conflict {
  id: string; deal: number; trick: number; position: number; card: string; name: string;
  by: string; rule: string; reason: string; legal: string[]; message: string;
}

const keptKey = (game: string) => `ft-conflicts-kept:${game}`;
function readKept(game: string): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(keptKey(game)) ?? "[]");
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

/** "Ben recorded Seven of Pentacles for you, but you hold Wands" (or "… but it is not in your hand"). */
export function conflictHeadline(c: Conflict, style: DeckStyle): string {
  const name = isCardCode(c.card) ? cardName(c.card, style) : c.name;
  const start = `${c.by} recorded ${name} for you in trick ${c.trick}`;
  if (c.rule.endsWith("not-in-hand")) return `${start}, but it is not in the hand you entered`;
  const suits = new Set(c.legal.filter(isCardCode).map(suitOf));
  if (c.legal.length > 0 && suits.size === 1) return `${start}, but you hold ${suitName([...suits][0], style)}`;
  return `${start}, but your hand says otherwise`;
}

export default function ConflictAsk({ game, conflicts, style, busy, send }: { game: string; conflicts: Conflict[]; style: DeckStyle; busy: boolean; send: Send }) {
  const [kept, setKept] = useState<string[] | null>(null);
  useEffect(() => {
    setKept(readKept(game));
  }, [game]);
  const open = useMemo(() => (kept === null ? [] : conflicts.filter((c) => !kept.includes(c.id))), [conflicts, kept]);
  // Vibrate once for each conflict this phone has not been asked about yet.
  const buzzed = useRef(new Set<string>());
  useEffect(() => {
    const fresh = open.filter((c) => !buzzed.current.has(c.id));
    if (fresh.length === 0) return;
    for (const c of fresh) buzzed.current.add(c.id);
    if (typeof navigator !== "undefined" && typeof navigator.vibrate === "function") navigator.vibrate([150, 80, 150]);
  }, [open]);
  if (open.length === 0) return null;
  const c = open[0];
  const name = (code: string) => (isCardCode(code) ? cardName(code, style) : code);
  const letStand = () => {
    const next = [...(kept ?? []), c.id];
    try { localStorage.setItem(keptKey(game), JSON.stringify(next)); } catch { /* private mode: kept for this visit */ }
    setKept(next);
  };
  return (
    <section role="alert" aria-labelledby="conflict-title" className="rounded-xl border-2 border-orange-500 bg-orange-50 p-3 text-orange-950 dark:bg-orange-950 dark:text-orange-50" data-testid="conflict">
      <h2 id="conflict-title" className="font-semibold" data-testid="conflict-text">{conflictHeadline(c, style)}.</h2>
      <p className="mt-1 text-sm">{c.reason}</p>
      {c.legal.length > 0 && <p className="mt-2 text-sm">Which card did you play? One tap corrects it (every phone sees the correction):</p>}
      <div className="mt-2 flex flex-wrap gap-2">
        {c.legal.map((code) => (
          <button key={code} type="button" disabled={busy} className="min-h-11 rounded-lg bg-orange-700 px-3 py-2 font-semibold text-white disabled:opacity-40" data-testid="conflict-fix"
            onClick={() => void send({ type: "correct", deal: c.deal, trick: c.trick, position: c.position, card: code })}>
            {name(code)}
          </button>
        ))}
        <button type="button" onClick={letStand} className="min-h-11 rounded-lg border border-orange-700 px-3 py-2 dark:border-orange-300" data-testid="conflict-keep">
          Let it stand
        </button>
      </div>
      {open.length > 1 && <p className="mt-2 text-sm">{open.length - 1} more after this one.</p>}
      <p className="mt-2 text-xs">Letting it stand tells no one now; the broken rule shows to everyone when the deal ends.</p>
    </section>
  );
}
