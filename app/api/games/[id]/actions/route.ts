/**
 * POST /api/games/[id]/actions `{ type, …, expectedSeq }` → the new state.
 * 400 bad body · 404 unknown game · 409 stale expectedSeq · 422 a rule refuses the action.
 */
import { act } from "@/server/games";
import { jsonError, looksLikeId, readBody } from "@/server/http";
import { actionSchema } from "@/server/schemas";

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  if (!looksLikeId(id)) return jsonError(404, `There is no game ${id}.`, "game/not-found");
  const body = await readBody(request, actionSchema);
  if (!body.ok) return body.response;
  const { expectedSeq, ...action } = body.value;
  const r = await act(id, action as { type: string }, expectedSeq);
  if (!r.ok) return jsonError(r.status, r.error, r.id);
  return Response.json(r.value);
}
