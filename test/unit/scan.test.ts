/** Stickers and decoders: every payload encodes and decodes back with both decoders. */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readBarcodes } from "zxing-wasm/reader";
import { ALL_CARDS } from "../../lib/cards";
import { decodePayload, encodePayload } from "../../lib/scan/payload";
import { qrMatrix, qrSvg } from "../../lib/scan/qr";
import { createDedupe } from "../../lib/scan/dedupe";
import { decodeWasm, decodeWasmText } from "../../lib/scan/decode-wasm";
import { loadDecoder } from "../../lib/scan/decoders";
import { decodeZxingJs } from "../../lib/scan/decode-zxing-js";
import { decodeNative, createNativeDecoder } from "../../lib/scan/decode-native";
import { renderFrame } from "../../bench/scan/render";
import { cardClip, writeY4m } from "../../bench/scan/y4m";
import { useOfflineZxing } from "../helpers/scan";

useOfflineZxing();

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
    expect(decodePayload("\tFT:p01\n")).toBe("P01");
    expect(decodePayload("FT: c14")).toBe("C14");
    expect(decodePayload("FT:W7")).toBeNull();
    expect(decodePayload("FT:T22")).toBeNull();
    expect(decodePayload("FT:W15")).toBeNull();
    expect(decodePayload("XFT:W07")).toBeNull();
    expect(decodePayload("https://example.com/FT:W07")).toBeNull();
    expect(decodePayload("")).toBeNull();
    for (const code of ALL_CARDS) expect(decodePayload(encodePayload(code))).toBe(code);
  });
});

describe("QR stickers", () => {
  it("every card's code is version 2 (25×25) and decodes back with zxing-wasm and @zxing/library", async () => {
    expect(ALL_CARDS).toHaveLength(78);
    for (const code of ALL_CARDS) {
      const m = qrMatrix(code);
      expect([m.size, m.version, m.ecLevel]).toEqual([25, 2, "H"]);
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
  it("zxing-wasm reads the symbol itself back as version 2 with error correction H", async () => {
    for (const code of ["W07", "T21"]) {
      const img = cleanImage(code);
      const [r] = await readBarcodes({ data: img.data, width: img.width, height: img.height } as ImageData, { formats: ["QRCode"] });
      expect([r.text, r.version, r.ecLevel]).toEqual([encodePayload(code), "2", "H"]);
    }
  });
  it("renders a standalone SVG with a 2-module quiet zone", () => {
    const svg = qrSvg("W07");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 29 29"/);
    expect(svg).toContain('aria-label="FT:W07"');
    expect(svg).toContain('shape-rendering="crispEdges"');
    expect(svg).toContain('<rect width="29" height="29" fill="#fff"/>');
    expect(svg.match(/<path /g)).toHaveLength(1);
    expect(svg).not.toMatch(/ width="[^"]*mm"/);
  });
  it("sizes the SVG in millimetres with moduleMm, and takes quietModules", () => {
    const svg = qrSvg("T00", { moduleMm: 0.5, quietModules: 4 });
    expect(svg).toContain('viewBox="0 0 33 33" width="16.5mm" height="16.5mm"');
    expect(svg).toContain('<rect width="33" height="33" fill="#fff"/>');
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
  it("@zxing/library reads a noisy frame (it smooths before looking for finder patterns)", async () => {
    const img = renderFrame({ width: 640, height: 480, card: "C09", size: 150, noise: 12, seed: 3 });
    expect(await decodeZxingJs(img)).toBe("C09");
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
  it("loadDecoder picks zxing-wasm in Node, and zxing-js when asked for", async () => {
    const frame = renderFrame({ width: 320, height: 240, card: "S01", size: 120 });
    const best = await loadDecoder();
    expect(best.name).toBe("zxing-wasm");
    expect(await best.decode(frame)).toEqual({ code: "S01", rotation: 0 });
    const js = await loadDecoder({ order: ["native", "zxing-js"] });
    expect(js.name).toBe("zxing-js");
    expect(await js.decode(frame)).toEqual({ code: "S01", rotation: 0 });
  });
});

describe("y4m clips", () => {
  it("show each card for about a second, then about half a second of empty table", () => {
    const frames = cardClip(["W01", "T21"], { w: 160, h: 120, fps: 30 });
    expect(frames.length).toBe(15 + 2 * (30 + 15));
    expect(frames[0].length).toBe(160 * 120);
  });
  it("are YUV4MPEG2 with a header, then per frame FRAME, the gray plane and neutral chroma", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "ft-y4m-")), "clip.y4m");
    const frames = [new Uint8Array(640 * 480).fill(10), new Uint8Array(640 * 480).fill(200)];
    writeY4m(file, frames);
    const bytes = readFileSync(file);
    const header = "YUV4MPEG2 W640 H480 F30:1 Ip A1:1 C420jpeg\n";
    const frameLen = 6 + 640 * 480 * 1.5;
    expect(bytes.subarray(0, header.length).toString()).toBe(header);
    expect(bytes.length).toBe(header.length + 2 * frameLen);
    const second = header.length + frameLen;
    expect(bytes.subarray(second, second + 6).toString()).toBe("FRAME\n");
    expect(bytes[second + 6]).toBe(200);
    expect(bytes[second + 6 + 640 * 480 - 1]).toBe(200);
    expect(bytes[second + 6 + 640 * 480]).toBe(128);
    expect(bytes.at(-1)).toBe(128);
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
  it("with gapFrames, also needs that many frames away (a slow decoder's one miss is no absence)", () => {
    const d = createDedupe({ gapMs: 500, gapFrames: 3 });
    expect(d.accept("W01", 0)).toBe("W01");
    expect(d.accept(null, 400)).toBeNull(); // one slow frame missed it
    expect(d.accept("W01", 800)).toBeNull(); // 800 ms, but only 1 frame away
    expect(d.accept(null, 820)).toBeNull();
    expect(d.accept(null, 840)).toBeNull();
    expect(d.accept(null, 860)).toBeNull();
    expect(d.accept("W01", 1400)).toBe("W01"); // 3 frames and 600 ms away
  });
  it("with rearmOnOther, a different code re-arms the earlier card (A, B, A reports A twice)", () => {
    const d = createDedupe({ rearmOnOther: true });
    expect(d.accept("W01", 0)).toBe("W01");
    expect(d.accept("W01", 33)).toBeNull();
    expect(d.accept("C02", 66)).toBe("C02");
    expect(d.accept("W01", 99)).toBe("W01");
    expect(d.accept("W01", 132)).toBeNull();
  });
});

describe("sticker payloads for the other decks", () => {
  it("a Tenners card carries TN: and the scanner reports it with its prefix, never as a tarot card", async () => {
    const { isTennersCode, tennersFromScan } = await import("../../lib/scan/payload");
    expect(encodePayload("A07", "tenners")).toBe("TN:A07");
    expect(encodePayload("C07", "tenners")).toBe("TN:C07");
    expect(encodePayload("C07")).toBe("FT:C07");
    expect(decodePayload("tn:r1")).toBe("TN:R1");
    expect(decodePayload("TN:C07")).toBe("TN:C07");
    expect(decodePayload("FT:C07")).toBe("C07");
    expect(decodePayload("TN:W07")).toBeNull();
    expect(decodePayload("FT:A07")).toBeNull();
    expect(decodePayload("TN:D14")).toBeNull();
    expect(tennersFromScan("TN:K4")).toBe("K4");
    expect(tennersFromScan("C07")).toBeNull();
    expect(["A01", "D13", "R4", "K1", "C07"].every(isTennersCode)).toBe(true);
    expect(["A00", "A14", "E01", "R5", "K0", "W07"].some(isTennersCode)).toBe(false);
  });
});
