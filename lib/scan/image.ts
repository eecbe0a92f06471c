/** A camera frame or canvas pixels: RGBA bytes, as in the browser's ImageData. */
export interface Rgba {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** A frame decoder: the card code on the sticker in view, or null. */
export type Decoder = (img: Rgba) => Promise<string | null>;

/** Luminance (0–255) of every pixel. */
export function toGray(img: Rgba): Uint8ClampedArray {
  const { data } = img;
  const out = new Uint8ClampedArray(img.width * img.height);
  for (let i = 0, j = 0; j < out.length; i += 4, j++) out[j] = (306 * data[i] + 601 * data[i + 1] + 117 * data[i + 2] + 512) >> 10;
  return out;
}
