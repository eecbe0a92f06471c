/**
 * POST /api/games/[id]/rematch/follow → 200 `{ id, role, player }` and the new table's device cookie:
 * this device of the old table follows its rematch (server/rematch.ts followRematch). A seat whose
 * player plays the rematch keeps that seat (if no other device holds it there); the host's other
 * devices, spectators and the display watch; a device already at the new table keeps its place.
 * 404 `rematch/none` before the host starts one; 401/403 as any read of the old table.
 */
import { atTable, withCookie } from "@/server/devices";
import { linkDevice } from "@/server/access";
import { route } from "@/server/guard";
import { jsonError } from "@/server/http";
import { followRematch } from "@/server/rematch";

export const POST = route(atTable("read", async (request, id, { device }) => {
  const f = await followRematch(request, id, device);
  if (!f.ok) return jsonError(f.status, f.error, f.id);
  // The device is this browser's; a seat makes the browser a member of the circle (as a join does).
  const browserCookie = f.deviceId ? await linkDevice(request, f.deviceId, f.id, f.role) : undefined;
  return withCookie(Response.json({ id: f.id, role: f.role, player: f.player }, { headers: f.setCookie ? { "set-cookie": f.setCookie } : {} }), browserCookie);
}));
