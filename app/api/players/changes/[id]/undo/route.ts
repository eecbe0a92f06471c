/** POST /api/players/changes/[id]/undo: undoes a change once, exactly, or 409 with the reason (a member of its circle; 404 for anyone else). */
import { route } from "@/server/guard";
import { jsonError } from "@/server/http";
import { undoChange } from "@/server/player-changes";
import { changeAnswer } from "@/server/player-routes";

export const POST = route(async (request: Request, context: { params: Promise<{ id: string }> }) => {
  const { id } = await context.params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) return jsonError(404, "There is no such change.", "change/not-found");
  return changeAnswer(await undoChange(request, id));
});
