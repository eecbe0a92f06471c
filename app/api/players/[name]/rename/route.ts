/**
 * POST /api/players/[name]/rename `{ "to": "Ann Lee" }`: the player's name everywhere (logged,
 * undoable). 404 unknown, 422 against the name rule or a name another player has, 403 unless the
 * device is the host of one of the player's tables. 201 `{ change }`.
 */
import { route } from "@/server/guard";
import { renamePlayer } from "@/server/player-changes";
import { bodyField, changeAnswer } from "@/server/player-routes";

export const POST = route(async (request: Request, context: { params: Promise<{ name: string }> }) => {
  const { name } = await context.params;
  const to = await bodyField(request, "to");
  if (!to.ok) return to.response;
  return changeAnswer(await renamePlayer(request, name, to.value), 201);
});
