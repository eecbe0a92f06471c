/** GET /api/players/export.bgstats.json: every finished game of this installation (docs/players.md). */
import { route } from "@/server/guard";
import { exportResponse } from "@/server/export";

export const GET = route(async () => exportResponse("bgstats"));
