/**
 * Rule tables straight from the seed's sentences (seeds/002 "Fortune Tenners") and RULINGS:
 * one `it` per sentence that states a rule; every expected value worked out by hand.
 */
import { describe, expect, it } from "vitest";
import { TENNERS_CODES, isKnot, isRibbon, symbolOf } from "./deck";
import {
  bidOrder, firstSeat, forbiddenLastBid, illegality, ledSymbol, legalCards, roundPoints, roundsFor, trumpOf, winningIndex, winnersOf,
} from "./rules";

const winnerOf = (cards: string[], trump: "A" | "B" | "C" | "D" | null = null) => cards[winningIndex(cards, trump)];

describe("Playing the Game: the cards", () => {
  it("There are 60 cards: numbers 1–13 in 4 symbols, 4 Black Ribbons, 4 Gothic Knots", () => {
    expect(TENNERS_CODES).toHaveLength(60);
    expect(new Set(TENNERS_CODES).size).toBe(60);
    expect(TENNERS_CODES.filter((c) => symbolOf(c) !== null)).toHaveLength(52);
    for (const s of ["A", "B", "C", "D"]) expect(TENNERS_CODES.filter((c) => symbolOf(c) === s)).toHaveLength(13);
    expect(TENNERS_CODES.filter(isRibbon)).toEqual(["R1", "R2", "R3", "R4"]);
    expect(TENNERS_CODES.filter(isKnot)).toEqual(["K1", "K2", "K3", "K4"]);
  });

  it("One more card every round until no cards are left: the more players, the fewer rounds (60 ÷ n)", () => {
    expect([3, 4, 5, 6].map(roundsFor)).toEqual([20, 15, 12, 10]);
    // The last round deals every card: n × rounds = 60.
    for (const n of [3, 4, 5, 6]) expect(n * roundsFor(n)).toBe(60);
  });

  it("RULINGS: predictions go clockwise from the player after the dealer; that player leads trick 1", () => {
    expect(bidOrder(2, 3)).toEqual([0, 1, 2]);
    expect(bidOrder(0, 4)).toEqual([1, 2, 3, 0]);
    expect(firstSeat(5, 6)).toBe(0);
    expect(firstSeat(1, 5)).toBe(2);
  });
});

describe("Rules for playing the cards", () => {
  it("The player who starts can play any card", () => {
    const hand = ["A05", "B13", "R1", "K2", "D01"];
    expect(legalCards(hand, [])).toEqual(hand);
  });

  it("Followers have to play a card of the same symbol if they can", () => {
    expect(illegality("B13", ["A02", "B13"], ["A09"])).toEqual({ rule: "follow-suit", symbol: "A" });
    expect(illegality("A02", ["A02", "B13"], ["A09"])).toBeNull();
    expect(legalCards(["A02", "B13", "C04"], ["A09"])).toEqual(["A02"]);
  });

  it("Black Ribbon and Gothic Knot are always possible", () => {
    expect(illegality("R3", ["A02", "R3"], ["A09"])).toBeNull();
    expect(illegality("K1", ["A02", "K1"], ["A09"])).toBeNull();
    expect(legalCards(["A02", "B13", "R3", "K1"], ["A09"])).toEqual(["A02", "R3", "K1"]);
  });

  it("If they cannot match the symbol, they can play any card they want", () => {
    expect(legalCards(["B13", "C04", "D01"], ["A09"])).toEqual(["B13", "C04", "D01"]);
  });
});

describe("Who wins the trick?", () => {
  it("Gothic Knot: the highest card of all, cannot be beaten", () => {
    expect(winnerOf(["A13", "K3", "A12"], "A")).toBe("K3");
    expect(winnerOf(["B13", "B12", "K4"], "B")).toBe("K4");
  });

  it("Trump symbol: trump 1 is higher than any other symbol's 13", () => {
    expect(winnerOf(["A13", "C01", "A12"], "C")).toBe("C01");
    expect(winnerOf(["C01", "A13", "C02"], "C")).toBe("C02");
  });

  it("First card symbol: the led symbol is higher than the remaining (non-trump) symbols", () => {
    expect(winnerOf(["B02", "D13", "A13"], "C")).toBe("B02");
    expect(winnerOf(["B02", "B09", "B05"], null)).toBe("B09");
  });

  it("Number card of neither the led symbol nor trump never wins the trick", () => {
    expect(winnerOf(["A01", "B13", "C13", "D13"], null)).toBe("A01");
  });

  it("Black Ribbon: lower than any other card", () => {
    expect(winnerOf(["A01", "R1"], null)).toBe("A01");
    expect(winnerOf(["R1", "D01", "R2"], "A")).toBe("D01");
  });

  it("To win you need a higher card than all before, and no higher card may follow", () => {
    expect(winnerOf(["A05", "A09", "A07", "B01"], "B")).toBe("B01");
    expect(winnerOf(["A05", "A09", "A07"], "B")).toBe("A09");
  });
});

describe("Special Situations", () => {
  it("If Black Ribbon is played as first card, the next symbol decides which symbol the following players have to match", () => {
    expect(ledSymbol(["R2"])).toBeNull();
    expect(legalCards(["A02", "B13"], ["R2"])).toEqual(["A02", "B13"]);
    expect(ledSymbol(["R2", "B07"])).toBe("B");
    expect(legalCards(["A02", "B13"], ["R2", "B07"])).toEqual(["B13"]);
    // Two Ribbons first: the first number card still decides.
    expect(ledSymbol(["R2", "R4", "D03"])).toBe("D");
    // …and it decides who wins without trump: the highest of that symbol.
    expect(winnerOf(["R2", "B07", "B11", "A13"], null)).toBe("B11");
  });

  it("If the first (relevant) card is the Gothic Knot, every player can play any card", () => {
    expect(ledSymbol(["K1"])).toBeNull();
    expect(legalCards(["A02", "B13", "C01"], ["K1", "A09"])).toEqual(["A02", "B13", "C01"]);
    // Relevant: a Ribbon lead followed by a Knot frees the trick too.
    expect(ledSymbol(["R1", "K2", "C05"])).toBeNull();
    expect(legalCards(["A02", "C13"], ["R1", "K2", "C05"])).toEqual(["A02", "C13"]);
  });

  it("If every player plays the Black Ribbon, the first player wins the trick", () => {
    expect(winningIndex(["R3", "R1", "R4"], "A")).toBe(0);
    expect(winningIndex(["R2", "R1", "R4", "R3", "R1", "R2"].slice(0, 4), null)).toBe(0);
  });

  it("If there are several Gothic Knots, the first one wins the trick", () => {
    expect(winnerOf(["A01", "K4", "K1", "A13"], "A")).toBe("K4");
    expect(winningIndex(["K2", "K1", "K3"], null)).toBe(0);
  });

  it("If the Gothic Knot is trump, the dealer decides which symbol is trump for the round", () => {
    for (const k of ["K1", "K2", "K3", "K4"]) expect(trumpOf(k)).toBe("choose");
  });

  it("There is no trump if Black Ribbon is the trump card (and a number card makes its symbol trump)", () => {
    for (const r of ["R1", "R2", "R3", "R4"]) expect(trumpOf(r)).toBeNull();
    expect(trumpOf("C07")).toBe("C");
    expect(trumpOf(null)).toBeNull();
  });
});

describe("Points", () => {
  it("A correct prediction scores 20 points and 10 for every trick won", () => {
    expect(roundPoints(0, 0)).toBe(20);
    expect(roundPoints(3, 3)).toBe(50); // the seed's example
    expect(roundPoints(10, 10)).toBe(120);
  });

  it("A wrong prediction loses 10 points for every trick above or below it", () => {
    expect(roundPoints(2, 4)).toBe(-20); // the seed's example
    expect(roundPoints(4, 1)).toBe(-30);
    expect(roundPoints(0, 5)).toBe(-50);
  });

  it("RULINGS: the winner is the highest total after the last round; ties share the win", () => {
    expect(winnersOf([100, 250, 90])).toEqual([1]);
    expect(winnersOf([250, 100, 250, -10])).toEqual([0, 2]);
  });
});

describe("Fitting guesses (host setting)", () => {
  it("Off: the last player may not make the predictions total the round's tricks", () => {
    expect(forbiddenLastBid(5, 3, false)).toBe(2);
    expect(forbiddenLastBid(5, 0, false)).toBe(5);
    expect(forbiddenLastBid(5, 5, false)).toBe(0);
  });

  it("Off, with the others already above the tricks: every number is open", () => {
    expect(forbiddenLastBid(3, 4, false)).toBeNull();
  });

  it("On (default): every number is open", () => {
    expect(forbiddenLastBid(5, 3, true)).toBeNull();
  });
});
