/**
 * One short score line for a game's row in the games list, from the module's own standings
 * (`GameModule.scoreLine`, which says what its numbers are): "Ann & Cat 12 · Ben & Dan −3",
 * "Ann 30 · Ben −10 · Cat 0", or "Cards left: Ann 5 · Ben 6", best first. Nothing here knows a game.
 */
import type { Standing } from "./finish";

const signed = (n: number) => (n < 0 ? `−${-n}` : String(n));

/** The standings as one line: `points` signed, or `cards` (cards left in hand). Null when there are none. */
export function standingsLine(standings: readonly Standing[], unit: "points" | "cards" = "points"): string | null {
  if (!standings.length) return null;
  const row = (s: Standing) => `${s.players.join(" & ")} ${unit === "points" ? signed(s.points) : s.points}`;
  const line = standings.map(row).join(" · ");
  return unit === "cards" ? `Cards left: ${line}` : line;
}
