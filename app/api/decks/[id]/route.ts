/** GET /api/decks/<id> → { id, name, style, taught: n, cards: [codes] }; 404 for a deck this browser may not see. */
import { route } from "@/server/guard";
import { jsonError } from "@/server/http";
import { deckFor, taughtCodes } from "@/server/decks";

export const GET = route(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  const found = await deckFor(request, id);
  if (!found) return jsonError(404, "No such deck here.", "deck/not-found");
  const cards = await taughtCodes(found.deck.id);
  return Response.json({ id: found.deck.id, name: found.deck.name, style: found.deck.style, taught: cards.length, cards });
});
