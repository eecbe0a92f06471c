/**
 * GET /api/circles: the circles this browser is a member of and the one it looks at:
 * `{ circles: [{ id, name, members, viewing }], viewing }` (a browser in none: `{ circles: [], viewing: null }`).
 */
import { route } from "@/server/guard";
import { circlesOf } from "@/server/circles";

export const GET = route(async (request: Request) => Response.json(await circlesOf(request)));
