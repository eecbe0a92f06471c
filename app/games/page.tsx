import type { Metadata } from "next";
import Link from "next/link";
import { cookies, headers } from "next/headers";
import { listableGames } from "@/server/access";
import { connection } from "next/server";
import { openableGames } from "@/server/devices";
import { gameStanding, listGamePage } from "@/server/games";
import { gameKindName, gameStatusName, shortDateTime } from "../_components/game-labels";
import { ImportForm } from "./ImportForm";

export const metadata: Metadata = { title: "Games" };

/** Games per page (each row folds its game once for the score and turn). */
const PAGE = 25;

export default async function GamesPage({ searchParams }: { searchParams: Promise<{ after?: string | string[] }> }) {
  await connection();
  const after = (await searchParams).after;
  const h = await headers();
  // Only the games of this browser's circles and the tables it holds a device of (server/access.ts).
  const scope = await listableGames(new Request("http://local/games", { headers: { cookie: h.get("cookie") ?? "" } }));
  const { games, nextCursor } = await listGamePage({ limit: PAGE, cursor: typeof after === "string" ? after.slice(0, 200) : null, scope });
  const jar = await cookies();
  const openable = await openableGames(games.map((g) => g.id), (name) => jar.get(name)?.value);
  // Each row says when it was last played, the score and whose turn it is (one fold per game, cached).
  const standings = new Map(await Promise.all(games.map(async (g) => [g.id, await gameStanding(g.id)] as const)));
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-serif text-3xl font-semibold">Games</h1>
        <Link href="/games/new" className="inline-flex min-h-11 items-center rounded-lg bg-gold-400 px-4 font-semibold text-zinc-950 no-underline hover:bg-gold-300">New game</Link>
      </div>
      {games.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 p-4 dark:border-zinc-700">{after ? "No older games." : "No games yet."}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 dark:divide-zinc-800 dark:border-zinc-800" data-testid="games-list">
          {games.map((g) => (
            <li key={g.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div>
                <Link href={`/games/${g.id}`} className="font-semibold">{gameKindName(g.kind)}: {g.players.join(", ")}</Link>
                <p className="text-sm text-stone-600 dark:text-zinc-400">
                  {gameStatusName(g.status)} · <time dateTime={g.updatedAt} data-testid="game-time">{shortDateTime(new Date(g.updatedAt))}</time>
                </p>
                {standings.get(g.id)?.score && <p className="text-sm" data-testid="game-score">{standings.get(g.id)!.score}</p>}
                {g.status === "active" && standings.get(g.id)?.turn && <p className="text-sm font-semibold" data-testid="game-turn">{standings.get(g.id)!.turn}</p>}
              </div>
              {openable.has(g.id) ? (
                <div className="flex gap-2 text-sm">
                  <Link href={`/games/${g.id}`} className="inline-flex min-h-11 items-center rounded border border-stone-300 px-3 dark:border-zinc-700">{g.status === "active" ? "Resume" : "Open"}</Link>
                  <a href={`/api/games/${g.id}/record?download=1`} className="inline-flex min-h-11 items-center rounded border border-stone-300 px-3 dark:border-zinc-700">Export</a>
                </div>
              ) : (
                <div className="flex items-center gap-2 text-sm">
                  <span className="text-stone-600 dark:text-zinc-400">Kept by another device</span>
                  <Link href="/join" className="inline-flex min-h-11 items-center rounded border border-stone-300 px-3 dark:border-zinc-700" aria-label={`Join the ${gameKindName(g.kind)} table of ${g.players.join(", ")} with its room code`}>Join</Link>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {(after || nextCursor) && (
        <nav aria-label="More games" className="flex flex-wrap justify-between gap-3">
          {after ? <Link href="/games" className="inline-flex min-h-11 items-center rounded border border-stone-300 px-3 dark:border-zinc-700">Newest games</Link> : <span />}
          {nextCursor && <Link href={`/games?after=${nextCursor}`} data-testid="older-games" className="inline-flex min-h-11 items-center rounded border border-stone-300 px-3 dark:border-zinc-700">Older games</Link>}
        </nav>
      )}
      <section className="rounded-lg border border-stone-200 p-4 dark:border-zinc-800"><ImportForm /></section>
    </div>
  );
}
