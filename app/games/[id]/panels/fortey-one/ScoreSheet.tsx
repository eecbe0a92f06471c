/**
 * The Fortey-One score sheet: per deal each player's bid, tricks, made/missed and points, the
 * running totals, the partnerships and what each still needs; a chart of the running totals as
 * plain SVG beside it (the table is its accessible twin).
 */
import dynamic from "next/dynamic";
import type { ForteyOneView } from "@/lib/games/fortey-one/view";

// The chart comes once a deal has been scored (a new game's page stays light).
const TotalsChart = dynamic(() => import("@/app/_components/TotalsChart").then((m) => m.TotalsChart), { loading: () => null });


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
        {view.sheet.some((r) => r.points) && <Totals sheet={view.sheet} names={names} />}
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

/** Running totals after each played deal (redeals skipped), from 0, with the 41 line. */
function Totals({ sheet, names }: { sheet: ForteyOneView["sheet"]; names: string[] }) {
  const rows = sheet.filter((r) => r.points);
  const series = names.map((n) => [0, ...rows.map((r) => r.totals[n])]);
  const last = names.map((n, i) => `${n} ${series[i][series[i].length - 1]}`).join(", ");
  return <TotalsChart players={names} series={series} target={41} xLabels={[null, ...rows.map((r) => `D${r.deal}`)]}
    label={`Running totals over ${rows.length} deal${rows.length === 1 ? "" : "s"}: ${last}. The table gives every deal.`} />;
}
