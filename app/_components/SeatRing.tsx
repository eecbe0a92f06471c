/**
 * The players drawn around a table, in seat order, with the direction of play: lets a table
 * check who sits where. Plain SVG with a text list beside it for screen readers.
 */
export function SeatRing({ players, order, highlight, notes, label }: {
  players: readonly string[];
  order: "clockwise" | "counter-clockwise";
  /** A player to mark (the dealer, or whose turn it is). */
  highlight?: string | null;
  /** A short note under a name, e.g. a hand count. */
  notes?: Readonly<Record<string, string>>;
  label: string;
}) {
  const n = Math.max(players.length, 1);
  const size = 240, c = size / 2, r = 80;
  // The first player sits at the bottom (nearest the phone); the rest follow the direction.
  const step = (order === "clockwise" ? 1 : -1) * ((2 * Math.PI) / n);
  const at = (i: number) => ({ x: c + r * Math.sin(-i * step), y: c + r * Math.cos(-i * step) });
  const arrow = order === "clockwise" ? "↻" : "↺";
  return (
    <figure className="mx-auto w-full max-w-xs" data-testid="seat-ring">
      <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={`${label}: ${players.join(", ")}, ${order}`} className="w-full">
        {/* Small enough that the note under the top seat stays clear of it. */}
        <circle cx={c} cy={c} r={38} className="fill-emerald-800 stroke-emerald-950" strokeWidth={2} />
        <text x={c} y={c + 9} textAnchor="middle" fontSize={26} className="fill-white">{arrow}</text>
        {players.map((p, i) => {
          const { x, y } = at(i);
          const mark = highlight && p === highlight;
          return (
            <g key={`${p}-${i}`} data-seat={p}>
              <circle cx={x} cy={y} r={22} className={mark ? "fill-amber-300 stroke-amber-700" : "fill-stone-100 stroke-stone-500 dark:fill-stone-800"} strokeWidth={2} />
              <text x={x} y={y + 4} textAnchor="middle" fontSize={11} fontWeight={600} className={mark ? "fill-stone-950" : "fill-stone-900 dark:fill-stone-100"}>
                {(p || `Seat ${i + 1}`).slice(0, 8)}
              </text>
              {notes?.[p] && <text x={x} y={y + 34} textAnchor="middle" fontSize={10} className="fill-stone-700 dark:fill-stone-300">{notes[p]}</text>}
            </g>
          );
        })}
      </svg>
      <figcaption className="sr-only">{label}. Play goes {order}: {players.map((p, i) => `${i + 1}. ${p || `seat ${i + 1}`}${notes?.[p] ? ` (${notes[p]})` : ""}`).join("; ")}.</figcaption>
    </figure>
  );
}
