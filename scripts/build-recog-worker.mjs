#!/usr/bin/env node
// Bundles the taught-deck recogniser's worker (app/_components/scanner/recog.worker.ts: lib/recog)
// into public/recog-worker.js with esbuild, apart from Next's client build, and writes OpenCV's
// JavaScript build (@techstark/opencv-js 4.12) into public/opencv/ as TWO files named by their
// content's hash: its script (~225 KB) and its WebAssembly (~8 MB), which the package ships inside
// the script as 10.6 MB of base64. Apart, the worker's OpenCV compiles the wasm while it streams in
// (Emscripten's own WebAssembly.instantiateStreaming), Chromium keeps the compiled code for the next
// load (its wasm code cache, keyed by the URL), and nothing 10 MB long is parsed as JavaScript or
// decoded from base64. Hashed names never change content, so they are served immutable
// (next.config.js) and cached at first use by the service worker (app/sw.ts).
// So the phone loads both from this server, never a CDN, and only when a photo is first read.
// Run at install and before every `next build`.
//   --single-file: the package's file as it is (wasm inside, as before): only to measure the difference.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("../", import.meta.url));
const require = createRequire(import.meta.url);
const out = path.join(root, "public", "opencv");
mkdirSync(out, { recursive: true });
for (const f of readdirSync(out)) rmSync(path.join(out, f));

const hash = (b) => createHash("sha256").update(b).digest("hex").slice(0, 12);
let js = readFileSync(require.resolve("@techstark/opencv-js"), "utf8");
let scriptName;
if (process.argv.includes("--single-file")) {
  scriptName = `opencv-${hash(js)}.js`;
} else {
  const PREFIX = 'var wasmBinaryFile="data:application/octet-stream;base64,';
  const at = js.indexOf(PREFIX);
  const end = at < 0 ? -1 : js.indexOf('"', at + PREFIX.length);
  if (at < 0 || end < 0 || js.indexOf(PREFIX, end) >= 0) throw new Error("build-recog-worker: OpenCV.js no longer embeds its wasm as expected; look at the package's file");
  const wasm = Buffer.from(js.slice(at + PREFIX.length, end), "base64");
  if (wasm.readUInt32BE(0) !== 0x0061736d) throw new Error("build-recog-worker: the embedded wasm does not start with \\0asm");
  const wasmName = `opencv-${hash(wasm)}.wasm`;
  writeFileSync(path.join(out, wasmName), wasm);
  // Emscripten resolves the name against the worker's own folder (/recog-worker.js → /).
  js = js.slice(0, at) + `var wasmBinaryFile="opencv/${wasmName}"` + js.slice(end + 1);
  scriptName = `opencv-${hash(js)}.js`;
}
writeFileSync(path.join(out, scriptName), js);

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
  define: { OPENCV_JS: JSON.stringify(`/opencv/${scriptName}`) },
  // lib/recog/cv.ts loads OpenCV in Node through node:module; the worker never takes that path.
  external: ["node:module"],
  logLevel: "warning",
});
