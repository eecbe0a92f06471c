/** Composed reading text: position lines, one-line meanings and team summaries. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardName } from "../cards";
import { CARD_CODES, CARDS } from "./cards-data";
import { positionLine, shortMeaning, teamSummary, type Disposition } from "./compose";
import { POSITIONS } from "./positions";

const sentences = (t: string) => t.split(/(?<=[.!?])\s+/).filter(Boolean);
const DISPOSITIONS: Disposition[] = ["well", "ill"];

describe("positionLine", () => {
  it("reads every card, disposition and position in one or two clean sentences", () => {
    for (const code of CARD_CODES) for (const d of DISPOSITIONS) for (const p of [...POSITIONS, null]) {
      const line = positionLine(code, d, p);
      const where = `${code} ${d} ${p?.id ?? "beyond"}: ${line}`;
      expect(sentences(line).length, where).toBeGreaterThanOrEqual(1);
      expect(sentences(line).length, where).toBeLessThanOrEqual(2);
      expect(line, where).toMatch(/^[A-ZÁ-Ú0-9]/);
      expect(line, where).toMatch(/[.!?]$/);
      expect(line, where).not.toMatch(/undefined|null|\s{2}|\(\)|\.\./);
      expect(line, where).toContain(d === "well" ? "well-disposed" : "ill-disposed");
      expect(line, where).not.toBe(CARDS[code][d]);
      if (p) expect(line, where).toContain(p.position.replace(/\)$/, ""));
      else expect(line.toLowerCase(), where).toContain("beyond the layout");
    }
  });
  it("is deterministic", () => {
    fc.assert(fc.property(
      fc.constantFrom(...CARD_CODES), fc.constantFrom(...DISPOSITIONS), fc.constantFrom(...POSITIONS, null),
      (code, d, p) => positionLine(code, d, p) === positionLine(code, d, p ? { ...p } : null),
    ));
  });
  it("names the card (Fortunes names by default, or the name passed in) and two of its keywords", () => {
    const p = POSITIONS.find((x) => x.id === "clan-6")!;
    const line = positionLine("P10", "well", p);
    expect(line).toContain("Ten of Pentacles");
    expect(CARDS.P10.keywords.well.filter((k) => line.includes(k)).length).toBeGreaterThanOrEqual(2);
    expect(positionLine("S13", "ill", p)).toContain("Riga of Swords");
    expect(positionLine("S13", "ill", p, cardName("S13", "rws"))).toContain("Queen of Swords");
    expect(positionLine("T11", "well", p, cardName("T11", "thoth"))).toContain("Lust");
    expect(positionLine("T18", "well", p)).toContain("Stars 18 (The Moon)");
    expect(positionLine("T18", "well", p, "The Moon")).toMatch(/\b[Tt]he Moon\b/);
  });
  it("reads the same card differently in different positions and dispositions", () => {
    for (const code of ["T17", "W05", "C13", "P01"]) {
      const lines = POSITIONS.map((p) => positionLine(code, "well", p));
      expect(new Set(lines).size).toBe(POSITIONS.length);
      const openings = new Set(lines.map((l) => l.split(" ").slice(0, 2).join(" ")));
      expect(openings.size, code).toBeGreaterThan(3);
      for (const p of POSITIONS) expect(positionLine(code, "well", p)).not.toBe(positionLine(code, "ill", p));
    }
  });
  it("varies its phrasing across a spread", () => {
    const p = POSITIONS[0];
    const shapes = new Set(CARD_CODES.map((c) => positionLine(c, "well", p, "X").replace(/X/g, "").split(" ")[0]));
    expect(shapes.size).toBeGreaterThan(3);
  });
  it("folds the position's meaning in once, even where the position carries a note of its own", () => {
    const illusion = POSITIONS.find((x) => x.id === "man-4")!;
    for (const code of CARD_CODES.slice(0, 20)) {
      const line = positionLine(code, "ill", illusion);
      expect(line).toContain("Creativity and Sensitivity: Anarchy");
      expect(line).not.toContain(") (");
    }
    const hopes = POSITIONS.find((x) => x.id === "future-1")!;
    expect(positionLine("C01", "well", hopes)).not.toContain("Hopes (Hopes)");
  });
  it("copes with a bare position and with an unknown card", () => {
    const line = positionLine("W01", "well", { zone: "The Man", position: "The Self", meaning: "Root, Origin" });
    expect(line).toContain("The Self");
    expect(positionLine("X99", "ill", null, "Mystery card")).toContain("Mystery card");
  });
});

describe("shortMeaning", () => {
  it("is the first sentence of the full interpretation", () => {
    expect(shortMeaning("T00", "well")).toBe("A fresh road opens and you are light enough to take it.");
    for (const code of CARD_CODES) for (const d of DISPOSITIONS) {
      const s = shortMeaning(code, d);
      expect(CARDS[code][d].startsWith(s), `${code} ${d}`).toBe(true);
      expect(s).toMatch(/[.!?]$/);
      expect(s.length).toBeLessThan(CARDS[code][d].length);
    }
  });
  it("is distinct for all 156 card-dispositions", () => {
    expect(new Set(CARD_CODES.flatMap((c) => DISPOSITIONS.map((d) => shortMeaning(c, d)))).size).toBe(156);
  });
  it("is empty for an unknown card", () => {
    expect(shortMeaning("Z01", "well")).toBe("");
  });
});

describe("teamSummary", () => {
  const cards = (...xs: [string, Disposition][]) => xs.map(([card, disposition]) => ({ card, disposition }));

  it("counts dispositions and finds the leading suit", () => {
    const s = teamSummary({ outcome: "fortune", cards: cards(["W01", "well"], ["W02", "ill"], ["C03", "well"]) });
    expect(s).toMatchObject({ headline: "A fortune to share", dominantSuits: ["Wands"], wellCount: 2, illCount: 1 });
    expect(s.text).toContain("fortune");
    expect(s.text).toContain("Wands lead the spread with 2");
    expect(s.text).toContain("leans in the team's favour");
  });
  it("lists tied suits in suit order, Stars included", () => {
    const s = teamSummary({ outcome: "doom", cards: cards(["T04", "ill"], ["S02", "ill"], ["T19", "well"], ["S11", "ill"], ["P03", "well"]) });
    expect(s).toMatchObject({ headline: "A doom to share", dominantSuits: ["Swords", "Stars"], wellCount: 2, illCount: 3 });
    expect(s.text).toContain("Swords and Stars share the lead with 2 each");
    expect(s.text).toContain("against the team");
  });
  it("says when no suit leads and when favour and opposition are even", () => {
    const s = teamSummary({ outcome: "even", cards: cards(["C01", "well"], ["S02", "ill"]) });
    expect(s).toMatchObject({ headline: "An even reading", dominantSuits: ["Cups", "Swords"], wellCount: 1, illCount: 1 });
    expect(s.text).toContain("No suit leads");
    expect(s.text).toContain("weigh the same");
  });
  it("reads an empty spread", () => {
    const s = teamSummary({ outcome: "doom", cards: [] });
    expect(s).toEqual(expect.objectContaining({ dominantSuits: [], wellCount: 0, illCount: 0 }));
    expect(s.text).toContain("no tricks");
  });
  it("always adds up, and its leaders are the suits with the most cards", () => {
    fc.assert(fc.property(
      fc.constantFrom("fortune" as const, "doom" as const, "even" as const),
      fc.uniqueArray(fc.constantFrom(...CARD_CODES), { maxLength: 19 }),
      fc.array(fc.boolean(), { minLength: 19, maxLength: 19 }),
      (outcome, codes, flags) => {
        const input = codes.map((card, i) => ({ card, disposition: (flags[i] ? "well" : "ill") as Disposition }));
        const s = teamSummary({ outcome, cards: input });
        expect(s.wellCount + s.illCount).toBe(codes.length);
        expect(s.wellCount).toBe(flags.slice(0, codes.length).filter(Boolean).length);
        const count = (name: string) => codes.filter((c) => ({ W: "Wands", C: "Cups", S: "Swords", P: "Pentacles", T: "Stars" })[c[0] as "W"] === name).length;
        const top = Math.max(0, ...["Wands", "Cups", "Swords", "Pentacles", "Stars"].map(count));
        expect(s.dominantSuits).toEqual(["Wands", "Cups", "Swords", "Pentacles", "Stars"].filter((n) => top > 0 && count(n) === top));
        expect(s.text).not.toMatch(/undefined|NaN|\s{2}/);
        expect(s.headline.length).toBeGreaterThan(0);
      },
    ));
  });
});
