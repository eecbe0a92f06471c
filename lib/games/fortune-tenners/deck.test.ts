import { describe, expect, it } from "vitest";
import { ALL_CARDS } from "../../cards";
import {
  TENNERS_CODES, tarotMapping, tarotToTenners, tennersCardName, tennersToTarot, validRibbons,
} from "./deck";
import { fortuneTennersModule as m } from "./module";
import { parseTennersCard } from "./parse";

describe("deck", () => {
  it("codes in a stable order, suit by suit, Ribbons, then Knots", () => {
    expect(m.deck.codes().slice(0, 3)).toEqual(["A01", "A02", "A03"]);
    expect(m.deck.codes().slice(-8)).toEqual(["R1", "R2", "R3", "R4", "K1", "K2", "K3", "K4"]);
    expect(m.deck.styles.map((s) => s.id)).toEqual(["tenners", "wizard", "tarot"]);
  });

  it("names in the three styles", () => {
    expect(["A07", "D13", "R2", "K3"].map((c) => m.deck.name(c))).toEqual(["7 of A", "13 of D", "Black Ribbon 2", "Gothic Knot 3"]);
    // A Wizard deck's colours by name (symbols A–D = blue, red, green, yellow).
    expect(["A07", "D13", "R1", "K4"].map((c) => m.deck.name(c, "wizard"))).toEqual(["7 of Blue", "13 of Yellow", "Jester 1", "Wizard 4"]);
    expect(["7 of blue", "Green 3", "13 of yellow"].map((t) => m.deck.parse(t, "wizard"))).toEqual(["A07", "C03", "D13"]);
    expect(["A01", "B11", "C12", "D13", "K2", "R1", "R2", "R3", "R4"].map((c) => m.deck.name(c, "tarot"))).toEqual([
      "Ace of Wands", "Page of Cups", "Knight of Swords", "Queen of Pentacles", "King of Cups",
      "The Fool", "The Hanged Man", "Death", "The Tower",
    ]);
    expect(tennersCardName("R1", "tarot", ["T19", "T18", "T17", "T01"])).toBe("The Sun");
  });

  it("tarot mapping both ways: Wands…Pentacles = A…D, Kings = Knots, four Majors = Ribbons, the rest stay in the box", () => {
    expect(tarotToTenners("W07")).toBe("A07");
    expect(tarotToTenners("C13")).toBe("B13");
    expect(tarotToTenners("S12")).toBe("C12");
    expect(tarotToTenners("P01")).toBe("D01");
    expect(["W14", "C14", "S14", "P14"].map((c) => tarotToTenners(c))).toEqual(["K1", "K2", "K3", "K4"]);
    expect(["T00", "T12", "T13", "T16"].map((c) => tarotToTenners(c))).toEqual(["R1", "R2", "R3", "R4"]);
    expect(tarotToTenners("T21")).toBeNull();
    expect(tarotToTenners("T21", ["T21", "T20", "T19", "T18"])).toBe("R1");
    expect(tarotToTenners("nope")).toBeNull();
    expect(tennersToTarot("K3")).toBe("S14");
    expect(tennersToTarot("R4", ["T01", "T02", "T03", "T05"])).toBe("T05");
    const map = tarotMapping();
    expect(Object.keys(map.toTarot)).toHaveLength(60);
    expect(Object.keys(map.toTenners)).toHaveLength(60);
    for (const c of TENNERS_CODES) expect(map.toTenners[map.toTarot[c]]).toBe(c);
    // 56 minor cards + 4 Majors: 60 of the 78 tarot cards, 18 Majors stay in the box.
    expect(ALL_CARDS.filter((c) => tarotToTenners(c) !== null)).toHaveLength(60);
  });

  it("valid Ribbon choices: four different Major Arcana", () => {
    expect(validRibbons(["T00", "T12", "T13", "T16"])).toBe(true);
    expect(validRibbons(["T00", "T00", "T13", "T16"])).toBe(false);
    expect(validRibbons(["T00", "T12", "T13"])).toBe(false);
    expect(validRibbons(["T00", "T12", "T13", "W01"])).toBe(false);
    expect(validRibbons(["T00", "T12", "T13", "T22"])).toBe(false);
  });

  it("parses codes, names of every style, and (tarot) tarot codes and names", () => {
    const cases: [string, string | undefined, string | null][] = [
      ["A07", undefined, "A07"], ["a7", undefined, "A07"], ["7a", undefined, "A07"], ["d 13", undefined, "D13"],
      ["r2", undefined, "R2"], ["K4", undefined, "K4"], ["7 of A", undefined, "A07"], ["seven of b", undefined, "B07"],
      ["Black Ribbon 2", undefined, "R2"], ["gothic knot 3", undefined, "K3"], ["Jester 1", "wizard", "R1"], ["Wizard 4", "wizard", "K4"],
      ["Ribbon 3", undefined, "R3"], ["knot1", undefined, "K1"],
      ["A14", undefined, null], ["R5", undefined, null], ["E01", undefined, null], ["", undefined, null], ["The Fool", "tenners", null],
      ["Seven of Wands", "tarot", "A07"], ["King of Cups", "tarot", "K2"], ["The Fool", "tarot", "R1"], ["Death", "tarot", "R3"],
      ["S14", "tarot", "K3"], ["W07", "tarot", "A07"], ["P12", "tarot", "D12"], ["The World", "tarot", null],
      // Tenners codes win where they overlap tarot codes.
      ["C07", "tarot", "C07"], ["7 of A", "tarot", "A07"],
    ];
    for (const [text, style, want] of cases) expect([text, style, m.deck.parse(text, style)]).toEqual([text, style, want]);
    expect(parseTennersCard("The Sun", "tarot", ["T19", "T18", "T17", "T01"])).toBe("R1");
  });

  it("every code and every name parses back to itself in its style", () => {
    for (const style of ["tenners", "wizard", "tarot"]) {
      for (const c of TENNERS_CODES) {
        expect(m.deck.parse(c, style)).toBe(c);
        expect([style, m.deck.parse(m.deck.name(c, style), style)]).toEqual([style, c]);
      }
    }
  });
});
