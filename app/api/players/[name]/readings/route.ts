/**
 * GET /api/players/[name]/readings: the player's readings, game readings (Fortunes deals) and free
 * readings, oldest first: `{ readings: [...] }` (docs/players.md). 422 for a name breaking the
 * name rule, 404 for a name with no game and no reading.
 */
import { route } from "@/server/guard";
import { jsonError } from "@/server/http";
import { journalPlayer, readingsOf } from "@/server/journal";

export const GET = route(async (_request: Request, context: { params: Promise<{ name: string }> }) => {
  const { name } = await context.params;
  const p = await journalPlayer(name);
  if (!p.ok) return jsonError(p.status, p.error, p.id);
  return Response.json({ readings: await readingsOf(p.id) });
});
