/** A player's games still in play and where each stands now, deal in progress included (issue 30). */
import Link from "next/link";
import type { InPlay } from "@/server/in-play";

export function InPlaySection({ games, label }: { games: InPlay[]; label: (kind: string) => string }) {
  if (games.length === 0) return null;
  return (
    <section aria-labelledby="in-play" className="space-y-2 rounded-lg border border-stone-200 p-4 dark:border-zinc-800" data-testid="in-play">
      <h2 id="in-play" className="font-serif text-xl font-semibold">In play now</h2>
      <ul className="space-y-2 text-sm">
        {games.map((g) => (
          <li key={g.id}>
            <Link href={`/games/${g.id}`} className="inline-flex min-h-11 items-center font-semibold">{label(g.kind)}: {g.players.join(", ")}</Link>
            {g.score && <p data-testid="in-play-score">{g.score}</p>}
            <p className="text-stone-600 dark:text-zinc-400">{g.turn}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
