/**
 * A whole trick in one photo: zxing-wasm reads every sticker of a synthetic trick photo
 * (bench/scan/trick.ts), with its place and angle, and lib/scan/sides.ts gives each card to the
 * player who laid it. Photos that read nothing say why.
 */
import { describe, expect, it } from "vitest";
import { grayToRgba, renderTrickGray } from "../../bench/scan/trick";
import { decodeAll, downscale, whyNothing } from "../../lib/scan/decode-multi";
import { assignSides } from "../../lib/scan/sides";
import { useOfflineZxing } from "../helpers/scan";

useOfflineZxing();

const FOUR = ["Ann", "Ben", "Cat", "Dan"];

describe("every sticker in a photo of the trick", () => {
  it("reads four cards with their angles and gives each to its player (phone at Ann, clockwise)", async () => {
    // Ann's card down the photo upright, Ben's to the left turned 90°, Cat's up turned 180°, Dan's right turned 270°.
    const cards = [{ code: "W07", seat: 0 }, { code: "C02", seat: 90 }, { code: "T04", seat: 180 }, { code: "S11", seat: 270 }];
    const { gray } = renderTrickGray({ width: 1600, height: 1200, sticker: 110, cards, jitter: 12, tilt: 15, noise: 4, unevenLight: 0.3, seed: 5 });
    const found = await decodeAll(grayToRgba(gray, 1600, 1200), { expect: 4 });
    expect(found.map((f) => f.code).sort()).toEqual(["C02", "S11", "T04", "W07"]);
    const rot = Object.fromEntries(found.map((f) => [f.code, ((Math.round(f.rotation / 90) % 4) + 4) % 4]));
    expect(rot).toEqual({ W07: 0, C02: 1, T04: 2, S11: 3 });
    const seated = assignSides(found, { players: FOUR, order: "clockwise", nearest: "Ann" });
    expect(Object.fromEntries(seated.map((s) => [s.code, s.player]))).toEqual({ W07: "Ann", C02: "Ben", T04: "Cat", S11: "Dan" });
  });

  it("reads a 12-megapixel photo after shrinking it, and Tenners stickers as TN: codes", async () => {
    const cards = [{ code: "TN:A07", seat: 0 }, { code: "TN:R1", seat: 120 }, { code: "TN:D13", seat: 240 }];
    const { gray } = renderTrickGray({ width: 4000, height: 3000, sticker: 190, cards, jitter: 10, tilt: 10, noise: 5, seed: 9 });
    const small = downscale(grayToRgba(gray, 4000, 3000));
    expect(small.width).toBe(2000);
    const found = await decodeAll(small, { expect: 3 });
    expect(found.map((f) => f.code).sort()).toEqual(["TN:A07", "TN:D13", "TN:R1"]);
    const seated = assignSides(found, { players: ["Ann", "Ben", "Cat"], order: "clockwise", nearest: "Ann" });
    expect(Object.fromEntries(seated.map((s) => [s.code, s.player]))).toEqual({ "TN:A07": "Ann", "TN:R1": "Ben", "TN:D13": "Cat" });
  });

  it("says why nothing was read: blurred, too small, or no sticker", async () => {
    const cards = [{ code: "W07", seat: 0 }, { code: "C02", seat: 90 }];
    const blurred = renderTrickGray({ width: 1600, height: 1200, sticker: 110, cards, blur: 9, seed: 2 }).gray;
    const img = grayToRgba(blurred, 1600, 1200);
    expect(await decodeAll(img)).toEqual([]);
    expect(whyNothing(img)).toMatch(/blurred/);
    // Sharp cards whose stickers are not ours (blank white squares would do; here the codes are cut to 2 px so nothing decodes).
    const sharpCards = renderTrickGray({ width: 1600, height: 1200, sticker: 40, cards, noise: 3, seed: 2 }).gray;
    expect(whyNothing(grayToRgba(sharpCards, 1600, 1200))).toMatch(/No card sticker/);
    expect(whyNothing(grayToRgba(new Uint8ClampedArray(400 * 300), 400, 300))).toMatch(/too small/);
  });
});
