/**
 * Each Major's own function, called alone on a fresh deal (./cards.test.ts plays the same cards
 * through whole records). Five players Ann, Ben, Cat, Dan, Eve clockwise, dealer Eve, six cards
 * each (draw pile 78 − 30 = 48). The card is played by Ann (actor and holder), the turn hers, on a
 * Five of Wands; figures worked out by hand from the seed.
 */
import { describe, expect, it } from "vitest";
import { MAJORS, type MajorPlay } from "./majors";
import { newDeal } from "./setup";
import type { Ctx } from "./turn";
import type { Deal } from "./types";
import {
  ADJUSTMENT, AEON, ART, CHARIOT, DEATH, DEVIL, EMPEROR, EMPRESS, FOOL, FORTUNE, HANGED_MAN, HERMIT,
  HIEROPHANT, LOVERS, LUST, MAGUS, MOON, PRIESTESS, STAR, SUN, TOWER, UNIVERSE,
} from "./rules";

const P5 = ["Ann", "Ben", "Cat", "Dan", "Eve"];

function fresh(): Deal {
  const d = newDeal(P5, { handSize: 6 } as never, 1, "Eve");
  d.pile.push({ card: "W05" });
  d.drawPile = 47;
  return d;
}

/** Ann plays `card` (or flips it), the holder's hand already one smaller for a played card. */
function effect(card: string, o: { flipped?: boolean; ev?: MajorPlay["ev"]; deal?: (d: Deal) => void } = {}) {
  const d = fresh();
  if (!o.flipped) d.counts.Ann = 5;
  o.deal?.(d);
  d.pile.push({ card });
  const c: Ctx = { d, n: 2, lenient: false, notes: [], style: "thoth" };
  const how = o.flipped ? "Flipped X" : "X";
  MAJORS[card]!({ c, d, card, nm: "X", how, actor: "Ann", holder: "Ann", ev: o.ev ?? {}, flipped: !!o.flipped });
  return { d, notes: c.notes };
}

describe("the Majors' table", () => {
  it("has exactly the 22 trumps, T00 to T21", () => {
    expect(Object.keys(MAJORS).sort()).toEqual(Array.from({ length: 22 }, (_, i) => `T${String(i).padStart(2, "0")}`));
  });
  it("gives the paired cards one rule each: Priestess/Hierophant, Empress/Emperor", () => {
    expect(MAJORS[PRIESTESS]).toBe(MAJORS[HIEROPHANT]);
    expect(MAJORS[EMPRESS]).toBe(MAJORS[EMPEROR]);
  });
});

describe("each Major alone", () => {
  it("The Fool (as W05): Ben, next, owes four and loses the turn; flipped, Ann owes four", () => {
    expect(effect(FOOL, { ev: { as: "W05" } }).d).toMatchObject({ turn: "Ben", owed: { player: "Ben", draw: 4 } });
    expect(effect(FOOL, { flipped: true, ev: { as: "W05" } }).d).toMatchObject({ turn: "Ann", owed: { player: "Ann", draw: 4 } });
  });
  it("The Magus: Ann must enter the new seating", () => {
    expect(effect(MAGUS).d.pending).toEqual({ kind: "seats", player: "Ann" });
  });
  it("The Priestess: Ann pays two (the Hierophant answers); The Hierophant three", () => {
    expect(effect(PRIESTESS).d.owed).toMatchObject({ player: "Ann", draw: 2 });
    expect(effect(HIEROPHANT).d.owed).toMatchObject({ player: "Ann", draw: 3 });
  });
  it("The Empress skips Ben and Cat (Dan next); flipped, only Ben (Cat next); The Emperor skips three (Eve next)", () => {
    expect(effect(EMPRESS).d.turn).toBe("Dan");
    expect(effect(EMPRESS, { flipped: true }).d.turn).toBe("Cat");
    expect(effect(EMPEROR).d.turn).toBe("Eve");
  });
  it("The Lovers: Ann and Cat are lovers, Ben to play (the turn that threw it is over, so the pair now waits for Ann's next one to end)", () => {
    expect(effect(LOVERS, { ev: { lover: "Cat" } }).d).toMatchObject({ lovers: { original: "Ann", lover: "Cat", waiting: false }, turn: "Ben" });
  });
  it("The Chariot: play passes to Ben", () => {
    expect(effect(CHARIOT).d.turn).toBe("Ben");
  });
  it("Adjustment: 29 cards (5 + 4 × 6) dealt again from Ben; the third one leaves the game", () => {
    const { d } = effect(ADJUSTMENT);
    expect(Object.values(d.counts).reduce((a, b) => a + b, 0)).toBe(29);
    expect(d.adjustments).toBe(1);
    const third = effect(ADJUSTMENT, { deal: (x) => (x.adjustments = 2) }).d;
    expect(third.gone).toContain(ADJUSTMENT);
  });
  it("The Hermit: Ben is skipped for two turns, the first at once (Cat next, one skip to come); flipped, Ann herself", () => {
    const { d } = effect(HERMIT);
    expect(d.skipped.Ben).toBe(1);
    expect(d.turn).toBe("Cat");
    expect(effect(HERMIT, { flipped: true }).d.skipped.Ann).toBeGreaterThan(0);
  });
  it("Fortune: play goes counter-clockwise, to Eve", () => {
    expect(effect(FORTUNE).d).toMatchObject({ direction: -1, turn: "Eve" });
  });
  it("Lust with a Princess (2) and a Prince (3): Ben owes five; alone it does nothing", () => {
    const { d } = effect(LUST, { ev: { stack: ["C11", "S12"] } });
    expect(d.counts.Ann).toBe(3);
    expect(d.owed).toMatchObject({ player: "Ben", draw: 5 });
    expect(effect(LUST).d.owed).toBeNull();
  });
  it("The Hanged Man: Ann draws six and returns three: 5 + 6 − 3 = 8, draw pile 47 − 6 + 3 = 44", () => {
    expect(effect(HANGED_MAN).d).toMatchObject({ counts: { Ann: 8 }, drawPile: 44, turn: "Ben" });
  });
  it("Death: Ben owes six and loses the turn; flipped, Ann is out", () => {
    expect(effect(DEATH).d.owed).toMatchObject({ player: "Ben", draw: 6 });
    expect(effect(DEATH, { flipped: true }).d.eliminated).toEqual(["Ann"]);
  });
  it("Art (as C05): play passes to Ben", () => {
    expect(effect(ART, { ev: { as: "C05" } }).d.turn).toBe("Ben");
  });
  it("The Devil: everyone else offers Ann a card", () => {
    expect(effect(DEVIL).d.pending).toMatchObject({ kind: "devil", player: "Ann" });
  });
  it("The Tower: Ann (5) and the largest hand switch only on a clear choice; with four tied at 6 Ann chooses", () => {
    expect(effect(TOWER).d.pending).toMatchObject({ kind: "tower", player: "Ann", most: ["Ben", "Cat", "Dan", "Eve"], fewest: ["Ann"] });
    const clear = effect(TOWER, { deal: (x) => { x.counts.Ben = 9; } }).d;
    expect(clear.counts).toMatchObject({ Ann: 9, Ben: 5 });
  });
  it("The Star and The Universe pass cards on: the total stays 29", () => {
    for (const card of [STAR, UNIVERSE]) expect(Object.values(effect(card).d.counts).reduce((a, b) => a + b, 0)).toBe(29);
  });
  it("The Moon: Ann asks another player for a card", () => {
    expect(effect(MOON).d.pending).toEqual({ kind: "moon", player: "Ann" });
  });
  it("The Sun: play passes to Ben, and the log says whose hand was seen", () => {
    const { d, notes } = effect(SUN, { ev: { peek: "Cat" } });
    expect(d.turn).toBe("Ben");
    expect(notes.join(" ")).toContain("Cat's hand");
  });
  it("The Aeon: Ann's 5 cards go under the discard pile and she draws six (draw pile 41)", () => {
    expect(effect(AEON).d).toMatchObject({ counts: { Ann: 6 }, pileUnknown: 5, drawPile: 41, turn: "Ben" });
  });
});
