/** POST /api/games: set up a game (`Idempotency-Key` makes a retry safe). GET /api/games: games, newest first, paginated. */
import { createGame, listGamePage } from "@/server/games";
import { makeHost } from "@/server/devices";
import { route } from "@/server/guard";
import { jsonError, readBody, requestKeyOf } from "@/server/http";
import { newGameSchema } from "@/server/schemas";

export const POST = route(async (request: Request) => {
  const key = requestKeyOf(request);
  if (!key.ok) return key.response;
  const body = await readBody(request, newGameSchema);
  if (!body.ok) return body.response;
  const r = await createGame(body.value, { requestKey: key.value });
  if (!r.ok) return jsonError(r.status, r.error, r.id);
  // The device that made the game is its host (cookie ft_<id>, HTTP-only; server/devices.ts).
  const cookie = await makeHost(r.value.id, request, body.value.seatRule);
  return Response.json({ id: r.value.id }, { status: 201, headers: { "set-cookie": cookie, ...(r.value.replayed ? { "idempotent-replayed": "true" } : {}) } });
});

/**
 * GET /api/games?limit=50&cursor=…: games newest first, a page at a time (at most 200). The body
 * stays the array it always was; the next page's address is in `Link: <…>; rel="next"` and its
 * cursor in `X-Next-Cursor` (neither on the last page).
 */
export const GET = route(async (request: Request) => {
  const query = new URL(request.url).searchParams;
  const limit = Number(query.get("limit")) || 50;
  const page = await listGamePage({ limit, cursor: query.get("cursor") });
  const headers: Record<string, string> = {};
  if (page.nextCursor) {
    headers.link = `</api/games?limit=${Math.min(200, Math.max(1, limit))}&cursor=${page.nextCursor}>; rel="next"`;
    headers["x-next-cursor"] = page.nextCursor;
  }
  return Response.json(page.games, { headers });
});
