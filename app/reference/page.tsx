import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { CardFace } from "@/app/_components/CardFace";
import { allCards, matchesCard } from "@/server/reference";

export const metadata: Metadata = { title: "Reference" };

const SUIT_ORDER = ["T", "W", "C", "S", "P"];

export default async function ReferencePage({ searchParams }: { searchParams: Promise<{ q?: string }> }) {
  await connection();
  const { q = "" } = await searchParams;
  const cards = (await allCards()).filter((c) => matchesCard(c, q));
  const bySuit = SUIT_ORDER.map((s) => ({ suit: s, cards: cards.filter((c) => c.suit === s) })).filter((g) => g.cards.length);
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold">Cards and the spread</h1>
        <p className="text-stone-700 dark:text-zinc-300">
          Every card with its names in the Fortunes, Rider-Waite-Smith and Thoth decks, what it says well- and
          ill-disposed, and its correspondences. See also <Link href="/reference/zones">the spread&rsquo;s zones and positions</Link> and
          {" "}<Link href="/reading">a free reading with your own cards</Link>.
        </p>
      </header>
      <form role="search" className="flex gap-2" action="/reference">
        <label htmlFor="card-search" className="sr-only">Search cards</label>
        <input id="card-search" name="q" defaultValue={q} placeholder="Name in any deck, or a keyword: Lust, Riga, grief…"
          className="min-w-0 flex-1 rounded-lg border border-stone-400 bg-white px-3 py-2 text-stone-900 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100" />
        <button type="submit" className="rounded-lg bg-gold-400 px-4 py-2 font-semibold text-zinc-950">Search</button>
      </form>
      <p className="text-sm text-stone-600 dark:text-zinc-400" aria-live="polite" data-testid="card-count">
        {q ? `${cards.length} card${cards.length === 1 ? "" : "s"} match “${q}”.` : "All 78 cards."}
      </p>
      {bySuit.map((g) => (
        <section key={g.suit} aria-labelledby={`suit-${g.suit}`} className="space-y-2">
          <h2 id={`suit-${g.suit}`} className="text-xl font-semibold">{g.cards[0].suitName}</h2>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {g.cards.map((c) => (
              <li key={c.code}>
                <Link href={`/reference/cards/${c.code}`} className="flex items-start gap-3 rounded-lg border border-stone-200 p-3 no-underline hover:bg-stone-100 dark:border-zinc-800 dark:hover:bg-zinc-900" data-card={c.code}>
                  <CardFace code={c.code} variant="mini" decorative className="h-14 w-auto shrink-0" />
                  <span className="min-w-0">
                    <span className="font-semibold">{c.names.fortunes}</span>
                    {c.names.rws !== c.names.fortunes && <span className="block text-xs text-stone-600 dark:text-zinc-400">{c.names.rws}{c.names.thoth !== c.names.rws ? ` · ${c.names.thoth}` : ""}</span>}
                    <span className="mt-1 block text-sm text-stone-700 dark:text-zinc-300">{c.keywords.well.join(", ")}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
