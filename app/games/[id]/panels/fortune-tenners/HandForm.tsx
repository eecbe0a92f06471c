"use client";
/**
 * Fortune Tenners' hand form (issue 30; loaded when "Enter a hand" is first opened): a player taps
 * (or types) the round's cards of their hand before their first card, privately on their own phone;
 * their plays are then checked at once and their phone shows the hand. A seat's phone starts with
 * its own player, and under "own moves" offers only that player (the server refuses another's).
 */
import { useState } from "react";
import { CardPicker, type ParseAnswer, type PickerGroup } from "@/app/_components/CardPicker";
import { useMe } from "@/app/_components/watching";
import { mayRecordFor } from "@/app/_components/seat-rule";
import type { FaceRef } from "@/lib/faces/ref";
import type { TennersView } from "@/lib/games/fortune-tenners/view";
import type { Send } from "../../table";

export default function HandForm({ view, canEnter, busy, send, groups, face, name, parse }: {
  view: TennersView; canEnter: readonly string[]; busy: boolean; send: Send; groups: readonly PickerGroup[];
  face: (code: string) => FaceRef; name: (code: string) => string; parse: (text: string) => Promise<ParseAnswer>;
}) {
  const me = useMe();
  const offered = canEnter.filter((p) => mayRecordFor(me, p));
  const mine = me?.role === "seat" && me.player ? offered.find((p) => p.toLowerCase() === me.player!.toLowerCase()) ?? null : null;
  const [player, setPlayer] = useState(mine ?? offered[0] ?? "");
  const who = offered.includes(player) ? player : offered[0] ?? "";
  const [cards, setCards] = useState<string[]>([]);
  const size = view.cards;
  // The turned trump card is in no one's hand.
  const unseen = view.unseen.filter((c) => c !== view.trump.card);
  const add = (code: string) => setCards((cs) => (cs.includes(code) ? cs.filter((c) => c !== code) : cs.length >= size ? cs : [...cs, code]));
  if (!offered.length) return null;
  return (
    <div className="mt-2 space-y-2" data-testid="hand-form">
      {view.handsEntered.length > 0 && <p className="text-sm">Checked at once: {view.handsEntered.join(", ")}.</p>}
      <p className="text-sm">Before their first card, a player can enter the {size} card{size === 1 ? "" : "s"} of their hand; every play of theirs is then checked as it is made. Tap a card again to take it out.</p>
      <label className="block text-sm">Player
        <select value={who} onChange={(e) => { setPlayer(e.target.value); setCards([]); }} className="ml-2 min-h-11 rounded border border-stone-400 bg-white px-2 text-stone-900">
          {offered.map((p) => <option key={p}>{p}</option>)}
        </select>
      </label>
      <CardPicker groups={groups} lead={null} unseen={unseen} legal={null} disabled={busy} label={`Cards of ${who}'s hand`} placeholder="Type a card, then Enter" parse={parse} onPick={add} face={face} testId="hand-picker" />
      <p className="text-sm" aria-live="polite" data-testid="hand-count">{cards.length} of {size}: {cards.map(name).join(", ")}</p>
      <div className="flex gap-2">
        <button type="button" disabled={busy || cards.length !== size} onClick={async () => { if (await send({ type: "hand", player: who, cards })) setCards([]); }}
          className="min-h-11 rounded-lg bg-amber-700 px-4 py-2 font-semibold text-white disabled:opacity-40">Save {who}&rsquo;s hand</button>
        <button type="button" onClick={() => setCards([])} className="min-h-11 rounded-lg border border-stone-400 px-4 py-2">Clear</button>
      </div>
    </div>
  );
}
