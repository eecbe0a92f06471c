/** The stored interpretations: complete, distinct, well formed, with the Golden Dawn correspondences. */
import { describe, expect, it } from "vitest";
import { ALL_CARDS } from "../cards";
import { CARD_CODES, CARDS, SUITS } from "./cards-data";

const sentences = (t: string) => t.split(/(?<=[.!?])\s+/).filter(Boolean);
const all = Object.values(CARDS);
const pad = (n: number) => String(n).padStart(2, "0");

describe("cards-data: completeness", () => {
  it("lists all 78 codes exactly once, keyed by their own code", () => {
    expect(CARD_CODES).toHaveLength(78);
    expect(new Set(CARD_CODES).size).toBe(78);
    expect(Object.keys(CARDS)).toHaveLength(78);
    expect(Object.keys(CARDS).sort()).toEqual([...CARD_CODES].sort());
    for (const [key, c] of Object.entries(CARDS)) expect(c.code).toBe(key);
  });
  it("agrees with lib/cards' deck", () => {
    expect([...CARD_CODES].sort()).toEqual([...ALL_CARDS].sort());
  });
  it("has 14 cards in each mundane suit and 22 Stars", () => {
    for (const s of ["W", "C", "S", "P"]) expect(CARD_CODES.filter((c) => c[0] === s)).toHaveLength(14);
    expect(CARD_CODES.filter((c) => c[0] === "T")).toHaveLength(22);
  });
  it("describes the five suits", () => {
    expect(Object.keys(SUITS)).toEqual(["W", "C", "S", "P", "T"]);
    expect(Object.values(SUITS).map((s) => s.name)).toEqual(["Wands", "Cups", "Swords", "Pentacles", "Stars"]);
    expect(Object.values(SUITS).map((s) => s.element)).toEqual(["Fire", "Water", "Air", "Earth", "Spirit"]);
    for (const s of Object.values(SUITS)) expect(s.domain.length).toBeGreaterThan(20);
  });
});

describe("cards-data: texts", () => {
  it("gives each card 2–4 sentences per disposition", () => {
    for (const c of all) for (const d of ["well", "ill"] as const) {
      const n = sentences(c[d]).length;
      expect(n, `${c.code} ${d}: ${c[d]}`).toBeGreaterThanOrEqual(2);
      expect(n, `${c.code} ${d}: ${c[d]}`).toBeLessThanOrEqual(4);
    }
  });
  it("keeps texts tidy: no filler openings, no stray spaces, closing punctuation", () => {
    for (const c of all) for (const d of ["well", "ill"] as const) {
      const t = c[d];
      expect(t, c.code).not.toMatch(/^(this card|the card)\b/i);
      expect(t, c.code).not.toMatch(/\bthis card means\b/i);
      expect(t, c.code).not.toMatch(/\s{2}|^\s|\s$/);
      expect(t, c.code).toMatch(/[.!?]$/);
      expect(t.length, c.code).toBeGreaterThan(60);
      expect(t.length, c.code).toBeLessThan(400);
    }
  });
  it("never repeats a text: 156 distinct interpretations and 156 distinct first sentences", () => {
    const texts = all.flatMap((c) => [c.well, c.ill]);
    expect(new Set(texts).size).toBe(156);
    const firsts = all.flatMap((c) => [sentences(c.well)[0], sentences(c.ill)[0]]);
    expect(new Set(firsts).size).toBe(156);
  });
  it("gives 3–5 non-empty keywords per disposition, none repeated within a card", () => {
    for (const c of all) {
      for (const d of ["well", "ill"] as const) {
        const k = c.keywords[d];
        expect(k.length, `${c.code} ${d}`).toBeGreaterThanOrEqual(3);
        expect(k.length, `${c.code} ${d}`).toBeLessThanOrEqual(5);
        for (const w of k) expect(w.trim(), c.code).toBe(w), expect(w.length, c.code).toBeGreaterThan(0);
      }
      const both = [...c.keywords.well, ...c.keywords.ill];
      expect(new Set(both).size, c.code).toBe(both.length);
    }
  });
  it("calls the courts by their Fortunes names", () => {
    const names = ["Herald", "Knight", "Riga", "Righ"];
    for (const s of ["W", "C", "S", "P"]) for (let r = 11; r <= 14; r++) {
      expect(CARDS[`${s}${r}`].well, `${s}${r}`).toContain(names[r - 11]);
    }
    for (const c of all) for (const d of ["well", "ill"] as const) expect(c[d], c.code).not.toMatch(/\b(Page|Queen|King|Princess)\b/);
  });
});

describe("cards-data: correspondences (Golden Dawn)", () => {
  it("gives every Star an astrology, a Hebrew letter and its number", () => {
    const letters = new Set<string>();
    for (let n = 0; n <= 21; n++) {
      const c = CARDS[`T${pad(n)}`].correspondences;
      expect(c.astrology, `T${pad(n)}`).toBeTruthy();
      expect(c.hebrew, `T${pad(n)}`).toBeTruthy();
      expect(c.number).toBe(n);
      letters.add(c.hebrew!);
    }
    expect(letters.size).toBe(22);
  });
  it("matches the traditional attributions", () => {
    expect(CARDS.T00.correspondences).toMatchObject({ astrology: "Air", hebrew: "Aleph", element: "Air" });
    expect(CARDS.T01.correspondences).toMatchObject({ astrology: "Mercury", hebrew: "Beth" });
    expect(CARDS.T01.correspondences.element).toBeUndefined();
    expect(CARDS.T03.correspondences).toMatchObject({ astrology: "Venus", hebrew: "Daleth" });
    expect(CARDS.T04.correspondences).toMatchObject({ astrology: "Aries", hebrew: "Heh", element: "Fire" });
    expect(CARDS.T08.correspondences).toMatchObject({ astrology: "Leo", hebrew: "Teth" });
    expect(CARDS.T11.correspondences).toMatchObject({ astrology: "Libra", hebrew: "Lamed" });
    expect(CARDS.T12.correspondences).toMatchObject({ astrology: "Water", hebrew: "Mem" });
    expect(CARDS.T17.correspondences).toMatchObject({ astrology: "Aquarius", hebrew: "Tzaddi" });
    expect(CARDS.T21.correspondences.hebrew).toBe("Tav");
    expect(CARDS.T21.correspondences.astrology).toMatch(/^Saturn/);
  });
  it("gives the pips their decans and number, the Aces their root, the courts their element", () => {
    expect(CARDS.W02.correspondences).toMatchObject({ element: "Fire", astrology: "Mars in Aries", number: 2 });
    expect(CARDS.C07.correspondences.astrology).toBe("Venus in Scorpio");
    expect(CARDS.S10.correspondences.astrology).toBe("Sun in Gemini");
    expect(CARDS.P10.correspondences.astrology).toBe("Mercury in Virgo");
    expect(CARDS.C01.correspondences).toMatchObject({ element: "Water", astrology: "Root of Water", number: 1 });
    expect(CARDS.W11.correspondences.astrology).toBe("Earth of Fire");
    expect(CARDS.W12.correspondences.astrology).toBe("Air of Fire");
    expect(CARDS.C13.correspondences.astrology).toBe("Water of Water");
    expect(CARDS.S14.correspondences.astrology).toBe("Fire of Air");
    expect(CARDS.P14.correspondences.number).toBeUndefined();
    const decans = CARD_CODES.filter((c) => c[0] !== "T" && +c.slice(1) >= 2 && +c.slice(1) <= 10).map((c) => CARDS[c].correspondences.astrology);
    expect(new Set(decans).size).toBe(36);
    for (const c of CARD_CODES.filter((x) => x[0] !== "T")) {
      expect(CARDS[c].correspondences.element).toBe(SUITS[c[0] as "W"].element);
    }
  });
});
