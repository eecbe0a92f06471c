/**
 * OpenCV's matrices live in the WebAssembly heap and must be freed by hand: `withMats` runs a
 * function with a tracker and deletes everything tracked when it returns or throws.
 */
import type { CV, Mat } from "./cv";
import type { Rgba } from "../scan/image";

export interface Tracker {
  /** Tracks a matrix (or any OpenCV object with delete) and returns it. */
  <T extends { delete(): void }>(m: T): T;
}

export function withMats<T>(fn: (keep: Tracker) => T): T {
  const all: { delete(): void }[] = [];
  const keep = (<M extends { delete(): void }>(m: M) => { all.push(m); return m; }) as Tracker;
  try {
    return fn(keep);
  } finally {
    for (const m of all) { try { m.delete(); } catch { /* already freed */ } }
  }
}

/** RGBA pixels (a canvas's ImageData, or a decoded file) as an 8-bit 4-channel matrix. */
export function rgbaMat(cv: CV, img: Rgba): Mat {
  const m = new cv.Mat(img.height, img.width, cv.CV_8UC4);
  m.data.set(img.data);
  return m;
}

/** A matrix's pixels back as RGBA bytes (CV_8UC4, CV_8UC3 or CV_8UC1). */
export function matRgba(cv: CV, m: Mat): Rgba {
  const out = new cv.Mat();
  try {
    const ch = m.channels();
    if (ch === 4) m.copyTo(out);
    else cv.cvtColor(m, out, ch === 3 ? cv.COLOR_RGB2RGBA : cv.COLOR_GRAY2RGBA);
    return { data: new Uint8ClampedArray(out.data), width: out.cols, height: out.rows };
  } finally {
    out.delete();
  }
}
