/**
 * GET /api/games/<id>/deck → { deck: { id, name, style, taught } | null }: the taught deck this
 * table reads photos with (any device at the table).
 * POST /api/games/<id>/deck { deck: <id> | null } (the host): choose it for a table already running;
 * only a deck this browser may teach (server/decks.ts deckAccess) can be chosen.
 */
import { z } from "zod";
import { atTable } from "@/server/devices";
import { route } from "@/server/guard";
import { jsonError, readBody } from "@/server/http";
import { deckFor, deckSummary, setTableDeck, tableDeck } from "@/server/decks";

export const GET = route(atTable("read", async (_request, id, { access }) => {
  if (!access) return jsonError(404, "There is no such game.", "game/not-found");
  const deck = await tableDeck(id);
  return Response.json({ deck: deck ? await deckSummary(deck) : null });
}));

const chooseSchema = z.object({ deck: z.string().uuid("deck is a deck's id").nullable() });

export const POST = route(atTable("host", async (request, id, { access }) => {
  if (!access) return jsonError(404, "There is no such game.", "game/not-found");
  const body = await readBody(request, chooseSchema);
  if (!body.ok) return body.response;
  if (body.value.deck) {
    const found = await deckFor(request, body.value.deck);
    if (!found || found.right !== "owner") return jsonError(404, "No such deck here.", "deck/not-found");
  }
  await setTableDeck(id, body.value.deck);
  const deck = await tableDeck(id);
  return Response.json({ deck: deck ? await deckSummary(deck) : null });
}));
