/** GET /api/cards: all 78 cards with names in three deck styles, keywords and both interpretations. `?q=` filters. */
import { allCards, matchesCard } from "@/server/reference";

export async function GET(request: Request): Promise<Response> {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return Response.json((await allCards()).filter((c) => matchesCard(c, q)));
}
