/**
 * An independent audit of Fortune Tenners against the user's documents: the seed (seeds/002),
 * RULINGS "Fortune Tenners" and CONTRACT "`replay`" + "Fortune Tenners". Every record goes
 * through the real `replay` path (lib/records/replay.ts, and the CLI at the end); every expected
 * value is worked out by hand in the comment beside it, never taken from the engine.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { replayRecord, replayText } from "../../lib/records/replay";

const ROOT = join(__dirname, "../..");
const P3 = ["Ann", "Ben", "Cat"];
const P4 = ["Ann", "Ben", "Cat", "Dan"];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

function replay(record: unknown): Any {
  const r = replayRecord(record);
  if (!r.ok) throw new Error(`expected a result, got the error: ${r.error.message}`);
  return r.value;
}

function refused(record: unknown): string {
  const r = typeof record === "string" ? replayText(record) : replayRecord(record);
  if (r.ok) throw new Error("expected the record to be refused, but it replayed");
  return r.error.message;
}

/** One-deal record for three players: Cat (the last player) deals, Ann predicts first and leads. */
const oneDeal = (deal: object, options?: object) => ({ game: "fortune-tenners", players: P3, ...(options ? { options } : {}), deals: [deal] });

// ------------------------------------------------------------------------------------------------
// 1. The whole result, exactly (CONTRACT "Fortune Tenners": result per deal and for the game)

describe("the whole replay result of a 4-player record, exactly as CONTRACT shapes it", () => {
  const record = {
    game: "fortune-tenners", players: P4,
    deals: [
      { dealer: "Dan", trumpCard: "C01", bids: { Ann: 0, Ben: 0, Cat: 0, Dan: 1 }, tricks: [["A13", "C02", "R1", "K4"]] },
      { trumpCard: "R3", bids: { Ben: 1, Cat: 0, Dan: 0, Ann: 0 }, tricks: [["R1", "B05", "B09", "A13"], ["C04", "K1", "D02", "A01"]] },
      { trumpCard: "K2", trumpSymbol: "D" },
    ],
  };
  // Round 1 (1 card each), dealer Dan, Ann leads. Turned C01: trump C.
  //   Ann A13, Ben C02 (trump), Cat R1, Dan K4: the first (only) Knot wins → Dan, K4.
  //   Ann 0/0 → 20; Ben 0/0 → 20; Cat 0/0 → 20; Dan 1/1 → 20 + 10 = 30.
  // Round 2 (2 cards), dealer passes clockwise → Ann; Ben predicts first and leads. Turned R3: no trump.
  //   Trick 1: Ben R1 (Ribbon lead), Cat B05 sets B, Dan B09, Ann A13 (off-symbol): highest B = B09 → Dan.
  //   Trick 2 (Dan leads): C04, Ann K1, Ben D02, Cat A01: Knot → Ann.
  //   Nobody plays a B card later (Ann's other card is K1), so no revoke.
  //   Ben 1/0 → −10; Cat 0/0 → 20; Dan 0/1 → −10; Ann 0/1 → −10.
  //   Totals: Ann 20 − 10 = 10; Ben 20 − 10 = 10; Cat 20 + 20 = 40; Dan 30 − 10 = 20.
  // Round 3, dealer Ben, in progress: Knot turned, Ben chose D → trump D; no predictions yet:
  //   points null, totals as after round 2; the game is not over → winner null.
  const expected = {
    game: "fortune-tenners",
    players: P4,
    deals: [
      {
        number: 1, dealer: "Dan", status: "complete", cards: 1, trump: "C",
        bids: { Ann: 0, Ben: 0, Cat: 0, Dan: 1 },
        tricks: [{ number: 1, leader: "Ann", cards: ["A13", "C02", "R1", "K4"], winner: "Dan", winningCard: "K4" }],
        tricksWon: { Ann: 0, Ben: 0, Cat: 0, Dan: 1 },
        points: { Ann: 20, Ben: 20, Cat: 20, Dan: 30 },
        totals: { Ann: 20, Ben: 20, Cat: 20, Dan: 30 },
        violations: [],
        trumpCard: "C01",
      },
      {
        number: 2, dealer: "Ann", status: "complete", cards: 2, trump: null,
        bids: { Ann: 0, Ben: 1, Cat: 0, Dan: 0 },
        tricks: [
          { number: 1, leader: "Ben", cards: ["R1", "B05", "B09", "A13"], winner: "Dan", winningCard: "B09" },
          { number: 2, leader: "Dan", cards: ["C04", "K1", "D02", "A01"], winner: "Ann", winningCard: "K1" },
        ],
        tricksWon: { Ann: 1, Ben: 0, Cat: 0, Dan: 1 },
        points: { Ann: -10, Ben: -10, Cat: 20, Dan: -10 },
        totals: { Ann: 10, Ben: 10, Cat: 40, Dan: 20 },
        violations: [],
        trumpCard: "R3",
      },
      {
        number: 3, dealer: "Ben", status: "in-progress", cards: 3, trump: "D",
        bids: {},
        tricks: [],
        tricksWon: { Ann: 0, Ben: 0, Cat: 0, Dan: 0 },
        points: null,
        totals: { Ann: 10, Ben: 10, Cat: 40, Dan: 20 },
        violations: [],
        trumpCard: "K2",
      },
    ],
    totals: { Ann: 10, Ben: 10, Cat: 40, Dan: 20 },
    winner: null,
  };

  it("every field and value", () => {
    expect(replay(record)).toEqual(expected);
  });

  it("fields come in the CONTRACT's order (extras after them)", () => {
    const r = replay(record);
    expect(Object.keys(r)).toEqual(["game", "players", "deals", "totals", "winner"]);
    expect(Object.keys(r.deals[0])).toEqual([
      "number", "dealer", "status", "cards", "trump", "bids", "tricks", "tricksWon", "points", "totals", "violations", "trumpCard",
    ]);
    expect(Object.keys(r.deals[0].tricks[0])).toEqual(["number", "leader", "cards", "winner", "winningCard"]);
  });

  it("blindFirstRound changes nothing in the scoring (RULINGS: only what each player sees)", () => {
    expect(replay({ ...record, options: { blindFirstRound: true } })).toEqual(expected);
  });
});

// ------------------------------------------------------------------------------------------------
// 2. Who wins the trick, and what the turned card makes trump (seed "Who wins the trick?",
//    "Special Situations"; RULINGS). One-card rounds: nobody can have held anything else, so
//    nobody revokes. Cat deals, Ann leads; points: exact → 20 + 10 × tricks, else −10 × |diff|.

interface TrickRow {
  why: string;
  deal: { trumpCard?: string | null; trumpSymbol?: string; bids: Record<string, number>; tricks: string[][] };
  trump: string | null;
  winner: string;
  winningCard: string;
  points: Record<string, number>;
}

const TRICKS: TrickRow[] = [
  // Trump C: C01 is trump, beats the led A13 and A12. Ben 1/1 → 30; Ann, Cat 0/0 → 20.
  { why: "trump 1 is higher than the led symbol's 13", deal: { trumpCard: "C07", bids: { Ann: 0, Ben: 1, Cat: 0 }, tricks: [["A13", "C01", "A12"]] },
    trump: "C", winner: "Ben", winningCard: "C01", points: { Ann: 20, Ben: 30, Cat: 20 } },
  // Trump D: nobody plays D; led B; A13 and C13 are neither → B02 wins. Ann 1/1 → 30.
  { why: "the led symbol beats every other non-trump number, even a 13", deal: { trumpCard: "D05", bids: { Ann: 1, Ben: 0, Cat: 0 }, tricks: [["B02", "A13", "C13"]] },
    trump: "D", winner: "Ann", winningCard: "B02", points: { Ann: 30, Ben: 20, Cat: 20 } },
  // R3 turned: no trump. Ribbon lead → B03 sets B; highest B is B11 → Cat. Ben 1/0 → −10; Cat 0/1 → −10.
  { why: "a Ribbon lead passes the symbol to the next card", deal: { trumpCard: "R3", bids: { Ann: 0, Ben: 1, Cat: 0 }, tricks: [["R2", "B03", "B11"]] },
    trump: null, winner: "Cat", winningCard: "B11", points: { Ann: 20, Ben: -10, Cat: -10 } },
  // No trump, symbol B from B03; A13 is off-symbol and never wins → Ben. Ben 0/1 → −10.
  { why: "after a Ribbon lead, a card off the passed symbol never wins", deal: { trumpCard: "R3", bids: { Ann: 0, Ben: 0, Cat: 0 }, tricks: [["R2", "B03", "A13"]] },
    trump: null, winner: "Ben", winningCard: "B03", points: { Ann: 20, Ben: -10, Cat: 20 } },
  // Only Ribbons: the first one wins → Ann. Ann 1/1 → 30; Cat 1/0 → −10.
  { why: "every player plays a Black Ribbon: the first player wins", deal: { trumpCard: "D05", bids: { Ann: 1, Ben: 0, Cat: 1 }, tricks: [["R1", "R2", "R4"]] },
    trump: "D", winner: "Ann", winningCard: "R1", points: { Ann: 30, Ben: 20, Cat: -10 } },
  // Two Knots: the first (K3, Ben) wins, even though K1 follows. Ben 0/1 → −10.
  { why: "several Gothic Knots: the first one wins", deal: { trumpCard: "A02", bids: { Ann: 0, Ben: 0, Cat: 0 }, tricks: [["A05", "K3", "K1"]] },
    trump: "A", winner: "Ben", winningCard: "K3", points: { Ann: 20, Ben: -10, Cat: 20 } },
  // Knot lead beats the trump B13. Ann 1/1 → 30; Ben, Cat 1/0 → −10.
  { why: "a Gothic Knot beats trump", deal: { trumpCard: "B04", bids: { Ann: 1, Ben: 1, Cat: 1 }, tricks: [["K2", "B13", "A01"]] },
    trump: "B", winner: "Ann", winningCard: "K2", points: { Ann: 30, Ben: -10, Cat: -10 } },
  // Ribbon then Knot: the Knot is the first relevant card and wins over the C13 trump. Ben 0/1 → −10.
  { why: "a Ribbon lead followed by a Knot: the Knot wins", deal: { trumpCard: "C03", bids: { Ann: 0, Ben: 0, Cat: 0 }, tricks: [["R4", "K1", "C13"]] },
    trump: "C", winner: "Ben", winningCard: "K1", points: { Ann: 20, Ben: -10, Cat: 20 } },
  // Ribbon lead, A09 sets A, C02 is trump C → Cat. Cat 1/1 → 30.
  { why: "trump beats the symbol a Ribbon lead passed on", deal: { trumpCard: "C03", bids: { Ann: 0, Ben: 0, Cat: 1 }, tricks: [["R4", "A09", "C02"]] },
    trump: "C", winner: "Cat", winningCard: "C02", points: { Ann: 20, Ben: 20, Cat: 30 } },
  // K4 turned: the dealer (Cat) chose B → B01 trump beats A13. Ben 1/1 → 30.
  { why: "a Gothic Knot turned: the dealer's chosen symbol is trump", deal: { trumpCard: "K4", trumpSymbol: "B", bids: { Ann: 0, Ben: 1, Cat: 0 }, tricks: [["A13", "B01", "A12"]] },
    trump: "B", winner: "Ben", winningCard: "B01", points: { Ann: 20, Ben: 30, Cat: 20 } },
  // Same with the symbol written in lower case (codes are read in any case): trump C.
  { why: "the dealer's symbol is read in any case", deal: { trumpCard: "K4", trumpSymbol: "c", bids: { Ann: 0, Ben: 1, Cat: 0 }, tricks: [["A13", "C01", "A12"]] },
    trump: "C", winner: "Ben", winningCard: "C01", points: { Ann: 20, Ben: 30, Cat: 20 } },
  // R1 turned: no trump; led A: A07 > A05; B13 off-symbol → Cat. Cat 1/1 → 30.
  { why: "a Black Ribbon turned: no trump", deal: { trumpCard: "R1", bids: { Ann: 0, Ben: 0, Cat: 1 }, tricks: [["A05", "B13", "A07"]] },
    trump: null, winner: "Cat", winningCard: "A07", points: { Ann: 20, Ben: 20, Cat: 30 } },
  // No trump card recorded (absent): no trump; A07 → Cat. Ann 1/0 → −10.
  { why: "no trump card recorded: no trump", deal: { bids: { Ann: 1, Ben: 0, Cat: 0 }, tricks: [["A05", "D13", "A07"]] },
    trump: null, winner: "Cat", winningCard: "A07", points: { Ann: -10, Ben: 20, Cat: -10 } },
  // trumpCard null: the same.
  { why: "trump card null: no trump", deal: { trumpCard: null, bids: { Ann: 0, Ben: 0, Cat: 0 }, tricks: [["D01", "A13", "B13"]] },
    trump: null, winner: "Ann", winningCard: "D01", points: { Ann: -10, Ben: 20, Cat: 20 } },
];

describe("who wins the trick (seed, RULINGS), through replay", () => {
  it.each(TRICKS)("$why", (row) => {
    const d = replay(oneDeal(row.deal)).deals[0];
    expect(d).toMatchObject({ number: 1, dealer: "Cat", status: "complete", cards: 1, trump: row.trump, points: row.points, totals: row.points });
    expect(d.tricks).toEqual([{ number: 1, leader: "Ann", cards: row.deal.tricks[0], winner: row.winner, winningCard: row.winningCard }]);
    expect(d.violations).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------------------
// 3. Violations (CONTRACT: follow-suit, duplicate-card, fitting-guess; a bid is trick 0;
//    a card seen twice is reported at its second appearance)

const rules = (d: Any) => d.violations.map((v: Any) => ({ trick: v.trick, player: v.player, rule: v.rule }));

describe("fitting guesses (seed 'Hosting a Game'; RULINGS; CONTRACT rule fitting-guess)", () => {
  const TRICK = [["A01", "B02", "C03"]]; // Ann wins with A01 (led A; trump D from the turned D09)
  const rows: { why: string; options?: object; bids: Record<string, number>; expected: object[] }[] = [
    // Off; Ann 1 + Ben 0 = 1, so Cat (the dealer, last) may not say 1 − 1 = 0. She did → trick 0, Cat.
    { why: "off: the last bid makes the total equal the round's cards", options: { fittingGuesses: false }, bids: { Ann: 1, Ben: 0, Cat: 0 }, expected: [{ trick: 0, player: "Cat", rule: "fitting-guess" }] },
    // Off; 0 + 0 = 0, so Cat may not say 1. She did.
    { why: "off: the last bid fits from zero", options: { fittingGuesses: false }, bids: { Ann: 0, Ben: 0, Cat: 1 }, expected: [{ trick: 0, player: "Cat", rule: "fitting-guess" }] },
    // Off; 1 + 1 = 2 > 1 card: no number makes it fit → nothing forbidden.
    { why: "off: the others already predicted more than the cards", options: { fittingGuesses: false }, bids: { Ann: 1, Ben: 1, Cat: 1 }, expected: [] },
    // Off; total 1 + 0 + 1 = 2 ≠ 1: allowed.
    { why: "off: a total that does not fit", options: { fittingGuesses: false }, bids: { Ann: 1, Ben: 0, Cat: 1 }, expected: [] },
    // Default (on): the fitting total is allowed.
    { why: "default (on): the last bid may make the total fit", bids: { Ann: 1, Ben: 0, Cat: 0 }, expected: [] },
    { why: "on, said explicitly", options: { fittingGuesses: true }, bids: { Ann: 0, Ben: 0, Cat: 1 }, expected: [] },
  ];
  it.each(rows)("$why", (row) => {
    const d = replay(oneDeal({ trumpCard: "D09", bids: row.bids, tricks: TRICK }, row.options)).deals[0];
    expect(rules(d)).toEqual(row.expected);
    // The violation does not change the scoring: Ann won the one trick.
    expect(d.tricksWon).toEqual({ Ann: 1, Ben: 0, Cat: 0 });
  });

  it("round 2: the dealer (Ann) bids last; 1 + 0 + 1 = 2 cards → fitting-guess on Ann, kept after the round", () => {
    const r = replay({
      game: "fortune-tenners", players: P3, options: { fittingGuesses: false },
      deals: [
        { trumpCard: "D09", bids: { Ann: 1, Ben: 1, Cat: 1 }, tricks: [["A01", "B02", "C03"]] },
        // Dealer Ann; Ben leads. Trump D. Trick 1: A05, B06, A13 → Ann (A13). Trick 2: Ann leads C01, Ben C02, Cat C03 → Cat.
        { trumpCard: "D08", bids: { Ben: 1, Cat: 0, Ann: 1 }, tricks: [["A05", "B06", "A13"], ["C01", "C02", "C03"]] },
      ],
    });
    expect(r.deals[1]).toMatchObject({ dealer: "Ann", status: "complete", tricksWon: { Ann: 1, Ben: 0, Cat: 1 } });
    expect(rules(r.deals[1])).toEqual([{ trick: 0, player: "Ann", rule: "fitting-guess" }]);
    // Round 1: Ann 1/1 → 30, Ben 1/0 → −10, Cat 1/0 → −10. Round 2: Ben 1/0 → −10, Cat 0/1 → −10, Ann 1/1 → 30.
    expect(r.totals).toEqual({ Ann: 60, Ben: -20, Cat: -20 });
  });

  it("an unfinished round already shows the fitting-guess once the last bid is in", () => {
    const d = replay(oneDeal({ trumpCard: "D09", bids: { Ann: 0, Ben: 0, Cat: 1 }, tricks: [] }, { fittingGuesses: false })).deals[0];
    expect(d.status).toBe("in-progress");
    expect(rules(d)).toEqual([{ trick: 0, player: "Cat", rule: "fitting-guess" }]);
  });
});

describe("duplicate cards (RULINGS: the turned card is dealt to nobody; CONTRACT: the second appearance)", () => {
  it("the turned trump card played: duplicate-card where it was played", () => {
    // Turned D05; Cat plays D05 in trick 1 → trick 1, Cat. Trump D: D05 still counts in the trick → Cat wins.
    const d = replay(oneDeal({ trumpCard: "D05", bids: { Ann: 0, Ben: 0, Cat: 1 }, tricks: [["A05", "B07", "D05"]] })).deals[0];
    expect(rules(d)).toEqual([{ trick: 1, player: "Cat", rule: "duplicate-card" }]);
    expect(d.tricks[0].winner).toBe("Cat");
  });

  it("a card played twice in one round: the second appearance (Cat in trick 2), not the first (Ben in trick 1)", () => {
    const r = replay({
      game: "fortune-tenners", players: P3,
      deals: [
        { trumpCard: "D09", bids: { Ann: 1, Ben: 0, Cat: 0 }, tricks: [["A01", "B02", "C03"]] },
        // Dealer Ann, Ben leads. No trump (R2). Trick 1: Ben B05, Cat B06, Ann A07 (no B) → B06 → Cat.
        // Trick 2: Cat leads B05 (Ben's card of trick 1, again), Ann A09, Ben B08 → B08 → Ben.
        { trumpCard: "R2", bids: { Ben: 1, Cat: 1, Ann: 0 }, tricks: [["B05", "B06", "A07"], ["B05", "A09", "B08"]] },
      ],
    });
    expect(rules(r.deals[1])).toEqual([{ trick: 2, player: "Cat", rule: "duplicate-card" }]);
    expect(r.deals[1].tricksWon).toEqual({ Ann: 0, Ben: 1, Cat: 1 });
  });

  it("the same card in two different rounds is no duplicate (every round is dealt anew)", () => {
    const r = replay({
      game: "fortune-tenners", players: P3,
      deals: [
        { trumpCard: "D09", bids: { Ann: 1, Ben: 0, Cat: 0 }, tricks: [["A01", "B02", "C03"]] },
        // Dealer Ann, Ben leads; trump D. Trick 1: Ben A01, Cat B02, Ann C03 → A01 → Ben.
        // Trick 2: Ben B04, Cat C05, Ann D06 (trump) → Ann. Neither Cat nor Ann plays an A later: no revoke.
        { trumpCard: "D09", bids: { Ben: 1, Cat: 0, Ann: 0 }, tricks: [["A01", "B02", "C03"], ["B04", "C05", "D06"]] },
      ],
    });
    expect(r.deals.map((d: Any) => d.violations)).toEqual([[], []]);
  });
});

describe("following the symbol with hidden hands (seed 'Rules for playing the cards'; RULINGS: as in Fortunes)", () => {
  const ROUND1 = { trumpCard: "D01", bids: { Ann: 1, Ben: 0, Cat: 0 }, tricks: [["A01", "B02", "C03"]] };
  // Round 1: Ann A01 wins (led A, trump D, nobody plays D): Ann 1/1 → 30, Ben, Cat 0/0 → 20.
  const game = (round2: object) => replay({ game: "fortune-tenners", players: P3, deals: [ROUND1, round2] });

  it("a Ribbon lead passes the symbol: not following it while holding it is a revoke, found after the round", () => {
    // Round 2: dealer Ann, Ben leads. Trump D (D09), nobody plays D.
    // Trick 1: Ben R1, Cat A05 sets A, Ann B07 — but Ann plays A04 in trick 2, so she held A: revoke (trick 1, Ann).
    //   Winner: highest A = A05 → Cat. Trick 2: Cat B02, Ann A04, Ben C03 → B02 → Cat.
    // Predictions Ben 0, Cat 2, Ann 1: Ben 0/0 → 20, Cat 2/2 → 40, Ann 1/0 → −10.
    const r = game({ trumpCard: "D09", bids: { Ben: 0, Cat: 2, Ann: 1 }, tricks: [["R1", "A05", "B07"], ["B02", "A04", "C03"]] });
    expect(r.deals[1].tricks.map((t: Any) => [t.leader, t.winner, t.winningCard])).toEqual([["Ben", "Cat", "A05"], ["Cat", "Cat", "B02"]]);
    expect(rules(r.deals[1])).toEqual([{ trick: 1, player: "Ann", rule: "follow-suit" }]);
    expect(r.deals[1].points).toEqual({ Ann: -10, Ben: 20, Cat: 40 });
    expect(r.totals).toEqual({ Ann: 20, Ben: 40, Cat: 60 });
  });

  it("…and is reported at once, in the unfinished round, as soon as the later play proves it", () => {
    const before = game({ trumpCard: "D09", bids: { Ben: 0, Cat: 2, Ann: 1 }, tricks: [["R1", "A05", "B07"], ["B02"]] });
    expect(before.deals[1].status).toBe("in-progress");
    expect(before.deals[1].violations).toEqual([]); // nothing is provable yet
    const after = game({ trumpCard: "D09", bids: { Ben: 0, Cat: 2, Ann: 1 }, tricks: [["R1", "A05", "B07"], ["B02", "A04"]] });
    expect(after.deals[1].status).toBe("in-progress");
    expect(rules(after.deals[1])).toEqual([{ trick: 1, player: "Ann", rule: "follow-suit" }]);
    expect(after.deals[1].points).toBeNull();
    expect(after.deals[1].totals).toEqual({ Ann: 30, Ben: 20, Cat: 20 });
  });

  it("a Knot lead frees the suit: the same cards after K1 are no revoke", () => {
    // Trick 1: Ben K1 (first relevant card a Knot: any card may follow), Cat A05, Ann B07 → K1 → Ben.
    // Trick 2: Ben C03, Cat B02 (Cat holds no C), Ann A04 (no C) → C03 → Ben. Ann's A04 proves nothing: A was never led.
    // Predictions Ben 2, Cat 0, Ann 1: Ben 2/2 → 40, Cat 0/0 → 20, Ann 1/0 → −10. Totals 30−10 = 20, 20+40 = 60, 20+20 = 40.
    const r = game({ trumpCard: "D09", bids: { Ben: 2, Cat: 0, Ann: 1 }, tricks: [["K1", "A05", "B07"], ["C03", "B02", "A04"]] });
    expect(r.deals[1].violations).toEqual([]);
    expect(r.deals[1].tricksWon).toEqual({ Ann: 0, Ben: 2, Cat: 0 });
    expect(r.totals).toEqual({ Ann: 20, Ben: 60, Cat: 40 });
  });

  it("a Ribbon or a Knot may always be played, even while holding the led symbol", () => {
    // Trick 1: Ben A05, Cat R2 (she holds A09, played in trick 2), Ann K3 → K3 → Ann.
    // Trick 2: Ann B01, Ben B04, Cat A09 (no B left) → B04 → Ben. No revoke anywhere.
    // Predictions Ben 1, Cat 0, Ann 1: Ben 1/1 → 30, Cat 0/0 → 20, Ann 1/1 → 30.
    const r = game({ trumpCard: "D09", bids: { Ben: 1, Cat: 0, Ann: 1 }, tricks: [["A05", "R2", "K3"], ["B01", "B04", "A09"]] });
    expect(r.deals[1].violations).toEqual([]);
    expect(r.deals[1].points).toEqual({ Ann: 30, Ben: 30, Cat: 20 });
  });

  it("a number card off the led symbol while holding it is a revoke; trump is no excuse", () => {
    // Trick 1: Ben A05, Cat D02 (trump D from D09; she plays A09 in trick 2 → revoke, trick 1, Cat), Ann A07 → D02 trump → Cat.
    // Trick 2: Cat A09, Ann B01 (no A left), Ben B04 (no A left) → A09 → Cat.
    const r = game({ trumpCard: "D09", bids: { Ben: 0, Cat: 2, Ann: 0 }, tricks: [["A05", "D02", "A07"], ["A09", "B01", "B04"]] });
    expect(rules(r.deals[1])).toEqual([{ trick: 1, player: "Cat", rule: "follow-suit" }]);
    // Ben 0/0 → 20, Cat 2/2 → 40, Ann 0/0 → 20 (a violation does not change the scoring).
    expect(r.deals[1].points).toEqual({ Ann: 20, Ben: 20, Cat: 40 });
  });
});

// ------------------------------------------------------------------------------------------------
// 4. Dealer rotation, rounds and the end of the game

describe("dealer rotation and leads (RULINGS: the last player deals first, the deal passes clockwise)", () => {
  // Round r, trick t: the leader plays A(14−t), the next three B, C, D of the same rank. With a
  // Ribbon turned (no trump) the leader's A wins every trick and keeps the lead; nobody else ever
  // holds an A, so nobody revokes. Predictions: the leader r, the others 0 (all exact).
  const rank = (t: number) => String(14 - t).padStart(2, "0");
  const trick = (t: number) => ["A", "B", "C", "D"].map((s) => `${s}${rank(t)}`);
  const deal = (r: number, leader: number) => ({
    trumpCard: "R1",
    bids: Object.fromEntries(P4.map((p, i) => [p, i === leader ? r : 0])),
    tricks: Array.from({ length: r }, (_, k) => trick(k + 1)),
  });
  const record = {
    game: "fortune-tenners", players: P4,
    deals: [deal(1, 0), deal(2, 1), deal(3, 2), deal(4, 3), { trumpCard: "C05" }],
  };

  it("Dan, Ann, Ben, Cat, Dan deal; Ann, Ben, Cat, Dan lead; scores and totals by hand", () => {
    const r = replay(record);
    expect(r.deals.map((d: Any) => d.dealer)).toEqual(["Dan", "Ann", "Ben", "Cat", "Dan"]);
    expect(r.deals.slice(0, 4).map((d: Any) => d.tricks[0].leader)).toEqual(["Ann", "Ben", "Cat", "Dan"]);
    expect(r.deals.map((d: Any) => d.cards)).toEqual([1, 2, 3, 4, 5]);
    // Leader of round r: 20 + 10r (30, 40, 50, 60); everyone else 20.
    expect(r.deals.slice(0, 4).map((d: Any) => d.points)).toEqual([
      { Ann: 30, Ben: 20, Cat: 20, Dan: 20 },
      { Ann: 20, Ben: 40, Cat: 20, Dan: 20 },
      { Ann: 20, Ben: 20, Cat: 50, Dan: 20 },
      { Ann: 20, Ben: 20, Cat: 20, Dan: 60 },
    ]);
    // Ann 30+20+20+20 = 90; Ben 20+40+20+20 = 100; Cat 20+20+50+20 = 110; Dan 20+20+20+60 = 120.
    const totals = { Ann: 90, Ben: 100, Cat: 110, Dan: 120 };
    expect(r.deals[3].totals).toEqual(totals);
    expect(r.deals[4]).toMatchObject({ number: 5, dealer: "Dan", status: "in-progress", trump: "C", points: null, totals });
    expect(r.totals).toEqual(totals);
    expect(r.winner).toBeNull();
    // Default fitting guesses (on): every leader's prediction r made the total fit; no violation.
    expect(r.deals.flatMap((d: Any) => d.violations)).toEqual([]);
  });

  it("a game of n players has 60 ÷ n rounds: a 16th deal for 4 players is refused", () => {
    const sixteen = { ...record, deals: Array.from({ length: 16 }, () => ({})) };
    expect(refused(sixteen)).toMatch(/only 15 rounds/);
  });
});

describe("the end of the game (RULINGS: highest total after the last round, ties share; CONTRACT: winner null until then)", () => {
  const complete = JSON.parse(readFileSync(join(ROOT, "test/fixtures/fortune-tenners/three-complete.json"), "utf8"));

  it("with the last card of round 20 missing: in progress, winner null, totals as after round 19", () => {
    const rec = structuredClone(complete);
    const last = rec.deals[19];
    last.tricks[19] = last.tricks[19].slice(0, 2);
    const r = replay(rec);
    // The golden's layout: round 20 is dealt by Ann (players[(20+1) mod 3]) and led by Ben, who predicts 20 and
    // scores 20 + 200 = 220; Ann and Cat predict 0 → 20 each. Final totals 1100 / 1170 / 1030, so after round 19:
    // Ann 1100 − 20 = 1080; Ben 1170 − 220 = 950; Cat 1030 − 20 = 1010.
    expect(r.deals).toHaveLength(20);
    expect(r.deals[19]).toMatchObject({ number: 20, dealer: "Ann", status: "in-progress", cards: 20, trump: null, points: null });
    expect(r.deals[19].totals).toEqual({ Ann: 1080, Ben: 950, Cat: 1010 });
    // Ben led and won the 19 complete tricks; the 20th is unfinished.
    expect(r.deals[19].tricksWon).toEqual({ Ann: 0, Ben: 19, Cat: 0 });
    expect(r.deals[19].tricks[19]).toMatchObject({ number: 20, leader: "Ben", winner: null, winningCard: null });
    expect(r.totals).toEqual({ Ann: 1080, Ben: 950, Cat: 1010 });
    expect(r.winner).toBeNull();
  });

  it("complete: the winner is the highest total; a deal after the last round is refused", () => {
    const r = replay(complete);
    expect(r.totals).toEqual({ Ann: 1100, Ben: 1170, Cat: 1030 });
    expect(r.winner).toEqual(["Ben"]);
    expect(refused({ ...complete, deals: [...complete.deals, { dealer: "Ben" }] })).toMatch(/^deals\.20: a game of 3 players has only 20 rounds/);
  });

  it("the last round turns no card: a trump card there is refused, null is accepted", () => {
    const withCard = structuredClone(complete);
    withCard.deals[19].trumpCard = "R4";
    expect(refused(withCard)).toMatch(/^deals\.19\.trumpCard: no card is left to turn/);
    const withNull = structuredClone(complete);
    withNull.deals[19].trumpCard = null;
    expect(replay(withNull).winner).toEqual(["Ben"]);
  });
});

// ------------------------------------------------------------------------------------------------
// 5. Records that are not valid (CONTRACT "`replay`": exit 2 with a one-line message)

describe("invalid records are refused, with a one-line message naming the place", () => {
  const rows: [string, unknown, RegExp][] = [
    ["not JSON", '{ "game": "fortune-tenners", ', /^not valid JSON/],
    ["two players", { game: "fortune-tenners", players: ["Ann", "Ben"], deals: [] }, /^players: /],
    ["seven players", { game: "fortune-tenners", players: ["A", "B", "C", "D", "E", "F", "G"], deals: [] }, /^players: /],
    ["unknown code A14", oneDeal({ trumpCard: "A14" }), /^deals\.0\.trumpCard: unknown card code "A14"/],
    ["unknown code R5 in a trick", oneDeal({ trumpCard: "A01", bids: { Ann: 0, Ben: 0, Cat: 0 }, tricks: [["R5", "A02", "A03"]] }), /^deals\.0\.tricks\.0\.0: unknown card code "R5"/],
    ["unknown code K0", oneDeal({ trumpCard: "K0" }), /^deals\.0\.trumpCard: unknown card code "K0"/],
    // RULINGS: records always use the Tenners codes, never the tarot ones.
    ["a tarot code (W07)", oneDeal({ trumpCard: "W07" }), /^deals\.0\.trumpCard: unknown card code "W07"/],
    ["a Major Arcana code (T00)", oneDeal({ trumpCard: "A01", bids: { Ann: 0, Ben: 0, Cat: 0 }, tricks: [["T00", "A02", "A03"]] }), /unknown card code "T00"/],
    ["unknown dealer", oneDeal({ dealer: "Zed" }), /^deals\.0\.dealer: unknown player "Zed"/],
    ["unknown bidder", oneDeal({ trumpCard: "A01", bids: { Ann: 0, Zed: 0 } }), /^deals\.0\.bids: unknown player "Zed"/],
    ["bid above the round's cards", oneDeal({ trumpCard: "A01", bids: { Ann: 2 } }), /^deals\.0\.bids\.Ann: 2 is out of range/],
    ["negative bid", oneDeal({ trumpCard: "A01", bids: { Ann: -1 } }), /^deals\.0\.bids\.Ann: /],
    ["fractional bid", oneDeal({ trumpCard: "A01", bids: { Ann: 0.5 } }), /^deals\.0\.bids\.Ann: a prediction is a whole number/],
    ["trump symbol E", oneDeal({ trumpCard: "K1", trumpSymbol: "E" }), /^deals\.0\.trumpSymbol: the trump symbol is A, B, C or D/],
    ["a Knot turned and played on without the dealer's symbol", oneDeal({ trumpCard: "K1", bids: { Ann: 0, Ben: 0, Cat: 0 } }), /^deals\.0\.trumpSymbol: a Gothic Knot was turned/],
    ["a trick of 4 cards for 3 players", oneDeal({ trumpCard: "A01", bids: { Ann: 0, Ben: 0, Cat: 0 }, tricks: [["A02", "A03", "A04", "A05"]] }), /^deals\.0\.tricks\.0/],
  ];
  it.each(rows)("%s", (_why, record, message) => {
    const text = refused(record);
    expect(text).toMatch(message);
    expect(text).not.toContain("\n");
  });

  it("a bid in round 2 may be 0 to 2: 2 is read, 3 is refused", () => {
    const round1 = { trumpCard: "D09", bids: { Ann: 1, Ben: 0, Cat: 0 }, tricks: [["A01", "B02", "C03"]] };
    const rec = (b: number) => ({ game: "fortune-tenners", players: P3, deals: [round1, { trumpCard: "D08", bids: { Ben: b } }] });
    expect(replay(rec(2)).deals[1].bids.Ben).toBe(2);
    expect(refused(rec(3))).toMatch(/^deals\.1\.bids\.Ben: 3 is out of range/);
  });
});

// ------------------------------------------------------------------------------------------------
// 6. The command itself (CONTRACT "`replay`")

describe("npm run -s cli -- replay FILE...", () => {
  const dir = mkdtempSync(join(tmpdir(), "tenners-audit-"));
  const file = (name: string, body: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, typeof body === "string" ? body : JSON.stringify(body));
    return path;
  };
  const cli = (...files: string[]) => spawnSync(join(ROOT, "node_modules/.bin/tsx"), ["scripts/cli.ts", "replay", ...files], { encoding: "utf8", cwd: ROOT });
  // Row 1 of the trick table: trump C, Ben's C01 wins; Ann 20, Ben 30, Cat 20.
  const good = file("good.json", oneDeal(TRICKS[0].deal));
  // A violation is a result, not a failure: the fitting-guess record still exits 0.
  const fits = file("fits.json", oneDeal({ trumpCard: "D09", bids: { Ann: 0, Ben: 0, Cat: 1 }, tricks: [["A01", "B02", "C03"]] }, { fittingGuesses: false }));
  const bad = file("bad.json", oneDeal({ trumpCard: "A01", bids: { Ann: 2 } }));

  it("one file: one result object, exit 0", () => {
    const r = cli(good);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.game).toBe("fortune-tenners");
    expect(out.deals[0].points).toEqual({ Ann: 20, Ben: 30, Cat: 20 });
    expect(out.winner).toBeNull();
  }, 30_000);

  it("several files: an array of results in order; violations still exit 0", () => {
    const r = cli(fits, good);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Array.isArray(out)).toBe(true);
    expect(out).toHaveLength(2);
    expect(rules(out[0].deals[0])).toEqual([{ trick: 0, player: "Cat", rule: "fitting-guess" }]);
    expect(out[1].deals[0].tricks[0].winner).toBe("Ben");
  }, 30_000);

  it("an invalid record among them: exit 2, one line on stderr, nothing on stdout", () => {
    const r = cli(good, bad);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/bad\.json: deals\.0\.bids\.Ann: 2 is out of range/);
  }, 30_000);
});
