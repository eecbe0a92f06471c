/** GET /api/players: known player names, for picking a table. */
import { listPlayers } from "@/server/data";

export async function GET(): Promise<Response> {
  const players = await listPlayers();
  return Response.json(players.map((p) => ({ id: p.id, name: p.name })));
}
