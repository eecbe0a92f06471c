/**
 * GET /api/games/[id]/standings → `{ standings: [{ players, points }], over, prompt }`: what a finish
 * would give now (the deal or round in progress counts for nothing: RULINGS "Ending a game"), for
 * the host's "Finish the game" confirmation. Public like the match totals. 404 unknown game.
 */
import { atTable } from "@/server/devices";
import { route } from "@/server/guard";
import { jsonError } from "@/server/http";
import { standingsOf } from "@/server/rematch";

export const GET = route(atTable("read", async (_request, id) => {
  const r = await standingsOf(id);
  if (!r) return jsonError(404, "There is no such game.", "game/not-found");
  return Response.json(r, { headers: { "cache-control": "no-store" } });
}));
