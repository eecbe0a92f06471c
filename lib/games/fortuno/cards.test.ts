/**
 * One table per card of the seed, played and flipped, with turn, direction, counts and owed
 * draws worked out by hand. Unless said otherwise: five players Ann, Ben, Cat, Dan, Eve
 * (clockwise), dealer Eve, six cards each (30 dealt, draw pile 48); Ann, left of the dealer,
 * flips first. "After W05" means the deal opened with Ann flipping the Five of Wands (draw
 * pile 47) and Ann now plays on it.
 */
import { describe, expect, it } from "vitest";
import { foldActions } from "../fold";
import { fortunoModule as m } from "./module";
import type { FortunoDealResult } from "./record";
import type { FortunoAction, FortunoEvent, FortunoState } from "./types";

const P5 = ["Ann", "Ben", "Cat", "Dan", "Eve"];

function run(events: FortunoEvent[], o: { players?: string[]; handSize?: number } = {}): FortunoDealResult {
  const players = o.players ?? P5;
  const rec = { game: "fortuno", players, options: { handSize: o.handSize ?? 6 }, deals: [{ dealer: players[players.length - 1], events }] };
  const r = m.recordToActions(rec);
  if (!r.ok) throw new Error(r.error.message);
  const s = foldActions<FortunoState, FortunoAction>(m, r.value.setup, r.value.actions);
  if (!s.ok) throw new Error(`${s.error.id}: ${s.error.message}`);
  const d = m.result(s.value).deals[0];
  const sum = Object.values(d.handCounts).reduce((a, b) => a + b, 0) + d.drawPile + d.discardPile + d.removed.length;
  expect(sum, "hands + draw pile + discard pile + removed = 78").toBe(78);
  return d;
}
const runErr = (events: FortunoEvent[], o: { players?: string[]; handSize?: number } = {}) => {
  try { run(events, o); } catch (e) { return String(e); }
  return "no error";
};
const hands = (a: number, b: number, c: number, d: number, e: number) => ({ Ann: a, Ben: b, Cat: c, Dan: d, Eve: e });
const W05: FortunoEvent = { flip: "W05" };

describe("the start and plain cards", () => {
  it("Ann (left of the dealer Eve) flips first; a flipped number card is the new top and the flipper plays on it", () => {
    expect(run([W05])).toMatchObject({ turn: "Ann", top: "W05", handCounts: hands(6, 6, 6, 6, 6), drawPile: 47, owed: null, direction: "clockwise" });
  });
  it("a Minor of matching suit or value, or an Ace, may be played; play passes clockwise", () => {
    expect(run([W05, { play: "C05" }])).toMatchObject({ turn: "Ben", top: "C05", handCounts: hands(5, 6, 6, 6, 6), violations: [] });
    expect(run([W05, { play: "S01" }])).toMatchObject({ turn: "Ben", top: "S01", violations: [] });
  });
  it("a card matching neither suit nor value is a not-playable violation and stays on the pile", () => {
    expect(run([W05, { play: "C07" }])).toMatchObject({
      turn: "Ben", top: "C07", handCounts: hands(5, 6, 6, 6, 6),
      violations: [{ event: 2, player: "Ann", rule: "not-playable" }],
    });
  });
  it("a player who cannot play draws until they can, then plays", () => {
    expect(run([W05, { draw: 2 }, { play: "W09" }])).toMatchObject({ turn: "Ben", handCounts: hands(7, 6, 6, 6, 6), drawPile: 45 });
  });
  it("playing instead of flipping on a Major (or the empty pile) is a must-flip violation", () => {
    expect(run([{ play: "W03" }]).violations).toMatchObject([{ event: 1, player: "Ann", rule: "must-flip" }]);
    expect(run([{ flip: "T19" }, { play: "W03" }]).violations).toMatchObject([{ event: 2, player: "Ben", rule: "must-flip" }]);
  });
  it("four of a kind of a numerical card may be played at once (one of them matching) and starts no slap", () => {
    const d = run([W05, { play: ["W07", "C07", "S07", "P07"] }]);
    expect(d).toMatchObject({ turn: "Ben", top: "P07", handCounts: hands(2, 6, 6, 6, 6), violations: [] });
    expect(runErr([W05, { play: ["W07", "C07", "S07", "P07"] }, { slap: "Cat" }])).toContain("slap/no-race");
  });
});

describe("court cards, played", () => {
  it("Princess: the next player draws two and loses the turn", () => {
    expect(run([W05, { play: "W11" }])).toMatchObject({ turn: "Ben", owed: { player: "Ben", draw: 2 }, handCounts: hands(5, 6, 6, 6, 6) });
    expect(run([W05, { play: "W11" }, { draw: 2 }])).toMatchObject({ turn: "Cat", owed: null, handCounts: hands(5, 8, 6, 6, 6), drawPile: 45, top: "W11" });
  });
  it("Princess on Princess stacks: the one who will not stack draws the whole stack", () => {
    expect(run([W05, { play: "W11" }, { play: "C11" }])).toMatchObject({ turn: "Cat", owed: { player: "Cat", draw: 4 }, handCounts: hands(5, 5, 6, 6, 6) });
    expect(run([W05, { play: "W11" }, { play: "C11" }, { draw: 4 }])).toMatchObject({ turn: "Dan", owed: null, handCounts: hands(5, 5, 10, 6, 6), drawPile: 43 });
  });
  it("Prince: the next player draws three and loses the turn; Princes stack", () => {
    expect(run([W05, { play: "W12" }])).toMatchObject({ turn: "Ben", owed: { player: "Ben", draw: 3 } });
    expect(run([W05, { play: "W12" }, { play: "S12" }])).toMatchObject({ turn: "Cat", owed: { player: "Cat", draw: 6 } });
    expect(run([W05, { play: "W12" }, { play: "S12" }, { draw: 6 }])).toMatchObject({ turn: "Dan", handCounts: hands(5, 5, 12, 6, 6), drawPile: 41 });
  });
  it("a Princess does not stack on a Prince (not-playable), and drawing the wrong amount is reported", () => {
    expect(run([W05, { play: "W12" }, { play: "C11" }]).violations).toMatchObject([{ event: 3, player: "Ben", rule: "not-playable" }]);
    expect(run([W05, { play: "W12" }, { draw: 2 }]).violations).toMatchObject([{ event: 3, player: "Ben", rule: "wrong-count" }]);
  });
  it("Queen: the next player is skipped", () => {
    expect(run([W05, { play: "W13" }])).toMatchObject({ turn: "Cat", owed: null, skipped: {} });
  });
  it("Knight: play reverses direction", () => {
    expect(run([W05, { play: "W14" }])).toMatchObject({ turn: "Eve", direction: "counter-clockwise" });
    expect(run([W05, { play: "W14" }, { play: "C14" }])).toMatchObject({ turn: "Ann", direction: "clockwise" });
  });
});

describe("court cards, flipped (as if the previous player had played them on the flipper)", () => {
  it("Princess: the flipper draws two and loses the turn (or stacks)", () => {
    expect(run([{ flip: "W11" }])).toMatchObject({ turn: "Ann", owed: { player: "Ann", draw: 2 }, drawPile: 47 });
    expect(run([{ flip: "W11" }, { draw: 2 }])).toMatchObject({ turn: "Ben", handCounts: hands(8, 6, 6, 6, 6), drawPile: 45 });
    expect(run([{ flip: "W11" }, { play: "C11" }])).toMatchObject({ turn: "Ben", owed: { player: "Ben", draw: 4 } });
  });
  it("Prince: the flipper draws three and loses the turn", () => {
    expect(run([{ flip: "P12" }, { draw: 3 }])).toMatchObject({ turn: "Ben", handCounts: hands(9, 6, 6, 6, 6), drawPile: 44 });
  });
  it("Queen: the flipper is skipped", () => {
    expect(run([{ flip: "S13" }])).toMatchObject({ turn: "Ben", handCounts: hands(6, 6, 6, 6, 6) });
  });
  it("Knight: as if the previous player had played it, play turns back at them and the flipper does not play", () => {
    // Ann flips first; the seat before her is the dealer Eve. As if Eve had played the Knight:
    // counter-clockwise, the player after Eve is Dan, who plays on it; then Cat.
    expect(run([{ flip: "C14" }])).toMatchObject({ turn: "Dan", direction: "counter-clockwise", handCounts: hands(6, 6, 6, 6, 6) });
    expect(run([{ flip: "C14" }, { play: "C02" }])).toMatchObject({ turn: "Cat", handCounts: hands(6, 6, 6, 5, 6) });
  });
  it("Ace: a number card; the flipper plays on it", () => {
    expect(run([{ flip: "C01" }])).toMatchObject({ turn: "Ann", top: "C01" });
  });
});

describe("Major Arcana, played on the Five of Wands by Ann, and flipped by Ann to open", () => {
  it("0 The Fool: chosen numerical identity; the next draws four and loses the turn", () => {
    expect(run([W05, { play: "T00", as: "C05" }])).toMatchObject({ top: "C05", topCard: "T00", turn: "Ben", owed: { player: "Ben", draw: 4 } });
    expect(run([W05, { play: "T00", as: "C05" }, { draw: 4 }])).toMatchObject({ turn: "Cat", handCounts: hands(5, 10, 6, 6, 6), drawPile: 43, top: "C05" });
    expect(runErr([W05, { play: "T00", as: "C12" }])).toContain("play/bad-identity");
    expect(runErr([W05, { play: "T00" }])).toContain("play/needs-identity");
  });
  it("0 The Fool flipped: the flipper draws four and chooses the identity", () => {
    expect(run([{ flip: "T00", as: "W07" }])).toMatchObject({ turn: "Ann", owed: { player: "Ann", draw: 4 }, top: "W07" });
    expect(run([{ flip: "T00", as: "W07" }, { draw: 4 }])).toMatchObject({ turn: "Ben", handCounts: hands(10, 6, 6, 6, 6), drawPile: 43 });
  });
  it("1 The Magus: everyone sits in a new order; play continues after the Magus player", () => {
    const d = run([W05, { play: "T01" }, { seats: ["Ann", "Cat", "Ben", "Eve", "Dan"] }]);
    expect(d).toMatchObject({ turn: "Cat", seating: ["Ann", "Cat", "Ben", "Eve", "Dan"] });
    expect(run([W05, { play: "T01" }])).toMatchObject({ turn: "Ann" });
    expect(run([{ flip: "T01" }, { seats: ["Dan", "Ann", "Eve", "Ben", "Cat"] }])).toMatchObject({ turn: "Eve" });
  });
  it("2 The Priestess: the player draws two; with The Hierophant on top everyone else draws two (Church Gambit)", () => {
    expect(run([W05, { play: "T02" }])).toMatchObject({ turn: "Ann", owed: { player: "Ann", draw: 2 } });
    expect(run([W05, { play: "T02" }, { draw: 2 }])).toMatchObject({ turn: "Ben", handCounts: hands(7, 6, 6, 6, 6), drawPile: 45 });
    expect(run([W05, { play: "T02" }, { play: "T05" }])).toMatchObject({ turn: "Ben", owed: null, handCounts: hands(4, 8, 8, 8, 8), drawPile: 39, top: "T05" });
    expect(run([{ flip: "T02" }, { draw: 2 }])).toMatchObject({ turn: "Ben", handCounts: hands(8, 6, 6, 6, 6), drawPile: 45 });
  });
  it("3 The Empress: the next two players are skipped (flipped: one)", () => {
    expect(run([W05, { play: "T03" }])).toMatchObject({ turn: "Dan" });
    expect(run([{ flip: "T03" }])).toMatchObject({ turn: "Cat" });
  });
  it("4 The Emperor: the next three players are skipped (flipped: two)", () => {
    expect(run([W05, { play: "T04" }])).toMatchObject({ turn: "Eve" });
    expect(run([{ flip: "T04" }])).toMatchObject({ turn: "Dan" });
  });
  it("5 The Hierophant: the player draws three, or plays The Priestess for the Church Gambit", () => {
    expect(run([W05, { play: "T05" }, { draw: 3 }])).toMatchObject({ turn: "Ben", handCounts: hands(8, 6, 6, 6, 6), drawPile: 44 });
    expect(run([{ flip: "T05" }, { play: "T02" }])).toMatchObject({ turn: "Ben", handCounts: hands(5, 8, 8, 8, 8), drawPile: 39 });
  });
  it("6 The Lovers: a shared turn until the original player's next turn ends; divorce splits evenly, odd card to the original", () => {
    expect(run([W05, { play: "T06", lover: "Cat" }])).toMatchObject({ turn: "Ben", lovers: ["Ann", "Cat"] });
    const events: FortunoEvent[] = [W05, { play: "T06", lover: "Cat" }, { flip: "W03" }, { play: "W08" }, { play: "W09" }, { play: "W02" }, { play: "W04" }, { play: "W06" }];
    // Ann 6−2 = 4, Cat 6−1 = 5: 9 cards → Ann 5, Cat 4.
    expect(run(events)).toMatchObject({ turn: "Ben", lovers: null, handCounts: hands(5, 5, 4, 5, 5), drawPile: 46 });
    // The lover plays from her own hand on Ann's turn.
    expect(run([...events.slice(0, 7), { play: "W06", player: "Cat" }])).toMatchObject({ handCounts: hands(5, 5, 4, 5, 5), lovers: null });
    expect(run([{ flip: "T06", lover: "Dan" }])).toMatchObject({ turn: "Ben", lovers: ["Ann", "Dan"] });
    expect(runErr([W05, { play: "T06" }])).toContain("play/needs-lover");
  });
  it("7 The Chariot: the card beneath is the top (Transparency)", () => {
    expect(run([W05, { play: "T07" }])).toMatchObject({ turn: "Ben", top: "W05", topCard: "T07" });
    expect(run([W05, { play: "T07" }, { play: "W02" }]).violations).toEqual([]);
    expect(run([{ flip: "T19" }, { flip: "T07" }])).toMatchObject({ turn: "Cat", top: "T19", topCard: "T07" });
  });
  it("8 Adjustment: all hands dealt again in the direction of play from the player after the Adjustor", () => {
    // Ann 5, Ben 10−1 = 9, Cat 6−1 = 5, Dan 6, Eve 6 = 31 → 6 each, Dan (first dealt) 7.
    const pre: FortunoEvent[] = [W05, { play: "W07" }, { draw: 4 }, { play: "W02" }];
    expect(run([...pre, { play: "T08" }])).toMatchObject({ turn: "Dan", adjustments: 1, handCounts: hands(6, 6, 6, 7, 6), drawPile: 43 });
    expect(run([{ flip: "T08" }])).toMatchObject({ turn: "Ben", adjustments: 1, handCounts: hands(6, 6, 6, 6, 6) });
  });
  it("8 Adjustment: The Chariot thrown out of turn gives immunity", () => {
    // Ben keeps 9 − 1 = 8; Ann 5 + Cat 5 + Dan 6 + Eve 6 = 22 dealt Dan, Eve, Ann, Cat: 6, 6, 5, 5.
    const pre: FortunoEvent[] = [W05, { play: "W07" }, { draw: 4 }, { play: "W02" }, { play: "T08" }];
    expect(run([...pre, { play: "T07", player: "Ben" }])).toMatchObject({ turn: "Dan", adjustments: 1, handCounts: hands(5, 8, 5, 6, 6), top: "T08", topCard: "T07" });
  });
  it("8 Adjustment: after the third one the card leaves the game", () => {
    const P4 = ["Ann", "Ben", "Cat", "Dan"];
    // 19 each, draw pile 2: the Adjustment comes back through two reshuffles.
    const d = run([{ flip: "T08" }, { flip: "T19" }, { flip: "T08" }, { flip: "T19" }, { flip: "T08" }], { players: P4, handSize: 19 });
    expect(d).toMatchObject({ adjustments: 3, removed: ["T08"], turn: "Ben", top: "T08", drawPile: 0, discardPile: 1 });
    expect(run([{ flip: "T08" }, { flip: "T19" }, { flip: "T08" }, { flip: "T19" }, { flip: "T08" }, { flip: "T08" }], { players: P4, handSize: 19 }).violations)
      .toMatchObject([{ event: 6, player: "Ben", rule: "duplicate-card" }]);
  });
  it("9 The Hermit: the next player is skipped for two turns", () => {
    expect(run([W05, { play: "T09" }])).toMatchObject({ turn: "Cat", skipped: { Ben: 1 } });
    const round: FortunoEvent[] = [W05, { play: "T09" }, { flip: "W03" }, { play: "W04" }, { play: "W06" }, { play: "W07" }, { play: "W08" }];
    expect(run(round)).toMatchObject({ turn: "Cat", skipped: {}, handCounts: hands(4, 6, 5, 5, 5) });
  });
  it("9 The Hermit flipped: the flipper is hermitted", () => {
    expect(run([{ flip: "T09" }])).toMatchObject({ turn: "Ben", skipped: { Ann: 2 } });
    expect(run([{ flip: "T09" }, { flip: "W03" }, { play: "W04" }, { play: "W06" }, { play: "W07" }, { play: "W08" }])).toMatchObject({ turn: "Ben", skipped: { Ann: 1 } });
  });
  it("9 The Hermit: draw cards aimed at the hermit hit the next player; the hermit is immune to group cards", () => {
    // Eve's Princess: Ann is next but hermitted (flipped), so Ben draws.
    const pre: FortunoEvent[] = [{ flip: "T09" }, { flip: "W03" }, { play: "W04" }, { play: "W06" }, { play: "W07" }];
    expect(run([...pre, { play: "W11" }])).toMatchObject({ turn: "Ben", owed: { player: "Ben", draw: 2 }, skipped: { Ann: 1 } });
    // Eve's Church Gambit (Eve 6 − 2 = 4): Ann (hermit) draws nothing, Ben/Cat/Dan 5 + 2.
    expect(run([...pre, { play: "T02" }, { play: "T05" }])).toMatchObject({ handCounts: hands(6, 7, 7, 7, 4), skipped: { Ann: 1 } });
  });
  it("10 Fortune: answers a draw card; direction reverses and the previous player draws the total and loses the turn", () => {
    expect(run([W05, { play: "W11" }, { play: "T10" }])).toMatchObject({ turn: "Ann", direction: "counter-clockwise", owed: { player: "Ann", draw: 2 }, handCounts: hands(5, 5, 6, 6, 6) });
    expect(run([W05, { play: "W11" }, { play: "T10" }, { draw: 2 }])).toMatchObject({ turn: "Eve", handCounts: hands(7, 5, 6, 6, 6), drawPile: 45 });
  });
  it("10 Fortune anywhere else is not allowed; as the only card it must be played and eliminates (Old Maid)", () => {
    expect(run([W05, { play: "T10" }])).toMatchObject({ violations: [{ event: 2, player: "Ann", rule: "not-allowed" }], direction: "counter-clockwise", turn: "Eve" });
    expect(run([W05, { play: "T10" }], { handSize: 1 })).toMatchObject({ eliminated: ["Ann"], handCounts: hands(0, 1, 1, 1, 1), turn: "Ben", violations: [], drawPile: 72 });
    expect(run([W05, { play: "T02" }, { play: "T10" }]).violations).toMatchObject([{ event: 3, rule: "not-allowed" }]);
  });
  it("10 Fortune flipped: direction simply reverses", () => {
    expect(run([{ flip: "T10" }])).toMatchObject({ turn: "Eve", direction: "counter-clockwise", owed: null });
  });
  it("11 Lust: Princesses and Princes on top in the same turn stack their draws (Orgy); alone it does nothing", () => {
    expect(run([W05, { play: "T11", stack: ["W11", "C12"] }])).toMatchObject({ turn: "Ben", owed: { player: "Ben", draw: 5 }, top: "C12", handCounts: hands(3, 6, 6, 6, 6) });
    expect(run([W05, { play: "T11", stack: ["W11", "C12"] }, { play: "S12" }])).toMatchObject({ turn: "Cat", owed: { player: "Cat", draw: 8 } });
    expect(run([W05, { play: "T11" }])).toMatchObject({ turn: "Ben", owed: null, top: "T11" });
    expect(run([{ flip: "T11", stack: ["P11"] }])).toMatchObject({ turn: "Ben", owed: { player: "Ben", draw: 2 }, handCounts: hands(5, 6, 6, 6, 6) });
  });
  it("11 Lust cannot be played immediately following an Ace", () => {
    expect(run([W05, { play: "W01" }, { play: "T11" }]).violations).toMatchObject([{ event: 3, player: "Ben", rule: "not-allowed" }]);
  });
  it("12 The Hanged Man: draw six, return three (net +3, draw pile −3)", () => {
    expect(run([W05, { play: "T12" }])).toMatchObject({ turn: "Ben", handCounts: hands(8, 6, 6, 6, 6), drawPile: 44 });
    expect(run([{ flip: "T12" }])).toMatchObject({ turn: "Ben", handCounts: hands(9, 6, 6, 6, 6), drawPile: 44 });
  });
  it("13 Death: the next player draws six and loses the turn; flipped, the flipper is out and their hand goes under the discard pile", () => {
    expect(run([W05, { play: "T13" }, { draw: 6 }])).toMatchObject({ turn: "Cat", handCounts: hands(5, 12, 6, 6, 6), drawPile: 41 });
    expect(run([{ flip: "T13" }])).toMatchObject({ turn: "Ben", eliminated: ["Ann"], handCounts: hands(0, 6, 6, 6, 6), discardPile: 7 });
  });
  it("14 Art: any card, played or flipped", () => {
    expect(run([W05, { play: "T14", as: "S09" }])).toMatchObject({ turn: "Ben", top: "S09", topCard: "T14" });
    expect(run([{ flip: "T14", as: "C02" }])).toMatchObject({ turn: "Ben", top: "C02" });
    expect(run([W05, { play: "T14", as: "T16" }, { flip: "W02" }])).toMatchObject({ turn: "Ben", top: "W02" });
  });
  it("15 The Devil: one offered card is kept (Feudalism); J'accuse! costs the liar or the accuser four", () => {
    expect(run([W05, { play: "T15" }])).toMatchObject({ turn: "Ann" });
    expect(run([W05, { play: "T15" }, { devil: "Cat" }])).toMatchObject({ turn: "Ben", handCounts: hands(6, 6, 5, 6, 6) });
    expect(run([W05, { play: "T15" }, { jaccuse: "Dan", guilty: true }, { jaccuse: "Eve", guilty: false }, { devil: null }]))
      .toMatchObject({ turn: "Ben", handCounts: hands(9, 6, 6, 10, 6), drawPile: 39 });
    expect(run([{ flip: "T15" }, { devil: "Eve" }])).toMatchObject({ turn: "Ben", handCounts: hands(7, 6, 6, 6, 5) });
  });
  it("15 The Devil: three sixes in a row win for the player holding it (Satanic Ritual)", () => {
    expect(run([{ flip: "W06" }, { play: "C06" }, { play: "S06" }, { ritual: "Dan" }])).toMatchObject({ winner: "Dan", status: "complete", turn: null });
    expect(runErr([W05, { play: "C05" }, { ritual: "Dan" }])).toContain("ritual/no-sixes");
  });
  it("16 The Tower: the most and the fewest switch hands; on a tie the player chooses", () => {
    // Ann 5, Ben 6, Cat 9 − 1 = 8: Cat (most) and Ann (fewest) switch.
    expect(run([W05, { play: "W07" }, { draw: 1 }, { play: "W02" }, { draw: 3 }, { play: "T16" }])).toMatchObject({ turn: "Dan", handCounts: hands(8, 6, 5, 6, 6) });
    // Ann 5, Ben 7, Cat 5: Ben is the most, Ann and Cat tie for the fewest.
    const tie: FortunoEvent[] = [W05, { play: "W07" }, { draw: 2 }, { play: "W09" }, { play: "T16" }];
    expect(run(tie)).toMatchObject({ turn: "Cat", handCounts: hands(5, 7, 5, 6, 6) });
    expect(run([...tie, { tower: ["Ben", "Ann"] }])).toMatchObject({ turn: "Dan", handCounts: hands(7, 5, 5, 6, 6) });
    expect(run([{ flip: "T16" }])).toMatchObject({ turn: "Ben", handCounts: hands(6, 6, 6, 6, 6) });
  });
  it("17 The Star: everyone passes one card on; a player with none passes nothing but receives", () => {
    expect(run([W05, { play: "T17" }])).toMatchObject({ turn: "Ben", handCounts: hands(5, 6, 6, 6, 6) });
    // One card each: Ann plays her last card; Ben passes his and gets none: Ben has no cards when the turn ends.
    expect(run([W05, { play: "T17" }], { handSize: 1 })).toMatchObject({ winner: "Ben", status: "complete", handCounts: hands(1, 0, 1, 1, 1) });
    expect(run([{ flip: "T17" }])).toMatchObject({ turn: "Ben", handCounts: hands(6, 6, 6, 6, 6) });
  });
  it("18 The Moon: the asked player gives a card, or the asker draws one and may play it if it fits", () => {
    expect(run([W05, { play: "T18" }, { moon: "Ben", has: true, request: "a Queen" }])).toMatchObject({ turn: "Ben", handCounts: hands(6, 5, 6, 6, 6) });
    expect(run([W05, { play: "T18" }, { moon: "Ben", has: false, request: "a Queen" }])).toMatchObject({ turn: "Ben", handCounts: hands(6, 6, 6, 6, 6), drawPile: 46 });
    expect(run([W05, { play: "T18" }, { moon: "Ben", has: false, request: "a Queen", play: "C13" }])).toMatchObject({ turn: "Cat", top: "C13", handCounts: hands(5, 6, 6, 6, 6), drawPile: 46 });
    expect(run([{ flip: "T18" }, { moon: "Dan", has: true }])).toMatchObject({ turn: "Ben", handCounts: hands(7, 6, 6, 5, 6) });
  });
  it("19 The Sun: looking (or showing) changes no count", () => {
    expect(run([W05, { play: "T19", peek: "Dan" }])).toMatchObject({ turn: "Ben", handCounts: hands(5, 6, 6, 6, 6) });
    expect(run([{ flip: "T19" }])).toMatchObject({ turn: "Ben", handCounts: hands(6, 6, 6, 6, 6) });
  });
  it("20 The Aeon: the hand goes under the discard pile and six new cards are drawn", () => {
    expect(run([W05, { play: "T20" }])).toMatchObject({ turn: "Ben", handCounts: hands(6, 6, 6, 6, 6), drawPile: 41, discardPile: 7 });
    expect(run([{ flip: "T20" }])).toMatchObject({ turn: "Ben", handCounts: hands(6, 6, 6, 6, 6), drawPile: 41, discardPile: 7 });
  });
  it("21 The Universe: every hand passes in the direction of play", () => {
    expect(run([W05, { play: "T21" }])).toMatchObject({ turn: "Ben", handCounts: hands(6, 5, 6, 6, 6) });
    expect(run([W05, { play: "W14" }, { play: "T21" }])).toMatchObject({ turn: "Dan", direction: "counter-clockwise", handCounts: hands(6, 6, 6, 5, 5) });
    expect(run([{ flip: "T21" }])).toMatchObject({ turn: "Ben", handCounts: hands(6, 6, 6, 6, 6) });
  });
});

describe("slaps, calls and the endgame", () => {
  it("three of a value in a row: the slapper plays any card and play continues from them", () => {
    const three: FortunoEvent[] = [W05, { play: "C05" }, { play: "S05" }];
    expect(run([...three, { slap: "Dan" }])).toMatchObject({ turn: "Dan", owed: null });
    expect(run([...three, { slap: "Dan" }, { play: "T19" }])).toMatchObject({ turn: "Eve", handCounts: hands(5, 5, 6, 5, 6), violations: [] });
  });
  it("the holder of the fourth card steals the slap; play continues from the stealer", () => {
    expect(run([W05, { play: "C05" }, { play: "S05" }, { slap: "Dan" }, { steal: "P05", player: "Eve" }, { play: "C02" }]))
      .toMatchObject({ turn: "Ann", handCounts: hands(5, 5, 6, 6, 4), violations: [] });
    expect(runErr([W05, { play: "C05" }, { play: "S05" }, { slap: "Dan" }, { steal: "P06", player: "Eve" }])).toContain("steal/wrong-card");
  });
  it("three Princesses in a row: the slap cancels the stack", () => {
    expect(run([{ flip: "W11" }, { play: "C11" }, { play: "S11" }, { slap: "Eve" }])).toMatchObject({ turn: "Eve", owed: null });
    expect(run([{ flip: "W11" }, { play: "C11" }, { play: "S11" }])).toMatchObject({ turn: "Cat", owed: { player: "Cat", draw: 6 } });
  });
  it("\"Fortuno!\": a caught player is given a card; a falsely accused player may give one", () => {
    expect(run([W05, { fortuno: "Ann" }, { play: "W02" }])).toMatchObject({ turn: "Ben" });
    expect(run([W05, { accuse: "Ben", player: "Cat", caught: false, give: true }])).toMatchObject({ handCounts: hands(6, 5, 7, 6, 6) });
    expect(run([W05, { play: "W02" }, { accuse: "Ann", player: "Cat", caught: true }], { handSize: 2 })).toMatchObject({ handCounts: hands(2, 2, 1, 2, 2) });
  });
  it("two players left: Aces, Princes, Knights and ten Majors are removed as they show up", () => {
    const P4 = ["Ann", "Ben", "Cat", "Dan"];
    const out: FortunoEvent[] = [{ eliminated: "Cat" }, { eliminated: "Dan" }];
    // Cat's and Dan's hands go under the discard pile (12).
    expect(run([...out, { flip: "W01" }, { flip: "W05" }], { players: P4 })).toMatchObject({ turn: "Ann", top: "W05", removed: ["W01"], drawPile: 52, discardPile: 13 });
    // A played Prince is removed but stays the top card; Ben then plays on it.
    expect(run([...out, W05, { play: "W12" }], { players: P4 })).toMatchObject({ turn: "Ben", top: "W12", owed: null, removed: ["W12"], handCounts: { Ann: 5, Ben: 6, Cat: 0, Dan: 0 } });
    // A drawn removable card is shown and removed; the player draws again.
    expect(run([...out, W05, { removed: "P14" }, { draw: 1 }], { players: P4 })).toMatchObject({ drawPile: 51, removed: ["P14"], handCounts: { Ann: 7, Ben: 6, Cat: 0, Dan: 0 } });
  });
  it("a player with no cards when a turn completes wins; the last one left wins", () => {
    expect(run([W05, { play: "W02" }], { handSize: 1 })).toMatchObject({ winner: "Ann", status: "complete", turn: null });
    expect(run([{ eliminated: "Ben" }, { eliminated: "Cat" }, { eliminated: "Dan" }])).toMatchObject({ winner: null, turn: "Ann" });
    expect(run([{ eliminated: "Ben" }, { eliminated: "Cat" }, { eliminated: "Dan" }, { eliminated: "Eve" }])).toMatchObject({ winner: "Ann", status: "complete" });
    expect(runErr([W05, { play: "W02" }, { play: "W03" }], { handSize: 1 })).toContain("game/over");
  });
});
