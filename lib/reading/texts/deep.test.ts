/** The deeper texts: complete for all 78 cards, each disposition, our own words said once. */
import { describe, expect, it } from "vitest";
import { ALL_CARDS } from "../../cards";
import { CARDS } from "../cards-data";
import { allDeepTexts, deepOf } from "./index";

const sentences = (t: string) => t.split(/(?<=[.!?])\s+/).filter(Boolean);

describe("deeper texts", () => {
  it("every card has a picture and advice for both sides", () => {
    for (const c of ALL_CARDS) {
      const d = deepOf(c)!;
      expect(d, c).toBeDefined();
      for (const t of [d.image, d.advice.well, d.advice.ill]) {
        expect(t.length, c).toBeGreaterThan(20);
        expect(t, c).toMatch(/[.!?]$/);
      }
      expect(d.advice.well, c).not.toBe(d.advice.ill);
    }
  });
  it("every trump has love and work lines on both sides", () => {
    for (const c of ALL_CARDS.filter((x) => x[0] === "T")) {
      const d = deepOf(c)!;
      expect(d.love!.well, c).toMatch(/^In love, /);
      expect(d.work!.ill, c).toMatch(/^At work, /);
      expect(d.love!.well).not.toBe(d.love!.ill);
    }
    expect(deepOf("T08", "thoth")!.work!.well).toContain("contracts");
  });
  it("follows the card's identity: Thoth's VIII (Adjustment) shows Justice's scales", () => {
    expect(deepOf("T08", "thoth")!.image).toContain("scales");
    expect(deepOf("T08", "rws")!.image).toContain("lion");
    expect(deepOf("T11", "marseille")!.image).toContain("lion");
  });
  it("gives the Thoth titles of the numbered cards, from the deck", () => {
    expect(deepOf("W02")!.thothTitle).toBe("Dominion");
    expect(deepOf("C07")!.thothTitle).toBe("Debauch");
    expect(deepOf("S10")!.thothTitle).toBe("Ruin");
    expect(deepOf("P05")!.thothTitle).toBe("Worry");
    expect(deepOf("P01")!.thothTitle).toBe("Root of the Powers of Earth");
    expect(deepOf("P14")!.thothTitle).toBeUndefined();
  });
  it("court cards are people to meet, with how to act", () => {
    for (const s of ["W", "C", "S", "P"]) for (const r of [11, 12, 13, 14]) {
      const d = deepOf(`${s}${r}`)!;
      expect(d.advice.well, `${s}${r}`).toMatch(/^You may meet /);
    }
  });
  it("says no sentence twice, across the deeper texts and the card texts", () => {
    const seen = new Map<string, string>();
    const all = [...allDeepTexts(), ...Object.values(CARDS).flatMap((c) => [{ where: `${c.code} text well`, text: c.well }, { where: `${c.code} text ill`, text: c.ill }])];
    for (const { where, text } of all) for (const s of sentences(text)) {
      expect(seen.get(s), `"${s}" in ${where} and ${seen.get(s)}`).toBeUndefined();
      seen.set(s, where);
    }
  });
});
