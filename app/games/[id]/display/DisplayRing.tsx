/**
 * The seats around the table (the first at the bottom edge, the rest in seating order), each
 * player's card of the trick laid large in front of them, as on the real table. A finished trick
 * stays, its winning card ringed, until the next card is played. Without a trick (Fortuno) the
 * top card lies large in the middle.
 */
import { CardImage } from "@/app/_components/CardImage";
import type { DisplayModel, DisplaySeat } from "@/lib/games/display";

/** Where seat i of n sits, in percent of the table's box: `r` of the way from the centre. */
function at(i: number, n: number, order: DisplayModel["order"], rx: number, ry: number) {
  const a = (order === "clockwise" ? 1 : -1) * ((2 * Math.PI) / n) * i;
  return { left: `${50 - rx * Math.sin(a)}%`, top: `${50 + ry * Math.cos(a)}%` };
}

function Seat({ seat }: { seat: DisplaySeat }) {
  const line = [
    seat.bid !== null ? `bid ${seat.bid}` : null,
    seat.tricks !== null ? `won ${seat.tricks}` : null,
    seat.count !== null ? `${seat.count} card${seat.count === 1 ? "" : "s"}` : null,
  ].filter(Boolean).join(" · ");
  return (
    <div
      className={`w-32 rounded-xl border-2 px-2 py-1 text-center leading-tight shadow ${seat.turn ? "border-amber-600 bg-amber-100 text-stone-950 dark:border-amber-300 dark:bg-amber-200" : "border-stone-400 bg-white text-stone-900 dark:border-stone-500 dark:bg-stone-900 dark:text-stone-100"}`}
      data-testid="display-seat" data-turn={seat.turn || undefined}
    >
      <p className="truncate text-lg font-bold">{seat.turn ? "▶ " : ""}{seat.name}</p>
      <p className="truncate text-sm">{[seat.team, seat.score !== null ? `${seat.score} pts` : null].filter(Boolean).join(" · ")}</p>
      {line && <p className="text-sm tabular-nums">{line}</p>}
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
    <section aria-label="The table" className="relative h-[34rem] overflow-hidden rounded-[3rem] border-4 border-emerald-900 bg-emerald-800 text-white dark:border-emerald-700 dark:bg-emerald-950">
      <ul aria-label={`Seats, play goes ${model.direction}`}>
        {model.seats.map((s, i) => (
          <li key={`${s.name}-${i}`} className="absolute z-10 -translate-x-1/2 -translate-y-1/2" style={at(i, n, model.order, 38, 40)}>
            <Seat seat={s} />
          </li>
        ))}
      </ul>
      {t && (
        <figure className="absolute inset-0" data-testid="display-trick" data-finished={t.finished || undefined}>
          <figcaption className="absolute left-4 top-3 z-20 max-w-[45%] rounded-2xl bg-emerald-950 px-3 py-1 text-lg font-bold text-white" data-testid="display-trick-label">
            {t.label}{t.finished ? (t.winner ? `: ${t.winner} won it` : ", finished") : t.leader ? `, led by ${t.leader}` : ""}
          </figcaption>
          <ul aria-label={`Cards of ${t.label}`}>
            {t.plays.map((p, k) => {
              const won = t.finished && p.player === t.winner;
              return (
                <li key={`${p.player}-${k}`} className="absolute -translate-x-1/2 -translate-y-1/2" style={at(seatIndex.get(p.player) ?? k, n, model.order, 19, 21)}>
                  <CardImage face={p.face} variant="full" className={`h-32 w-auto rounded-md bg-white shadow-lg ${won ? "outline-4 outline-offset-2 outline-amber-300" : ""}`} />
                  <span className="sr-only">{p.player}{won ? ", the winning card" : ""}</span>
                </li>
              );
            })}
          </ul>
        </figure>
      )}
      {top?.face && (
        <figure className="absolute left-1/2 top-1/2 flex -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-1" data-testid="display-top">
          <CardImage face={top.face} variant="full" className="h-52 w-auto rounded-md bg-white shadow-lg" />
          <figcaption className="rounded-full bg-emerald-950 px-3 text-lg font-bold text-white">{top.label}: {top.value}</figcaption>
        </figure>
      )}
      {!t && !top?.face && <p className="absolute inset-x-0 top-1/2 -translate-y-1/2 text-center text-2xl">No card on the table yet</p>}
      <p className="absolute right-4 top-3 rounded-full bg-emerald-950 px-3 text-lg font-semibold text-white" aria-hidden="true">{arrow} {model.direction}</p>
    </section>
  );
}
