/** POST /api/games: set up a game. GET /api/games: games, newest first. */
import { createGame, listGames } from "@/server/games";
import { jsonError, readBody } from "@/server/http";
import { newGameSchema } from "@/server/schemas";

export async function POST(request: Request): Promise<Response> {
  const body = await readBody(request, newGameSchema);
  if (!body.ok) return body.response;
  const r = await createGame(body.value);
  if (!r.ok) return jsonError(r.status, r.error, r.id);
  return Response.json(r.value, { status: 201 });
}

export async function GET(): Promise<Response> {
  return Response.json(await listGames());
}
