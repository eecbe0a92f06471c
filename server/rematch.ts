/**
 * After a game (issue #30): where it stands as the host is about to finish it, and a rematch.
 * - `standingsOf`: the standings a finish would give now (module `standings`: the deal or round
 *   in progress counts for nothing, RULINGS "Ending a game"), shown in the host's confirmation
 *   before `{ type: "finish" }` is posted; `running` says whether something in progress would stop.
 * - `rematchInput`: the set-up of a new game with the same game, players (same seats), options and
 *   deck style, the first dealer moved on one seat clockwise (the dealer rotation goes on).
 */
import { gameState, type NewGameInput } from "./games";
import { getGame } from "./data";
import type { Standing } from "@/lib/games/finish";

export interface StandingsNow {
  /** Best first; Fortuno: `points` are cards in hand (fewest first). */
  standings: Standing[];
  /** The game is already over (won or finished): a finish would add nothing. */
  over: boolean;
  /** What the numbers count: "points", or (Fortuno) "cards in hand"; `unitOne` when the number is 1. */
  unit: string;
  unitOne: string;
  /** The turn's prompt now (a deal in progress when it expects a play, a bid…). */
  prompt: string;
}

export async function standingsOf(id: string): Promise<StandingsNow | null> {
  const g = await gameState(id);
  if (!g) return null;
  return { standings: g.module.standings(g.state), over: g.module.isOver(g.state), unit: g.module.standingsUnit?.other ?? "points", unitOne: g.module.standingsUnit?.one ?? "point", prompt: g.module.turn(g.state).prompt };
}

/** The rematch's set-up, and the circle it is played in (the old table's: its players stay the circle's). */
export async function rematchInput(id: string, seatRule: "anyone" | "own"): Promise<(NewGameInput & { circleId: string | undefined }) | null> {
  const [g, row] = await Promise.all([gameState(id), getGame(id)]);
  if (!g) return null;
  const s = g.module.settings(g.state);
  const n = s.players.length;
  const dealer = n > 0 ? (((s.dealer ?? 0) + 1) % n + n) % n : undefined;
  return { game: g.module.id, players: [...s.players], dealer, options: s.options as NewGameInput["options"], deckStyle: s.deckStyle, seatRule, circleId: row?.circleId ?? undefined };
}
