/** GET /api/players/[name]/export.bgstats.json: the player's finished games, every player's row (docs/players.md). 404 unknown, 422 against the name rule. */
import { route } from "@/server/guard";
import { jsonError } from "@/server/http";
import { exportResponse } from "@/server/export";
import { findPlayer } from "@/server/players";

export const GET = route(async (_request: Request, context: { params: Promise<{ name: string }> }) => {
  const p = await findPlayer((await context.params).name);
  if (!p.ok) return jsonError(p.status, p.error, p.id);
  return exportResponse("bgstats", p);
});
