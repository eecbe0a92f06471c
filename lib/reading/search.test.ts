/** The reference's search, by the cases the tarot reader tried (issue 24). */
import { describe, expect, it } from "vitest";
import { searchCards } from "./search";

const codes = (q: string, style?: "rws" | "thoth" | "marseille" | "fortunes") => searchCards(q, style).codes;

describe("searchCards", () => {
  it("matches whole words: King finds the four Kings and not The Magician through “making”", () => {
    const kings = codes("King", "rws");
    expect(kings).not.toContain("T01");
    for (const c of ["W14", "C14", "S14", "P14"]) expect(kings).toContain(c);
  });
  it("reads Roman numerals: XVI is The Tower, and only it", () => {
    expect(codes("XVI")).toEqual(["T16"]);
    expect(codes("XXI")).toEqual(["T21"]);
    expect(codes("viii", "thoth")).toEqual(["T08"]);
  });
  it("money finds the coin suit and every card that speaks of money", () => {
    const found = codes("money");
    for (let r = 1; r <= 14; r++) expect(found).toContain(`P${String(r).padStart(2, "0")}`);
    expect(found.length).toBeGreaterThan(14);
  });
  it("reversed is a side, not a word: “ten of swords reversed” gives the Ten of Swords, ill-disposed", () => {
    const s = searchCards("ten of swords reversed");
    expect(s.codes[0]).toBe("S10");
    expect(s.disposition).toBe("ill");
    expect(searchCards("Tower upright").disposition).toBe("well");
    expect(searchCards("reversed").codes).toHaveLength(78);
  });
  it("finds names in every style, by the card's identity", () => {
    expect(codes("Lust", "thoth")[0]).toBe("T11");
    expect(codes("Lust", "rws")[0]).toBe("T08");
    expect(codes("Adjustment", "marseille")[0]).toBe("T08");
    expect(codes("Riga")).toHaveLength(4);
    expect(codes("Disks", "rws")).toHaveLength(14);
    expect(codes("House of God")[0]).toBe("T16");
  });
  it("searches texts too: grief finds cards whose text speaks of grief", () => {
    expect(codes("grief")).toContain("C05");
  });
  it("an empty or unknown query", () => {
    expect(codes("")).toHaveLength(78);
    expect(codes("zzzqqq")).toEqual([]);
  });
});
