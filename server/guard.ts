/**
 * The one gate in front of every request: pages (proxy.ts) and API routes (`route()` below).
 *
 * - Host: the `Host` header must name this machine: loopback addresses and `localhost` always, the
 *   machine's own host names and network addresses, and whatever ALLOWED_HOSTS lists (comma
 *   separated, e.g. `tarot.example.org,192.168.1.20`). A page on another site that rebinds its DNS
 *   name to this machine's address sends its own name and is refused (421), so it can neither
 *   read the games nor write to them.
 * - Writes (POST and friends): the body must be `application/json`, and a browser's `Origin` must
 *   be this very site (scheme-less compare of host and port with the `Host` header); requests
 *   without an `Origin` (curl, scripts, other programs) are let through, as browsers always send
 *   one on a cross-site POST. `Sec-Fetch-Site: cross-site` is refused too.
 * - Security headers on every answer (CSP, no framing, nosniff, referrer policy, camera only here).
 *
 * Each check is a small function `(request) => Response | null`; `guard()` runs them in order.
 * Per-device credentials (the multi-device issue) are one more check in WRITE_CHECKS.
 */
import os from "node:os";

export type Check = (request: Request) => Response | null;

const refuse = (status: number, id: string, error: string) => Response.json({ error, id }, { status, headers: apiHeaders() });

// ------------------------------------------------------------------------------------------------ hosts

/** The host name of a `Host` header value: lower case, no port, no brackets, no trailing dot. */
export function hostName(header: string): string {
  let h = header.trim().toLowerCase();
  if (h.startsWith("[")) {
    // An IPv6 literal: "[::1]" or "[::1]:3000", nothing else after the bracket ("[::1].evil.example" is no host of ours).
    const end = h.indexOf("]");
    if (end < 0 || !/^(:\d{1,5})?$/.test(h.slice(end + 1))) return "";
    h = h.slice(1, end);
  } else if (h.split(":").length === 2) h = h.slice(0, h.indexOf(":"));
  return h.replace(/\.$/, "");
}

const isLoopback = (name: string) => name === "localhost" || name.endsWith(".localhost") || /^127(\.\d{1,3}){3}$/.test(name) || name === "::1";

let known: { at: number; names: Set<string> } | undefined;

/** This machine's names and addresses plus ALLOWED_HOSTS and the public address (PUBLIC_URL, PUBLIC_HOST: the
 * address Invite gives the phones, server/address.ts), refreshed every 30 s: addresses change. */
export function machineHosts(): Set<string> {
  const now = Date.now();
  const configured = [process.env.ALLOWED_HOSTS, process.env.PUBLIC_HOST, process.env.PUBLIC_URL].map((v) => v ?? "").join("|");
  if (known && now - known.at < 30_000 && known.names.has(`env:${configured}`)) return known.names;
  const names = new Set<string>([`env:${configured}`]);
  const host = os.hostname().toLowerCase();
  if (host) {
    names.add(host);
    names.add(host.split(".")[0]);
    names.add(`${host.split(".")[0]}.local`);
  }
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) names.add(a.address.toLowerCase().split("%")[0]);
  }
  for (const extra of (process.env.ALLOWED_HOSTS ?? "").split(",")) {
    const name = extra.trim() ? hostName(extra) : "";
    if (name) names.add(name);
  }
  for (const given of [process.env.PUBLIC_HOST, process.env.PUBLIC_URL?.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "").replace(/\/.*$/, "")]) {
    const name = given?.trim() ? hostName(given) : "";
    if (name) names.add(name);
  }
  known = { at: now, names };
  return names;
}

export function isAllowedHost(header: string | null): boolean {
  // No Host at all: an in-process call (tests); HTTP/1.1 servers refuse such requests themselves.
  if (header === null) return true;
  const name = hostName(header);
  if (!name) return false;
  return isLoopback(name) || machineHosts().has(name);
}

export const checkHost: Check = (request) =>
  isAllowedHost(request.headers.get("host"))
    ? null
    : refuse(421, "request/host", "This app does not answer to that host name. Open it by this machine's own name or address, or add the name to ALLOWED_HOSTS.");

// ------------------------------------------------------------------------------------------------ writes

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The one write that takes a photo instead of JSON: teaching a deck (image types are no simple cross-site form post either). */
const PHOTO_WRITE = /^\/api\/decks\/[^/]+\/photos\/?$/;

export const checkJsonType: Check = (request) => {
  if (!WRITE_METHODS.has(request.method)) return null;
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if ((type === "image/jpeg" || type === "image/png") && PHOTO_WRITE.test(new URL(request.url, "http://x").pathname)) return null;
  return type === "application/json" ? null : refuse(415, "request/content-type", "Send the body as JSON with content-type: application/json.");
};

/** The scheme the browser used: a TLS proxy's `X-Forwarded-Proto`, else the request URL's. */
function requestScheme(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (forwarded === "https" || forwarded === "http") return `${forwarded}:`;
  try {
    return new URL(request.url).protocol;
  } catch {
    return "http:";
  }
}

export const checkOrigin: Check = (request) => {
  if (!WRITE_METHODS.has(request.method)) return null;
  if ((request.headers.get("sec-fetch-site") ?? "").trim().toLowerCase() === "cross-site") return refuse(403, "request/origin", "Writes come from this app's own pages only.");
  const origin = request.headers.get("origin");
  if (origin === null) return null;
  const host = request.headers.get("host");
  let originHost: string | null = null;
  try {
    const o = origin === "null" ? null : new URL(origin);
    // The scheme too: an http:// page may not write to the https:// site of the same name.
    originHost = o && o.protocol === requestScheme(request) ? o.host.toLowerCase() : null;
  } catch {
    originHost = null;
  }
  if (originHost !== null && (host === null ? isAllowedHost(originHost) : originHost === host.trim().toLowerCase())) return null;
  return refuse(403, "request/origin", "Writes come from this app's own pages only.");
};

export const READ_CHECKS: readonly Check[] = [checkHost];
export const WRITE_CHECKS: readonly Check[] = [checkHost, checkOrigin, checkJsonType];

/** The first refusal of the checks, or null when the request may go on. */
export function guard(request: Request, checks: readonly Check[] = WRITE_METHODS.has(request.method) ? WRITE_CHECKS : READ_CHECKS): Response | null {
  for (const check of checks) {
    const refused = check(request);
    if (refused) return refused;
  }
  return null;
}

// ------------------------------------------------------------------------------------------------ headers

/**
 * The Content-Security-Policy: our own origin only. Scripts may be inline because Next.js writes
 * its page data as inline scripts (a nonce would make every page dynamic); 'wasm-unsafe-eval' lets
 * the scanner compile our own /zxing/zxing_reader.wasm; the camera stream is a blob:/mediastream:
 * for <video>. No framing, no plugins, no foreign forms or connections.
 */
export function contentSecurityPolicy(dev = process.env.NODE_ENV === "development"): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob: mediastream:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The policy of the card recogniser's worker (public/recog-worker.js): our own scripts, and run-time code for OpenCV.js's bindings. */
export function workerPolicy(): string {
  return "default-src 'self'; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'; connect-src 'self'; object-src 'none'";
}

/** The security headers, and the API's (the same and no caching), made once per NODE_ENV. */
let headersMade: { env: string | undefined; security: Readonly<Record<string, string>>; api: Readonly<Record<string, string>> } | undefined;

function madeHeaders(): NonNullable<typeof headersMade> {
  if (!headersMade || headersMade.env !== process.env.NODE_ENV) {
    const security = Object.freeze(makeSecurityHeaders());
    headersMade = { env: process.env.NODE_ENV, security, api: Object.freeze({ ...security, "cache-control": "no-store" }) };
  }
  return headersMade;
}

/** The security headers of every answer (a fresh object each call; the policy is built once per NODE_ENV). */
export function securityHeaders(): Record<string, string> {
  return { ...madeHeaders().security };
}

function makeSecurityHeaders(): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "same-origin",
    "permissions-policy": "camera=(self), microphone=(), geolocation=(), payment=()",
    "cross-origin-opener-policy": "same-origin",
  };
}

/** Headers of every API answer, one frozen record per NODE_ENV: the security headers, and no caching (answers hold a table's state). */
export function apiHeaderRecord(): Readonly<Record<string, string>> {
  return madeHeaders().api;
}

/** apiHeaderRecord() as a fresh object, to add to. */
export function apiHeaders(): Record<string, string> {
  return { ...apiHeaderRecord() };
}

/** An answer made by jsonAnswer (server/http.ts) adds headers to its plain record, without a Headers object. */
type AddsHeaders = Response & { addMissingHeaders(defaults: Readonly<Record<string, string>>): boolean };
const addsHeaders = (response: Response): response is AddsHeaders => typeof (response as Partial<AddsHeaders>).addMissingHeaders === "function";

function withHeaders(response: Response): Response {
  const headers = apiHeaderRecord();
  if (addsHeaders(response) && response.addMissingHeaders(headers)) return response;
  try {
    for (const k in headers) if (!response.headers.has(k)) response.headers.set(k, headers[k]!);
    return response;
  } catch {
    // Immutable headers (a fetched Response): copy it.
    const copy = new Response(response.body, response);
    for (const k in headers) if (!copy.headers.has(k)) copy.headers.set(k, headers[k]!);
    return copy;
  }
}

// ------------------------------------------------------------------------------------------------ routes

/**
 * What a route declares once, beside its handler, for every server that serves it (Next's route
 * handlers, and the fast API dispatcher under `npm start`, app/api/dispatch.ts): the credential a
 * game route needs (from `atTable(need, …)`, server/devices.ts), the body's limit when it is not
 * BODY_LIMIT, and `stream` for an answer passed on as it comes (the live stream).
 */
export interface Gate { need?: "read" | "write" | "host"; limit?: number; stream?: boolean }
/** A route handler as `route()` makes it: callable by Next, with its gate for the dispatcher. */
export type Routed<C> = ((request?: Request, context?: C) => Promise<Response>) & { gate: Gate };

/** Requests the API dispatcher has already let through its gate (server/admission.ts marks them). */
const gatedBefore = (request: Request) =>
  (globalThis as typeof globalThis & { __ftAdmitted?: WeakMap<Request, unknown> }).__ftAdmitted?.has(request) === true;

/**
 * Wraps a route handler: the checks first (WRITE_CHECKS for POST, READ_CHECKS otherwise), then for
 * writes the fair-share limits (server/admission.ts: 429 with Retry-After), the security headers
 * on the answer, and an unexpected error becomes a plain 500 (logged here, no
 * stack trace to the client). A request the dispatcher already gated is not checked again.
 * `options`: the route's gate (see Gate; the need comes from `atTable`).
 */
export function route<C = unknown>(handler: ((request: Request, context: C) => Promise<Response>) & { need?: Gate["need"] }, options: Omit<Gate, "need"> = {}): Routed<C> {
  const gate: Gate = { ...options, ...(handler.need ? { need: handler.need } : {}) };
  // No request at all: an in-process caller (tests) reading a route without parameters.
  const routed = async (request: Request = new Request("http://localhost/"), context?: C): Promise<Response> => {
    const refused = gatedBefore(request) ? null : guard(request);
    if (refused) return refused;
    // Fair shares (server/limits.ts): a write over its device's or address's limit is answered 429
    // before its body is read. Loaded on first write, so the page proxy (proxy.ts) never loads it.
    const admission = WRITE_METHODS.has(request.method) ? await import("./admission").then((m) => (m.admittedBefore(request) ? null : m.admit(request))) : null;
    if (admission?.refused) return withHeaders(admission.refused);
    try {
      const response = withHeaders(await handler(request, context as C));
      if (admission) await admission.settle(response.status);
      return response;
    } catch (error) {
      console.error(`[api] ${request.method} ${new URL(request.url).pathname}:`, error);
      if (admission) await admission.settle(500);
      return withHeaders(Response.json({ error: "Something went wrong on the server. Try again.", id: "server/error" }, { status: 500 }));
    }
  };
  return Object.assign(routed, { gate });
}
