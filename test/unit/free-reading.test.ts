import { describe, expect, it } from "vitest";
import { freeReading } from "../../lib/reading/free";

describe("free reading from typed cards", () => {
  it("lays the reader's and partner's cards in order and reads 'ill' as ill-disposed", () => {
    const r = freeReading("Ace of Cups\nt21\nRiga of Swords ill", "w7, The Moon reversed");
    expect(r.problems).toEqual([]);
    expect(r.layout).toBe("simple");
    expect(r.cards.map((c) => [c.owner, c.index, c.card, c.disposition, c.position?.position])).toEqual([
      ["reader", 1, "C01", "well", "The Self"],
      ["reader", 2, "T21", "well", "The Astral/Aether or Collective Unconscious"],
      ["reader", 3, "S13", "ill", "The House of Magic"],
      ["partner", 1, "W07", "well", "Hopes"],
      ["partner", 2, "T18", "ill", "Fears"],
    ]);
  });
  it("switches to the broader layout when the partner has more than four cards", () => {
    const r = freeReading("w1", "c1\nc2\nc3\nc4\nc5");
    expect(r.layout).toBe("broader");
    expect(r.cards.at(-1)?.position?.zone).toBe("The Realm");
  });
  it("names what it could not read and skips duplicates", () => {
    const r = freeReading("w1\nbanana\nw1", "w1");
    expect(r.problems).toHaveLength(3);
    expect(r.problems[0]).toContain("banana");
  });
});

describe("a free reading's link, summary and picture", () => {
  it("puts the lists in the link as codes, which read back to the same reading", async () => {
    const { freeQuery } = await import("../../lib/reading/free");
    const r = freeReading("Ace of Cups\nt21\nRiga of Swords ill", "w7, The Moon reversed");
    const query = freeQuery(r.cards, "thoth");
    expect(query).toBe("me=C01,T21,S13-ill&partner=W07,T18-ill&style=thoth");
    const params = new URLSearchParams(query);
    const again = freeReading(params.get("me")!, params.get("partner")!, "thoth");
    expect(again.cards.map((c) => [c.owner, c.card, c.disposition])).toEqual(r.cards.map((c) => [c.owner, c.card, c.disposition]));
    expect(freeQuery([], "fortunes")).toBe("me=&partner=");
  });

  it("sums the spread up: dispositions and the leading suit", async () => {
    const { freeSummary } = await import("../../lib/reading/free");
    const text = freeSummary(freeReading("c1\nc2 ill\nt21", "c3\nt0"));
    expect(text).toContain("5 cards in the simple layout: 4 well-disposed (facing you) and 1 ill-disposed");
    expect(text).toContain("Cups lead with 3");
    expect(text).toContain("Stars this strong");
    expect(freeSummary(freeReading("", ""))).toBe("");
  });

  it("draws the spread as one SVG: every card's face at its position, ill-disposed ones turned", async () => {
    const { spreadPicture } = await import("../../lib/reading/picture");
    const r = freeReading("c1\nt21\ns13 ill", "w7");
    const svg = spreadPicture({ layout: r.layout, cards: r.cards, style: "rws", title: "A free reading" });
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    for (const name of ["Ace of Cups", "The World", "Queen of Swords", "Seven of Wands"]) expect(svg).toContain(`aria-label="${name}"`);
    expect((svg.match(/rotate\(180 50 70\)/g) ?? []).length).toBe(1);
    expect(svg).toContain(">THE FUTURE<");
    expect(svg).toContain(">The Self<");
    // The empty positions of the simple layout are drawn as dashed outlines: 11 positions, 4 cards.
    expect((svg.match(/stroke-dasharray/g) ?? []).length).toBe(7);
  });
});
