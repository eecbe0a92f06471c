/**
 * The early guess (readCards' onCard, what "Photo of the trick" shows as "So far: …" while the rest
 * is read): every card it gives early is a card of the final reading, read exactly the same, and the
 * reading itself is the same with or without it. On rendered photos of generated card art.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { cvReady, art78, teachPng, trickPng } from "@/test/helpers/recog";
import type { CV } from "@/lib/recog/cv";
import { decodePhoto } from "@/lib/recog/decode-file";
import { rgbaMat, withMats } from "@/lib/recog/mats";
import { taughtCard } from "@/lib/recog/match";
import { readCards, type ReadCard, type TaughtDeck } from "@/lib/recog/read";
import { pack, unpack } from "@/lib/recog/signature";
import { teachFromPhoto } from "@/lib/recog/teach";

vi.setConfig({ testTimeout: 180_000 });
let cv: CV;
let deck: TaughtDeck;
const TAUGHT = ["P05", "P06", "P07", "C11", "C12", "C13"];

beforeAll(async () => {
  cv = await cvReady;
  await art78();
  const { png } = await teachPng(TAUGHT, 3, { width: 2000, height: 1500, camera: { tilt: 5, distance: 560, roll: 1 } });
  const r = withMats((keep) => teachFromPhoto(cv, keep(rgbaMat(cv, decodePhoto(png))), TAUGHT.length));
  expect(r.ok, `found ${r.found.length}`).toBe(true);
  deck = { aspect: r.aspect, cards: r.signatures.map((s, i) => taughtCard(TAUGHT[i], unpack(pack(s)))) };
}, 300_000);

describe("the early guess", () => {
  it("cards laid apart: each card is given early, once, read as in the final reading, which is unchanged", async () => {
    const { rgba } = await trickPng([{ code: "P05", seat: 0 }, { code: "C13", seat: 90 }, { code: "P07", seat: 180 }, { code: "C11", seat: 270 }], { spread: 1.3 });
    const plain = withMats((keep) => readCards(cv, keep(rgbaMat(cv, rgba)), deck, { expect: 4 }));
    const early: ReadCard[] = [];
    const read = withMats((keep) => readCards(cv, keep(rgbaMat(cv, rgba)), deck, { expect: 4, onCard: (c) => early.push(c) }));
    expect(read).toEqual(plain);
    expect(early).toHaveLength(4);
    for (const c of early) expect(read.filter((r) => r.x === c.x && r.y === c.y)).toEqual([c]);
  });

  it("overlapping neighbours: what is given early is in the final reading as it was given", async () => {
    const { rgba } = await trickPng([{ code: "P06", seat: 0 }, { code: "C13", seat: 90 }, { code: "P05", seat: 180 }, { code: "C12", seat: 270 }], { spread: 0.62 });
    const plain = withMats((keep) => readCards(cv, keep(rgbaMat(cv, rgba)), deck, { expect: 4 }));
    const early: ReadCard[] = [];
    const read = withMats((keep) => readCards(cv, keep(rgbaMat(cv, rgba)), deck, { expect: 4, onCard: (c) => early.push(c) }));
    expect(read).toEqual(plain);
    expect(early.length).toBeLessThanOrEqual(read.length);
    for (const c of early) expect(read).toContainEqual(c);
  });

  it("cards touching: a card placed firmly by its keypoints that reads sure is given before the other candidates are tried", async () => {
    // Trumps and aces place well by their keypoints (the near-twin pips of the deck above do not).
    const OTHER = ["T07", "T08", "W10", "W01", "S03", "C14"];
    const { png } = await teachPng(OTHER, 3, { width: 2000, height: 1500, camera: { tilt: 5, distance: 560, roll: 1 } });
    const t = withMats((keep) => teachFromPhoto(cv, keep(rgbaMat(cv, decodePhoto(png))), OTHER.length));
    expect(t.ok).toBe(true);
    const touching: TaughtDeck = { aspect: t.aspect, cards: t.signatures.map((s, i) => taughtCard(OTHER[i], unpack(pack(s)))) };
    // Two cards laid head to head so close that their outlines merge into one.
    const { rgba } = await trickPng([{ code: "T08", seat: 0 }, { code: "W10", seat: 180 }], { width: 2000, height: 1500, spread: 0.4, jitter: 0, effects: { blur: 0.7, noise: 4, uneven: 0.3, tint: [1, 0.9, 0.75], glare: null } });
    const plain = withMats((keep) => readCards(cv, keep(rgbaMat(cv, rgba)), touching, { expect: 2 }));
    const order: string[] = [];
    const early: ReadCard[] = [];
    const read = withMats((keep) => readCards(cv, keep(rgbaMat(cv, rgba)), touching, {
      expect: 2,
      onCard: (c) => { early.push(c); order.push(`card ${c.code}`); },
      debug: (note) => { if (/^locate: \d+ placed/.test(note)) order.push("placed all"); },
    }));
    expect(read).toEqual(plain);
    const done = order.indexOf("placed all");
    expect(done, order.join(", ")).toBeGreaterThan(0);
    for (const c of early.slice(0, done)) {
      expect(c.code).toBe("T08");
      expect(c.sure).toBe(true);
      expect(read.filter((r) => r.x === c.x && r.y === c.y)).toEqual([c]);
    }
  });
});
