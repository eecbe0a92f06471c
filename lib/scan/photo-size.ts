/**
 * A photo's width and height from its first bytes, without decoding it: PNG, JPEG, GIF and WebP
 * headers. So a 50-megapixel file is refused in a sentence before the browser spends a few
 * hundred megabytes opening it. Null when the format is not one of these or the header is cut.
 */
export interface PhotoSize {
  width: number;
  height: number;
}

/** Largest photo read on a phone: 40 megapixels (a 12 MP photo is far below; a 50 MP one is refused). */
export const MAX_PHOTO_PIXELS = 40_000_000;

export function photoSize(b: Uint8Array): PhotoSize | null {
  const u16 = (i: number) => (b[i] << 8) | b[i + 1];
  const u32 = (i: number) => ((b[i] << 24) >>> 0) + (b[i + 1] << 16) + (b[i + 2] << 8) + b[i + 3];
  const le16 = (i: number) => b[i] | (b[i + 1] << 8);
  const le24 = (i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
  // PNG: signature, then IHDR's width and height.
  if (b.length >= 24 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return { width: u32(16), height: u32(20) };
  // GIF: logical screen size.
  if (b.length >= 10 && b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46) return { width: le16(6), height: le16(8) };
  // WebP: RIFF....WEBP, then VP8 / VP8L / VP8X.
  if (b.length >= 30 && b[0] === 0x52 && b[1] === 0x49 && b[8] === 0x57 && b[9] === 0x45) {
    const kind = String.fromCharCode(b[12], b[13], b[14], b[15]);
    if (kind === "VP8 ") return { width: le16(26) & 0x3fff, height: le16(28) & 0x3fff };
    if (kind === "VP8L") { const v = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24); return { width: (v & 0x3fff) + 1, height: ((v >> 14) & 0x3fff) + 1 }; }
    if (kind === "VP8X") return { width: le24(24) + 1, height: le24(27) + 1 };
    return null;
  }
  // JPEG: walk the segments to the first start-of-frame (SOF0–SOF15 but DHT, JPG, DAC).
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return null;
      const marker = b[i + 1];
      if (marker === 0xff) { i++; continue; }
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { width: u16(i + 7), height: u16(i + 5) };
      if (marker === 0xd9 || marker === 0xda) return null;
      i += 2 + u16(i + 2);
    }
  }
  return null;
}

/** The sentence for a photo too large to read, or null when it is fine. */
export function tooLarge(size: PhotoSize | null): string | null {
  if (!size || size.width * size.height <= MAX_PHOTO_PIXELS) return null;
  const mp = Math.round((size.width * size.height) / 1e6);
  return `This photo is ${mp} megapixels, too large to read on a phone: take it with the camera at its usual size (12 megapixels or less), or shrink it, and try again.`;
}
