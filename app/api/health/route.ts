/** GET /api/health: is the database reachable and migrated? `{ ok, db, migrations }`, or 503. */
import { route } from "@/server/guard";
import { health } from "@/server/data";

export const GET = route(async () => {
  try {
    return Response.json(await health(), { headers: { "cache-control": "no-store" } });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return Response.json({ ok: false, error: message }, { status: 503, headers: { "cache-control": "no-store" } });
  }
});
