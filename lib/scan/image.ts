/** A camera frame or canvas pixels: RGBA bytes, as in the browser's ImageData. */
export interface Rgba {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * Which way up a code lies in the frame: how far it is turned clockwise from upright, as seen on
 * the screen, rounded to the nearest quarter turn. A sticker stuck upright on a card that lies
 * turned around (toward the partner) shows 180 to the reader holding the phone.
 */
export type Rotation = 0 | 90 | 180 | 270;

/** What a decoder reads in a frame: the card code, and which way up its sticker lies (null: unknown). */
export interface Scanned {
  code: string;
  rotation: Rotation | null;
  /** Further stickers read in the same frame, when the decoder reads several (the live scanner reports each). */
  more?: Scanned[];
}

/** A frame decoder: the sticker in view, or null. */
export type Decoder = (img: Rgba) => Promise<Scanned | null>;

/** Luminance (0–255) of every pixel. */
export function toGray(img: Rgba): Uint8ClampedArray {
  const { data } = img;
  const out = new Uint8ClampedArray(img.width * img.height);
  for (let i = 0, j = 0; j < out.length; i += 4, j++) out[j] = (306 * data[i] + 601 * data[i + 1] + 117 * data[i + 2] + 512) >> 10;
  return out;
}

/** A 3×3 box average of a grayscale image (edges repeat): takes the edge off sensor noise. */
export function smooth3(gray: Uint8ClampedArray, width: number, height: number): Uint8ClampedArray {
  const rows = new Uint16Array(width * height);
  const out = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    const r = y * width;
    for (let x = 0; x < width; x++) rows[r + x] = gray[r + Math.max(0, x - 1)] + gray[r + x] + gray[r + Math.min(width - 1, x + 1)];
  }
  for (let y = 0; y < height; y++) {
    const up = Math.max(0, y - 1) * width, r = y * width, down = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x++) out[r + x] = (rows[up + x] + rows[r + x] + rows[down + x] + 4) / 9;
  }
  return out;
}
