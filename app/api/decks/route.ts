/** POST /api/decks { name, style } → 201 { id }: a deck to teach (400 on a bad body, 429 over server/decks.ts deckLimit). GET /api/decks: the decks this browser may see. */
import { z } from "zod";
import { route } from "@/server/guard";
import { readBody } from "@/server/http";
import { DECK_STYLES, createDeck, creatorOf, deckLimit, listDecks, newCreator } from "@/server/decks";
import { circleOf } from "@/server/access";

const newDeckSchema = z.object({
  name: z.string().trim().min(1, "name the deck").max(60, "a deck's name is at most 60 characters"),
  style: z.enum(DECK_STYLES, { error: `style must be one of ${DECK_STYLES.join(", ")}` }),
});

export const POST = route(async (request: Request) => {
  const limit = await deckLimit(request, "deck");
  if (limit.refused) return limit.refused;
  const body = await readBody(request, newDeckSchema);
  if (!body.ok) {
    await limit.refund();
    return body.response;
  }
  const known = creatorOf(request);
  const fresh = known ? null : newCreator(request);
  // The circle this browser looks at owns the deck (docs/circles.md); with none yet, the browser does.
  const id = await createDeck(body.value.name, body.value.style, known ?? fresh!.hash, await circleOf(request));
  return Response.json({ id }, { status: 201, headers: fresh ? { "set-cookie": fresh.cookie } : {} });
});

export const GET = route(async (request: Request) => Response.json({ decks: await listDecks(request) }));
