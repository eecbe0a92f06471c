import { describe, expect, it } from "vitest";
import { cardFaults, heldCards, refuseOrRecord } from "./trick";

describe("the trick-taking core", () => {
  it("a seat holds its entered hand less the cards it has played; nothing when no hand was entered", () => {
    const tricks = [{ plays: [{ seat: 0, card: "A" }, { seat: 1, card: "B" }] }, { plays: [{ seat: 1, card: "C" }] }];
    expect(heldCards(["B", "C", "D"], tricks, 1)).toEqual(["D"]);
    expect(heldCards(["B", "C", "D"], tricks, 2)).toEqual(["B", "C", "D"]);
    expect(heldCards(null, tricks, 1)).toBeNull();
  });

  it("at the table the first fault refuses the play; a replay records every fault and goes on", () => {
    const faults = cardFaults("X", true, ["Y"], {
      duplicate: () => ({ refusal: "X was played already.", violation: "dup" }),
      notInHand: () => ({ refusal: "Ann does not hold X.", violation: "hand" }),
    });
    expect(faults.map((f) => f.id)).toEqual(["play/duplicate", "play/not-in-hand"]);
    const found: string[] = [];
    expect(refuseOrRecord(false, "X", found, ...faults)).toEqual({ ok: false, error: { id: "play/duplicate", message: "X was played already.", details: { card: "X" } } });
    expect(found).toEqual([]);
    expect(refuseOrRecord(true, "X", found, null, ...faults, false)).toBeNull();
    expect(found).toEqual(["dup", "hand"]);
  });

  it("finds no fault in a fresh card from the hand, or from a hand not entered", () => {
    const never = () => { throw new Error("built a fault that is not there"); };
    expect(cardFaults("Y", false, ["Y"], { duplicate: never, notInHand: never })).toEqual([]);
    expect(cardFaults("Y", false, null, { duplicate: never, notInHand: never })).toEqual([]);
  });
});
