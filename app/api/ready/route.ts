/**
 * GET /api/ready: may this instance take traffic? `200 { ready: true, db, migrations }`, or
 * `503 { ready: false, reason }` while it stops (SIGTERM), or when its database is unreachable or
 * behind this code's migrations. /api/health says whether the process and its database answer at
 * all; a proxy in front of several instances (deploy/) checks this one.
 */
import { route } from "@/server/guard";
import { readiness } from "@/server/lifecycle";

export const dynamic = "force-dynamic";

export const GET = route(async () => {
  const r = await readiness();
  return Response.json(r, { status: r.ready ? 200 : 503, headers: { "cache-control": "no-store" } });
});
