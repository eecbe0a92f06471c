/** GET /api/players/export.csv: every finished game of the circle this browser looks at, streamed (docs/players.md). 404 for a browser in no circle. */
import { route } from "@/server/guard";
import { viewerOf } from "@/server/access";
import { exportResponse } from "@/server/export";
import { jsonError } from "@/server/http";

export const GET = route(async (request: Request) => {
  const viewer = await viewerOf(request);
  if (!viewer) return jsonError(404, "There is nothing to export here: this browser has no games of its own yet.", "circle/none");
  return exportResponse("csv", { circleId: viewer.circleId });
});
