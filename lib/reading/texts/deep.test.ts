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
  it("every one of the 78 cards has love and work lines on both sides", () => {
    expect(ALL_CARDS).toHaveLength(78);
    for (const style of ["fortunes", "rws", "thoth", "marseille"] as const) for (const c of ALL_CARDS) {
      const d = deepOf(c, style)!;
      for (const side of ["well", "ill"] as const) {
        expect(d.love?.[side], `${c} love ${side}`).toMatch(/^In love, .{20,}[.!?]$/);
        expect(d.work?.[side], `${c} work ${side}`).toMatch(/^At work, .{20,}[.!?]$/);
        // One sentence each, in our plain wording for any reader.
        expect(sentences(d.love![side]), `${c} love ${side}`).toHaveLength(1);
        expect(sentences(d.work![side]), `${c} work ${side}`).toHaveLength(1);
        expect(`${d.love![side]} ${d.work![side]}`, c).not.toMatch(/\bpartners?\b|\bteam\b|the table|disposed/i);
      }
      expect(d.love!.well, c).not.toBe(d.love!.ill);
      expect(d.work!.well, c).not.toBe(d.work!.ill);
    }
    expect(deepOf("T08", "thoth")!.work!.well).toContain("contracts");
    // The lines follow the card's meaning: the Three of Swords is heartbreak, the Ten of Cups a happy home.
    expect(deepOf("S03")!.love!.well).toContain("heartbreak");
    expect(deepOf("C10")!.love!.well).toContain("family");
    expect(deepOf("P01")!.work!.well).toContain("job offer");
  });
  it("court cards in love and at work are people to meet", () => {
    for (const s of ["W", "C", "S", "P"]) for (const r of [11, 12, 13, 14]) {
      const d = deepOf(`${s}${r}`)!;
      expect(d.love!.well, `${s}${r}`).toMatch(/^In love, you may meet /);
      expect(d.work!.well, `${s}${r}`).toMatch(/^At work, you may meet /);
    }
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
