/**
 * A player's points per game over time as a plain SVG line chart, with the same numbers in a
 * table beside it (the table is what screen readers read; the SVG has a one-line summary).
 */
import type { PointsPoint } from "@/lib/players/aggregate";
import { shortDate } from "../../_components/game-labels";

export function PointsChart({ label, points }: { label: string; points: readonly PointsPoint[] }) {
  const values = points.map((p) => p.points);
  const lo = Math.min(0, ...values), hi = Math.max(0, ...values);
  const W = 320, H = 160, L = 40, R = 8, T = 10, B = 22;
  const span = hi - lo || 1;
  const n = points.length;
  const x = (i: number) => L + (n === 1 ? (W - L - R) / 2 : (i * (W - L - R)) / (n - 1));
  const y = (v: number) => T + ((hi - v) * (H - T - B)) / span;
  const summary = `${label}: points in each of ${n} game${n === 1 ? "" : "s"}, from ${values[0]} to ${values[n - 1]}; highest ${Math.max(...values)}, lowest ${Math.min(...values)}`;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <figure className="space-y-1" data-testid="points-chart">
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="w-full text-stone-700 dark:text-stone-300">
          <line x1={L} x2={W - R} y1={y(0)} y2={y(0)} stroke="currentColor" strokeOpacity={0.5} />
          <text x={L - 4} y={y(hi) + 4} textAnchor="end" fontSize={10} fill="currentColor">{hi}</text>
          {lo !== hi && <text x={L - 4} y={y(lo)} textAnchor="end" fontSize={10} fill="currentColor">{lo}</text>}
          <text x={x(0)} y={H - 6} textAnchor="middle" fontSize={10} fill="currentColor">1</text>
          {n > 1 && <text x={x(n - 1)} y={H - 6} textAnchor="middle" fontSize={10} fill="currentColor">{n}</text>}
          <g className="stroke-amber-700 fill-amber-700 dark:stroke-amber-400 dark:fill-amber-400">
            <polyline points={points.map((p, i) => `${x(i)},${y(p.points)}`).join(" ")} className="fill-none" strokeWidth={2.5} />
            {points.map((p, i) => (p.won ? <rect key={i} x={x(i) - 4} y={y(p.points) - 4} width={8} height={8} /> : <circle key={i} cx={x(i)} cy={y(p.points)} r={3} />))}
          </g>
        </svg>
        <figcaption className="text-sm text-stone-600 dark:text-zinc-400">Points per game, oldest first; a square marks a win.</figcaption>
      </figure>
      <div className="max-h-64 overflow-auto" tabIndex={0} role="region" aria-label={`${label}: points per game`}>
        <table className="w-full text-left text-sm" data-testid="points-table">
          <caption className="sr-only">{label}: points per game</caption>
          <thead>
            <tr className="border-b border-stone-300 dark:border-zinc-700">
              <th scope="col">Game</th>
              <th scope="col">Date</th>
              <th scope="col" className="text-right">Deals</th>
              <th scope="col" className="text-right">Points</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              <tr key={p.gameId} className="border-b border-stone-200 dark:border-zinc-800">
                <td>{i + 1}</td>
                <td>{shortDate(new Date(p.date))}</td>
                <td className="text-right tabular-nums">{p.deals}</td>
                <td className="text-right tabular-nums">{p.points}</td>
                <td>{p.won ? "Won" : ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
