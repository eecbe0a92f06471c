/**
 * What the recogniser keeps of a card, and computes of each card in a photo: the card flattened
 * (OpenCV warpPerspective of its four corners to an upright rectangle), its printed border trimmed,
 * then
 * - a small grey thumbnail (GW × GH, zero mean, unit spread): the card's whole look, robust to blur
 *   and noise;
 * - a smaller colour thumbnail of chromaticity (light's colour divided out: each channel over its
 *   mean on the card);
 * - ORB keypoints and descriptors (OpenCV) of the flattened card at FW px wide: the fine line work
 *   that tells near twins apart.
 * A taught card's signature is packed into bytes (`pack`/`unpack`) for the database and the phone.
 */
import type { CV, Mat } from "./cv";
import { withMats } from "./mats";
import type { Quad } from "./geometry";

/** Grey thumbnail size. */
export const GW = 20, GH = 34;
/** Fine grey thumbnail size: tells near twins apart (one pip more). */
export const FGW = 40, FGH = 68;
/** Colour thumbnail size. */
export const CW = 8, CH = 14;
/** Width of the flattened card for ORB. */
export const FW = 200;
/** Share of each side trimmed off (the printed border and the card's edge). */
export const TRIM = 0.045;
/** Most ORB keypoints kept per card. */
export const MAX_KEYPOINTS = 260;

export interface Signature {
  /** Grey thumbnail, GW × GH, z-scored. */
  gray: Float32Array;
  /** Fine grey thumbnail, FGW × FGH, z-scored. */
  fine: Float32Array;
  /** Chromaticity thumbnail, CW × CH × 2 (r and b over the mean). */
  color: Float32Array;
  /** ORB keypoints on the flattened card (0–1 of its width and height) and their 32-byte descriptors. */
  points: Float32Array;
  descriptors: Uint8Array;
}

/** The quad's card warped upright to w × h (RGBA). q[0]→q[1] becomes the top edge. */
export function flatten(cv: CV, src: Mat, q: Quad, w: number, h: number): Mat {
  return withMats((keep) => {
    const from = keep(cv.matFromArray(4, 1, cv.CV_32FC2, q.flat()));
    const to = keep(cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, w, 0, w, h, 0, h]));
    const M = keep(cv.getPerspectiveTransform(from, to));
    const out = new cv.Mat();
    cv.warpPerspective(src, out, M, new cv.Size(w, h), cv.INTER_AREA, cv.BORDER_REPLICATE);
    return out;
  });
}

function zscore(a: Float32Array): Float32Array {
  let m = 0;
  for (const v of a) m += v;
  m /= a.length;
  let s = 0;
  for (const v of a) s += (v - m) ** 2;
  const sd = Math.sqrt(s / a.length) || 1;
  for (let i = 0; i < a.length; i++) a[i] = (a[i] - m) / sd;
  return a;
}

/**
 * The signature of a flattened card (RGBA, any size; upright as it will be kept). `orb` false skips
 * the keypoints (the quick first pass of reading a photo only needs the thumbnails).
 */
export function signatureOf(cv: CV, card: Mat, { orb = true }: { orb?: boolean } = {}): Signature {
  return withMats((keep) => {
    const tx = Math.round(card.cols * TRIM), ty = Math.round(card.rows * TRIM);
    const inner = keep(card.roi(new cv.Rect(tx, ty, card.cols - 2 * tx, card.rows - 2 * ty)));
    const rgb = keep(new cv.Mat());
    cv.cvtColor(inner, rgb, cv.COLOR_RGBA2RGB);
    // Grey: shrink (area average), then a little blur so a pixel's shift matters less.
    const g = keep(new cv.Mat()), gs = keep(new cv.Mat());
    cv.cvtColor(rgb, g, cv.COLOR_RGB2GRAY);
    cv.resize(g, gs, new cv.Size(GW, GH), 0, 0, cv.INTER_AREA);
    cv.GaussianBlur(gs, gs, new cv.Size(3, 3), 0.6);
    const gray = zscore(Float32Array.from(gs.data as Uint8Array));
    const fs = keep(new cv.Mat());
    cv.resize(g, fs, new cv.Size(FGW, FGH), 0, 0, cv.INTER_AREA);
    cv.GaussianBlur(fs, fs, new cv.Size(3, 3), 0.8);
    const fine = zscore(Float32Array.from(fs.data as Uint8Array));
    // Colour: each channel over its own mean on the card (the light's colour divides out).
    const cs = keep(new cv.Mat());
    cv.resize(rgb, cs, new cv.Size(CW, CH), 0, 0, cv.INTER_AREA);
    const d = cs.data as Uint8Array, n = CW * CH;
    const mean = [0, 0, 0];
    for (let i = 0; i < n; i++) for (let c = 0; c < 3; c++) mean[c] += d[i * 3 + c] / n;
    const color = new Float32Array(n * 2);
    for (let i = 0; i < n; i++) {
      const r = d[i * 3] / (mean[0] || 1), gg = d[i * 3 + 1] / (mean[1] || 1), b = d[i * 3 + 2] / (mean[2] || 1);
      const s = r + gg + b || 1;
      color[i] = (3 * r) / s - 1;
      color[n + i] = (3 * b) / s - 1;
    }
    let points: Float32Array = new Float32Array(0), descriptors: Uint8Array = new Uint8Array(0);
    if (orb) [points, descriptors] = orbOf(cv, g);
    return { gray, fine, color, points, descriptors };
  });
}

/** ORB keypoints and descriptors of a grey card image, resized to FW wide first. */
function orbOf(cv: CV, g: Mat): [Float32Array, Uint8Array] {
  return withMats((keep) => {
    const W = FW, H = Math.round((FW * g.rows) / g.cols);
    const s = keep(new cv.Mat());
    cv.resize(g, s, new cv.Size(W, H), 0, 0, cv.INTER_AREA);
    cv.equalizeHist(s, s);
    const orb = keep(new cv.ORB(MAX_KEYPOINTS, 1.25, 4, 12, 0, 2, cv.ORB_HARRIS_SCORE, 12, 12));
    const kps = keep(new cv.KeyPointVector()), desc = keep(new cv.Mat()), none = keep(new cv.Mat());
    orb.detectAndCompute(s, none, kps, desc);
    const n = kps.size();
    const pts = new Float32Array(n * 2);
    for (let i = 0; i < n; i++) { const k = kps.get(i); pts[i * 2] = k.pt.x / W; pts[i * 2 + 1] = k.pt.y / H; }
    return [pts, new Uint8Array(desc.data as Uint8Array)];
  });
}

/** The signature of a card turned half round (its thumbnails and keypoints rotated 180°). */
export function halfTurned(s: Signature): Signature {
  const gray = s.gray.slice().reverse();
  const fine = s.fine.slice().reverse();
  const n = CW * CH;
  const color = new Float32Array(n * 2);
  for (let i = 0; i < n; i++) { color[i] = s.color[n - 1 - i]; color[n + i] = s.color[2 * n - 1 - i]; }
  const points = new Float32Array(s.points.length);
  for (let i = 0; i < s.points.length; i += 2) { points[i] = 1 - s.points[i]; points[i + 1] = 1 - s.points[i + 1]; }
  return { gray, fine, color, points, descriptors: s.descriptors };
}

/** A signature as bytes: version, counts, the thumbnails as signed bytes, keypoints as 16-bit, descriptors. */
export function pack(s: Signature): Uint8Array {
  const k = s.points.length / 2;
  const out = new Uint8Array(4 + GW * GH + FGW * FGH + CW * CH * 2 + k * 4 + k * 32);
  const dv = new DataView(out.buffer);
  out[0] = 2; dv.setUint16(2, k, true);
  let o = 4;
  for (const v of s.gray) out[o++] = Math.max(-127, Math.min(127, Math.round(v * 32))) & 0xff;
  for (const v of s.fine) out[o++] = Math.max(-127, Math.min(127, Math.round(v * 32))) & 0xff;
  for (const v of s.color) out[o++] = Math.max(-127, Math.min(127, Math.round(v * 127))) & 0xff;
  for (let i = 0; i < k * 2; i++, o += 2) dv.setUint16(o, Math.round(Math.max(0, Math.min(1, s.points[i])) * 65535), true);
  out.set(s.descriptors.subarray(0, k * 32), o);
  return out;
}

export function unpack(b: Uint8Array): Signature {
  const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (b[0] !== 2) throw new Error("unknown signature version");
  const k = dv.getUint16(2, true);
  let o = 4;
  const i8 = new Int8Array(b.buffer, b.byteOffset, b.byteLength);
  const gray = new Float32Array(GW * GH), fine = new Float32Array(FGW * FGH), color = new Float32Array(CW * CH * 2);
  for (let i = 0; i < gray.length; i++) gray[i] = i8[o++] / 32;
  for (let i = 0; i < fine.length; i++) fine[i] = i8[o++] / 32;
  for (let i = 0; i < color.length; i++) color[i] = i8[o++] / 127;
  const points = new Float32Array(k * 2);
  for (let i = 0; i < k * 2; i++, o += 2) points[i] = dv.getUint16(o, true) / 65535;
  const descriptors = b.slice(o, o + k * 32);
  return { gray, fine, color, points, descriptors };
}
