/**
 * The JSON API's route handlers (app/api/**) served straight from Node's HTTP server, without the
 * Next.js request pipeline around them. `npm start` (scripts/serve.mjs) answers these paths here,
 * the live stream included (passed on as it comes), and everything else (pages, assets) through
 * Next.js; tests and benches use it as a small server of its own (test/helpers/api-server.ts).
 * A device that reopens its stream in a loop is refused here (429, server/limits.ts) for a fraction
 * of what Next.js would spend on each refusal, so it does not slow the other tables.
 *
 * Why: on this machine type a route handler behind `next start` costs ~1.7 ms of CPU per request
 * before it runs a line of ours (web streams, async context, routing), which caps a 2-core box near
 * 600 actions/s. Here the same handlers, with the same checks (server/guard.ts), cost ~0.4 ms.
 * The handlers are the very functions Next.js would call; state they share (database connection,
 * game cache and queues, record workers, live channel) lives on globalThis, so this copy and
 * Next's copy of server/ are one. It lives beside the routes it serves (app/api/), so server/ never
 * imports app/ (test/unit/api-dispatch.test.ts holds both). What a route needs is read from its
 * handler (`gate`, server/guard.ts), declared once there: the gate below and Next.js serve the same.
 */
import type http from "node:http";
import { Readable } from "node:stream";
import * as cards from "@/app/api/cards/route";
import * as card from "@/app/api/cards/[code]/route";
import * as games from "@/app/api/games/route";
import * as game from "@/app/api/games/[id]/route";
import * as actions from "@/app/api/games/[id]/actions/route";
import * as record from "@/app/api/games/[id]/record/route";
import * as undo from "@/app/api/games/[id]/undo/route";
import * as devices from "@/app/api/games/[id]/devices/route";
import * as display from "@/app/api/games/[id]/display/route";
import * as shares from "@/app/api/games/[id]/shares/route";
import * as stream from "@/app/api/games/[id]/stream/route";
import * as standings from "@/app/api/games/[id]/standings/route";
import * as rematch from "@/app/api/games/[id]/rematch/route";
import * as rematchFollow from "@/app/api/games/[id]/rematch/follow/route";
import * as joinRoute from "@/app/api/join/route";
import * as joinCode from "@/app/api/join/[code]/route";
import * as importRoute from "@/app/api/games/import/route";
import * as health from "@/app/api/health/route";
import * as ready from "@/app/api/ready/route";
import * as players from "@/app/api/players/route";
import * as player from "@/app/api/players/[name]/route";
import * as playerReadings from "@/app/api/players/[name]/readings/route";
import * as readings from "@/app/api/readings/route";
import * as exportCsv from "@/app/api/players/export.csv/route";
import * as exportBg from "@/app/api/players/export.bgstats.json/route";
import * as playerCsv from "@/app/api/players/[name]/export.csv/route";
import * as playerBg from "@/app/api/players/[name]/export.bgstats.json/route";
import * as merge from "@/app/api/players/[name]/merge/route";
import * as rename from "@/app/api/players/[name]/rename/route";
import * as changes from "@/app/api/players/changes/route";
import * as undoChange from "@/app/api/players/changes/[id]/undo/route";
import * as replay from "@/app/api/replay/route";
import * as circlesRoute from "@/app/api/circles/route";
import * as circleRoute from "@/app/api/circles/[id]/route";
import * as zones from "@/app/api/zones/route";
import * as decks from "@/app/api/decks/route";
import * as gameDeck from "@/app/api/games/[id]/deck/route";
import * as deck from "@/app/api/decks/[id]/route";
import * as deckData from "@/app/api/decks/[id]/data/route";
import * as deckPhotos from "@/app/api/decks/[id]/photos/route";
import { answerHeadersOf, answerTextOf, BODY_LIMIT, bodyTimeLimitMs, RECORD_BODY_LIMIT } from "@/server/http";
import { asRequest, RequestHeaders, ServedRequest } from "@/app/api/served-request";
import { apiHeaders, guard, type Gate } from "@/server/guard";
import { credentialRefusal, refusal } from "@/server/devices";
import { admit, markAdmitted, type Admission } from "@/server/admission";
import { CLIENT_ADDRESS_HEADER, clientAddressOf } from "@/scripts/client-address.mjs";

type Handler = ((request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>) & { gate?: Gate };
type Module = Partial<Record<string, unknown>>;

/**
 * The API's routes, each by its folder under app/api (the very path Next.js serves it at) and its
 * module. Nothing else is said here: what a route needs (credential, body limit, a live stream) is
 * declared once, on its handler (`route()` and `atTable()`, server/guard.ts), and read from there by
 * Next.js and by this dispatcher alike. A fixed segment comes before a [param] one beside it.
 */
const TABLE: [string, Module][] = [
  ["games", games],
  ["games/import", importRoute],
  ["games/[id]", game],
  ["games/[id]/actions", actions],
  ["games/[id]/undo", undo],
  ["games/[id]/record", record],
  ["games/[id]/devices", devices],
  ["games/[id]/display", display],
  ["games/[id]/shares", shares],
  ["games/[id]/deck", gameDeck],
  ["games/[id]/stream", stream],
  ["games/[id]/standings", standings],
  ["games/[id]/rematch", rematch],
  ["games/[id]/rematch/follow", rematchFollow],
  ["join", joinRoute],
  ["join/[code]", joinCode],
  ["replay", replay],
  ["health", health],
  ["ready", ready],
  ["players", players],
  ["players/export.csv", exportCsv],
  ["players/export.bgstats.json", exportBg],
  ["players/changes", changes],
  ["players/changes/[id]/undo", undoChange],
  ["players/[name]", player],
  ["players/[name]/export.csv", playerCsv],
  ["players/[name]/export.bgstats.json", playerBg],
  ["players/[name]/readings", playerReadings],
  ["players/[name]/merge", merge],
  ["players/[name]/rename", rename],
  ["readings", readings],
  ["circles", circlesRoute],
  ["circles/[id]", circleRoute],
  ["cards", cards],
  ["cards/[code]", card],
  ["zones", zones],
  ["decks", decks],
  ["decks/[id]", deck],
  ["decks/[id]/data", deckData],
  ["decks/[id]/photos", deckPhotos],
];

/** Each route's folder split into segments, grouped by their count: `games/[id]/undo` → ["games", "[id]", "undo"]. */
const ROUTES = new Map<number, { folder: string; module: Module; segments: string[] }[]>();
for (const [folder, module] of TABLE) {
  const segments = folder.split("/");
  const list = ROUTES.get(segments.length) ?? [];
  list.push({ folder, module, segments });
  ROUTES.set(segments.length, list);
}

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/**
 * The route for a path (one slash at the end allowed; a [param] is one whole, non-empty segment),
 * or null when it is not one of the API routes served here. Segments are compared as they are, so
 * a tap's path is matched without a regular expression per route.
 */
export function apiRoute(pathname: string): { folder: string; module: Module; params: Record<string, string> } | null {
  if (!pathname.startsWith("/api/")) return null;
  const rest = pathname.endsWith("/") ? pathname.slice(5, -1) : pathname.slice(5);
  const parts = rest.split("/");
  next: for (const { folder, module, segments } of ROUTES.get(parts.length) ?? []) {
    const params: Record<string, string> = {};
    for (let i = 0; i < segments.length; i++) {
      const seg = segments[i]!;
      const part = parts[i]!;
      if (seg.charCodeAt(0) === 91 /* [ */) {
        if (!part) continue next;
        params[seg.slice(1, -1)] = decode(part);
      } else if (seg !== part) continue next;
    }
    return { folder, module, params };
  }
  return null;
}

/** What the handler for `method` declared (server/guard.ts `Gate`): nothing for a plain route. */
export const gateOfHandler = (module: Module, method: string): Gate => (module[method] as Handler | undefined)?.gate ?? {};

class BodyTimeout extends Error {}

/**
 * The body as one buffer when its length is declared (at most the route's limit: the gate refused
 * more); else a stream, read within limits by the route. Either way within bodyTimeLimitMs().
 */
function bodyOf(req: http.IncomingMessage): Promise<Buffer | ReadableStream> | null {
  if (req.method === "GET" || req.method === "HEAD") return null;
  const declared = Number(req.headers["content-length"]);
  if (!Number.isFinite(declared) || declared > RECORD_BODY_LIMIT) return Promise.resolve(Readable.toWeb(req) as ReadableStream);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => reject(new BodyTimeout()), bodyTimeLimitMs());
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    req.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}

/** Answers without reading the body, and closes the connection (its unread body goes with it). */
async function answerEarly(res: http.ServerResponse, response: Response) {
  const out: Record<string, string> = { ...apiHeaders() };
  response.headers.forEach((v, k) => (out[k] = v));
  const buffer = Buffer.from(await response.arrayBuffer());
  out["content-length"] = String(buffer.byteLength);
  out.connection = "close";
  res.writeHead(response.status, out);
  res.end(buffer);
}

/**
 * The gate, before any body byte is read: host, origin and content type (server/guard.ts), a
 * declared length over the route's limit, and the credential a game route needs. Null: go on.
 */
async function gateOf(request: Request, route: { params: Record<string, string>; gate: Gate }): Promise<Response | Admission | null> {
  const refused = guard(request);
  if (refused) return refused;
  const declared = Number(request.headers.get("content-length"));
  const limit = route.gate.limit ?? BODY_LIMIT;
  if (request.method !== "GET" && request.method !== "HEAD" && Number.isFinite(declared) && declared > limit) {
    return Response.json({ error: `The request body is larger than ${limit / (1024 * 1024)} MB, the limit here.`, id: "request/too-large" }, { status: 413 });
  }
  // Fair shares (server/limits.ts): counted before the credential check, so a flood of made-up
  // credentials is slowed like any other request without one.
  const admission = await admit(request);
  if (admission.refused) return admission.refused;
  const need = route.gate.need;
  const id = route.params.id;
  if (need && id && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
    const no = await credentialRefusal(request, id, need);
    if (no) {
      await admission.settle(no.status);
      return refusal(no);
    }
  }
  return admission;
}

/**
 * Answers `req` when it is an API route served here (true), or leaves it alone (false).
 * Unknown methods on a known path get 405.
 */
export function handleApi(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const raw = req.url ?? "/";
  if (!req.headers.host || !raw.startsWith("/") || raw.startsWith("//")) {
    // No Host (HTTP/1.0) or not a path (an absolute-form target): the gate cannot judge it.
    if (!raw.includes("/api/")) return false;
    res.writeHead(400, { ...apiHeaders(), "content-type": "application/json", connection: "close" }).end('{"error":"Bad request: send a Host header and a path.","id":"request/target"}');
    return true;
  }
  const q = raw.indexOf("?");
  const route = apiRoute(q < 0 ? raw : raw.slice(0, q));
  if (!route) return false;
  const handler = route.module[req.method ?? "GET"] as Handler | undefined;
  if (typeof handler !== "function") {
    res.writeHead(405, { ...apiHeaders(), "content-type": "application/json", allow: ["GET", "HEAD", "POST"].filter((m) => typeof route.module[m] === "function").join(", ") }).end('{"error":"Method not allowed.","id":"request/method"}');
    return true;
  }
  void serve(req, res, handler, { params: route.params, gate: handler.gate ?? {} }).catch((error) => {
    if (error instanceof BodyTimeout) {
      if (!res.headersSent) res.writeHead(408, { ...apiHeaders(), "content-type": "application/json", connection: "close" });
      res.end('{"error":"The request body did not arrive in time.","id":"request/timeout"}');
      req.destroy();
      return;
    }
    console.error(`[api] ${req.method} ${raw}:`, error);
    if (!res.headersSent) res.writeHead(500, { ...apiHeaders(), "content-type": "application/json" });
    res.end('{"error":"Something went wrong on the server. Try again.","id":"server/error"}');
  });
  return true;
}

async function serve(req: http.IncomingMessage, res: http.ServerResponse, handler: Handler, route: { params: Record<string, string>; gate: Gate }) {
  // The client's address is the connection's, never a header the client sent.
  const headers = new RequestHeaders(req.rawHeaders, CLIENT_ADDRESS_HEADER);
  const address = clientAddressOf(req.socket?.remoteAddress, req.headers["x-forwarded-for"]);
  if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
  // The scheme the client used (HTTPS=1 serves this same handler over TLS): the origin check compares it.
  // The URL's host is not used by the routes (the guard reads the Host header itself).
  const url = new URL(req.url ?? "/", (req.socket as { encrypted?: boolean } | undefined)?.encrypted ? "https://localhost" : "http://localhost").href;
  // One request object for the gate and the handler (app/api/served-request.ts): no Web Request built.
  const request = new ServedRequest(req.method ?? "GET", url, headers as unknown as Headers);
  const early = await gateOf(asRequest(request), route);
  if (early instanceof Response) return answerEarly(res, early);
  request.setBody(await bodyOf(req));
  // The client going away aborts the request, as under Next.js (a live stream ends on it).
  res.on("close", () => {
    if (!res.writableFinished) request.gone();
  });
  // Counted at the gate already: route() does not count it again; its answer settles the count.
  if (early) markAdmitted(asRequest(request), early);
  const response = await handler(asRequest(request), { params: Promise.resolve(route.params) });
  if (early) await early.settle(response.status);
  // A JSON answer's text and headers as they were made (server/http.ts jsonAnswer), else read back.
  const text = answerTextOf(response);
  const record = answerHeadersOf(response);
  const out: Record<string, string | string[]> = record ? { ...record } : {};
  if (!record) {
    response.headers.forEach((v, k) => (out[k] = v));
    const cookies = response.headers.getSetCookie();
    if (cookies.length) out["set-cookie"] = cookies;
  }
  if (route.gate.stream && response.body && response.status === 200) return passOn(res, response.body, response.status, out);
  const buffer = text !== undefined ? Buffer.from(text) : response.body ? Buffer.from(await response.arrayBuffer()) : null;
  if (buffer) out["content-length"] = String(buffer.byteLength);
  res.writeHead(response.status, out);
  res.end(buffer ?? undefined);
}

/**
 * A live stream's answer, passed on chunk by chunk as the route writes it (each event at once:
 * nothing buffered, nothing compressed). The client going away cancels it (the route cleans up).
 */
async function passOn(res: http.ServerResponse, body: ReadableStream<Uint8Array>, status: number, out: Record<string, string | string[]>) {
  res.writeHead(status, out);
  res.flushHeaders();
  const reader = body.getReader();
  res.on("close", () => void reader.cancel().catch(() => {}));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || res.destroyed) break;
      // A client that does not read: wait for it (or for it to go) rather than pile up here.
      if (!res.write(value)) await new Promise((resume) => { res.once("drain", resume); res.once("close", resume); });
    }
  } catch {
    // cancelled: the client went away
  }
  res.end();
}
