/**
 * GET /api/decks/<id>/data: the taught deck's signatures for the phone's recogniser (binary,
 * server/decks.ts deckData), fetched once per phone and kept; for its owner and the devices at a
 * table that names it.
 */
import { route } from "@/server/guard";
import { jsonError } from "@/server/http";
import { deckData, deckFor } from "@/server/decks";

export const GET = route(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  const found = await deckFor(request, id);
  if (!found) return jsonError(404, "No such deck here.", "deck/not-found");
  const body = await deckData(found.deck);
  return new Response(body as Uint8Array<ArrayBuffer>, { headers: { "content-type": "application/octet-stream", "cache-control": "private, no-cache" } });
});
