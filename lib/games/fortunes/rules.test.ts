/**
 * Table tests for the Fortunes seed rules (000) as RULINGS.md reads them. Each test names the
 * rule it pins. Players are listed clockwise: Ann, Ben, Cat, Dan; Ann deals deal 1.
 */
import { describe, expect, it } from "vitest";
import {
  currentDeal, turn, illegality, trickType, winningIndex, leaderOf, teamOf,
  type FortunesAction, type FortunesState,
} from ".";
import { game, run } from "@/test/helpers/fortunes";

const plays = (...cards: string[]): FortunesAction[] => cards.map((card) => ({ type: "play", card, force: true }));
const lastTrick = (s: FortunesState) => currentDeal(s).tricks.at(-1)!;

describe("Rule 1 & 3: play is clockwise; the lead moves clockwise regardless of who won", () => {
  it("the dealer leads trick 1, the player on the dealer's left leads trick 2, and so on", () => {
    expect([1, 2, 3, 4, 5, 19].map((n) => leaderOf(0, n))).toEqual([0, 1, 2, 3, 0, 2]);
    expect([1, 2, 3].map((n) => leaderOf(2, n))).toEqual([2, 3, 0]);
  });
  it("leader rotation ignores the previous winner", () => {
    // Trick 1 (Ann leads, High): Cat wins with the W14. Trick 2 is still led by Ben.
    let s = run(game(), plays("W02", "W03", "W14", "W04"));
    expect(lastTrick(s).winner).toBe(2);
    expect(turn(s)).toMatchObject({ player: "Ben", expects: "play" });
    s = run(s, plays("C05"));
    expect(lastTrick(s).leader).toBe(1);
    expect(turn(s).player).toBe("Cat");
  });
});

describe("Rule 2 & 4: the dealer's team is High; the leader's team sets the type", () => {
  it("dealer and partner are High, the others Low", () => {
    expect([0, 1, 2, 3].map((seat) => teamOf(0, seat))).toEqual(["high", "low", "high", "low"]);
    expect([0, 1, 2, 3].map((seat) => teamOf(1, seat))).toEqual(["low", "high", "low", "high"]);
  });
  it("a trick led by the High team is high, by the Low team low", () => {
    let s = run(game(), plays("W02", "W03", "W09", "W04"));
    expect(lastTrick(s).type).toBe("high");
    s = run(s, plays("C05", "C06", "C07", "C08"));
    expect(lastTrick(s).type).toBe("low");
  });
  it("the next deal passes to the dealer's left and relabels the teams", () => {
    let s = run(game(), [{ type: "endDeal" }, { type: "nextDeal" }]);
    const d = currentDeal(s);
    expect(d.dealer).toBe(1);
    expect(teamOf(d.dealer, 1)).toBe("high");
    expect(teamOf(d.dealer, 0)).toBe("low");
    s = run(s, plays("W02"));
    expect(lastTrick(s).leader).toBe(1);
  });
});

describe("Rule 5: Aces are low; courts are 11–14", () => {
  it("in a high trick the Ace loses to everything of its suit", () => {
    expect(winningIndex(["C01", "C02", "C03", "C04"], "high")).toBe(3);
  });
  it("in a low trick the Ace wins", () => {
    expect(winningIndex(["C05", "C01", "C14", "C02"], "low")).toBe(1);
  });
  it("the Righ (14) beats the Riga (13), Knight (12) and Herald (11) in a high trick", () => {
    expect(winningIndex(["S11", "S13", "S14", "S12"], "high")).toBe(2);
  });
});

describe("Rule 6: off-suit cards and Stars never win a trick led with a mundane suit", () => {
  it("a high off-suit card does not win", () => {
    expect(winningIndex(["W03", "C14", "W02", "S14"], "high")).toBe(0);
  });
  it("a Star in a mundane-led trick only flips the type; the led suit still wins", () => {
    const cards = ["W07", "W02", "T04", "W11"];
    const type = trickType("high", cards);
    expect(type).toBe("low");
    expect(cards[winningIndex(cards, type)]).toBe("W02");
  });
});

describe("Rule 9: each Star played into a mundane-led trick flips its type", () => {
  it.each([
    [["W07", "T01", "W02", "W09"], "high", "low"],
    [["W07", "T01", "T02", "W09"], "high", "high"],
    [["W07", "T01", "T02", "T03"], "high", "low"],
    [["W07", "T01", "W03", "W09"], "low", "high"],
    [["W07", "T01", "T02", "W09"], "low", "low"],
  ] as const)("%j starting %s ends %s", (cards, start, end) => {
    expect(trickType(start, cards)).toBe(end);
  });
  it("the engine shows the type flipping as each Star is recorded", () => {
    let s = run(game(), plays("W07"));
    expect(lastTrick(s).type).toBe("high");
    s = run(s, plays("T01"));
    expect(lastTrick(s).type).toBe("low");
    s = run(s, plays("T02"));
    expect(lastTrick(s).type).toBe("high");
  });
});

describe("Rule 10: a Star-led trick keeps its type", () => {
  it.each([
    [["T05", "T01", "T02", "T09"], "high"],
    [["T05", "T01", "T02", "T09"], "low"],
    [["T05", "W01", "C02", "S09"], "low"],
  ] as const)("%j stays %s", (cards, start) => {
    expect(trickType(start, cards)).toBe(start);
  });
  it("only Stars compete in a Star-led trick; other cards are thrown away", () => {
    expect(winningIndex(["T05", "W14", "T09", "C14"], "high")).toBe(2);
    expect(winningIndex(["T05", "W01", "T09", "C01"], "low")).toBe(0);
  });
});

describe("Rule 11: the Fool is the lowest Star, except in a high round with the 21", () => {
  it("the Fool wins a low Star-led trick as the lowest Star", () => {
    expect(winningIndex(["T05", "T00", "T21", "T09"], "low")).toBe(1);
  });
  it("the Fool loses a high Star-led trick without the 21", () => {
    expect(winningIndex(["T05", "T00", "T20", "T09"], "high")).toBe(2);
  });
  it("the Fool wins a high Star-led trick that also holds the 21", () => {
    expect(winningIndex(["T05", "T00", "T21", "T09"], "high")).toBe(1);
    expect(winningIndex(["T21", "T03", "T00", "T09"], "high")).toBe(2);
  });
  it("the Fool in a mundane-led trick does not compete", () => {
    expect(winningIndex(["W05", "T00", "T21", "W09"], "high")).toBe(3);
  });
});

describe("Scoring: well-disposed 2 points, ill-disposed 1", () => {
  it("High team wins a high trick: well-disposed, 2 points to the winner", () => {
    const s = run(game(), plays("W09", "W03", "W02", "W04"));
    expect(lastTrick(s)).toMatchObject({ type: "high", winner: 0, disposition: "well", points: 2 });
    expect(currentDeal(s).points).toEqual([2, 0, 0, 0]);
  });
  it("Low team wins a high trick: ill-disposed, 1 point", () => {
    const s = run(game(), plays("W02", "W09", "W03", "W04"));
    expect(lastTrick(s)).toMatchObject({ type: "high", winner: 1, disposition: "ill", points: 1 });
  });
  it("Low team wins a low trick: well-disposed for the Low team", () => {
    // Trick 2 is led by Ben, then Cat, Dan, Ann.
    let s = run(game(), plays("W09", "W03", "W02", "W04"));
    s = run(s, plays("C05", "C06", "C02", "C07"));
    expect(lastTrick(s)).toMatchObject({ type: "low", winner: 3, disposition: "well", points: 2 });
  });
  it("High team wins a low trick: ill-disposed", () => {
    let s = run(game(), plays("W09", "W03", "W02", "W04"));
    s = run(s, plays("C05", "C02", "C06", "C07"));
    expect(lastTrick(s)).toMatchObject({ type: "low", winner: 2, disposition: "ill", points: 1 });
  });
  it("a reversed trick favours the other team: a Star turns Ann's high lead low, so Ben's low card is well-disposed", () => {
    const s = run(game(), plays("W07", "W02", "T04", "W11"));
    expect(lastTrick(s)).toMatchObject({ type: "low", winner: 1, winningCard: "W02", disposition: "well", points: 2 });
  });
  it("Ben's low lead turned high by Cat's Star: Ann's top Cup wins, well-disposed for High", () => {
    let s = run(game(), plays("W09", "W03", "W02", "W04"));
    s = run(s, plays("C05", "T03", "C02", "C14"));
    expect(lastTrick(s)).toMatchObject({ type: "high", winner: 0, disposition: "well", points: 2 });
  });
  it("Ben's low lead turned high by a Star: Ben's own high Cup wins, ill-disposed for Low", () => {
    let s = run(game(), plays("W09", "W03", "W02", "W04"));
    s = run(s, plays("C13", "T03", "C02", "C04"));
    expect(lastTrick(s)).toMatchObject({ type: "high", winner: 1, disposition: "ill", points: 1 });
  });
});

describe("Rule 7: follow suit (checked exactly with known hands)", () => {
  const ctx = { trick: ["W05"], starsBroken: false, starsAfterBroken: true };
  it("a player holding the led suit must play it", () => {
    expect(illegality("C03", ["C03", "W02"], ctx)).toMatchObject({ rule: "follow-suit" });
    expect(illegality("W02", ["C03", "W02"], ctx)).toBeNull();
  });
  it("a player void in the led suit may throw off or play a Star", () => {
    expect(illegality("C03", ["C03", "T02"], ctx)).toBeNull();
    expect(illegality("T02", ["C03", "T02"], ctx)).toBeNull();
  });
  it("before Stars are broken, a Star may not replace the led suit", () => {
    expect(illegality("T02", ["W03", "T02"], ctx)).toMatchObject({ rule: "follow-suit" });
  });
  it("once Stars are broken, anyone may play a Star while holding the led suit (option starsAfterBroken on)", () => {
    expect(illegality("T02", ["W03", "T02"], { ...ctx, starsBroken: true })).toBeNull();
    // ...but not another mundane suit
    expect(illegality("C02", ["W03", "C02", "T02"], { ...ctx, starsBroken: true })).toMatchObject({ rule: "follow-suit" });
  });
  it("with starsAfterBroken off, a Star only when void in the led suit", () => {
    expect(illegality("T02", ["W03", "T02"], { ...ctx, starsBroken: true, starsAfterBroken: false })).toMatchObject({ rule: "follow-suit" });
    expect(illegality("T02", ["C03", "T02"], { ...ctx, starsBroken: true, starsAfterBroken: false })).toBeNull();
  });
  it("a Star lead must be followed with a Star by anyone holding one", () => {
    const star = { trick: ["T05"], starsBroken: true, starsAfterBroken: true };
    expect(illegality("W03", ["W03", "T01"], star)).toMatchObject({ rule: "follow-suit" });
    expect(illegality("W03", ["W03", "C01"], star)).toBeNull();
  });
});

describe("Rule 8: Stars may not be led before they are broken", () => {
  const lead = { trick: [] as string[], starsBroken: false, starsAfterBroken: true };
  it("leading a Star before Stars are broken is illegal while holding other suits", () => {
    expect(illegality("T03", ["T03", "W02"], lead)).toMatchObject({ rule: "stars-lead" });
  });
  it("a leader holding nothing but Stars may lead one", () => {
    expect(illegality("T03", ["T03", "T09"], lead)).toBeNull();
  });
  it("after Stars are broken they may be led at will", () => {
    expect(illegality("T03", ["T03", "W02"], { ...lead, starsBroken: true })).toBeNull();
  });
  it("a Star played earlier in the same trick counts as broken", () => {
    const s = run(game(), plays("W07", "T01"));
    expect(currentDeal(s).starsBroken).toBe(true);
  });
});
