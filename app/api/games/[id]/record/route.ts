/** GET /api/games/[id]/record: the game as a CONTRACT.md record (`?download=1` as a file). */
import { recordOf } from "@/server/games";
import { route } from "@/server/guard";
import { jsonError, looksLikeId } from "@/server/http";

export const GET = route(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  const record = looksLikeId(id) ? await recordOf(id) : null;
  if (!record) return jsonError(404, "There is no such game.", "game/not-found");
  const headers: Record<string, string> = {};
  if (new URL(request.url).searchParams.has("download")) headers["content-disposition"] = `attachment; filename="${String(record.game).replace(/[^a-z0-9-]/gi, "")}-${id.slice(0, 8)}.json"`;
  return Response.json(record, { headers });
});
