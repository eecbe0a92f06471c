/**
 * POST /api/decks/<id>/photos?cards=W01,W02,… with a photo as the body (image/jpeg or image/png):
 * the cards laid face up, upright, in the order listed (rows top to bottom, each left to right).
 * 200 { taught: [codes], remaining: n, found: [outlines], width, height }; 422 { error, id:
 * "deck/count", found: n } when the photo holds another number of cards (nothing kept).
 */
import { isCardCode } from "@/lib/cards";
import { route } from "@/server/guard";
import { jsonError, readBytes } from "@/server/http";
import { deckFor } from "@/server/decks";
import { PHOTO_BODY_LIMIT, teachPhoto } from "@/server/deck-teach";

export const POST = route(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  const found = await deckFor(request, id);
  if (!found) return jsonError(404, "No such deck here.", "deck/not-found");
  if (found.right !== "owner") return jsonError(403, "Only the deck's own group can teach it.", "deck/not-owner");
  const list = (new URL(request.url).searchParams.get("cards") ?? "").split(",").map((c) => c.trim().toUpperCase()).filter(Boolean);
  if (list.length === 0) return jsonError(400, "List the cards in the photo: ?cards=W01,W02,… in reading order.", "deck/no-cards");
  if (list.length > 30) return jsonError(400, "At most 30 cards a photo.", "deck/too-many-cards");
  const bad = list.find((c) => !isCardCode(c));
  if (bad) return jsonError(400, `${bad} is not a card code (W01 … P14, T00 … T21).`, "deck/bad-card");
  if (new Set(list).size !== list.length) return jsonError(400, "A card is listed twice.", "deck/duplicate-card");
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "image/jpeg" && type !== "image/png") return jsonError(415, "Send the photo as image/jpeg or image/png.", "deck/photo-type");
  const body = await readBytes(request, PHOTO_BODY_LIMIT);
  if (!body.ok) return body.response;
  const r = await teachPhoto(found.deck, list, body.value, type);
  if (!r.ok) return Response.json({ error: r.error, id: r.id, ...(r.found !== undefined ? { found: r.found, outlines: r.outlines, width: r.width, height: r.height } : {}) }, { status: r.status });
  return Response.json({ taught: r.taught, remaining: r.remaining, found: r.found, width: r.width, height: r.height });
});
