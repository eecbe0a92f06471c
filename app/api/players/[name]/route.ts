/**
 * GET /api/players/[name]: a player's statistics per game kind (CONTRACT.md "Player statistics"),
 * counted over the games of the circle this browser looks at (server/access.ts). 422 for a name
 * breaking the name rule; 404 for a name no stored game of the circle lists, and for anyone not a
 * member of the circle (the same answer).
 */
import { route } from "@/server/guard";
import { jsonError } from "@/server/http";
import { playerFor } from "@/server/access";
import { playerFigures } from "@/server/players";

export const GET = route(async (request: Request, context: { params: Promise<{ name: string }> }) => {
  const p = await playerFor(request, (await context.params).name);
  if (!p.ok) return jsonError(p.status, p.error, p.id);
  return Response.json(await playerFigures(p.value));
});
