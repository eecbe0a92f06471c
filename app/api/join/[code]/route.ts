/** GET /api/join/[code]: what a room or spectator code opens (the game, its players, seats taken). 404 unknown, 429 too many wrong codes. */
import { route } from "@/server/guard";
import { jsonError } from "@/server/http";
import { clientOf, invitation } from "@/server/join";

export const GET = route(async (request: Request, { params }: { params: Promise<{ code: string }> }) => {
  const { code } = await params;
  const r = await invitation(code, clientOf(request));
  if (!r.ok) return jsonError(r.status, r.error, r.id);
  return Response.json(r.value);
});
