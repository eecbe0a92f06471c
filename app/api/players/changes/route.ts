/**
 * GET /api/players/changes[?name=Ann][&before=<n>]: the history of the circle this browser looks at
 * (merges, renames, games left out of the statistics, the circle's own changes), newest first:
 * `{ changes: [{ id, kind, from, to, at, undoneAt }], next }` (`next`: `?before=` of the next page).
 * A browser in no circle has an empty history.
 * POST /api/players/changes `{ "kind": "exclude", "game": "<id>" }`: leave a game of the circle
 * out of the statistics (undoable) → 201 `{ change }`; 404 for a game not in the circle.
 */
import { z } from "zod";
import { route } from "@/server/guard";
import { jsonError, readBody } from "@/server/http";
import { checkName } from "@/lib/games/common/names";
import { excludeGame, listChanges } from "@/server/player-changes";
import { changeAnswer } from "@/server/player-routes";

export const GET = route(async (request: Request) => {
  const q = new URL(request.url).searchParams;
  const name = q.get("name");
  if (name !== null && !checkName(name).ok) return jsonError(422, "name: that is not a player's name (the name rule, docs/players.md)", "name/invalid");
  const before = q.has("before") ? Number(q.get("before")) : undefined;
  if (before !== undefined && !(Number.isInteger(before) && before > 0)) return jsonError(400, "before: that is not a page link of this history (use the answer's `next`).", "request/cursor");
  return Response.json(await listChanges(request, name ?? undefined, { before }));
});

const changeSchema = z.object({ kind: z.literal("exclude"), game: z.string().regex(/^[0-9a-f-]{36}$/i, "that is not a game's id (the one in its address, /games/<id>)") });

export const POST = route(async (request: Request) => {
  const body = await readBody(request, changeSchema);
  if (!body.ok) return body.response;
  return changeAnswer(await excludeGame(request, body.value.game), 201);
});
