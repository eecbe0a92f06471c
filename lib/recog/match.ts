/**
 * Which taught card a flattened card is, and which way up: first every candidate (both ways up) by
 * its thumbnails (cheap, robust to blur and noise; a cell-wise correlation that ignores the worst
 * quarter of the card, so glare or an overlapping card's corner do not sink the right answer),
 * then the best few by ORB keypoints matched with OpenCV and checked by an affine map (RANSAC):
 * fine line work that tells near twins apart.
 */
import type { CV } from "./cv";
import { withMats } from "./mats";
import { CH, CW, GH, GW, FW, halfTurned, type Signature } from "./signature";

export interface TaughtCard {
  code: string;
  /** Upright, and turned half round. */
  up: Signature;
  down: Signature;
}

export const taughtCard = (code: string, up: Signature): TaughtCard => ({ code, up, down: halfTurned(up) });

export interface Candidate {
  code: string;
  /** The card lies the other way up from the quad's order (its top is the quad's q[2]→q[3] edge). */
  turned: boolean;
  /** Thumbnail score: about 1 for the same card, near 0 for unrelated ones. */
  look: number;
  /** ORB matches that agree on one affine map (0 when not checked). */
  inliers: number;
}

const ROWS = 5, COLS = 4;
/** Cell-wise correlation of two z-scored grey thumbnails, the worst quarter of cells left out. */
export function grayScore(a: Float32Array, b: Float32Array): number {
  const cells: number[] = [];
  for (let r = 0; r < ROWS; r++) for (let c = 0; c < COLS; c++) {
    const y0 = Math.floor((r * GH) / ROWS), y1 = Math.floor(((r + 1) * GH) / ROWS);
    const x0 = Math.floor((c * GW) / COLS), x1 = Math.floor(((c + 1) * GW) / COLS);
    let ab = 0, aa = 0, bb = 0, sa = 0, sb = 0, n = 0;
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) {
      const i = y * GW + x, u = a[i], v = b[i];
      ab += u * v; aa += u * u; bb += v * v; sa += u; sb += v; n++;
    }
    // Correlation inside the cell, and agreement of the cell's mean (light or dark areas).
    const cov = ab / n - (sa / n) * (sb / n), va = aa / n - (sa / n) ** 2, vb = bb / n - (sb / n) ** 2;
    const corr = cov / Math.sqrt(Math.max(1e-4, va) * Math.max(1e-4, vb));
    const meanGap = Math.abs(sa / n - sb / n);
    cells.push(0.5 * corr + 0.5 * (1 - Math.min(2, meanGap)));
  }
  cells.sort((x, y) => y - x);
  const keep = Math.round(cells.length * 0.75);
  return cells.slice(0, keep).reduce((s, v) => s + v, 0) / keep;
}

/** Correlation of two chromaticity thumbnails. */
export function colorScore(a: Float32Array, b: Float32Array): number {
  let ab = 0, aa = 0, bb = 0;
  for (let i = 0; i < CW * CH * 2; i++) { ab += a[i] * b[i]; aa += a[i] * a[i]; bb += b[i] * b[i]; }
  return ab / Math.sqrt(Math.max(1e-6, aa * bb));
}

export const lookScore = (q: Signature, t: Signature) => grayScore(q.gray, t.gray) + 0.35 * colorScore(q.color, t.color);

/** Every candidate card both ways up, best look first. */
export function rankByLook(q: Signature, deck: TaughtCard[], allowed?: (code: string) => boolean): Candidate[] {
  const out: Candidate[] = [];
  for (const t of deck) {
    if (allowed && !allowed(t.code)) continue;
    out.push({ code: t.code, turned: false, look: lookScore(q, t.up), inliers: 0 });
    out.push({ code: t.code, turned: true, look: lookScore(q, t.down), inliers: 0 });
  }
  return out.sort((a, b) => b.look - a.look);
}

/** ORB matches between a card in the photo and a taught card that one affine map explains. */
export function inliersOf(cv: CV, q: Signature, t: Signature, aspect: number): number {
  const nq = q.points.length / 2, nt = t.points.length / 2;
  if (nq < 8 || nt < 8) return 0;
  return withMats((keep) => {
    const dq = keep(cv.matFromArray(nq, 32, cv.CV_8U, q.descriptors));
    const dt = keep(cv.matFromArray(nt, 32, cv.CV_8U, t.descriptors));
    const bf = keep(new cv.BFMatcher(cv.NORM_HAMMING, false));
    const knn = keep(new cv.DMatchVectorVector());
    bf.knnMatch(dq, dt, knn, 2);
    const src: number[] = [], dst: number[] = [];
    const H = FW * aspect;
    for (let i = 0; i < knn.size(); i++) {
      const m = knn.get(i);
      if (m.size() >= 2) {
        const a = m.get(0), b = m.get(1);
        const qx = q.points[a.queryIdx * 2] * FW, qy = q.points[a.queryIdx * 2 + 1] * H;
        const tx = t.points[a.trainIdx * 2] * FW, ty = t.points[a.trainIdx * 2 + 1] * H;
        // Both cards are flattened: a true match lies near the same place on both.
        if (a.distance < 0.85 * b.distance && Math.abs(qx - tx) < FW * 0.15 && Math.abs(qy - ty) < H * 0.15) { src.push(qx, qy); dst.push(tx, ty); }
      }
      m.delete();
    }
    const n = src.length / 2;
    if (n < 6) return n >= 3 ? 1 : 0;
    const s = keep(cv.matFromArray(n, 1, cv.CV_32FC2, src)), d = keep(cv.matFromArray(n, 1, cv.CV_32FC2, dst));
    const mask = keep(new cv.Mat());
    // Both cards are flattened to the same upright rectangle, so true matches agree on an affine map
    // (near the identity; what is left of the photo's perspective after flattening is small). A full
    // homography's two more degrees of freedom let chance matches of a wrong card agree too: a
    // runner-up 19 strong beside the right card's 26 under glare (docs/scanning.md).
    const h = keep(cv.estimateAffine2D(s, d, mask, cv.RANSAC, 5));
    if (h.empty()) return 0;
    let count = 0;
    for (const v of mask.data as Uint8Array) if (v) count++;
    return count;
  });
}
