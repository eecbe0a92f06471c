/**
 * Where the table display puts the seats' name plates and the trick's cards (issue 30: the plates
 * covered the top and bottom cards). Pure numbers, shared by DisplayRing and its unit test.
 *
 * Every box is placed by a fraction f of the room left once the box is taken out: `left: f·100%`
 * shifted back by f of its own width (./ring.css), so f = 0 touches one edge and f = 1 the other
 * and no box ever leaves the table. Plates use the whole ellipse (the first seat's plate ends at
 * the bottom edge, the one across at the top edge); each card sits on a smaller ellipse, k of the
 * way out, in front of its player. Cards get smaller as seats are added. The two sizes are the
 * ring's own width (a container query): a phone's (under 32rem) and a tablet's or TV's.
 */

/** Seat i of n, clockwise or not: the fractions of a box on an ellipse k of the way out (1: the edge). */
export function ringFraction(i: number, n: number, order: "clockwise" | "counter-clockwise", kx = 1, ky = 1): { fx: number; fy: number } {
  const a = (order === "clockwise" ? 1 : -1) * ((2 * Math.PI) / n) * i;
  return { fx: 0.5 - 0.5 * kx * Math.sin(a), fy: 0.5 + 0.5 * ky * Math.cos(a) };
}

export interface CardRing {
  /** Card height in px (its width is 5/7 of it), and the ellipse the cards lie on. */
  h: number;
  kx: number;
  ky: number;
}

/**
 * Sizes in px as ./DisplayRing draws them (Tailwind classes there say the same numbers): plates
 * w-22 / w-32 wide and at most ~80 / ~90 tall (four short lines); cards by the number of seats.
 * Found by search over these sizes with the ring 16 px wider or narrower, 24 px taller or shorter
 * and plates a line taller, keeping every pair of boxes apart (ring-layout.test.ts checks it).
 */
export const RING_SIZES = {
  phone: {
    plate: { w: 88, h: 80 },
    cards: { 3: { h: 64, kx: 0.22, ky: 0.5 }, 4: { h: 80, kx: 0.28, ky: 0.48 }, 5: { h: 48, kx: 0.32, ky: 0.44 }, 6: { h: 48, kx: 0.26, ky: 0.52 } } as Record<number, CardRing>,
  },
  wide: {
    plate: { w: 128, h: 90 },
    cards: { 3: { h: 96, kx: 0.4, ky: 0.4 }, 4: { h: 112, kx: 0.44, ky: 0.36 }, 5: { h: 64, kx: 0.46, ky: 0.34 }, 6: { h: 72, kx: 0.42, ky: 0.44 } } as Record<number, CardRing>,
  },
} as const;

/** The card ring for n seats (more than six: the six-seat one, which tests do not cover). */
export const cardRing = (size: keyof typeof RING_SIZES, n: number): CardRing =>
  RING_SIZES[size].cards[Math.min(Math.max(n, 3), 6)];

/** Card height classes, literal for Tailwind: phone height, then from 32rem on. */
export const CARD_CLASS: Record<number, string> = {
  3: "h-16 @lg:h-24",
  4: "h-20 @lg:h-28",
  5: "h-12 @lg:h-16",
  6: "h-12 @lg:h-18",
};
