#!/usr/bin/env node
// The server `npm start` runs (after migrations, seed and build): one Node HTTP server on
// LISTEN_HOST:PORT, every interface by default (LISTEN_HOST=127.0.0.1 keeps it to this machine), so
// the phones on the Wi-Fi reach it. The JSON API's routes (app/api/dispatch.ts, bundled here with
// esbuild in well under a second) are answered directly; pages, assets and everything else go to
// Next.js, as `next start` would serve them (proxy.ts included). Same route handlers, same checks
// (server/guard.ts) either way; see app/api/dispatch.ts for why. FAST_API=0 sends the API through
// Next.js too.
//
// At start it prints the address phones should open, with its QR code (scripts/address.mjs).
// Both listeners (HTTP, and HTTPS with HTTPS=1: scripts/https.mjs) cut a client that trickles its
// headers (408 after HEADERS_TIMEOUT_MS, default 10 s) or its request (REQUEST_TIMEOUT_MS, 30 s).
// SIGTERM (or Ctrl-C) stops gracefully: /api/ready answers 503 at once, no new connection is taken,
// requests in flight (writes included) finish, open live streams are ended (their browsers reconnect,
// behind a proxy to another instance), then the process exits; at most SHUTDOWN_TIMEOUT_MS (10 s).
// ACCESS_LOG=1 prints one line per request (time, client, method, path without its query, status, ms);
// INSTANCE_NAME (several instances behind a proxy, deploy/) names this one in every answer (x-ft-instance).
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { renderUnicodeCompact } from "uqr";
import { isWildcard, listening, loopbackOnly, phoneAddress } from "./address.mjs";
import { CLIENT_ADDRESS_HEADER, clientAddressOf } from "./client-address.mjs";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
process.chdir(ROOT);
process.env.NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
const port = Number(process.env.PORT || 3000);
// Empty: every interface (IPv6 and IPv4 where the machine has both).
const requestedHost = process.env.LISTEN_HOST ?? "";
const ms = (name, fallback) => Math.max(100, Number(process.env[name]) || fallback);
const require = createRequire(import.meta.url);
const stamp = () => new Date().toISOString();
const log = (line) => console.log(`[serve] ${line}`);

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
const app = next({ dev: false, dir: ROOT, hostname: requestedHost || "localhost", port });
const [api] = await Promise.all([loadApi(), app.prepare()]);
const handle = app.getRequestHandler();

// What the app's /api/ready reads (server/lifecycle.ts): draining once a stop was asked for.
const lifecycle = (globalThis.__ftLifecycle ??= { draining: false, startedAt: Date.now() });

const SECURITY = {
  "content-type": "application/json",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "cache-control": "no-store",
  connection: "close",
};
/** Requests in flight (not streams): a stop waits for them. Open live streams: a stop ends them. */
let inFlight = 0;
const streams = new Set();
const isStream = (url) => /^\/api\/games\/[^/?]+\/stream(?:[/?]|$)/.test(url);
const accessLog = /^(1|true)$/.test(process.env.ACCESS_LOG ?? "");
const instance = /^[\w.-]{1,40}$/.test(process.env.INSTANCE_NAME ?? "") ? process.env.INSTANCE_NAME : null;

const onRequest = (req, res) => {
  const started = performance.now();
  const url = req.url ?? "";
  if (isStream(url)) {
    streams.add(res);
    res.on("close", () => streams.delete(res));
  } else {
    inFlight++;
    res.on("close", () => {
      inFlight--;
      stopping?.check();
    });
  }
  if (instance) res.setHeader("x-ft-instance", instance);
  if (accessLog) {
    res.on("finish", () => {
      console.log(`${stamp()}${instance ? ` ${instance}` : ""} ${req.socket?.remoteAddress ?? "-"} ${req.method} ${url.split("?")[0]} ${res.statusCode} ${(performance.now() - started).toFixed(0)}ms`);
    });
  }
  // Stopping: this answer is the connection's last (a keep-alive client opens its next one elsewhere).
  if (lifecycle.draining) res.setHeader("connection", "close");
  // Before anything else (Next's redirects included): a Host header (HTTP/1.0 may leave it out;
  // the gate cannot judge a request without one), and an origin-form target ("/path"): an
  // absolute-form one ("http://elsewhere/…") is not ours to follow.
  if (!req.headers.host || !url.startsWith("/") || url.startsWith("//")) {
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

// The same timeouts on both listeners; checked every second, so a trickling client is cut within
// about a second of its limit (Node checks every 30 s by default).
const timeouts = {
  headersTimeout: ms("HEADERS_TIMEOUT_MS", 10_000),
  requestTimeout: ms("REQUEST_TIMEOUT_MS", 30_000),
  keepAliveTimeout: 30_000,
  connectionsCheckingInterval: 1000,
};
timeouts.requestTimeout = Math.max(timeouts.requestTimeout, timeouts.headersTimeout);
const server = http.createServer(timeouts, onRequest);
await new Promise((resolve, reject) => {
  server.once("error", reject);
  server.listen(port, requestedHost || undefined, resolve);
});
// Recorded for the app (scripts/address.mjs, server/address.ts): where this server really listens.
const bound = server.address();
process.env.LISTEN_HOST = typeof bound === "object" && bound ? bound.address : requestedHost;
process.env.PORT = String(port);

// HTTPS=1: the same app over HTTPS too, on HTTPS_PORT (default PORT + 443): scripts/https.mjs.
let secure = null;
if (/^(1|true)$/.test(process.env.HTTPS ?? "")) {
  const { startHttps } = await import("./https.mjs");
  secure = startHttps({ handler: onRequest, host: process.env.LISTEN_HOST, port, options: timeouts });
  await new Promise((resolve, reject) => {
    secure.once("listening", resolve);
    secure.once("error", reject);
  });
  const b = secure.address();
  process.env.HTTPS_HOST = typeof b === "object" && b ? b.address : process.env.HTTPS_HOST ?? "";
}

/** The start message: where this server listens, and the address (and QR code) the phones open. */
function announce() {
  const l = listening();
  const where = isWildcard(l.host) ? `every interface, port ${port}` : `${l.host} port ${port}`;
  log(`listening on ${where} (API ${api ? "served directly" : "through Next.js"})${secure ? `; HTTPS on ${isWildcard(l.https?.host) ? "every interface" : l.https?.host}, port ${l.https?.port}` : ""}`);
  log(`on this machine: http://localhost:${port}`);
  const phones = phoneAddress(null);
  if (phones.reachable) {
    log(`phones and tablets at the table open: ${phones.url}${secure ? "  (each phone opens /certificate there once to trust it)" : ""}`);
    console.log(renderUnicodeCompact(phones.url, { border: 2 }));
  } else if (phones.why === "loopback-only" || loopbackOnly(l.host)) {
    log(`only this machine can reach it (LISTEN_HOST=${requestedHost}). To let the phones in, start it without LISTEN_HOST (every interface) or with LISTEN_HOST set to this machine's network address.`);
  } else {
    log("this machine has no network address right now: join the phones' Wi-Fi (or open a hotspot) and start again to get their address.");
  }
}
announce();

// ----------------------------------------------------------------------------------------- stopping

let stopping = null;
function stop(signal) {
  if (stopping) {
    log(`${signal} again: stopping now`);
    process.exit(0);
  }
  const deadline = ms("SHUTDOWN_TIMEOUT_MS", 10_000);
  log(`${signal}: stopping (${inFlight} request(s) in flight, ${streams.size} live stream(s))`);
  lifecycle.draining = true;
  const finish = (why) => {
    log(`stopped ${why}`);
    process.exit(0);
  };
  const timer = setTimeout(() => finish(`after ${deadline} ms with ${inFlight} request(s) unfinished`), deadline);
  timer.unref();
  stopping = {
    check() {
      if (inFlight === 0 && streams.size === 0) finish("cleanly");
    },
  };
  // No new connections; idle keep-alive ones are closed, busy ones close after their answer.
  for (const s of [server, secure]) {
    s?.close();
    s?.closeIdleConnections();
  }
  // Live streams carry no write: end them (their browsers reconnect, to another instance when
  // there is one), then what is left is requests finishing.
  for (const res of streams) {
    res.on("error", () => {});
    res.end();
    res.socket?.end();
  }
  streams.clear();
  const idle = setInterval(() => {
    for (const s of [server, secure]) s?.closeIdleConnections();
  }, 200);
  idle.unref();
  stopping.check();
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stop(signal));
