import Link from "next/link";
import { connection } from "next/server";
import { headers } from "next/headers";
import { listRecentGames, type GameRow } from "@/server/data";
import { listableGames } from "@/server/access";
import { gameKindName, gameStatusName, shortDate } from "./_components/game-labels";

export default async function HomePage() {
  await connection(); // recent games are read per request, never at build time
  // This browser's circles' games and the tables it holds a device of (server/access.ts): never the
  // names at another group's tables.
  const h = await headers();
  const games = await listRecentGames(8, { scope: await listableGames(new Request("http://local/", { headers: { cookie: h.get("cookie") ?? "" } })) });

  return (
    <div className="space-y-10">
      <section aria-labelledby="intro-heading" className="space-y-4">
        <h1 id="intro-heading" className="font-serif text-3xl font-semibold text-gold-800 sm:text-4xl dark:text-gold-300">
          Fortunes Table
        </h1>
        <p className="max-w-prose text-lg leading-relaxed text-stone-700 dark:text-zinc-300">
          A companion for card games played with a tarot deck at a real table. Seat the players, enter each trick
          as it falls, and let the app keep the score, check the rules, and read what every deal&rsquo;s won
          cards foretell.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link
            href="/games/new"
            className="rounded-lg bg-gold-400 px-4 py-2.5 font-semibold text-zinc-950 no-underline shadow-sm hover:bg-gold-300"
          >
            New game
          </Link>
          <Link
            href="/rules"
            className="rounded-lg border border-stone-300 px-4 py-2.5 font-semibold no-underline hover:bg-stone-200 dark:border-zinc-700 dark:hover:bg-zinc-800"
          >
            How to play
          </Link>
          <Link
            href="/reference"
            className="rounded-lg border border-stone-300 px-4 py-2.5 font-semibold no-underline hover:bg-stone-200 dark:border-zinc-700 dark:hover:bg-zinc-800"
          >
            Card meanings
          </Link>
        </div>
      </section>

      <section aria-labelledby="recent-heading" className="space-y-3">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="recent-heading" className="text-xl font-semibold">
            Recent games
          </h2>
          {games.length > 0 && (
            <Link href="/games" className="text-sm hover:underline">
              All games
            </Link>
          )}
        </div>
        {games.length === 0 ? (
          <p data-testid="no-games" className="rounded-lg border border-dashed border-stone-300 p-4 text-stone-600 dark:border-zinc-700 dark:text-zinc-400">
            No games yet. Start one with <Link href="/games/new" className="underline">New game</Link>.
          </p>
        ) : (
          <ul data-testid="recent-games" className="divide-y divide-stone-200 rounded-lg border border-stone-200 dark:divide-zinc-800 dark:border-zinc-800">
            {games.map((game) => (
              <RecentGame key={game.id} game={game} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="about-heading" className="space-y-3">
        <h2 id="about-heading" className="text-xl font-semibold">
          At the table
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          <Feature title="Play">Four players, 78 cards: the app follows the deal, the bids and every trick.</Feature>
          <Feature title="Score">Rule slips are flagged as they happen; points and partnerships add up on their own.</Feature>
          <Feature title="Read">
            Each player&rsquo;s won cards are laid into a reading; see the <Link href="/reference" className="underline">reference</Link>.
          </Feature>
        </ul>
      </section>
    </div>
  );
}

function RecentGame({ game }: { game: GameRow }) {
  return (
    <li>
      <Link href={`/games/${game.id}`} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3 no-underline hover:bg-stone-100 dark:hover:bg-zinc-900">
        <span className="font-medium">{gameKindName(game.kind)}</span>
        <span className="text-stone-700 dark:text-zinc-300">{game.seats.map((s) => s.name).join(", ")}</span>
        <span className="ml-auto text-sm text-stone-500 dark:text-zinc-400">
          {gameStatusName(game.status)} · <time dateTime={game.createdAt.toISOString()}>{shortDate(game.createdAt)}</time>
        </span>
      </Link>
    </li>
  );
}

function Feature({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <li className="rounded-lg border border-stone-200 p-4 dark:border-zinc-800">
      <h3 className="font-semibold text-gold-800 dark:text-gold-300">{title}</h3>
      <p className="mt-1 text-sm leading-relaxed text-stone-700 dark:text-zinc-300">{children}</p>
    </li>
  );
}
