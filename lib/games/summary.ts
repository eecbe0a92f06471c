/**
 * One short score line for a game's row in the games list, read from its result (CONTRACT.md
 * shapes shared by the games): partnerships' points (`match.partnerships`), players' running
 * totals (`totals`), or, in a game without points, the cards each player still holds (the last
 * deal's `handCounts`). Null when the result carries none of these. A deal still in progress is
 * said after the match (issue #30: not "Ann & Cat 0" after a trick worth 2 points): its points so
 * far (`scores.players`, Fortunes) by partnership, else the tricks each player has won in it.
 */
type Num = Record<string, number>;

const signed = (n: number) => (n < 0 ? `−${-n}` : String(n));

type Partnership = { players: string[]; points: number };
type Deal = { status?: string; handCounts?: Num; scores?: { players?: Num }; tricksWon?: Num };

export function scoreLine(result: unknown): string | null {
  const line = matchLine(result);
  const running = line ? runningDeal(result as { match?: { partnerships?: Partnership[] }; deals?: Deal[] }) : null;
  return line && running ? `${line} — ${running}` : line;
}

/** The deal in progress so far, or null when none is (or nothing has happened in it yet). */
function runningDeal(r: { match?: { partnerships?: Partnership[] }; deals?: Deal[] }): string | null {
  const d = r.deals?.at(-1);
  if (!d || d.status !== "in-progress") return null;
  const points = d.scores?.players;
  if (points && Object.values(points).some((n) => n !== 0)) {
    const sides = r.match?.partnerships?.length ? r.match.partnerships.map((p) => ({ name: p.players.join(" & "), n: p.players.reduce((t, x) => t + (points[x] ?? 0), 0) })) : Object.entries(points).map(([name, n]) => ({ name, n }));
    return `this deal so far: ${sides.map((x) => `${x.name} ${signed(x.n)}`).join(" · ")}`;
  }
  const tricks = d.tricksWon;
  if (tricks && Object.values(tricks).some((n) => n > 0)) return `tricks this deal: ${Object.entries(tricks).map(([p, n]) => `${p} ${n}`).join(" · ")}`;
  return null;
}

function matchLine(result: unknown): string | null {
  if (!result || typeof result !== "object") return null;
  const r = result as { match?: { partnerships?: Partnership[] }; totals?: Num; deals?: Deal[] };
  if (r.match?.partnerships?.length) return r.match.partnerships.map((p) => `${p.players.join(" & ")} ${signed(p.points)}`).join(" · ");
  if (r.totals && Object.keys(r.totals).length) return Object.entries(r.totals).map(([p, n]) => `${p} ${signed(n)}`).join(" · ");
  const counts = r.deals?.at(-1)?.handCounts;
  if (counts && Object.keys(counts).length) return `Cards left: ${Object.entries(counts).map(([p, n]) => `${p} ${n}`).join(" · ")}`;
  return null;
}
