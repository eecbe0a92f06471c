/**
 * POST /api/replay: scores a game record without storing it (CONTRACT.md). Scored on a worker
 * thread within a time budget; errors are `{ error }` (400 invalid, 413 over 4 MB, 422 over
 * 1,000 deals or too slow, 503 when other records are being read).
 */
import { replayRecordText } from "@/server/games";
import { route } from "@/server/guard";
import { readText, RECORD_BODY_LIMIT } from "@/server/http";

export const POST = route(async (request: Request) => {
  const text = await readText(request, RECORD_BODY_LIMIT);
  if (!text.ok) return Response.json({ error: ((await text.response.json()) as { error: string }).error }, { status: text.response.status });
  const r = await replayRecordText(text.value);
  if (!r.ok) return Response.json({ error: r.error }, { status: r.status, headers: r.status === 503 ? { "retry-after": "1" } : {} });
  return new Response(r.value, { headers: { "content-type": "application/json" } });
}, { limit: RECORD_BODY_LIMIT });
