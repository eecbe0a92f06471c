/** The display's side panels: headline facts, the score lines, and the readings after a deal. */
import { CardImage } from "@/app/_components/CardImage";
import type { DisplayModel } from "@/lib/games/display";

export function DisplayFacts({ facts }: { facts: DisplayModel["facts"] }) {
  return (
    <ul className="grid gap-2" aria-label="At the table" data-testid="display-facts">
      {facts.map((f) => (
        <li key={f.label} className="flex items-center gap-3 rounded-lg border border-stone-300 p-2 dark:border-stone-600">
          {f.face && <CardImage face={f.face} variant="full" className="h-24 w-auto shrink-0 rounded bg-white" />}
          <p>
            <span className="block text-sm font-semibold text-stone-700 dark:text-stone-300">{f.label}</span>
            <span className="block text-xl font-bold">{f.value}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function DisplayScores({ scores }: { scores: DisplayModel["scores"] }) {
  if (!scores.length) return null;
  return (
    <table className="w-full text-xl" aria-label="Scores" data-testid="display-scores">
      <tbody>
        {scores.map((s) => (
          <tr key={s.label} className={s.tone === "high" ? "bg-amber-100 text-stone-950 dark:bg-amber-950 dark:text-amber-50" : s.tone === "low" ? "bg-indigo-100 text-stone-950 dark:bg-indigo-950 dark:text-indigo-50" : ""}>
            <th scope="row" className="px-2 py-1 text-left font-semibold">{s.label}</th>
            <td className="px-2 py-1 text-right font-bold tabular-nums">{s.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DisplayReadings({ readings }: { readings: DisplayModel["readings"] }) {
  return (
    <section aria-label="Readings" className="space-y-3" data-testid="display-readings">
      <h2 className="text-2xl font-bold">The readings</h2>
      <div className="grid gap-3 md:grid-cols-2">
        {readings.map((r) => (
          <article key={r.player} className="rounded-xl border border-stone-300 p-2 dark:border-stone-600">
            <h3 className="text-lg font-bold">{r.player}: {r.layout}, {r.outcome}</h3>
            <ul className="flex flex-wrap gap-2">
              {r.cards.map((c, i) => (
                <li key={i} className="flex w-24 flex-col items-center text-center text-sm">
                  <CardImage face={c.face} variant="mini" className={`h-20 w-auto rounded bg-white ${c.well ? "" : "rotate-180"}`} />
                  <span>{c.position}{c.well ? "" : " (ill)"}</span>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}
