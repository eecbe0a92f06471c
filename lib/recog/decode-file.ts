/**
 * A photo file's pixels where there is no canvas (the teaching API on the server, tests, benches):
 * JPEG with jpeg-js, PNG with pngjs, both pure JavaScript. A JPEG's EXIF orientation is applied,
 * as a phone's browser does, so cards photographed upright read upright.
 */
import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import type { Rgba } from "../scan/image";

export type PhotoType = "image/jpeg" | "image/png";

/** The type a file's first bytes say it is, or null. */
export function sniff(bytes: Uint8Array): PhotoType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return "image/jpeg";
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return "image/png";
  return null;
}

/** EXIF orientation (1–8) of a JPEG, or 1. */
export function exifOrientation(b: Uint8Array): number {
  let i = 2;
  while (i + 4 < b.length && b[i] === 0xff) {
    const marker = b[i + 1], len = (b[i + 2] << 8) | b[i + 3];
    if (marker === 0xe1 && b[i + 4] === 0x45 && b[i + 5] === 0x78 && b[i + 6] === 0x69 && b[i + 7] === 0x66) {
      const t = i + 10, le = b[t] === 0x49;
      const u16 = (o: number) => (le ? b[t + o] | (b[t + o + 1] << 8) : (b[t + o] << 8) | b[t + o + 1]);
      const u32 = (o: number) => (le ? u16(o) | (u16(o + 2) << 16) : (u16(o) << 16) | u16(o + 2)) >>> 0;
      const ifd = u32(4), n = u16(ifd);
      for (let k = 0; k < n; k++) {
        const e = ifd + 2 + k * 12;
        if (t + e + 10 > b.length) break;
        if (u16(e) === 0x0112) return u16(e + 8) || 1;
      }
      return 1;
    }
    if (marker === 0xda) break;
    i += 2 + len;
  }
  return 1;
}

/** The pixels turned as EXIF orientation 3 (half turn), 6 (quarter turn clockwise) or 8 (counter-clockwise) says; mirrored ones as their turn. */
function orient(img: Rgba, o: number): Rgba {
  const turn = o === 3 || o === 4 ? 180 : o === 5 || o === 6 ? 90 : o === 7 || o === 8 ? 270 : 0;
  if (turn === 0) return img;
  const { width: W, height: H, data } = img;
  const w = turn === 180 ? W : H, h = turn === 180 ? H : W;
  const out = new Uint8ClampedArray(W * H * 4);
  const src = new Uint32Array(data.buffer, data.byteOffset, W * H), dst = new Uint32Array(out.buffer);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
    const [nx, ny] = turn === 180 ? [W - 1 - x, H - 1 - y] : turn === 90 ? [H - 1 - y, x] : [y, W - 1 - x];
    dst[ny * w + nx] = src[y * W + x];
  }
  return { data: out, width: w, height: h };
}

/** Decodes a JPEG or PNG file to RGBA; throws on anything else or a broken file. `maxPixels` refuses larger images before decoding them whole. */
export function decodePhoto(bytes: Uint8Array, maxPixels = 40e6): Rgba {
  const type = sniff(bytes);
  if (type === "image/jpeg") {
    const img = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: maxPixels / 1e6, maxMemoryUsageInMB: 1024 });
    return orient({ data: new Uint8ClampedArray(img.data.buffer, img.data.byteOffset, img.data.length), width: img.width, height: img.height }, exifOrientation(bytes));
  }
  if (type === "image/png") {
    const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (png.width * png.height > maxPixels) throw new Error("too large");
    return { data: new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), width: png.width, height: png.height };
  }
  throw new Error("not a JPEG or PNG");
}

/** RGBA pixels as a PNG file (tests, benches, pictures of what was seen). */
export function encodePng(img: Rgba): Buffer {
  const png = new PNG({ width: img.width, height: img.height });
  png.data = Buffer.from(img.data.buffer, img.data.byteOffset, img.data.length);
  return PNG.sync.write(png, { deflateLevel: 3 });
}

/** RGBA pixels as a JPEG file. */
export function encodeJpeg(img: Rgba, quality = 90): Buffer {
  return jpeg.encode({ data: Buffer.from(img.data.buffer, img.data.byteOffset, img.data.length), width: img.width, height: img.height }, quality).data;
}
