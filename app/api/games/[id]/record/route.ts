/**
 * GET /api/games/[id]/record: the game as a CONTRACT.md record (`?download=1` as a file). Hands
 * entered on their players' own devices are left out until the game is over, except for that
 * player's own device.
 */
import { recordOf } from "@/server/games";
import { atTable, viewerOf } from "@/server/devices";
import { route } from "@/server/guard";
import { jsonError } from "@/server/http";

export const GET = route(atTable("read", async (request, id, { device }) => {
  const record = await recordOf(id, viewerOf(device));
  if (!record) return jsonError(404, "There is no such game.", "game/not-found");
  const headers: Record<string, string> = {};
  if (new URL(request.url).searchParams.has("download")) headers["content-disposition"] = `attachment; filename="${String(record.game).replace(/[^a-z0-9-]/gi, "")}-${id.slice(0, 8)}.json"`;
  return Response.json(record, { headers });
}));
