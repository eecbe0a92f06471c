/**
 * POST /api/games/import: a CONTRACT.md record becomes a stored game → `{ id }`. The record is
 * read on a worker thread within a time budget; the same record again shortly after (or the same
 * `Idempotency-Key`) returns the game already made. 413 over 4 MB, 422 over 1,000 deals. The game
 * goes into the circle the browser looks at (`?circle=<id>`), or a new one (server/access.ts).
 */
import { importGame } from "@/server/games";
import { circleForNewTable, discardNewCircle, nameNewCircle } from "@/server/access";
import { deviceByToken, makeHost, tokenOf, withCookie } from "@/server/devices";
import { route } from "@/server/guard";
import { jsonError, readText, RECORD_BODY_LIMIT, requestKeyOf } from "@/server/http";

export const POST = route(async (request: Request) => {
  const key = requestKeyOf(request);
  if (!key.ok) return key.response;
  const text = await readText(request, RECORD_BODY_LIMIT);
  if (!text.ok) return text.response;
  const holds = async (gameId: string) => {
    const token = tokenOf(request, gameId);
    const device = token ? await deviceByToken(token) : null;
    return !!device && device.gameId === gameId && !device.revoked && device.role === "host";
  };
  // Into the circle the browser looks at; a browser in none gets a new circle (server/access.ts).
  const place = await circleForNewTable(request, []);
  if (!place) return jsonError(404, "There is no such circle.", "circle/not-found");
  const r = await importGame(text.value, { requestKey: key.value, holds, circleId: place.circleId });
  if (!r.ok) {
    await discardNewCircle(place);
    return withCookie(jsonError(r.status, r.error, r.id), place.setCookie);
  }
  if (place.made) await nameNewCircle(place.circleId, r.value.id);
  // A replay to the device that holds the game's credential already: no second one.
  const headers: Record<string, string> = r.value.held ? {} : { "set-cookie": await makeHost(r.value.id, request, undefined, place.browserId) };
  return withCookie(Response.json({ id: r.value.id }, { status: 201, headers: { ...headers, ...(r.value.replayed ? { "idempotent-replayed": "true" } : {}) } }), place.setCookie);
}, { limit: RECORD_BODY_LIMIT });
