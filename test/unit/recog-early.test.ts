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
});
