import type { Metadata } from "next";
import Link from "next/link";
import { allGames } from "@/lib/games/registry";

export const metadata: Metadata = { title: "How to play" };

/** /rules: the index of How to play, one entry per registered game. Server-rendered, no script. */
export default function RulesIndex() {
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="font-serif text-3xl font-semibold">How to play</h1>
      <p>The rules of each game the table keeps, in plain words: set-up, dealing, bidding, play, scoring, the house rules and what to tap when.</p>
      <ul className="space-y-3">
        {allGames().map((g) => (
          <li key={g.id} className="rounded-lg border border-stone-300 p-3 dark:border-zinc-700">
            <h2 className="text-xl font-semibold"><Link href={`/rules/${g.id}`} className="inline-flex min-h-11 items-center underline">How to play {g.label}</Link></h2>
            <p className="text-stone-700 dark:text-zinc-300">{g.blurb}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
