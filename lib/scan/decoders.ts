/**
 * Picks the best decoder this platform has, loading only what it uses: the browser's own
 * BarcodeDetector, else zxing-wasm (from our own /zxing/ copy), else @zxing/library in plain JS.
 * Every decoder takes RGBA pixels (an ImageData from a canvas will do) and gives a card code and
 * which way up its sticker lies.
 */
import type { Decoder } from "./image";

export type DecoderName = "native" | "zxing-wasm" | "zxing-js";

export interface LoadDecoderOptions {
  /** Browser: where zxing-wasm's reader is served (default /zxing/zxing_reader.wasm). */
  wasmUrl?: string;
  /** Candidates in order of preference (default native, zxing-wasm, zxing-js). */
  order?: DecoderName[];
}

export async function loadDecoder({ wasmUrl, order = ["native", "zxing-wasm", "zxing-js"] }: LoadDecoderOptions = {}): Promise<{ name: DecoderName; decode: Decoder }> {
  for (const name of order) {
    try {
      if (name === "native") {
        const decode = await (await import("./decode-native")).loadNativeDecoder();
        if (decode) return { name, decode };
      } else if (name === "zxing-wasm") {
        const wasm = await import("./decode-wasm");
        await wasm.loadZxingWasm({ wasmUrl });
        return { name, decode: wasm.scanWasm };
      } else {
        return { name, decode: (await import("./decode-zxing-js")).scanZxingJs };
      }
    } catch {
      // not available here: try the next
    }
  }
  throw new Error(`no QR decoder available (tried ${order.join(", ")})`);
}
