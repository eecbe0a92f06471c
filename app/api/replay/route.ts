/** POST /api/replay: scores a game record without storing it (CONTRACT.md). */
import { replayText } from "@/lib/records/replay";

export async function POST(request: Request): Promise<Response> {
  const text = await request.text();
  const r = replayText(text);
  if (!r.ok) return Response.json({ error: r.error.message }, { status: 400 });
  return Response.json(r.value);
}
