/** POST /api/games/import: a CONTRACT.md record becomes a stored game → `{ id }`. */
import { importGame } from "@/server/games";
import { jsonError } from "@/server/http";

export async function POST(request: Request): Promise<Response> {
  let record: unknown;
  try {
    record = await request.json();
  } catch {
    return jsonError(400, "The record is not valid JSON.", "record/not-json");
  }
  const r = await importGame(record);
  if (!r.ok) return jsonError(r.status, r.error, r.id);
  return Response.json(r.value, { status: 201 });
}
