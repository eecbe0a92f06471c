#!/usr/bin/env node
// The server `npm start` runs (after migrations, seed and build): one Node HTTP server on
// LISTEN_HOST:PORT (default 127.0.0.1:3000). The JSON API's routes (app/api/dispatch.ts, bundled
// here with esbuild in well under a second) are answered directly; pages, assets and everything else
// go to Next.js, as `next start` would serve them (proxy.ts included). Same route handlers, same
// checks (server/guard.ts) either way; see app/api/dispatch.ts for why.
// FAST_API=0 sends the API through Next.js too.
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { CLIENT_ADDRESS_HEADER, clientAddressOf } from "./client-address.mjs";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
process.chdir(ROOT);
process.env.NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
const port = Number(process.env.PORT || 3000);
const host = process.env.LISTEN_HOST || "127.0.0.1";
const require = createRequire(import.meta.url);

async function loadApi() {
  if (process.env.FAST_API === "0") return null;
  const esbuild = require("esbuild");
  const outfile = path.join(ROOT, ".next", "fortunes-api.mjs");
  const result = await esbuild.build({
    entryPoints: [path.join(ROOT, "app", "api", "dispatch.ts")],
    absWorkingDir: ROOT,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    outfile,
    write: false,
    logLevel: "warning",
  });
  // Several servers may start at once from one checkout (the browser tests do): each writes its own
  // file and renames it into place, so none ever imports a half-written bundle.
  const temp = `${outfile}.${process.pid}.tmp`;
  fs.writeFileSync(temp, result.outputFiles[0].contents);
  fs.renameSync(temp, outfile);
  return import(pathToFileURL(outfile).href);
}

const next = require("next");
const app = next({ dev: false, dir: ROOT, hostname: host, port });
const [api] = await Promise.all([loadApi(), app.prepare()]);
const handle = app.getRequestHandler();

const SECURITY = {
  "content-type": "application/json",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "cache-control": "no-store",
  connection: "close",
};
const onRequest = (req, res) => {
  // Before anything else (Next's redirects included): a Host header (HTTP/1.0 may leave it out;
  // the gate cannot judge a request without one), and an origin-form target ("/path"): an
  // absolute-form one ("http://elsewhere/…") is not ours to follow.
  if (!req.headers.host || !(req.url ?? "").startsWith("/") || (req.url ?? "").startsWith("//")) {
    res.writeHead(400, SECURITY).end('{"error":"Bad request: send a Host header and a path.","id":"request/target"}');
    return;
  }
  // Who the client is (the per-address limits, server/limits.ts): the connection's address, or a
  // trusted proxy's X-Forwarded-For (TRUST_PROXY); never a header the client wrote itself.
  const address = clientAddressOf(req.socket?.remoteAddress, req.headers["x-forwarded-for"]);
  if (address) req.headers[CLIENT_ADDRESS_HEADER] = address;
  else delete req.headers[CLIENT_ADDRESS_HEADER];
  if (api?.handleApi(req, res)) return;
  handle(req, res).catch((error) => {
    console.error("[serve]", error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
};
const server = http.createServer({ keepAliveTimeout: 30_000, requestTimeout: 30_000, headersTimeout: 10_000 }, onRequest);
server.listen(port, host, () => {
  console.log(`[serve] http://${host.includes(":") ? `[${host}]` : host}:${port} (API ${api ? "served directly" : "through Next.js"})`);
});
// HTTPS=1: the same app over HTTPS too, on HTTPS_PORT (default PORT + 443): scripts/https.mjs.
const secure = /^(1|true)$/.test(process.env.HTTPS ?? "") ? (await import("./https.mjs")).startHttps({ handler: onRequest, host, port }) : null;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    secure?.close();
    secure?.closeIdleConnections();
    // Finish the requests in flight (at most 2 s), then stop.
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
