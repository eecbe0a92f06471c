/**
 * GET /api/players/[name]/readings[?after=|before=<cursor>][&last=1][&limit=n]: a page of the
 * player's journal in date order, game readings (Fortunes deals) and free readings:
 * `{ readings: [...], next, previous }` (cursors for `?after=` and `?before=`, null at either end;
 * `last=1` is the newest page; `limit` 1–200, default 50). A free reading's question and notes are
 * only in the answer to the browser that saved it. 422 for a name breaking the name rule; 404 for a
 * name with no game and no reading in this browser's circle, and for anyone not its member.
 */
import { route } from "@/server/guard";
import { jsonError } from "@/server/http";
import { playerFor } from "@/server/access";
import { decodeCursor, readingsPage } from "@/server/journal";

export const GET = route(async (request: Request, context: { params: Promise<{ name: string }> }) => {
  const p = await playerFor(request, (await context.params).name);
  if (!p.ok) return jsonError(p.status, p.error, p.id);
  const q = new URL(request.url).searchParams;
  const after = q.get("after");
  const before = q.get("before");
  const cursor = decodeCursor(after ?? before);
  if ((after !== null || before !== null) && !cursor) return jsonError(400, "That page link is not one of this journal's.", "request/cursor");
  const limit = q.has("limit") ? Number(q.get("limit")) : undefined;
  if (limit !== undefined && !(limit >= 1 && limit <= 200)) return jsonError(400, "A page holds 1 to 200 readings: limit must be a number from 1 to 200.", "request/limit");
  const page = await readingsPage(p.value.id, p.value.viewer.browsers, { after: after !== null ? cursor : null, before: before !== null ? cursor : null, last: q.get("last") === "1", limit });
  return Response.json(page);
});
