/**
 * GET /api/join/[code]: what a room or spectator code opens (the game, its players, seats taken).
 * 404 unknown, 429 (Retry-After) too many wrong codes from this address. `?game=<id>`: the table
 * the code is meant for, when the page knows it.
 */
import { route } from "@/server/guard";
import { clientOf, invitation, joinError, tableNamed } from "@/server/join";

export const GET = route(async (request: Request, { params }: { params: Promise<{ code: string }> }) => {
  const { code } = await params;
  const r = await invitation(code, clientOf(request), tableNamed(request));
  if (!r.ok) return joinError(r);
  return Response.json(r.value);
});
