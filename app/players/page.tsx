import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { listPlayerSummaries } from "@/server/players";
import { shortDate } from "../_components/game-labels";

export const metadata: Metadata = { title: "Players" };

/** Everyone who sits in a stored game: how many games, and when they last played. */
export default async function PlayersPage() {
  await connection();
  const players = await listPlayerSummaries();
  return (
    <div className="space-y-6">
      <h1 className="font-serif text-3xl font-semibold">Players</h1>
      {players.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 p-4 dark:border-zinc-700">No games stored yet: players appear here once they sit at a table.</p>
      ) : (
        <table className="w-full text-left text-sm" data-testid="players-list">
          <thead>
            <tr className="border-b border-stone-300 dark:border-zinc-700">
              <th scope="col" className="py-2">Player</th>
              <th scope="col" className="py-2 text-right">Games</th>
              <th scope="col" className="py-2 text-right">Last played</th>
            </tr>
          </thead>
          <tbody>
            {players.map((p) => (
              <tr key={p.id} className="border-b border-stone-200 dark:border-zinc-800">
                <td className="py-1">
                  <Link href={`/players/${encodeURIComponent(p.name)}`} className="inline-flex min-h-11 items-center font-semibold">{p.name}</Link>
                </td>
                <td className="py-1 text-right tabular-nums">{p.games}</td>
                <td className="py-1 text-right">{p.lastPlayed ? shortDate(new Date(p.lastPlayed)) : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="text-sm">
        <a href="/api/players/export.csv" className="inline-flex min-h-11 items-center underline">Every finished game as CSV</a>
        {" · "}
        <a href="/api/players/export.bgstats.json" className="inline-flex min-h-11 items-center underline">for BG Stats</a>
      </p>
    </div>
  );
}
