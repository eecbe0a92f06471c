/**
 * The trick in play drawn as the table: each player's card at their seat, in seat order (the
 * first player nearest the phone, the others following the direction of play), the card that
 * wins so far ringed and starred. Until the next card falls, an empty table shows the trick just
 * won, under its own number (never the next trick's). The list of plays is in playing order for
 * screen readers; empty seats are drawing only. Test id `trick`: the trick in play.
 */
import type React from "react";
import type { FaceRef } from "@/lib/faces/ref";
import { CardImage } from "./CardImage";

export interface TrickPlay {
  player: string;
  card: string;
}

export interface ShownTrick {
  number: number;
  plays: readonly TrickPlay[];
  winner: string | null;
}

export function TrickTable({ players, order, plays, winner, leader, next, pending, previous, face, testId, label, title }: {
  players: readonly string[];
  order: "clockwise" | "counter-clockwise";
  /** The trick in play, in playing order. */
  plays: readonly TrickPlay[];
  /** Whose card wins the trick in play so far. */
  winner: string | null;
  leader: string | null;
  /** Whose turn it is (an empty seat marked "to play"). */
  next?: string | null;
  /** The card being recorded. */
  pending?: { player: string; card: string } | null;
  /** The trick just won, shown while the trick in play is still empty. */
  previous?: ShownTrick | null;
  face: (card: string) => FaceRef;
  testId: string;
  label: string;
  /** The heading over the trick in play ("Trick 2, led by Ann"); a finished trick shown instead gets its own. */
  title?: string;
}) {
  const n = players.length;
  const small = n > 4;
  // Seats round the table in `order`, the first at the bottom. Each seat's box is placed by the
  // fraction f of the room left once the box is taken out (left: f of the width, shifted back by f
  // of its own width), so the top seat's box starts at the top edge and the bottom seat's ends at
  // the bottom one: seats never cover each other, however long a name or caption (issue 30).
  const at = (player: string): React.CSSProperties => {
    const a = (players.indexOf(player) * (order === "clockwise" ? 2 : -2) * Math.PI) / n;
    const fx = 0.5 - 0.5 * Math.sin(a), fy = 0.5 + 0.5 * Math.cos(a);
    return { left: `${(fx * 100).toFixed(1)}%`, top: `${(fy * 100).toFixed(1)}%`, transform: `translate(${(-fx * 100).toFixed(1)}%, ${(-fy * 100).toFixed(1)}%)` };
  };
  // A seat is its name, its card and a caption of at most two lines (the height the table is sized for).
  const seat = `absolute flex h-[106px] flex-col items-center text-center ${small ? "w-20" : "w-24"}`;
  const cardW = `${small ? "w-10" : "w-11"} h-auto rounded-[4px]`;
  const shown = plays.length === 0 && !pending && previous?.plays.length ? previous : null;
  const onTable = shown ? shown.plays : pending ? [...plays, pending] : plays;
  const won = shown ? shown.winner : winner;
  const led = shown ? shown.plays[0]?.player : leader;

  const cards = onTable.map((p) => {
    const f = face(p.card);
    const saving = p === pending;
    return (
      <li key={p.player} className={seat} style={at(p.player)} data-seat={p.player} aria-busy={saving || undefined}>
        <span className="max-w-full truncate text-xs font-semibold">{p.player}{p.player === led ? " (led)" : ""}</span>
        <span className="relative">
          <CardImage face={f} variant="plain" className={`${cardW} ${saving ? "opacity-70 outline-2 outline-dashed outline-amber-600" : p.player === won ? "ring-[3px] ring-amber-500" : "shadow-sm"}`} />
          {!saving && p.player === won && (
            <span className="absolute -right-2 -top-2 flex h-5 w-5 items-center justify-center rounded-full bg-amber-500 text-[11px] font-black text-stone-950" data-testid="winning-mark">
              ★<span className="sr-only">{shown ? ", won the trick" : ", winning so far"}</span>
            </span>
          )}
        </span>
        <span className="line-clamp-2 text-[11px] leading-tight" aria-hidden="true">{saving ? "saving…" : f.name}</span>
      </li>
    );
  });

  return (
    <figure className="m-0" aria-label={label} data-testid="trick">
      {title !== undefined && (
        <h2 className="mb-1 text-sm font-semibold text-stone-600 dark:text-stone-400" data-testid="trick-heading">
          {shown ? `Trick ${shown.number}${shown.winner ? `, won by ${shown.winner}` : ""}` : title}
        </h2>
      )}
      <div className={`relative mx-auto w-full max-w-sm ${small ? "h-[300px]" : "h-[212px]"}`} data-trick-area>
        <div aria-hidden="true" className="absolute inset-x-[22%] inset-y-[24%] rounded-[50%] border border-emerald-700/40 bg-emerald-100 dark:border-emerald-500/30 dark:bg-emerald-950/70" />
        {players.filter((p) => !onTable.some((c) => c.player === p)).map((p) => (
          <div key={p} aria-hidden="true" className={seat} style={at(p)} data-seat={p}>
            <span className="max-w-full truncate text-xs font-semibold">{p}</span>
            <span className={`${cardW} aspect-[5/7] border-2 border-dashed ${!shown && next === p ? "border-amber-600 dark:border-amber-400" : "border-stone-400 dark:border-zinc-600"}`} />
            <span className="text-[11px] leading-tight">{!shown && next === p ? "to play" : " "}</span>
          </div>
        ))}
        <ol data-testid={testId} aria-label="Cards played">{!shown && cards}</ol>
        {shown && <ul aria-label={`Trick ${shown.number}${shown.winner ? `, won by ${shown.winner}` : ""}`} data-testid="previous-trick">{cards}</ul>}
      </div>
      {shown && (
        <figcaption className="text-center text-xs text-stone-700 dark:text-zinc-300">
          Trick {shown.number}{shown.winner ? ` won by ${shown.winner}` : ""}: the next card starts trick {shown.number + 1}.
        </figcaption>
      )}
    </figure>
  );
}
