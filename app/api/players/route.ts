/**
 * GET /api/players[?after=<key>&limit=n]: the names of the players of the circle this browser looks
 * at, for picking a table (`[{ name }]` by name, at most `limit`, default 200, max 1000); a
 * `Link: <…>; rel="next"` header names the next page. A browser in no circle gets `[]`.
 */
import { listPlayers } from "@/server/data";
import { viewerOf } from "@/server/access";
import { route } from "@/server/guard";
import { nameKey } from "@/lib/games/common/name-key";

export const GET = route(async (request: Request) => {
  const url = new URL(request.url);
  const viewer = await viewerOf(request);
  if (!viewer) return Response.json([]);
  const limit = Math.max(1, Math.min(1000, Number(url.searchParams.get("limit")) || 200));
  const after = url.searchParams.get("after")?.slice(0, 200) ?? undefined;
  const rows = await listPlayers(viewer.circleId, { after, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const headers: Record<string, string> = {};
  if (rows.length > limit) {
    const next = new URL("/api/players", url);
    next.searchParams.set("after", nameKey(page.at(-1)!.name));
    next.searchParams.set("limit", String(limit));
    headers.link = `<${next.pathname}${next.search}>; rel="next"`;
  }
  // Names only: a row number would tell a stranger how many players other circles have.
  return Response.json(page.map((p) => ({ name: p.name })), { headers });
});
