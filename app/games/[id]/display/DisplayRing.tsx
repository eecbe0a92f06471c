/**
 * The seats around the table (the first at the bottom edge, the rest in seating order), each
 * player's card of the trick laid large in front of them, as on the real table. A finished trick
 * stays, its winning card ringed, until the next card is played. Without a trick (Fortuno) the
 * top card lies large in the middle.
 */
import type React from "react";
import { CardImage } from "@/app/_components/CardImage";
import { CARD_CLASS, cardRing, ringFraction } from "./ring-layout";
import "./ring.css";
import type { DisplayModel, DisplaySeat } from "@/lib/games/display";

/** Custom properties for a box on the ring (./ring.css): the phone's fractions, then the wide ones. */
function place(i: number, n: number, order: DisplayModel["order"], card: boolean): React.CSSProperties {
  const small = card ? cardRing("phone", n) : { kx: 1, ky: 1 };
  const wide = card ? cardRing("wide", n) : { kx: 1, ky: 1 };
  const p = ringFraction(i, n, order, small.kx, small.ky);
  const w = ringFraction(i, n, order, wide.kx, wide.ky);
  return { "--fx": p.fx.toFixed(4), "--fy": p.fy.toFixed(4), "--fx-lg": w.fx.toFixed(4), "--fy-lg": w.fy.toFixed(4) } as React.CSSProperties;
}

function Seat({ seat }: { seat: DisplaySeat }) {
  const line = [
    seat.bid !== null ? `bid ${seat.bid}` : null,
    seat.tricks !== null ? `won ${seat.tricks}` : null,
    seat.count !== null ? `${seat.count} card${seat.count === 1 ? "" : "s"}` : null,
  ].filter(Boolean).join(" · ");
  return (
    <div
      className={`w-22 rounded-xl border-2 px-1 py-1 text-center leading-tight shadow @lg:w-32 @lg:px-2 ${seat.turn ? "border-amber-600 bg-amber-100 text-stone-950 dark:border-amber-300 dark:bg-amber-200" : "border-stone-400 bg-white text-stone-900 dark:border-stone-500 dark:bg-stone-900 dark:text-stone-100"}`}
      data-testid="display-seat" data-turn={seat.turn || undefined}
    >
      <p className="truncate text-base font-bold @lg:text-lg">{seat.turn ? "▶ " : ""}{seat.name}</p>
      <p className="truncate text-[11px] @lg:text-sm">{[seat.team, seat.score !== null ? `${seat.score} pts` : null].filter(Boolean).join(" · ")}</p>
      {line && <p className="text-[11px] tabular-nums @lg:text-sm">{line}</p>}
      {seat.marks.length > 0 && <p className="truncate text-xs italic">{seat.marks.join(" · ")}</p>}
    </div>
  );
}

export function DisplayRing({ model }: { model: DisplayModel }) {
  const n = Math.max(model.seats.length, 1);
  const t = model.trick;
  const top = t ? undefined : model.facts.find((f) => f.face);
  const arrow = model.direction === "clockwise" ? "↻" : "↺";
  const seatIndex = new Map(model.seats.map((s, i) => [s.name, i]));
  return (
    <section aria-label="The table" className="@container flex h-[34rem] flex-col overflow-hidden rounded-[3rem] border-4 border-emerald-900 bg-emerald-800 text-white dark:border-emerald-700 dark:bg-emerald-950">
      {/* The trick's name and the direction of play have a line of their own: no plate can cover them. */}
      <div className="flex items-start justify-between gap-2 px-6 pt-3">
        {t ? (
          <p className="rounded-2xl bg-emerald-950 px-3 py-1 text-base font-bold text-white @lg:text-lg" data-testid="display-trick-label">
            {t.label}{t.finished ? (t.winner ? `: ${t.winner} won it` : ", finished") : t.leader ? `, led by ${t.leader}` : ""}
          </p>
        ) : <span />}
        <p className="shrink-0 rounded-full bg-emerald-950 px-3 py-1 text-base font-semibold text-white @lg:text-lg" aria-hidden="true" data-testid="display-direction">{arrow} {model.direction}</p>
      </div>
      <div className="relative m-3 flex-1">
        <ul aria-label={`Seats, play goes ${model.direction}`}>
          {model.seats.map((s, i) => (
            <li key={`${s.name}-${i}`} className="ring-at z-10" style={place(i, n, model.order, false)}>
              <Seat seat={s} />
            </li>
          ))}
        </ul>
        {t && (
          // Each card in front of its player, on an ellipse inside the plates' (./ring-layout.ts).
          <figure className="absolute inset-0 m-0" data-testid="display-trick" data-finished={t.finished || undefined}>
            <ul aria-label={`Cards of ${t.label}`}>
              {t.plays.map((p, k) => {
                const won = t.finished && p.player === t.winner;
                return (
                  <li key={`${p.player}-${k}`} className="ring-at" style={place(seatIndex.get(p.player) ?? k, n, model.order, true)}>
                    <CardImage face={p.face} variant="full" className={`${CARD_CLASS[Math.min(Math.max(n, 3), 6)]} block w-auto rounded-md bg-white shadow-lg ${won ? "outline-4 outline-offset-2 outline-amber-300" : ""}`} />
                    <span className="sr-only">{p.player}{won ? ", the winning card" : ""}</span>
                  </li>
                );
              })}
            </ul>
          </figure>
        )}
        {top?.face && (
          <figure className="absolute left-1/2 top-1/2 m-0 flex -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-1" data-testid="display-top">
            <CardImage face={top.face} variant="full" className="h-36 w-auto rounded-md bg-white shadow-lg @lg:h-52" />
            <figcaption className="rounded-full bg-emerald-950 px-3 text-lg font-bold text-white">{top.label}: {top.value}</figcaption>
          </figure>
        )}
        {!t && !top?.face && <p className="absolute inset-x-0 top-1/2 -translate-y-1/2 text-center text-2xl">No card on the table yet</p>}
      </div>
    </section>
  );
}
