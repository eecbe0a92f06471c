/**
 * Who played which card in a photo of a trick (lib/scan/sides.ts). Every position and rotation
 * below is worked out by hand from the table: the phone is at one player's place, its top edge
 * across the table; each card is laid readable from its player's seat, so its top edge points away
 * from that player. Down the photo is the phone's player; going clockwise on the screen (as seen
 * from above): left, up, right for four players.
 */
import { describe, expect, it } from "vitest";
import { angleGap, assignSides, directionAngle, inTurnOrder, seatAngles, type PhotoSticker } from "../../lib/scan/sides";

const by = (cards: { code: string; player: string }[]) => Object.fromEntries(cards.map((c) => [c.code, c.player]));
const FOUR = ["Ann", "Ben", "Cat", "Dan"];

/** A sticker `r` pixels from (500, 500) in the direction given (down 0°, left 90°, up 180°, right 270°), turned `rot`. */
const at = (code: string, dir: number, rot: number, r = 200): PhotoSticker => {
  const t = (dir * Math.PI) / 180;
  return { code, x: 500 - Math.sin(t) * r, y: 500 + Math.cos(t) * r, rotation: rot };
};

describe("directions and seat angles", () => {
  it("reads down as 0°, left 90°, up 180°, right 270°", () => {
    expect(directionAngle(0, 1)).toBeCloseTo(0);
    expect(directionAngle(-1, 0)).toBeCloseTo(90);
    expect(directionAngle(0, -1)).toBeCloseTo(180);
    expect(directionAngle(1, 0)).toBeCloseTo(270);
    expect(angleGap(350, 10)).toBe(20);
    expect(angleGap(-90, 270)).toBe(0);
  });

  it("puts the seats round the phone's player, clockwise or counter-clockwise", () => {
    expect(Object.fromEntries(seatAngles({ players: FOUR, order: "clockwise", nearest: "Ann" }))).toEqual({ Ann: 0, Ben: 90, Cat: 180, Dan: 270 });
    expect(Object.fromEntries(seatAngles({ players: FOUR, order: "counter-clockwise", nearest: "Ann" }))).toEqual({ Ann: 0, Ben: 270, Cat: 180, Dan: 90 });
    expect(Object.fromEntries(seatAngles({ players: FOUR, order: "clockwise", nearest: "Cat" }))).toEqual({ Ann: 180, Ben: 270, Cat: 0, Dan: 90 });
    expect(Object.fromEntries(seatAngles({ players: ["A", "B", "C"], order: "clockwise", nearest: "B" }))).toEqual({ A: 240, B: 0, C: 120 });
    expect(Object.fromEntries(seatAngles({ players: ["A", "B", "C", "D", "E"], order: "clockwise", nearest: "A" }))).toEqual({ A: 0, B: 72, C: 144, D: 216, E: 288 });
    expect(Object.fromEntries(seatAngles({ players: ["A", "B", "C", "D", "E", "F"], order: "counter-clockwise", nearest: "A" }))).toEqual({ A: 0, B: 300, C: 240, D: 180, E: 120, F: 60 });
    expect(() => seatAngles({ players: FOUR, order: "clockwise", nearest: "Zed" })).toThrow();
  });
});

describe("four players: the four sides", () => {
  // Stickers: down upright, left turned 90°, up turned 180°, right turned 270° (−90°).
  const trick = [at("W07", 0, 0), at("C02", 90, 90), at("T04", 180, 180), at("S11", 270, -90)];

  it("clockwise (Fortunes), phone at each player in turn", () => {
    expect(by(assignSides(trick, { players: FOUR, order: "clockwise", nearest: "Ann" }))).toEqual({ W07: "Ann", C02: "Ben", T04: "Cat", S11: "Dan" });
    expect(by(assignSides(trick, { players: FOUR, order: "clockwise", nearest: "Ben" }))).toEqual({ W07: "Ben", C02: "Cat", T04: "Dan", S11: "Ann" });
    expect(by(assignSides(trick, { players: FOUR, order: "clockwise", nearest: "Cat" }))).toEqual({ W07: "Cat", C02: "Dan", T04: "Ann", S11: "Ben" });
    expect(by(assignSides(trick, { players: FOUR, order: "clockwise", nearest: "Dan" }))).toEqual({ W07: "Dan", C02: "Ann", T04: "Ben", S11: "Cat" });
  });

  it("counter-clockwise (Fortey-One): the next player sits on the phone's right", () => {
    expect(by(assignSides(trick, { players: FOUR, order: "counter-clockwise", nearest: "Ann" }))).toEqual({ W07: "Ann", S11: "Ben", T04: "Cat", C02: "Dan" });
    expect(by(assignSides(trick, { players: FOUR, order: "counter-clockwise", nearest: "Cat" }))).toEqual({ W07: "Cat", S11: "Dan", T04: "Ann", C02: "Ben" });
  });

  it("every rotation of the whole photo moves every card one seat (phone held sideways or upside down)", () => {
    // The same trick photographed turned a quarter clockwise: each sticker's direction and rotation grow by 90°.
    for (const q of [0, 90, 180, 270]) {
      const turned = [at("W07", q, q), at("C02", 90 + q, 90 + q), at("T04", 180 + q, 180 + q), at("S11", 270 + q, 270 + q)];
      const seats = assignSides(turned, { players: FOUR, order: "clockwise", nearest: "Ann" });
      const k = q / 90;
      expect(by(seats)).toEqual({ W07: FOUR[k], C02: FOUR[(k + 1) % 4], T04: FOUR[(k + 2) % 4], S11: FOUR[(k + 3) % 4] });
    }
  });

  it("a hand lays cards up to 35° off square, and the trick's middle need not be the photo's", () => {
    const messy = [at("W07", 10, -30), at("C02", 80, 125), at("T04", 200, 150), at("S11", 260, 235)].map((s) => ({ ...s, x: s.x + 900, y: s.y - 300 }));
    expect(by(assignSides(messy, { players: FOUR, order: "clockwise", nearest: "Ann" }))).toEqual({ W07: "Ann", C02: "Ben", T04: "Cat", S11: "Dan" });
  });

  it("cards already recorded leave their seats out", () => {
    // Ann and Ben have played; Cat's and Dan's cards are in the photo with the first two.
    const seats = assignSides([at("T04", 180, 180), at("S11", 270, 270)], { players: FOUR, order: "clockwise", nearest: "Ann" }, { open: ["Cat", "Dan"] });
    expect(by(seats)).toEqual({ T04: "Cat", S11: "Dan" });
  });

  it("a sticker that fits no open seat is left out rather than given to the wrong player", () => {
    // Only Dan still to play; the sticker is upright (Ann's side): it fits no open seat.
    expect(assignSides([at("W07", 0, 0)], { players: FOUR, order: "clockwise", nearest: "Ann" }, { open: ["Dan"] })).toEqual([]);
  });

  it("with a rotation halfway between two seats, the place around the middle decides", () => {
    // Both Ben's and Cat's stickers read 135° (between left 90° and up 180°); Ben's lies left, Cat's up.
    const stickers = [at("W07", 0, 0), at("C02", 90, 135), at("T04", 180, 135), at("S11", 270, 270)];
    expect(by(assignSides(stickers, { players: FOUR, order: "clockwise", nearest: "Ann" }))).toEqual({ W07: "Ann", C02: "Ben", T04: "Cat", S11: "Dan" });
  });
});

describe("three, five and six players: the angle round the middle", () => {
  it("three players, clockwise: 0°, 120°, 240°", () => {
    const s = [at("A1", 0, 0), at("B1", 120, 120), at("C1", 240, -120)];
    const P = ["Ann", "Ben", "Cat"];
    expect(by(assignSides(s, { players: P, order: "clockwise", nearest: "Ann" }))).toEqual({ A1: "Ann", B1: "Ben", C1: "Cat" });
    expect(by(assignSides(s, { players: P, order: "clockwise", nearest: "Cat" }))).toEqual({ A1: "Cat", B1: "Ann", C1: "Ben" });
    expect(by(assignSides(s, { players: P, order: "counter-clockwise", nearest: "Ann" }))).toEqual({ A1: "Ann", B1: "Cat", C1: "Ben" });
  });

  it("five players, clockwise: 0°, 72°, 144°, 216°, 288°", () => {
    const P = ["Ann", "Ben", "Cat", "Dan", "Eve"];
    const s = [at("a", 0, 5), at("b", 72, 70), at("c", 144, 150), at("d", 216, 210), at("e", 288, 290)];
    expect(by(assignSides(s, { players: P, order: "clockwise", nearest: "Ann" }))).toEqual({ a: "Ann", b: "Ben", c: "Cat", d: "Dan", e: "Eve" });
    expect(by(assignSides(s, { players: P, order: "clockwise", nearest: "Dan" }))).toEqual({ a: "Dan", b: "Eve", c: "Ann", d: "Ben", e: "Cat" });
  });

  it("six players, counter-clockwise from the phone at Ben: 0°, 60°, … round to the right", () => {
    const P = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"];
    // Counter-clockwise list: Ben 0°, Cat 300°, Dan 240°, Eve 180°, Fay 120°, Ann 60°.
    const s = [at("b", 0, 0), at("c", 300, -60), at("d", 240, 240), at("e", 180, 180), at("f", 120, 120), at("a", 60, 60)];
    expect(by(assignSides(s, { players: P, order: "counter-clockwise", nearest: "Ben" }))).toEqual({ a: "Ann", b: "Ben", c: "Cat", d: "Dan", e: "Eve", f: "Fay" });
  });

  it("every seat of the phone and every turn of the photo by whole seats, for 3 to 6 players", () => {
    for (const n of [3, 4, 5, 6]) {
      const P = ["P0", "P1", "P2", "P3", "P4", "P5"].slice(0, n);
      for (let j = 0; j < n; j++) {
        // The photo turned j seats clockwise: every sticker's direction and rotation grow by 360·j/n.
        const q = (360 * j) / n;
        const s = P.map((_, k) => at(`c${k}`, (360 * k) / n + q, (360 * k) / n + q));
        for (let me = 0; me < n; me++) {
          const got = by(assignSides(s, { players: P, order: "clockwise", nearest: P[me] }));
          expect(got).toEqual(Object.fromEntries(P.map((_, k) => [`c${k}`, P[(k + j + me) % n]])));
        }
      }
    }
  });
});

describe("turn order", () => {
  it("sorts the seated cards from the leader round the list", () => {
    const cards = [{ code: "x", player: "Ann", off: 0 }, { code: "y", player: "Cat", off: 0 }, { code: "z", player: "Dan", off: 0 }];
    expect(inTurnOrder(cards, FOUR, "Cat").map((c) => c.player)).toEqual(["Cat", "Dan", "Ann"]);
    expect(inTurnOrder(cards, FOUR, "Ann").map((c) => c.player)).toEqual(["Ann", "Cat", "Dan"]);
  });
});
