/**
 * Fortey-One audit: seed 004, RULINGS "Fortey-One" and CONTRACT "Fortey-One" / "`replay`",
 * clause by clause, for what the goldens in test/fixtures/fortey-one do not already pin down.
 * Every expected number is worked out by hand in the comment next to it; the engine is only
 * ever asked, never used to compute an expectation.
 *
 * Players everywhere: Ann Ben Cat Dan, in playing order (counter-clockwise); partners are
 * Ann + Cat (1st and 3rd) and Ben + Dan (2nd and 4th).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dealPoints, matchWinner } from "../../lib/games/fortey-one/rules";
import { replayRecord } from "../../lib/records/replay";

const PLAYERS = ["Ann", "Ben", "Cat", "Dan"];
const LETTER: Record<string, number> = { A: 0, B: 1, C: 2, D: 3 };

/**
 * The cards of a designed deal, from who wins each trick (13 letters). It does not score
 * anything: it only lays out cards so that the named player wins. Tricks 1–12 are single-suit
 * in the cycle Spades, Diamonds, Clubs, Hearts; each suit's 1st, 2nd and 3rd trick uses the
 * ranks {A K Q J}, {10 9 8 7}, {6 5 4 3}; the designed winner plays the top one (A, 10, 6),
 * everybody else the rest in seat order. Trick 13 is the four 2s: the 13th letter holds the
 * 2 of Hearts, the only trump, and wins it whoever leads (nobody can follow with one card left).
 */
function designed(dealer: string, winners: string): string[][] {
  const w = winners.split(" ").map((x) => LETTER[x]);
  if (w.length !== 13) throw new Error("13 winners");
  const groups = [["01", "14", "13", "11"], ["10", "09", "08", "07"], ["06", "05", "04", "03"]];
  const suits = ["S", "P", "W", "C"];
  let leader = (PLAYERS.indexOf(dealer) + 1) % 4;
  const tricks: string[][] = [];
  for (let i = 0; i < 12; i++) {
    const suit = suits[i % 4];
    const g = groups[Math.floor(i / 4)];
    const rest = g.slice(1);
    const cards: string[] = [];
    for (let k = 0; k < 4; k++) {
      const seat = (leader + k) % 4;
      cards.push(suit + (seat === w[i] ? g[0] : rest.shift()));
    }
    tricks.push(cards);
    leader = w[i];
  }
  const twos = ["S02", "P02", "W02"];
  const last: string[] = [];
  for (let k = 0; k < 4; k++) last.push((leader + k) % 4 === w[12] ? "C02" : (twos.shift() as string));
  tricks.push(last);
  return tricks;
}

function replay(record: unknown) {
  const r = replayRecord(record);
  if (!r.ok) throw new Error(r.error.message);
  return r.value as unknown as Result41;
}
function refused(record: unknown): string {
  const r = replayRecord(record);
  expect(r.ok).toBe(false);
  return r.ok ? "" : r.error.message;
}

type Named = Record<string, number>;
interface Result41 {
  game: string;
  players: string[];
  deals: {
    number: number; dealer: string; status: string; redeal: boolean; bids: Named;
    tricks: { number: number; leader: string; cards: string[]; winner: string | null; winningCard: string | null }[];
    tricksWon: Named; points: Named | null; totals: Named;
    violations: { trick: number; player: string; rule: string; message: string }[];
  }[];
  match: { partnerships: { players: string[]; points: number }[]; winner: string[] | null };
}

const rec = (deals: unknown[]) => ({ game: "fortey-one", players: PLAYERS, deals });
const vio = (v: Result41["deals"][number]["violations"]) => v.map((x) => [x.trick, x.player, x.rule]);

// -------------------------------------------------------------------------------------------
// A deal with a revoke, written out card by card. Dealer Ann, so Ben (Ann's right, the next in
// the list) bids first and leads trick 1. Play order from the leader.
//  t1  Ben S01  Cat S14  Dan S13  Ann W13   Spade led, no Heart: Ace of Spades → Ben.
//      Ann plays a Club on a Spade lead …
//  t2  Ben P14  Cat P01  Dan P13  Ann P11   Diamonds: Ace → Cat.
//  t3  Cat W14  Dan W01  Ann S11  Ben W11   Clubs: Ace → Dan. Ann's S11 is a Spade: she held one
//      in t1 → t1 was a revoke (proven now). Ann also shows out of Clubs here …
//  t4  Dan C14  Ann C01  Ben C13  Cat C11   Hearts: Ace → Ann.
//  t5  Ann S09  Ben S10  Cat S08  Dan S07   Spades: 10 → Ben.
//  t6  Ben P09  Cat P10  Dan P08  Ann P07   Diamonds: 10 → Cat.
//  t7  Cat W09  Dan W10  Ann W08  Ben W07   Clubs: 10 → Dan. Ann plays a Club → t3 was a revoke.
//  t8  Dan C09  Ann C10  Ben C08  Cat C07   Hearts: 10 → Ann.
//  t9  Ann S05  Ben S06  Cat S04  Dan S03   6 → Ben.
//  t10 Ben P05  Cat P06  Dan P04  Ann P03   6 → Cat.
//  t11 Cat W05  Dan W06  Ann W04  Ben W03   6 → Dan.
//  t12 Dan C05  Ann C06  Ben C04  Cat C03   6 of Hearts → Ann.
//  t13 Ann S02  Ben P02  Cat C02  Dan W02   one card each, nobody can follow; C02 the only Heart → Cat.
// 52 different cards, 13 per player. Tricks won: Ann t4 t8 t12 = 3; Ben t1 t5 t9 = 3;
// Cat t2 t6 t10 t13 = 4; Dan t3 t7 t11 = 3 (3+3+4+3 = 13).
const REVOKE_TRICKS = [
  ["S01", "S14", "S13", "W13"], ["P14", "P01", "P13", "P11"], ["W14", "W01", "S11", "W11"], ["C14", "C01", "C13", "C11"],
  ["S09", "S10", "S08", "S07"], ["P09", "P10", "P08", "P07"], ["W09", "W10", "W08", "W07"], ["C09", "C10", "C08", "C07"],
  ["S05", "S06", "S04", "S03"], ["P05", "P06", "P04", "P03"], ["W05", "W06", "W04", "W03"], ["C05", "C06", "C04", "C03"],
  ["S02", "P02", "C02", "W02"],
];
const REVOKE_BIDS = { Ben: 3, Cat: 4, Dan: 3, Ann: 7 }; // 3+4+3+7 = 17 ≥ 11: the deal stands

describe("CONTRACT 'Fortey-One' result: a complete deal with a revoke, compared exactly", () => {
  it("every field of the deal result and the match", () => {
    const r = replay(rec([{ dealer: "Ann", bids: REVOKE_BIDS, tricks: REVOKE_TRICKS }]));
    const L = ["Ben", "Ben", "Cat", "Dan", "Ann", "Ben", "Cat", "Dan", "Ann", "Ben", "Cat", "Dan", "Ann"]; // leaders: Ben, then each winner
    const W = ["Ben", "Cat", "Dan", "Ann", "Ben", "Cat", "Dan", "Ann", "Ben", "Cat", "Dan", "Ann", "Cat"];
    const WC = ["S01", "P01", "W01", "C01", "S10", "P10", "W10", "C10", "S06", "P06", "W06", "C06", "C02"];
    expect(r).toEqual({
      game: "fortey-one",
      players: PLAYERS,
      deals: [{
        number: 1, dealer: "Ann", status: "complete", redeal: false,
        bids: { Ben: 3, Cat: 4, Dan: 3, Ann: 7 },
        tricks: REVOKE_TRICKS.map((cards, i) => ({ number: i + 1, leader: L[i], cards, winner: W[i], winningCard: WC[i] })),
        tricksWon: { Ann: 3, Ben: 3, Cat: 4, Dan: 3 },
        // Ann bid 7, won 3: failed, 7 ≥ 7 → −2×7 = −14. Ben 3 of 3 → +3. Cat 4 of 4 → +4. Dan 3 of 3 → +3.
        points: { Ann: -14, Ben: 3, Cat: 4, Dan: 3 },
        totals: { Ann: -14, Ben: 3, Cat: 4, Dan: 3 },
        // Ann's W13 in t1 (she plays Spades in t3, t5, t9, t13) and her S11 in t3 (Clubs in t7, t11).
        // Violations do not change who won the tricks or the scores.
        violations: [
          { trick: 1, player: "Ann", rule: "follow-suit", message: expect.any(String) },
          { trick: 3, player: "Ann", rule: "follow-suit", message: expect.any(String) },
        ],
      }],
      // Ann + Cat = −14 + 4 = −10; Ben + Dan = 3 + 3 = 6; nobody at 41.
      match: { partnerships: [{ players: ["Ann", "Cat"], points: -10 }, { players: ["Ben", "Dan"], points: 6 }], winner: null },
    });
  });

  it("field order of the result, its tricks, violations and match is the contract's", () => {
    const r = replay(rec([{ dealer: "Ann", bids: REVOKE_BIDS, tricks: REVOKE_TRICKS }]));
    expect(Object.keys(r)).toEqual(["game", "players", "deals", "match"]);
    expect(Object.keys(r.deals[0])).toEqual(["number", "dealer", "status", "redeal", "bids", "tricks", "tricksWon", "points", "totals", "violations"]);
    expect(Object.keys(r.deals[0].tricks[0])).toEqual(["number", "leader", "cards", "winner", "winningCard"]);
    expect(Object.keys(r.deals[0].violations[0])).toEqual(["trick", "player", "rule", "message"]);
    expect(Object.keys(r.match)).toEqual(["partnerships", "winner"]);
    expect(Object.keys(r.match.partnerships[0])).toEqual(["players", "points"]);
    // bids in bidding order from the dealer's right: Ben, Cat, Dan, Ann (the contract's example order).
    expect(Object.keys(r.deals[0].bids)).toEqual(["Ben", "Cat", "Dan", "Ann"]);
  });

  it("RULINGS 'validated as in Fortunes: at once when a play proves an earlier revoke': the same deal in progress", () => {
    const upTo = (n: number) => replay(rec([{ dealer: "Ann", bids: REVOKE_BIDS, tricks: REVOKE_TRICKS.slice(0, n) }])).deals[0];
    // After t2 Ann has shown no Spade yet: her W13 in t1 is not proven wrong.
    expect(upTo(2).violations).toEqual([]);
    // t3: Ann plays S11 → t1 proven a revoke; her own off-suit card in t3 is not proven yet.
    expect(vio(upTo(3).violations)).toEqual([[1, "Ann", "follow-suit"]]);
    // t4–t6: Ann plays no Club → still one.
    expect(vio(upTo(6).violations)).toEqual([[1, "Ann", "follow-suit"]]);
    // t7: Ann plays W08 → t3 proven.
    expect(vio(upTo(7).violations)).toEqual([[1, "Ann", "follow-suit"], [3, "Ann", "follow-suit"]]);
    // An unfinished deal: status in-progress, points null, totals as before the deal (all 0).
    const d = upTo(7);
    expect(d).toMatchObject({ status: "in-progress", redeal: false, points: null, totals: { Ann: 0, Ben: 0, Cat: 0, Dan: 0 } });
    // Tricks won so far: Ben t1 t5, Cat t2 t6, Dan t3 t7, Ann t4.
    expect(d.tricksWon).toEqual({ Ann: 1, Ben: 2, Cat: 2, Dan: 2 });
  });

  it("CONTRACT 'for a card seen twice, its second appearance'; an unfinished trick has winner and winningCard null", () => {
    // t1, t2 as above; t3 led by Cat (t2's winner): Cat W14, then Dan plays P11, which Ann played in t2.
    const d = replay(rec([{ dealer: "Ann", bids: REVOKE_BIDS, tricks: [...REVOKE_TRICKS.slice(0, 2), ["W14", "P11"]] }])).deals[0];
    expect(vio(d.violations)).toEqual([[3, "Dan", "duplicate-card"]]);
    expect(d.tricks[2]).toEqual({ number: 3, leader: "Cat", cards: ["W14", "P11"], winner: null, winningCard: null });
    expect(d.tricksWon).toEqual({ Ann: 0, Ben: 1, Cat: 1, Dan: 0 });
  });
});

describe("seed 'bid between 1 and 6 … points equal to your bid; 7 or more … double'; RULINGS ±bid / ±2×bid", () => {
  // [bid, tricks won, points]
  it.each([
    [1, 0, -1], [1, 1, 1], [1, 13, 1], [5, 4, -5], [6, 6, 6], [6, 8, 6], [6, 5, -6],
    [7, 7, 14], [7, 6, -14], [8, 13, 16], [9, 8, -18], [12, 12, 24], [13, 13, 26], [13, 12, -26], [13, 0, -26],
  ])("bid %i, won %i → %i", (bid, won, points) => {
    expect(dealPoints(bid, won)).toBe(points);
  });

  it("through replay: over-tricks, a made 7, a failed 13 (dealer Dan, so Ann bids first and leads)", () => {
    // Winners: Ann 7 (t1–t7), Ben 1 (t8), Cat 4 (t9–t11, t13 with C02), Dan 1 (t12): 7+1+4+1 = 13.
    const tricks = designed("Dan", "A A A A A A A B C C C D C");
    const d = replay(rec([{ dealer: "Dan", bids: { Ann: 7, Ben: 2, Cat: 1, Dan: 13 }, tricks }])).deals[0];
    expect(Object.keys(d.bids)).toEqual(["Ann", "Ben", "Cat", "Dan"]);
    expect(d.tricks[0].leader).toBe("Ann");
    expect(d.tricksWon).toEqual({ Ann: 7, Ben: 1, Cat: 4, Dan: 1 });
    // Ann 7 of 7 → +14; Ben 2, won 1 → −2; Cat 1, won 4 → +1 (no bonus); Dan 13, won 1 → −26.
    expect(d.points).toEqual({ Ann: 14, Ben: -2, Cat: 1, Dan: -26 });
    expect(d.totals).toEqual({ Ann: 14, Ben: -2, Cat: 1, Dan: -26 });
    expect(d.violations).toEqual([]);
  });
});

// -------------------------------------------------------------------------------------------
// A match with a redeal in the middle and a tie that plays on.
//  D1 dealer Ann: bids Ben 1 Cat 1 Dan 1 Ann 10 (13). Won A10 B1 C1 D1 → +20 +1 +1 +1.
//     Totals Ann 20, Ben 1, Cat 1, Dan 1.
//  D2 dealer Ben: bids Cat 1 Dan 1 Ann 1 Ben 10 (13). Won A1 B10 C1 D1 → +1 +20 +1 +1.
//     Totals Ann 21, Ben 21, Cat 2, Dan 2.
//  D3 dealer Cat: bids Dan 3 Ann 3 Ben 2 Cat 2 = 10 < 11 → redeal, no tricks, totals stay.
//  D4 dealer Cat again: bids Dan 1 Ann 9 Ben 1 Cat 2 (13). Won A9 B1 C2 D1 → +18 +1 +2 +1.
//     Totals Ann 39, Ben 22, Cat 4, Dan 3.
//  D5 dealer Dan: bids Ann 1 Ben 9 Cat 2 Dan 1 (13). Won A1 B9 C2 D1 → +1 +18 +2 +1.
//     Totals Ann 40, Ben 40, Cat 6, Dan 4. Nobody at 41.
//  D6 dealer Ann (the deal went round: Ann Ben Cat Cat Dan Ann): bids Ben 1 Cat 4 Dan 6 Ann 1 (12).
//     Won A1 B1 C4 D7 → +1 +1 +4, Dan bid 6 won 7 → +6.
//     Totals Ann 41, Ben 41, Cat 10, Dan 10. Both qualify (41 with partner 10 > 0);
//     Ann+Cat = 51, Ben+Dan = 51: equal → play on, no winner.
//  D7 dealer Ben: bids Cat 5 Dan 6 Ann 1 Ben 1 (13). Won A1 B1 C5 D6 → +1 +1 +5 +6.
//     Totals Ann 42, Ben 42, Cat 15, Dan 16. Both qualify; Ann+Cat 57 < Ben+Dan 58 → Ben and Dan win.
const MATCH = [
  { dealer: "Ann", bids: { Ben: 1, Cat: 1, Dan: 1, Ann: 10 }, tricks: designed("Ann", "A A A A A A A A A A B C D") },
  { dealer: "Ben", bids: { Cat: 1, Dan: 1, Ann: 1, Ben: 10 }, tricks: designed("Ben", "B B B B B B B B B B A C D") },
  { dealer: "Cat", bids: { Dan: 3, Ann: 3, Ben: 2, Cat: 2 }, redeal: true },
  { dealer: "Cat", bids: { Dan: 1, Ann: 9, Ben: 1, Cat: 2 }, tricks: designed("Cat", "A A A A A A A A A B C C D") },
  { dealer: "Dan", bids: { Ann: 1, Ben: 9, Cat: 2, Dan: 1 }, tricks: designed("Dan", "B B B B B B B B B A C C D") },
  { dealer: "Ann", bids: { Ben: 1, Cat: 4, Dan: 6, Ann: 1 }, tricks: designed("Ann", "D D D D D D D C C C C B A") },
  { dealer: "Ben", bids: { Cat: 5, Dan: 6, Ann: 1, Ben: 1 }, tricks: designed("Ben", "D D D D D D C C C C C B A") },
];

describe("seed 'THE END OF THE GAME' and RULINGS 'equal totals play on', over a whole match", () => {
  it("totals, statuses, dealers and leaders deal by deal", () => {
    const r = replay(rec(MATCH));
    expect(r.deals.map((d) => d.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(r.deals.map((d) => d.dealer)).toEqual(["Ann", "Ben", "Cat", "Cat", "Dan", "Ann", "Ben"]);
    expect(r.deals.map((d) => d.status)).toEqual(["complete", "complete", "redeal", "complete", "complete", "complete", "complete"]);
    expect(r.deals.map((d) => d.redeal)).toEqual([false, false, true, false, false, false, false]);
    // Trick 1 is led by the dealer's right (the next in the list); a redeal has no tricks.
    expect(r.deals.map((d) => d.tricks[0]?.leader ?? null)).toEqual(["Ben", "Cat", null, "Dan", "Ann", "Ben", "Cat"]);
    expect(r.deals.map((d) => d.totals)).toEqual([
      { Ann: 20, Ben: 1, Cat: 1, Dan: 1 },
      { Ann: 21, Ben: 21, Cat: 2, Dan: 2 },
      { Ann: 21, Ben: 21, Cat: 2, Dan: 2 },
      { Ann: 39, Ben: 22, Cat: 4, Dan: 3 },
      { Ann: 40, Ben: 40, Cat: 6, Dan: 4 },
      { Ann: 41, Ben: 41, Cat: 10, Dan: 10 },
      { Ann: 42, Ben: 42, Cat: 15, Dan: 16 },
    ]);
    expect(r.deals[2]).toMatchObject({ points: null, tricks: [], tricksWon: { Ann: 0, Ben: 0, Cat: 0, Dan: 0 }, bids: { Dan: 3, Ann: 3, Ben: 2, Cat: 2 } });
    expect(r.deals[5].points).toEqual({ Ann: 1, Ben: 1, Cat: 4, Dan: 6 });
    expect(r.match).toEqual({ partnerships: [{ players: ["Ann", "Cat"], points: 57 }, { players: ["Ben", "Dan"], points: 58 }], winner: ["Ben", "Dan"] });
  });

  it("after D6 both partnerships qualify with 51 each: no winner, and a further deal is a valid record", () => {
    const tie = replay(rec(MATCH.slice(0, 6)));
    expect(tie.match).toEqual({ partnerships: [{ players: ["Ann", "Cat"], points: 51 }, { players: ["Ben", "Dan"], points: 51 }], winner: null });
    // D7 only started (two bids, in order from Ben's right: Cat, Dan): in progress, totals as after D6.
    const on = replay(rec([...MATCH.slice(0, 6), { dealer: "Ben", bids: { Cat: 5, Dan: 6 } }]));
    expect(on.deals[6]).toMatchObject({ status: "in-progress", points: null, bids: { Cat: 5, Dan: 6 }, totals: { Ann: 41, Ben: 41, Cat: 10, Dan: 10 } });
    expect(on.match.winner).toBeNull();
  });

  it("CONTRACT 'A record with deals after the match was won is not a valid record'", () => {
    expect(refused(rec([...MATCH, { dealer: "Cat" }]))).toMatch(/^deals\.7/);
    expect(refused(rec([...MATCH, { dealer: "Cat", bids: { Dan: 3, Ann: 3, Ben: 3, Cat: 3 } }]))).toMatch(/^deals\.7/);
  });

  it("a partnership with a player at 41 but the partner at or below 0 does not win, even with the higher total", () => {
    // Ann+Cat: 50 and −1 → not qualified (49); Ben+Dan: 41 and 1 → qualified (42): Ben and Dan win.
    expect(matchWinner([50, 41, -1, 1])).toBe(1);
    // Ann+Cat: 45 and 0 (0 is not positive); Ben+Dan: 40 and 30, nobody at 41 → nobody wins.
    expect(matchWinner([45, 40, 0, 30])).toBeNull();
    // Both players of one partnership at 41 or more: qualified (either one counts, the other is > 0).
    expect(matchWinner([41, 1, 41, 1])).toBe(0);
    // Both qualify, 44 + 2 = 46 against 41 + 4 = 45 → Ann and Cat.
    expect(matchWinner([44, 41, 2, 4])).toBe(0);
  });

  it("a player reaching 41 with the partner positive ends the match at that deal", () => {
    //  D1 dealer Ann: bids Ben 1 Cat 1 Dan 1 Ann 10; won A10 B1 C1 D1 → Ann 20, Ben 1, Cat 1, Dan 1.
    //  D2 dealer Ben: bids Cat 1 Dan 1 Ann 10 Ben 1 (13); won A10 B1 C1 D1 → Ann 40, Ben 2, Cat 2, Dan 2.
    //  D3 dealer Cat: bids Dan 6 Ann 1 Ben 4 Cat 2 (13); won A3 B4 C0 D6:
    //     Ann 1 of 3 → +1 = 41; Ben +4 = 6; Cat bid 2 won 0 → −2 = 0; Dan +6 = 8. Cat at 0 → no winner.
    const d3 = { dealer: "Cat", bids: { Dan: 6, Ann: 1, Ben: 4, Cat: 2 }, tricks: designed("Cat", "A A A B B B B D D D D D D") };
    const first = [
      { dealer: "Ann", bids: { Ben: 1, Cat: 1, Dan: 1, Ann: 10 }, tricks: designed("Ann", "A A A A A A A A A A B C D") },
      { dealer: "Ben", bids: { Cat: 1, Dan: 1, Ann: 10, Ben: 1 }, tricks: designed("Ben", "A A A A A A A A A A B C D") },
    ];
    const zero = replay(rec([...first, d3]));
    expect(zero.deals[2].totals).toEqual({ Ann: 41, Ben: 6, Cat: 0, Dan: 8 });
    expect(zero.match).toEqual({ partnerships: [{ players: ["Ann", "Cat"], points: 41 }, { players: ["Ben", "Dan"], points: 14 }], winner: null });
    // …so a 4th deal (Dan deals) is a valid record.
    expect(replay(rec([...first, d3, { dealer: "Dan", bids: { Ann: 3 } }])).deals).toHaveLength(4);
    //  The same D3 but Cat bids 1 (total 12, still ≥ 11): Cat 1, won 0 → −1 = 1 > 0 → Ann and Cat win (41 + 1 = 42).
    const d3b = { ...d3, bids: { Dan: 6, Ann: 1, Ben: 4, Cat: 1 } };
    const won = replay(rec([...first, d3b]));
    expect(won.deals[2].totals).toEqual({ Ann: 41, Ben: 6, Cat: 1, Dan: 8 });
    expect(won.match).toEqual({ partnerships: [{ players: ["Ann", "Cat"], points: 42 }, { players: ["Ben", "Dan"], points: 14 }], winner: ["Ann", "Cat"] });
    expect(refused(rec([...first, d3b, { dealer: "Dan" }]))).toMatch(/^deals\.3/);
  });
});

describe("CONTRACT 'bids' and redeals", () => {
  it("bids totalling exactly 11 stand; 10 is a redeal even without the redeal flag, and the same dealer deals again", () => {
    // Dealer Dan; Ann bids first. 3 + 3 + 3 + 2 = 11 → the deal stands and is played.
    const eleven = replay(rec([{ dealer: "Dan", bids: { Ann: 3, Ben: 3, Cat: 3, Dan: 2 }, tricks: [] }])).deals[0];
    expect(eleven).toMatchObject({ status: "in-progress", redeal: false });
    // 3 + 3 + 2 + 2 = 10 → redeal; the next deal's dealer, when not given, is Dan again.
    const ten = replay(rec([{ dealer: "Dan", bids: { Ann: 3, Ben: 3, Cat: 2, Dan: 2 } }, { bids: { Ann: 5 } }]));
    expect(ten.deals[0]).toMatchObject({ status: "redeal", redeal: true, points: null });
    expect(ten.deals[1]).toMatchObject({ number: 2, dealer: "Dan", status: "in-progress" });
    // After a played deal with no dealer given for the next one: the next in the list (Dan → Ann, wrapping).
    const next = replay(rec([{ dealer: "Dan", bids: { Ann: 7, Ben: 2, Cat: 1, Dan: 13 }, tricks: designed("Dan", "A A A A A A A B C C C D C") }, {}]));
    expect(next.deals[1]).toMatchObject({ number: 2, dealer: "Ann", status: "in-progress", bids: {} });
  });

  it("a redeal flag on bids totalling 11 or more, and tricks in a redealt deal, are invalid records", () => {
    expect(refused(rec([{ dealer: "Ann", bids: { Ben: 3, Cat: 3, Dan: 3, Ann: 2 }, redeal: true }]))).toMatch(/^deals\.0\.redeal/);
    expect(refused(rec([{ dealer: "Ann", bids: { Ben: 1, Cat: 1, Dan: 1, Ann: 1 }, tricks: [["S01"]] }]))).toMatch(/^deals\.0\.tricks/);
  });

  it.each([
    ["a bid of 0", { Ben: 0, Cat: 3, Dan: 3, Ann: 3 }],
    ["a bid of 14", { Ben: 14, Cat: 3, Dan: 3, Ann: 3 }],
    ["a bid of 2.5", { Ben: 2.5, Cat: 3, Dan: 3, Ann: 3 }],
    ["a bid as a string", { Ben: "3", Cat: 3, Dan: 3, Ann: 3 }],
    ["a bid by someone not playing", { Zed: 3, Cat: 3, Dan: 3, Ann: 3 }],
  ])("%s is an invalid record", (_label, bids) => {
    expect(refused(rec([{ dealer: "Ann", bids }]))).toMatch(/^deals\.0\.bids/);
  });
});

describe("RULINGS card codes: tarot codes without Knights and Majors", () => {
  it.each(["S12", "C12", "T00", "T21", "X05", "S15", "c01", "Ace of Hearts"])("%s in a trick is an invalid record", (card) => {
    const msg = refused(rec([{ dealer: "Ann", bids: { Ben: 3, Cat: 3, Dan: 3, Ann: 3 }, tricks: [[card]] }]));
    expect(msg).toContain("deals.0.tricks.0.0");
  });

  it("Page (11), Queen (13) and King (14) rank as Jack < Queen < King < Ace; Cups are Hearts (trump)", () => {
    // Dealer Ann, Ben leads. t1: Ben W11, Cat W13, Dan W14, Ann W01 → Ace of Clubs (Ann).
    // t2: Ann leads S14, Ben S13, Cat C02 (a Cup = Heart), Dan S01 → the 2 of Hearts beats the Ace of Spades (Cat).
    const d = replay(rec([{ dealer: "Ann", bids: { Ben: 3, Cat: 3, Dan: 3, Ann: 3 }, tricks: [["W11", "W13", "W14", "W01"], ["S14", "S13", "C02", "S01"]] }])).deals[0];
    expect(d.tricks.map((t) => [t.leader, t.winner, t.winningCard])).toEqual([["Ben", "Ann", "W01"], ["Ann", "Cat", "C02"]]);
  });
});

describe("CONTRACT '`replay`' through the real command", () => {
  const ROOT = join(__dirname, "../..");
  const cli = (...files: string[]) => spawnSync(join(ROOT, "node_modules/.bin/tsx"), ["scripts/cli.ts", "replay", ...files], { encoding: "utf8", cwd: ROOT });
  const dir = mkdtempSync(join(tmpdir(), "f41-audit-"));
  const file = (name: string, body: unknown) => {
    const p = join(dir, name);
    writeFileSync(p, typeof body === "string" ? body : JSON.stringify(body));
    return p;
  };

  it("one file: one result object, exit 0 (violations are results); two files: an array in order", () => {
    const a = file("revoke.json", rec([{ dealer: "Ann", bids: REVOKE_BIDS, tricks: REVOKE_TRICKS }]));
    const b = file("contract.json", rec([
      { dealer: "Ann", bids: { Ben: 2, Cat: 3, Dan: 1, Ann: 2 }, redeal: true },
      { dealer: "Ann", bids: { Ben: 4, Cat: 3, Dan: 2, Ann: 7 }, tricks: [["S05", "S09", "C02", "S01"]] },
    ]));
    const one = cli(a);
    expect(one.status).toBe(0);
    const r = JSON.parse(one.stdout);
    expect(Array.isArray(r)).toBe(false);
    expect(r.deals[0].totals).toEqual({ Ann: -14, Ben: 3, Cat: 4, Dan: 3 });
    expect(r.deals[0].violations.map((v: { trick: number }) => v.trick)).toEqual([1, 3]);
    const two = cli(a, b);
    expect(two.status).toBe(0);
    const both = JSON.parse(two.stdout);
    expect(both).toHaveLength(2);
    // The contract's own example: redeal by Ann, then Ann deals again; Ben leads S05, Cat S09,
    // Dan C02 (a Heart: trumps), Ann S01 → Dan wins trick 1.
    expect(both[1].deals.map((d: { dealer: string; status: string }) => [d.dealer, d.status])).toEqual([["Ann", "redeal"], ["Ann", "in-progress"]]);
    expect(both[1].deals[1].tricks[0]).toEqual({ number: 1, leader: "Ben", cards: ["S05", "S09", "C02", "S01"], winner: "Dan", winningCard: "C02" });
  });

  it.each([
    ["not JSON", "{\"game\": "],
    ["three players", { game: "fortey-one", players: ["Ann", "Ben", "Cat"], deals: [] }],
    ["a Knight", rec([{ dealer: "Ann", bids: { Ben: 3, Cat: 3, Dan: 3, Ann: 3 }, tricks: [["S12"]] }])],
    ["a bid of 14", rec([{ dealer: "Ann", bids: { Ben: 14, Cat: 3, Dan: 3, Ann: 3 } }])],
    ["an unknown dealer", rec([{ dealer: "Zed" }])],
    ["a deal after the match was won", rec([...MATCH, { dealer: "Cat" }])],
  ])("%s: exit 2, one line on stderr, nothing on stdout", (_label, body) => {
    const r = cli(file("ok.json", rec([])), file("bad.json", body));
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });
});
