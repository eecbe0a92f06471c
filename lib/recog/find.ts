/**
 * Finding the cards in a photo: light card faces on a darker table. OpenCV thresholds the photo
 * against its neighbourhood (uneven light), takes the outer outline of every light blob, and keeps
 * the blobs shaped like a card: four corners, convex. Two or more cards overlapping make one blob
 * whose outline dents where their edges cross (convexity defects); it is cut between two dents,
 * and each piece rebuilt as a card from the corners it still shows (three corners: the fourth
 * completes the parallelogram; two: the card's known height over width).
 */
import type { CV, Mat } from "./cv";
import { withMats } from "./mats";
import { angleAt, area, centre, dist, insideQuad, signedArea, type Point, type Quad } from "./geometry";

export interface FoundCard {
  /** Corners in the image's pixels, clockwise on the screen. */
  quad: Quad;
  /** Rebuilt from part of a card (overlapped or covered): its outline is a guess. */
  partial: boolean;
}

export interface FindOptions {
  /** The cards' height over width (default 1.72, most tarot decks). */
  aspect?: number;
  /** Smallest card, as a share of the photo's area (default 0.004). */
  minShare?: number;
  /** How many cards the photo should hold (a trick's players): sizes a card when none lies alone. */
  expect?: number;
  /** When given, receives the mask of light (card) pixels the outlines were taken from (8-bit, the image's size). */
  mask?: Mat;
  /** Notes on each step, for benches and debugging. */
  debug?: (note: string) => void;
}

type Poly = Point[];

const toPoints = (m: Mat): Poly => {
  const out: Poly = [];
  const d = m.data32S as Int32Array;
  for (let i = 0; i < d.length; i += 2) out.push([d[i], d[i + 1]]);
  return out;
};

/** Simplifies a closed outline with OpenCV's Douglas–Peucker, at `eps` pixels. */
function simplify(cv: CV, pts: Poly, eps: number): Poly {
  return withMats((keep) => {
    const m = keep(cv.matFromArray(pts.length, 1, cv.CV_32SC2, pts.flat()));
    const out = keep(new cv.Mat());
    cv.approxPolyDP(m, out, eps, true);
    return toPoints(out);
  });
}

function hullOf(cv: CV, pts: Poly): Poly {
  return withMats((keep) => {
    const m = keep(cv.matFromArray(pts.length, 1, cv.CV_32SC2, pts.flat()));
    const h = keep(new cv.Mat());
    cv.convexHull(m, h, false, true);
    return toPoints(h);
  });
}

const perimeter = (p: Poly) => p.reduce((s, q, i) => s + dist(q, p[(i + 1) % p.length]), 0);

/** A convex outline's best four corners: simplified harder until four remain. */
function fourCorners(cv: CV, hull: Poly, strict = false): Quad | null {
  const per = perimeter(hull);
  for (const k of strict ? [0.015, 0.025] : [0.02, 0.03, 0.045, 0.06, 0.08]) {
    const p = simplify(cv, hull, k * per);
    if (p.length === 4) return (signedArea(p) >= 0 ? p : [...p].reverse()) as Quad;
    if (p.length < 4) return null;
  }
  return null;
}

/** Is this quad card-like: convex, corners near square, sides in about the card's proportion? */
function cardLike(q: Quad, aspect: number): boolean {
  for (let i = 0; i < 4; i++) {
    const a = angleAt(q[(i + 3) % 4], q[i], q[(i + 1) % 4]);
    if (a < 50 || a > 130) return false;
  }
  const s1 = (dist(q[0], q[1]) + dist(q[2], q[3])) / 2, s2 = (dist(q[1], q[2]) + dist(q[3], q[0])) / 2;
  const r = Math.max(s1, s2) / Math.max(1, Math.min(s1, s2));
  return r > aspect * 0.55 && r < aspect * 1.6;
}

/** Significant dents of an outline: indices into `pts` of their deepest points, and depth. */
function dents(cv: CV, pts: Poly, minDepth: number): { at: number; depth: number }[] {
  if (pts.length < 5) return [];
  return withMats((keep) => {
    const m = keep(cv.matFromArray(pts.length, 1, cv.CV_32SC2, pts.flat()));
    const hull = keep(new cv.Mat());
    cv.convexHull(m, hull, false, false);
    const defects = keep(new cv.Mat());
    try { cv.convexityDefects(m, hull, defects); } catch { return []; }
    const d = defects.data32S as Int32Array;
    const out: { at: number; depth: number }[] = [];
    for (let i = 0; i < d.length; i += 4) if (d[i + 3] / 256 >= minDepth) out.push({ at: d[i + 2], depth: d[i + 3] / 256 });
    return out;
  });
}

/** The card a piece of outline shows: from three corners or two, and the cut's ends to leave out. */
function rebuild(cv: CV, piece: Poly, cutEnds: Point[], aspect: number): Quad | null {
  const hull = hullOf(cv, piece);
  const per = perimeter(hull);
  const poly = simplify(cv, hull, 0.025 * per);
  const cw = signedArea(poly) >= 0 ? poly : [...poly].reverse();
  if (cw.length === 4) {
    const q = cw as Quad;
    if (cardLike(q, aspect) && !cutEnds.some((e) => q.some((c) => dist(c, e) < 0.06 * per))) return q;
  }
  const near = (p: Point) => cutEnds.some((e) => dist(p, e) < 0.05 * per);
  const n = cw.length;
  const corner = cw.map((p, i) => !near(p) && (() => { const a = angleAt(cw[(i + n - 1) % n], p, cw[(i + 1) % n]); return a > 55 && a < 125; })());
  // Three corners in a row: the fourth completes the parallelogram.
  for (let i = 0; i < n; i++) {
    const a = (i + n - 1) % n, c = (i + 1) % n;
    if (corner[a] && corner[i] && corner[c]) {
      const A = cw[a], B = cw[i], C = cw[c];
      const D: Point = [A[0] + C[0] - B[0], A[1] + C[1] - B[1]];
      const q = [A, B, C, D] as Quad;
      if (cardLike(q, aspect)) return q;
    }
  }
  // Two corners joined by a whole side: the other sides run on along the outline's edges, as long as the card's shape says.
  let best: Quad | null = null, bestArea = 0;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    if (!corner[i] || !corner[j]) continue;
    const A = cw[i], B = cw[j];
    const prev = cw[(i + n - 1) % n], next = cw[(j + 1) % n];
    const u = [prev[0] - A[0], prev[1] - A[1]], v = [next[0] - B[0], next[1] - B[1]];
    const lu = Math.hypot(u[0], u[1]), lv = Math.hypot(v[0], v[1]), side = dist(A, B);
    if (lu < 1 || lv < 1) continue;
    for (const L of [side * aspect, side / aspect]) {
      if (L < Math.max(lu, lv) * 0.9) continue;
      const D: Point = [A[0] + (u[0] / lu) * L, A[1] + (u[1] / lu) * L], C: Point = [B[0] + (v[0] / lv) * L, B[1] + (v[1] / lv) * L];
      const q = [A, B, C, D] as Quad;
      const s = signedArea(q) >= 0 ? q : ([D, C, B, A] as Quad);
      if (cardLike(s, aspect) && area(s) > bestArea) { best = s; bestArea = area(s); }
      break;
    }
  }
  return best;
}

/** Cuts a merged outline between its two nearest dents, again and again, into card-sized pieces. */
function split(cv: CV, pts: Poly, aspect: number, cardArea: number, depth: number, out: FoundCard[], cutEnds: Point[], debug?: (s: string) => void) {
  const whole = area(pts);
  const hull = hullOf(cv, pts);
  const solid = whole / Math.max(1, area(hull));
  const q = fourCorners(cv, hull, true);
  if (q && solid > 0.9 && cardLike(q, aspect) && area(q) < cardArea * 1.6) {
    const touchesCut = cutEnds.some((e) => q.some((c) => dist(c, e) < 0.03 * perimeter(q)));
    out.push({ quad: touchesCut ? rebuild(cv, pts, cutEnds, aspect) ?? q : q, partial: cutEnds.length > 0 });
    return;
  }
  const ds = depth < 5 ? dents(cv, pts, Math.sqrt(cardArea) * 0.06) : [];
  debug?.(`depth ${depth} area ${Math.round(whole)} solid ${solid.toFixed(2)} quad ${!!q} dents ${ds.map((d) => Math.round(d.depth)).join(",")}`);
  if (ds.length >= 2) {
    // The cut that leaves a piece most like one card (a card less its overlap): short, and the
    // smaller piece about a card's area.
    let bestCut: [number, number] | null = null, bestCost = Infinity;
    const cardW = Math.sqrt(cardArea / aspect);
    for (let a = 0; a < ds.length; a++) for (let b = a + 1; b < ds.length; b++) {
      const i = Math.min(ds[a].at, ds[b].at), j = Math.max(ds[a].at, ds[b].at);
      const len = dist(pts[i], pts[j]);
      if (len > cardW * 1.3) continue;
      const aA = area(pts.slice(i, j + 1)), aB = area([...pts.slice(j), ...pts.slice(0, i + 1)]);
      const small = Math.min(aA, aB);
      if (small < cardArea * 0.45) continue;
      const cost = Math.abs(Math.log(small / (cardArea * 0.9))) + (0.3 * len) / cardW;
      if (cost < bestCost) { bestCost = cost; bestCut = [i, j]; }
    }
    if (bestCut) {
      const [i, j] = bestCut;
      const ends = [...cutEnds, pts[i], pts[j]];
      split(cv, pts.slice(i, j + 1), aspect, cardArea, depth + 1, out, ends, debug);
      split(cv, [...pts.slice(j), ...pts.slice(0, i + 1)], aspect, cardArea, depth + 1, out, ends, debug);
      return;
    }
  }
  // One card with a bite out of it (something on top), or a piece: rebuild from the corners it shows.
  if (whole > cardArea * 0.3) {
    const r = rebuild(cv, pts, cutEnds, aspect);
    if (r) out.push({ quad: r, partial: true });
  }
}

/**
 * The darkest of red, green and blue at every pixel: a card's pale border stays light in any
 * colour of light, while wood, felt and cloth (saturated or dark) go dark in at least one channel.
 */
export function minChannel(cv: CV, rgba: Mat, out: Mat) {
  withMats((keep) => {
    const ch = keep(new cv.MatVector());
    cv.split(rgba, ch);
    const r = keep(ch.get(0)), g = keep(ch.get(1)), b = keep(ch.get(2));
    cv.min(r, g, out);
    cv.min(out, b, out);
  });
}

/** Every card face in an RGBA image, in its pixels. */
export function findCards(cv: CV, rgba: Mat, { aspect = 1.72, minShare = 0.004, expect, mask, debug }: FindOptions = {}): FoundCard[] {
  return withMats((keep) => {
    const W = rgba.cols, H = rgba.rows;
    const gray = keep(new cv.Mat()), bin = keep(new cv.Mat());
    minChannel(cv, rgba, gray);
    cv.GaussianBlur(gray, gray, new cv.Size(5, 5), 0);
    const block = Math.max(31, Math.round(Math.min(W, H) / 3) | 1);
    cv.adaptiveThreshold(gray, bin, 255, cv.ADAPTIVE_THRESH_MEAN_C, cv.THRESH_BINARY, block, -12);
    const r = Math.max(5, Math.round(Math.min(W, H) / 160) | 1), rc = Math.max(9, Math.round(Math.min(W, H) / 70) | 1);
    const kc = keep(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(rc, rc)));
    const k5 = keep(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(r, r)));
    const k3 = keep(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(3, 3)));
    const minArea = minShare * W * H;
    // Two masks: closed a little (cards laid apart stay apart) and closed more (a card's pale border
    // broken by blur or glare joins up again). A blob of the second made of clean cards of the first
    // is those cards; otherwise it is the blob.
    const fine = keep(new cv.Mat());
    cv.morphologyEx(bin, fine, cv.MORPH_CLOSE, k5);
    cv.morphologyEx(fine, fine, cv.MORPH_OPEN, k3);
    cv.morphologyEx(bin, bin, cv.MORPH_CLOSE, kc);
    cv.morphologyEx(bin, bin, cv.MORPH_OPEN, k3);
    if (mask) bin.copyTo(mask);
    const outlines = (m: Mat): Poly[] => withMats((k2) => {
      const cs = k2(new cv.MatVector()), hh = k2(new cv.Mat());
      cv.findContours(m, cs, hh, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_NONE);
      const out: Poly[] = [];
      for (let i = 0; i < cs.size(); i++) {
        const c = cs.get(i);
        if (cv.contourArea(c) >= minArea) out.push(toPoints(c));
        c.delete();
      }
      return out;
    });
    const clean = (b: Poly) => { const q = fourCorners(cv, hullOf(cv, b), true); return !!q && cardLike(q, aspect) && area(b) / Math.max(1, area(q)) > 0.93; };
    const fineBlobs = outlines(fine).filter(clean);
    const blobs: Poly[] = [];
    for (const b of outlines(bin)) {
      const inside = fineBlobs.filter((f) => insideQuad(hullOf(cv, b), centre(f)));
      const covered = inside.reduce((s, f) => s + area(f), 0);
      if (inside.length >= 2 && covered >= 0.8 * area(b)) blobs.push(...inside);
      else blobs.push(b);
    }
    // A card's size here: the median of the blobs that are single cards already; else from the
    // blobs' area against their outline's length.
    const singles: number[] = [];
    for (const b of blobs) {
      const q = fourCorners(cv, hullOf(cv, b), true);
      if (q && cardLike(q, aspect) && area(b) / Math.max(1, area(q)) > 0.93 && area(q) < 0.2 * W * H) singles.push(area(q));
    }
    singles.sort((a, b) => a - b);
    let cardArea = singles[Math.floor(singles.length / 2)] ?? 0;
    if (!cardArea && blobs.length && expect) {
      // As many cards as the caller expects share the blobs, each less a little overlap.
      cardArea = (blobs.reduce((t, b) => t + area(b), 0) / expect) * 1.08;
    }
    if (!cardArea && blobs.length) {
      // Cards barely overlapping keep a card's ratio of area to outline: A / P = a·w / (2(1 + a)).
      const ws = blobs.map((b) => (2 * (1 + aspect) * area(b)) / (aspect * perimeter(simplify(cv, b, 1.5)))).sort((x, y) => x - y);
      const w = ws[Math.floor(ws.length / 2)];
      cardArea = w * w * aspect;
    }
    debug?.(`blobs ${blobs.map((b) => Math.round(area(b))).join(",")} singles ${singles.length} cardArea ${Math.round(cardArea)}`);
    const out: FoundCard[] = [];
    for (const b of blobs) {
      // Thin the outline a little: CHAIN_APPROX_NONE gives every pixel.
      const pts = b.length > 400 ? b.filter((_, i) => i % Math.ceil(b.length / 400) === 0) : b;
      split(cv, pts, aspect, cardArea, 0, out, [], debug);
    }
    return out.filter((c) => area(c.quad) > cardArea * 0.35 && area(c.quad) < cardArea * 2.2);
  });
}
