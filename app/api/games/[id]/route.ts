/**
 * GET /api/games/[id]: the table now as this device sees it, the envelope `{ id, game, status,
 * createdAt, seq, turn, players, last, view }`; who it was made for is in its x-ft-viewer header.
 * 401 without a device credential (a game with devices).
 */
import { gameView } from "@/server/games";
import { atTable, viewerOf } from "@/server/devices";
import { route } from "@/server/guard";
import { jsonAnswer, jsonError } from "@/server/http";
import { OPEN_TABLE, VIEWER_HEADER, viewerTag } from "@/lib/offline/viewer-tag";

export const GET = route(atTable("read", async (_request, id, { device }) => {
  const view = await gameView(id, viewerOf(device));
  if (!view) return jsonError(404, "There is no such game.", "game/not-found");
  // Who this answer is for: the service worker keeps it for that viewer only (app/sw.ts).
  const headers = { [VIEWER_HEADER]: device ? viewerTag(device) : OPEN_TABLE };
  // The envelope alone (lib/games/envelope.ts); this device itself is the page's (and this header's) business.
  return jsonAnswer(view, { headers });
}));
