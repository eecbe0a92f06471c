import type { Metadata } from "next";
import Link from "next/link";
import { allGames, gameModule } from "@/lib/games/registry";
import { NewGameForm, type GameMeta } from "./NewGameForm";

export const metadata: Metadata = { title: "New game" };

/** Choose the game first, then set it up. `/games/new?game=fortey-one` opens that game's form. */
export default async function NewGamePage({ searchParams }: { searchParams: Promise<{ game?: string | string[] }> }) {
  const sp = await searchParams;
  const games = allGames();
  const chosen = gameModule(sp.game) ?? games[0];
  const meta: GameMeta = {
    id: chosen.id,
    name: chosen.name,
    seats: { ...chosen.seats },
    styles: chosen.deck.styles.map((s) => ({ id: s.id, label: s.label })),
  };
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="font-serif text-3xl font-semibold">New game of {chosen.name}</h1>
      <nav aria-label="Choose the game">
        <ul className="grid grid-cols-2 gap-2">
          {games.map((g) => (
            <li key={g.id}>
              <Link href={`/games/new?game=${g.id}`} aria-current={g.id === chosen.id ? "page" : undefined}
                className={`flex min-h-11 items-center justify-center rounded-lg border px-3 py-2 text-center font-semibold ${g.id === chosen.id ? "border-amber-700 bg-amber-100 text-stone-950 dark:bg-amber-950 dark:text-amber-50" : "border-stone-400 dark:border-zinc-600"}`}>
                {g.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="text-stone-700 dark:text-zinc-300">{chosen.blurb}</p>
      <p className="flex flex-wrap gap-x-4"><Link href={`/rules/${chosen.id}`} className="inline-flex min-h-11 items-center font-semibold underline">How to play {chosen.name}</Link><Link href={`/rules/${chosen.id}#house-rules`} className="inline-flex min-h-11 items-center underline">What the house rules do</Link></p>
      <NewGameForm key={chosen.id} meta={meta} />
    </div>
  );
}
