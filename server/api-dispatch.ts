/**
 * The JSON API's route handlers (app/api/**) served straight from Node's HTTP server, without the
 * Next.js request pipeline around them. `npm start` (scripts/serve.mjs) answers these paths here
 * and everything else (pages, assets, the live stream) through Next.js; tests and benches use it as
 * a small server of its own (test/helpers/api-server.ts).
 *
 * Why: on this machine type a route handler behind `next start` costs ~1.7 ms of CPU per request
 * before it runs a line of ours (web streams, async context, routing), which caps a 2-core box near
 * 600 actions/s. Here the same handlers, with the same checks (server/guard.ts), cost ~0.4 ms.
 * The handlers are the very functions Next.js would call; state they share (database connection,
 * game cache and queues, record workers, live channel) lives on globalThis, so this copy and
 * Next's copy of server/ are one.
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
import * as joinRoute from "@/app/api/join/route";
import * as joinCode from "@/app/api/join/[code]/route";
import * as importRoute from "@/app/api/games/import/route";
import * as health from "@/app/api/health/route";
import * as players from "@/app/api/players/route";
import * as replay from "@/app/api/replay/route";
import * as zones from "@/app/api/zones/route";
import { RECORD_BODY_LIMIT } from "./http";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Module = Partial<Record<string, unknown>>;

const ROUTES: [RegExp, Module, string[]][] = [
  [/^\/api\/games\/?$/, games, []],
  [/^\/api\/games\/import\/?$/, importRoute, []],
  [/^\/api\/games\/([^/]+)\/?$/, game, ["id"]],
  [/^\/api\/games\/([^/]+)\/actions\/?$/, actions, ["id"]],
  [/^\/api\/games\/([^/]+)\/undo\/?$/, undo, ["id"]],
  [/^\/api\/games\/([^/]+)\/record\/?$/, record, ["id"]],
  [/^\/api\/games\/([^/]+)\/devices\/?$/, devices, ["id"]],
  [/^\/api\/games\/([^/]+)\/display\/?$/, display, ["id"]],
  [/^\/api\/join\/?$/, joinRoute, []],
  [/^\/api\/join\/([^/]+)\/?$/, joinCode, ["code"]],
  [/^\/api\/replay\/?$/, replay, []],
  [/^\/api\/health\/?$/, health, []],
  [/^\/api\/players\/?$/, players, []],
  [/^\/api\/cards\/?$/, cards, []],
  [/^\/api\/cards\/([^/]+)\/?$/, card, ["code"]],
  [/^\/api\/zones\/?$/, zones, []],
];

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** The route for a path, or null when it is not one of the API routes served here. */
export function apiRoute(pathname: string): { module: Module; params: Record<string, string> } | null {
  if (!pathname.startsWith("/api/")) return null;
  for (const [pattern, module, names] of ROUTES) {
    const m = pattern.exec(pathname);
    if (m) return { module, params: Object.fromEntries(names.map((n, i) => [n, decode(m[i + 1]!)])) };
  }
  return null;
}

/** The body as one buffer when its length is declared and small enough; else a stream (read within limits by the route). */
function bodyOf(req: http.IncomingMessage): Promise<Buffer | ReadableStream> | null {
  if (req.method === "GET" || req.method === "HEAD") return null;
  const declared = Number(req.headers["content-length"]);
  if (!Number.isFinite(declared) || declared > RECORD_BODY_LIMIT) return Promise.resolve(Readable.toWeb(req) as ReadableStream);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/**
 * Answers `req` when it is an API route served here (true), or leaves it alone (false).
 * Unknown methods on a known path get 405.
 */
export function handleApi(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const raw = req.url ?? "/";
  const q = raw.indexOf("?");
  const route = apiRoute(q < 0 ? raw : raw.slice(0, q));
  if (!route) return false;
  const handler = route.module[req.method ?? "GET"] as Handler | undefined;
  if (typeof handler !== "function") {
    res.writeHead(405, { "content-type": "application/json" }).end('{"error":"Method not allowed.","id":"request/method"}');
    return true;
  }
  void serve(req, res, handler, route.params).catch((error) => {
    console.error(`[api] ${req.method} ${raw}:`, error);
    if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
    res.end('{"error":"Something went wrong on the server. Try again.","id":"server/error"}');
  });
  return true;
}

async function serve(req: http.IncomingMessage, res: http.ServerResponse, handler: Handler, params: Record<string, string>) {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  const body = await bodyOf(req);
  // The URL's host is not used by the routes (the guard reads the Host header itself).
  const request = new Request(new URL(req.url ?? "/", "http://localhost"), {
    method: req.method,
    headers,
    ...(body ? { body, duplex: "half" } : {}),
  } as RequestInit);
  const response = await handler(request, { params: Promise.resolve(params) });
  const out: Record<string, string | string[]> = {};
  response.headers.forEach((v, k) => (out[k] = v));
  const cookies = response.headers.getSetCookie();
  if (cookies.length) out["set-cookie"] = cookies;
  const buffer = response.body ? Buffer.from(await response.arrayBuffer()) : null;
  if (buffer) out["content-length"] = String(buffer.byteLength);
  res.writeHead(response.status, out);
  res.end(buffer ?? undefined);
}
