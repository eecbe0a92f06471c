/**
 * GET /api/cards: all 78 cards with names in every deck style, keywords and both
 * interpretations. `?style=` (fortunes, rws, thoth, marseille) gives the card printed at each
 * code in that deck; `?q=` searches (whole words, Roman numerals, synonyms), best first.
 */
import { isDeckStyle } from "@/lib/cards";
import { route } from "@/server/guard";
import { jsonError } from "@/server/http";
import { allCards, searchIn } from "@/server/reference";

export const GET = route(async (request: Request) => {
  const params = new URL(request.url).searchParams;
  const style = params.get("style") ?? "fortunes";
  if (!isDeckStyle(style)) return jsonError(400, `"${style.slice(0, 40)}" is not a deck style. Use fortunes, rws, thoth or marseille.`, "cards/style");
  const q = (params.get("q") ?? "").slice(0, 100);
  const cards = await allCards(style);
  return Response.json(q.trim() ? searchIn(cards, q, style).cards : cards);
});
