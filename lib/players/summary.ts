/**
 * The stored per-game summary behind player statistics: a game module's `stats` (lib/games/stats.ts)
 * as JSON, with the format's version. A summary of another version is rebuilt from the game's log.
 */
import type { GameStats } from "../games/stats";

/** Raise when GameStats changes shape or meaning: every stored summary is then rebuilt on read. */
export const SUMMARY_VERSION = 2;

export const summaryJson = (stats: GameStats): string => JSON.stringify(stats);

/** A stored summary's data, or null when it is not one (rebuild it). */
export function parseSummary(data: unknown): GameStats | null {
  const v = typeof data === "string" ? safeParse(data) : data;
  if (!v || typeof v !== "object") return null;
  const s = v as Partial<GameStats>;
  return typeof s.finished === "boolean" && Array.isArray(s.winners) && Array.isArray(s.seats) ? (s as GameStats) : null;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
