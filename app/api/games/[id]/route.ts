/** GET /api/games/[id]: the table now — deals so far (CONTRACT.md result shape), seq and turn. */
import { gameView } from "@/server/games";
import { route } from "@/server/guard";
import { jsonError, looksLikeId } from "@/server/http";

export const GET = route(async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  const view = looksLikeId(id) ? await gameView(id) : null;
  if (!view) return jsonError(404, "There is no such game.", "game/not-found");
  return Response.json(view);
});
