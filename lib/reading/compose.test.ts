/** Composed reading text: position lines, one-line meanings and team summaries. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardName } from "../cards";
import { CARD_CODES, CARDS } from "./cards-data";
import { plainMeaning, positionLine, shortMeaning, teamSummary, type Disposition } from "./compose";
import { POSITIONS } from "./positions";

const sentences = (t: string) => t.split(/(?<=[.!?])\s+/).filter(Boolean);
const DISPOSITIONS: Disposition[] = ["well", "ill"];

describe("positionLine", () => {
  it("reads every card, disposition and position in one clean sentence naming the card and the place", () => {
    for (const code of CARD_CODES) for (const d of DISPOSITIONS) for (const p of [...POSITIONS, null]) {
      const line = positionLine(code, d, p);
      const where = `${code} ${d} ${p?.id ?? "beyond"}: ${line}`;
      expect(sentences(line).length, where).toBe(1);
      expect(line, where).toMatch(/^[A-ZÁ-Ú0-9]/);
      expect(line, where).toMatch(/[.!?]$/);
      expect(line, where).not.toMatch(/undefined|null|\s{2}|\(\)|\.\.|\bUnder\b|the threat of|answers in kind|working (for|against) the team/);
      expect(line, where).toContain(d === "well" ? "well-disposed" : "ill-disposed");
      expect(line.toLowerCase(), where).toContain(cardName(code).toLowerCase().replace(/^the /, ""));
      if (!p) expect(line.toLowerCase(), where).toContain("beyond the layout");
    }
  });
  it("is deterministic", () => {
    fc.assert(fc.property(
      fc.constantFrom(...CARD_CODES), fc.constantFrom(...DISPOSITIONS), fc.constantFrom(...POSITIONS, null),
      (code, d, p) => positionLine(code, d, p) === positionLine(code, d, p ? { ...p } : null),
    ));
  });
  it("weighs the card's tone against the place's", () => {
    const at = (id: string) => POSITIONS.find((x) => x.id === id)!;
    // A well-disposed, kind card among Enemies: the opposition is softened, never "working for the team".
    const enemies = positionLine("C06", "well", at("future-3"));
    expect(enemies).toMatch(/kind card in a hard place|something to learn or win over/);
    expect(enemies).toContain("whoever stands against you");
    // An ill-disposed card in Shared Fate: its shadow falls on the fate the two share.
    const shared = positionLine("W03", "ill", at("fate-reader-9"));
    expect(shared).toMatch(/shadow|warning/);
    expect(shared).toContain("the fate you share with your partner");
    // An ill-disposed card in a kind place spoils part of it; in a hard place it doubles the warning.
    expect(positionLine("C02", "ill", at("future-4"))).toMatch(/shadow/);
    expect(positionLine("C02", "ill", at("future-2"))).toMatch(/doubles the warning|dark card in a dark place/);
    // A hard card well-disposed is not made cheerful: The Tower in the Self is a hard lesson or a difficult truth.
    expect(positionLine("T16", "well", at("man-1"))).toMatch(/hard lesson|difficult truth/);
    // Plain names of the seed's special places.
    expect(positionLine("T21", "well", at("fate-reader-10"))).toContain("your Outcome");
    expect(positionLine("T21", "well", at("fate-reader-8"))).toContain("the Gift you give");
  });
  it("names the card in the deck style, with the keywords of the card printed there", () => {
    const p = POSITIONS.find((x) => x.id === "clan-6")!;
    const line = positionLine("P10", "well", p);
    expect(line).toContain("Ten of Pentacles");
    expect(CARDS.P10.keywords.well.filter((k) => line.includes(k)).length).toBeGreaterThanOrEqual(2);
    expect(positionLine("S13", "ill", p)).toContain("Riga of Swords");
    expect(positionLine("S13", "ill", p, undefined, "rws")).toContain("Queen of Swords");
    const lust = positionLine("T11", "well", p, undefined, "thoth");
    expect(lust).toContain("Lust");
    expect(CARDS.T08.keywords.well.filter((k) => lust.includes(k)).length).toBe(2);
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
  it("gives every place a plain meaning, without the seed's bare terms", () => {
    for (const p of POSITIONS) {
      const plain = plainMeaning(p);
      expect(plain.length, p.id).toBeGreaterThan(20);
      expect(plain).not.toMatch(/sphere|☍/i);
    }
    expect(plainMeaning(POSITIONS.find((x) => x.id === "universe-2")!)).toContain("Land of the Young");
  });
  it("copes with a bare position, another spread's place and an unknown card", () => {
    const line = positionLine("W01", "well", { zone: "The Man", position: "The Self", meaning: "Root, Origin" });
    expect(line).toContain("the Self");
    expect(positionLine("W01", "ill", { zone: "Three cards", position: "Past", meaning: "", sense: { subject: "what lies behind you", plain: "", tone: "open" } })).toContain("what lies behind you");
    expect(positionLine("X99", "ill", null, "Mystery card")).toContain("Mystery card");
  });
});

describe("no sentence is said twice", () => {
  it("across all 156 card texts and every position line, in every deck style", () => {
    const seen = new Map<string, string>();
    const add = (text: string, where: string) => {
      for (const s of sentences(text)) {
        const prev = seen.get(s);
        expect(prev, `"${s}" in ${where} and ${prev}`).toBeUndefined();
        seen.set(s, where);
      }
    };
    for (const code of CARD_CODES) for (const d of DISPOSITIONS) add(CARDS[code][d], `${code} ${d}`);
    for (const code of CARD_CODES) for (const d of DISPOSITIONS) for (const p of [...POSITIONS, null]) add(positionLine(code, d, p), `${code} ${d} ${p?.id ?? "beyond"}`);
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
