/**
 * GET /api/cards/[code]: one card (by code such as W07, or by a name such as "Lust"). A code is
 * the card's printed place; `?style=` names the deck on the table, and the name, texts,
 * keywords and correspondences follow the card printed there (T08 is Strength in rws,
 * Adjustment in thoth, Justice in marseille).
 */
import { isDeckStyle } from "@/lib/cards";
import { route } from "@/server/guard";
import { findCard } from "@/server/reference";
import { jsonError } from "@/server/http";

export const GET = route(async (request: Request, { params }: { params: Promise<{ code: string }> }) => {
  const { code } = await params;
  const style = new URL(request.url).searchParams.get("style") ?? "fortunes";
  if (!isDeckStyle(style)) return jsonError(400, `"${style.slice(0, 40)}" is not a deck style. Use fortunes, rws, thoth or marseille.`, "cards/style");
  const card = code.length <= 100 ? await findCard(code, style) : null;
  if (!card) return jsonError(404, `"${safeDecode(code).slice(0, 100)}" is not a card. Use a code like W07 or T21.`, "card/unknown");
  return Response.json(card);
});

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
