/** Spreads of one's own (issue 24): places filled exactly, tarot words, never a partner. */
import { describe, expect, it } from "vitest";
import { SOLO_SPREADS, SPREAD_PLACES, soloLine, soloQuery, soloReading, soloSummary } from "./spreads";

describe("solo spreads", () => {
  it("three cards fill exactly Past, Present and Future; a fourth is refused by name", () => {
    const r = soloReading("three-card", "T16, S10-ill, C01");
    expect(r.cards.map((c) => [c.place.position, c.card, c.disposition])).toEqual([["Past", "T16", "well"], ["Present", "S10", "ill"], ["Future", "C01", "well"]]);
    const over = soloReading("three-card", "T16, S10, C01, W02");
    expect(over.cards).toHaveLength(3);
    expect(over.problems[0]).toContain("Two of Wands left out");
  });
  it("the Celtic Cross has ten places and all ten are read; one card has one", () => {
    expect(SPREAD_PLACES["celtic-cross"]).toHaveLength(10);
    const ten = soloReading("celtic-cross", "c1,c2,c3,c4,c5,c6,c7,c8,c9,c10");
    expect(ten.cards.map((c) => c.place.position).at(-1)).toBe("The Outcome");
    expect(ten.problems).toEqual([]);
    expect(SPREAD_PLACES["one-card"]).toHaveLength(1);
    expect(SPREAD_PLACES["man-and-clan"].map((p) => p.position)).toEqual(["The Self", "The Astral/Aether or Collective Unconscious", "The House of Magic", "The House of Illusion (Time)", "The House of Consciousness", "The House of War", "The House of Peace"]);
  });
  it("speaks of upright and reversed, and never of a partner", () => {
    for (const spread of SOLO_SPREADS) {
      const n = SPREAD_PLACES[spread].length;
      const codes = ["T15", "S10", "S08", "C05", "T13", "W03", "P07", "C11", "T21", "S01"].slice(0, n);
      const r = soloReading(spread, codes.map((c, i) => (i % 2 ? `${c}-ill` : c)).join(","));
      const text = [soloSummary(r, "rws"), ...r.cards.map((c) => soloLine(c, "rws"))].join(" ");
      expect(text, spread).not.toMatch(/partner|disposed|team/i);
      if (n > 1) expect(text).toMatch(/reversed/);
    }
  });
  it("no card text speaks of a partner, a team or the game table, so solo readings can show them whole", async () => {
    const { CARDS } = await import("./cards-data");
    for (const c of Object.values(CARDS)) for (const t of [c.well, c.ill]) expect(t, c.code).not.toMatch(/\bpartners?\b|\bteam\b|the table|your side/i);
  });
  it("the Ten of Swords reversed reads its shadow, not the upright ruin", () => {
    const r = soloReading("one-card", "ten of swords reversed");
    expect(r.cards[0]).toMatchObject({ card: "S10", disposition: "ill" });
    const line = soloLine(r.cards[0], "rws");
    expect(line).toContain("reversed");
    expect(soloSummary(r, "rws")).toMatch(/^Ten of Swords, reversed: /);
  });
  it("the link holds spread, cards, style and the question", () => {
    expect(soloQuery("three-card", [{ card: "T16", disposition: "well" }, { card: "S10", disposition: "ill" }], "thoth", { q: "Move house?", date: "2026-11-26" }))
      .toBe("spread=three-card&cards=T16,S10-ill&style=thoth&q=Move+house%3F&date=2026-11-26");
  });
});
