/**
 * POST /api/join `{ code, as: "seat" | "spectator", player?, label?, game? }` → 201 `{ game, role, player }`
 * and the device's cookie. 403 a seat asked with a spectator's code, 409 the seat is taken, 429
 * (with Retry-After) too many wrong codes from this address or a full table (server/join.ts).
 * `game`: the table the code is meant for, when the page knows it (wrong codes count against it too).
 */
import { z } from "zod";
import { route } from "@/server/guard";
import { readBody } from "@/server/http";
import { join, joinError } from "@/server/join";
import { linkDevice } from "@/server/access";
import { withCookie } from "@/server/devices";

const joinSchema = z.object({
  code: z.string().min(1).max(40),
  as: z.enum(["seat", "spectator"]),
  player: z.string().max(160).optional(),
  label: z.string().max(160).optional(),
  game: z.string().max(60).optional(),
});

export const POST = route(async (request: Request) => {
  const body = await readBody(request, joinSchema);
  if (!body.ok) return body.response;
  const r = await join(request, body.value);
  if (!r.ok) return joinError(r);
  // The device is this browser's; a seat makes the browser a member of the table's circle (server/access.ts).
  const browserCookie = await linkDevice(request, r.device.id, r.device.gameId, r.device.role);
  return withCookie(Response.json({ game: r.device.gameId, role: r.device.role, player: r.device.player }, { status: 201, headers: { "set-cookie": r.setCookie } }), browserCookie);
});
