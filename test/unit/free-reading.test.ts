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
