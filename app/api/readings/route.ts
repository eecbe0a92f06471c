/**
 * POST /api/readings: save a free reading under a player's name (docs/players.md).
 * `{ player, spread, question?, date?, notes?, cards: [{ position, card, disposition }] }` → 201 `{ id }`;
 * 422 for what breaks a rule (the name rule, an unknown card code, 1–78 cards, a card twice).
 */
import { route } from "@/server/guard";
import { jsonError, parseJsonText, readText } from "@/server/http";
import { freeReadingSchema, saveFreeReading } from "@/server/journal";
import { firstIssue } from "@/server/schemas";

export const POST = route(async (request: Request) => {
  const text = await readText(request);
  if (!text.ok) return text.response;
  const data = parseJsonText(text.value);
  if (!data.ok) return data.response;
  const parsed = freeReadingSchema.safeParse(data.value);
  if (!parsed.success) return jsonError(422, firstIssue(parsed.error), "reading/invalid");
  const saved = await saveFreeReading(parsed.data);
  if (!saved.ok) return jsonError(422, saved.error, saved.id);
  return Response.json({ id: saved.id }, { status: 201 });
});
