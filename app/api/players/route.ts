/** GET /api/players: known player names, for picking a table. */
import { listPlayers } from "@/server/data";
import { route } from "@/server/guard";

export const GET = route(async () => {
  const players = await listPlayers();
  return Response.json(players.map((p) => ({ id: p.id, name: p.name })));
});
