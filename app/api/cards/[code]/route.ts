/** GET /api/cards/[code]: one card (by code such as W07, or by a name such as "Lust"). */
import { findCard } from "@/server/reference";
import { jsonError } from "@/server/http";

export async function GET(_request: Request, { params }: { params: Promise<{ code: string }> }): Promise<Response> {
  const { code } = await params;
  const card = await findCard(code);
  if (!card) return jsonError(404, `"${decodeURIComponent(code)}" is not a card. Use a code like W07 or T21.`, "card/unknown");
  return Response.json(card);
}
