/** POST /api/games/[id]/undo `{ expectedSeq }`: takes back the last action. */
import { act } from "@/server/games";
import { route } from "@/server/guard";
import { jsonError, looksLikeId, parseJsonText, readText } from "@/server/http";
import { firstIssue, undoSchema } from "@/server/schemas";

export const POST = route(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  if (!looksLikeId(id)) return jsonError(404, "There is no such game.", "game/not-found");
  const text = await readText(request);
  if (!text.ok) return text.response;
  let expectedSeq: number | undefined;
  if (text.value.trim()) {
    const data = parseJsonText(text.value);
    if (!data.ok) return data.response;
    const body = undoSchema.safeParse(data.value);
    if (!body.success) return jsonError(400, firstIssue(body.error), "request/invalid");
    expectedSeq = body.data.expectedSeq;
  }
  const r = await act(id, { type: "undo" }, expectedSeq);
  if (!r.ok) return jsonError(r.status, r.error, r.id);
  return Response.json(r.value);
});
