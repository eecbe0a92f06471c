/** The standings of a game, best first, as a numbered list (the finish confirmation and the finished table). */
import type { Standing } from "@/lib/games/finish";

export interface Unit { one: string; other: string }

export function StandingsList({ standings, unit, testId }: { standings: readonly Standing[]; unit?: Unit; testId?: string }) {
  const top = standings[0]?.points;
  return (
    <ol className="space-y-1" data-testid={testId}>
      {standings.map((s, i) => (
        <li key={s.players.join("+")} className="flex items-baseline justify-between gap-3 rounded bg-stone-100 px-2 py-1 dark:bg-stone-800">
          <span>{i + 1}. <b>{s.players.join(" & ")}</b>{s.points === top ? " ★" : ""}</span>
          <span className="tabular-nums">{s.points}{unit ? ` ${s.points === 1 ? unit.one : unit.other}` : ""}</span>
        </li>
      ))}
    </ol>
  );
}
