/** GET /api/players/export.csv: every finished game of this installation (docs/players.md). */
import { route } from "@/server/guard";
import { exportResponse } from "@/server/export";

export const GET = route(async () => exportResponse("csv"));
