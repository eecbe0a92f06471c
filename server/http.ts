/** Small helpers for route handlers: read bodies within limits, parse JSON safely, answer errors as `{ error, id }`. */
import type { z } from "zod";
import { checkJsonText } from "./json-text";
import { firstIssue } from "./schemas";

/** Bodies of actions, set-ups and every other write. */
export const BODY_LIMIT = 1024 * 1024;
/** Bodies of records (import and replay): 1,000 deals of any game, pretty-printed, fit. */
export const RECORD_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * A body must arrive within this many milliseconds (a client trickling bytes holds no request open longer):
 * BODY_TIME_LIMIT_MS, read when used, so a setting changed in a running process applies.
 */
export const bodyTimeLimitMs = () => Number(process.env.BODY_TIME_LIMIT_MS ?? 10_000);

/**
 * A JSON answer (`Response.json(value, init)` to anyone who reads it) whose body stream and
 * `Headers` are made only when something reads them. The API dispatcher (app/api/dispatch.ts) reads
 * neither: it writes the JSON text and the plain header record as they are. Why: undici's Response
 * with a string body builds a ReadableStream (made transferable) and a Headers object filled by
 * validated `set`s: 15–35 µs of CPU a tap, more than the tap's JSON itself, for a stream nobody
 * reads under `npm start`. Next.js and the tests read it as any Response: the first read of
 * `headers` copies the record into the real Headers, the first read of the body makes it.
 */
class JsonAnswer extends Response {
  readonly #text: string;
  /** Header names (lower case) and values, until `headers` is first read; then null. */
  #record: Record<string, string> | null;
  #inner?: Response;

  constructor(text: string, record: Record<string, string>, status: number | undefined, statusText: string | undefined) {
    super(null, { status, statusText });
    this.#text = text;
    this.#record = record;
  }

  get headers(): Headers {
    const headers = super.headers;
    const record = this.#record;
    if (record) {
      this.#record = null;
      for (const k in record) headers.set(k, record[k]!);
    }
    return headers;
  }

  /** The answer's text, as JSON.stringify made it. */
  get jsonText(): string {
    return this.#text;
  }

  /** The headers as a plain record while nothing has read `headers` (so none was changed there); else null. */
  get headerRecord(): Readonly<Record<string, string>> | null {
    return this.#record;
  }

  /**
   * Adds each header the answer does not have yet to its plain record (route()'s security headers,
   * server/guard.ts): true. False once `headers` was read: add them there, as to any Response.
   */
  addMissingHeaders(defaults: Readonly<Record<string, string>>): boolean {
    const record = this.#record;
    if (!record) return false;
    for (const k in defaults) if (!Object.hasOwn(record, k)) record[k] = defaults[k]!;
    return true;
  }

  #body(): Response {
    return (this.#inner ??= new Response(this.#text));
  }
  get body(): ReadableStream<Uint8Array<ArrayBuffer>> {
    return this.#body().body!;
  }
  get bodyUsed(): boolean {
    return this.#inner?.bodyUsed ?? false;
  }
  text(): Promise<string> {
    return this.#body().text();
  }
  json(): Promise<unknown> {
    return this.#body().json();
  }
  arrayBuffer(): Promise<ArrayBuffer> {
    return this.#body().arrayBuffer();
  }
  blob(): Promise<Blob> {
    return this.#body().blob();
  }
  formData(): Promise<FormData> {
    return this.#body().formData();
  }
  clone(): Response {
    if (this.bodyUsed) throw new TypeError("Response.clone: Body has already been consumed.");
    const record: Record<string, string> = {};
    this.headers.forEach((v, k) => (record[k] = v));
    return new JsonAnswer(this.#text, record, this.status, this.statusText);
  }
}

const JSON_TYPE = "application/json";

/** `Response.json(value, init)`, made as a JsonAnswer (above). */
export function jsonAnswer(value: unknown, init?: ResponseInit): Response {
  const text = JSON.stringify(value);
  if (text === undefined) return Response.json(value, init); // throws as Response.json does
  const record: Record<string, string> = {};
  const given = init?.headers;
  if (given) {
    if (given instanceof Headers || Array.isArray(given)) new Headers(given).forEach((v, k) => (record[k] = v));
    else for (const k in given) record[k.toLowerCase()] = String((given as Record<string, string>)[k]);
  }
  record["content-type"] ??= JSON_TYPE;
  return new JsonAnswer(text, record, init?.status, init?.statusText);
}
/** The JSON text of an answer made by jsonAnswer (undefined for any other Response). */
export const answerTextOf = (response: Response): string | undefined => (response instanceof JsonAnswer ? response.jsonText : undefined);
/**
 * The headers of an answer made by jsonAnswer as a plain record, when nothing has read its
 * `headers` yet (so nothing was added there, a cookie say); else null: read `headers`.
 */
export const answerHeadersOf = (response: Response): Readonly<Record<string, string>> | null => (response instanceof JsonAnswer ? response.headerRecord : null);

export const jsonError = (status: number, error: string, id?: string) => jsonAnswer(id ? { error, id } : { error }, { status });

/**
 * Bodies the API dispatcher already read into memory (app/api/served-request.ts), by request:
 * readBytes takes them as they are instead of through a stream. `take` gives the bytes once (null:
 * read the request's stream instead).
 */
const held = new WeakMap<object, () => Uint8Array | null>();
export const holdBody = (request: object, take: () => Uint8Array | null) => void held.set(request, take);

type Read<T> = { ok: true; value: T } | { ok: false; response: Response };

const tooLarge = (max: number) =>
  ({ ok: false, response: jsonError(413, `The request body is larger than ${max >= 1024 * 1024 ? `${max / (1024 * 1024)} MB` : `${Math.round(max / 1024)} KB`}, the limit here.`, "request/too-large") }) as const;

/**
 * The body as text, at most `maxBytes`: a declared Content-Length over the limit is refused before
 * anything is read, a longer stream as soon as it passes the limit, one still arriving after
 * `timeLimitMs` with 408.
 */
export async function readText(request: Request, maxBytes: number = BODY_LIMIT, timeLimitMs: number = bodyTimeLimitMs()): Promise<Read<string>> {
  const bytes = await readBytes(request, maxBytes, timeLimitMs);
  if (!bytes.ok) return bytes;
  try {
    return { ok: true, value: new TextDecoder("utf-8", { fatal: true }).decode(bytes.value) };
  } catch {
    return { ok: false, response: jsonError(400, "The request body is not UTF-8 text.", "request/not-utf8") };
  }
}

/** The body as bytes, within the same limits as readText (photos for the deck teacher). */
export async function readBytes(request: Request, maxBytes: number = BODY_LIMIT, timeLimitMs: number = bodyTimeLimitMs()): Promise<Read<Uint8Array>> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge(maxBytes);
  const take = held.get(request);
  if (take) {
    let bytes: Uint8Array | null;
    try {
      bytes = take();
    } catch {
      return { ok: false, response: jsonError(400, "The request body could not be read.", "request/unreadable") };
    }
    if (bytes) return bytes.byteLength > maxBytes ? tooLarge(maxBytes) : { ok: true, value: bytes };
  }
  if (!request.body) return { ok: true, value: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const deadline = Date.now() + timeLimitMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), timeLimitMs)));
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), late]);
      if (next === "late" || Date.now() > deadline) {
        void reader.cancel().catch(() => {});
        return { ok: false, response: jsonError(408, "The request body did not arrive in time.", "request/timeout") };
      }
      const { done, value } = next;
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        void reader.cancel().catch(() => {});
        return tooLarge(maxBytes);
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, response: jsonError(400, "The request body could not be read.", "request/unreadable") };
  } finally {
    clearTimeout(timer);
  }
  return { ok: true, value: Buffer.concat(chunks, total) };
}

/** Parses JSON text; 422 when it holds what no field may (server/json-text.ts), 400 when it is not JSON. */
export function parseJsonText(text: string): Read<unknown> {
  const checked = checkJsonText(text);
  if (!checked.ok) return { ok: false, response: jsonError(422, checked.error, checked.id) };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: jsonError(400, "The request body is not valid JSON.", "request/not-json") };
  }
}

/** Reads and validates a JSON body; a bad body is a 400 with a plain sentence, a large one 413. */
export async function readBody<T>(request: Request, schema: z.ZodType<T>, maxBytes: number = BODY_LIMIT): Promise<Read<T>> {
  const text = await readText(request, maxBytes);
  if (!text.ok) return text;
  const data = parseJsonText(text.value);
  if (!data.ok) return data;
  const parsed = schema.safeParse(data.value);
  if (!parsed.success) return { ok: false, response: jsonError(400, firstIssue(parsed.error), "request/invalid") };
  return { ok: true, value: parsed.data };
}

/** Game ids are UUIDs; anything else is simply not found. */
export const looksLikeId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** The request's `Idempotency-Key` (1–200 visible ASCII characters), null when absent, or a 400. */
export function requestKeyOf(request: Request): Read<string | undefined> {
  const key = request.headers.get("idempotency-key");
  if (key === null) return { ok: true, value: undefined };
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) return { ok: false, response: jsonError(400, "Idempotency-Key must be 1 to 200 visible ASCII characters.", "request/key") };
  return { ok: true, value: key };
}
