/** A photo's size from its header (lib/scan/photo-size.ts): hand-made headers of each format. */
import { describe, expect, it } from "vitest";
import { grayPng } from "../../bench/scan/trick";
import { photoSize, tooLarge } from "../../lib/scan/photo-size";

describe("photo sizes from headers", () => {
  it("reads a PNG's IHDR", () => {
    expect(photoSize(new Uint8Array(grayPng(new Uint8ClampedArray(7 * 3), 7, 3)))).toEqual({ width: 7, height: 3 });
  });

  it("walks a JPEG's segments to its start of frame", () => {
    // SOI, an APP1 of 6 bytes, then SOF0: length 17, precision 8, height 3000 (0x0BB8), width 4000 (0x0FA0).
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x06, 1, 2, 3, 4, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x0b, 0xb8, 0x0f, 0xa0, 3, 0, 0, 0, 0, 0, 0]);
    expect(photoSize(jpeg)).toEqual({ width: 4000, height: 3000 });
  });

  it("reads GIF and knows nothing of a text file", () => {
    expect(photoSize(Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x10, 0x00, 0x20, 0x00]))).toEqual({ width: 16, height: 32 });
    expect(photoSize(new TextEncoder().encode("hello, not a photo at all, just words"))).toBeNull();
  });

  it("refuses 50 megapixels in a sentence, and lets 12 through", () => {
    expect(tooLarge({ width: 8660, height: 5774 })).toMatch(/^This photo is 50 megapixels, too large/);
    expect(tooLarge({ width: 4000, height: 3000 })).toBeNull();
    expect(tooLarge(null)).toBeNull();
  });
});
