/**
 * What counts as keypoints agreeing (lib/recog/match.ts inliersOf): the photo's card and the taught
 * card are both flattened to the same upright rectangle, so a true match set agrees on a map near the
 * identity, which an affine map holds. Matches that only a strong perspective warp explains (what
 * chance matches of a wrong card can line up to, given a homography's two more degrees of freedom)
 * must not count as agreement.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { cvReady } from "@/test/helpers/recog";
import type { CV } from "@/lib/recog/cv";
import { inliersOf } from "@/lib/recog/match";
import { FW, type Signature } from "@/lib/recog/signature";
import { prng } from "@/lib/random";

let cv: CV;
beforeAll(async () => { cv = await cvReady; });

const ASPECT = 1.71, H = FW * ASPECT, N = 40;

/** A card's keypoints: N points (0–1 of the card) with random 32-byte descriptors. */
function card(rand: () => number): Signature {
  const points = new Float32Array(N * 2), descriptors = new Uint8Array(N * 32);
  for (let i = 0; i < N; i++) { points[2 * i] = 0.08 + 0.84 * rand(); points[2 * i + 1] = 0.08 + 0.84 * rand(); }
  for (let i = 0; i < descriptors.length; i++) descriptors[i] = Math.floor(rand() * 256);
  return { gray: new Float32Array(0), fine: new Float32Array(0), color: new Float32Array(0), points, descriptors };
}

/** The same keypoints (same descriptors) moved by `map` (pixels of the flattened card, centred). */
function moved(s: Signature, map: (u: number, v: number) => [number, number]): Signature {
  const points = new Float32Array(s.points.length);
  for (let i = 0; i < N; i++) {
    const [u, v] = map(s.points[2 * i] * FW - FW / 2, s.points[2 * i + 1] * H - H / 2);
    points[2 * i] = (u + FW / 2) / FW; points[2 * i + 1] = (v + H / 2) / H;
  }
  return { ...s, points };
}

describe("keypoints agreeing", () => {
  it("counts matches a map near the identity explains (a little turn, scale, shift, a pixel of noise)", () => {
    const rand = prng(3);
    const q = card(rand);
    const a = 0.03, k = 1.04;
    const t = moved(q, (u, v) => [k * (u * Math.cos(a) - v * Math.sin(a)) + 4 + (rand() - 0.5), k * (u * Math.sin(a) + v * Math.cos(a)) - 3 + (rand() - 0.5)]);
    expect(inliersOf(cv, q, t, ASPECT)).toBeGreaterThanOrEqual(N - 2);
  });

  it("does not count matches only a strong perspective warp explains", () => {
    const q = card(prng(5));
    // A homography (its bottom row 0, w, 1 in centred pixels): far edge a fifth smaller, near edge a fifth larger,
    // every point within the matcher's 15% window of where it was.
    const w = 0.2 / (H / 2);
    const t = moved(q, (u, v) => [u / (1 + w * v), v / (1 + w * v)]);
    for (let i = 0; i < N; i++) {
      expect(Math.abs(t.points[2 * i] - q.points[2 * i])).toBeLessThan(0.15);
      expect(Math.abs(t.points[2 * i + 1] - q.points[2 * i + 1])).toBeLessThan(0.15);
    }
    expect(inliersOf(cv, q, t, ASPECT)).toBeLessThan(N * 0.7);
  });
});
