import { describe, expect, it } from "vitest";
import { CODES_41, cardName41, isCode41, parseCard41 } from "./deck";
import { forteyOneModule as m } from "./module";

describe("Fortey-One deck", () => {
  it("codes are the tarot codes without rank 12 and without Majors", () => {
    expect(isCode41("C01")).toBe(true);
    expect(isCode41("W14")).toBe(true);
    expect(isCode41("S12")).toBe(false);
    expect(isCode41("T05")).toBe(false);
    expect(isCode41("c01")).toBe(false);
    expect(m.deck.codes()).toBe(CODES_41);
  });

  it("names cards as playing cards (standard) or tarot cards", () => {
    expect(cardName41("C01")).toBe("Ace of Hearts");
    expect(cardName41("S10")).toBe("10 of Spades");
    expect(cardName41("W11")).toBe("Jack of Clubs");
    expect(cardName41("P13")).toBe("Queen of Diamonds");
    expect(cardName41("C14")).toBe("King of Hearts");
    expect(cardName41("W11", "tarot")).toBe("Page of Wands");
    expect(cardName41("C01", "tarot")).toBe("Ace of Cups");
    expect(m.deck.name("P02", "tarot")).toBe("Two of Pentacles");
    expect(m.deck.styles.map((s) => s.id)).toEqual(["standard", "tarot"]);
  });

  it.each([
    ["ah", "C01"], ["AH", "C01"], ["Ace of Hearts", "C01"], ["Q♠", "S13"], ["queen of spades", "S13"],
    ["Ace of Cups", "C01"], ["Page of Wands", "W11"], ["jack of clubs", "W11"], ["10 of Spades", "S10"],
    ["Ten of Spades", "S10"], ["10s", "S10"], ["ts", "S10"], ["K♦", "P14"], ["king of diamonds", "P14"], ["5c", "W05"],
    ["C05", "C05"], ["c5", "C05"], ["s 13", "S13"], ["2♥", "C02"], ["two of pentacles", "P02"], ["hearts 7", "C07"],
  ])("parses %j as %s", (text, code) => {
    expect(parseCard41(text)).toBe(code);
    expect(m.deck.parse(text)).toBe(code);
  });

  it.each(["Knight of Cups", "S12", "The Fool", "T00", "", "zz", "15 of hearts", "0 of spades"])("refuses %j", (text) => {
    expect(parseCard41(text)).toBeNull();
  });
});

describe("tarot-style names without lib/cards", () => {
  it("names all 52 cards exactly as lib/cards names them in Rider-Waite-Smith", async () => {
    const { cardName } = await import("../../cards");
    for (const code of CODES_41) expect(cardName41(code, "tarot")).toBe(cardName(code, "rws"));
    expect(cardName41("C01", "tarot")).toBe("Ace of Cups");
    expect(cardName41("P11", "tarot")).toBe("Page of Pentacles");
    expect(cardName41("W14", "tarot")).toBe("King of Wands");
  });
});
