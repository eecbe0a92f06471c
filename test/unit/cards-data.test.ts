/** The stored interpretations: complete, distinct, and the composed lines well formed. */
import { describe, expect, it } from "vitest";
import { ALL_CARDS } from "../../lib/cards";
import { CARDS, SUITS } from "../../lib/reading/cards-data";
import { positionLine, shortMeaning, teamSummary } from "../../lib/reading/compose";
import { POSITIONS } from "../../lib/reading/positions";

const sentences = (t: string) => t.split(/(?<=[.!?])\s+/).filter(Boolean).length;

describe("card interpretations", () => {
  it("cover all 78 cards exactly", () => {
    expect(Object.keys(CARDS).sort()).toEqual([...ALL_CARDS].sort());
    for (const code of ALL_CARDS) expect(CARDS[code].code).toBe(code);
  });
  it("give each card 2–4 sentences per disposition, with keywords", () => {
    for (const c of Object.values(CARDS)) {
      for (const d of ["well", "ill"] as const) {
        expect(sentences(c[d]), `${c.code} ${d}`).toBeGreaterThanOrEqual(2);
        expect(sentences(c[d]), `${c.code} ${d}`).toBeLessThanOrEqual(4);
        expect(c.keywords[d].length).toBeGreaterThanOrEqual(3);
        expect(c[d]).not.toMatch(/^This card means/i);
      }
    }
  });
  it("never repeat a text: 156 distinct interpretations", () => {
    const texts = Object.values(CARDS).flatMap((c) => [c.well, c.ill]);
    expect(new Set(texts).size).toBe(156);
  });
  it("carry the traditional correspondences", () => {
    for (let n = 0; n <= 21; n++) {
      const c = CARDS[`T${String(n).padStart(2, "0")}`];
      expect(c.correspondences.astrology).toBeTruthy();
      expect(c.correspondences.hebrew).toBeTruthy();
    }
    expect(CARDS.T01.correspondences).toMatchObject({ astrology: "Mercury", hebrew: "Beth" });
    expect(CARDS.T08.correspondences.astrology).toBe("Leo");
    expect(CARDS.T11.correspondences.astrology).toBe("Libra");
    expect(CARDS.W02.correspondences.astrology).toBe("Mars in Aries");
    expect(CARDS.P10.correspondences.astrology).toBe("Mercury in Virgo");
    expect(Object.keys(SUITS)).toEqual(["W", "C", "S", "P", "T"]);
  });
});

describe("composed reading text", () => {
  it("reads a card in a position, deterministically and differently from the full text", () => {
    const pos = POSITIONS[0];
    const a = positionLine("P10", "well", pos, "Ten of Pentacles");
    expect(a).toBe(positionLine("P10", "well", pos, "Ten of Pentacles"));
    expect(a).toContain("Ten of Pentacles");
    expect(a).not.toBe(CARDS.P10.well);
    expect(positionLine("P10", "ill", null)).toContain("beyond the layout");
    const lines = new Set(POSITIONS.map((p) => positionLine("T17", "well", p).split(" ")[0]));
    expect(lines.size).toBeGreaterThan(1);
  });
  it("shortMeaning is the first sentence", () => {
    expect(shortMeaning("T00", "well")).toBe("A fresh road opens and you are light enough to take it.");
  });
  it("sums a team's cards", () => {
    const s = teamSummary({ outcome: "fortune", cards: [{ card: "W01", disposition: "well" }, { card: "W02", disposition: "ill" }, { card: "C03", disposition: "well" }] });
    expect(s).toMatchObject({ headline: "A fortune to share", dominantSuits: ["Wands"], wellCount: 2, illCount: 1 });
    expect(teamSummary({ outcome: "even", cards: [] }).text).toContain("no tricks");
  });
});
