/**
 * POST /api/players/[name]/merge `{ "into": "Ann" }`: every game and reading of this player becomes
 * the other's (logged, undoable). 404 unknown names, 422 against the name rule or into themselves,
 * 403 unless the device is the host of one of this player's tables. 201 `{ change }`.
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
