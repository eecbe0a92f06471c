/** Small helpers for route handlers: parse JSON bodies safely, answer errors as `{ error, id }`. */
import type { z } from "zod";
import { firstIssue } from "./schemas";

export const jsonError = (status: number, error: string, id?: string) => Response.json(id ? { error, id } : { error }, { status });

/** Reads and validates a JSON body; a bad body is a 400 with a plain sentence. */
export async function readBody<T>(request: Request, schema: z.ZodType<T>): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  let data: unknown;
  try {
    data = await request.json();
  } catch {
    return { ok: false, response: jsonError(400, "The request body is not valid JSON.", "request/not-json") };
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) return { ok: false, response: jsonError(400, firstIssue(parsed.error), "request/invalid") };
  return { ok: true, value: parsed.data };
}

/** Game ids are UUIDs; anything else is simply not found. */
export const looksLikeId = (id: string) => /^[0-9a-f-]{36}$/i.test(id);
