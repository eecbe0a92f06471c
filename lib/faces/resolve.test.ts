/**
 * Faces by reference: the shared tarot faces here, each game's own face deck through its module.
 * Expected names are the decks' own words (RULINGS: Wands/Clubs, Cups/Hearts; Tenners' Knots).
 */
import { describe, expect, it } from "vitest";
import { resolveFace } from "./resolve";

describe("resolveFace", () => {
  it("draws the shared tarot faces in the three tarot styles", () => {
    expect(resolveFace("tarot", "rws", "T00")).toEqual({ code: "T00", style: "rws", name: "The Fool" });
    expect(resolveFace("tarot", "standard", "T00")).toBeNull();
    expect(resolveFace("tarot", "rws", "X99")).toBeNull();
  });

  it("asks the module that owns a game's face deck", () => {
    expect(resolveFace("playing", "standard", "C01")).toMatchObject({ code: "C01", deck: "playing", name: "Ace of Hearts" });
    expect(resolveFace("playing", "standard", "C12")).toBeNull(); // no 12s in a playing deck
    expect(resolveFace("playing", "rws", "C01")).toBeNull();
    expect(resolveFace("tenners", "wizard", "R1")).toMatchObject({ code: "R1", deck: "tenners", style: "wizard" });
    expect(resolveFace("tenners", "tarot", "R1")).toBeNull();
    expect(resolveFace("fortuno", "thoth", "T08")).toMatchObject({ code: "T08", thothMajors: true, name: "Adjustment" });
    // RULINGS "Card identity": a code is the printed place; Rider-Waite-Smith prints Strength at VIII.
    expect(resolveFace("fortuno", "rws", "T08")).toMatchObject({ name: "Strength", thothMajors: false });
  });

  it("knows no deck that neither the tarot nor a game names", () => {
    expect(resolveFace("uno", "standard", "R1")).toBeNull();
    expect(resolveFace("toString", "standard", "R1")).toBeNull();
  });
});
