/** GET /api/games/[id]: the table now — deals so far (CONTRACT.md result shape), seq and turn. */
import { gameView } from "@/server/games";
import { jsonError, looksLikeId } from "@/server/http";

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const view = looksLikeId(id) ? await gameView(id) : null;
  if (!view) return jsonError(404, `There is no game ${id}.`, "game/not-found");
  return Response.json(view);
}
