/**
 * POST /api/games/[id]/rematch/follow → 200 `{ id, role, player }` and the new table's device cookie:
 * this device of the old table follows its rematch (server/rematch.ts followRematch). A seat whose
 * player plays the rematch keeps that seat (if no other device holds it there); the host's other
 * devices, spectators and the display watch; a device already at the new table keeps its place.
 * 404 `rematch/none` before the host starts one; 401/403 as any read of the old table.
 */
import { atTable } from "@/server/devices";
import { route } from "@/server/guard";
import { followAnswer } from "@/server/rematch";

export const POST = route(atTable("read", (request, id, { device }) => followAnswer(request, id, device, (f) => ({ id: f.id, role: f.role, player: f.player }))));
