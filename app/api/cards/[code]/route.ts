/** GET /api/cards/[code]: one card (by code such as W07, or by a name such as "Lust"). */
import { route } from "@/server/guard";
import { findCard } from "@/server/reference";
import { jsonError } from "@/server/http";

export const GET = route(async (_request: Request, { params }: { params: Promise<{ code: string }> }) => {
  const { code } = await params;
  const card = code.length <= 100 ? await findCard(code) : null;
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
