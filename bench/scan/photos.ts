/**
 * Whole-trick photos for `npm run bench:scan`: 3–6 stickered cards round the middle of a table,
 * each laid readable from its player's seat (turned towards that player, up to ±20° off), taken
 * from one random player's place, with camera tilt (perspective), blur, noise and uneven light, at
 * 12 MP (4000×3000) and 3 MP (2000×1500). Per photo: every card named, and every card given to the
 * right player (lib/scan/sides.ts, the seats clockwise or counter-clockwise at random); and the
 * time from RGBA pixels to the seated cards (shrinking included).
 */
import { ALL_CARDS } from "../../lib/cards";
import { prng } from "../../lib/random";
import { decodeAll, downscale } from "../../lib/scan/decode-multi";
import { assignSides } from "../../lib/scan/sides";
import { grayToRgba, renderTrickGray } from "./trick";

const NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"];
const pct = (xs: number[], p: number) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };

export interface PhotoFigures { size: string; photos: number; named: number; seated: number; median: number; p95: number; bySeats: Record<number, [number, number]> }

export async function benchTrickPhotos(count: number, log: (line: string) => void = console.log): Promise<{ rows: string[]; figures: PhotoFigures[] }> {
  const rows: string[] = [];
  const figures: PhotoFigures[] = [];
  for (const [W, H, label] of [[4000, 3000, "12 MP"], [2000, 1500, "3 MP"]] as const) {
    const rand = prng(31 + W);
    let named = 0, seated = 0;
    const times: number[] = [];
    const bySeats: Record<number, [number, number]> = {};
    for (let i = 0; i < count; i++) {
      const n = 3 + (i % 4);
      const players = NAMES.slice(0, n);
      const order = rand() < 0.5 ? "clockwise" : "counter-clockwise";
      const me = Math.floor(rand() * n);
      const deck = [...ALL_CARDS].sort(() => rand() - 0.5).slice(0, n);
      // Player k sits (k − me) steps round from the phone, in the list's direction.
      const seatOf = (k: number) => ((((k - me) * (order === "clockwise" ? 1 : -1)) % n + n) % n) * (360 / n);
      const cards = players.map((_, k) => ({ code: deck[k], seat: seatOf(k) }));
      const { gray } = renderTrickGray({
        width: W, height: H, cards, seed: 1000 + i,
        sticker: W * (0.04 + rand() * 0.015), spread: 2.4 + rand() * 0.6, jitter: 20, tilt: rand() * 25,
        blur: (W / 2000) * rand() * 1.1, noise: rand() * 8, unevenLight: rand() * 0.5,
        dx: (rand() - 0.5) * 0.1, dy: (rand() - 0.5) * 0.1,
      });
      const rgba = grayToRgba(gray, W, H);
      const t0 = performance.now();
      const found = await decodeAll(downscale(rgba), { expect: n });
      const got = assignSides(found, { players, order, nearest: players[me] });
      times.push(performance.now() - t0);
      const allNamed = deck.every((c) => found.some((f) => f.code === c));
      const allSeated = allNamed && got.length === n && got.every((g) => deck.indexOf(g.code) === players.indexOf(g.player));
      if (allNamed) named++;
      if (allSeated) seated++;
      const s = (bySeats[n] ??= [0, 0]);
      s[1]++; if (allSeated) s[0]++;
    }
    const f = { size: `${label} (${W}×${H})`, photos: count, named, seated, median: pct(times, 0.5), p95: pct(times, 0.95), bySeats };
    figures.push(f);
    const p = (a: number) => `${((100 * a) / count).toFixed(0)}% (${a}/${count})`;
    rows.push(`| ${f.size} | ${count} | ${p(named)} | ${p(seated)} | ${Object.entries(bySeats).map(([k, [a, b]]) => `${k}: ${a}/${b}`).join(", ")} | ${f.median.toFixed(0)} | ${f.p95.toFixed(0)} |`);
    log(rows.at(-1)!);
  }
  return { rows, figures };
}

export const PHOTO_TABLE_HEAD = `| Photo | Photos | Every card named | Every card to the right player | By seats (right/all) | Median ms | p95 ms |
| --- | --- | --- | --- | --- | --- | --- |`;
