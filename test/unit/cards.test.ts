import { describe, expect, it } from "vitest";
import { ALL_CARDS, cardName, isCardCode, rankOf, suitOf, isStar } from "../../lib/cards";
import { parseCard } from "../../lib/cards/parse";

describe("card codes", () => {
  it("has 78 distinct codes: 4×14 mundane and 22 Stars", () => {
    expect(ALL_CARDS).toHaveLength(78);
    expect(new Set(ALL_CARDS).size).toBe(78);
    expect(ALL_CARDS.filter(isStar)).toHaveLength(22);
    expect(ALL_CARDS.filter((c) => suitOf(c) === "W")).toHaveLength(14);
  });
  it("reads suits and ranks", () => {
    expect(suitOf("W07")).toBe("W");
    expect(rankOf("W07")).toBe(7);
    expect(rankOf("P14")).toBe(14);
    expect(rankOf("T00")).toBe(0);
    expect(rankOf("T21")).toBe(21);
    expect(isCardCode("W15")).toBe(false);
    expect(isCardCode("T22")).toBe(false);
    expect(isCardCode("w07")).toBe(false);
  });
});

describe("names per deck style", () => {
  it.each([
    ["C01", "fortunes", "Ace of Cups"],
    ["S13", "fortunes", "Riga of Swords"],
    ["W14", "fortunes", "Righ of Wands"],
    ["W11", "fortunes", "Herald of Wands"],
    ["S13", "rws", "Queen of Swords"],
    ["P11", "rws", "Page of Pentacles"],
    ["P12", "thoth", "Prince of Disks"],
    ["P14", "thoth", "Knight of Disks"],
    ["T21", "fortunes", "Stars 21 (The World)"],
    ["T08", "rws", "Strength"],
    ["T08", "thoth", "Adjustment"],
    ["T11", "thoth", "Lust"],
    ["T01", "thoth", "The Magus"],
    ["T14", "thoth", "Art"],
    ["T20", "thoth", "The Aeon"],
    ["T21", "thoth", "The Universe"],
  ] as const)("%s in %s is %s", (code, style, name) => {
    expect(cardName(code, style)).toBe(name);
  });
});

describe("parseCard", () => {
  it.each([
    ["w7", "W07"], ["W07", "W07"], ["t21", "T21"], ["T0", "T00"], ["Ace of Cups", "C01"], ["ace cups", "C01"],
    ["Riga of Swords", "S13"], ["The Fool", "T00"], ["fool", "T00"], ["Stars 21", "T21"], ["XXI", "T21"], ["Lust", "T11"],
    ["Strength", "T08"], ["Justice", "T11"], ["Adjustment", "T08"], ["Wheel of Fortune", "T10"], ["7 of disks", "P07"],
    ["King of Pentacles", "P14"], ["righ of wands", "W14"], ["Page of Cups", "C11"], ["herald cups", "C11"],
    ["Knight of Swords", "S12"], ["queen of staves", "W13"], ["cups 7", "C07"], ["10 swords", "S10"], ["  Two of Wands ", "W02"],
    ["The Hanged Man", "T12"], ["judgment", "T20"], ["Stars 21 (The World)", "T21"], ["star 0", "T00"],
  ])("%s → %s", (input, code) => {
    const r = parseCard(input);
    expect(r).toEqual({ ok: true, value: code });
  });
  it("reads a Thoth Knight as rank 14 when the style is Thoth", () => {
    expect(parseCard("Knight of Disks", { style: "thoth" })).toEqual({ ok: true, value: "P14" });
    expect(parseCard("Prince of Disks", { style: "thoth" })).toEqual({ ok: true, value: "P12" });
  });
  it.each(["", "W15", "T22", "Eleven of Cups", "banana", "Queen of Hearts"])("rejects %j with a clear message", (input) => {
    const r = parseCard(input);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.id).toBe("card/unknown");
      expect(r.error.message.length).toBeGreaterThan(10);
      if (input) expect(r.error.message).toContain(input);
    }
  });
  it("round-trips every card through every style's name", () => {
    for (const style of ["fortunes", "rws", "thoth"] as const) {
      for (const c of ALL_CARDS) expect(parseCard(cardName(c, style), { style })).toEqual({ ok: true, value: c });
    }
  });
});

describe("cardIndex", () => {
  it("matches the position in ALL_CARDS for every card", async () => {
    const { cardIndex, CARD_INDEX } = await import("../../lib/cards");
    for (const c of ALL_CARDS) expect(cardIndex(c)).toBe(CARD_INDEX[c]);
  });
});
