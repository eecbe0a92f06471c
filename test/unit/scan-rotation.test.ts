/**
 * Which way up a sticker lies: every decoder reports the code's rotation, rounded to the nearest
 * quarter turn, for stickers rendered at 0°, 90°, 180° and 270° and some degrees off each.
 */
import { afterEach, describe, expect, it } from "vitest";
import { readBarcodes } from "zxing-wasm/reader";
import { grayToRgba, renderFrame } from "../../bench/scan/render";
import { cardClip } from "../../bench/scan/y4m";
import { createNativeDecoder, rotationFromCorners } from "../../lib/scan/decode-native";
import { scanWasm } from "../../lib/scan/decode-wasm";
import { scanZxingJs } from "../../lib/scan/decode-zxing-js";
import { loadDecoder } from "../../lib/scan/decoders";
import type { Rgba, Rotation } from "../../lib/scan/image";
import { quarterTurn, rotationOf } from "../../lib/scan/rotation";
import { useOfflineZxing } from "../helpers/scan";

useOfflineZxing();

const TURNS: Rotation[] = [0, 90, 180, 270];
/** Degrees off the quarter turn, as a hand holds a card: well inside ±45°. */
const OFF = [0, -7, 12, -25, 30];
const CARDS = ["W07", "T21", "C01", "P14", "S13"];

/** A camera-sized frame of `card`'s sticker turned `angle` degrees clockwise, a little tilted. */
const frame = (card: string, angle: number, i: number) =>
  renderFrame({ width: 640, height: 480, card, size: 150, rotate: angle, tiltX: 15, tiltY: 5, noise: 3, seed: i + 1 });

describe("quarter turns", () => {
  it("round degrees to the nearest quarter turn, any range", () => {
    expect([0, 44, 46, 89, 134, 136, 180, 224, 226, 269, 314, 316, 359].map(quarterTurn)).toEqual([0, 0, 90, 90, 90, 180, 180, 180, 270, 270, 270, 0, 0]);
    expect([-1, -44, -46, -90, -135.5, -179, 360, 450, 540, 720 + 181].map(quarterTurn)).toEqual([0, 0, 270, 270, 180, 180, 0, 90, 180, 180]);
  });
  it("come from the direction of the code's top edge, y down", () => {
    expect([rotationOf(1, 0), rotationOf(0, 1), rotationOf(-1, 0), rotationOf(0, -1)]).toEqual([0, 90, 180, 270]);
    expect(rotationOf(10, 3)).toBe(0);
    expect(rotationOf(-10, -3)).toBe(180);
    expect(rotationOf(0, 0)).toBeNull();
    expect(rotationOf(Number.NaN, 1)).toBeNull();
  });
});

describe.each([
  ["zxing-wasm", scanWasm],
  ["@zxing/library", scanZxingJs],
])("%s", (_name, scan) => {
  it.each(TURNS)("reads a sticker turned %i° (and up to 30° either side) with that rotation", async (turn) => {
    const got: string[] = [], want: string[] = [];
    for (const [i, off] of OFF.entries()) {
      const card = CARDS[i];
      const r = await scan(frame(card, turn + off, i));
      got.push(`${card}@${turn + off}: ${r?.code} ${r?.rotation}`);
      want.push(`${card}@${turn + off}: ${card} ${turn}`);
    }
    expect(got).toEqual(want);
  });
  it("gives nothing for an empty table", async () => {
    expect(await scan(renderFrame({ width: 320, height: 240, card: null }))).toBeNull();
  });
});

/**
 * The browser's BarcodeDetector is not in Node: a stand-in reads the frame with zxing-wasm and
 * answers as the Shape Detection API does, corner points clockwise from the code's top-left.
 */
class FakeBarcodeDetector {
  static corners: "code" | "none" = "code";
  constructor(readonly options: { formats: string[] }) {}
  async detect(img: Rgba) {
    const results = await readBarcodes({ data: img.data, width: img.width, height: img.height } as ImageData, { formats: ["QRCode"], tryHarder: true, tryRotate: true });
    return results.filter((r) => r.isValid).map((r) => {
      const { topLeft, topRight, bottomRight, bottomLeft } = r.position;
      return { rawValue: r.text, ...(FakeBarcodeDetector.corners === "code" ? { cornerPoints: [topLeft, topRight, bottomRight, bottomLeft] } : {}) };
    });
  }
}

describe("native (BarcodeDetector) decoder", () => {
  afterEach(() => {
    delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
    FakeBarcodeDetector.corners = "code";
  });
  it("turns corner points, clockwise from the code's top-left, into the quarter turn", () => {
    // The image's corners of a square code; the list starts at the code's own top-left.
    const imgTL = { x: 0, y: 0 }, imgTR = { x: 100, y: 0 }, imgBR = { x: 100, y: 100 }, imgBL = { x: 0, y: 100 };
    expect(rotationFromCorners([imgTL, imgTR, imgBR, imgBL])).toBe(0);
    expect(rotationFromCorners([imgTR, imgBR, imgBL, imgTL])).toBe(90); // its top edge runs down the image
    expect(rotationFromCorners([imgBR, imgBL, imgTL, imgTR])).toBe(180);
    expect(rotationFromCorners([imgBL, imgTL, imgTR, imgBR])).toBe(270);
    // A perspective quad, wider at the bottom, upside down.
    expect(rotationFromCorners([{ x: 90, y: 95 }, { x: 10, y: 95 }, { x: 20, y: 5 }, { x: 80, y: 5 }])).toBe(180);
    expect(rotationFromCorners([imgTL, imgTR, imgBR])).toBeNull();
    expect(rotationFromCorners(undefined)).toBeNull();
  });
  it.each(TURNS)("reports a sticker turned %i° (and some degrees off) with that rotation", async (turn) => {
    (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = FakeBarcodeDetector;
    const decode = createNativeDecoder();
    expect(decode).not.toBeNull();
    for (const [i, off] of OFF.entries()) {
      expect(await decode!(frame(CARDS[i], turn + off, i)), `${CARDS[i]} at ${turn + off}°`).toEqual({ code: CARDS[i], rotation: turn });
    }
  });
  it("reports the card with no rotation when the platform gives no corner points", async () => {
    (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = FakeBarcodeDetector;
    FakeBarcodeDetector.corners = "none";
    expect(await createNativeDecoder()!(frame("W07", 180, 0))).toEqual({ code: "W07", rotation: null });
  });
});

describe("loadDecoder", () => {
  it("gives decoders that report the card and its rotation", async () => {
    const upsideDown = frame("S01", 185, 3);
    for (const order of [undefined, ["zxing-js"] as const]) {
      const { name, decode } = await loadDecoder({ order: order && [...order] });
      expect(await decode(upsideDown), name).toEqual({ code: "S01", rotation: 180 });
    }
  });
});

describe("camera clips", () => {
  it("show a card given a half turn with its sticker upside down, the others upright", async () => {
    const fps = 5, lead = Math.round(0.5 * fps), shown = fps, gap = Math.round(0.5 * fps);
    const frames = cardClip(["C05", "T09", "S02"], { fps, turns: [0, 180] });
    const middle = (k: number) => grayToRgba(frames[lead + k * (shown + gap) + 2], 640, 480);
    expect(await scanWasm(middle(0))).toEqual({ code: "C05", rotation: 0 });
    expect(await scanWasm(middle(1))).toEqual({ code: "T09", rotation: 180 });
    expect(await scanWasm(middle(2))).toEqual({ code: "S02", rotation: 0 });
  });
});
