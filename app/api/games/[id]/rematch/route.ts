/**
 * POST /api/games/[id]/rematch → 201 `{ id }`: a new game with the same game, players (same seats),
 * options, deck style and seat rule, the first dealer one seat on (server/rematch.ts). The device
 * asking becomes the new table's host (its cookie). The new table is in the old one's circle. Only the host of a table with devices may ask (403 `device/not-host`); 404 unknown
 * game. Body (optional) `{ dealer }`: the seat of the new first dealer (a panel's "Rematch (Ben deals)",
 * the deal passing on from the last dealer); without it, one seat on from the old first dealer. `Idempotency-Key` makes a retry safe (one rematch per key). A table has one rematch: asked
 * again (another key), the answer is 200 with the rematch already made, and the asking device follows it;
 * two asks at once (two host devices) make one rematch: the second waits for the first and follows it.
 *
 * GET → 200 `{ id }`: the table's rematch, for every device of the old table (404 `rematch/none`
 * before the host starts one). Every device then follows it with POST ./follow (issue 30:
 * rematch moves the phones).
 */
import { createGame } from "@/server/games";
import { atTable, makeHost, withCookie } from "@/server/devices";
import { ensureBrowser } from "@/server/access";
import { route } from "@/server/guard";
import { z } from "zod";
import { jsonError, readBody, requestKeyOf } from "@/server/http";
import { rematchInput, rematchOf, startRematchOnce } from "@/server/rematch";

const bodySchema = z.object({ dealer: z.number().int().min(0).max(15).optional() });

export const POST = route(atTable("host", async (request, id, { access, device }) => {
  const key = requestKeyOf(request);
  if (!key.ok) return key.response;
  const seatRule = access?.seatRule ?? "anyone";
  // One rematch per table: a table that has one already is followed (startRematchOnce), else one is made.
  return startRematchOnce(request, id, device, async () => {
    const body = (request.headers.get("content-type") ?? "").includes("json") ? await readBody(request, bodySchema) : ({ ok: true, value: {} as { dealer?: number } } as const);
    if (!body.ok) return body.response;
    const input = await rematchInput(id, seatRule);
    if (!input) return jsonError(404, "There is no such game.", "game/not-found");
    if (body.value.dealer !== undefined) {
      if (body.value.dealer >= input.players.length) return jsonError(400, `dealer must be a seat of this table (0 to ${input.players.length - 1}).`, "request/invalid");
      input.dealer = body.value.dealer;
    }
    // In the old table's circle (server/access.ts), hosted by this browser.
    const { circleId, ...setup } = input;
    const r = await createGame(setup, { requestKey: key.value, circleId });
    return r.ok ? r.value.id : jsonError(r.status, r.error, r.id);
  }, async (next) => {
    const browser = await ensureBrowser(request);
    const cookie = await makeHost(next, request, seatRule, browser.id);
    return withCookie(Response.json({ id: next }, { status: 201, headers: { "set-cookie": cookie } }), browser.setCookie);
  });
}));

export const GET = route(atTable("read", async (_request, id) => {
  const next = await rematchOf(id);
  if (!next) return jsonError(404, "The host has not started a rematch of this table.", "rematch/none");
  return Response.json({ id: next }, { headers: { "cache-control": "no-store" } });
}));
