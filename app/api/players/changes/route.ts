/** GET /api/players/changes[?name=Ann]: merges and renames, newest first (with a name: those naming it). */
import { route } from "@/server/guard";
import { jsonError } from "@/server/http";
import { checkName } from "@/lib/games/common/names";
import { listChanges } from "@/server/player-changes";

export const GET = route(async (request: Request) => {
  const name = new URL(request.url).searchParams.get("name");
  if (name !== null && !checkName(name).ok) return jsonError(422, "name: not a player's name", "name/invalid");
  return Response.json({ changes: await listChanges(name ?? undefined) });
});
