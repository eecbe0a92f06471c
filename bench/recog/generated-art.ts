/**
 * Card faces drawn here with OpenCV (tests and CI: no third-party art in the repository), made
 * hard on purpose: busy line work shared by a suit, so a suit's pip cards differ only in how many
 * pips they show (the Five and Six of Pentacles are near twins), courts of a suit that share one
 * figure and differ in a small crown mark, a pale border with a thin dark frame, and a title only on
 * the courts and Stars (pip cards carry none), as on printed decks.
 */
import { ALL_CARDS } from "../../lib/cards";
import { prng } from "../../lib/random";
import type { CV, Mat } from "../../lib/recog/cv";

const W = 420, H = 720;
const INK: Record<string, [number, number, number]> = { W: [150, 70, 30], C: [40, 80, 160], S: [70, 70, 80], P: [170, 130, 20], T: [110, 40, 120] };
const GROUND: Record<string, [number, number, number]> = { W: [236, 214, 180], C: [206, 222, 236], S: [222, 222, 218], P: [240, 228, 170], T: [232, 210, 232] };

const sc = (cv: CV, c: [number, number, number]) => new cv.Scalar(c[0], c[1], c[2], 255);

function pip(cv: CV, m: Mat, suit: string, x: number, y: number, r: number) {
  const ink = sc(cv, INK[suit]), p = (a: number, b: number) => new cv.Point(Math.round(a), Math.round(b));
  if (suit === "P") {
    cv.circle(m, p(x, y), r, ink, 3);
    for (let k = 0; k < 5; k++) {
      const a = -Math.PI / 2 + (k * 4 * Math.PI) / 5, b = -Math.PI / 2 + ((k + 1) * 4 * Math.PI) / 5;
      cv.line(m, p(x + r * 0.8 * Math.cos(a), y + r * 0.8 * Math.sin(a)), p(x + r * 0.8 * Math.cos(b), y + r * 0.8 * Math.sin(b)), ink, 2);
    }
  } else if (suit === "C") {
    cv.ellipse(m, p(x, y - r * 0.3), new cv.Size(r * 0.8, r * 0.5), 0, 0, 180, ink, 3);
    cv.line(m, p(x - r * 0.8, y - r * 0.3), p(x + r * 0.8, y - r * 0.3), ink, 3);
    cv.line(m, p(x, y + r * 0.2), p(x, y + r * 0.8), ink, 3);
    cv.line(m, p(x - r * 0.5, y + r * 0.8), p(x + r * 0.5, y + r * 0.8), ink, 3);
  } else if (suit === "S") {
    cv.line(m, p(x, y - r), p(x, y + r * 0.6), ink, 3);
    cv.line(m, p(x - r * 0.5, y + r * 0.5), p(x + r * 0.5, y + r * 0.5), ink, 3);
    cv.line(m, p(x, y + r * 0.6), p(x, y + r), ink, 5);
  } else {
    cv.line(m, p(x - r * 0.3, y + r), p(x + r * 0.3, y - r), ink, 6);
    cv.circle(m, p(x + r * 0.3, y - r), r * 0.18, ink, -1);
  }
}

/** One card face, RGBA 420 × 720. */
export function drawCard(cv: CV, code: string): Mat {
  const suit = code[0], n = Number(code.slice(1));
  const m = new cv.Mat(H, W, cv.CV_8UC4, new cv.Scalar(246, 242, 232, 255));
  const p = (a: number, b: number) => new cv.Point(Math.round(a), Math.round(b));
  const x0 = 18, y0 = 18, x1 = W - 18, y1 = H - 18;
  cv.rectangle(m, p(x0, y0), p(x1, y1), sc(cv, GROUND[suit]), -1);
  // Line work shared by the whole suit (Stars: each its own): hatching, waves, rings.
  const rand = prng(suit === "T" ? 900 + n : suit.charCodeAt(0) * 31);
  const ink = INK[suit];
  const faint = sc(cv, [ink[0] * 0.6 + 90, ink[1] * 0.6 + 90, ink[2] * 0.6 + 90]);
  for (let k = 0; k < 70; k++) {
    const a = rand() * Math.PI, cx = x0 + rand() * (x1 - x0), cy = y0 + rand() * (y1 - y0), L = 30 + rand() * 120;
    cv.line(m, p(cx - Math.cos(a) * L, cy - Math.sin(a) * L), p(cx + Math.cos(a) * L, cy + Math.sin(a) * L), faint, 1 + Math.floor(rand() * 2));
  }
  for (let k = 0; k < 8; k++) cv.circle(m, p(x0 + rand() * (x1 - x0), y0 + rand() * (y1 - y0)), 10 + rand() * 60, faint, 1);
  for (let yy = y0 + 40; yy < y1; yy += 70 + Math.floor(rand() * 30)) {
    for (let xx = x0; xx < x1 - 12; xx += 12) cv.line(m, p(xx, yy + 6 * Math.sin(xx / 17 + yy)), p(xx + 12, yy + 6 * Math.sin((xx + 12) / 17 + yy)), faint, 1);
  }
  const title = (text: string) => {
    cv.rectangle(m, p(x0 + 10, y1 - 70), p(x1 - 10, y1 - 12), new cv.Scalar(250, 248, 240, 255), -1);
    cv.putText(m, text, p(x0 + 22, y1 - 30), cv.FONT_HERSHEY_SIMPLEX, 0.95, new cv.Scalar(30, 30, 30, 255), 2);
  };
  if (suit === "T") {
    // A Star: its own big figure (rings and rays, seeded by its number) and its numeral.
    const r2 = prng(77 + n * 13);
    for (let k = 0; k < 6; k++) cv.circle(m, p(W / 2 + (r2() - 0.5) * 200, H * 0.4 + (r2() - 0.5) * 300), 20 + r2() * 80, sc(cv, INK.T), 2 + Math.floor(r2() * 4));
    for (let k = 0; k < 10; k++) cv.line(m, p(W / 2, H * 0.42), p(W / 2 + (r2() - 0.5) * 360, H * 0.42 + (r2() - 0.5) * 500), sc(cv, [60, 30, 90]), 2);
    cv.putText(m, String(n), p(W / 2 - 24, y0 + 58), cv.FONT_HERSHEY_SIMPLEX, 1.6, new cv.Scalar(30, 30, 30, 255), 3);
    title(`STAR ${n}`);
  } else if (n <= 10) {
    // Pips only, in two columns: the Five and Six differ by one pip.
    const cols = n === 1 ? 1 : 2, rows = Math.ceil(n / cols), r = n === 1 ? 90 : 34;
    for (let k = 0; k < n; k++) {
      const c = cols === 1 ? 0.5 : k % 2 === 0 ? 0.3 : 0.7, row = Math.floor(k / cols);
      pip(cv, m, suit, W * c, H * (0.16 + (0.68 * (row + 0.5)) / rows), r);
    }
  } else {
    // Courts of a suit share one figure; rank changes a small mark on the crown and the title.
    const ink2 = sc(cv, INK[suit]);
    cv.ellipse(m, p(W / 2, H * 0.3), new cv.Size(48, 58), 0, 0, 360, ink2, 3);
    cv.line(m, p(W / 2 - 90, H * 0.75), p(W / 2 - 50, H * 0.42), ink2, 4);
    cv.line(m, p(W / 2 + 90, H * 0.75), p(W / 2 + 50, H * 0.42), ink2, 4);
    cv.line(m, p(W / 2 - 90, H * 0.75), p(W / 2 + 90, H * 0.75), ink2, 4);
    for (let k = 0; k < n - 9; k++) cv.line(m, p(W / 2 - 40 + k * 20, H * 0.2), p(W / 2 - 30 + k * 20, H * 0.14), ink2, 3);
    pip(cv, m, suit, W / 2, H * 0.58, 40);
    title(["PAGE", "KNIGHT", "QUEEN", "KING"][n - 11] + " " + { W: "WANDS", C: "CUPS", S: "SWORDS", P: "PENTACLES" }[suit]);
  }
  cv.rectangle(m, p(x0 + 4, y0 + 4), p(x1 - 4, y1 - 4), new cv.Scalar(25, 25, 25, 255), 3);
  return m;
}

/** All 78 faces by code (the caller deletes them). */
export function generatedArt(cv: CV, codes: readonly string[] = ALL_CARDS): Map<string, Mat> {
  return new Map(codes.map((c) => [c, drawCard(cv, c)]));
}
