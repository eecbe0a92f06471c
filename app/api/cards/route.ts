/** GET /api/cards: all 78 cards with names in three deck styles, keywords and both interpretations. `?q=` filters. */
import { route } from "@/server/guard";
import { allCards, matchesCard } from "@/server/reference";

export const GET = route(async (request: Request) => {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  return Response.json((await allCards()).filter((c) => matchesCard(c, q)));
});
