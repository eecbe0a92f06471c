/** Shared parts of the player-change routes: the JSON body and the answer. */
import { jsonError, parseJsonText, readText } from "./http";
import type { ChangeRow, Outcome } from "./player-changes";

/** The body's field `key` (any JSON value, checked by the caller), or a 4xx answer. */
export async function bodyField(request: Request, key: string): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const text = await readText(request);
  if (!text.ok) return text;
  const data = parseJsonText(text.value);
  if (!data.ok) return data;
  const v = data.value;
  if (!v || typeof v !== "object" || Array.isArray(v)) return { ok: false, response: jsonError(422, `Send a JSON object with "${key}".`, "request/invalid") };
  return { ok: true, value: (v as Record<string, unknown>)[key] };
}

export const changeAnswer = (r: Outcome<ChangeRow>, status = 200) => (r.ok ? Response.json({ change: r.value }, { status }) : jsonError(r.status, r.error, r.id));
