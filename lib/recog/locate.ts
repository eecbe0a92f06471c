/**
 * Finding taught cards by their own line work, where outlines fail (cards touching or overlapping
 * merge into one light blob): ORB keypoints of the photo (OpenCV) are matched against every taught
 * card's keypoints, the matches vote for cards, and each card with enough votes is placed by a
 * homography (OpenCV findHomography, RANSAC) from the taught card to the photo. Its four corners
 * are where the card lies, whatever covers its edges.
 *
 * Matching every keypoint of a photo against a whole deck's (about 2,000 × 20,000 descriptors)
 * with OpenCV.js's brute-force matcher takes seconds in WebAssembly, and its JavaScript build has
 * no FLANN; so the taught descriptors are indexed here (multi-index hashing: each 256-bit
 * descriptor filed under 21 chunks of 12 bits; a photo descriptor's candidates are those sharing
 * a chunk exactly, then compared in full), which finds the near ones in a few milliseconds.
 */
import type { CV, Mat } from "./cv";
import { withMats } from "./mats";
import { angleAt, area, centre, dist, portrait, signedArea, type Point, type Quad } from "./geometry";
import type { TaughtCard } from "./match";
import { FW, TRIM } from "./signature";

const CHUNK = 12, CHUNKS = 21, BUCKETS = 1 << CHUNK;
/** Buckets holding more descriptors than this are not searched. */
const CROWDED = 48;
/** Cards (most votes first) checked by a homography. */
const CANDIDATES = 16;

/** The taught cards' descriptors, filed for quick near-neighbour search. */
export interface FeatureIndex {
  /** Per descriptor: its card (index into codes) and its point on the card (0–1 of the whole card). */
  card: Uint16Array;
  x: Float32Array;
  y: Float32Array;
  codes: string[];
  /** Descriptors as 8 words each. */
  words: Uint32Array;
  /** CHUNKS tables: bucket start offsets (BUCKETS + 1 each) and the descriptor ids in bucket order. */
  starts: Uint32Array[];
  ids: Uint32Array[];
}

function chunkOf(w: Uint32Array, o: number, c: number): number {
  const bit = c * CHUNK, word = bit >>> 5, off = bit & 31;
  let v = w[o + word] >>> off;
  if (off + CHUNK > 32) v |= w[o + word + 1] << (32 - off);
  return v & (BUCKETS - 1);
}

function popcount(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

const words = (bytes: Uint8Array): Uint32Array => {
  const out = new Uint32Array(bytes.length >>> 2);
  for (let i = 0; i < out.length; i++) out[i] = bytes[i * 4] | (bytes[i * 4 + 1] << 8) | (bytes[i * 4 + 2] << 16) | (bytes[i * 4 + 3] << 24);
  return out;
};

/** Files the taught cards' upright keypoints (those `allowed`). */
export function buildIndex(cards: TaughtCard[], allowed?: (code: string) => boolean): FeatureIndex {
  const use = cards.filter((c) => !allowed || allowed(c.code));
  const n = use.reduce((s, c) => s + c.up.points.length / 2, 0);
  const card = new Uint16Array(n), x = new Float32Array(n), y = new Float32Array(n), w = new Uint32Array(n * 8);
  let k = 0;
  use.forEach((c, ci) => {
    const m = c.up.points.length / 2;
    w.set(words(c.up.descriptors.subarray(0, m * 32)), k * 8);
    for (let i = 0; i < m; i++, k++) {
      card[k] = ci;
      // Keypoints were taken on the card less its trimmed border: back to the whole card.
      x[k] = TRIM + c.up.points[i * 2] * (1 - 2 * TRIM);
      y[k] = TRIM + c.up.points[i * 2 + 1] * (1 - 2 * TRIM);
    }
  });
  const starts: Uint32Array[] = [], ids: Uint32Array[] = [];
  for (let c = 0; c < CHUNKS; c++) {
    const count = new Uint32Array(BUCKETS + 1);
    for (let i = 0; i < n; i++) count[chunkOf(w, i * 8, c) + 1]++;
    for (let b = 0; b < BUCKETS; b++) count[b + 1] += count[b];
    const fill = count.slice(0, BUCKETS), list = new Uint32Array(n);
    for (let i = 0; i < n; i++) list[fill[chunkOf(w, i * 8, c)]++] = i;
    starts.push(count); ids.push(list);
  }
  return { card, x, y, codes: use.map((c) => c.code), words: w, starts, ids };
}

export interface Located {
  code: string;
  /** The card's corners in the photo (top-left, top-right, bottom-right, bottom-left as printed). */
  quad: Quad;
  /** Matches the homography explains. */
  inliers: number;
  /** Placed on a known card's plane by a turn and a shift (few keypoints), not by its own homography. */
  onPlane?: boolean;
}

export interface LocateOptions {
  /** The cards' height over width. */
  aspect: number;
  /** A card's area in the image's pixels, about (quads far from it are refused); 0 when unknown. */
  cardArea: number;
  /** Only keypoints inside this mask (8-bit, same size) are used. */
  mask?: Mat;
  /** Most keypoints taken from the image. */
  features?: number;
  /** Fewest homography inliers that place a card. */
  minInliers?: number;
  /**
   * Cards whose outline is known (whole outlines found, in the gray image's pixels): each shows the
   * table's plane, so a card near it is placed by a turn and a shift on that plane (its size known),
   * from as few as `minPlaced` agreeing keypoints. Cards placed here by a homography join them.
   */
  planes?: Quad[];
  /** Fewest agreeing keypoints that place a card on a known plane (default 7). */
  minPlaced?: number;
  /**
   * Called with each card placed by its own homography as soon as it is placed (an early guess),
   * before the other candidates are tried; one placed later, with more inliers, may still replace it.
   */
  onPlaced?: (card: Located) => void;
  debug?: (note: string) => void;
}

/** Largest Hamming distance (of 256 bits) counted as a match. */
const MAX_DIST = 56;
/** A photo keypoint votes only for the cards within this many bits of its nearest taught descriptor. */
const VOTE_MARGIN = 3;

function convexCard(q: Quad, aspect: number): boolean {
  const s = signedArea(q);
  if (s <= 0) return false;
  for (let i = 0; i < 4; i++) {
    const a = angleAt(q[(i + 3) % 4], q[i], q[(i + 1) % 4]);
    if (a < 45 || a > 135) return false;
  }
  const w = (dist(q[0], q[1]) + dist(q[2], q[3])) / 2, h = (dist(q[1], q[2]) + dist(q[3], q[0])) / 2;
  const r = h / Math.max(1, w);
  return r > aspect * 0.6 && r < aspect * 1.6;
}

/** Cards (most votes first) tried on the table's plane when their homography failed. */
const PLANE_CANDIDATES = 24;

/** A 3 × 3 homography, row by row. */
export type H3 = number[];
export const applyH = (h: H3, [x, y]: Point): Point => { const w = h[6] * x + h[7] * y + h[8]; return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w]; };

/** A known card's view of the table's plane: where it lies, and the homographies to its plane and back. */
export interface Frame { at: Point; toPlane: H3; toPhoto: H3 }

/** The frame of a known card's quad (any of its two ways up, short side first: `portrait`), its plane in units of Wc × Hc a card. */
export function frameOf(cv: CV, q: Quad, Wc: number, Hc: number): Frame {
  const at = centre(q);
  return withMats((keep) => {
    const a = keep(cv.matFromArray(4, 1, cv.CV_32FC2, q.flat())), b = keep(cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, Wc, 0, Wc, Hc, 0, Hc]));
    const f = keep(cv.getPerspectiveTransform(a, b)), g = keep(cv.getPerspectiveTransform(b, a));
    return { at, toPlane: Array.from(f.data64F as Float64Array), toPhoto: Array.from(g.data64F as Float64Array) };
  });
}

export const nearestFrame = (frames: Frame[], p: Point) => frames.reduce((b, f) => (dist(f.at, p) < dist(b.at, p) ? f : b));

/**
 * A card placed on the table's plane (the frame of the known card nearest its matches) by a
 * similarity close to scale 1 (a turn and a shift: its size is the known card's), from 2-point
 * samples of its matches; then refined by least squares on the inliers. Corners back in the photo.
 */
export function placeOnPlane(photo: Point[], card: Point[], frames: Frame[], Wc: number, Hc: number): { quad: Quad; inliers: number } | null {
  const n = photo.length;
  if (n < 2 || !frames.length) return null;
  const mid: Point = [photo.map((p) => p[0]).sort((a, b) => a - b)[n >> 1], photo.map((p) => p[1]).sort((a, b) => a - b)[n >> 1]];
  const fr = nearestFrame(frames, mid);
  const dst = photo.map((p) => applyH(fr.toPlane, p));
  const tol = 0.035 * Wc, tol2 = tol * tol;
  // Similarity x' = a·x − b·y + tx, y' = b·x + a·y + ty.
  const inliersOf = (a: number, b: number, tx: number, ty: number, out?: number[]) => {
    let c = 0;
    for (let i = 0; i < n; i++) {
      const [x, y] = card[i], ex = a * x - b * y + tx - dst[i][0], ey = b * x + a * y + ty - dst[i][1];
      if (ex * ex + ey * ey < tol2) { c++; out?.push(i); }
    }
    return c;
  };
  let best = 0, bestM: number[] | null = null;
  const pairs = n * (n - 1) / 2, step = Math.max(1, Math.floor(pairs / 4000));
  let k = 0;
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++, k++) {
    if (k % step) continue;
    const dx = card[j][0] - card[i][0], dy = card[j][1] - card[i][1], ux = dst[j][0] - dst[i][0], uy = dst[j][1] - dst[i][1];
    const d2 = dx * dx + dy * dy;
    if (d2 < (0.08 * Wc) ** 2) continue;
    const a = (dx * ux + dy * uy) / d2, b = (dx * uy - dy * ux) / d2, s = Math.hypot(a, b);
    if (s < 0.85 || s > 1.18) continue;
    const tx = dst[i][0] - (a * card[i][0] - b * card[i][1]), ty = dst[i][1] - (b * card[i][0] + a * card[i][1]);
    const c = inliersOf(a, b, tx, ty);
    if (c > best) { best = c; bestM = [a, b, tx, ty]; }
  }
  if (!bestM) return null;
  // Least squares on the inliers (twice: the set settles).
  for (let round = 0; round < 2; round++) {
    const idx: number[] = [];
    inliersOf(bestM[0], bestM[1], bestM[2], bestM[3], idx);
    if (idx.length < 2) break;
    let mx = 0, my = 0, mu = 0, mv = 0;
    for (const i of idx) { mx += card[i][0]; my += card[i][1]; mu += dst[i][0]; mv += dst[i][1]; }
    mx /= idx.length; my /= idx.length; mu /= idx.length; mv /= idx.length;
    let sxx = 0, sa = 0, sb = 0;
    for (const i of idx) {
      const x = card[i][0] - mx, y = card[i][1] - my, u = dst[i][0] - mu, v = dst[i][1] - mv;
      sxx += x * x + y * y; sa += x * u + y * v; sb += x * v - y * u;
    }
    if (sxx <= 0) break;
    const a = sa / sxx, b = sb / sxx;
    if (Math.hypot(a, b) < 0.85 || Math.hypot(a, b) > 1.18) break;
    bestM = [a, b, mu - (a * mx - b * my), mv - (b * mx + a * my)];
  }
  const idx: number[] = [];
  const inliers = inliersOf(bestM[0], bestM[1], bestM[2], bestM[3], idx);
  // The agreeing keypoints must spread over the card, not sit in one corner.
  const xs = idx.map((i) => card[i][0]), ys = idx.map((i) => card[i][1]);
  if (!idx.length || Math.max(...xs) - Math.min(...xs) < 0.2 * Wc || Math.max(...ys) - Math.min(...ys) < 0.2 * Hc) return null;
  const [a, b, tx, ty] = bestM;
  const quad = ([[0, 0], [Wc, 0], [Wc, Hc], [0, Hc]] as Point[]).map(([x, y]) => applyH(fr.toPhoto, [a * x - b * y + tx, b * x + a * y + ty])) as Quad;
  return { quad, inliers };
}

/** Shared area of two convex quads, by clipping one with the other (Sutherland–Hodgman). */
export function overlapArea(a: Point[], b: Point[]): number {
  let poly = a;
  const sb = signedArea(b) >= 0 ? b : [...b].reverse();
  for (let i = 0; i < sb.length && poly.length; i++) {
    const p = sb[i], q = sb[(i + 1) % sb.length];
    const side = (r: Point) => (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
    const out: Point[] = [];
    for (let j = 0; j < poly.length; j++) {
      const c = poly[j], d = poly[(j + 1) % poly.length], sc = side(c), sd = side(d);
      if (sc >= 0) out.push(c);
      if ((sc >= 0) !== (sd >= 0)) { const t = sc / (sc - sd); out.push([c[0] + (d[0] - c[0]) * t, c[1] + (d[1] - c[1]) * t]); }
    }
    poly = out;
  }
  return poly.length >= 3 ? area(poly) : 0;
}

/** Two cards are one place when they share more than a third of the smaller one. */
export const overlaps = (a: Point[], b: Point[]) => overlapArea(a, b) > Math.min(area(a), area(b)) / 3;

/** The taught cards found in a grey image by their keypoints, best placed first; none overlapping another by more than a third. */
export function locateCards(cv: CV, gray: Mat, index: FeatureIndex, opts: LocateOptions): Located[] {
  const { aspect, cardArea, minInliers = 12 } = opts;
  return withMats((keep) => {
    const orb = keep(new cv.ORB(opts.features ?? 3000, 1.25, 4, 12, 0, 2, cv.ORB_HARRIS_SCORE, 12, 8));
    const kps = keep(new cv.KeyPointVector()), desc = keep(new cv.Mat());
    const tA = performance.now();
    orb.detectAndCompute(gray, opts.mask ?? keep(new cv.Mat()), kps, desc);
    const nq = kps.size();
    opts.debug?.(`locate: ${nq} keypoints in ${(performance.now() - tA).toFixed(0)} ms`);
    if (nq < minInliers) return [];
    const qw = words(desc.data as Uint8Array);
    const px = new Float32Array(nq), py = new Float32Array(nq);
    for (let i = 0; i < nq; i++) { const k = kps.get(i); px[i] = k.pt.x; py[i] = k.pt.y; }
    // Each photo keypoint votes for the cards whose nearest descriptor is close (near twins share line work: both get the vote).
    const n = index.card.length, seen = new Int32Array(n).fill(-1);
    const perCard = new Map<number, { q: number; t: number }[]>();
    const bestD = new Map<number, number>(), bestT = new Map<number, number>();
    for (let q = 0; q < nq; q++) {
      bestD.clear(); bestT.clear();
      let top = MAX_DIST + 1;
      for (let c = 0; c < CHUNKS; c++) {
        const b = chunkOf(qw, q * 8, c), list = index.ids[c], s0 = index.starts[c][b], s1 = index.starts[c][b + 1];
        // A chunk value shared by very many descriptors (plain areas) says little: skipped.
        if (s1 - s0 > CROWDED) continue;
        for (let s = s0; s < s1; s++) {
          const t = list[s];
          if (seen[t] === q) continue;
          seen[t] = q;
          let d = 0;
          for (let k = 0; k < 8 && d <= MAX_DIST; k++) d += popcount(qw[q * 8 + k] ^ index.words[t * 8 + k]);
          if (d > MAX_DIST) continue;
          const card = index.card[t];
          if (d < (bestD.get(card) ?? 999)) { bestD.set(card, d); bestT.set(card, t); }
          if (d < top) top = d;
        }
      }
      for (const [card, d] of bestD) {
        if (d > top + VOTE_MARGIN) continue;
        let l = perCard.get(card);
        if (!l) perCard.set(card, (l = []));
        l.push({ q, t: bestT.get(card)! });
      }
    }
    opts.debug?.(`locate: votes in ${(performance.now() - tA).toFixed(0)} ms`);
    const Wc = FW / (1 - 2 * TRIM), Hc = Wc * aspect;
    const corners = [0, 0, Wc, 0, Wc, Hc, 0, Hc];
    const hyps: Located[] = [];
    const order = [...perCard].filter(([, l]) => l.length >= minInliers).sort((a, b) => b[1].length - a[1].length).slice(0, CANDIDATES);
    for (const [card, l] of order) {
      const r = withMats((k2) => {
        const src = k2(cv.matFromArray(l.length, 1, cv.CV_32FC2, l.flatMap((m) => [index.x[m.t] * Wc, index.y[m.t] * Hc])));
        const dst = k2(cv.matFromArray(l.length, 1, cv.CV_32FC2, l.flatMap((m) => [px[m.q], py[m.q]])));
        const mask = k2(new cv.Mat());
        const h = k2(cv.findHomography(src, dst, cv.RANSAC, 4, mask, 1000, 0.995));
        if (h.empty()) return null;
        let inliers = 0;
        for (const v of mask.data as Uint8Array) if (v) inliers++;
        const c = k2(cv.matFromArray(4, 1, cv.CV_32FC2, corners)), out = k2(new cv.Mat());
        cv.perspectiveTransform(c, out, h);
        const d = out.data32F as Float32Array;
        return { inliers, quad: [[d[0], d[1]], [d[2], d[3]], [d[4], d[5]], [d[6], d[7]]] as Quad };
      });
      opts.debug?.(`locate ${index.codes[card]} votes ${l.length} inliers ${r?.inliers ?? 0}${r ? ` area ${(area(r.quad) / cardArea).toFixed(2)} card ${convexCard(r.quad, aspect)}` : ""}`);
      if (!r || r.inliers < minInliers || !convexCard(r.quad, aspect)) continue;
      const a = area(r.quad);
      // With no card's size known (cardArea 0): at least 1% of the image and at most half of it.
      if (cardArea > 0 ? a < cardArea * 0.5 || a > cardArea * 2 : a < gray.rows * gray.cols * 0.01 || a > gray.rows * gray.cols * 0.5) continue;
      hyps.push({ code: index.codes[card], quad: r.quad, inliers: r.inliers });
      opts.onPlaced?.(hyps[hyps.length - 1]);
    }
    // Second pass, on the table's plane: cards whose homography failed (few true matches among many
    // votes: a 4-point RANSAC rarely draws four good ones) placed by a 2-point turn-and-shift.
    const planes = [...(opts.planes ?? []).map(portrait), ...hyps.filter((h) => h.inliers >= 15).map((h) => h.quad)];
    const tP = performance.now();
    if (planes.length) {
      const placedCodes = new Set(hyps.map((h) => h.code));
      const rest = [...perCard].filter(([c, l]) => l.length >= (opts.minPlaced ?? 7) && !placedCodes.has(index.codes[c]))
        .sort((a, b) => b[1].length - a[1].length).slice(0, PLANE_CANDIDATES);
      const frames = planes.map((q) => frameOf(cv, q, Wc, Hc));
      for (const [card, l] of rest) {
        const r = placeOnPlane(l.map((m) => [px[m.q], py[m.q]] as Point), l.map((m) => [index.x[m.t] * Wc, index.y[m.t] * Hc] as Point), frames, Wc, Hc);
        opts.debug?.(`plane ${index.codes[card]} votes ${l.length} inliers ${r?.inliers ?? 0}`);
        if (!r || r.inliers < (opts.minPlaced ?? 7) || !convexCard(r.quad, aspect)) continue;
        const a = area(r.quad);
        if (cardArea > 0 && (a < cardArea * 0.5 || a > cardArea * 2)) continue;
        hyps.push({ code: index.codes[card], quad: r.quad, inliers: r.inliers, onPlane: true });
      }
    }
    opts.debug?.(`locate: plane pass ${(performance.now() - tP).toFixed(0)} ms`);
    hyps.sort((a, b) => b.inliers - a.inliers);
    const out: Located[] = [];
    for (const h of hyps) {
      if (out.some((o) => overlaps(o.quad, h.quad))) continue;
      out.push(h);
    }
    return out;
  });
}
