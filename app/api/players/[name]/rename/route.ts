/**
 * POST /api/players/[name]/rename `{ "to": "Ann Lee" }`: the player's name everywhere (logged,
 * undoable, in the circle's history). 404 unknown, or not of this browser's circle (a member's
 * only: server/access.ts); 422 against the name rule, a name another player of the circle has, or
 * one that looks like it. 201 `{ change }`.
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
