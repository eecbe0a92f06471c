/**
 * POST /api/games/[id]/actions `{ type, …, expectedSeq }` → the new state.
 * 400 bad body · 404 unknown game · 409 stale expectedSeq · 413 body over 1 MB · 415 not JSON ·
 * 422 a rule refuses the action · 503 too many requests waiting for this game.
 */
import { act } from "@/server/games";
import { route } from "@/server/guard";
import { jsonError, looksLikeId, readBody } from "@/server/http";
import { actionSchema } from "@/server/schemas";

export const POST = route(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  if (!looksLikeId(id)) return jsonError(404, "There is no such game.", "game/not-found");
  const body = await readBody(request, actionSchema);
  if (!body.ok) return body.response;
  const { expectedSeq, ...action } = body.value;
  const r = await act(id, action as { type: string }, expectedSeq);
  if (!r.ok) return jsonError(r.status, r.error, r.id);
  return Response.json(r.value);
});
