/**
 * POST /api/games/[id]/rematch → 201 `{ id }`: a new game with the same game, players (same seats),
 * options, deck style and seat rule, the first dealer one seat on (server/rematch.ts). The device
 * asking becomes the new table's host (its cookie); the other phones join the new table with its
 * room code. The new table is in the old one's circle. Only the host of a table with devices may ask (403 `device/not-host`); 404 unknown
 * game. `Idempotency-Key` makes a retry safe (one rematch per key).
 */
import { createGame } from "@/server/games";
import { atTable, makeHost, withCookie } from "@/server/devices";
import { ensureBrowser } from "@/server/access";
import { route } from "@/server/guard";
import { jsonError, requestKeyOf } from "@/server/http";
import { rematchInput } from "@/server/rematch";

export const POST = route(atTable("host", async (request, id, { access }) => {
  const key = requestKeyOf(request);
  if (!key.ok) return key.response;
  const input = await rematchInput(id, access?.seatRule ?? "anyone");
  if (!input) return jsonError(404, "There is no such game.", "game/not-found");
  // In the old table's circle (server/access.ts), hosted by this browser.
  const { circleId, ...setup } = input;
  const r = await createGame(setup, { requestKey: key.value, circleId });
  if (!r.ok) return jsonError(r.status, r.error, r.id);
  const browser = await ensureBrowser(request);
  const cookie = await makeHost(r.value.id, request, input.seatRule, browser.id);
  return withCookie(Response.json({ id: r.value.id }, { status: 201, headers: { "set-cookie": cookie } }), browser.setCookie);
}));
