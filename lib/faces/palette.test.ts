/**
 * The suit inks stay apart for colour-blind players and in print: every pair of suit colours is
 * compared by CIEDE2000 after simulating protanopia, deuteranopia and tritanopia with the
 * matrices of Machado, Oliveira & Fernandes (2009, severity 1.0, applied in linear sRGB), and
 * each ink must be dark enough on the card's paper to print and to carry text (WCAG contrast).
 * Colour is never the only cue: every suit has its own shape too.
 */
import { describe, expect, it } from "vitest";
import { INK, PAPER, SUIT_INK } from "./palette";
import { PLAYING_SUIT, TAROT_SUIT, TENNERS_SYMBOL } from "./shapes";

type Vec = [number, number, number];
const MACHADO: Record<string, readonly Vec[]> = {
  normal: [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.3039]],
};

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const linearRgb = (hex: string): Vec => [1, 3, 5].map((i) => toLinear(parseInt(hex.slice(i, i + 2), 16) / 255)) as Vec;
const simulate = (rgb: Vec, m: readonly Vec[]): Vec => m.map((row) => Math.min(1, Math.max(0, row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]))) as Vec;

/** Linear sRGB → CIE L*a*b* (D65). */
function lab([r, g, b]: Vec): Vec {
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIEDE2000 colour difference (Sharma, Wu & Dalal 2005). */
function deltaE2000([L1, a1, b1]: Vec, [L2, a2, b2]: Vec): number {
  const rad = Math.PI / 180;
  const C1 = Math.hypot(a1, b1), C2 = Math.hypot(a2, b2);
  const Cm = (C1 + C2) / 2;
  const G = 0.5 * (1 - Math.sqrt(Cm ** 7 / (Cm ** 7 + 25 ** 7)));
  const a1p = (1 + G) * a1, a2p = (1 + G) * a2;
  const C1p = Math.hypot(a1p, b1), C2p = Math.hypot(a2p, b2);
  const hue = (b: number, a: number) => (a === 0 && b === 0 ? 0 : (Math.atan2(b, a) / rad + 360) % 360);
  const h1 = hue(b1, a1p), h2 = hue(b2, a2p);
  let dh = 0;
  if (C1p * C2p !== 0) dh = h2 - h1 > 180 ? h2 - h1 - 360 : h2 - h1 < -180 ? h2 - h1 + 360 : h2 - h1;
  const dL = L2 - L1, dC = C2p - C1p, dH = 2 * Math.sqrt(C1p * C2p) * Math.sin((dh / 2) * rad);
  const Lm = (L1 + L2) / 2, Cmp = (C1p + C2p) / 2;
  let hm = h1 + h2;
  if (C1p * C2p !== 0) hm = Math.abs(h1 - h2) > 180 ? (h1 + h2 + (h1 + h2 < 360 ? 360 : -360)) / 2 : (h1 + h2) / 2;
  const T = 1 - 0.17 * Math.cos((hm - 30) * rad) + 0.24 * Math.cos(2 * hm * rad) + 0.32 * Math.cos((3 * hm + 6) * rad) - 0.2 * Math.cos((4 * hm - 63) * rad);
  const dTheta = 30 * Math.exp(-(((hm - 275) / 25) ** 2));
  const Rc = 2 * Math.sqrt(Cmp ** 7 / (Cmp ** 7 + 25 ** 7));
  const Sl = 1 + (0.015 * (Lm - 50) ** 2) / Math.sqrt(20 + (Lm - 50) ** 2), Sc = 1 + 0.045 * Cmp, Sh = 1 + 0.015 * Cmp * T;
  const Rt = -Math.sin(2 * dTheta * rad) * Rc;
  return Math.sqrt((dL / Sl) ** 2 + (dC / Sc) ** 2 + (dH / Sh) ** 2 + Rt * (dC / Sc) * (dH / Sh));
}

const luminance = (hex: string) => {
  const [r, g, b] = linearRgb(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};

describe("the formulas", () => {
  it("match published values", () => {
    // Sharma et al.'s test pair 1 and sRGB white.
    expect(deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 3);
    const white = lab(linearRgb("#ffffff"));
    expect(white[0]).toBeCloseTo(100, 2);
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    // A dichromat sees pure red and a matching green as close; normal vision sees them far apart.
    const red = linearRgb("#d00000"), green = linearRgb("#6b6b00");
    expect(deltaE2000(lab(simulate(red, MACHADO.deuteranopia)), lab(simulate(green, MACHADO.deuteranopia)))).toBeLessThan(10);
    expect(deltaE2000(lab(red), lab(green))).toBeGreaterThan(30);
  });
});

describe("the suit inks", () => {
  const suits = Object.entries(SUIT_INK);

  for (const [vision, matrix] of Object.entries(MACHADO)) {
    it(`stay at least 20 CIEDE2000 apart, pair by pair, for ${vision} vision`, () => {
      const report: string[] = [];
      for (let i = 0; i < suits.length; i++) {
        for (let j = i + 1; j < suits.length; j++) {
          const d = deltaE2000(lab(simulate(linearRgb(suits[i][1]), matrix)), lab(simulate(linearRgb(suits[j][1]), matrix)));
          if (d < 20) report.push(`${suits[i][0]}/${suits[j][0]} ${d.toFixed(1)}`);
        }
      }
      expect(report).toEqual([]);
    });
  }

  it("are dark enough on the paper to print and to carry text (contrast ≥ 4.5:1)", () => {
    for (const [suit, ink] of [...suits, ["ink", INK] as const]) expect(contrast(ink, PAPER), suit).toBeGreaterThanOrEqual(4.5);
  });

  it("come with a shape of their own for every suit of every deck, so colour is never the only cue", () => {
    for (const shapes of [TAROT_SUIT, PLAYING_SUIT, TENNERS_SYMBOL]) {
      const list = Object.values(shapes);
      expect(new Set(list).size).toBe(list.length);
    }
  });
});
