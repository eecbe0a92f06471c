/**
 * An independent audit of Fortunes against the documents: the seed (seeds/000), RULINGS.md
 * "Fortunes" and CONTRACT.md ("`replay`" and "Fortunes"). Every expected value below is worked out
 * by hand from those documents (the reasoning is in the comments), never copied from a run; every
 * record goes through the real `replay` path (lib/records/replay) or the CLI itself.
 *
 * Seating: Ann, Ben, Cat, Dan clockwise. When Ann deals: Ann East, Ben South, Cat West, Dan North;
 * High = Ann + Cat, Low = Ben + Dan. Trick n is led by the player n−1 seats clockwise from the
 * dealer, and its cards are listed from that leader clockwise. Well-disposed 2 points, ill 1.
 *
 * THE HAND-BUILT DEAL (complete, 19 tricks, legal). Ann deals; T18 and T19 are set aside.
 *   Ann holds all 14 Wands + T00 T04 T08 T12 T16      Ben all 14 Cups + T01 T05 T09 T13 T17
 *   Cat holds all 14 Swords + T02 T06 T10 T14 T20     Dan all 14 Pentacles + T03 T07 T11 T15 T21
 * Tricks 1–14: the leader leads their own suit at rank n and the others, void in it, throw their
 * own suit at rank n: only the led suit competes, so the leader wins, on their own team's type →
 * well-disposed, 2 points. Leaders: Ann 1 5 9 13, Ben 2 6 10 14, Cat 3 7 11, Dan 4 8 12.
 * After 14 tricks everyone holds only Stars, so Cat may lead a Star at trick 15 though Stars are
 * not broken yet (RULINGS: "unless the leader holds nothing but Stars"):
 *   T15 Cat (High → high): Cat T02, Dan T03, Ann T04, Ben T01 → highest Star T04 Ann, well 2
 *   T16 Dan (Low → low):   Dan T07, Ann T08, Ben T05, Cat T06 → lowest T05 Ben, well 2
 *   T17 Ann (high):        Ann T00, Ben T09, Cat T10, Dan T21 → high Star-led with T21: the Fool
 *                          wins (rule 11) → Ann, well 2
 *   T18 Ben (low):         Ben T13, Cat T14, Dan T15, Ann T12 → lowest T12 Ann: High wins a low
 *                          trick → ill, 1
 *   T19 Cat (high):        Cat T20, Dan T11, Ann T16, Ben T17 → highest T20 Cat, well 2
 * Points: Ann 4×2 + 2 + 2 + 1 = 13; Ben 4×2 + 2 = 10; Cat 3×2 + 2 = 8; Dan 3×2 = 6.
 * Teams: High 13 + 8 = 21, Low 10 + 6 = 16 (sum 37 = 18 well × 2 + 1 ill × 1).
 * Tricks won: Ann 7 (1 5 9 13 15 17 18), Ben 5 (2 6 10 14 16), Cat 4 (3 7 11 19), Dan 3 (4 8 12).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { apply, setup, type FortunesAction } from "../../lib/games/fortunes";
import { toRecord } from "../../lib/games/fortunes/record";
import { replayRecord } from "../../lib/records/replay";

const PLAYERS = ["Ann", "Ben", "Cat", "Dan"];
const SUIT_OF_SEAT = ["W", "C", "S", "P"];
const rank = (n: number) => String(n).padStart(2, "0");

/** Trick n (1–14) of the hand-built deal: from its leader clockwise, each plays their own suit at rank n. */
const mundane = (n: number): string[] => [0, 1, 2, 3].map((k) => SUIT_OF_SEAT[((n - 1) % 4 + k) % 4] + rank(n));
const STAR_TRICKS = [
  ["T02", "T03", "T04", "T01"],
  ["T07", "T08", "T05", "T06"],
  ["T00", "T09", "T10", "T21"],
  ["T13", "T14", "T15", "T12"],
  ["T20", "T11", "T16", "T17"],
];
const CLEAN: string[][] = [...Array.from({ length: 14 }, (_, i) => mundane(i + 1)), ...STAR_TRICKS];
const copy = (ts: string[][]) => ts.map((t) => t.slice());

interface TrickR { number: number; leader: string; cards: string[]; type: string; winner: string | null; winningCard: string | null; disposition: string | null; points: number }
interface CardR { owner: string; index: number; card: string; disposition: string; zone: string | null; position: string | null; meaning: string }
interface ReadingR { player: string; partner: string; team: string; layout: string; outcome: string; cards: CardR[] }
interface DealR {
  number: number; dealer: string; status: string;
  teamPlayers: { high: string[]; low: string[] };
  tricks: TrickR[];
  scores: { players: Record<string, number>; teams: { high: number; low: number } };
  violations: { trick: number; player: string; rule: string; message: string }[];
  readings: ReadingR[];
  bids?: unknown; betting?: unknown; discards: string[];
}
interface ResultR { game: string; players: string[]; deals: DealR[]; match: { partnerships: { players: string[]; points: number }[]; winner: string[] | null; target?: number; busts?: unknown[] } }

function replay(deals: object[], options?: object): ResultR {
  const r = replayRecord({ game: "fortunes", players: PLAYERS, ...(options ? { options } : {}), deals });
  if (!r.ok) throw new Error(r.error.message);
  return r.value as unknown as ResultR;
}
const summary = (d: DealR) => d.tricks.map((t) => [t.number, t.leader, t.type, t.winner, t.winningCard, t.disposition, t.points]);
const rules = (d: DealR) => d.violations.map((v) => [v.trick, v.player, v.rule]);
const placed = (r: ReadingR) => r.cards.map((c) => [c.owner, c.index, c.card, c.disposition, c.zone, c.position]);
const head = (r: ReadingR) => [r.player, r.partner, r.team, r.layout, r.outcome];

const MAN = ["The Self", "The Astral/Aether or Collective Unconscious", "The House of Magic", "The House of Illusion (Time)"];
const CLAN = ["The House of Consciousness", "The House of War", "The House of Peace"];
const UNIVERSE = ["The House of Peace", "Tír inna n-Óc", "The Grey Realms", "The Abyss"];
const REALM = ["The Center", "The Father's House", "The Shrine of the Goddess"];

describe("the CONTRACT's example record, field by field", () => {
  const record = {
    game: "fortunes", players: PLAYERS, options: { starsAfterBroken: true, betting: { kind: "none" } },
    deals: [{ dealer: "Ann", discards: ["W03", "T05"], bids: { Ann: 5, Ben: 4, Cat: 3, Dan: 6 }, tricks: [["W07", "W02", "T04", "W11"], ["C03"]] }],
  };
  it("scores trick 1 as RULINGS reads it and leaves trick 2 open", () => {
    // T1 Ann (High → high): Ann W07, Ben W02, Cat T04 (a Star: high → low), Dan W11 → lowest Wand
    // W02 Ben; Low wins a low trick → well, 2. T2 led by Ben (Low → low), one card: open, 0 points.
    // The deal is the last one and unfinished → in-progress, no readings. No betting variant → no
    // `bids` or `betting`. Match points count finished deals only → 0 and 0.
    const r = replay(record.deals, record.options);
    expect(r).toEqual({
      game: "fortunes", players: PLAYERS,
      deals: [{
        number: 1, dealer: "Ann", status: "in-progress",
        teamPlayers: { high: ["Ann", "Cat"], low: ["Ben", "Dan"] },
        tricks: [
          { number: 1, leader: "Ann", cards: ["W07", "W02", "T04", "W11"], type: "low", winner: "Ben", winningCard: "W02", disposition: "well", points: 2 },
          { number: 2, leader: "Ben", cards: ["C03"], type: "low", winner: null, winningCard: null, disposition: null, points: 0 },
        ],
        scores: { players: { Ann: 0, Ben: 2, Cat: 0, Dan: 0 }, teams: { high: 0, low: 2 } },
        violations: [], readings: [], discards: ["W03", "T05"],
      }],
      match: { partnerships: [{ players: ["Ann", "Cat"], points: 0 }, { players: ["Ben", "Dan"], points: 0 }], winner: null },
    });
  });
  it("lists the CONTRACT's fields first and in its order; our extra `discards` comes last", () => {
    const r = replay(record.deals, record.options);
    expect(Object.keys(r)).toEqual(["game", "players", "deals", "match"]);
    expect(Object.keys(r.deals[0])).toEqual(["number", "dealer", "status", "teamPlayers", "tricks", "scores", "violations", "readings", "discards"]);
    expect(Object.keys(r.deals[0].tricks[0])).toEqual(["number", "leader", "cards", "type", "winner", "winningCard", "disposition", "points"]);
    expect(Object.keys(r.match)).toEqual(["partnerships", "winner"]);
    const bid = replay([{ bids: { Ann: 1 }, tricks: [] }], { betting: { kind: "bid" } }).deals[0];
    expect(Object.keys(bid)).toEqual(["number", "dealer", "status", "teamPlayers", "tricks", "scores", "violations", "readings", "bids", "discards"]);
    const ante = replay([{ tricks: [] }], { betting: { kind: "ante", ante: 1 } }).deals[0];
    expect(Object.keys(ante)).toEqual(["number", "dealer", "status", "teamPlayers", "tricks", "scores", "violations", "readings", "betting", "discards"]);
  });
});

describe("a complete hand-built deal (see the top of this file)", () => {
  const d = replay([{ dealer: "Ann", discards: ["T18", "T19"], tricks: CLEAN }]).deals[0];
  it("every trick: leader, type, winner, winning card, disposition, points", () => {
    expect(d.status).toBe("complete");
    expect(summary(d)).toEqual([
      [1, "Ann", "high", "Ann", "W01", "well", 2], [2, "Ben", "low", "Ben", "C02", "well", 2],
      [3, "Cat", "high", "Cat", "S03", "well", 2], [4, "Dan", "low", "Dan", "P04", "well", 2],
      [5, "Ann", "high", "Ann", "W05", "well", 2], [6, "Ben", "low", "Ben", "C06", "well", 2],
      [7, "Cat", "high", "Cat", "S07", "well", 2], [8, "Dan", "low", "Dan", "P08", "well", 2],
      [9, "Ann", "high", "Ann", "W09", "well", 2], [10, "Ben", "low", "Ben", "C10", "well", 2],
      [11, "Cat", "high", "Cat", "S11", "well", 2], [12, "Dan", "low", "Dan", "P12", "well", 2],
      [13, "Ann", "high", "Ann", "W13", "well", 2], [14, "Ben", "low", "Ben", "C14", "well", 2],
      [15, "Cat", "high", "Ann", "T04", "well", 2], [16, "Dan", "low", "Ben", "T05", "well", 2],
      [17, "Ann", "high", "Ann", "T00", "well", 2], [18, "Ben", "low", "Ann", "T12", "ill", 1],
      [19, "Cat", "high", "Cat", "T20", "well", 2],
    ]);
  });
  it("scores, no violations (the exact post-deal check finds every play legal), match totals", () => {
    expect(d.scores).toEqual({ players: { Ann: 13, Ben: 10, Cat: 8, Dan: 6 }, teams: { high: 21, low: 16 } });
    expect(d.violations).toEqual([]);
    expect(replay([{ dealer: "Ann", discards: ["T18", "T19"], tricks: CLEAN }]).match).toEqual({
      partnerships: [{ players: ["Ann", "Cat"], points: 21 }, { players: ["Ben", "Dan"], points: 16 }], winner: null,
    });
  });
  it("readings: one per player, reader's tricks then the partner's, each placed by its layout", () => {
    // Ann 7 and Cat 4: Ann reads `simple` (≤ 7 and ≤ 4); Cat reads `broader` (her partner has 7 > 4).
    // Ben 5 and Dan 3: Ben reads `simple`; Dan reads `broader` (partner 5 > 4). No team has > 14.
    // Outcome: High 21 > Low 16 → Ann and Cat a fortune, Ben and Dan a doom.
    expect(d.readings.map(head)).toEqual([
      ["Ann", "Cat", "high", "simple", "fortune"], ["Ben", "Dan", "low", "simple", "doom"],
      ["Cat", "Ann", "high", "broader", "fortune"], ["Dan", "Ben", "low", "broader", "doom"],
    ]);
    const [ann, ben, cat, dan] = d.readings;
    expect(placed(ann)).toEqual([
      ["Ann", 1, "W01", "well", "The Man", MAN[0]], ["Ann", 2, "W05", "well", "The Man", MAN[1]],
      ["Ann", 3, "W09", "well", "The Man", MAN[2]], ["Ann", 4, "W13", "well", "The Man", MAN[3]],
      ["Ann", 5, "T04", "well", "The Clan", CLAN[0]], ["Ann", 6, "T00", "well", "The Clan", CLAN[1]],
      ["Ann", 7, "T12", "ill", "The Clan", CLAN[2]],
      ["Cat", 1, "S03", "well", "The Future", "Hopes"], ["Cat", 2, "S07", "well", "The Future", "Fears"],
      ["Cat", 3, "S11", "well", "The Future", "Enemies"], ["Cat", 4, "T20", "well", "The Future", "Allies"],
    ]);
    expect(placed(ben)).toEqual([
      ["Ben", 1, "C02", "well", "The Man", MAN[0]], ["Ben", 2, "C06", "well", "The Man", MAN[1]],
      ["Ben", 3, "C10", "well", "The Man", MAN[2]], ["Ben", 4, "C14", "well", "The Man", MAN[3]],
      ["Ben", 5, "T05", "well", "The Clan", CLAN[0]],
      ["Dan", 1, "P04", "well", "The Future", "Hopes"], ["Dan", 2, "P08", "well", "The Future", "Fears"],
      ["Dan", 3, "P12", "well", "The Future", "Enemies"],
    ]);
    expect(placed(cat)).toEqual([
      ["Cat", 1, "S03", "well", "The Man", MAN[0]], ["Cat", 2, "S07", "well", "The Man", MAN[1]],
      ["Cat", 3, "S11", "well", "The Man", MAN[2]], ["Cat", 4, "T20", "well", "The Man", MAN[3]],
      ["Ann", 1, "W01", "well", "The Universe", UNIVERSE[0]], ["Ann", 2, "W05", "well", "The Universe", UNIVERSE[1]],
      ["Ann", 3, "W09", "well", "The Universe", UNIVERSE[2]], ["Ann", 4, "W13", "well", "The Universe", UNIVERSE[3]],
      ["Ann", 5, "T04", "well", "The Realm", REALM[0]], ["Ann", 6, "T00", "well", "The Realm", REALM[1]],
      ["Ann", 7, "T12", "ill", "The Realm", REALM[2]],
    ]);
    expect(placed(dan)).toEqual([
      ["Dan", 1, "P04", "well", "The Man", MAN[0]], ["Dan", 2, "P08", "well", "The Man", MAN[1]],
      ["Dan", 3, "P12", "well", "The Man", MAN[2]],
      ["Ben", 1, "C02", "well", "The Universe", UNIVERSE[0]], ["Ben", 2, "C06", "well", "The Universe", UNIVERSE[1]],
      ["Ben", 3, "C10", "well", "The Universe", UNIVERSE[2]], ["Ben", 4, "C14", "well", "The Universe", UNIVERSE[3]],
      ["Ben", 5, "T05", "well", "The Realm", REALM[0]],
    ]);
    for (const r of d.readings) for (const c of r.cards) expect(c.meaning).toMatch(/\w/);
  });
  it("the bid variant: High bids 4 + 4 = 8 and wins 7 + 4 = 11 (made); Low bids 6 + 3 = 9 and wins 5 + 3 = 8 (missed → 0)", () => {
    const b = replay([{ dealer: "Ann", discards: ["T18", "T19"], bids: { Ann: 4, Ben: 6, Cat: 4, Dan: 3 }, tricks: CLEAN }], { betting: { kind: "bid" } });
    expect(b.deals[0].scores).toEqual({ players: { Ann: 13, Ben: 0, Cat: 8, Dan: 0 }, teams: { high: 21, low: 0 } });
    expect(b.deals[0].bids).toEqual({
      players: { Ann: 4, Ben: 6, Cat: 4, Dan: 3 },
      teams: { high: { bid: 8, tricks: 11, made: true }, low: { bid: 9, tricks: 8, made: false } },
    });
    expect(b.match.partnerships.map((p) => p.points)).toEqual([21, 0]);
  });
  it("the ante variant with no moves recorded: everyone stays every trick; the top scorer takes the pot", () => {
    // Ante 3: 3 on looking + 19 rounds × 3 = 60 each, pot 4 × 60 = 240. Most points: Ann 13 → 240.
    const a = replay([{ dealer: "Ann", discards: ["T18", "T19"], tricks: CLEAN }], { betting: { kind: "ante", ante: 3 } }).deals[0];
    expect(a.betting).toEqual({ ante: 3, pot: 240, paid: { Ann: 60, Ben: 60, Cat: 60, Dan: 60 }, payout: { Ann: 240, Ben: 0, Cat: 0, Dan: 0 }, fold: null });
  });
});

describe("violations: where the illegal card was played, in the record's order", () => {
  it("a Star led before Stars are broken, the Star lead not followed, and a revoke at trick 15 (complete deal)", () => {
    // Swap Ann's W01 (trick 1) with her T04 (trick 15).
    // T1 Ann leads T04 (a Star-led high trick: the type cannot change): Ben C01, Cat S01, Dan P01
    //   are thrown away → Ann T04 wins, High in high → well 2.
    //   Post-deal: Ann led a Star before any was played while still holding Wands → stars-lead;
    //   Ben, Cat and Dan each played another suit on a Star lead while holding Stars → follow-suit.
    // T15 Cat leads T02 (Stars broken): Dan T03, Ann W01, Ben T01 → highest Star T03 Dan, Low in
    //   high → ill 1. Ann still holds T00 T12 T16 → follow-suit.
    // Points: Ann 13 − 2 (trick 15) = 11, Dan 6 + 1 = 7, Ben 10, Cat 8 → High 19, Low 17.
    const tricks = copy(CLEAN);
    tricks[0][0] = "T04";
    tricks[14][2] = "W01";
    const d = replay([{ dealer: "Ann", discards: ["T18", "T19"], tricks }]).deals[0];
    expect(summary(d)[0]).toEqual([1, "Ann", "high", "Ann", "T04", "well", 2]);
    expect(summary(d)[14]).toEqual([15, "Cat", "high", "Dan", "T03", "ill", 1]);
    expect(d.scores).toEqual({ players: { Ann: 11, Ben: 10, Cat: 8, Dan: 7 }, teams: { high: 19, low: 17 } });
    expect(rules(d)).toEqual([[1, "Ann", "stars-lead"], [1, "Ben", "follow-suit"], [1, "Cat", "follow-suit"], [1, "Dan", "follow-suit"], [15, "Ann", "follow-suit"]]);
    for (const v of d.violations) expect(Object.keys(v)).toEqual(["trick", "player", "rule", "message"]);
  });
  it("within one trick, by the place of the card in it (a set-aside card played second comes second)", () => {
    // As above, but Ben plays T18 (set aside) in trick 1 instead of C01.
    // T1 Ann T04, Ben T18, Cat S01, Dan P01: Stars compete, highest T18 Ben; Low wins a high trick
    //   → ill 1. Violations in trick 1 in play order: Ann stars-lead, Ben duplicate-card (T18 was
    //   set aside), Cat follow-suit, Dan follow-suit (Ben's T18 is a Star on a Star lead: no revoke).
    // Points: Ann 13 − 2 − 2 = 9, Ben 10 + 1 = 11, Cat 8, Dan 6 + 1 = 7 → High 17, Low 18, so the
    // Low team reads the fortune.
    const tricks = copy(CLEAN);
    tricks[0] = ["T04", "T18", "S01", "P01"];
    tricks[14][2] = "W01";
    const d = replay([{ dealer: "Ann", discards: ["T18", "T19"], tricks }]).deals[0];
    expect(summary(d)[0]).toEqual([1, "Ann", "high", "Ben", "T18", "ill", 1]);
    expect(d.scores).toEqual({ players: { Ann: 9, Ben: 11, Cat: 8, Dan: 7 }, teams: { high: 17, low: 18 } });
    expect(rules(d)).toEqual([[1, "Ann", "stars-lead"], [1, "Ben", "duplicate-card"], [1, "Cat", "follow-suit"], [1, "Dan", "follow-suit"], [15, "Ann", "follow-suit"]]);
    expect(d.readings.map((r) => r.outcome)).toEqual(["doom", "fortune", "doom", "fortune"]);
  });
  it("a deal in progress: a revoke proven later is listed at its own (earlier) trick", () => {
    // T1 Ann leads T04 before Stars are broken; Ben C01, Cat S01, Dan P01.
    // T2 Ben C02, Cat S01 (already played in trick 1 → duplicate-card, found at once), Dan P02,
    //   Ann W02: a Wand proves Ann held other suits when she led the Star → stars-lead at trick 1.
    // Found in the order trick 2 then trick 1; listed as the record reads: trick 1, then trick 2.
    const d = replay([{ dealer: "Ann", tricks: [["T04", "C01", "S01", "P01"], ["C02", "S01", "P02", "W02"]] }]).deals[0];
    expect(d.status).toBe("in-progress");
    expect(rules(d)).toEqual([[1, "Ann", "stars-lead"], [2, "Cat", "duplicate-card"]]);
  });
});

describe("the fate layout (a team won more than 14 tricks)", () => {
  // Ann deals; the table stops after 15 tricks (no more cards are needed for the reading).
  //  1 Ann  high W04 W01 W02 W03 → Ann W04 well 2     2 Ben low  W06 W07 W08 W05 → Ann W05 ill 1
  //  3 Cat  high W09 W10 W12 W11 → Ann W12 well 2     4 Dan low  C02 C01 C03 C04 → Ann C01 ill 1
  //  5 Ann  high C08 C05 C06 C07 → Ann C08 well 2     6 Ben low  C10 C11 C12 C09 → Ann C09 ill 1
  //  7 Cat  high S01 S02 S04 S03 → Ann S04 well 2     8 Dan low  S06 S05 S07 S08 → Ann S05 ill 1
  //  9 Ann  high S12 S09 S10 S11 → Ann S12 well 2    10 Ben low  P02 P03 P04 P01 → Ann P01 ill 1
  // 11 Cat  high P08 P05 P06 P07 → Cat P08 well 2    12 Dan low  P10 P11 P12 P09 → Cat P09 ill 1
  // 13 Ann  high, Star-led: T21 T05 T00 T06 → the Fool with the 21 in a high Star trick: Cat T00 well 2
  // 14 Ben  low, Star-led:  T10 T07 T08 T09 → lowest T07 Cat, ill 1
  // 15 Cat  high, Star-led: T20 T11 T12 T13 → highest T20 Cat, well 2
  // Ann 10 tricks (5 × 2 + 5 × 1 = 15 points), Cat 5 (2 + 1 + 2 + 1 + 2 = 8): High 23, Low 0.
  // Ann's only Star lead (trick 13) is followed by Stars alone, so nothing proves a violation.
  const tricks = [
    ["W04", "W01", "W02", "W03"], ["W06", "W07", "W08", "W05"], ["W09", "W10", "W12", "W11"], ["C02", "C01", "C03", "C04"],
    ["C08", "C05", "C06", "C07"], ["C10", "C11", "C12", "C09"], ["S01", "S02", "S04", "S03"], ["S06", "S05", "S07", "S08"],
    ["S12", "S09", "S10", "S11"], ["P02", "P03", "P04", "P01"], ["P08", "P05", "P06", "P07"], ["P10", "P11", "P12", "P09"],
    ["T21", "T05", "T00", "T06"], ["T10", "T07", "T08", "T09"], ["T20", "T11", "T12", "T13"],
  ];
  const d = replay([{ dealer: "Ann", tricks, end: "stopped" }]).deals[0];
  it("scores the 15 tricks", () => {
    expect(d.status).toBe("stopped");
    expect(d.tricks.map((t) => [t.winner, t.winningCard, t.disposition])).toEqual([
      ["Ann", "W04", "well"], ["Ann", "W05", "ill"], ["Ann", "W12", "well"], ["Ann", "C01", "ill"], ["Ann", "C08", "well"],
      ["Ann", "C09", "ill"], ["Ann", "S04", "well"], ["Ann", "S05", "ill"], ["Ann", "S12", "well"], ["Ann", "P01", "ill"],
      ["Cat", "P08", "well"], ["Cat", "P09", "ill"], ["Cat", "T00", "well"], ["Cat", "T07", "ill"], ["Cat", "T20", "well"],
    ]);
    expect(d.scores).toEqual({ players: { Ann: 15, Ben: 0, Cat: 8, Dan: 0 }, teams: { high: 23, low: 0 } });
    expect(d.violations).toEqual([]);
  });
  it("Ann's reading: 1–7 The Man and The Clan, 8–10 The Fate; Cat's 1–4 The Universe, 5 The Realm", () => {
    const ann = d.readings[0];
    expect(head(ann)).toEqual(["Ann", "Cat", "high", "fate", "fortune"]);
    expect(placed(ann)).toEqual([
      ["Ann", 1, "W04", "well", "The Man", MAN[0]], ["Ann", 2, "W05", "ill", "The Man", MAN[1]],
      ["Ann", 3, "W12", "well", "The Man", MAN[2]], ["Ann", 4, "C01", "ill", "The Man", MAN[3]],
      ["Ann", 5, "C08", "well", "The Clan", CLAN[0]], ["Ann", 6, "C09", "ill", "The Clan", CLAN[1]],
      ["Ann", 7, "S04", "well", "The Clan", CLAN[2]],
      ["Ann", 8, "S05", "ill", "The Fate", "The Gift (given)"], ["Ann", 9, "S12", "well", "The Fate", "Shared Fate"],
      ["Ann", 10, "P01", "ill", "The Fate", "Outcome 1 / Trap avoided 2"],
      ["Cat", 1, "P08", "well", "The Universe", UNIVERSE[0]], ["Cat", 2, "P09", "ill", "The Universe", UNIVERSE[1]],
      ["Cat", 3, "T00", "well", "The Universe", UNIVERSE[2]], ["Cat", 4, "T07", "ill", "The Universe", UNIVERSE[3]],
      ["Cat", 5, "T20", "well", "The Realm", REALM[0]],
    ]);
  });
  it("Cat's reading: her 1–5, then Ann's 1–7, 8 The Gift (received), 9 beyond the layout, 10 Outcome 2", () => {
    const cat = d.readings[2];
    expect(head(cat)).toEqual(["Cat", "Ann", "high", "fate", "fortune"]);
    expect(placed(cat)).toEqual([
      ["Cat", 1, "P08", "well", "The Man", MAN[0]], ["Cat", 2, "P09", "ill", "The Man", MAN[1]],
      ["Cat", 3, "T00", "well", "The Man", MAN[2]], ["Cat", 4, "T07", "ill", "The Man", MAN[3]],
      ["Cat", 5, "T20", "well", "The Clan", CLAN[0]],
      ["Ann", 1, "W04", "well", "The Universe", UNIVERSE[0]], ["Ann", 2, "W05", "ill", "The Universe", UNIVERSE[1]],
      ["Ann", 3, "W12", "well", "The Universe", UNIVERSE[2]], ["Ann", 4, "C01", "ill", "The Universe", UNIVERSE[3]],
      ["Ann", 5, "C08", "well", "The Realm", REALM[0]], ["Ann", 6, "C09", "ill", "The Realm", REALM[1]],
      ["Ann", 7, "S04", "well", "The Realm", REALM[2]],
      ["Ann", 8, "S05", "ill", "The Fate", "The Gift (received)"], ["Ann", 9, "S12", "well", null, null],
      ["Ann", 10, "P01", "ill", "The Fate", "Outcome 2 / Trap avoided 1"],
    ]);
  });
  it("the Low team won nothing: simple layouts with no cards, a doom", () => {
    expect(d.readings.filter((r) => r.team === "low").map((r) => [...head(r), r.cards.length])).toEqual([
      ["Ben", "Dan", "low", "simple", "doom", 0], ["Dan", "Ben", "low", "simple", "doom", 0],
    ]);
  });
});

describe("a deal the table stopped in the middle of a trick", () => {
  // Deal 1 (Ann): T1 = CLEAN[0] → Ann W01 well 2; Ben leads C02 for trick 2 and the table stops.
  // Deal 2 passes to Ben (High = Ben + Dan, so his lead is high): Ben leads C01, still open.
  const deals = [{ dealer: "Ann", tricks: [CLEAN[0], ["C02"]], end: "stopped" }, { tricks: [["C01"]] }];
  it("replays: the open trick is listed with no winner; only won tricks are read", () => {
    const r = replay(deals);
    const [d1, d2] = r.deals;
    expect([d1.status, d2.status]).toEqual(["stopped", "in-progress"]);
    expect(d1.tricks[1]).toEqual({ number: 2, leader: "Ben", cards: ["C02"], type: "low", winner: null, winningCard: null, disposition: null, points: 0 });
    expect(placed(d1.readings[0])).toEqual([["Ann", 1, "W01", "well", "The Man", "The Self"]]);
    expect(d1.readings.map((x) => x.outcome)).toEqual(["fortune", "doom", "fortune", "doom"]);
    expect([d2.dealer, d2.teamPlayers.high, d2.tricks[0].leader, d2.tricks[0].type]).toEqual(["Ben", ["Ben", "Dan"], "Ben", "high"]);
    expect(r.match.partnerships.map((p) => p.points)).toEqual([2, 0]);
  });
  it("what the app exports after 'End deal' mid-trick reads back the same (round trip)", () => {
    const s = setup({ players: PLAYERS, dealer: "Ann" });
    if (!s.ok) throw new Error(s.error.message);
    let state = s.value;
    const acts: FortunesAction[] = [...CLEAN[0], "C02"].map((card) => ({ type: "play", card }));
    acts.push({ type: "endDeal" }, { type: "nextDeal" }, { type: "play", card: "C01" });
    for (const a of acts) {
      const r = apply(state, a);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value;
    }
    const rec = toRecord(state);
    expect(rec.deals.map((d) => [d.dealer, d.tricks, d.end])).toEqual([["Ann", [CLEAN[0], ["C02"]], "stopped"], ["Ben", [["C01"]], undefined]]);
    const back = replayRecord(rec);
    expect(back.ok && back.value).toEqual(replay(deals));
  });
  it("an unfinished trick in a deal that was neither stopped nor the last is still refused", () => {
    const r = replayRecord({ game: "fortunes", players: PLAYERS, deals: [{ tricks: [CLEAN[0], ["C02"]] }, { tricks: [] }] });
    expect(!r.ok && r.error.message).toMatch(/^deals\.0\.tricks\.1: trick 2 has 1 cards/);
  });
});

describe("dealer rotation and the match", () => {
  it("the deal passes left every deal; High is always the dealer's partnership (East + West)", () => {
    // Each deal: the dealer leads trick 1 (High → high) with W04 over W01 W02 W03 → dealer, well 2.
    // Deals 1–4 stopped, deal 5 in progress. Dealers Ann, Ben, Cat, Dan, Ann.
    // Finished deals: Ann+Cat 2 (deal 1) + 2 (deal 3) = 4, Ben+Dan 2 + 2 = 4; deal 5 not yet counted.
    const t = [["W04", "W01", "W02", "W03"]];
    const r = replay([0, 1, 2, 3, 4].map((k) => (k < 4 ? { tricks: t, end: "stopped" } : { tricks: t })));
    expect(r.deals.map((d) => [d.dealer, d.teamPlayers.high, d.teamPlayers.low, d.tricks[0].leader, d.tricks[0].type, d.tricks[0].winner, d.status])).toEqual([
      ["Ann", ["Ann", "Cat"], ["Ben", "Dan"], "Ann", "high", "Ann", "stopped"],
      ["Ben", ["Ben", "Dan"], ["Cat", "Ann"], "Ben", "high", "Ben", "stopped"],
      ["Cat", ["Cat", "Ann"], ["Dan", "Ben"], "Cat", "high", "Cat", "stopped"],
      ["Dan", ["Dan", "Ben"], ["Ann", "Cat"], "Dan", "high", "Dan", "stopped"],
      ["Ann", ["Ann", "Cat"], ["Ben", "Dan"], "Ann", "high", "Ann", "in-progress"],
    ]);
    expect(r.match).toEqual({ partnerships: [{ players: ["Ann", "Cat"], points: 4 }, { players: ["Ben", "Dan"], points: 4 }], winner: null });
  });
  it("a target match ends with the deal that reaches it; a record with a deal after that is refused, naming that deal", () => {
    // Target 2: deal 1 (Ann) T1 Ann W04 well 2 → Ann+Cat 2 ≥ 2: they win after deal 1.
    const won = replay([{ tricks: [["W04", "W01", "W02", "W03"]], end: "stopped" }], { betting: { kind: "target", target: 2 } });
    expect(won.match).toEqual({ partnerships: [{ players: ["Ann", "Cat"], points: 2 }, { players: ["Ben", "Dan"], points: 0 }], winner: ["Ann", "Cat"], target: 2, busts: [] });
    const r = replayRecord({ game: "fortunes", players: PLAYERS, options: { betting: { kind: "target", target: 2 } }, deals: [{ tricks: [["W04", "W01", "W02", "W03"]], end: "stopped" }, { tricks: [] }] });
    expect(!r.ok && r.error.message).toMatch(/^deal 2: /);
  });
});

describe("options left out default as RULINGS says", () => {
  it("target 41, not exact; ante 1; Stars after broken on", () => {
    // `{ kind: "target" }` → target 41 and exact off, so `target: 41` and an empty `busts` list.
    expect(replay([{ tricks: [] }], { betting: { kind: "target" } }).match).toEqual({
      partnerships: [{ players: ["Ann", "Cat"], points: 0 }, { players: ["Ben", "Dan"], points: 0 }], winner: null, target: 41, busts: [],
    });
    // `{ kind: "ante" }` → ante 1: four players pay 1 on looking → pot 4; nothing settled yet.
    expect(replay([{ tricks: [] }], { betting: { kind: "ante" } }).deals[0].betting).toEqual({ ante: 1, pot: 4, paid: { Ann: 1, Ben: 1, Cat: 1, Dan: 1 }, payout: null, fold: null });
    // starsAfterBroken on by default:
    // T1 Ann (high): W01, Ben T01 (the first Star: high → low), Cat S01, Dan P01 → only Wand W01
    //    Ann; High wins low → ill 1.
    // T2 Ben (low): C02, Cat T02 (Stars are broken: allowed even holding Cups), Dan P02, Ann W02 →
    //    low → high; only Cup C02 Ben; Low wins high → ill 1.
    // T3 Cat (high): S03, Dan P03, Ann W03, Ben C03 → Cat well 2.
    // T4 Dan (low): P04, Ann W04, Ben C04, Cat C05 → Dan well 2. Cat's C05 shows she held Cups in
    //    T2: no fault with the option on; with it off her T02 was a revoke → follow-suit at trick 2.
    const tricks = [["W01", "T01", "S01", "P01"], ["C02", "T02", "P02", "W02"], ["S03", "P03", "W03", "C03"], ["P04", "W04", "C04", "C05"]];
    const on = replay([{ tricks }]).deals[0];
    expect(summary(on)).toEqual([[1, "Ann", "low", "Ann", "W01", "ill", 1], [2, "Ben", "high", "Ben", "C02", "ill", 1], [3, "Cat", "high", "Cat", "S03", "well", 2], [4, "Dan", "low", "Dan", "P04", "well", 2]]);
    expect(on.violations).toEqual([]);
    expect(rules(replay([{ tricks }], { starsAfterBroken: false }).deals[0])).toEqual([[2, "Cat", "follow-suit"]]);
  });
});

describe("ante variants: a fold before the first card", () => {
  it("ends the deal with no tricks; everyone has 0 points, so the four split the pot", () => {
    // Ante 2: each pays 2 on looking → pot 8. Round 1 from Ann: Ann folds → status folded, fold at
    // trick 1. Top score 0 shared by all four → 8 / 4 = 2 each. The deal has ended → four readings,
    // no cards, equal points → even.
    const d = replay([{ tricks: [], betting: [["fold"]] }], { betting: { kind: "ante", ante: 2 } }).deals[0];
    expect(d.status).toBe("folded");
    expect(d.betting).toEqual({ ante: 2, pot: 8, paid: { Ann: 2, Ben: 2, Cat: 2, Dan: 2 }, payout: { Ann: 2, Ben: 2, Cat: 2, Dan: 2 }, fold: { player: "Ann", trick: 1 } });
    expect(d.readings.map((r) => [r.layout, r.outcome, r.cards.length])).toEqual([["simple", "even", 0], ["simple", "even", 0], ["simple", "even", 0], ["simple", "even", 0]]);
  });
  it("a deal the table stopped settles the pot too (our reading: the deal has ended)", () => {
    // Pre-look, ante 1: 1 on looking + 2 rounds of stays = 3 each, pot 12. T1 Ann 2, T2 Ben 2 →
    // Ann and Ben tie at the top → 6 each.
    const d = replay([{ tricks: [CLEAN[0], CLEAN[1]], end: "stopped" }], { betting: { kind: "pre-look", ante: 1 } }).deals[0];
    expect(d.betting).toEqual({ ante: 1, pot: 12, paid: { Ann: 3, Ben: 3, Cat: 3, Dan: 3 }, payout: { Ann: 6, Ben: 6, Cat: 0, Dan: 0 }, fold: null });
  });
});

describe("npm run -s cli -- replay (CONTRACT: exit 0 with the result, exit 2 with one line on stderr)", () => {
  const dir = mkdtempSync(join(tmpdir(), "fortunes-audit-"));
  const cli = (record: unknown, name: string) => {
    const file = join(dir, `${name}.json`);
    writeFileSync(file, typeof record === "string" ? record : JSON.stringify(record));
    return spawnSync(join(__dirname, "../../node_modules/.bin/tsx"), ["scripts/cli.ts", "replay", file], { encoding: "utf8", cwd: join(__dirname, "../..") });
  };
  const base = { game: "fortunes", players: PLAYERS };
  it("prints the CONTRACT's fields in its order", () => {
    const r = cli({ ...base, deals: [{ dealer: "Ann", discards: ["W03", "T05"], tricks: [["W07", "W02", "T04", "W11"], ["C03"]] }] }, "example");
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as ResultR;
    expect(Object.keys(out.deals[0])).toEqual(["number", "dealer", "status", "teamPlayers", "tricks", "scores", "violations", "readings", "discards"]);
    expect(out.deals[0].tricks[0]).toEqual({ number: 1, leader: "Ann", cards: ["W07", "W02", "T04", "W11"], type: "low", winner: "Ben", winningCard: "W02", disposition: "well", points: 2 });
  });
  it.each([
    ["not JSON", "{ \"game\": ", /not valid JSON/],
    ["an unknown card code", { ...base, deals: [{ tricks: [["W15"]] }] }, /W15/],
    ["a wrong player count", { ...base, players: ["Ann", "Ben", "Cat", "Dan", "Eve"] }, /players/],
    ["an unknown player name in bids", { ...base, deals: [{ bids: { Zed: 3 }, tricks: [] }] }, /Zed/],
    ["a bid out of range", { ...base, options: { betting: { kind: "bid" } }, deals: [{ bids: { Ann: 20 }, tricks: [] }] }, /bids\.Ann/],
    ["a trick of five cards", { ...base, deals: [{ tricks: [["W01", "W02", "W03", "W04", "W05"]] }] }, /tricks/],
    ["a deal after the match was won", { ...base, options: { betting: { kind: "target", target: 2 } }, deals: [{ tricks: [["W04", "W01", "W02", "W03"]], end: "stopped" }, { tricks: [] }] }, /deal 2: .*match is over/],
  ] as const)("exits 2 for %s", (name, record, message) => {
    const r = cli(record, name.replace(/\W+/g, "-"));
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    const lines = r.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });
});
