/**
 * One short score line for a game's row in the games list, from the module's own standings
 * (`GameModule.scoreLine`, which says what its numbers are): "Ann & Cat 12 · Ben & Dan −3",
 * "Ann 30 · Ben −10 · Cat 0", or "Cards left: Ann 5 · Ben 6", best first. Nothing here knows a game.
 * A deal still in progress is said after the match when the module gives it (issue #30: not
 * "Ann & Cat 0" after a trick worth 2 points): its points so far by side ("this deal so far: …"),
 * or the tricks each player has won in it ("tricks this deal: …"); nothing when nothing happened yet.
 */
import type { Standing } from "./finish";

const signed = (n: number) => (n < 0 ? `−${-n}` : String(n));

/** The deal in progress as the module counts it: points so far by side, or tricks won by player. */
export interface DealSoFar {
  kind: "points" | "tricks";
  /** In seating order (a partnership's players joined with " & "); said in the standings' order when they are its sides. */
  sides: readonly Standing[];
}

/** The standings as one line: `points` signed, or `cards` (cards left in hand). Null when there are none. */
export function standingsLine(standings: readonly Standing[], unit: "points" | "cards" = "points", soFar?: DealSoFar | null): string | null {
  if (!standings.length) return null;
  const row = (s: Standing) => `${s.players.join(" & ")} ${unit === "points" ? signed(s.points) : s.points}`;
  const line = standings.map(row).join(" · ");
  const head = unit === "cards" ? `Cards left: ${line}` : line;
  // The deal's sides in the line's order (best first), when they are the same sides.
  const at = (x: Standing) => { const i = standings.findIndex((s) => s.players.join(" & ") === x.players.join(" & ")); return i < 0 ? standings.length : i; };
  const running = soFar ? dealSoFarLine({ ...soFar, sides: [...soFar.sides].sort((a, b) => at(a) - at(b)) }) : null;
  return running ? `${head} — ${running}` : head;
}

/** "this deal so far: Ann & Cat 3 · Ben & Dan 4" or "tricks this deal: Ann 2 · Ben 0"; null when nothing is counted yet. */
export function dealSoFarLine(d: DealSoFar): string | null {
  if (!d.sides.some((s) => s.points !== 0)) return null;
  const parts = d.sides.map((s) => `${s.players.join(" & ")} ${d.kind === "points" ? signed(s.points) : s.points}`).join(" · ");
  return d.kind === "points" ? `this deal so far: ${parts}` : `tricks this deal: ${parts}`;
}
