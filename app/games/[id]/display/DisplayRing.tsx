/**
 * The seats around the table (the first at the bottom edge, the rest in seating order) with the
 * trick's card faces large in the middle, each captioned with its player. A finished trick stays,
 * marked with its winner, until the next card is played.
 */
import { CardImage } from "@/app/_components/CardImage";
import type { DisplayModel, DisplaySeat } from "@/lib/games/display";

function at(i: number, n: number, order: DisplayModel["order"]) {
  const a = (order === "clockwise" ? 1 : -1) * ((2 * Math.PI) / n) * i;
  return { left: 50 - 44 * Math.sin(a), top: 50 + 40 * Math.cos(a) };
}

function Seat({ seat }: { seat: DisplaySeat }) {
  const line = [
    seat.bid !== null || seat.tricks !== null ? `${seat.bid !== null ? `bid ${seat.bid} · ` : ""}won ${seat.tricks ?? 0}` : null,
    seat.count !== null ? `${seat.count} card${seat.count === 1 ? "" : "s"}` : null,
  ].filter(Boolean).join(" · ");
  return (
    <div
      className={`w-40 rounded-xl border-2 px-2 py-1 text-center shadow ${seat.turn ? "border-amber-600 bg-amber-100 text-stone-950 dark:border-amber-300 dark:bg-amber-200" : "border-stone-400 bg-white text-stone-900 dark:border-stone-500 dark:bg-stone-900 dark:text-stone-100"}`}
      data-testid="display-seat" data-turn={seat.turn || undefined}
    >
      <p className="truncate text-xl font-bold">{seat.name}{seat.turn ? " ◀" : ""}</p>
      {seat.team && <p className="truncate text-sm font-semibold">{seat.team}</p>}
      {seat.score !== null && <p className="text-lg tabular-nums">{seat.score} pts</p>}
      {line && <p className="text-base tabular-nums">{line}</p>}
      {seat.marks.length > 0 && <p className="text-sm italic">{seat.marks.join(" · ")}</p>}
    </div>
  );
}

export function DisplayRing({ model }: { model: DisplayModel }) {
  const n = Math.max(model.seats.length, 1);
  const t = model.trick;
  const top = model.facts.find((f) => f.face && !t);
  const arrow = model.direction === "clockwise" ? "↻" : "↺";
  return (
    <section aria-label="The table" className="relative min-h-[30rem] rounded-[3rem] border-4 border-emerald-900 bg-emerald-800 text-white dark:border-emerald-700 dark:bg-emerald-950">
      <ul aria-label={`Seats, play goes ${model.direction}`} className="contents">
        {model.seats.map((s, i) => {
          const p = at(i, n, model.order);
          return (
            <li key={`${s.name}-${i}`} className="absolute z-10 -translate-x-1/2 -translate-y-1/2" style={{ left: `${p.left}%`, top: `${p.top}%` }}>
              <Seat seat={s} />
            </li>
          );
        })}
      </ul>
      <div className="absolute inset-x-[22%] inset-y-[20%] flex flex-col items-center justify-center gap-2">
        <p className="text-lg font-semibold" aria-hidden="true">{arrow} {model.direction}</p>
        {t && (
          <figure className="flex flex-col items-center gap-1" data-testid="display-trick" data-finished={t.finished || undefined}>
            <figcaption className="text-xl font-bold" data-testid="display-trick-label">
              {t.label}{t.finished ? (t.winner ? `: ${t.winner} won it` : ", finished") : t.leader ? `, led by ${t.leader}` : ""}
            </figcaption>
            <ul className="flex flex-wrap justify-center gap-2">
              {t.plays.map((p, i) => (
                <li key={`${p.player}-${i}`} className={`flex flex-col items-center rounded-lg p-1 ${t.finished && p.player === t.winner ? "bg-amber-300 text-stone-950" : ""}`}>
                  <CardImage face={p.face} variant="full" className="h-40 w-auto rounded-md bg-white shadow-lg md:h-48" />
                  <span className="text-lg font-semibold">{p.player}</span>
                </li>
              ))}
            </ul>
          </figure>
        )}
        {!t && top?.face && (
          <figure className="flex flex-col items-center gap-1" data-testid="display-top">
            <CardImage face={top.face} variant="full" className="h-52 w-auto rounded-md bg-white shadow-lg" />
            <figcaption className="text-xl font-bold">{top.label}: {top.value}</figcaption>
          </figure>
        )}
        {!t && !top?.face && <p className="text-2xl">No card on the table yet</p>}
      </div>
    </section>
  );
}
