/**
 * For recogniser tests: OpenCV loaded once per test file, generated card art (bench/recog/
 * generated-art.ts: no third-party art here), and rendered photos as PNG files.
 */
import type { CV } from "@/lib/recog/cv";
import { loadCvNode } from "@/lib/recog/cv-node";
import { encodePng } from "@/lib/recog/decode-file";
import { matRgba } from "@/lib/recog/mats";
import { generatedArt } from "@/bench/recog/generated-art";
import { renderTeach, renderTrick, type TeachParams, type TrickParams } from "@/bench/recog/render";

export const cvReady: Promise<CV> = loadCvNode();

let art: Map<string, unknown> | null = null;
export async function art78(): Promise<Map<string, unknown>> {
  const cv = await cvReady;
  art ??= generatedArt(cv);
  return art;
}

/** A teaching photo (PNG) of these cards laid upright in rows of `columns`, and their outlines. */
export async function teachPng(codes: string[], columns = 3, over: Partial<TeachParams> = {}) {
  const cv = await cvReady;
  const { photo, truth } = renderTeach(cv, (await art78()) as Map<string, never>, {
    width: 1600, height: 1200, codes, columns, gap: 16,
    camera: { tilt: 6, distance: 470, roll: 1.5 }, effects: { blur: 0.5, noise: 3, uneven: 0.2, tint: [1, 0.98, 0.94] }, seed: 11, ...over,
  });
  const png = encodePng(matRgba(cv, photo));
  photo.delete();
  return { png, truth };
}

/** A trick photo (RGBA pixels and PNG) of cards laid for seats (degrees clockwise from the photographer). */
export async function trickPng(cards: { code: string; seat: number }[], over: Partial<TrickParams> = {}) {
  const cv = await cvReady;
  const { photo, truth } = renderTrick(cv, (await art78()) as Map<string, never>, {
    width: 1200, height: 900, cards, spread: 0.95, jitter: 12,
    camera: { tilt: 20, distance: 520, roll: 3, at: [0, 0] },
    effects: { blur: 0.7, noise: 4, uneven: 0.3, tint: [1, 0.9, 0.75], glare: { card: 0, strength: 0.5, size: 0.25 } }, seed: 3, ...over,
  });
  const rgba = matRgba(cv, photo);
  photo.delete();
  return { rgba, png: encodePng(rgba), truth };
}
