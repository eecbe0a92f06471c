/**
 * Share links for one reading (host only; docs/privacy.md).
 * GET → `{ shares: [{ id, deal, player, createdAt, revoked }] }`.
 * POST `{ op: "create", deal, player }` → 201 `{ share, token, path }` (the token is shown once) ·
 * `{ op: "revoke", share }` → `{ shares }`. 401 without a credential, 403 for a seat or spectator,
 * 404 a deal without readings (not finished) or a player without one.
 */
import { z } from "zod";
import { atTable } from "@/server/devices";
import { route } from "@/server/guard";
import { jsonError, readBody } from "@/server/http";
import { dealReadings } from "@/server/readings";
import { createShare, listShares, revokeShare } from "@/server/shares";
import { nameKey } from "@/lib/games/common/names";

export const GET = route(atTable("host", async (_request, id, { access }) => {
  if (!access) return jsonError(404, "There is no such game.", "game/not-found");
  return Response.json({ shares: await listShares(id) });
}));

const opSchema = z.discriminatedUnion("op", [
  z.object({ op: z.literal("create"), deal: z.number().int().min(1).max(100_000), player: z.string().min(1).max(160) }),
  z.object({ op: z.literal("revoke"), share: z.string().min(1).max(60) }),
]);

export const POST = route(atTable("host", async (request, id, { access }) => {
  if (!access) return jsonError(404, "There is no such game.", "game/not-found");
  const body = await readBody(request, opSchema);
  if (!body.ok) return body.response;
  const op = body.value;
  if (op.op === "revoke") {
    if (!(await revokeShare(id, op.share))) return jsonError(404, "There is no such share link at this table (or it was revoked already).", "share/not-found");
    return Response.json({ shares: await listShares(id) });
  }
  const readings = await dealReadings(id, op.deal);
  const reading = readings?.readings.find((r) => nameKey(r.player) === nameKey(op.player));
  if (!readings || !reading) return jsonError(404, `Deal ${op.deal} has no reading for "${op.player}" (yet).`, "share/no-reading");
  const { share, token } = await createShare(id, op.deal, reading.player);
  return Response.json({ share, token, path: `/games/${id}/deals/${op.deal}/reading?share=${token}` }, { status: 201 });
}));
