/** Plain geometry of card outlines in a photo: points, quads, angles. Pure. */

export type Point = [number, number];
/** A card's four corners in the photo, clockwise on the screen (y down). */
export type Quad = [Point, Point, Point, Point];

export const dist = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** Twice the signed area: positive when the points run clockwise on the screen (y down). */
export function signedArea(pts: Point[]): number {
  let s = 0;
  for (let i = 0; i < pts.length; i++) {
    const [x0, y0] = pts[i], [x1, y1] = pts[(i + 1) % pts.length];
    s += x0 * y1 - x1 * y0;
  }
  return s;
}

export const area = (pts: Point[]) => Math.abs(signedArea(pts)) / 2;

export const centre = (q: Point[]): Point => [q.reduce((s, p) => s + p[0], 0) / q.length, q.reduce((s, p) => s + p[1], 0) / q.length];

/** The same quad clockwise, starting at a short edge: q[0]→q[1] is the card's top edge for one of its two ways up. */
export function portrait(q: Quad): Quad {
  const cw = signedArea(q) >= 0 ? q : ([q[0], q[3], q[2], q[1]] as Quad);
  const a = dist(cw[0], cw[1]) + dist(cw[2], cw[3]), b = dist(cw[1], cw[2]) + dist(cw[3], cw[0]);
  return a <= b ? cw : ([cw[1], cw[2], cw[3], cw[0]] as Quad);
}

/** The quad turned half round: its top edge becomes the bottom one. */
export const halfTurn = (q: Quad): Quad => [q[2], q[3], q[0], q[1]];

/**
 * Degrees the card's top edge (q[0] → q[1], left to right when the card is upright) is turned
 * clockwise from upright, as seen (−180…180): the same measure as a sticker's rotation.
 */
export function rotationOf(q: Quad): number {
  // Top edge and bottom edge averaged: steadier under perspective.
  const ex = q[1][0] - q[0][0] + (q[2][0] - q[3][0]), ey = q[1][1] - q[0][1] + (q[2][1] - q[3][1]);
  return (Math.atan2(ey, ex) * 180) / Math.PI;
}

/** Long side over short side of a quad (average of opposite edges). */
export function aspectOf(q: Quad): number {
  const a = (dist(q[0], q[1]) + dist(q[2], q[3])) / 2, b = (dist(q[1], q[2]) + dist(q[3], q[0])) / 2;
  return Math.max(a, b) / Math.max(1e-6, Math.min(a, b));
}

/** Interior angle at b (degrees) of the path a → b → c. */
export function angleAt(a: Point, b: Point, c: Point): number {
  const u = [a[0] - b[0], a[1] - b[1]], v = [c[0] - b[0], c[1] - b[1]];
  const cos = (u[0] * v[0] + u[1] * v[1]) / Math.max(1e-9, Math.hypot(u[0], u[1]) * Math.hypot(v[0], v[1]));
  return (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
}

/** Is point p inside the convex quad q? */
export function insideQuad(q: Point[], p: Point): boolean {
  let sign = 0;
  for (let i = 0; i < q.length; i++) {
    const a = q[i], b = q[(i + 1) % q.length];
    const c = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
    if (c !== 0) { if (sign === 0) sign = Math.sign(c); else if (Math.sign(c) !== sign) return false; }
  }
  return true;
}
