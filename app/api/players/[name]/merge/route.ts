/**
 * POST /api/players/[name]/merge `{ "into": "Ann" }`: every game and reading of this player becomes
 * the other's (logged, undoable). 404 unknown names, or not of this browser's circle (a member's
 * only: server/access.ts); 422 against the name rule, into themselves, or two who sat at one table.
 * 201 `{ change }`.
 */
import { route } from "@/server/guard";
import { mergePlayers } from "@/server/player-changes";
import { bodyField, changeAnswer } from "@/server/player-routes";

export const POST = route(async (request: Request, context: { params: Promise<{ name: string }> }) => {
  const { name } = await context.params;
  const into = await bodyField(request, "into");
  if (!into.ok) return into.response;
  return changeAnswer(await mergePlayers(request, name, into.value), 201);
});
