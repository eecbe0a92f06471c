/**
 * The table display's ring (app/games/[id]/display/ring-layout.ts): for every number of seats a
 * trick game allows (3 to 6) and both ring sizes, no name plate covers a card, no two cards touch
 * and no two plates touch, with the ring somewhat wider, narrower, taller or shorter than the
 * figures it was tuned for and plates a line taller. The browser test (test/e2e/layout.e2e.ts)
 * measures the real page for four seats.
 */
import { describe, expect, it } from "vitest";
import { RING_SIZES, cardRing, ringFraction } from "@/app/games/[id]/display/ring-layout";

type Box = { x: number; y: number; w: number; h: number; what: string };
const apart = (a: Box, b: Box, gap: number) =>
  Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) <= -gap || Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) <= -gap;

/** The boxes DisplayRing lays out in a seat area of W × H px. */
function layout(size: keyof typeof RING_SIZES, n: number, W: number, H: number, plateH: number, order: "clockwise" | "counter-clockwise"): { plates: Box[]; cards: Box[] } {
  const { plate } = RING_SIZES[size];
  const ring = cardRing(size, n);
  const cw = (ring.h * 5) / 7;
  const plates: Box[] = [], cards: Box[] = [];
  for (let i = 0; i < n; i++) {
    const p = ringFraction(i, n, order);
    plates.push({ x: p.fx * (W - plate.w), y: p.fy * (H - plateH), w: plate.w, h: plateH, what: `plate ${i}` });
    const c = ringFraction(i, n, order, ring.kx, ring.ky);
    cards.push({ x: c.fx * (W - cw), y: c.fy * (H - ring.h), w: cw, h: ring.h, what: `card ${i}` });
  }
  return { plates, cards };
}

// The seat area as measured in the browser: a 390 px phone's ring (326 × 464) and a 1024 px tablet's (576 × 464).
const AREAS = { phone: { W: 326, H: 464 }, wide: { W: 576, H: 464 } } as const;

describe("the display's ring keeps plates and cards apart", () => {
  for (const size of ["phone", "wide"] as const) {
    for (const n of [3, 4, 5, 6]) {
      it(`${size}, ${n} seats`, () => {
        const problems: string[] = [];
        for (const dW of [-16, 0, 16]) {
          for (const dH of [-24, 0, 24]) {
            for (const plateH of [RING_SIZES[size].plate.h, RING_SIZES[size].plate.h + 10]) {
              for (const order of ["clockwise", "counter-clockwise"] as const) {
                const { W, H } = AREAS[size];
                const { plates, cards } = layout(size, n, W + dW, H + dH, plateH, order);
                const all = [...plates, ...cards];
                for (let i = 0; i < all.length; i++) {
                  for (let j = i + 1; j < all.length; j++) {
                    if (!apart(all[i], all[j], 2)) problems.push(`${W + dW}×${H + dH}, plates ${plateH} px, ${order}: ${all[i].what} and ${all[j].what} touch`);
                  }
                }
                for (const b of all) if (b.x < -0.01 || b.y < -0.01 || b.x + b.w > W + dW + 0.01 || b.y + b.h > H + dH + 0.01) problems.push(`${b.what} leaves the table`);
              }
            }
          }
        }
        expect(problems.slice(0, 5)).toEqual([]);
      });
    }
  }

  it("the first seat's plate ends at the bottom edge and the one across starts at the top", () => {
    const { plates } = layout("wide", 4, 576, 464, 90, "clockwise");
    expect(plates[0].y + plates[0].h).toBeCloseTo(464);
    expect(plates[2].y).toBeCloseTo(0);
    expect(plates[1].x).toBeCloseTo(0);
    expect(plates[3].x + plates[3].w).toBeCloseTo(576);
  });
});
