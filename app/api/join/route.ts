/**
 * POST /api/join `{ code, as: "seat" | "spectator", player?, label? }` → 201 `{ game, role, player }`
 * and the device's cookie. 403 a seat asked with a spectator's code, 409 the seat is taken.
 */
import { z } from "zod";
import { route } from "@/server/guard";
import { jsonError, readBody } from "@/server/http";
import { join } from "@/server/join";
import { linkDevice } from "@/server/access";
import { withCookie } from "@/server/devices";

const joinSchema = z.object({
  code: z.string().min(1).max(40),
  as: z.enum(["seat", "spectator"]),
  player: z.string().max(160).optional(),
  label: z.string().max(160).optional(),
});

export const POST = route(async (request: Request) => {
  const body = await readBody(request, joinSchema);
  if (!body.ok) return body.response;
  const r = await join(request, body.value);
  if (!r.ok) return jsonError(r.status, r.error, r.id);
  // The device is this browser's; a seat makes the browser a member of the table's circle (server/access.ts).
  const browserCookie = await linkDevice(request, r.device.id, r.device.gameId, r.device.role);
  return withCookie(Response.json({ game: r.device.gameId, role: r.device.role, player: r.device.player }, { status: 201, headers: { "set-cookie": r.setCookie } }), browserCookie);
});
