/**
 * The request a route handler gets from the API dispatcher (app/api/dispatch.ts): what the routes
 * read of a Web `Request` (method, url, headers, body, signal), without building one.
 *
 * Why: undici's `Request` is the largest cost of serving a tap after the database (a profile of
 * `npm run bench:api`: its constructor, the body's ReadableStream, and two AbortSignals, each made
 * transferable, ~10% of the server's CPU when the gate built a probe Request and the handler another).
 * Here the headers are read from Node's list as they are (`RequestHeaders`), the body is the buffer
 * already read (server/http.ts reads it without a stream: `heldBodyOf`), the signal made only when
 * a route asks for it (the live stream).
 * Anything else a `Request` has (clone, formData, blob, cache, mode, …) is answered by a real
 * `Request` built on first use, so a route that needs one still gets exactly what Next.js gives it.
 * The gate reads this same object, so a credential is looked up once per request, not per layer.
 */
import { holdBody } from "@/server/http";

/**
 * A request's headers as the routes read them (get, has, iteration, as a `Headers`), from Node's
 * raw header list: names in lower case, a repeated header's values joined as `Headers.append`
 * joins them ("; " for Cookie, ", " for any other). Node's parser has already checked every name
 * and value, so none is checked again: undici's `Headers` spends ~3–6 µs a request on that and its
 * sorted list. Changes (set, append, delete) work too; the dispatcher sets the client's address.
 */
const joiner = (name: string) => (name === "cookie" ? "; " : ", ");

export class RequestHeaders {
  readonly #map = new Map<string, string>();

  constructor(raw: readonly string[] = [], skip?: string) {
    for (let i = 0; i + 1 < raw.length; i += 2) {
      const name = raw[i]!.toLowerCase();
      if (name === skip) continue;
      const had = this.#map.get(name);
      this.#map.set(name, had === undefined ? raw[i + 1]! : `${had}${joiner(name)}${raw[i + 1]!}`);
    }
  }

  get(name: string): string | null {
    return this.#map.get(name.toLowerCase()) ?? null;
  }
  has(name: string): boolean {
    return this.#map.has(name.toLowerCase());
  }
  set(name: string, value: string): void {
    this.#map.set(name.toLowerCase(), String(value).trim());
  }
  append(name: string, value: string): void {
    const key = name.toLowerCase();
    const had = this.#map.get(key);
    this.#map.set(key, had === undefined ? String(value).trim() : `${had}${joiner(key)}${String(value).trim()}`);
  }
  delete(name: string): void {
    this.#map.delete(name.toLowerCase());
  }
  /** A request carries no Set-Cookie. */
  getSetCookie(): string[] {
    return [];
  }
  /** In name order, as a Headers object iterates. */
  *entries(): IterableIterator<[string, string]> {
    for (const name of [...this.#map.keys()].sort()) yield [name, this.#map.get(name)!];
  }
  *keys(): IterableIterator<string> {
    for (const [name] of this.entries()) yield name;
  }
  *values(): IterableIterator<string> {
    for (const [, value] of this.entries()) yield value;
  }
  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.entries();
  }
  forEach(callback: (value: string, name: string, parent: Headers) => void, thisArg?: unknown): void {
    for (const [name, value] of this.entries()) callback.call(thisArg, value, name, this as unknown as Headers);
  }
}

export class ServedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
  #body: Buffer | ReadableStream | null = null;
  #used = false;
  #abort?: AbortController;
  #gone = false;
  #real?: Request;

  constructor(method: string, url: string, headers: Headers) {
    this.method = method;
    this.url = url;
    this.headers = headers;
  }

  /** The body, once read by the dispatcher: a buffer (declared length) or the stream. */
  setBody(body: Buffer | ReadableStream | null): void {
    this.#body = body;
    if (body instanceof Uint8Array) holdBody(this, () => (this.#real ? null : this.#take()));
  }

  /** The client went away before its answer was written: the signal aborts (now or when first read). */
  gone(): void {
    this.#gone = true;
    this.#abort?.abort();
  }

  get signal(): AbortSignal {
    if (!this.#abort) {
      this.#abort = new AbortController();
      if (this.#gone) this.#abort.abort();
    }
    return this.#abort.signal;
  }

  get bodyUsed(): boolean {
    return this.#used || (this.#real?.bodyUsed ?? false);
  }

  get body(): ReadableStream<Uint8Array> | null {
    if (this.#body === null) return null;
    return this.#request().body;
  }

  /** The buffered body, taken once (a second read fails as a Request's does). */
  #take(): Buffer {
    if (this.#used) throw new TypeError("Body is unusable: Body has already been read");
    this.#used = true;
    return this.#body instanceof Uint8Array ? this.#body : Buffer.alloc(0);
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    if (!(this.#body instanceof Uint8Array) || this.#real) return this.#request().arrayBuffer();
    const b = this.#take();
    return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
  }

  async text(): Promise<string> {
    if (!(this.#body instanceof Uint8Array) || this.#real) return this.#request().text();
    return new TextDecoder().decode(this.#take());
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }

  /** The real Request, for anything beyond the above (built once; it owns the body from then on). */
  #request(): Request {
    if (!this.#real) {
      if (this.#used) throw new TypeError("Body is unusable: Body has already been read");
      const body = this.#body;
      this.#real = new Request(this.url, {
        method: this.method,
        headers: [...this.headers],
        signal: this.signal,
        ...(body ? { body, duplex: "half" } : {}),
      } as RequestInit);
    }
    return this.#real;
  }

  clone(): Request {
    return this.#request().clone();
  }
  blob(): Promise<Blob> {
    return this.#request().blob();
  }
  formData(): Promise<FormData> {
    return this.#request().formData();
  }
  get cache() {
    return this.#request().cache;
  }
  get credentials() {
    return this.#request().credentials;
  }
  get destination() {
    return this.#request().destination;
  }
  get integrity() {
    return this.#request().integrity;
  }
  get keepalive() {
    return this.#request().keepalive;
  }
  get mode() {
    return this.#request().mode;
  }
  get redirect() {
    return this.#request().redirect;
  }
  get referrer() {
    return this.#request().referrer;
  }
  get referrerPolicy() {
    return this.#request().referrerPolicy;
  }
  get duplex() {
    return "half" as const;
  }
}

/** What the handlers are typed to take; a ServedRequest answers all of it (tested in test/unit/served-request.test.ts). */
export const asRequest = (r: ServedRequest) => r as unknown as Request;
