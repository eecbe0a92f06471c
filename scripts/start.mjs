#!/usr/bin/env node
// `npm start`: get the app from a fresh clone to a running server, reusing whatever is already done.
//   1. database: create the SQLite file (DATABASE_URL, default file:./data/fortunes.db) and apply pending
//      migrations with the plain deploy (no schema engine needed);
//   2. reference data: scripts/seed.ts (idempotent);
//   3. build: `next build` (after the offline fold's worker, scripts/build-fold-worker.mjs) when
//      .next/BUILD_ID is missing or older than any source file;
//   4. serve: scripts/serve.mjs (Next.js, with the JSON API answered directly) on LISTEN_HOST:PORT
//      (default 127.0.0.1:3000; LISTEN_HOST=0.0.0.0 to serve a LAN).
//   HTTPS=1 also serves HTTPS on HTTPS_PORT (default PORT + 443) with a local certificate authority (docs/scanning.md).
// Flags: --no-serve (do 1–3 only), --skip-seed, --skip-build, --build-only (3 only: used by test:e2e).
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_DATABASE_URL, deployMigrations } from "./prisma/deploy.mjs";
import { buildIsStale } from "./build-state.mjs";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
process.chdir(ROOT);
const args = new Set(process.argv.slice(2));
const bin = (name) => path.join(ROOT, "node_modules", ".bin", name);
const started = performance.now();
const say = (line) => console.log(`[start] ${line}`);
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

process.env.DATABASE_URL ||= DEFAULT_DATABASE_URL;
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
const url = process.env.DATABASE_URL;

function run(command, commandArgs, what) {
  const result = spawnSync(command, commandArgs, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`[start] ${what} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

if (args.has("--build-only")) {
  const stale = buildIsStale(ROOT);
  if (stale) {
    say(`building (${stale})…`);
    run(process.execPath, ["scripts/copy-zxing-wasm.mjs"], "copying the scanner's wasm");
    run(process.execPath, ["scripts/build-fold-worker.mjs"], "bundling the offline fold's worker");
    run(process.execPath, ["scripts/build-recog-worker.mjs"], "bundling the card recogniser's worker");
    run(bin("next"), ["build"], "next build");
  }
  process.exit(0);
}

say(`database ${url.startsWith("file:") ? url : url.replace(/\/\/[^@/]*@/, "//…@")}`);
try {
  await deployMigrations({ url, log: say });
} catch (error) {
  console.error(`[start] migrations failed: ${error?.message ?? error}`);
  process.exit(1);
}

if (!args.has("--skip-seed")) run(bin("tsx"), ["scripts/seed.ts", "--quiet"], "seeding");

if (!args.has("--skip-build")) {
  const stale = buildIsStale(ROOT);
  if (stale) {
    say(`building (${stale})…`);
    run(process.execPath, ["scripts/copy-zxing-wasm.mjs"], "copying the scanner's wasm");
    run(process.execPath, ["scripts/build-fold-worker.mjs"], "bundling the offline fold's worker");
    run(process.execPath, ["scripts/build-recog-worker.mjs"], "bundling the card recogniser's worker");
    run(bin("next"), ["build"], "next build");
  } else {
    say("build is up to date");
  }
}

if (args.has("--no-serve")) {
  say(`ready in ${elapsed()}`);
  process.exit(0);
}

const port = process.env.PORT || "3000";
// Loopback only unless LISTEN_HOST says otherwise (LISTEN_HOST=0.0.0.0 for the other devices on a LAN: see
// docs/lan.md). The app itself answers only to this machine's names (server/guard.ts).
const host = process.env.LISTEN_HOST || "127.0.0.1";
say(`serving on http://${host === "127.0.0.1" ? "localhost" : host}:${port} (prepared in ${elapsed()})`);
if (host !== "127.0.0.1" && host !== "localhost" && host !== "::1") say(`listening on ${host}: other devices on the network can reach the app`);
// HTTPS=1: HTTPS too, for the phones' cameras (scripts/https.mjs; docs/scanning.md).
if (/^(1|true)$/.test(process.env.HTTPS ?? "")) say(`also HTTPS on port ${process.env.HTTPS_PORT || Number(port) + 443}, on every interface: phones open /certificate once to trust this machine`);
// scripts/serve.mjs: Next.js for the pages, the JSON API answered directly (as `next start`, faster).
const server = spawn(process.execPath, [path.join(ROOT, "scripts", "serve.mjs")], {
  stdio: "inherit",
  env: { ...process.env, PORT: port, LISTEN_HOST: host },
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
