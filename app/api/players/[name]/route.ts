/**
 * GET /api/players/[name]: a player's statistics per game kind (CONTRACT.md "Player statistics").
 * 422 for a name breaking the name rule, 404 for a name no stored game lists.
 */
import { route } from "@/server/guard";
import { jsonError } from "@/server/http";
import { findPlayer, playerFigures } from "@/server/players";

export const GET = route(async (_request: Request, context: { params: Promise<{ name: string }> }) => {
  const { name } = await context.params;
  const p = await findPlayer(name);
  if (!p.ok) return jsonError(p.status, p.error, p.id);
  return Response.json(await playerFigures(p));
});
