/** Stickers and decoders: every payload encodes and decodes back with both decoders. */
import { describe, expect, it } from "vitest";
import { ALL_CARDS } from "../../lib/cards";
import { decodePayload, encodePayload } from "../../lib/scan/payload";
import { qrMatrix, qrSvg } from "../../lib/scan/qr";
import { createDedupe } from "../../lib/scan/dedupe";
import { decodeWasm, decodeWasmText } from "../../lib/scan/decode-wasm";
import { decodeZxingJs, decodeZxingJsText } from "../../lib/scan/decode-zxing-js";
import { decodeNative, createNativeDecoder } from "../../lib/scan/decode-native";
import { renderFrame } from "../../bench/scan/render";
import { cardClip } from "../../bench/scan/y4m";

/** A plain, sharp image of a card's code: 4 px a module, 4-module white border. */
function cleanImage(code: string) {
  const m = qrMatrix(code), s = 4, q = 4, n = (m.size + 2 * q) * s;
  const data = new Uint8ClampedArray(n * n * 4).fill(255);
  for (let y = 0; y < m.size; y++) for (let x = 0; x < m.size; x++) {
    if (!m.get(x, y)) continue;
    for (let dy = 0; dy < s; dy++) for (let dx = 0; dx < s; dx++) {
      const i = (((y + q) * s + dy) * n + (x + q) * s + dx) * 4;
      data[i] = data[i + 1] = data[i + 2] = 0;
    }
  }
  return { data, width: n, height: n };
}

describe("payloads", () => {
  it("are FT: and the card code, read back tolerantly", () => {
    expect(encodePayload("W07")).toBe("FT:W07");
    expect(decodePayload(" ft:t21 ")).toBe("T21");
    expect(decodePayload("FT:X99")).toBeNull();
    expect(decodePayload("W07")).toBeNull();
    expect(decodePayload(null)).toBeNull();
  });
});

describe("QR stickers", () => {
  it("every card's code is version 2 (25×25) and decodes back with zxing-wasm and @zxing/library", async () => {
    for (const code of ALL_CARDS) {
      expect(qrMatrix(code).size).toBe(25);
      // A clean rendered camera frame: the sticker on card art on the table.
      const frame = renderFrame({ width: 320, height: 240, card: code, size: 120, seed: 1 });
      expect(await decodeWasm(frame), `wasm ${code}`).toBe(code);
      expect(await decodeZxingJs(frame), `zxing-js ${code}`).toBe(code);
      // And a plain image of the code alone.
      const img = cleanImage(code);
      expect(await decodeWasmText(img), `wasm text ${code}`).toBe(encodePayload(code));
      expect(await decodeZxingJs(img), `zxing-js plain ${code}`).toBe(code);
    }
  });
  it("renders a standalone SVG with a 2-module quiet zone", () => {
    const svg = qrSvg("W07");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 29 29"/);
    expect(svg).toContain('aria-label="FT:W07"');
    expect(svg).toContain('shape-rendering="crispEdges"');
    expect(svg).toContain('<rect width="29" height="29" fill="#fff"/>');
    expect(svg.match(/<path /g)).toHaveLength(1);
  });
  it("the SVG path's runs are exactly the dark modules, offset by the quiet zone", () => {
    for (const code of ["W01", "P14", "T00"]) {
      const m = qrMatrix(code);
      const d = qrSvg(code, { quiet: 3 }).match(/ d="([^"]*)"/)![1];
      const dark = new Set<string>();
      for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
        for (let i = 0; i < +run; i++) dark.add(`${+x + i - 3},${+y - 3}`);
      }
      for (let y = 0; y < m.size; y++) for (let x = 0; x < m.size; x++) expect(dark.has(`${x},${y}`)).toBe(m.get(x, y));
      expect(dark.size).toBe([...Array(m.size * m.size).keys()].filter((i) => m.get(i % m.size, Math.floor(i / m.size))).length);
    }
  });
  it("zxing-wasm reads a sticker tilted 30° on card art in a camera-sized frame", async () => {
    const img = renderFrame({ width: 640, height: 480, card: "S13", size: 150, tiltX: 30, rotate: 15, noise: 4 });
    expect(await decodeWasm(img)).toBe("S13");
  });
  it("finds nothing on an empty table", async () => {
    const img = renderFrame({ width: 320, height: 240, card: null });
    expect(await decodeWasm(img)).toBeNull();
    expect(await decodeZxingJs(img)).toBeNull();
  });
});

describe("native decoder", () => {
  it("is absent in Node: no factory, and decodeNative gives null", async () => {
    expect(createNativeDecoder()).toBeNull();
    expect(await decodeNative(renderFrame({ width: 64, height: 64, card: null }))).toBeNull();
  });
});

describe("y4m clips", () => {
  it("show each card for about a second, then about half a second of empty table", () => {
    const frames = cardClip(["W01", "T21"], { w: 160, h: 120, fps: 30 });
    expect(frames.length).toBe(15 + 2 * (30 + 15));
    expect(frames[0].length).toBe(160 * 120);
  });
});

describe("dedupe", () => {
  it("reports a card once while it stays in view, again after it has been away", () => {
    const d = createDedupe({ gapMs: 1000 });
    expect(d.accept("W07", 0)).toBe("W07");
    expect(d.accept("W07", 100)).toBeNull();
    expect(d.accept(null, 200)).toBeNull();
    expect(d.accept("W07", 900)).toBeNull();
    expect(d.accept("C03", 950)).toBe("C03");
    // W07 was last seen at 900: not away long enough yet.
    expect(d.accept("W07", 1000)).toBeNull();
    expect(d.accept(null, 1500)).toBeNull();
    expect(d.accept("W07", 2000)).toBe("W07");
    expect(d.accept("W07", 3500)).toBe("W07");
  });
  it("reports two stickers in view once each, even when decodes alternate", () => {
    const d = createDedupe();
    const got: string[] = [];
    for (let t = 0; t < 3000; t += 33) {
      const r = d.accept(t % 66 === 0 ? "P01" : "T00", t);
      if (r) got.push(r);
    }
    expect(got).toEqual(["P01", "T00"]);
  });
  it("counts absence from the last sighting, and accepts at exactly gapMs", () => {
    const d = createDedupe({ gapMs: 1200 });
    expect(d.accept("S05", 0)).toBe("S05");
    expect(d.accept("S05", 1000)).toBeNull();
    expect(d.accept("S05", 2199)).toBeNull();
    expect(d.accept("S05", 3399)).toBe("S05");
    d.reset();
    expect(d.accept("S05", 3400)).toBe("S05");
  });
});
