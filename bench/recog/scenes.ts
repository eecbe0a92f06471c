/**
 * The bench's scenes, deterministic from a seed: teaching photos (12 cards a photo in 4 × 3 rows,
 * at 12 MP, gentle light) and trick photos (4–6 cards each turned to its player, camera tilted up
 * to 35°, blur, sensor noise, uneven and coloured light, glare on one card, neighbours overlapping
 * up to 15% of a card), and how a reading is scored against the truth.
 */
import { ALL_CARDS } from "../../lib/cards";
import { prng } from "../../lib/random";
import type { CV, Mat } from "../../lib/recog/cv";
import type { ReadCard } from "../../lib/recog/read";
import { angleGap, assignSides } from "../../lib/scan/sides";
import { renderTeach, renderTrick, type CardTruth } from "./render";

export const PLAYERS = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"];

export function* teachingPhotos(cv: CV, arts: Map<string, Mat>, seed = 7) {
  const rand = prng(seed);
  for (let i = 0; i < ALL_CARDS.length; i += 12) {
    const codes = ALL_CARDS.slice(i, i + 12) as string[];
    yield { codes, ...renderTeach(cv, arts, {
      width: 4000, height: 3000, codes, columns: 4, gap: 12 + rand() * 10,
      camera: { tilt: rand() * 12, distance: 500 + rand() * 80, roll: (rand() - 0.5) * 4 },
      effects: { blur: rand() * 1.2, noise: 2 + rand() * 3, uneven: rand() * 0.25, tint: [1, 0.97, 0.9] },
      seed: seed * 100 + i,
    }) };
  }
}

export interface TrickScene {
  n: number;
  /** Seat angles of each player from the photographer (player 0), clockwise. */
  photo: Mat;
  truth: CardTruth[];
  tilt: number;
}

/** One trick photo of `n` cards; tries spreads until no card is more than 15% hidden. */
export function trickPhoto(cv: CV, arts: Map<string, Mat>, width: number, height: number, seed: number): TrickScene {
  const rand = prng(seed);
  const n = 4 + (seed % 3);
  const deck = [...ALL_CARDS].sort(() => rand() - 0.5).slice(0, n);
  const tints: [number, number, number][] = [[1, 1, 1], [1, 0.86, 0.66], [0.85, 0.92, 1], [1, 0.93, 0.8], [0.92, 1, 0.9]];
  const tilt = rand() * 35;
  // Card width 9–14% of the photo's width: a phone held over the trick from a seat.
  const cardShare = 0.09 + rand() * 0.05;
  const distance = (0.78 * 70) / cardShare;
  for (let attempt = 0; ; attempt++) {
    const spread = 0.62 + rand() * 0.3 + attempt * 0.04;
    const { photo, truth } = renderTrick(cv, arts, {
      width, height, cards: deck.map((code, k) => ({ code, seat: (360 * k) / n })), spread, jitter: 20,
      camera: { tilt, distance, roll: (rand() - 0.5) * 10, at: [(rand() - 0.5) * 40, (rand() - 0.5) * 30] },
      effects: {
        blur: (width / 2000) * (0.3 + rand() * 0.9), noise: 2 + rand() * 6, uneven: rand() * 0.5,
        tint: tints[Math.floor(rand() * tints.length)], glare: { card: Math.floor(rand() * n), strength: 0.5 + rand() * 0.4, size: 0.2 + rand() * 0.15 },
      },
      seed: seed * 7 + attempt,
    });
    if (truth.every((t) => t.hidden <= 0.15) || attempt >= 8) return { n, photo, truth, tilt };
    photo.delete();
  }
}

export interface Tally {
  cards: number;
  found: number;
  /** Sure and right. */
  right: number;
  /** Sure and wrong: must stay 0. */
  sureWrong: number;
  unsure: number;
  /** Unsure, with the right card among its guesses. */
  unsureRightGuess: number;
  orientationRight: number;
  playersRight: number;
  photosAllRight: number;
  photos: number;
  ms: number[];
}

export const emptyTally = (): Tally => ({ cards: 0, found: 0, right: 0, sureWrong: 0, unsure: 0, unsureRightGuess: 0, orientationRight: 0, playersRight: 0, photosAllRight: 0, photos: 0, ms: [] });

/** Scores one photo's reading (coordinates in the photo's pixels) against its truth. */
export function score(t: Tally, truth: CardTruth[], read: ReadCard[], ms: number, notes?: string[]) {
  const n = truth.length;
  t.photos++; t.cards += n; t.ms.push(ms);
  const players = PLAYERS.slice(0, n);
  const seated = assignSides(read.map((r, i) => ({ code: String(i), x: r.x, y: r.y, rotation: r.rotation })), { players, order: "clockwise", nearest: players[0] });
  let all = true;
  truth.forEach((tr, k) => {
    const c = [tr.quad[0][0] + tr.quad[2][0], tr.quad[0][1] + tr.quad[2][1]].map((v) => v / 2);
    // The reading nearest this card's centre, within a third of its width.
    const w = Math.hypot(tr.quad[1][0] - tr.quad[0][0], tr.quad[1][1] - tr.quad[0][1]);
    let best = -1, bestD = Infinity;
    read.forEach((r, i) => { const d = Math.hypot(r.x - c[0], r.y - c[1]); if (d < bestD) { bestD = d; best = i; } });
    const r = bestD < w * 0.45 ? read[best] : null;
    if (!r) { all = false; notes?.push(`missed ${tr.code} (hidden ${(tr.hidden * 100).toFixed(0)}%)`); return; }
    t.found++;
    const rightCode = r.code === tr.code;
    if (r.sure && rightCode) t.right++;
    else all = false;
    if (r.sure && !rightCode) { t.sureWrong++; notes?.push(`SURE WRONG ${tr.code} read as ${r.code} (${r.inliers}/${r.runnerUp})`); }
    if (!r.sure) { t.unsure++; if (r.guesses.includes(tr.code)) t.unsureRightGuess++; notes?.push(`unsure ${tr.code}: ${r.guesses.join(",")} (${r.inliers}/${r.runnerUp}, hidden ${(tr.hidden * 100).toFixed(0)}%${tr.glare ? ", glare" : ""}${r.partial ? ", partial" : ""})`); }
    const trueRot = (Math.atan2(tr.quad[1][1] - tr.quad[0][1] + tr.quad[2][1] - tr.quad[3][1], tr.quad[1][0] - tr.quad[0][0] + tr.quad[2][0] - tr.quad[3][0]) * 180) / Math.PI;
    if (angleGap(trueRot, r.rotation) < 45) t.orientationRight++;
    const s = seated.find((x) => x.code === String(best));
    if (s && s.player === players[k]) t.playersRight++;
    else all = false;
  });
  if (all) t.photosAllRight++;
}

const pc = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}% (${a}/${b})`;
const pct = (xs: number[], p: number) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0; };

export const TALLY_HEAD = `| Photo | Photos | Cards | Found | Named right (sure) | Sure but wrong | Unsure (right card among guesses) | Way up right | Player right | Photos all right | Median ms | p95 ms |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |`;

export function tallyRow(label: string, t: Tally): string {
  return `| ${label} | ${t.photos} | ${t.cards} | ${pc(t.found, t.cards)} | ${pc(t.right, t.cards)} | ${t.sureWrong} | ${t.unsure} (${t.unsureRightGuess}) | ${pc(t.orientationRight, t.cards)} | ${pc(t.playersRight, t.cards)} | ${pc(t.photosAllRight, t.photos)} | ${pct(t.ms, 0.5).toFixed(0)} | ${pct(t.ms, 0.95).toFixed(0)} |`;
}
