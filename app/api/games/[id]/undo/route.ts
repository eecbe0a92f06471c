/** POST /api/games/[id]/undo `{ expectedSeq }`: takes back the last action (401/403 as for actions). */
import { act } from "@/server/games";
import { atTable } from "@/server/devices";
import { route } from "@/server/guard";
import { jsonAnswer, jsonError, requestKeyOf, parseJsonText, readText } from "@/server/http";
import { firstIssue, undoSchema } from "@/server/schemas";

export const POST = route(atTable("write", async (request, id, { device, access }) => {
  const key = requestKeyOf(request);
  if (!key.ok) return key.response;
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
  const r = await act(id, { type: "undo" }, expectedSeq, { device, seatRule: access?.seatRule, requestKey: key.value });
  if (!r.ok) return jsonError(r.status, r.error, r.id);
  return jsonAnswer(r.value, r.replayed ? { headers: { "idempotent-replayed": "true" } } : undefined);
}));
