/** Rule tables: one `it` per sentence of seed 004 (and RULINGS "Fortey-One") that states a rule. */
import { describe, expect, it } from "vitest";
import {
  bidOrder, breaksFollowSuit, dealPoints, firstLeader, isValidBid, legalCards, matchWinner, needsRedeal, nextDealer,
  partnershipOf41, partnershipSeats, qualifies, rankValue, winningIndex,
} from "./rules";
import { CODES_41 } from "./deck";

// Players list: Ann(0) Ben(1) Cat(2) Dan(3), in playing order (each at the right of the one before).
describe("Fortey-One rules, sentence by sentence", () => {
  it("'we form two teams of two … you sit opposite your teammate': partners are the 1st+3rd and the 2nd+4th", () => {
    expect(partnershipSeats(0)).toEqual([0, 2]);
    expect(partnershipSeats(1)).toEqual([1, 3]);
    expect([0, 1, 2, 3].map(partnershipOf41)).toEqual([0, 1, 0, 1]);
  });

  it("'give each player 13 cards' from a 52-card deck: 52 codes, 13 per suit, no Knights (12), no Majors", () => {
    expect(CODES_41).toHaveLength(52);
    expect(new Set(CODES_41).size).toBe(52);
    for (const s of ["W", "C", "S", "P"]) expect(CODES_41.filter((c) => c[0] === s)).toHaveLength(13);
    expect(CODES_41.some((c) => c.endsWith("12") || c[0] === "T")).toBe(false);
  });

  it("'passing the dealer position to the right after each round': next dealer is the next player in the list", () => {
    expect(nextDealer(0, false)).toBe(1);
    expect(nextDealer(3, false)).toBe(0);
  });

  it("'We start with the player to the right of the dealer, and go counterclockwise': bids in list order from the dealer's next", () => {
    expect(bidOrder(0)).toEqual([1, 2, 3, 0]);
    expect(bidOrder(2)).toEqual([3, 0, 1, 2]);
  });

  it("'Every player must make a bid, and the minimum bid is one' (RULINGS: whole numbers 1–13)", () => {
    expect(isValidBid(0)).toBe(false);
    expect(isValidBid(1)).toBe(true);
    expect(isValidBid(13)).toBe(true);
    expect(isValidBid(14)).toBe(false);
    expect(isValidBid(2.5)).toBe(false);
    expect(isValidBid("3")).toBe(false);
  });

  it("'If you bid between 1 and 6, you score points equal to your bid. But if you bid 7 or more, you score double'", () => {
    expect(dealPoints(1, 1)).toBe(1);
    expect(dealPoints(6, 6)).toBe(6);
    expect(dealPoints(7, 7)).toBe(14);
    expect(dealPoints(13, 13)).toBe(26);
  });

  it("'If the total bids … don't add up to at least 11, we have to reshuffle': < 11 redeals, 11 stands", () => {
    expect(needsRedeal([2, 3, 1, 2])).toBe(true); // 8
    expect(needsRedeal([3, 3, 2, 2])).toBe(true); // 10
    expect(needsRedeal([3, 3, 3, 2])).toBe(false); // 11
    expect(needsRedeal([13, 1, 1, 1])).toBe(false);
  });

  it("RULINGS: after a redeal the same dealer deals again", () => {
    expect(nextDealer(2, true)).toBe(2);
  });

  it("'The Ace is the highest card, followed by the King, Queen, Jack, and so on, all the way down to 2'", () => {
    const order = ["S01", "S14", "S13", "S11", "S10", "S09", "S08", "S07", "S06", "S05", "S04", "S03", "S02"];
    for (let i = 1; i < order.length; i++) expect(rankValue(order[i - 1])).toBeGreaterThan(rankValue(order[i]));
    expect(winningIndex(["S13", "S01", "S14", "S02"])).toBe(1);
    expect(winningIndex(["S11", "S10", "S13", "S02"])).toBe(2);
  });

  it("'The first person to play is the one sitting to the right of the dealer': trick 1 led by the dealer's next", () => {
    expect(firstLeader(0)).toBe(1);
    expect(firstLeader(3)).toBe(0);
  });

  it("'if the person before you played a card of a certain suit, you have to follow suit if you can'", () => {
    const hand = ["S05", "C09", "P02"];
    expect(breaksFollowSuit("C09", hand, ["S10"])).toBe(true);
    expect(breaksFollowSuit("P02", hand, ["S10", "C03"])).toBe(true); // the led suit counts, not the last card
    expect(breaksFollowSuit("S05", hand, ["S10"])).toBe(false);
    expect(legalCards(hand, ["S10"])).toEqual(["S05"]);
  });

  it("'If you don't have any cards of that suit, you're free to play any card, including trumps'", () => {
    const hand = ["W05", "C09", "P02"];
    expect(legalCards(hand, ["S10"])).toEqual(hand);
  });

  it("Leading is free: any card, Hearts included, may be led", () => {
    const hand = ["W05", "C09", "P02"];
    expect(legalCards(hand, [])).toEqual(hand);
  });

  it("'the trump suit in this game is always hearts': tarot Cups (C) trump every other suit", () => {
    expect(winningIndex(["S01", "S14", "C02", "S13"])).toBe(2);
    expect(winningIndex(["P01", "W01", "S01", "C02"])).toBe(3);
  });

  it("'The winner of each trick is the one who played the highest trump card, if any were played'", () => {
    expect(winningIndex(["S05", "C03", "C11", "C01"])).toBe(3);
    expect(winningIndex(["S05", "C14", "C13", "S01"])).toBe(1);
    expect(winningIndex(["C05", "C04", "S01", "C06"])).toBe(3); // a Heart lead: highest Heart
  });

  it("'If no trumps were played, then the highest card of the suit that was led wins the trick'", () => {
    expect(winningIndex(["S05", "P01", "W01", "S06"])).toBe(3); // off-suit Aces never win
    expect(winningIndex(["S05", "P01", "W01", "S04"])).toBe(0);
  });

  it("'If a player wins at least the number of tricks they bid, they score points equal to their bid … bid 6 and won 8 … only get 6'", () => {
    expect(dealPoints(6, 8)).toBe(6);
    expect(dealPoints(3, 13)).toBe(3);
    expect(dealPoints(8, 9)).toBe(16);
  });

  it("'If I fail … I lose the number of points I bet … a failed bet of 7 loses me 14 points'", () => {
    expect(dealPoints(3, 2)).toBe(-3);
    expect(dealPoints(1, 0)).toBe(-1);
    expect(dealPoints(6, 0)).toBe(-6);
    expect(dealPoints(7, 6)).toBe(-14);
    expect(dealPoints(10, 0)).toBe(-20);
  });

  it("'I win if I reach 41 points or more while my teammate has a positive score'", () => {
    expect(qualifies([41, 0, 1, 0], 0)).toBe(true);
    expect(qualifies([41, 0, 0, 0], 0)).toBe(false); // partner at 0 is not positive
    expect(qualifies([50, 0, -3, 0], 0)).toBe(false);
    expect(qualifies([40, 0, 30, 0], 0)).toBe(false); // nobody at 41
    expect(qualifies([1, 0, 41, 0], 0)).toBe(true); // either partner may be the one at 41
    expect(qualifies([0, 2, 0, 45], 1)).toBe(true);
    expect(matchWinner([41, 5, 1, 7])).toBe(0);
    expect(matchWinner([41, 5, 0, 7])).toBe(null);
  });

  it("'If both teams achieve this in the same round, the team with the higher score wins' (RULINGS: equal totals play on)", () => {
    expect(matchWinner([42, 7, 1, 41])).toBe(1); // 43 vs 48
    expect(matchWinner([50, 41, 5, 1])).toBe(0); // 55 vs 42
    expect(matchWinner([41, 41, 2, 2])).toBe(null); // 43 vs 43: play on
  });
});
