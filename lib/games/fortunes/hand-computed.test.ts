/**
 * Fortunes records whose results were worked out BY HAND from the seed (000) and RULINGS.md, not
 * by running the engine. Each case is a small record replayed through `replayRecord`; the comments
 * give the reasoning, so a disagreement can be judged against the rules rather than against an
 * earlier run of the engine.
 *
 * Seating used throughout: Ann, Ben, Cat, Dan clockwise. When Ann deals she is East, Ben South
 * (her left), Cat West, Dan North: High = Ann + Cat, Low = Ben + Dan. Trick n is led by the
 * player n−1 seats clockwise from the dealer (Ann, Ben, Cat, Dan, Ann …), and a trick's cards are
 * listed from its leader clockwise. Well-disposed 2 points, ill-disposed 1.
 */
import { describe, expect, it } from "vitest";
import { replayRecord } from "../../records/replay";

const PLAYERS = ["Ann", "Ben", "Cat", "Dan"];

interface TrickR { number: number; leader: string; cards: string[]; type: string; winner: string | null; winningCard: string | null; disposition: string | null; points: number }
interface DealR {
  number: number; dealer: string; status: string;
  teamPlayers: { high: string[]; low: string[] };
  tricks: TrickR[];
  scores: { players: Record<string, number>; teams: { high: number; low: number } };
  violations: { trick: number; player: string; rule: string }[];
  readings: { player: string; outcome: string; layout: string }[];
  bids?: { players: Record<string, number | null>; teams: Record<"high" | "low", { bid: number; tricks: number; made: boolean }> };
  betting?: { ante: number; pot: number; paid: Record<string, number>; payout: Record<string, number> | null; fold: { player: string; trick: number } | null };
}
interface ResultR { deals: DealR[]; match: { partnerships: { players: string[]; points: number }[]; winner: string[] | null; target?: number; busts?: { deal: number; players: string[] }[] } }

type DealRec = { dealer?: string; tricks: string[][]; end?: "stopped"; bids?: Record<string, number>; hands?: Record<string, string[]>; betting?: unknown[][] };

function replay(deals: DealRec[], options?: object): ResultR {
  const r = replayRecord({ game: "fortunes", players: PLAYERS, ...(options ? { options } : {}), deals });
  if (!r.ok) throw new Error(r.error.message);
  return r.value as unknown as ResultR;
}
/** [leader, type, winner, winningCard, disposition, points] of each trick. */
const summary = (d: DealR) => d.tricks.map((t) => [t.leader, t.type, t.winner, t.winningCard, t.disposition, t.points]);
const rules = (d: DealR) => d.violations.map((v) => [v.trick, v.player, v.rule]);

// Four tricks that come back in several cases below (Ann deals). Each leader wins their own trick:
//   T1 Ann leads (High → high): W09 W03 W02 W04 → highest Wand W09, Ann: High wins high → well, 2.
//   T2 Ben leads (Low → low):   C02 C05 C06 C07 → lowest Cup C02, Ben: Low wins low → well, 2.
//   T3 Cat leads (High → high): S09 S02 S03 S04 → highest Sword S09, Cat → well, 2.
//   T4 Dan leads (Low → low):   P01 P05 P06 P07 → lowest Pentacle P01 (Aces low), Dan → well, 2.
const OWN = [["W09", "W03", "W02", "W04"], ["C02", "C05", "C06", "C07"], ["S09", "S02", "S03", "S04"], ["P01", "P05", "P06", "P07"]];

describe("Rule 1: gameplay is clockwise", () => {
  it("the second card of a trick is the leader's left-hand neighbour's", () => {
    // Ann leads W05 (high). Clockwise the cards are Ann W05, Ben W09, Cat W02, Dan W03; the
    // highest Wand W09 is Ben's (counter-clockwise it would be Dan's). Ben is Low, the trick high →
    // ill-disposed, 1 point.
    const d = replay([{ tricks: [["W05", "W09", "W02", "W03"]], end: "stopped" }]).deals[0];
    expect(summary(d)).toEqual([["Ann", "high", "Ben", "W09", "ill", 1]]);
    expect(d.scores.players).toEqual({ Ann: 0, Ben: 1, Cat: 0, Dan: 0 });
  });
});

describe("Rule 2: the dealer is High; the next deal passes to the dealer's left", () => {
  it("deal 2 is dealt by Ben, whose partnership (Ben + Dan) is then High", () => {
    // Deal 1 (Ann, stopped after one trick). Deal 2 has no dealer named → Ann's left, Ben.
    // Ben leads trick 1 of deal 2 (rule 3), his team is High → high trick:
    //   Ben C05, Cat C10, Dan C02, Ann C07 → highest Cup C10 is Cat's; Cat is Low in deal 2 → ill, 1.
    const r = replay([{ dealer: "Ann", tricks: [OWN[0]] }, { tricks: [["C05", "C10", "C02", "C07"]], end: "stopped" }]);
    const [d1, d2] = r.deals;
    expect([d1.dealer, d2.dealer]).toEqual(["Ann", "Ben"]);
    expect([[...d1.teamPlayers.high].sort(), [...d1.teamPlayers.low].sort()]).toEqual([["Ann", "Cat"], ["Ben", "Dan"]]);
    expect([[...d2.teamPlayers.high].sort(), [...d2.teamPlayers.low].sort()]).toEqual([["Ben", "Dan"], ["Ann", "Cat"]]);
    expect(summary(d2)).toEqual([["Ben", "high", "Cat", "C10", "ill", 1]]);
    expect(d1.status).toBe("stopped");
    expect(d2.scores.teams).toEqual({ high: 0, low: 1 });
    // The match adds each deal's points to the fixed partnerships: Ann+Cat 2 (deal 1) + 1 (deal 2).
    expect(r.match.partnerships).toEqual([{ players: ["Ann", "Cat"], points: 3 }, { players: ["Ben", "Dan"], points: 0 }]);
  });
});

describe("Rules 3 and 4: the lead moves clockwise whoever won; the leader's team sets the type", () => {
  it("five tricks led by Ann, Ben, Cat, Dan, Ann: high, low, high, low, high", () => {
    // T1 Ann (high): Ann W05, Ben W03, Cat W14, Dan W02 → W14 Cat, High → well 2.
    //    Cat won, but trick 2 is still led by Ben (the next seat clockwise from Ann).
    // T2 Ben (low):  Ben C04, Cat C09, Dan C02, Ann C06 → lowest C02 Dan, Low → well 2.
    // T3 Cat (high): Cat S08, Dan S03, Ann S12, Ben S01 → S12 Ann, High → well 2.
    // T4 Dan (low):  Dan P05, Ann P06, Ben P07, Cat P08 → P05 Dan → well 2.
    // T5 Ann (high): Ann W06, Ben W07, Cat W08, Dan W09 → W09 Dan, Low in a high trick → ill 1.
    // Ann 2, Ben 0, Cat 2, Dan 2+2+1 = 5. High 4, Low 5.
    const d = replay([{
      tricks: [["W05", "W03", "W14", "W02"], ["C04", "C09", "C02", "C06"], ["S08", "S03", "S12", "S01"], ["P05", "P06", "P07", "P08"], ["W06", "W07", "W08", "W09"]],
      end: "stopped",
    }]).deals[0];
    expect(summary(d)).toEqual([
      ["Ann", "high", "Cat", "W14", "well", 2],
      ["Ben", "low", "Dan", "C02", "well", 2],
      ["Cat", "high", "Ann", "S12", "well", 2],
      ["Dan", "low", "Dan", "P05", "well", 2],
      ["Ann", "high", "Dan", "W09", "ill", 1],
    ]);
    expect(d.scores).toEqual({ players: { Ann: 2, Ben: 0, Cat: 2, Dan: 5 }, teams: { high: 4, low: 5 } });
    // The deal has ended (stopped), so it is read: Low has more points → fortune; High → doom.
    // Each team won fewer than 8 tricks a player → the simple layout.
    expect(d.readings.map((x) => [x.player, x.outcome, x.layout])).toEqual([
      ["Ann", "doom", "simple"], ["Ben", "fortune", "simple"], ["Cat", "doom", "simple"], ["Dan", "fortune", "simple"],
    ]);
  });
  it("with Cat dealing, Cat leads trick 1 (high) and Dan trick 2 (low)", () => {
    // Dealer Cat: High = Cat + Ann, Low = Dan + Ben.
    // T1 Cat (high): Cat W02, Dan W10, Ann W05, Ben W01 → W10 Dan, Low in high → ill 1.
    // T2 Dan (low):  Dan C09, Ann C03, Ben C08, Cat C10 → lowest C03 Ann, High in low → ill 1.
    const d = replay([{ dealer: "Cat", tricks: [["W02", "W10", "W05", "W01"], ["C09", "C03", "C08", "C10"]], end: "stopped" }]).deals[0];
    expect(summary(d)).toEqual([["Cat", "high", "Dan", "W10", "ill", 1], ["Dan", "low", "Ann", "C03", "ill", 1]]);
    expect(d.scores.teams).toEqual({ high: 1, low: 1 });
  });
});

describe("Rule 5: Aces are low (courts 11–14 above the pips)", () => {
  it("the Ace loses a high trick, wins a low one, and the Righ beats the Riga, Knight and Herald", () => {
    // T1 Ann (high): C01 C10 C03 C04 → C10 Ben (the Ace counts 1, below everything) → Low in high, ill 1.
    // T2 Ben (low):  Ben S05, Cat S01, Dan S14, Ann S13 → S01 Cat, High in low → ill 1.
    // T3 Cat (high): Cat P11, Dan P12, Ann P13, Ben P14 → P14 (Righ) Ben → ill 1.
    const d = replay([{ tricks: [["C01", "C10", "C03", "C04"], ["S05", "S01", "S14", "S13"], ["P11", "P12", "P13", "P14"]], end: "stopped" }]).deals[0];
    expect(summary(d)).toEqual([
      ["Ann", "high", "Ben", "C10", "ill", 1],
      ["Ben", "low", "Cat", "S01", "ill", 1],
      ["Cat", "high", "Ben", "P14", "ill", 1],
    ]);
    expect(d.scores.players).toEqual({ Ann: 0, Ben: 2, Cat: 1, Dan: 0 });
  });
});

describe("Rule 6: Stars count only against Stars in a Star-led trick; off-suit cards never win", () => {
  it("off-suit courts and a Star do not win a mundane-led trick; Aces do not win a Star-led one", () => {
    // T1 Ann (high): Ann W03, Ben C14, Cat W02, Dan S14 → only Wands compete: W03 Ann → well 2.
    //    (Ben and Dan showed they have no Wands.)
    // T2 Ben (low):  Ben C05, Cat T21, Dan C06, Ann C04 → T21 flips low → high, but does not
    //    compete: highest Cup C06 Dan; Low in a high trick → ill 1. Stars are now broken.
    // T3 Cat (high): Cat T10, Dan P01, Ann T05, Ben C01 → Star lead: only T10 and T05 compete, the
    //    Aces are thrown away; high → T10 Cat → well 2.
    const d = replay([{ tricks: [["W03", "C14", "W02", "S14"], ["C05", "T21", "C06", "C04"], ["T10", "P01", "T05", "C01"]], end: "stopped" }]).deals[0];
    expect(summary(d)).toEqual([
      ["Ann", "high", "Ann", "W03", "well", 2],
      ["Ben", "high", "Dan", "C06", "ill", 1],
      ["Cat", "high", "Cat", "T10", "well", 2],
    ]);
    expect(d.violations).toEqual([]);
  });
});

describe("Rule 7: follow suit if you can; otherwise throw off or play a Star", () => {
  it("a player who showed out of Wands and later plays a Wand revoked (found at once, hidden hands)", () => {
    // T1 Ann (high): Ann W05, Ben C03 (Ben shows he has no Wands), Cat W06, Dan W07 → W07 Dan, ill 1.
    // T2 Ben (low):  Ben W08 … a Wand: so Ben held one in trick 1 → follow-suit at trick 1, Ben.
    //    Cat W09, Dan W10, Ann W11 → lowest W08 Ben → well 2.
    const d = replay([{ tricks: [["W05", "C03", "W06", "W07"], ["W08", "W09", "W10", "W11"]], end: "stopped" }]).deals[0];
    expect(summary(d)).toEqual([["Ann", "high", "Dan", "W07", "ill", 1], ["Ben", "low", "Ben", "W08", "well", 2]]);
    expect(rules(d)).toEqual([[1, "Ben", "follow-suit"]]);
  });
  it("throwing off a Cup and later playing Cups proves nothing", () => {
    // As above, but in trick 2 Ben leads a Cup: he only showed he had no Wands.
    // T2 Ben (low): Ben C04, Cat C09, Dan C10, Ann C11 → C04 Ben → well 2.
    const d = replay([{ tricks: [["W05", "C03", "W06", "W07"], ["C04", "C09", "C10", "C11"]], end: "stopped" }]).deals[0];
    expect(rules(d)).toEqual([]);
  });
  const starsCase: DealRec = {
    // T1 Ann (high): Ann W05, Ben T03, Cat W06, Dan W07 → one Star: low → lowest Wand W05 Ann,
    //    High in a low trick → ill 1. Ben breaks Stars (and shows he had no Wands).
    // T2 Ben (low):  Ben C05, Cat T04, Dan C06, Ann C07 → one Star: high → highest Cup C07 Ann,
    //    High in high → well 2. Cat played a Star on a Cup lead…
    // T3 Cat (high): Cat C08, Dan C09, Ann C10, Ben C11 → …and now plays a Cup, so she held Cups in
    //    trick 2. Highest C11 Ben, Low in high → ill 1.
    tricks: [["W05", "T03", "W06", "W07"], ["C05", "T04", "C06", "C07"], ["C08", "C09", "C10", "C11"]], end: "stopped",
  };
  const starsSummary = [["Ann", "low", "Ann", "W05", "ill", 1], ["Ben", "high", "Ann", "C07", "well", 2], ["Cat", "high", "Ben", "C11", "ill", 1]];
  it("starsAfterBroken on (default): once Stars are broken a Star may be played while holding the led suit", () => {
    const d = replay([starsCase]).deals[0];
    expect(summary(d)).toEqual(starsSummary);
    expect(rules(d)).toEqual([]);
  });
  it("starsAfterBroken off: the same Star is a revoke once Cat is seen to hold Cups", () => {
    const d = replay([starsCase], { starsAfterBroken: false }).deals[0];
    expect(summary(d)).toEqual(starsSummary);
    expect(rules(d)).toEqual([[2, "Cat", "follow-suit"]]);
  });
  it("with Ben's hand entered, his throw-off is a revoke at once", () => {
    // Ben holds W01 and 14 Cups and 4 Swords. T1 Ann (high): Ann W05, Ben C03 (holding W01!),
    // Cat W06, Dan W07 → W07 Dan, ill 1; follow-suit at trick 1, Ben.
    const hand = ["W01", ...Array.from({ length: 14 }, (_, i) => `C${String(i + 1).padStart(2, "0")}`), "S01", "S02", "S03", "S04"];
    const d = replay([{ hands: { Ben: hand }, tricks: [["W05", "C03", "W06", "W07"]], end: "stopped" }]).deals[0];
    expect(summary(d)).toEqual([["Ann", "high", "Dan", "W07", "ill", 1]]);
    expect(rules(d)).toEqual([[1, "Ben", "follow-suit"]]);
  });
});

describe("Revokes proven later: one violation per earlier trick the player showed out of the suit", () => {
  // T1 Ann (high): Ann W05, Ben C03 (no Wands shown), Cat W06, Dan W07 → W07 Dan, Low in high → ill 1.
  // T2 Ben (low):  Ben C04, Cat C05, Dan C06, Ann C07 → C04 Ben → well 2.
  // T3 Cat (high): Cat S05, Dan S06, Ann S07, Ben S08 → S08 Ben, Low in high → ill 1.
  // T4 Dan (low):  Dan P05, Ann P06, Ben P07, Cat P08 → P05 Dan → well 2.
  // T5 Ann (high): Ann W08, Ben C09 (no Wands shown again), Cat W10, Dan W11 → W11 Dan → ill 1.
  // T6 Ben (low):  Ben leads W02 — so he held a Wand in trick 1 AND in trick 5: two revokes.
  //    (complete:) Cat W03, Dan W04, Ann W12 → lowest W02 Ben → well 2.
  const five = [["W05", "C03", "W06", "W07"], ["C04", "C05", "C06", "C07"], ["S05", "S06", "S07", "S08"], ["P05", "P06", "P07", "P08"], ["W08", "C09", "W10", "W11"]];
  const expected = [[1, "Ben", "follow-suit"], [5, "Ben", "follow-suit"]];
  it("in a stopped deal", () => {
    const d = replay([{ tricks: [...five, ["W02", "W03", "W04", "W12"]], end: "stopped" }]).deals[0];
    expect(d.status).toBe("stopped");
    expect(summary(d)).toEqual([
      ["Ann", "high", "Dan", "W07", "ill", 1], ["Ben", "low", "Ben", "C04", "well", 2], ["Cat", "high", "Ben", "S08", "ill", 1],
      ["Dan", "low", "Dan", "P05", "well", 2], ["Ann", "high", "Dan", "W11", "ill", 1], ["Ben", "low", "Ben", "W02", "well", 2],
    ]);
    expect(d.scores.players).toEqual({ Ann: 0, Ben: 5, Cat: 0, Dan: 4 });
    expect(rules(d)).toEqual(expected);
  });
  it("in a deal still in progress (the Wand is the only card of trick 6 so far)", () => {
    const d = replay([{ tricks: [...five, ["W02"]] }]).deals[0];
    expect(d.status).toBe("in-progress");
    expect(d.tricks[5]).toMatchObject({ leader: "Ben", type: "low", winner: null, winningCard: null, disposition: null, points: 0 });
    expect(rules(d)).toEqual(expected);
  });
});

describe("Rule 8: no Star lead until Stars are broken", () => {
  it("a Star lead before Stars are broken is a violation once the leader plays another suit", () => {
    // T1 Ann (high) leads T05 unbroken: Ben T06, Cat T07, Dan T08 → Star lead, high stays high:
    //    highest T08 Dan, Low in high → ill 1.
    // T2 Ben (low): Ben C05, Cat C09, Dan C07, Ann C02 → Ann plays a Cup, so she held other suits
    //    when she led T05 → stars-lead at trick 1, Ann. Lowest C02 Ann, High in low → ill 1.
    const d = replay([{ tricks: [["T05", "T06", "T07", "T08"], ["C05", "C09", "C07", "C02"]], end: "stopped" }]).deals[0];
    expect(summary(d)).toEqual([["Ann", "high", "Dan", "T08", "ill", 1], ["Ben", "low", "Ann", "C02", "ill", 1]]);
    expect(rules(d)).toEqual([[1, "Ann", "stars-lead"]]);
  });
  it("after a Star is thrown off, Stars may be led", () => {
    // T1 Ann (high): Ann W05, Ben T03, Cat W06, Dan W07 → one Star → low → W05 Ann, ill 1. Broken.
    // T2 Ben (low) leads T04: Cat T09, Dan T01, Ann T12 → Star lead stays low → lowest T01 Dan,
    //    Low in low → well 2.
    // T3 Cat (high): Cat C03, Dan C08, Ann C10, Ben C04 → C10 Ann → well 2. (Ben's Cup is fine: in
    //    trick 1 he only showed he had no Wands.)
    const d = replay([{ tricks: [["W05", "T03", "W06", "W07"], ["T04", "T09", "T01", "T12"], ["C03", "C08", "C10", "C04"]], end: "stopped" }]).deals[0];
    expect(summary(d)).toEqual([["Ann", "low", "Ann", "W05", "ill", 1], ["Ben", "low", "Dan", "T01", "well", 2], ["Cat", "high", "Ann", "C10", "well", 2]]);
    expect(rules(d)).toEqual([]);
  });
  it("a leader holding nothing but Stars may lead one unbroken (hand entered); with one Wand she may not", () => {
    // Ann holds T00…T18. T1 Ann (high) leads T05: Ben T19, Cat T20, Dan T21 → high Star lead with
    // T21 but no Fool played → highest T21 Dan, Low in high → ill 1.
    const stars = Array.from({ length: 19 }, (_, i) => `T${String(i).padStart(2, "0")}`);
    const onlyStars = replay([{ hands: { Ann: stars }, tricks: [["T05", "T19", "T20", "T21"]], end: "stopped" }]).deals[0];
    expect(summary(onlyStars)).toEqual([["Ann", "high", "Dan", "T21", "ill", 1]]);
    expect(rules(onlyStars)).toEqual([]);
    const withWand = replay([{ hands: { Ann: [...stars.slice(0, 18), "W01"] }, tricks: [["T05", "T19", "T20", "T21"]], end: "stopped" }]).deals[0];
    expect(rules(withWand)).toEqual([[1, "Ann", "stars-lead"]]);
  });
});

describe("Rule 9: every Star played into a mundane-led trick flips its type", () => {
  it("one Star flips, two flip back, three flip again", () => {
    // T1 Ann (high): Ann W07, Ben W02, Cat T04, Dan W11 → one Star → low → W02 Ben, Low in low →
    //    well 2 (CONTRACT.md's example trick).
    // T2 Ben (low): Ben C07, Cat T02, Dan T03, Ann C02 → two Stars: low → high → low → lowest Cup
    //    C02 Ann, High in low → ill 1. (Counting one flip only would give high and C07 Ben.)
    // T3 Cat (high): Cat S07, Dan T05, Ann T06, Ben T08 → three Stars: high → low → high → low;
    //    the only Sword S07 wins: Cat, High in low → ill 1.
    const d = replay([{ tricks: [["W07", "W02", "T04", "W11"], ["C07", "T02", "T03", "C02"], ["S07", "T05", "T06", "T08"]], end: "stopped" }]).deals[0];
    expect(summary(d)).toEqual([
      ["Ann", "low", "Ben", "W02", "well", 2],
      ["Ben", "low", "Ann", "C02", "ill", 1],
      ["Cat", "low", "Cat", "S07", "ill", 1],
    ]);
    expect(d.scores).toEqual({ players: { Ann: 1, Ben: 2, Cat: 1, Dan: 0 }, teams: { high: 2, low: 2 } });
    // Equal team points → both teams read "even".
    expect(d.readings.map((x) => x.outcome)).toEqual(["even", "even", "even", "even"]);
  });
});

describe("Rule 10: a Star-led trick keeps its type", () => {
  it("a second Star in a Star-led trick does not flip it, and other suits are thrown away", () => {
    // T1 Ann (high): Ann W05, Ben T03, Cat W06, Dan W07 → low → W05 Ann, ill 1. Stars broken.
    // T2 Ben (low) leads T10: Cat C09, Dan T15, Ann P01 → stays low (T15 does not flip it):
    //    Stars compete: lowest T10 Ben, Low in low → well 2. (Flipped, it would be T15 Dan, ill.)
    const d = replay([{ tricks: [["W05", "T03", "W06", "W07"], ["T10", "C09", "T15", "P01"]], end: "stopped" }]).deals[0];
    expect(summary(d)).toEqual([["Ann", "low", "Ann", "W05", "ill", 1], ["Ben", "low", "Ben", "T10", "well", 2]]);
  });
});

describe("Rule 11: the Fool is the lowest Star, except in a high round with the 21 in it", () => {
  // Every case opens with T1 Ann (high): Ann W05, Ben T03, Cat W06, Dan W07 → low → W05 Ann, ill 1,
  // which breaks Stars, and T2 Ben (low): Ben C05, Cat C06, Dan C07, Ann C08 → C05 Ben, well 2.
  const opening = [["W05", "T03", "W06", "W07"], ["C05", "C06", "C07", "C08"]];
  const third = (trick: string[]) => summary(replay([{ tricks: [...opening, trick], end: "stopped" }]).deals[0])[2];
  it("in a low Star-led trick the Fool wins as the lowest Star", () => {
    // T2 instead: Ben (low) leads T09: Cat T00, Dan T21, Ann T12 → lowest is the Fool: Cat, High in low → ill 1.
    const d = replay([{ tricks: [opening[0], ["T09", "T00", "T21", "T12"]], end: "stopped" }]).deals[0];
    expect(summary(d)[1]).toEqual(["Ben", "low", "Cat", "T00", "ill", 1]);
  });
  it("in a high Star-led trick without the 21 the Fool loses", () => {
    // T3 Cat (high) leads T20: Dan T00, Ann T02, Ben T19 → highest T20 Cat, High in high → well 2.
    expect(third(["T20", "T00", "T02", "T19"])).toEqual(["Cat", "high", "Cat", "T20", "well", 2]);
  });
  it("in a high Star-led trick with the 21 the Fool wins", () => {
    // T3 Cat (high) leads T20: Dan T00, Ann T21, Ben T19 → the Fool wins: Dan, Low in high → ill 1.
    expect(third(["T20", "T00", "T21", "T19"])).toEqual(["Cat", "high", "Dan", "T00", "ill", 1]);
    // …also when the Fool leads it: Cat T00, Dan T21, Ann T02, Ben T19 → Cat, High in high → well 2.
    expect(third(["T00", "T21", "T02", "T19"])).toEqual(["Cat", "high", "Cat", "T00", "well", 2]);
  });
  it("in a mundane-led trick the Fool and the 21 only flip the type", () => {
    // T1 Ann (high): Ann W05, Ben T00, Cat T21, Dan W09 → two Stars: high → low → high; Wands
    // compete: W09 Dan, Low in high → ill 1.
    const d = replay([{ tricks: [["W05", "T00", "T21", "W09"]], end: "stopped" }]).deals[0];
    expect(summary(d)).toEqual([["Ann", "high", "Dan", "W09", "ill", 1]]);
  });
});

describe("Betting: none", () => {
  it("has no betting or bid results, and bids recorded anyway do not score", () => {
    // OWN: each leader wins their own trick, well → 2 each; High 4, Low 4.
    const d = replay([{ bids: { Ann: 9, Ben: 9, Cat: 9, Dan: 9 }, tricks: OWN, end: "stopped" }]).deals[0];
    expect(summary(d).map((t) => t[2])).toEqual(["Ann", "Ben", "Cat", "Dan"]);
    expect(d.scores).toEqual({ players: { Ann: 2, Ben: 2, Cat: 2, Dan: 2 }, teams: { high: 4, low: 4 } });
    expect(d.betting).toBeUndefined();
    expect(d.bids).toBeUndefined();
  });
});

describe("Betting: pre-look (stakes before looking, settled as ante)", () => {
  it("everyone pays the ante, then the ante again for each trick; the top scorer takes the pot", () => {
    // Ante 1, no moves recorded → everyone stays. Opening 1 + 2 tricks × 1 = 3 each; pot 12.
    // T1 = OWN[0]: Ann well 2. T2 Ben (low): Ben C05, Cat C02, Dan C06, Ann C07 → C02 Cat,
    // High in low → ill 1. Ann has the most points (2) → Ann takes all 12.
    const d = replay([{ tricks: [OWN[0], ["C05", "C02", "C06", "C07"]], end: "stopped" }], { betting: { kind: "pre-look", ante: 1 } }).deals[0];
    expect(summary(d)).toEqual([["Ann", "high", "Ann", "W09", "well", 2], ["Ben", "low", "Cat", "C02", "ill", 1]]);
    expect(d.betting).toEqual({ ante: 1, pot: 12, paid: { Ann: 3, Ben: 3, Cat: 3, Dan: 3 }, payout: { Ann: 12, Ben: 0, Cat: 0, Dan: 0 }, fold: null });
  });
});

describe("Betting: ante", () => {
  it("raises are topped up by those who already stayed; a fold ends the deal and the top scorer takes the pot", () => {
    // Ante 2: everyone pays 2 on looking → pot 8.
    // Round 1 (from Ann): Ann stays (2); Ben raises to 3 (3; Ann tops up 1); Cat raises to 5 (5;
    //   Ann tops up 2, Ben 2); Dan stays (5). Everyone has paid 5 this round → 7 each, pot 28.
    // T1 = OWN[0] → Ann well 2.
    // Round 2 (from Ben): Ben stays (5), Cat stays (5), Dan raises to 6 (6; Ben and Cat top up 1),
    //   Ann stays (6) → 6 each this round → 13 each, pot 52.
    // T2 Ben (low): Ben C05, Cat C02, Dan C06, Ann C07 → Cat, ill 1.
    // Round 3 (from Cat): Cat stays (6 → 19), Dan folds: the deal ends before trick 3, pot 58.
    //   Points: Ann 2, Cat 1 → Ann takes 58.
    const d = replay([{
      tricks: [OWN[0], ["C05", "C02", "C06", "C07"]],
      betting: [["stay", { raise: 3 }, { raise: 5 }, "stay"], ["stay", "stay", { raise: 6 }, "stay"], ["stay", "fold"]],
    }], { betting: { kind: "ante", ante: 2 } }).deals[0];
    expect(d.status).toBe("folded");
    expect(d.tricks).toHaveLength(2);
    expect(d.betting).toEqual({ ante: 6, pot: 58, paid: { Ann: 13, Ben: 13, Cat: 19, Dan: 13 }, payout: { Ann: 58, Ben: 0, Cat: 0, Dan: 0 }, fold: { player: "Dan", trick: 3 } });
    expect(d.readings).toHaveLength(4); // a folded deal has ended, so it is read
  });
  it("a pot is split equally between players tied for the most points (four ways)", () => {
    // Ante 1. OWN: each of the four wins 2. Round 5 (from Ann): Ann folds at once.
    // Paid: 1 + 4 rounds = 5 each, pot 20 → 5 each.
    const d = replay([{ tricks: OWN, betting: [[], [], [], [], ["fold"]].map((r, k) => (k < 4 ? ["stay", "stay", "stay", "stay"] : r)) }], { betting: { kind: "ante", ante: 1 } }).deals[0];
    expect(d.betting).toEqual({ ante: 1, pot: 20, paid: { Ann: 5, Ben: 5, Cat: 5, Dan: 5 }, payout: { Ann: 5, Ben: 5, Cat: 5, Dan: 5 }, fold: { player: "Ann", trick: 5 } });
  });
  it("partners tied on the winning team split the pot, halves included", () => {
    // Ante 1.
    // T1 = OWN[0]: Ann well 2.
    // T2 Ben (low): Ben C05, Cat C02, Dan C06, Ann C07 → Cat ill 1.
    // T3 = OWN[2]: Cat well 2 → Cat 3.
    // T4 Dan (low): Dan P05, Ann P01, Ben P06, Cat P07 → P01 Ann, High in low → ill 1 → Ann 3.
    // Round 5 (from Ann): Ann stays (1), Ben folds. Paid 5 each, Ann 6; pot 21 → Ann and Cat 10.5 each.
    const d = replay([{
      tricks: [OWN[0], ["C05", "C02", "C06", "C07"], OWN[2], ["P05", "P01", "P06", "P07"]],
      betting: [["stay", "stay", "stay", "stay"], ["stay", "stay", "stay", "stay"], ["stay", "stay", "stay", "stay"], ["stay", "stay", "stay", "stay"], ["stay", "fold"]],
    }], { betting: { kind: "ante", ante: 1 } }).deals[0];
    expect(d.scores).toEqual({ players: { Ann: 3, Ben: 0, Cat: 3, Dan: 0 }, teams: { high: 6, low: 0 } });
    expect(d.betting).toEqual({ ante: 1, pot: 21, paid: { Ann: 6, Ben: 5, Cat: 5, Dan: 5 }, payout: { Ann: 10.5, Ben: 0, Cat: 10.5, Dan: 0 }, fold: { player: "Ben", trick: 5 } });
  });
});

describe("Betting: bid", () => {
  it("a team that wins fewer tricks than the sum of its bids scores 0; a bid made exactly counts", () => {
    // Bids: Ann 0 + Cat 1 = High 1; Ben 2 + Dan 2 = Low 4.
    // T1 Ann (high): Ann W03, Ben W09, Cat W02, Dan W04 → W09 Ben, Low in high → ill 1.
    // T2 = OWN[1]: Ben well 2.  T3 = OWN[2]: Cat well 2.  T4 = OWN[3]: Dan well 2.
    // Low won 3 tricks < 4 → Ben's 3 and Dan's 2 are zeroed. High won 1 = 1 → Cat keeps 2.
    const d = replay([{ bids: { Ann: 0, Ben: 2, Cat: 1, Dan: 2 }, tricks: [["W03", "W09", "W02", "W04"], OWN[1], OWN[2], OWN[3]], end: "stopped" }], { betting: { kind: "bid" } }).deals[0];
    expect(summary(d).map((t) => [t[2], t[5]])).toEqual([["Ben", 1], ["Ben", 2], ["Cat", 2], ["Dan", 2]]);
    expect(d.scores).toEqual({ players: { Ann: 0, Ben: 0, Cat: 2, Dan: 0 }, teams: { high: 2, low: 0 } });
    expect(d.bids).toEqual({
      players: { Ann: 0, Ben: 2, Cat: 1, Dan: 2 },
      teams: { high: { bid: 1, tricks: 1, made: true }, low: { bid: 4, tricks: 3, made: false } },
    });
    // Outcome is read from the points as scored: High 2 > Low 0.
    expect(d.readings.map((x) => x.outcome)).toEqual(["fortune", "doom", "fortune", "doom"]);
  });
});

describe("Betting: target", () => {
  const target = (t: number, exact = false) => ({ betting: { kind: "target", target: t, exact } });
  // Deal 1 (Ann deals): T1 = OWN[0] Ann 2, T2 = OWN[1] Ben 2 → Ann+Cat 2, Ben+Dan 2.
  const deal1 = { dealer: "Ann", tricks: [OWN[0], OWN[1]] };
  it("the first partnership to reach the target wins", () => {
    // Deal 2 (Ben deals; Ben + Dan High). T1 Ben (high): Ben W09, Cat W03, Dan W02, Ann W04 →
    // W09 Ben, High in high → well 2 → Ben+Dan 4 ≥ 4: they win.
    const r = replay([deal1, { tricks: [["W09", "W03", "W02", "W04"]], end: "stopped" }], target(4));
    expect(summary(r.deals[1])).toEqual([["Ben", "high", "Ben", "W09", "well", 2]]);
    expect(r.match).toEqual({ partnerships: [{ players: ["Ann", "Cat"], points: 2 }, { players: ["Ben", "Dan"], points: 4 }], winner: ["Ben", "Dan"], target: 4, busts: [] });
  });
  it("both reaching it in one deal: the higher total wins", () => {
    // Deal 2 (Ben deals): T1 Ben (high) W09 W03 W02 W04 → Ben 2 (Ben+Dan 4).
    // T2 Cat (Low in deal 2 → low): Cat C02, Dan C05, Ann C06, Ben C07 → C02 Cat, well 2 (Ann+Cat 4).
    // T3 Dan (high): Dan S09, Ann S02, Ben S03, Cat S04 → S09 Dan, well 2 (Ben+Dan 6). 6 > 4.
    const r = replay([deal1, { tricks: [["W09", "W03", "W02", "W04"], ["C02", "C05", "C06", "C07"], ["S09", "S02", "S03", "S04"]], end: "stopped" }], target(4));
    expect(summary(r.deals[1]).map((t) => [t[1], t[2], t[5]])).toEqual([["high", "Ben", 2], ["low", "Cat", 2], ["high", "Dan", 2]]);
    expect(r.match.partnerships.map((p) => p.points)).toEqual([4, 6]);
    expect(r.match.winner).toEqual(["Ben", "Dan"]);
  });
  it("a tie at or above the target plays another deal", () => {
    // Deal 2 (Ben deals): T1 Ben 2, T2 Cat 2 → 4–4, both reached, tied: no winner yet.
    const tied = replay([deal1, { tricks: [["W09", "W03", "W02", "W04"], ["C02", "C05", "C06", "C07"]], end: "stopped" }], target(4));
    expect(tied.match.partnerships.map((p) => p.points)).toEqual([4, 4]);
    expect(tied.match.winner).toBeNull();
    // Deal 3 (Cat deals; Cat + Ann High). T1 Cat (high): Cat W09, Dan W03, Ann W02, Ben W04 →
    // W09 Cat, well 2 → Ann+Cat 6 > Ben+Dan 4: Ann and Cat win.
    const r = replay([deal1, { tricks: [["W09", "W03", "W02", "W04"], ["C02", "C05", "C06", "C07"]] }, { tricks: [["W09", "W03", "W02", "W04"]], end: "stopped" }], target(4));
    expect(r.deals[2].dealer).toBe("Cat");
    expect(r.match.partnerships.map((p) => p.points)).toEqual([6, 4]);
    expect(r.match.winner).toEqual(["Ann", "Cat"]);
  });
  it("exact: going over busts (the deal's points are not added); hitting it exactly wins", () => {
    // Target 4, exact. Deal 1 (Ann): OWN[0] Ann 2, OWN[1] Ben 2, OWN[2] Cat 2, and
    // T4 Dan (low): Dan P05, Ann P01, Ben P06, Cat P07 → P01 Ann, ill 1.
    // Ann+Cat would have 5 > 4 → bust, stays 0. Ben+Dan 2.
    // Deal 2 (Ben deals): T1 Ben (high) W09 W03 W02 W04 → Ben 2 → Ben+Dan exactly 4: they win.
    const r = replay([{ tricks: [OWN[0], OWN[1], OWN[2], ["P05", "P01", "P06", "P07"]] }, { tricks: [["W09", "W03", "W02", "W04"]], end: "stopped" }], target(4, true));
    expect(r.deals[0].scores.teams).toEqual({ high: 5, low: 2 });
    expect(r.match).toEqual({
      partnerships: [{ players: ["Ann", "Cat"], points: 0 }, { players: ["Ben", "Dan"], points: 4 }],
      winner: ["Ben", "Dan"], target: 4, busts: [{ deal: 1, players: ["Ann", "Cat"] }],
    });
  });
});
