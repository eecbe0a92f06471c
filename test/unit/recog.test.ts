/**
 * The taught-deck recogniser (lib/recog), step by step on rendered photos of generated card art
 * (bench/recog/generated-art.ts: busy line work, near-twin pip cards, look-alike courts): finding
 * cards, flattening, matching, which way up, narrowing by the deal, and the unsure mark.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { cvReady, art78, teachPng, trickPng } from "@/test/helpers/recog";
import type { CV } from "@/lib/recog/cv";
import { decodePhoto } from "@/lib/recog/decode-file";
import { findCards } from "@/lib/recog/find";
import { centre, dist, portrait, type Quad } from "@/lib/recog/geometry";
import { rgbaMat, withMats } from "@/lib/recog/mats";
import { taughtCard, rankByLook } from "@/lib/recog/match";
import { deckIndex, mergeLocated, readCards, type TaughtDeck } from "@/lib/recog/read";
import { frameOf, locateCards, overlapArea, placeOnPlane } from "@/lib/recog/locate";
import { fitCards } from "@/lib/recog/fit";
import type { Point } from "@/lib/recog/geometry";
import { flatten, pack, signatureOf, unpack, FW } from "@/lib/recog/signature";
import { readingOrder, teachFromPhoto } from "@/lib/recog/teach";
import { angleGap } from "@/lib/scan/sides";

vi.setConfig({ testTimeout: 180_000 });
let cv: CV;
let deck: TaughtDeck;
const TAUGHT = ["P05", "P06", "P07", "C11", "C12", "C13", "C14", "S03", "T07", "T08", "W10", "W01"];

beforeAll(async () => {
  cv = await cvReady;
  await art78();
  // Taught from one rendered photo of twelve cards, as "Teach our deck" does.
  const { png } = await teachPng(TAUGHT, 4, { width: 2000, height: 1500, camera: { tilt: 5, distance: 560, roll: 1 } });
  const r = withMats((keep) => teachFromPhoto(cv, keep(rgbaMat(cv, decodePhoto(png))), TAUGHT.length));
  expect(r.ok, `found ${r.found.length}`).toBe(true);
  deck = { aspect: r.aspect, cards: r.signatures.map((s, i) => taughtCard(TAUGHT[i], unpack(pack(s)))) };
}, 300_000);

const near = (q: Quad, truth: Quad) => Math.max(...q.map((p) => Math.min(...truth.map((t) => dist(p, t)))));

describe("finding cards", () => {
  it("finds every card of a teaching photo, in reading order, corners within a few pixels", async () => {
    const { png, truth } = await teachPng(["W01", "W02", "W03", "W04", "W05", "W06"], 3);
    const img = decodePhoto(png);
    const found = withMats((keep) => findCards(cv, keep(rgbaMat(cv, img))));
    expect(found).toHaveLength(6);
    const ordered = readingOrder(found.map((f) => f.quad));
    ordered.forEach((q, i) => expect(near(q, truth[i].quad)).toBeLessThan(8));
  });

  it("finds the four cards of a trick laid apart, turned to their players, under tilt and coloured light", async () => {
    const { rgba, truth } = await trickPng([{ code: "P05", seat: 0 }, { code: "C13", seat: 90 }, { code: "T07", seat: 180 }, { code: "S03", seat: 270 }], { spread: 1.3 });
    const found = withMats((keep) => findCards(cv, keep(rgbaMat(cv, rgba)), { aspect: deck.aspect, expect: 4 }));
    expect(found).toHaveLength(4);
    for (const t of truth) expect(found.some((f) => dist(centre(f.quad), centre(t.quad)) < 20), t.code).toBe(true);
  });

  it("overlapping neighbours: whatever it names without the unsure mark is right", async () => {
    const cards = [{ code: "P06", seat: 0 }, { code: "C13", seat: 90 }, { code: "P05", seat: 180 }, { code: "C14", seat: 270 }];
    const { rgba, truth } = await trickPng(cards, { spread: 0.62 });
    const read = withMats((keep) => readCards(cv, keep(rgbaMat(cv, rgba)), deck, { expect: 4 }));
    expect(read.length).toBeGreaterThan(0);
    for (const r of read.filter((x) => x.sure)) {
      const t = truth.find((x) => dist(centre(x.quad), [r.x, r.y]) < 60);
      expect(r.code).toBe(t?.code);
    }
  });
});

describe("placing cards by their keypoints (cards touching or overlapping)", () => {
  it("overlapArea of two quads, and a located card replaces the merged outline it covers while other outlines stay", () => {
    const sq = (x: number, y: number, s: number): Quad => [[x, y], [x + s, y], [x + s, y + s], [x, y + s]];
    expect(overlapArea(sq(0, 0, 10), sq(5, 5, 10))).toBeCloseTo(25);
    expect(overlapArea(sq(0, 0, 10), sq(20, 0, 10))).toBe(0);
    const merged = { quad: [[0, 0], [200, 0], [200, 170], [0, 170]] as Quad, partial: true };
    const alone = { quad: sq(400, 400, 100), partial: false };
    const out = mergeLocated([merged, alone], [{ quad: [[0, 0], [100, 0], [100, 170], [0, 170]] }, { quad: [[100, 0], [200, 0], [200, 170], [100, 170]] }]);
    expect(out).toHaveLength(3);
    expect(out.map((o) => o.partial)).toEqual([false, false, false]);
    expect(out[2]).toBe(alone);
  });

  it("places a taught card by a homography of its keypoints: corners near the truth, its printed top-left first though it lies reversed", async () => {
    const { rgba, truth } = await trickPng([{ code: "T08", seat: 180 }], {
      width: 2000, height: 1500, spread: 0.9, effects: { blur: 0.7, noise: 4, uneven: 0.3, tint: [1, 0.9, 0.75], glare: null },
    });
    const located = withMats((keep) => {
      const m = keep(rgbaMat(cv, rgba)), g = keep(new cv.Mat());
      cv.cvtColor(m, g, cv.COLOR_RGBA2GRAY);
      return locateCards(cv, g, deckIndex(deck), { aspect: deck.aspect, cardArea: 0 });
    });
    for (const t of truth) {
      const l = located.find((x) => x.code === t.code);
      expect(l, t.code).toBeDefined();
      // The located quad's first corner is the card's printed top-left: the card's way up comes with it.
      l!.quad.forEach((p, i) => expect(dist(p, t.quad[i]), `${t.code} corner ${i}`).toBeLessThan(25));
    }
  });
});

describe("cards whose neighbours overlap them (one merged outline)", () => {
  it("a card is placed on the plane a known card shows from a few true matches among many wrong ones", () => {
    // The known card: a tilted, foreshortened quad; the hidden card lies beside it, turned 30°.
    const known: Quad = [[100, 100], [200, 110], [205, 270], [95, 260]];
    const [Wc, Hc] = [1, 1.7];
    const frame = frameOf(cv, portrait(known), Wc, Hc);
    const turn = (30 * Math.PI) / 180, at: Point = [1.6, 0.3];
    const onTable = (p: Point): Point => [at[0] + p[0] * Math.cos(turn) - p[1] * Math.sin(turn), at[1] + p[0] * Math.sin(turn) + p[1] * Math.cos(turn)];
    const toPhoto = (p: Point): Point => { const h = frame.toPhoto, w = h[6] * p[0] + h[7] * p[1] + h[8]; return [(h[0] * p[0] + h[1] * p[1] + h[2]) / w, (h[3] * p[0] + h[4] * p[1] + h[5]) / w]; };
    let seed = 5;
    const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const card: Point[] = [], photo: Point[] = [];
    // 9 true matches, 70 wrong ones (near twins' and plain areas' votes) scattered over the photo.
    for (let i = 0; i < 9; i++) { const p: Point = [0.1 + 0.8 * rnd(), 0.1 + 1.5 * rnd()]; card.push(p); const q = toPhoto(onTable(p)); photo.push([q[0] + rnd() - 0.5, q[1] + rnd() - 0.5]); }
    for (let i = 0; i < 70; i++) { card.push([rnd(), 1.7 * rnd()]); photo.push([400 * rnd(), 400 * rnd()]); }
    const r = placeOnPlane(photo, card, [frame], Wc, Hc);
    expect(r).not.toBeNull();
    expect(r!.inliers).toBeGreaterThanOrEqual(9);
    const truth = ([[0, 0], [1, 0], [1, 1.7], [0, 1.7]] as Point[]).map((p) => toPhoto(onTable(p)));
    r!.quad.forEach((p, i) => expect(dist(p, truth[i]), `corner ${i}`).toBeLessThan(6));
  });

  it("two cards overlapping in one outline are both fitted from its square corners, once a card of the photo shows the plane", async () => {
    // Three cards: one apart (its whole outline found) and two laid over each other's corner.
    const cards = [{ code: "T07", seat: 0 }, { code: "W10", seat: 150 }, { code: "S03", seat: 210 }];
    const { rgba, truth } = await trickPng(cards, { spread: 0.75, jitter: 0, effects: { blur: 0.7, noise: 4, uneven: 0.3, tint: [1, 0.95, 0.85], glare: null } });
    const { found, fits } = withMats((keep) => {
      const mask = keep(new cv.Mat());
      const found = findCards(cv, keep(rgbaMat(cv, rgba)), { aspect: deck.aspect, expect: 3, mask });
      const known = found.filter((f) => !f.partial).map((f) => f.quad);
      return { found, fits: fitCards(cv, mask, known.map((q) => frameOf(cv, portrait(q), 1, deck.aspect)), known, deck.aspect) };
    });
    const whole = found.filter((f) => !f.partial);
    // The card apart is whole; the two overlapping are not both found whole from the outline alone.
    expect(whole.some((f) => dist(centre(f.quad), centre(truth[0].quad)) < 15)).toBe(true);
    expect(truth.slice(1).every((t) => whole.some((f) => dist(centre(f.quad), centre(t.quad)) < 15))).toBe(false);
    for (const t of truth.slice(1)) {
      const fit = fits.find((f) => dist(centre(f.quad), centre(t.quad)) < 20);
      expect(fit, `${t.code} fitted`).toBeDefined();
      expect(near(portrait(fit!.quad), portrait(t.quad)), t.code).toBeLessThan(15);
    }
    // And read: all three found, each named right or marked unsure.
    const read = withMats((keep) => readCards(cv, keep(rgbaMat(cv, rgba)), deck, { expect: 3 }));
    for (const t of truth) {
      const r = read.find((x) => dist([x.x, x.y], centre(t.quad)) < 30);
      expect(r, `${t.code} read`).toBeDefined();
      if (r!.sure) expect(r!.code).toBe(t.code);
    }
  });
});

describe("flattening and matching", () => {
  it("a flattened card tilted 25° looks most like its own taught card", async () => {
    const { rgba, truth } = await trickPng([{ code: "P05", seat: 0 }], { camera: { tilt: 25, distance: 420, roll: 0, at: [0, 0] } });
    const sig = withMats((keep) => signatureOf(cv, keep(flatten(cv, keep(rgbaMat(cv, rgba)), portrait(truth[0].quad), FW, Math.round(FW * deck.aspect)))));
    const ranked = rankByLook(sig, deck.cards);
    expect(ranked[0].code).toBe("P05");
    expect(ranked[0].look).toBeGreaterThan(0.6);
  });
});

describe("reading a trick", () => {
  it("finds every card turned to its player; names it right or marks it unsure (near twins, look-alike courts)", async () => {
    const cards = [{ code: "P06", seat: 0 }, { code: "C13", seat: 90 }, { code: "P05", seat: 180 }, { code: "C14", seat: 270 }];
    const { rgba, truth } = await trickPng(cards, { spread: 1.3 });
    const read = withMats((keep) => readCards(cv, keep(rgbaMat(cv, rgba)), deck, { expect: 4 }));
    // Every card found and turned right; each named right, or marked unsure (near twins may be).
    for (const t of truth) {
      const r = read.find((x) => dist([x.x, x.y], centre(t.quad)) < 40);
      expect(r, t.code).toBeDefined();
      if (r!.sure) expect(r!.code).toBe(t.code);
      const trueRot = (Math.atan2(t.quad[1][1] - t.quad[0][1], t.quad[1][0] - t.quad[0][0]) * 180) / Math.PI;
      expect(angleGap(r!.rotation, trueRot)).toBeLessThan(25);
    }
  });

  it("a card laid upside down (reversed) reads turned half round", async () => {
    const { rgba, truth } = await trickPng([{ code: "T08", seat: 180 }], { jitter: 0 });
    const [r] = withMats((keep) => readCards(cv, keep(rgbaMat(cv, rgba)), deck, { expect: 1 }));
    expect(r.code).toBe("T08");
    expect(angleGap(r.rotation, 180)).toBeLessThan(25);
    expect(dist([r.x, r.y], centre(truth[0].quad))).toBeLessThan(30);
  });

  it("narrowing by the deal: a card already recorded is never named, and the card is then not sure", async () => {
    const { rgba } = await trickPng([{ code: "P05", seat: 0 }]);
    const [r] = withMats((keep) => readCards(cv, keep(rgbaMat(cv, rgba)), deck, { expect: 1, allowed: (c) => c !== "P05" }));
    expect(r.code).not.toBe("P05");
    expect(r.guesses).not.toContain("P05");
    expect(r.sure).toBe(false);
  });

  it("a card mostly covered is marked unsure, with guesses", async () => {
    const { rgba, truth } = await trickPng([{ code: "C12", seat: 0 }]);
    // Cover 60% of the card with a dark hand-coloured block.
    withMats((keep) => {
      const m = keep(rgbaMat(cv, rgba));
      const q = truth[0].quad, xs = q.map((p) => p[0]), ys = q.map((p) => p[1]);
      const x0 = Math.min(...xs), x1 = Math.max(...xs), y0 = Math.min(...ys), y1 = Math.max(...ys);
      cv.rectangle(m, new cv.Point(Math.round(x0 - 5), Math.round(y0 - 5)), new cv.Point(Math.round(x1 + 5), Math.round(y0 + (y1 - y0) * 0.6)), new cv.Scalar(60, 40, 30, 255), -1);
      rgba.data.set(m.data);
    });
    const read = withMats((keep) => readCards(cv, keep(rgbaMat(cv, rgba)), deck, { expect: 1 }));
    // The uncovered part is found as a card (not missed), and it is shown unsure, with guesses.
    expect(read.length).toBeGreaterThan(0);
    const c = centre(truth[0].quad);
    const card = read.find((r) => Math.abs(r.x - c[0]) < 200 && Math.abs(r.y - c[1]) < 300);
    expect(card, "the covered card is found").toBeDefined();
    expect(card!.sure).toBe(false);
    expect(card!.guesses.length).toBeGreaterThan(0);
    expect(read.every((r) => !r.sure)).toBe(true);
  });
});

describe("a taught card's signature", () => {
  it("packs to at most 13 KB and back", () => {
    const t = deck.cards[0].up;
    const b = pack(t);
    // Thumbnails (3.6 KB) and at most 260 keypoints of 36 bytes: a 78-card deck is about 1 MB.
    expect(b.length).toBeLessThanOrEqual(13_000);
    const u = unpack(b);
    expect(u.points.length).toBe(t.points.length);
    expect(Array.from(u.descriptors)).toEqual(Array.from(t.descriptors));
  });
});
