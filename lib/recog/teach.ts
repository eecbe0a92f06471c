/**
 * Teaching a deck from a photo of its cards laid face up, upright, in rows (or one card alone):
 * find every card, put them in reading order (rows top to bottom, each left to right), and when
 * there are as many as the codes listed, flatten each and keep its signature. Nothing of the photo
 * itself is kept.
 */
import type { CV, Mat } from "./cv";
import { withMats } from "./mats";
import { findCards, type FindOptions } from "./find";
import { aspectOf, centre, dist, portrait, type Quad } from "./geometry";
import { flatten, signatureOf, FW, type Signature } from "./signature";

export interface TaughtFromPhoto {
  ok: boolean;
  /** Cards found, in reading order, with their outlines in the photo's pixels (for the picture of what was seen). */
  found: Quad[];
  /** When ok: each listed code's signature, in the same order. */
  signatures: Signature[];
  /** Their height over width, measured. */
  aspect: number;
}

/** Row by row (a row: centres within half a card's height of the row's first), left to right. */
export function readingOrder(quads: Quad[]): Quad[] {
  const withC = quads.map((q) => ({ q, c: centre(q), h: Math.max(dist(q[0], q[3]), dist(q[1], q[2]), dist(q[0], q[1])) }));
  withC.sort((a, b) => a.c[1] - b.c[1]);
  const rows: (typeof withC)[] = [];
  for (const item of withC) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(item.c[1] - row[0].c[1]) < row[0].h * 0.5) row.push(item);
    else rows.push([item]);
  }
  return rows.flatMap((r) => r.sort((a, b) => a.c[0] - b.c[0]).map((x) => x.q));
}

/** An upright card's quad from the photo: top edge first (cards are laid upright for teaching). */
function upright(q: Quad): Quad {
  const p = portrait(q);
  // portrait() starts at a short edge; of the two short edges, the top one is higher in the photo.
  const topY = (p[0][1] + p[1][1]) / 2, bottomY = (p[2][1] + p[3][1]) / 2;
  return topY <= bottomY ? p : [p[2], p[3], p[0], p[1]];
}

export function teachFromPhoto(cv: CV, photo: Mat, count: number, opts: Omit<FindOptions, "aspect"> & { aspect?: number; findSide?: number } = {}): TaughtFromPhoto {
  return withMats((keep) => {
    const side = opts.findSide ?? 1400;
    const k = Math.min(1, side / Math.max(photo.cols, photo.rows));
    let small = photo;
    if (k < 1) {
      small = keep(new cv.Mat());
      cv.resize(photo, small, new cv.Size(Math.round(photo.cols * k), Math.round(photo.rows * k)), 0, 0, cv.INTER_AREA);
    }
    // Teaching photos have no overlaps: whole cards only, then the measured shape.
    const cards = findCards(cv, small, { aspect: opts.aspect ?? 1.72, minShare: opts.minShare ?? 0.002, debug: opts.debug }).filter((f) => !f.partial);
    const found = readingOrder(cards.map((f) => upright(f.quad.map(([x, y]) => [x / k, y / k]) as Quad)));
    const ratios = found.map(aspectOf).sort((a, b) => a - b);
    const aspect = ratios.length ? ratios[Math.floor(ratios.length / 2)] : opts.aspect ?? 1.72;
    if (found.length !== count) return { ok: false, found, signatures: [], aspect };
    const H = Math.round(FW * aspect);
    const signatures = found.map((q) => withMats((k2) => signatureOf(cv, k2(flatten(cv, photo, q, FW, H)))));
    return { ok: true, found, signatures, aspect };
  });
}
