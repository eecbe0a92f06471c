/**
 * Every sticker in a still photo (or a camera frame): zxing-wasm reading many QR codes in one
 * image, each with its centre and its angle. Large photos are shrunk first (the caller passes a
 * smaller image; `downscale` does it in plain JS where there is no canvas).
 */
import { readBarcodes, type ReaderOptions, type ReadResult } from "zxing-wasm/reader";
import type { Rgba } from "./image";
import { loadZxingWasm } from "./decode-wasm";
import { decodePayload } from "./payload";

/** Longest side a photo is shrunk to before decoding: a 24 mm sticker in a whole-trick photo keeps ≥ 3 px a module. */
export const PHOTO_MAX_SIDE = 2400;

export interface FoundSticker {
  /** The card code as decodePayload gives it ("W07", "TN:A07"). */
  code: string;
  /** Centre in the decoded image's pixels. */
  x: number;
  y: number;
  /** Degrees the code's top edge is turned clockwise from upright, as seen (−180…180). */
  rotation: number;
  /** Width of the code in pixels (top edge length). */
  size: number;
}

const OPTIONS: ReaderOptions = {
  formats: ["QRCode"],
  tryHarder: true,
  tryRotate: false,
  tryInvert: false,
  tryDownscale: true,
  maxNumberOfSymbols: 16,
};
const FALLBACK: ReaderOptions = { ...OPTIONS, binarizer: "FixedThreshold" };

function found(r: ReadResult): FoundSticker | null {
  const code = decodePayload(r.text);
  if (!code || !r.isValid) return null;
  const { topLeft: a, topRight: b, bottomRight: c, bottomLeft: d } = r.position;
  const x = (a.x + b.x + c.x + d.x) / 4, y = (a.y + b.y + c.y + d.y) / 4;
  // The top edge (left to right on the code) and the bottom edge, averaged: steadier under perspective.
  const ex = b.x - a.x + (c.x - d.x), ey = b.y - a.y + (c.y - d.y);
  const rotation = (Math.atan2(ey, ex) * 180) / Math.PI;
  return { code, x, y, rotation, size: Math.hypot(b.x - a.x, b.y - a.y) };
}

/**
 * All our stickers in the image, each code once. A second pass with a fixed threshold runs when the
 * first finds fewer than `expect` codes (default 1), and adds what it reads; then, for a photo of
 * at most PHOTO_MAX_SIDE, a pass on the image doubled (`upscale: false` skips it: live frames).
 */
export async function decodeAll(img: Rgba, { expect = 1, upscale = true }: { expect?: number; upscale?: boolean } = {}): Promise<FoundSticker[]> {
  await loadZxingWasm();
  const frame = { data: img.data, width: img.width, height: img.height } as ImageData;
  const out = new Map<string, FoundSticker>();
  for (const options of [OPTIONS, FALLBACK]) {
    for (const r of await readBarcodes(frame, options)) {
      const s = found(r);
      if (s && !out.has(s.code)) out.set(s.code, s);
    }
    if (out.size >= expect) break;
  }
  // Small stickers (about 3 px a module) read better doubled: zxing's binarizer then sees their edges.
  if (upscale && out.size < expect && Math.max(img.width, img.height) <= PHOTO_MAX_SIDE) {
    const big = upscale2(img);
    for (const options of [OPTIONS, FALLBACK]) {
      for (const r of await readBarcodes({ data: big.data, width: big.width, height: big.height } as ImageData, options)) {
        const s = found(r);
        if (s && !out.has(s.code)) out.set(s.code, { ...s, x: s.x / 2, y: s.y / 2, size: s.size / 2 });
      }
      if (out.size >= expect) break;
    }
  }
  return [...out.values()];
}

/** The image twice as large, bilinear. */
function upscale2(img: Rgba): Rgba {
  const { width: W, height: H, data } = img;
  const w = W * 2, h = H * 2;
  const out = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    const sy = Math.min(H - 1, Math.max(0, (y - 0.5) / 2)), y0 = Math.floor(sy), y1 = Math.min(H - 1, y0 + 1), fy = sy - y0;
    for (let x = 0; x < w; x++) {
      const sx = Math.min(W - 1, Math.max(0, (x - 0.5) / 2)), x0 = Math.floor(sx), x1 = Math.min(W - 1, x0 + 1), fx = sx - x0;
      const o = (y * w + x) * 4;
      for (let c = 0; c < 3; c++) {
        const a = data[(y0 * W + x0) * 4 + c], b = data[(y0 * W + x1) * 4 + c], d = data[(y1 * W + x0) * 4 + c], e = data[(y1 * W + x1) * 4 + c];
        out[o + c] = (a * (1 - fx) + b * fx) * (1 - fy) + (d * (1 - fx) + e * fx) * fy;
      }
      out[o + 3] = 255;
    }
  }
  return { data: out, width: w, height: h };
}

/** The image shrunk (box average) so its longest side is at most `maxSide`; the same image when it is small enough. */
export function downscale(img: Rgba, maxSide = PHOTO_MAX_SIDE): Rgba & { scale: number } {
  const { width: W, height: H, data } = img;
  const f = Math.ceil(Math.max(W, H) / maxSide);
  if (f <= 1) return { ...img, scale: 1 };
  const w = Math.floor(W / f), h = Math.floor(H / f);
  const out = new Uint8ClampedArray(w * h * 4);
  const n = f * f;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let r = 0, g = 0, b = 0;
      for (let j = 0; j < f; j++) {
        let i = ((y * f + j) * W + x * f) * 4;
        for (let k = 0; k < f; k++, i += 4) { r += data[i]; g += data[i + 1]; b += data[i + 2]; }
      }
      const o = (y * w + x) * 4;
      out[o] = r / n; out[o + 1] = g / n; out[o + 2] = b / n; out[o + 3] = 255;
    }
  }
  return { data: out, width: w, height: h, scale: 1 / f };
}

/** Why a photo read nothing, in a sentence for people, from its pixels. */
export function whyNothing(img: Rgba): string {
  const { width: W, height: H, data } = img;
  if (Math.max(W, H) < 600) return "The photo is too small to read the stickers: take it with the camera at full size, closer to the cards.";
  // Sharpness: the strongest edges (99.5th percentile of a 4-pixel gradient on 3×3-averaged
  // green), against the photo's range of light. A sharp sticker edge climbs most of the range in
  // 4 px; a blurred one a small part of it. Sampled on a grid, so a 12 MP photo costs a few ms.
  const g = (x: number, y: number) => {
    let v = 0;
    for (let j = -1; j <= 1; j++) for (let k = -1; k <= 1; k++) v += data[((y + j) * W + x + k) * 4 + 1];
    return v / 9;
  };
  const grads = new Uint32Array(256), light = new Uint32Array(256);
  let count = 0;
  const step = Math.max(1, Math.floor(Math.min(W, H) / 500));
  for (let y = 3; y < H - 3; y += step) {
    for (let x = 3; x < W - 3; x += step) {
      const d = Math.max(Math.abs(g(x + 2, y) - g(x - 2, y)), Math.abs(g(x, y + 2) - g(x, y - 2)));
      grads[Math.min(255, Math.round(d))]++;
      light[data[(y * W + x) * 4 + 1]]++;
      count++;
    }
  }
  const pct = (h: Uint32Array, p: number) => { let acc = 0; for (let i = 0; i < 256; i++) { acc += h[i]; if (acc >= p * count) return i; } return 255; };
  const range = Math.max(1, pct(light, 0.99) - pct(light, 0.01));
  const edge = pct(grads, 0.995) / range;
  if (edge < 0.25) return "The photo is too blurred to read the stickers: hold the phone still, let it focus, and take it again.";
  return "No card sticker was found in the photo: make sure every card's sticker is in view, in good light, and take it again.";
}
