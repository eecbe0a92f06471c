/**
 * POST /api/games: set up a game (`Idempotency-Key` makes a retry safe) in the circle the browser
 * looks at (`?circle=<id>` to choose; a browser in none gets a new circle: server/access.ts).
 * GET /api/games: the games of this browser's circles and tables, newest first, paginated.
 */
import { createGame, listGamePage } from "@/server/games";
import { circleForNewTable, discardNewCircle, listableGames } from "@/server/access";
import { makeHost, withCookie } from "@/server/devices";
import { route } from "@/server/guard";
import { jsonError, readBody, requestKeyOf } from "@/server/http";
import { newGameSchema } from "@/server/schemas";
import { deckFor, setTableDeck } from "@/server/decks";

export const POST = route(async (request: Request) => {
  const key = requestKeyOf(request);
  if (!key.ok) return key.response;
  const body = await readBody(request, newGameSchema);
  if (!body.ok) return body.response;
  // A taught deck must be one this browser may use (server/decks.ts deckAccess).
  const deck = body.value.deck ? await deckFor(request, body.value.deck) : null;
  if (body.value.deck && deck?.right !== "owner") return jsonError(422, "There is no such taught deck here.", "setup/deck");
  const place = await circleForNewTable(request, body.value.players);
  if (!place) return jsonError(404, "There is no such circle.", "circle/not-found");
  const r = await createGame(body.value, { requestKey: key.value, circleId: place.circleId });
  if (!r.ok) {
    await discardNewCircle(place);
    return withCookie(jsonError(r.status, r.error, r.id), place.setCookie);
  }
  if (deck && !r.value.replayed) await setTableDeck(r.value.id, deck.deck.id);
  // The device that made the game is its host (cookie ft_<id>, HTTP-only; server/devices.ts).
  const cookie = await makeHost(r.value.id, request, body.value.seatRule, place.browserId);
  const res = Response.json({ id: r.value.id }, { status: 201, headers: { "set-cookie": cookie, ...(r.value.replayed ? { "idempotent-replayed": "true" } : {}) } });
  return withCookie(res, place.setCookie);
});

/**
 * GET /api/games?limit=50&cursor=…: the games of this browser's circles and the tables it holds a
 * device of (server/access.ts), newest first, a page at a time (at most 200). The body
 * stays the array it always was; the next page's address is in `Link: <…>; rel="next"` and its
 * cursor in `X-Next-Cursor` (neither on the last page).
 */
export const GET = route(async (request: Request) => {
  const query = new URL(request.url).searchParams;
  const limit = Number(query.get("limit")) || 50;
  const page = await listGamePage({ limit, cursor: query.get("cursor"), scope: await listableGames(request) });
  const headers: Record<string, string> = {};
  if (page.nextCursor) {
    headers.link = `</api/games?limit=${Math.min(200, Math.max(1, limit))}&cursor=${page.nextCursor}>; rel="next"`;
    headers["x-next-cursor"] = page.nextCursor;
  }
  return Response.json(page.games, { headers });
});
