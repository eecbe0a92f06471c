#!/usr/bin/env node
// Copies zxing-wasm's QR reader (.wasm) into public/zxing/ so the scanner loads it from our own
// server: zxing-wasm would otherwise fetch it from a CDN. Run at install and before every build.
import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../", import.meta.url));
const require = createRequire(import.meta.url);
const entry = require.resolve("zxing-wasm/reader");
const wasm = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), "dist", "reader", "zxing_reader.wasm");
const dir = path.join(root, "public", "zxing");
mkdirSync(dir, { recursive: true });
copyFileSync(wasm, path.join(dir, "zxing_reader.wasm"));
