/** A player's reading journal: every reading in date order, and what keeps coming up. */
import Link from "next/link";
import { cardName, type DeckStyle } from "@/lib/cards";
import { withStyle } from "@/app/reference/style-link";
import type { Journal } from "@/lib/players/journal";

const OUTCOME: Record<string, string> = { fortune: "Fortune", doom: "Doom", even: "Even" };

/**
 * `journal.readings` is one page (links to the `earlier` and `later` pages); the summary below it
 * (cards that keep coming up, balance, outcomes) is over the newest `summaryOf` readings.
 * `style`: the device's (or the newest reading's), for what sums the readings up; each reading keeps its own.
 */
export function JournalSection({ journal, summaryOf, earlier, later, style = "fortunes", device = "fortunes" }: { journal: Journal; summaryOf: number; earlier: string | null; later: string | null; style?: DeckStyle; device?: DeckStyle }) {
  const { readings } = journal;
  const total = journal.well + journal.ill;
  return (
    <section aria-labelledby="journal" className="space-y-4 rounded-lg border border-stone-200 p-4 dark:border-zinc-800" data-testid="journal">
      <h2 id="journal" className="font-serif text-2xl font-semibold">Reading journal</h2>
      {readings.length === 0 && !earlier && !later ? (
        <p className="text-sm text-stone-600 dark:text-zinc-400">No readings yet: a Fortunes deal's reading or a free reading saved under this name starts the journal.</p>
      ) : (
        <>
          <ol className="space-y-2 text-sm" data-testid="journal-readings">
            {readings.map((r) => (
              <li key={r.id} className="rounded border border-stone-200 p-2 dark:border-zinc-800">
                <p>
                  <span className="font-semibold">{r.date}</span>{" "}
                  {r.kind === "game" && r.href ? <Link href={r.href}>Fortunes deal {r.deal}</Link> : <span>Free reading ({r.spread})</span>}
                  {r.outcome && <span>: {OUTCOME[r.outcome] ?? r.outcome}</span>}
                </p>
                {r.question && <p className="italic">“{r.question}”</p>}
                <p className="text-stone-700 dark:text-zinc-300">{r.cards.map((c) => `${cardName(c.card, r.style ?? "fortunes")}${c.disposition === "ill" ? " (ill)" : ""}`).join(", ")}</p>
              </li>
            ))}
          </ol>
          {(earlier || later) && (
            <p className="flex gap-4 text-sm" data-testid="journal-pages">
              {earlier && <Link href={earlier} className="inline-flex min-h-11 items-center">← Earlier readings</Link>}
              {later && <Link href={later} className="inline-flex min-h-11 items-center">Later readings →</Link>}
            </p>
          )}
          {summaryOf >= 200 && <p className="text-sm text-stone-600 dark:text-zinc-400">Below: the newest {summaryOf} readings.</p>}
          <div className="space-y-1">
            <h3 className="font-semibold">Cards that keep coming up</h3>
            {journal.recurring.length === 0 ? (
              <p className="text-sm text-stone-600 dark:text-zinc-400">No card has come up in two readings yet.</p>
            ) : (
              <table className="w-full text-left text-sm" data-testid="journal-cards">
                <thead><tr><th scope="col">Card</th><th scope="col" className="text-right">Readings</th><th scope="col">Meaning</th></tr></thead>
                <tbody>
                  {journal.recurring.slice(0, 12).map((c) => (
                    <tr key={c.card} className="border-t border-stone-200 align-top dark:border-zinc-800">
                      <td className="pr-2"><Link href={withStyle(`/reference/cards/${c.card}`, style, {}, device)} className="inline-flex min-h-11 items-center">{cardName(c.card, style)}</Link></td>
                      <td className="pr-2 text-right tabular-nums">{c.count}</td>
                      <td>
                        <span className="font-semibold">{c.keywords.slice(0, 3).join(", ")}</span>
                        {c.meaning && <span className="block text-stone-700 dark:text-zinc-300">{c.meaning.split(/(?<=\.)\s/)[0]}</span>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
          <div className="space-y-1">
            <h3 className="font-semibold">Balance</h3>
            <p className="text-sm">{total} cards: {journal.well} well-disposed, {journal.ill} ill-disposed.</p>
            <ul className="flex flex-wrap gap-3 text-sm">
              {journal.suits.map((s) => <li key={s.suit}>{s.name}: {s.count}</li>)}
            </ul>
          </div>
          <div className="space-y-1">
            <h3 className="font-semibold">Outcomes over time</h3>
            {journal.outcomes.length === 0 ? (
              <p className="text-sm text-stone-600 dark:text-zinc-400">No game readings yet, so no outcomes.</p>
            ) : (
              <p className="text-sm">{journal.outcomes.map((o) => `${o.date} ${OUTCOME[o.outcome] ?? o.outcome}`).join(" · ")}</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
