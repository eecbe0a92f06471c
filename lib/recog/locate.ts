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
import { angleAt, area, dist, signedArea, type Point, type Quad } from "./geometry";
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
    }
    hyps.sort((a, b) => b.inliers - a.inliers);
    const out: Located[] = [];
    for (const h of hyps) {
      if (out.some((o) => overlapArea(o.quad, h.quad) > Math.min(area(o.quad), area(h.quad)) / 3)) continue;
      out.push(h);
    }
    return out;
  });
}
