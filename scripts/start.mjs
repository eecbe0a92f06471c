#!/usr/bin/env node
// `npm start`: get the app from a fresh clone to a running server, reusing whatever is already done.
//   1. database: create the SQLite file (DATABASE_URL, default file:./data/fortunes.db) and apply pending
//      migrations with the plain deploy (no schema engine needed);
//   2. reference data: scripts/seed.ts (idempotent);
//   3. build: scripts/build.mjs (the one build entry: the scanner's wasm, the offline folds, next build
//      with the service worker) when .next/BUILD_ID is missing or older than any source file;
//   4. serve: scripts/serve.mjs (Next.js, with the JSON API answered directly) on every interface, port
//      PORT (default 3000), printing the address phones open and its QR code; LISTEN_HOST=127.0.0.1
//      keeps it to this machine.
//   HTTPS=1 also serves HTTPS on HTTPS_PORT (default PORT + 443) with a local certificate authority (docs/https.md).
// Flags: --no-serve (do 1–3 only), --skip-seed, --skip-build, --build-only (3 only: used by test:e2e).
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_DATABASE_URL, deployMigrations } from "./prisma/deploy.mjs";
import { buildApp } from "./build.mjs";

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

async function build() {
  try {
    await buildApp({ ifStale: true, say });
  } catch (error) {
    console.error(`[start] ${error.message ?? error}`);
    process.exit(1);
  }
}

if (args.has("--build-only")) {
  await build();
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

if (!args.has("--skip-build")) await build();

if (args.has("--no-serve")) {
  say(`ready in ${elapsed()}`);
  process.exit(0);
}

say(`prepared in ${elapsed()}; starting the server`);
// scripts/serve.mjs: Next.js for the pages, the JSON API answered directly (as `next start`, faster).
// It listens on every interface unless LISTEN_HOST says otherwise, and prints the phones' address.
const server = spawn(process.execPath, [path.join(ROOT, "scripts", "serve.mjs")], { stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
