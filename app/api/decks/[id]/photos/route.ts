/**
 * POST /api/decks/<id>/photos?cards=W01,W02,… with a photo as the body (image/jpeg or image/png):
 * the cards laid face up, upright, in the order listed (rows top to bottom, each left to right).
 * 200 { taught: [codes], remaining: n, found: [outlines], width, height }; 422 { error, id:
 * "deck/count", found: n } when the photo holds another number of cards (nothing kept); 400 for a
 * bad card list, 415 for what is not a JPEG or PNG, 429 over the teaching limits (server/decks.ts
 * deckLimit), 503 while the server is busy teaching other photos.
 */
import { z } from "zod";
import { isCardCode } from "@/lib/cards";
import { route } from "@/server/guard";
import { jsonError, readBytes } from "@/server/http";
import { deckFor, deckLimit } from "@/server/decks";
import { PHOTO_BODY_LIMIT, teachPhoto } from "@/server/deck-teach";

/** At most this many cards a photo (rows of a phone photo stay readable up to about 5 × 6). */
const MAX_CARDS_PER_PHOTO = 30;

const cardsSchema = z
  .string({ error: "List the cards in the photo: ?cards=W01,W02,… in reading order." })
  .max(400, "The card list is too long.")
  .transform((s) => s.split(",").map((c) => c.trim().toUpperCase()).filter(Boolean))
  .pipe(
    z
      .array(z.string().refine(isCardCode, { error: (i) => `${String(i.input)} is not a card code (W01 … P14, T00 … T21).` }))
      .min(1, "List the cards in the photo: ?cards=W01,W02,… in reading order.")
      .max(MAX_CARDS_PER_PHOTO, `At most ${MAX_CARDS_PER_PHOTO} cards a photo.`)
      .refine((l) => new Set(l).size === l.length, "A card is listed twice."),
  );

export const POST = route(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  const found = await deckFor(request, id);
  if (!found) return jsonError(404, "No such deck here.", "deck/not-found");
  if (found.right !== "owner") return jsonError(403, "Only the deck's own group can teach it.", "deck/not-owner");
  const list = cardsSchema.safeParse(new URL(request.url).searchParams.get("cards") ?? undefined);
  if (!list.success) return jsonError(400, list.error.issues[0]?.message ?? "List the cards in the photo.", "deck/bad-cards");
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "image/jpeg" && type !== "image/png") return jsonError(415, "Send the photo as image/jpeg or image/png.", "deck/photo-type");
  const limit = await deckLimit(request, "photo");
  if (limit.refused) return limit.refused;
  const body = await readBytes(request, PHOTO_BODY_LIMIT);
  if (!body.ok) return body.response;
  const r = await teachPhoto(found.deck, list.data, body.value, type);
  if (!r.ok) {
    const headers = r.retryAfter ? { "retry-after": String(r.retryAfter) } : undefined;
    return Response.json({ error: r.error, id: r.id, ...(r.found !== undefined ? { found: r.found, outlines: r.outlines, width: r.width, height: r.height } : {}) }, { status: r.status, headers });
  }
  return Response.json({ taught: r.taught, remaining: r.remaining, found: r.found, width: r.width, height: r.height });
}, { limit: PHOTO_BODY_LIMIT });
