/**
 * Running totals as a plain SVG line chart (no library), for any game that keeps totals: one line
 * per player, a point per deal or round, an optional target line (Fortey-One's 41). The score
 * table beside it carries every number for screen readers; the SVG has a short summary (`label`).
 */

/** Line colours (light / dark theme) with a dash pattern each, so lines differ without colour too. */
const COLOURS = [
  "stroke-amber-700 fill-amber-700 dark:stroke-amber-400 dark:fill-amber-400",
  "stroke-indigo-700 fill-indigo-700 dark:stroke-indigo-300 dark:fill-indigo-300",
  "stroke-emerald-700 fill-emerald-700 dark:stroke-emerald-400 dark:fill-emerald-400",
  "stroke-rose-700 fill-rose-700 dark:stroke-rose-400 dark:fill-rose-400",
  "stroke-sky-700 fill-sky-700 dark:stroke-sky-300 dark:fill-sky-300",
  "stroke-stone-700 fill-stone-700 dark:stroke-stone-300 dark:fill-stone-300",
];
const DASHES = ["", "6 3", "2 3", "8 3 2 3", "1 2", "10 4"];

export function TotalsChart({ players, series, label, xLabels = [], target, empty }: {
  players: readonly string[];
  /** Each player's totals, point by point (the same length for all). */
  series: readonly (readonly number[])[];
  /** The chart's summary for screen readers ("Totals over 2 rounds: Ann 0, Ben 20"). */
  label: string;
  /** Under each point, its label (null or absent: none). */
  xLabels?: readonly (string | null)[];
  /** A total the game plays to, drawn as a dashed line with its number. */
  target?: number;
  /** Said instead of the chart while there is no point yet (nothing when absent). */
  empty?: string;
}) {
  const points = Math.max(0, ...series.map((s) => s.length));
  if (points === 0) return empty ? <p className="text-sm text-stone-600 dark:text-stone-400">{empty}</p> : null;
  const values = [...series.flat(), ...(target === undefined ? [] : [target])];
  const lo = Math.min(0, ...values), hi = Math.max(0, ...values);
  const W = 320, H = 180, L = 36, R = 8, T = 10, B = 22;
  const span = hi - lo || 1;
  const x = (i: number) => L + (points === 1 ? (W - L - R) / 2 : (i * (W - L - R)) / (points - 1));
  const y = (v: number) => T + ((hi - v) * (H - T - B)) / span;
  // Numbers on the left: 0 and the target, then the highest and lowest where they do not crowd one.
  const ticks: number[] = [];
  for (const v of [...(lo < 0 && hi > 0 ? [0] : []), ...(target === undefined ? [] : [target]), hi, lo]) {
    if (ticks.every((t) => Math.abs(t - v) > span * 0.08)) ticks.push(v);
  }
  return (
    <figure className="space-y-1 md:w-72" data-testid="totals-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="w-full text-stone-700 dark:text-stone-300">
        <line x1={L} x2={W - R} y1={y(0)} y2={y(0)} stroke="currentColor" strokeOpacity={0.5} />
        {target !== undefined && <line x1={L} x2={W - R} y1={y(target)} y2={y(target)} className="stroke-emerald-600" strokeWidth={1} strokeDasharray="4 3" />}
        {ticks.map((v) => <text key={v} x={L - 4} y={y(v) + 4} textAnchor="end" fontSize={10} fill="currentColor">{v}</text>)}
        {xLabels.map((t, i) => t && <text key={i} x={x(i)} y={H - 6} textAnchor="middle" fontSize={10} fill="currentColor">{t}</text>)}
        {series.map((s, i) => (
          <g key={players[i]} className={COLOURS[i % COLOURS.length]}>
            <polyline points={s.map((v, k) => `${x(k)},${y(v)}`).join(" ")} className="fill-none" strokeWidth={2.5} strokeDasharray={DASHES[i % DASHES.length]} />
            {s.map((v, k) => <circle key={k} cx={x(k)} cy={y(v)} r={3} />)}
          </g>
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-3 text-sm" aria-hidden="true">
        {players.map((p, i) => (
          <span key={p} className="inline-flex items-center gap-1">
            <svg width="24" height="8"><line x1="0" x2="24" y1="4" y2="4" className={COLOURS[i % COLOURS.length]} strokeWidth={2.5} strokeDasharray={DASHES[i % DASHES.length]} /></svg>
            {p}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
