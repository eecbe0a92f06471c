/**
 * Counting legal plays from fixed positions with known hands, in the manner of chess "perft":
 * the expected numbers were counted by hand from RULINGS.md ("Legal play"), so a change in
 * `illegality` (or in the engine's use of it) that lets one card too many or too few through
 * shows up as a wrong count.
 *
 * Rules counted: follow suit when holding the led suit; a Star-led trick is followed with a Star
 * by anyone holding one; no Star lead before Stars are broken unless the leader holds nothing but
 * Stars; with `starsAfterBroken` (default on) a Star may be played instead of following once any
 * Star has been played in the deal, including earlier in the same trick.
 */
import { describe, expect, it } from "vitest";
import { apply, legalCards, setup, type FortunesAction, type FortunesState } from ".";
import { illegality } from "./rules";

const isStar = (c: string) => c[0] === "T";
const range = (suit: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${suit}${String(from + i).padStart(2, "0")}`);

interface Position { trick: string[]; starsBroken: boolean; starsAfterBroken: boolean }
const legal = (hand: string[], p: Position) => hand.filter((c) => !illegality(c, hand, p));

/** Sequences of two legal plays: `first` plays into the position, then `second` into the result. */
function twoPly(first: string[], second: string[], p: Position): number {
  let n = 0;
  for (const a of legal(first, p)) {
    const after = [...p.trick, a];
    n += legal(second, { trick: after.length === 4 ? [] : after, starsBroken: p.starsBroken || isStar(a), starsAfterBroken: p.starsAfterBroken }).length;
  }
  return n;
}

// Hand A: 5 Wands, 4 Cups, 3 Swords, 1 Pentacle, 6 Stars = 19.
const A = [...range("W", 1, 5), ...range("C", 1, 4), ...range("S", 1, 3), "P01", "T00", "T05", "T10", "T15", "T20", "T21"];
// Hand B: 3 Wands, 10 Cups, no Swords, no Pentacles, 6 Stars = 19 (disjoint from A).
const B = [...range("W", 6, 8), ...range("C", 5, 14), "T01", "T02", "T03", "T04", "T06", "T07"];
// Hand V: void in Cups: 5 Wands, 6 Swords, 2 Pentacles, 6 Stars = 19 (disjoint from B).
const V = [...range("W", 1, 5), ...range("S", 1, 6), "P01", "P02", "T00", "T05", "T10", "T15", "T20", "T21"];
const STARS_ONLY = range("T", 0, 18);

const lead = (starsBroken: boolean, starsAfterBroken = true): Position => ({ trick: [], starsBroken, starsAfterBroken });
const follow = (led: string, starsBroken: boolean, starsAfterBroken = true): Position => ({ trick: [led], starsBroken, starsAfterBroken });

describe("the hands are what they claim", () => {
  it("19 distinct cards each; A and V are disjoint from B", () => {
    for (const h of [A, B, V, STARS_ONLY]) expect(new Set(h).size).toBe(19);
    expect(A.filter((c) => B.includes(c))).toEqual([]);
    expect(V.filter((c) => B.includes(c))).toEqual([]);
  });
});

describe("a leader with 19 known cards", () => {
  it("before Stars are broken: the 13 mundane cards (5 W + 4 C + 3 S + 1 P), no Star", () => {
    expect(legal(A, lead(false))).toHaveLength(13);
    expect(legal(A, lead(false)).some(isStar)).toBe(false);
  });
  it("after Stars are broken: all 19", () => {
    expect(legal(A, lead(true))).toHaveLength(19);
  });
  it("holding nothing but Stars: all 19 even before they are broken", () => {
    expect(legal(STARS_ONLY, lead(false))).toHaveLength(19);
  });
  it("18 Stars and one Wand, unbroken: only the Wand", () => {
    expect(legal([...range("T", 0, 17), "W01"], lead(false))).toEqual(["W01"]);
  });
  it("starsAfterBroken does not change what may be led", () => {
    expect([lead(false, false), lead(true, false)].map((p) => legal(A, p).length)).toEqual([13, 19]);
  });
});

describe("a follower", () => {
  // Hand A holds 5 Wands and 6 Stars.
  it.each([
    // [starsBroken, starsAfterBroken, count]
    [false, true, 5], //  unbroken: Wands only
    [true, true, 11], //  broken, option on: 5 Wands + 6 Stars
    [false, false, 5], // option off: Wands only
    [true, false, 5], //  option off, broken: still Wands only
  ] as const)("holding the led suit (Wands): broken %s, starsAfterBroken %s → %i", (broken, after, n) => {
    expect(legal(A, follow("W09", broken, after))).toHaveLength(n);
  });
  it.each([
    [false, true], [true, true], [false, false], [true, false],
  ] as const)("void in the led suit (Cups, hand V): any of 19 (broken %s, starsAfterBroken %s)", (broken, after) => {
    expect(legal(V, follow("C09", broken, after))).toHaveLength(19);
  });
  it("holding a single card of the led suit (P01): just that card, or it and the 6 Stars once broken", () => {
    expect(legal(A, follow("P09", false))).toEqual(["P01"]);
    expect(legal(A, follow("P09", true))).toHaveLength(7);
  });
  it("a Star lead: holding Stars → one of the 6 Stars; holding none → any of 19", () => {
    expect(legal(A, follow("T11", true))).toHaveLength(6);
    expect(legal(A, follow("T11", true, false))).toHaveLength(6);
    const noStars = [...range("W", 1, 10), ...range("C", 1, 9)];
    expect(legal(noStars, follow("T11", true))).toHaveLength(19);
  });
  it("a Star earlier in the same trick counts as broken", () => {
    // The trick so far is W09, T02 and T02 was the deal's first Star: Stars are broken, so hand A
    // may play its 5 Wands or its 6 Stars.
    expect(legal(A, { trick: ["W09", "T02"], starsBroken: true, starsAfterBroken: true })).toHaveLength(11);
  });
});

describe("two plies (sequences of two legal plays)", () => {
  it("A leads, B follows, Stars unbroken: 131", () => {
    // A may lead 13 mundane cards. B's replies:
    //   5 Wand leads × 3 Wands = 15;  4 Cup leads × 10 Cups = 40;
    //   3 Sword leads × 19 (void) = 57;  1 Pentacle lead × 19 (void) = 19.   15 + 40 + 57 + 19 = 131.
    expect(twoPly(A, B, lead(false))).toBe(131);
  });
  it("A leads, B follows, Stars broken, starsAfterBroken on: 221", () => {
    //   5 Wands × (3 Wands + 6 Stars) = 45;  4 Cups × (10 + 6) = 64;  3 Swords × 19 = 57;
    //   1 Pentacle × 19 = 19;  6 Star leads × 6 Stars = 36.   45 + 64 + 57 + 19 + 36 = 221.
    expect(twoPly(A, B, lead(true))).toBe(221);
  });
  it("A leads, B follows, Stars broken, starsAfterBroken off: 167", () => {
    //   5 × 3 = 15;  4 × 10 = 40;  3 × 19 = 57;  1 × 19 = 19;  6 × 6 = 36.   = 167.
    expect(twoPly(A, B, lead(true, false))).toBe(167);
  });
  it("after a Cup lead, V (void) then B: a Star from V breaks Stars for B in the same trick", () => {
    // Unbroken, option on. V may play any of 19.
    //   13 mundane cards → B must follow Cups: 13 × 10 = 130;
    //   6 Stars → Stars now broken: B may play 10 Cups or 6 Stars: 6 × 16 = 96.   130 + 96 = 226.
    expect(twoPly(V, B, follow("C03", false))).toBe(226);
    // Option off: a Star never excuses B from following Cups: 19 × 10 = 190.
    expect(twoPly(V, B, follow("C03", false, false))).toBe(190);
  });
  it("the last card of a trick, then the next lead: B completes a Wand trick, then A leads", () => {
    // Trick W09, W10, W11 (unbroken). B must play one of 3 Wands; the trick is complete and A
    // leads the next one with Stars still unbroken: 13. 3 × 13 = 39.
    expect(twoPly(B, A, { trick: ["W09", "W10", "W11"], starsBroken: false, starsAfterBroken: true })).toBe(39);
  });
});

describe("the engine's legalCards agrees (hands entered)", () => {
  function run(actions: FortunesAction[], starsAfterBroken = true): FortunesState {
    const g = setup({ players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann", options: { starsAfterBroken } });
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value;
    for (const a of actions) {
      const r = apply(s, a);
      if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
      s = r.value;
    }
    return s;
  }
  const play = (...cards: string[]): FortunesAction[] => cards.map((card) => ({ type: "play", card }));
  it("Ann (hand A) leads first: 13; later, holding Cups after Ben broke Stars: 10 (option on) or 4 (off)", () => {
    expect(legalCards(run([{ type: "hand", player: "Ann", cards: A }]))).toHaveLength(13);
    // T1 Ann W01, Ben T01 (Stars broken), Cat W06, Dan W07. T2 Ben C05, Cat C06, Dan C07; Ann to play
    // holding C01–C04 and 6 Stars: 4 Cups + 6 Stars = 10 with the option, 4 Cups without.
    const actions: FortunesAction[] = [{ type: "hand", player: "Ann", cards: A }, ...play("W01", "T01", "W06", "W07", "C05", "C06", "C07")];
    expect(legalCards(run(actions))).toHaveLength(10);
    expect(legalCards(run(actions, false))).toHaveLength(4);
  });
});
