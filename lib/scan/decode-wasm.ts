/**
 * Main decoder: zxing-cpp compiled to WebAssembly (zxing-wasm), restricted to QR codes.
 * Its .wasm is served from our own public/zxing/ (never the CDN the package uses by default);
 * in Node it is read from node_modules.
 */
import { prepareZXingModule, readBarcodes, type ReaderOptions } from "zxing-wasm/reader";
import type { CardCode } from "../cards";
import type { Rgba } from "./image";
import { decodePayload } from "./payload";

/** Where the browser loads the reader from (copied there by scripts/copy-zxing-wasm.mjs). */
export const ZXING_WASM_URL = "/zxing/zxing_reader.wasm";

const OPTIONS: ReaderOptions = {
  formats: ["QRCode"],
  tryHarder: true,
  tryRotate: true,
  tryInvert: false,
  tryDownscale: true,
  maxNumberOfSymbols: 1,
};
/**
 * Second pass when the first finds nothing: a fixed mid-grey threshold. It reads small, slightly
 * blurred stickers (3–4 px a module) that the local-average binarizer misses — 84% → 93% of the
 * realistic 640×480 mix in bench/scan.ts — for about 1.3 ms more on a 640×480 frame with no code.
 */
const FALLBACK: ReaderOptions = { ...OPTIONS, binarizer: "FixedThreshold" };

let ready: Promise<void> | null = null;

/** Browser: load the reader .wasm from our own URL (call before the first decode to change it). */
export function configureZxingWasm(wasmUrl: string = ZXING_WASM_URL): void {
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path) },
    fireImmediately: false,
  });
  ready = Promise.resolve();
}

const isNode = () =>
  typeof process !== "undefined" && !!process.versions?.node && typeof (globalThis as { window?: unknown }).window === "undefined";

async function configureForNode(): Promise<void> {
  const { readFile } = await import(/* webpackIgnore: true */ "node:fs/promises");
  const { createRequire } = await import(/* webpackIgnore: true */ "node:module");
  const require = createRequire(import.meta.url);
  const entry = require.resolve("zxing-wasm/reader");
  const file = entry.replace(/dist[\\/](es|cjs)[\\/]reader[\\/]index\.(m?js|cjs)$/, "dist/reader/zxing_reader.wasm");
  const bytes = await readFile(file);
  const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: false });
}

function ensureConfigured(): Promise<void> {
  if (!ready) {
    if (isNode()) ready = configureForNode();
    else configureZxingWasm(ZXING_WASM_URL);
  }
  return ready!;
}

/** The text of the first QR code in the frame, or null. */
export async function decodeWasmText(img: Rgba): Promise<string | null> {
  await ensureConfigured();
  const frame = { data: img.data, width: img.width, height: img.height } as ImageData;
  for (const options of [OPTIONS, FALLBACK]) {
    const hit = (await readBarcodes(frame, options)).find((r) => r.isValid);
    if (hit) return hit.text;
  }
  return null;
}

/** The card code on the sticker in the frame, or null (no code, or not one of ours). */
export async function decodeWasm(img: Rgba): Promise<CardCode | null> {
  return decodePayload(await decodeWasmText(img));
}
