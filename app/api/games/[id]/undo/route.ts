/** POST /api/games/[id]/undo `{ expectedSeq }`: takes back the last action. */
import { act } from "@/server/games";
import { jsonError, looksLikeId, readBody } from "@/server/http";
import { undoSchema } from "@/server/schemas";

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  if (!looksLikeId(id)) return jsonError(404, `There is no game ${id}.`, "game/not-found");
  const text = await request.text();
  let expectedSeq: number | undefined;
  if (text.trim()) {
    const body = await readBody(new Request(request.url, { method: "POST", body: text }), undoSchema);
    if (!body.ok) return body.response;
    expectedSeq = body.value.expectedSeq;
  }
  const r = await act(id, { type: "undo" }, expectedSeq);
  if (!r.ok) return jsonError(r.status, r.error, r.id);
  return Response.json(r.value);
}
