#!/usr/bin/env node
// Bundles the offline fold's worker (app/games/[id]/offline-fold.worker.ts: the games' modules and
// the fold) into public/fold-worker.js with esbuild, apart from Next's client build. Inside that
// build, any client import of the games' modules would widen the modules the play page's panels
// share with them (tree shaking is per module across the whole build) and break the page's
// 150 KB budget; as a file of its own it costs the page nothing. Run before every `next build`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("../", import.meta.url));
await build({
  entryPoints: [path.join(root, "app/games/[id]/offline-fold.worker.ts")],
  outfile: path.join(root, "public/fold-worker.js"),
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2022",
  platform: "browser",
  legalComments: "none",
  alias: { "@": root.replace(/\/$/, "") },
  logLevel: "warning",
});
