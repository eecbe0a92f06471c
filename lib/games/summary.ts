/**
 * One short score line for a game's row in the games list, read from its result (CONTRACT.md
 * shapes shared by the games): partnerships' points (`match.partnerships`), players' running
 * totals (`totals`), or, in a game without points, the cards each player still holds (the last
 * deal's `handCounts`). Null when the result carries none of these.
 */
type Num = Record<string, number>;

const signed = (n: number) => (n < 0 ? `−${-n}` : String(n));

export function scoreLine(result: unknown): string | null {
  if (!result || typeof result !== "object") return null;
  const r = result as { match?: { partnerships?: { players: string[]; points: number }[] }; totals?: Num; deals?: { handCounts?: Num }[] };
  if (r.match?.partnerships?.length) return r.match.partnerships.map((p) => `${p.players.join(" & ")} ${signed(p.points)}`).join(" · ");
  if (r.totals && Object.keys(r.totals).length) return Object.entries(r.totals).map(([p, n]) => `${p} ${signed(n)}`).join(" · ");
  const counts = r.deals?.at(-1)?.handCounts;
  if (counts && Object.keys(counts).length) return `Cards left: ${Object.entries(counts).map(([p, n]) => `${p} ${n}`).join(" · ")}`;
  return null;
}
