"use client";
/**
 * Optional: a player enters (or scans) their 19 cards privately at the start of a deal; from
 * then on every play of theirs is checked at once. The form (./HandForm) loads when this is
 * first opened, so the play page stays light.
 */
import dynamic from "next/dynamic";
import { gate } from "@/app/_components/hydration-gate";
import { useState } from "react";
import type { FortunesView } from "@/lib/games/fortunes/view";

const HandForm = dynamic(() => import("./HandForm").then((m) => gate(m.default)), { loading: () => <p className="mt-2 text-sm">Loading…</p> });

type Send = (action: Record<string, unknown> & { type: string }) => Promise<boolean>;

export function HandEntry({ view, busy, send }: { view: FortunesView; busy: boolean; send: Send }) {
  const [opened, setOpened] = useState(false);
  const candidates = view.live.notYetPlayed.filter((p) => !view.live.handsEntered.includes(p));
  if (candidates.length === 0 && view.live.handsEntered.length === 0) return null;
  return (
    <details className="rounded-xl border border-stone-300 p-3 dark:border-stone-700" onToggle={(e) => { if (e.currentTarget.open) setOpened(true); }}>
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">Enter a hand (optional)</summary>
      {opened && <HandForm view={view} busy={busy} send={send} />}
    </details>
  );
}
