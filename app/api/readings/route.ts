/**
 * POST /api/readings: save a free reading under a player's name in the circle this browser looks at
 * (docs/players.md). `{ player, spread, question?, date?, notes?, cards: [{ position, card, disposition }] }`
 * → 201 `{ id }`; 422 for what breaks a rule (the name rule, a name that looks like a player of the
 * circle, an unknown card code, 1–78 cards, a card twice). Only a member browser of a circle may
 * write: anyone else gets 404, as for a journal that does not exist (server/access.ts).
 */
import { route } from "@/server/guard";
import { jsonError, parseJsonText, readText } from "@/server/http";
import { viewerOf } from "@/server/access";
import { freeReadingSchema, saveFreeReading } from "@/server/journal";
import { firstIssue } from "@/server/schemas";

export const POST = route(async (request: Request) => {
  const viewer = await viewerOf(request);
  if (!viewer) return jsonError(404, "There is no reading journal for this browser: it keeps readings once it has sat at a table here.", "journal/none");
  const text = await readText(request);
  if (!text.ok) return text.response;
  const data = parseJsonText(text.value);
  if (!data.ok) return data.response;
  const parsed = freeReadingSchema.safeParse(data.value);
  if (!parsed.success) return jsonError(422, firstIssue(parsed.error), "reading/invalid");
  const saved = await saveFreeReading(parsed.data, viewer);
  if (!saved.ok) return jsonError(422, saved.error, saved.id);
  return Response.json({ id: saved.id }, { status: 201 });
});
