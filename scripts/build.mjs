#!/usr/bin/env node
// The one build entry: `npm run build`, `npm start` (when the build is stale) and `npm run dev`
// (the first three steps only) all run this.
//   1. the scanner's wasm into public/zxing/ (scripts/copy-zxing-wasm.mjs);
//   2. the offline rules fold, one bundle per game, into public/fold/ (scripts/build-folds.mjs);
//   3. the taught-deck recogniser's worker and our copy of OpenCV.js (scripts/build-recog-worker.mjs);
//   4. `next build`: the pages, and the service worker (app/sw.ts, built by Serwist at
//      app/sw.js/route.ts with its precache list of this build's files).
// Flags: --prepare (1–3 only, for `next dev`), --if-stale (only when .next is older than the sources).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIsStale } from "./build-state.mjs";
import { buildFolds } from "./build-folds.mjs";

const ROOT = fileURLToPath(new URL("../", import.meta.url));

function run(command, args, what) {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env, cwd: ROOT });
  if (result.status !== 0) throw new Error(`${what} failed (exit ${result.status ?? result.signal})`);
}

/** Steps 1 to 3: what `next build` and `next dev` both need in public/. */
export async function prepare(say = (line) => console.log(`[build] ${line}`)) {
  run(process.execPath, [path.join(ROOT, "scripts/copy-zxing-wasm.mjs")], "copying the scanner's wasm");
  const folds = await buildFolds(ROOT);
  say(`offline folds: ${folds.map((f) => `${f.id} ${(f.bytes / 1024).toFixed(0)} KB`).join(", ")}`);
  run(process.execPath, [path.join(ROOT, "scripts/build-recog-worker.mjs")], "bundling the card recogniser's worker");
}

/** All four steps; with `ifStale`, nothing when the build is current. Returns whether it built. */
export async function buildApp({ ifStale = false, say = (line) => console.log(`[build] ${line}`) } = {}) {
  const stale = buildIsStale(ROOT);
  if (ifStale && !stale) {
    say("build is up to date");
    return false;
  }
  say(`building (${stale ?? "asked"})…`);
  await prepare(say);
  process.env.NEXT_TELEMETRY_DISABLED ??= "1";
  run(path.join(ROOT, "node_modules", ".bin", "next"), ["build"], "next build");
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = new Set(process.argv.slice(2));
  try {
    if (args.has("--prepare")) await prepare();
    else await buildApp({ ifStale: args.has("--if-stale") });
  } catch (error) {
    console.error(`[build] ${error.message ?? error}`);
    process.exit(1);
  }
}
