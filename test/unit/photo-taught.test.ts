/**
 * Merging a trick photo's taught cards and giving them to players (app/_components/scanner/photo-taught.ts):
 * a card covered so much that its way of lying is a guess is still given to the player it lies
 * before, by where it lies, and shown unsure.
 */
import { describe, expect, it } from "vitest";
import { merge, seat } from "@/app/_components/scanner/photo-taught";
import type { ReadCard } from "@/lib/recog/read";
import type { Quad } from "@/lib/recog/geometry";

const card = (code: string, x: number, y: number, rotation: number, sure: boolean, inliers: number, partial = false): ReadCard => ({
  quad: [[x - 50, y - 85], [x + 50, y - 85], [x + 50, y + 85], [x - 50, y + 85]] as Quad, x, y, rotation, code, sure,
  guesses: [code, "W01"], partial, inliers, runnerUp: 2,
});
const seats = { players: ["Ann", "Ben", "Cat", "Dan"], order: "clockwise" as const, nearest: "Ann" };

describe("a trick photo's taught cards given to players", () => {
  it("each card by its way of lying; a covered card whose way is a guess (turned 90° here) goes by where it lies, unsure", () => {
    // Ann near the photographer (bottom, 0°), Ben on the left (90°), Cat across (180°), Dan on the right (270°).
    const read = [card("W09", 500, 800, 90, false, 5, true), card("W05", 300, 500, 90, true, 40), card("W06", 500, 200, 180, true, 40), card("W08", 700, 500, 270, true, 40)];
    const seen = merge([], read, (c) => c);
    const out = seat(seen, seats, ["Ben", "Cat", "Dan", "Ann"], new Set());
    expect(Object.fromEntries(out.map((c) => [c.player, c.code]))).toEqual({ Ann: "W09", Ben: "W05", Cat: "W06", Dan: "W08" });
    expect(out.find((c) => c.player === "Ann")!.sure).toBe(false);
  });

  it("a sure card keeps its own way of lying: one turned to no open seat is left out", () => {
    const read = [card("W09", 500, 800, 45, true, 40), card("W05", 300, 500, 90, true, 40), card("W06", 500, 200, 180, true, 40)];
    const out = seat(merge([], read, (c) => c), seats, ["Ben", "Cat"], new Set());
    expect(out.map((c) => c.player).sort()).toEqual(["Ben", "Cat"]);
  });
});
