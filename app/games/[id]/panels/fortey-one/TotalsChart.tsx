/** Fortey-One's running totals over the deals as plain SVG (the score sheet beside it gives every number). */
import type { ForteyOneView } from "@/lib/games/fortey-one/view";

type Sheet = ForteyOneView["sheet"];

const COLORS = ["stroke-amber-600", "stroke-indigo-600 dark:stroke-indigo-400", "stroke-amber-800 dark:stroke-amber-300", "stroke-indigo-900 dark:stroke-indigo-200"];
const DASH = [undefined, undefined, "6 3", "6 3"];

/** Running totals after each played deal (redeals skipped), with the 41 line. */
export function TotalsChart({ sheet, names }: { sheet: Sheet; names: string[] }) {
  const rows = sheet.filter((r) => r.points);
  if (rows.length === 0) return null;
  const series = names.map((n) => [0, ...rows.map((r) => r.totals[n])]);
  const all = series.flat();
  const lo = Math.min(0, ...all) - 2;
  const hi = Math.max(41, ...all) + 4;
  const W = 300, H = 180, L = 30, R = 8, T = 8, B = 22;
  const x = (i: number) => L + (i * (W - L - R)) / Math.max(1, rows.length);
  const y = (v: number) => T + ((hi - v) * (H - T - B)) / (hi - lo);
  const last = names.map((n, i) => `${n} ${series[i][series[i].length - 1]}`).join(", ");
  return (
    <figure className="md:w-72" data-testid="totals-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Running totals over ${rows.length} deal${rows.length === 1 ? "" : "s"}: ${last}. The table gives every deal.`} className="w-full">
        <line x1={L} x2={W - R} y1={y(0)} y2={y(0)} className="stroke-stone-400" strokeWidth={1} />
        <line x1={L} x2={W - R} y1={y(41)} y2={y(41)} className="stroke-emerald-600" strokeWidth={1} strokeDasharray="4 3" />
        <text x={L - 4} y={y(41) + 4} textAnchor="end" fontSize={10} className="fill-emerald-700 dark:fill-emerald-400">41</text>
        <text x={L - 4} y={y(0) + 4} textAnchor="end" fontSize={10} className="fill-stone-600 dark:fill-stone-400">0</text>
        {rows.map((r, i) => (
          <text key={r.deal} x={x(i + 1)} y={H - 6} textAnchor="middle" fontSize={10} className="fill-stone-600 dark:fill-stone-400">D{r.deal}</text>
        ))}
        {series.map((s, k) => (
          <polyline key={names[k]} fill="none" strokeWidth={2.5} strokeDasharray={DASH[k]} className={COLORS[k]}
            points={s.map((v, i) => `${x(i)},${y(v)}`).join(" ")} />
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-x-3 text-xs">
        {names.map((n, k) => (
          <span key={n} className="inline-flex items-center gap-1">
            <svg width="18" height="6" aria-hidden="true"><line x1="0" x2="18" y1="3" y2="3" strokeWidth={2.5} strokeDasharray={DASH[k]} className={COLORS[k]} /></svg>
            {n}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
