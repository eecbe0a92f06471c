/**
 * GET /api/games/[id]/display: the table display's model (lib/games/display.ts): seats, the
 * trick with card faces, headline facts and the scores as the phones show them. Built from what a
 * spectator may see, so any device at the table may read it. 401 without a credential (a game
 * with devices), 404 an unknown game.
 */
import { gameDisplay } from "@/server/games";
import { atTable } from "@/server/devices";
import { route } from "@/server/guard";
import { jsonError } from "@/server/http";

export const GET = route(atTable("read", async (_request, id) => {
  const model = await gameDisplay(id);
  if (!model) return jsonError(404, "There is no such game.", "game/not-found");
  return Response.json(model);
}));
