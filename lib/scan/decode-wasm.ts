/**
 * Main decoder: zxing-cpp compiled to WebAssembly (zxing-wasm), restricted to QR codes.
 * Its .wasm is served from our own public/zxing/ (never the CDN the package uses by default);
 * in Node it is read from node_modules.
 */
import { prepareZXingModule, readBarcodes, type ReaderOptions, type ReadResult } from "zxing-wasm/reader";
import type { CardCode } from "../cards";
import type { Rgba, Scanned } from "./image";
import { quarterTurn } from "./rotation";
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

const isNode = () =>
  typeof process !== "undefined" && !!process.versions?.node && typeof (globalThis as { window?: unknown }).window === "undefined";

/** Node: the reader's bytes from node_modules/zxing-wasm/dist/reader/zxing_reader.wasm. */
async function nodeWasmBinary(): Promise<ArrayBuffer> {
  const { readFile } = await import(/* webpackIgnore: true */ "node:fs/promises");
  const { createRequire } = await import(/* webpackIgnore: true */ "node:module");
  const require = createRequire(import.meta.url);
  const entry = require.resolve("zxing-wasm/reader");
  const file = entry.replace(/dist[\\/](es|cjs)[\\/]reader[\\/]index\.(m?js|cjs)$/, "dist/reader/zxing_reader.wasm");
  const bytes = await readFile(file);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

let loading: Promise<void> | null = null;
let loadingUrl: string | null = null;

export interface LoadZxingWasmOptions {
  /** Browser: where the reader .wasm is served (default ZXING_WASM_URL, our own public/ copy). Ignored in Node. */
  wasmUrl?: string;
}

/**
 * Points zxing-wasm at our own copy of the reader and instantiates it; resolves when it is
 * ready, rejects when it cannot load (then fall back to zxing-js). In the browser the module's
 * `locateFile` returns `wasmUrl` for the .wasm; in Node the bytes are read from node_modules.
 * Either way nothing is fetched from the package's default CDN. Calling it again is free;
 * a different `wasmUrl` reloads. The first decode
 * loads the default if nobody did first.
 */
export function loadZxingWasm({ wasmUrl = ZXING_WASM_URL }: LoadZxingWasmOptions = {}): Promise<void> {
  const node = isNode();
  if (loading && (node || wasmUrl === loadingUrl)) return loading;
  loadingUrl = wasmUrl;
  const overrides = node
    ? nodeWasmBinary().then((wasmBinary) => ({ wasmBinary }))
    : Promise.resolve({ locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path) });
  const p: Promise<void> = overrides
    .then((o) => prepareZXingModule({ overrides: o, fireImmediately: true }))
    .then(() => undefined);
  p.catch(() => {
    if (loading === p) loading = null; // let a later call try again
  });
  loading = p;
  return p;
}

/** loadZxingWasm({ wasmUrl }) without waiting for it (a failure surfaces on the first decode). */
export function configureZxingWasm(wasmUrl: string = ZXING_WASM_URL): void {
  loadZxingWasm({ wasmUrl }).catch(() => {});
}

/** The first valid QR code in the frame, or undefined. */
async function read(img: Rgba): Promise<ReadResult | undefined> {
  await (loading ?? loadZxingWasm());
  const frame = { data: img.data, width: img.width, height: img.height } as ImageData;
  for (const options of [OPTIONS, FALLBACK]) {
    const hit = (await readBarcodes(frame, options)).find((r) => r.isValid);
    if (hit) return hit;
  }
  return undefined;
}

/** The text of the first QR code in the frame, or null. */
export async function decodeWasmText(img: Rgba): Promise<string | null> {
  return (await read(img))?.text ?? null;
}

/** The card code on the sticker in the frame, or null (no code, or not one of ours). */
export async function decodeWasm(img: Rgba): Promise<CardCode | null> {
  return decodePayload(await decodeWasmText(img));
}

/**
 * The sticker in the frame and which way up it lies: zxing-cpp's `rotation` is the angle of the
 * code's top edge in degrees, clockwise as seen (−179…180), whichever way it had to turn the
 * frame to read it.
 */
export async function scanWasm(img: Rgba): Promise<Scanned | null> {
  const hit = await read(img);
  const code = decodePayload(hit?.text);
  return code ? { code, rotation: Number.isFinite(hit!.rotation) ? quarterTurn(hit!.rotation) : null } : null;
}
