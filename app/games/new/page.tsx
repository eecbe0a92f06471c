import type { Metadata } from "next";
import Link from "next/link";
import { allGames, gameModule } from "@/lib/games/registry";
import { headers } from "next/headers";
import { circlesOf } from "@/server/circles";
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
  // A browser in more than one circle is told which one the table goes into (its choice on /players).
  const h = await headers();
  const { circles } = await circlesOf(new Request("http://local/games/new", { headers: { cookie: h.get("cookie") ?? "" } }));
  const into = circles.length > 1 ? circles.find((c) => c.viewing) : undefined;
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
      {into && (
        <p className="text-sm" data-testid="new-game-circle">
          This table goes into <strong>{into.name}</strong>. <Link href="/players" className="underline">Choose another circle on Players</Link>.
        </p>
      )}
      <NewGameForm key={chosen.id} meta={meta} />
    </div>
  );
}
