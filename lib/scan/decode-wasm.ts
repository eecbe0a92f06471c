/**
 * Main decoder: zxing-cpp compiled to WebAssembly (zxing-wasm), restricted to QR codes.
 * Its .wasm is served from our own public/zxing/ (never the CDN the package uses by default);
 * in Node it is read from node_modules.
 */
import { prepareZXingModule, readBarcodes, type ReaderOptions } from "zxing-wasm/reader";
import type { Rgba } from "./image";

const OPTIONS: ReaderOptions = {
  formats: ["QRCode"],
  tryHarder: true,
  tryRotate: true,
  tryInvert: false,
  tryDownscale: true,
  maxNumberOfSymbols: 1,
};

let configured = false;

/** Browser: load the reader .wasm from our own URL. */
export function configureZxingWasm(wasmUrl: string): void {
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path) },
    fireImmediately: false,
  });
  configured = true;
}

async function configureForNode(): Promise<void> {
  const { readFile } = await import(/* webpackIgnore: true */ "node:fs/promises");
  const { createRequire } = await import(/* webpackIgnore: true */ "node:module");
  const require = createRequire(import.meta.url);
  const file = require.resolve("zxing-wasm/reader").replace(/dist[\\/](es|cjs)[\\/]reader[\\/]index\.(m?js|cjs)$/, "dist/reader/zxing_reader.wasm");
  const bytes = await readFile(file);
  const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: false });
  configured = true;
}

/** The text of the first QR code in the frame, or null. */
export async function decodeWasmText(img: Rgba): Promise<string | null> {
  if (!configured) {
    if (typeof window === "undefined") await configureForNode();
    else configureZxingWasm("/zxing/zxing_reader.wasm");
  }
  const results = await readBarcodes({ data: img.data, width: img.width, height: img.height } as ImageData, OPTIONS);
  return results.find((r) => r.isValid)?.text ?? null;
}
