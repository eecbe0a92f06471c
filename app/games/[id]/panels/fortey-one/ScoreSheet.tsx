/**
 * The Fortey-One score sheet: per deal each player's bid, tricks, made/missed and points, the
 * running totals, the partnerships and what each still needs; a chart of the running totals as
 * plain SVG beside it (the table is its accessible twin).
 */
import type { ForteyOneView } from "@/lib/games/fortey-one/view";

type Sheet = ForteyOneView["sheet"];

export const sign = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");
export const num = (n: number) => (n < 0 ? `−${-n}` : String(n));

export function ScoreSheet({ view, caption = "Score sheet" }: { view: ForteyOneView; caption?: string }) {
  const names = view.players;
  return (
    <section aria-label={caption} className="space-y-3 rounded-xl border border-stone-300 p-3 dark:border-stone-700" data-testid="score-sheet">
      <h2 className="font-semibold">{caption}</h2>
      <div className="flex flex-col gap-3 md:flex-row">
        <div className="overflow-x-auto md:flex-1">
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">Each deal: bid, tricks won, points and running total per player</caption>
            <thead>
              <tr className="border-b border-stone-300 dark:border-stone-700">
                <th scope="col" className="py-1 pr-1 text-left">Deal</th>
                {names.map((n) => <th key={n} scope="col" className="px-1 text-right">{n}</th>)}
              </tr>
            </thead>
            <tbody>
              {view.sheet.map((row) => (
                <tr key={row.deal} className="border-b border-stone-200 align-top dark:border-stone-800" data-testid={`sheet-deal-${row.deal}`}>
                  <th scope="row" className="py-1 pr-1 text-left font-normal">
                    {row.deal}<span className="block text-xs text-stone-600 dark:text-stone-400">{row.dealer} dealt</span>
                  </th>
                  {row.redeal ? (
                    <td colSpan={4} className="px-1 text-stone-600 dark:text-stone-400">
                      Redeal: bids totalled {Object.values(row.bids).reduce((a, b) => a + b, 0)}, fewer than 11
                    </td>
                  ) : names.map((n) => {
                    const bid = row.bids[n];
                    const won = row.tricksWon[n];
                    const pts = row.points?.[n];
                    const made = bid !== undefined && won >= bid;
                    return (
                      <td key={n} className="px-1 text-right">
                        <span className="block whitespace-nowrap text-xs text-stone-600 dark:text-stone-400">bid {bid ?? "—"}</span>
                        <span className="block whitespace-nowrap text-xs text-stone-600 dark:text-stone-400">won {won}</span>
                        {pts !== undefined && (
                          <span className={`block ${made ? "text-emerald-800 dark:text-emerald-300" : "text-red-800 dark:text-red-300"}`}>
                            {made ? "made" : "missed"} {sign(pts)}
                          </span>
                        )}
                        <b className="block" data-testid={`total-${row.deal}-${n}`}>{num(row.totals[n])}</b>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <TotalsChart sheet={view.sheet} names={names} />
      </div>
      <ul className="space-y-1 text-sm" data-testid="partnerships">
        {view.partnerships.map((p) => (
          <li key={p.players.join()} className={`rounded-lg px-2 py-1 ${p.won ? "bg-emerald-100 dark:bg-emerald-950" : "bg-stone-100 dark:bg-stone-900"}`}>
            <b>{p.players.join(" & ")}: {num(p.points)}</b> — {p.line}
          </li>
        ))}
      </ul>
    </section>
  );
}

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
