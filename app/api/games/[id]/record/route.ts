/** GET /api/games/[id]/record: the game as a CONTRACT.md record (`?download=1` as a file). */
import { recordOf } from "@/server/games";
import { jsonError, looksLikeId } from "@/server/http";

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const record = looksLikeId(id) ? await recordOf(id) : null;
  if (!record) return jsonError(404, `There is no game ${id}.`, "game/not-found");
  const headers: Record<string, string> = {};
  if (new URL(request.url).searchParams.has("download")) headers["content-disposition"] = `attachment; filename="${String(record.game)}-${id.slice(0, 8)}.json"`;
  return Response.json(record, { headers });
}
