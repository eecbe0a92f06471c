/**
 * The players' totals after each round as a plain SVG line chart (no library). The overview
 * table beside it carries the same numbers for screen readers; the SVG has a short summary.
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

export function TotalsChart({ players, series }: { players: readonly string[]; series: readonly (readonly number[])[] }) {
  const rounds = Math.max(0, ...series.map((s) => s.length));
  if (rounds === 0) return <p className="text-sm text-stone-600 dark:text-stone-400">The chart of totals starts after round 1.</p>;
  const values = series.flat();
  const lo = Math.min(0, ...values), hi = Math.max(0, ...values);
  const W = 320, H = 180, L = 36, R = 8, T = 10, B = 22;
  const span = hi - lo || 1;
  const x = (i: number) => L + (rounds === 1 ? (W - L - R) / 2 : (i * (W - L - R)) / (rounds - 1));
  const y = (v: number) => T + ((hi - v) * (H - T - B)) / span;
  const last = players.map((p, i) => `${p} ${series[i]?.[rounds - 1] ?? 0}`).join(", ");
  return (
    <figure className="space-y-1" data-testid="totals-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Totals over ${rounds} round${rounds === 1 ? "" : "s"}: ${last}`} className="w-full text-stone-700 dark:text-stone-300">
        <line x1={L} x2={W - R} y1={y(0)} y2={y(0)} stroke="currentColor" strokeOpacity={0.5} />
        <text x={L - 4} y={y(hi) + 4} textAnchor="end" fontSize={10} fill="currentColor">{hi}</text>
        {lo !== hi && <text x={L - 4} y={y(lo)} textAnchor="end" fontSize={10} fill="currentColor">{lo}</text>}
        {lo < 0 && hi > 0 && <text x={L - 4} y={y(0) + 4} textAnchor="end" fontSize={10} fill="currentColor">0</text>}
        <text x={x(0)} y={H - 6} textAnchor="middle" fontSize={10} fill="currentColor">1</text>
        {rounds > 1 && <text x={x(rounds - 1)} y={H - 6} textAnchor="middle" fontSize={10} fill="currentColor">{rounds}</text>}
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
