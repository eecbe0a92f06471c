#!/usr/bin/env node
// Bundles the taught-deck recogniser's worker (app/_components/scanner/recog.worker.ts: lib/recog)
// into public/recog-worker.js with esbuild, apart from Next's client build, and copies OpenCV's
// JavaScript build (@techstark/opencv-js, ~10.9 MB with its wasm inside) to public/opencv/opencv.js,
// so the phone loads both from this server, never a CDN, and only when a photo is first read.
// Run at install and before every `next build`.
import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("../", import.meta.url));
const require = createRequire(import.meta.url);
mkdirSync(path.join(root, "public", "opencv"), { recursive: true });
copyFileSync(require.resolve("@techstark/opencv-js"), path.join(root, "public", "opencv", "opencv.js"));
await build({
  entryPoints: [path.join(root, "app/_components/scanner/recog.worker.ts")],
  outfile: path.join(root, "public/recog-worker.js"),
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2022",
  platform: "browser",
  legalComments: "none",
  alias: { "@": root.replace(/\/$/, "") },
  // lib/recog/cv.ts loads OpenCV in Node through node:module; the worker never takes that path.
  external: ["node:module"],
  logLevel: "warning",
});
