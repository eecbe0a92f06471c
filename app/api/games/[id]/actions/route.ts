/**
 * POST /api/games/[id]/actions `{ type, …, expectedSeq }` → the new state (as this device sees it).
 * 400 bad body · 401 no device credential · 403 a spectator, or a seat recording another player's
 * move under the "own moves" rule · 404 unknown game · 409 stale expectedSeq · 413 body over 1 MB ·
 * 415 not JSON · 422 a rule refuses the action · 503 too many requests waiting for this game.
 * `Idempotency-Key` (optional, per device): a resend of an entry already recorded answers the table
 * as it is now with `Idempotent-Replayed: true` and records nothing (before the expectedSeq check).
 */
import { act } from "@/server/games";
import { atTable } from "@/server/devices";
import { route } from "@/server/guard";
import { jsonAnswer, jsonError, requestKeyOf, readBody } from "@/server/http";
import { actionSchema } from "@/server/schemas";

export const POST = route(atTable("write", async (request, id, { device, access }) => {
  const key = requestKeyOf(request);
  if (!key.ok) return key.response;
  const body = await readBody(request, actionSchema);
  if (!body.ok) return body.response;
  const { expectedSeq, ...action } = body.value;
  const r = await act(id, action as { type: string }, expectedSeq, { device, seatRule: access?.seatRule, requestKey: key.value });
  if (!r.ok) return jsonError(r.status, r.error, r.id);
  return jsonAnswer(r.value, r.replayed ? { headers: { "idempotent-replayed": "true" } } : undefined);
}));
