/**
 * Cards fitted to the corners of a merged outline. Where neighbours touch or overlap, their light
 * faces make one blob; but every convex corner of that blob's outline is a corner of one of the
 * cards (where two cards' edges cross, the outline turns inwards). Once one card of the photo is
 * known (a whole outline, or a card placed by its keypoints), it shows the table's plane and a
 * card's size on it: so each square corner of the blob, seen on that plane, with the card's known
 * width and height laid along its two edges, is a whole card, if the blob covers it. The fits are
 * candidates only: read.ts reads each and keeps those that read best for the places still missing.
 */
import type { CV, Mat } from "./cv";
import { withMats } from "./mats";
import { dist, signedArea, type Point, type Quad } from "./geometry";
import { applyH, nearestFrame, overlaps, type Frame } from "./locate";

export interface Fit {
  quad: Quad;
  /** Share of the fitted card the light blob covers (0–1). */
  cover: number;
  /** Share of the card's outline the blob's two edges at the corner show (0–1). */
  support: number;
}

const toPoints = (m: Mat): Point[] => {
  const out: Point[] = [];
  const d = m.data32S as Int32Array;
  for (let i = 0; i < d.length; i += 2) out.push([d[i], d[i + 1]]);
  return out;
};

/** Where the line through a and b crosses the line through c and d (null when about parallel). */
function cross(a: Point, b: Point, c: Point, d: Point): Point | null {
  const r = [b[0] - a[0], b[1] - a[1]], s = [d[0] - c[0], d[1] - c[1]];
  const den = r[0] * s[1] - r[1] * s[0];
  if (Math.abs(den) < 1e-6 * Math.hypot(r[0], r[1]) * Math.hypot(s[0], s[1])) return null;
  const t = ((c[0] - a[0]) * s[1] - (c[1] - a[1]) * s[0]) / den;
  return [a[0] + t * r[0], a[1] + t * r[1]];
}

/**
 * Share of a quad's pale border band (two rings, 2.5% and 5% of its width in from its edges) where
 * the mask is set. The border, not the whole face: a card's dark art makes holes in the mask, but
 * its printed border stays light (or lies under another card, light too), while a card wrongly
 * fitted runs out over the table.
 */
export function coverOf(mask: Mat, q: Quad): number {
  const d = mask.data as Uint8Array, W = mask.cols, H = mask.rows;
  const at = (s: number, t: number): Point => [
    (1 - s) * (1 - t) * q[0][0] + s * (1 - t) * q[1][0] + s * t * q[2][0] + (1 - s) * t * q[3][0],
    (1 - s) * (1 - t) * q[0][1] + s * (1 - t) * q[1][1] + s * t * q[2][1] + (1 - s) * t * q[3][1],
  ];
  const wide = dist(q[0], q[1]) + dist(q[2], q[3]) <= dist(q[1], q[2]) + dist(q[3], q[0]);
  let n = 0, on = 0;
  for (const inset of [0.025, 0.05]) {
    // Inset as a share of the card's width along both sides.
    const [is, it] = wide ? [inset, inset / 1.7] : [inset / 1.7, inset];
    for (let k = 0; k < 40; k++) {
      const u = (k + 0.5) / 40;
      for (const [s, t] of [[u, it], [u, 1 - it], [is, u], [1 - is, u]] as [number, number][]) {
        const [x, y] = at(s, t), xi = Math.round(x), yi = Math.round(y);
        n++;
        if (xi >= 0 && yi >= 0 && xi < W && yi < H && d[yi * W + xi]) on++;
      }
    }
  }
  return on / n;
}

/**
 * Whole cards fitted to the square corners of the mask's blobs, on the plane of the nearest known
 * card (`frames`, in units of a card 1 wide and `aspect` high), best first: none overlapping
 * `taken` (cards known already) or each other by more than a third.
 */
export function fitCards(cv: CV, mask: Mat, frames: Frame[], taken: Quad[], aspect: number, debug?: (s: string) => void): Fit[] {
  if (!frames.length) return [];
  // A card's width in the image, about: from the frames' own cards.
  const cardPx = (f: Frame) => dist(applyH(f.toPhoto, [0, 0]), applyH(f.toPhoto, [1, 0]));
  const widths = frames.map(cardPx).sort((a, b) => a - b);
  const cardW = widths[widths.length >> 1];
  const outlines = withMats((keep) => {
    const cs = keep(new cv.MatVector()), hh = keep(new cv.Mat()), m = keep(mask.clone());
    cv.findContours(m, cs, hh, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_NONE);
    const out: Point[][] = [];
    for (let i = 0; i < cs.size(); i++) {
      const c = cs.get(i);
      if (cv.contourArea(c) >= 0.3 * cardW * cardW * aspect) {
        const s = new cv.Mat();
        cv.approxPolyDP(c, s, 0.025 * cardW, true);
        out.push(toPoints(s));
        s.delete();
      }
      c.delete();
    }
    return out;
  });
  const fits: Fit[] = [];
  for (const raw of outlines) {
    const poly = signedArea(raw) >= 0 ? raw : [...raw].reverse();
    // The outline's straight edges (short bits at rounded corners left out); each two in a row
    // meet at a corner, where their lines cross.
    const edges: [Point, Point][] = [];
    for (let i = 0; i < poly.length; i++) { const p = poly[i], q = poly[(i + 1) % poly.length]; if (dist(p, q) >= 0.12 * cardW) edges.push([p, q]); }
    const n = edges.length;
    for (let i = 0; i < n; i++) {
      const [A, P1] = edges[i], [P2, B] = edges[(i + 1) % n];
      if (n < 2 || dist(P1, P2) > 0.15 * cardW) continue;
      const V = cross(A, P1, P2, B);
      if (!V) continue;
      // Convex corners only (the outline runs clockwise).
      if ((V[0] - A[0]) * (B[1] - V[1]) - (V[1] - A[1]) * (B[0] - V[0]) <= 0) continue;
      const fr = nearestFrame(frames, V);
      const a = applyH(fr.toPlane, A), v = applyH(fr.toPlane, V), b = applyH(fr.toPlane, B);
      const la = dist(a, v), lb = dist(b, v);
      if (la < 0.15 || lb < 0.15) continue;
      const ua: Point = [(a[0] - v[0]) / la, (a[1] - v[1]) / la], ub: Point = [(b[0] - v[0]) / lb, (b[1] - v[1]) / lb];
      const cos = ua[0] * ub[0] + ua[1] * ub[1];
      if (Math.abs(cos) > 0.34) continue; // not within about 70–110°
      // Square the corner up about its bisector.
      const mx = ua[0] + ub[0], my = ua[1] + ub[1], ml = Math.hypot(mx, my) || 1;
      const m: Point = [mx / ml, my / ml];
      const rot = (p: Point, deg: number): Point => { const r = (deg * Math.PI) / 180; return [p[0] * Math.cos(r) - p[1] * Math.sin(r), p[0] * Math.sin(r) + p[1] * Math.cos(r)]; };
      const c1 = rot(m, 45), c2 = rot(m, -45);
      const [su, sb] = c1[0] * ua[0] + c1[1] * ua[1] > c2[0] * ua[0] + c2[1] * ua[1] ? [c1, c2] : [c2, c1];
      for (const [Lu, Lb] of [[1, aspect], [aspect, 1]]) {
        if (la > Lu * 1.12 || lb > Lb * 1.12) continue;
        const plane: Point[] = [v, [v[0] + su[0] * Lu, v[1] + su[1] * Lu], [v[0] + su[0] * Lu + sb[0] * Lb, v[1] + su[1] * Lu + sb[1] * Lb], [v[0] + sb[0] * Lb, v[1] + sb[1] * Lb]];
        let q = plane.map((p) => applyH(fr.toPhoto, p)) as Quad;
        if (signedArea(q) < 0) q = [q[0], q[3], q[2], q[1]];
        const cover = coverOf(mask, q);
        const support = (Math.min(la, Lu) + Math.min(lb, Lb)) / (Lu + Lb);
        if (cover < 0.85 || support < 0.25) continue;
        fits.push({ quad: q, cover, support });
      }
    }
  }
  fits.sort((x, y) => y.support + y.cover - (x.support + x.cover));
  const out: Fit[] = [];
  for (const f of fits) {
    if (taken.some((t) => overlaps(t, f.quad)) || out.some((o) => overlaps(o.quad, f.quad))) continue;
    out.push(f);
  }
  debug?.(`fit: ${fits.length} corner fits, ${out.length} apart from the ${taken.length} cards known: ${out.map((f) => `${f.cover.toFixed(2)}/${f.support.toFixed(2)}`).join(" ")}`);
  return out;
}
