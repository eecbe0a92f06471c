/** GET /api/players/[name]/export.bgstats.json: the player's finished games, every player's row (docs/players.md). 404 unknown or not in this browser's circle, 422 against the name rule. */
import { route } from "@/server/guard";
import { jsonError } from "@/server/http";
import { playerFor } from "@/server/access";
import { exportResponse } from "@/server/export";

export const GET = route(async (request: Request, context: { params: Promise<{ name: string }> }) => {
  const p = await playerFor(request, (await context.params).name);
  if (!p.ok) return jsonError(p.status, p.error, p.id);
  return exportResponse("bgstats", { playerId: p.value.id, name: p.value.name });
});
