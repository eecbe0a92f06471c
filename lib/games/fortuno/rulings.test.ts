/** The rulings of docs/fortuno-events.md ("Rulings we made") that cards.test.ts does not already pin. */
import { describe, expect, it } from "vitest";
import { foldActions } from "../fold";
import { fortunoModule as m } from "./module";
import type { FortunoAction, FortunoEvent, FortunoState } from "./types";

function run(events: FortunoEvent[], players = ["Ann", "Ben", "Cat", "Dan", "Eve"], handSize = 6) {
  const r = m.recordToActions({ game: "fortuno", players, options: { handSize }, deals: [{ dealer: players[players.length - 1], events }] });
  if (!r.ok) throw new Error(r.error.message);
  const s = foldActions<FortunoState, FortunoAction>(m, r.value.setup, r.value.actions);
  if (!s.ok) throw new Error(s.error.message);
  return m.result(s.value).deals[0];
}

describe("rulings", () => {
  it("6 + 5: an owed draw larger than what is left draws what is left; with nothing to flip any card may be played", () => {
    // Four players, 19 each, draw pile 2. Ann flips W05 (1) and plays a Prince: Ben owes 3 but only
    // 2 can be drawn (1 + W05 shuffled back). Cat's Death: Dan owes 6, 1 can be drawn (W12 back).
    // Ann then faces Death with nothing to flip and plays C02.
    const d = run([{ flip: "W05" }, { play: "W12" }, { draw: 2 }, { play: "T13" }, { draw: 1 }, { play: "C02" }], ["Ann", "Ben", "Cat", "Dan"], 19);
    expect(d).toMatchObject({ turn: "Ben", violations: [], drawPile: 0, discardPile: 2, handCounts: { Ann: 17, Ben: 21, Cat: 18, Dan: 20 } });
    const short = run([{ flip: "W05" }, { play: "W12" }, { draw: 3 }].slice(0, 2), ["Ann", "Ben", "Cat", "Dan"], 19);
    expect(short.owed).toEqual({ player: "Ben", draw: 3 });
  });
  it("13: a lover eliminated leaves the other both hands (Widowed)", () => {
    expect(run([{ flip: "W05" }, { play: "T06", lover: "Cat" }, { eliminated: "Cat" }])).toMatchObject({
      turn: "Ben", lovers: null, eliminated: ["Cat"], handCounts: { Ann: 11, Ben: 6, Cat: 0, Dan: 6, Eve: 6 }, discardPile: 2,
    });
  });
  it("13: a hermitted lover divorces at once (Ann 5 + Cat 6 = 11: Ann 6, Cat 5)", () => {
    expect(run([{ flip: "W05" }, { play: "T06", lover: "Cat" }, { flip: "W03" }, { play: "T09" }])).toMatchObject({
      turn: "Dan", lovers: null, skipped: { Cat: 1 }, handCounts: { Ann: 6, Ben: 5, Cat: 5, Dan: 6, Eve: 6 },
    });
  });
  it("16: a tied Tower with no choice recorded switches the first tied players from the Tower player on", () => {
    // Ann 5, Ben 7, Cat 5 after her Tower; from Cat: Dan, Eve, Ann, Ben — Ann is the first fewest.
    const d = run([{ flip: "W05" }, { play: "W07" }, { draw: 2 }, { play: "W09" }, { play: "T16" }, { flip: "W02" }]);
    expect(d).toMatchObject({ turn: "Dan", handCounts: { Ann: 7, Ben: 5, Cat: 5, Dan: 6, Eve: 6 }, violations: [] });
  });
  it("12: without a slap event play simply goes on", () => {
    expect(run([{ flip: "W05" }, { play: "C05" }, { play: "S05" }, { play: "S09" }])).toMatchObject({ turn: "Dan", violations: [] });
  });
  it("4: flipping on a Minor top is not allowed; drawing on a Major top is must-flip", () => {
    expect(run([{ flip: "W05" }, { flip: "C03" }]).violations).toMatchObject([{ event: 2, player: "Ann", rule: "not-allowed" }]);
    expect(run([{ flip: "T19" }, { draw: 1 }]).violations).toMatchObject([{ event: 2, player: "Ben", rule: "must-flip" }]);
  });
  it("2: a card played instead of drawing what is owed drops the draw and acts as played", () => {
    expect(run([{ flip: "W05" }, { play: "W11" }, { play: "W13" }])).toMatchObject({ turn: "Dan", owed: null, violations: [{ event: 3, player: "Ben", rule: "not-playable" }] });
  });
  it("1: the first dealer is the last player; a dealer may be named", () => {
    expect(run([]).dealer).toBe("Eve");
    const r = m.setup({ players: ["A", "B", "C", "D"], dealer: "b" });
    expect(r.ok && m.turn(r.value).player).toBe("C");
  });
});
