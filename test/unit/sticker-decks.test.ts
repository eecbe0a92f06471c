/** The sticker sheets: the tarot deck, then each game's own deck from its module, in registry order. */
import { describe, expect, it } from "vitest";
import { chooseDeck, stickerDecks } from "@/app/stickers/decks";

describe("sticker decks", () => {
  it("offers the tarot deck and the two game decks of their own, with their codes and prefixes", () => {
    const decks = stickerDecks();
    expect(decks.map((d) => [d.id, d.codes.length, d.payload])).toEqual([
      ["tarot", 78, "tarot"],
      ["playing", 52, "tarot"],
      ["tenners", 60, "tenners"],
    ]);
    expect(decks[0].label).toBe("Tarot deck, 78 cards (Fortunes, Fortuno)");
  });

  it("draws a game card's label as the tarot card that plays it in the tarot style", () => {
    const { deck, style } = chooseDeck("tenners", "tarot");
    expect(style).toBe("tarot");
    expect(deck.face("K1", style)).toMatchObject({ code: "W14", deck: "tarot", style: "rws" });
    expect(chooseDeck("playing", "standard").deck.face("S14", "standard")).toMatchObject({ code: "S14", deck: "playing", name: "King of Spades" });
    expect(chooseDeck("nope", null).deck.id).toBe("tarot");
  });
});
