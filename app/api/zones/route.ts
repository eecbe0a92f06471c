/** GET /api/zones: the layouts, zones and every position with its court, meaning, correspondence and sphere. */
import { listZonePositions } from "@/server/data";
import { route } from "@/server/guard";
import { ZONES } from "@/lib/reading/positions";

export const GET = route(async () => {
  const rows = await listZonePositions();
  const positions = rows.map((r) => r.data as { order: number }).sort((a, b) => a.order - b.order);
  return Response.json({
    layouts: {
      simple: "The reader won at most 7 tricks and the partner at most 4.",
      broader: "Otherwise, while the team won 14 tricks or fewer.",
      fate: "The team won more than 14 tricks.",
    },
    zones: ZONES,
    positions,
  });
});
