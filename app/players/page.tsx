import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { listPlayerSummaries } from "@/server/players";
import { circleChanges } from "@/server/player-changes";
import { circleDetail, circlesOf } from "@/server/circles";
import { shortDate } from "../_components/game-labels";
import { CircleMembers, CircleSwitcher, UndoButton } from "./CircleControls";
import { pageRequest } from "./page-request";

export const metadata: Metadata = { title: "Players" };

const KIND: Record<string, (from: string, to: string) => string> = {
  merge: (f, t) => `${f} merged into ${t}`,
  rename: (f, t) => `${f} renamed ${t}`,
  exclude: (f) => `${f} left out of the statistics`,
  circle: (f, t) => `Circle renamed from ${f} to ${t}`,
  member: (f) => `${f} removed from the circle`,
};

/**
 * The players of the circle this browser looks at (server/access.ts): how many games, when they last
 * played, a page of 100 at a time; the circle's history with undo. A browser in no circle sees what
 * an empty installation shows. Circles themselves stay out of sight until this browser is in two,
 * or the circle has another member.
 */
export default async function PlayersPage({ searchParams }: { searchParams: Promise<{ after?: string }> }) {
  await connection();
  const { after } = await searchParams;
  const request = await pageRequest("/players");
  const { circles, viewing } = await circlesOf(request);
  const circle = circles.find((c) => c.viewing) ?? null;
  const [list, history, detail] = viewing
    ? await Promise.all([listPlayerSummaries(viewing, { after: typeof after === "string" ? after.slice(0, 200) : undefined }), circleChanges(viewing, undefined, { limit: 50 }), circleDetail(request, viewing)])
    : [{ players: [], next: null }, { changes: [], next: null }, null];
  const { players, next } = list;
  const showCircle = circles.length > 1 || (circle?.members ?? 0) > 1;
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold">Players</h1>
        {circles.length > 1 && viewing && <CircleSwitcher circles={circles} viewing={viewing} />}
      </div>
      {players.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 p-4 dark:border-zinc-700" data-testid="players-empty">
          {after ? "No more players." : "No games stored yet: players appear here once they sit at a table."}
        </p>
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
      {(next || after) && (
        <p className="flex gap-4 text-sm">
          {after && <Link href="/players" className="inline-flex min-h-11 items-center">← First players</Link>}
          {next && <Link href={`/players?after=${encodeURIComponent(next)}`} className="inline-flex min-h-11 items-center" data-testid="players-more">More players →</Link>}
        </p>
      )}
      {viewing && (
        <p className="text-sm">
          <a href="/api/players/export.csv" className="inline-flex min-h-11 items-center underline">Every finished game as CSV</a>
          {" · "}
          <a href="/api/players/export.bgstats.json" className="inline-flex min-h-11 items-center underline">for BG Stats</a>
        </p>
      )}
      {history.changes.length > 0 && (
        <section aria-labelledby="history" className="space-y-2">
          <h2 id="history" className="font-serif text-xl font-semibold">History</h2>
          <ul className="text-sm" data-testid="circle-history">
            {history.changes.map((c) => {
              const what = (KIND[c.kind] ?? KIND.rename!)(c.from, c.to);
              return (
                <li key={c.id} className="flex flex-wrap items-center py-1">
                  <span>{shortDate(new Date(c.at))}: {what}{c.undoneAt ? ` (undone ${shortDate(new Date(c.undoneAt))})` : ""}</span>
                  {!c.undoneAt && <UndoButton id={c.id} what={what} />}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {showCircle && detail && (
        <details className="rounded-lg border border-stone-200 p-3 dark:border-zinc-800" data-testid="circle-details">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">Who sees these players: {detail.name} ({detail.members.length} device{detail.members.length === 1 ? "" : "s"})</summary>
          <p className="mb-2 text-sm text-stone-700 dark:text-zinc-300">A device joins by making one of these tables or sitting at one as host or player; spectators and shared links do not.</p>
          <CircleMembers circle={{ id: detail.id, name: detail.name }} members={detail.members} />
        </details>
      )}
    </div>
  );
}
