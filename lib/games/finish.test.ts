/**
 * Finishing a game (RULINGS "Ending a game", CONTRACT "Finishing a game"): table tests for all four
 * games, the expected values worked out by hand from the records (their hand-worked goldens give the
 * totals before the finish), the record forms, and a property: a finish taken back leaves the game
 * as it was.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldActions, foldLog, step, type Folded } from "./fold";
import { allGames, gameModule } from "./registry";
import { replayRecord } from "../records/replay";
import type { AnyGameModule } from "./module";

const FIXTURES = join(__dirname, "../../test/fixtures");
const fixture = (name: string) => JSON.parse(readFileSync(join(FIXTURES, name), "utf8"));
/* eslint-disable @typescript-eslint/no-explicit-any */
type Any = Record<string, any>;

function replay(record: unknown): Any {
  const r = replayRecord(record);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const finished = (record: Any) => replay({ ...record, finish: true });
const P4 = ["Ann", "Ben", "Cat", "Dan"];

describe("Fortunes: a deal in progress stops and counts for nothing", () => {
  // fate-deal (hand-computed): deal 1 complete, dealer Ann, High Ann + Cat 24, Low Ben + Dan 7.
  // Deal 2: Ben deals and leads; High = Ben + Dan. Trick 1 W10 (Ben), W02 (Cat), W14 (Dan), W03 (Ann):
  // a High trick, the highest Wand wins: Dan's King, High team → well-disposed, 2 points had it counted.
  const base = fixture("fortunes/fate-deal.json");
  const record = { ...base, deals: [...base.deals, { dealer: "Ben", tricks: [["W10", "W02", "W14", "W03"], ["C05"]] }] };

  it("the finish leaves deal 1's points and stops deal 2 (no points, no readings)", () => {
    const r = finished(record);
    expect(r.deals.map((d: Any) => d.status)).toEqual(["complete", "stopped"]);
    expect(r.deals[1].scores).toEqual({ players: { Ann: 0, Ben: 0, Cat: 0, Dan: 0 }, teams: { high: 0, low: 0 } });
    expect(r.deals[1].readings).toEqual([]);
    expect(r.deals[1].tricks[0]).toMatchObject({ winner: "Dan", winningCard: "W14", points: 2 });
    expect(r.deals[0].readings).toHaveLength(4);
    expect(r.match.partnerships).toEqual([{ players: ["Ann", "Cat"], points: 24 }, { players: ["Ben", "Dan"], points: 7 }]);
    expect(r.match.winner).toEqual(["Ann", "Cat"]);
    expect(r.finished).toEqual({ early: true, standings: [{ players: ["Ann", "Cat"], points: 24 }, { players: ["Ben", "Dan"], points: 7 }] });
  });
  it("without the finish the same record is a match in progress: no winner, no `finished`", () => {
    const r = replay(record);
    expect(r.deals[1].status).toBe("in-progress");
    expect(r.match.winner).toBeNull();
    expect(r).not.toHaveProperty("finished");
  });
  it("level partnerships share the win: all four", () => {
    const r = finished({ game: "fortunes", players: P4, deals: [{ dealer: "Ann", tricks: [] }] });
    expect(r.deals[0].status).toBe("stopped");
    expect(r.match.winner).toEqual(P4);
    expect(r.finished).toEqual({ early: true, standings: [{ players: ["Ann", "Cat"], points: 0 }, { players: ["Ben", "Dan"], points: 0 }] });
  });
  it("a target match already won stays as it was; the finish says it was not early", () => {
    const won = fixture("match-target.json");
    const before = replay(won);
    const after = finished(won);
    expect(before.match.winner).toEqual(["Ben", "Dan"]);
    expect(after).toEqual(before);
    expect(after.finished).toEqual({ early: false, standings: [{ players: ["Ben", "Dan"], points: 44 }, { players: ["Ann", "Cat"], points: 43 }] });
  });
  it("statistics count the finished game with its winners", () => {
    const m = gameModule("fortunes")!;
    const acts = m.recordToActions({ ...record, finish: true });
    if (!acts.ok) throw new Error(acts.error.message);
    const s = foldActions(m, acts.value.setup, acts.value.actions);
    if (!s.ok) throw new Error(s.error.message);
    const stats = m.stats(s.value);
    expect(stats.finished).toBe(true);
    expect(stats.winners).toEqual([0, 2]);
    // Only the complete deal counts: Ann's 13 points in deal 1 (hand-computed in fate-deal).
    expect(stats.seats[0]).toMatchObject({ deals: 1, points: 13 });
  });
});

describe("Fortey-One: the partnership with the higher sum wins", () => {
  // forty-one (hand-computed): after deal 4 the totals are Ann 41, Ben 3, Cat 0, Dan 27. Deal 5 is
  // bid and three tricks are played when the host finishes: deal 5 stops (no points, totals as before).
  const base = fixture("fortey-one/forty-one.json");
  const record = { ...base, deals: [...base.deals.slice(0, 4), { ...base.deals[4], tricks: base.deals[4].tricks.slice(0, 3) }] };

  it("Ann + Cat 41 against Ben + Dan 30: Ann and Cat win though Cat is at 0", () => {
    const r = finished(record);
    expect(r.deals[4]).toMatchObject({ status: "stopped", points: null, totals: { Ann: 41, Ben: 3, Cat: 0, Dan: 27 } });
    expect(r.match).toEqual({ partnerships: [{ players: ["Ann", "Cat"], points: 41 }, { players: ["Ben", "Dan"], points: 30 }], winner: ["Ann", "Cat"] });
    expect(r.finished).toEqual({ early: true, standings: [{ players: ["Ann", "Cat"], points: 41 }, { players: ["Ben", "Dan"], points: 30 }] });
  });
  it("the won match stays as it was", () => {
    expect(finished(base)).toEqual(replay(base));
    expect(finished(base).finished.early).toBe(false);
  });
  it("level sums share the win: all four (finished during the first bids)", () => {
    const r = finished({ game: "fortey-one", players: P4, deals: [{ dealer: "Ann", bids: { Ben: 3 } }] });
    expect(r.deals[0].status).toBe("stopped");
    expect(r.match.winner).toEqual(P4);
  });
});

describe("Fortune Tenners: the unfinished round leaves the totals", () => {
  it("three rounds counted (Ann 30, Ben 40, Cat 10), round 4 stopped: Ben wins", () => {
    const r = finished(fixture("fortune-tenners/three-first-rounds.json"));
    expect(r.deals.map((d: Any) => d.status)).toEqual(["complete", "complete", "complete", "stopped"]);
    expect(r.deals[3].points).toBeNull();
    expect(r.totals).toEqual({ Ann: 30, Ben: 40, Cat: 10 });
    expect(r.winner).toEqual(["Ben"]);
    expect(r.finished).toEqual({ early: true, standings: [{ players: ["Ben"], points: 40 }, { players: ["Ann"], points: 30 }, { players: ["Cat"], points: 10 }] });
  });
  it("a tie at the top shares the win (Cat and Fay 50 after two rounds of six players)", () => {
    const r = finished(fixture("fortune-tenners/six-in-progress.json"));
    expect(r.winner).toEqual(["Cat", "Fay"]);
    expect(r.finished.standings.map((s: Any) => [s.players[0], s.points])).toEqual([["Cat", 50], ["Fay", 50], ["Ben", 40], ["Eve", 40], ["Ann", 10], ["Dan", -20]]);
  });
  it("a game whose last round was played stays as it was", () => {
    const done = fixture("fortune-tenners/three-complete.json");
    expect(finished(done)).toEqual(replay(done));
  });
});

describe("Fortuno: the deal ends where it stands; fewest cards in hand win", () => {
  it("the contract's example: Ann holds 5, the others 6: Ann wins", () => {
    const r = finished(fixture("fortuno/contract-example.json"));
    expect(r.deals[0]).toMatchObject({ status: "stopped", turn: null, winner: ["Ann"], handCounts: { Ann: 5, Ben: 6, Cat: 6, Dan: 6, Eve: 6 } });
    expect(r.winner).toEqual(["Ann"]);
    expect(r.finished).toEqual({ early: true, standings: [{ players: ["Ann"], points: 5 }, ...["Ben", "Cat", "Dan", "Eve"].map((p) => ({ players: [p], points: 6 }))] });
  });
  it("level at the fewest share the win; an eliminated player is not among them, whatever they hold", () => {
    // Six cards each; Ann flips W05; Ben is eliminated (his hand leaves the game: 0 cards). Ann,
    // Cat and Dan hold 6 each and share the win; Ben, with fewer cards, comes last.
    const r = finished({ game: "fortuno", players: P4, deals: [{ dealer: "Dan", events: [{ flip: "W05" }, { eliminated: "Ben" }] }] });
    expect(r.deals[0]).toMatchObject({ eliminated: ["Ben"], handCounts: { Ann: 6, Ben: 0, Cat: 6, Dan: 6 }, winner: ["Ann", "Cat", "Dan"] });
    expect(r.finished.standings).toEqual([{ players: ["Ann"], points: 6 }, { players: ["Cat"], points: 6 }, { players: ["Dan"], points: 6 }, { players: ["Ben"], points: 0 }]);
  });
  it("a finish written as the deal's last event is read too; an event after it is not a valid record", () => {
    const base = fixture("fortuno/contract-example.json");
    const asEvent = { ...base, deals: [{ ...base.deals[0], events: [...base.deals[0].events, { finish: true }] }] };
    expect(replay(asEvent)).toEqual(finished(base));
    const after = { ...base, deals: [{ ...base.deals[0], events: [...base.deals[0].events, { type: "finish" }, { draw: 1 }] }] };
    const bad = replayRecord(after);
    expect(!bad.ok && bad.error.message).toMatch(/finished here/);
  });
  it("a deal won the ordinary way stays as it was: its winner a single name", () => {
    const won = fixture("fortuno/fortune-reversal-win.json");
    expect(finished(won)).toEqual(replay(won));
    expect(replay(won).winner).toBe("Cat");
  });
});

describe("records of finished games", () => {
  const records: [string, Any][] = [
    ["fortunes", fixture("fortunes/fate-deal.json")],
    ["fortey-one", fixture("fortey-one/redeal-failed-seven.json")],
    ["fortune-tenners", fixture("fortune-tenners/three-first-rounds.json")],
    ["fortuno", fixture("fortuno/lovers-universe.json")],
  ];
  it.each(records)("%s: the exported record says `finish: true`, replays to the same result and imports back", (id, record) => {
    const m = gameModule(id)!;
    const acts = m.recordToActions({ ...record, finish: true });
    if (!acts.ok) throw new Error(acts.error.message);
    const s = foldActions(m, acts.value.setup, acts.value.actions);
    if (!s.ok) throw new Error(s.error.message);
    const exported = m.toRecord(s.value) as Any;
    expect(exported.finish).toBe(true);
    expect(replay(JSON.parse(JSON.stringify(exported)))).toEqual(m.result(s.value));
    const again = m.recordToActions(exported);
    expect(again.ok && again.value.actions.at(-1)).toEqual({ type: "finish" });
  });
  it.each(records)("%s: `finish: {type: \"finish\"}` and `finished: true` are read as the finish; `finish: false` is not", (_id, record) => {
    const want = finished(record);
    expect(replay({ ...record, finish: { type: "finish" } })).toEqual(want);
    expect(replay({ ...record, finished: true })).toEqual(want);
    expect(replay({ ...record, finish: false })).toEqual(replay(record));
  });
});

describe("the fold: nothing after a finish but its undo", () => {
  const m = gameModule("fortey-one")!;
  const fold = (entries: { type: string }[]) => {
    const r = foldLog(m, { players: P4 }, entries);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  it("a play, a correction or a second finish is refused with game/finished", () => {
    const f = fold([{ type: "bid", tricks: 3 } as never, { type: "finish" }]);
    for (const e of [{ type: "bid", tricks: 3 }, { type: "correct", trick: 1, position: 1, card: "C02" }, { type: "finish" }]) {
      const r = step(m, f, e as never);
      expect(r.ok ? "ok" : r.error.id).toBe("game/finished");
    }
    expect(m.isOver(f.state)).toBe(true);
    const undone = step(m, f, { type: "undo" });
    expect(undone.ok && m.isOver(undone.value.state)).toBe(false);
  });
  it("a record whose actions go on after a finish does not fold", () => {
    const r = foldActions(m, { players: P4 }, [{ type: "finish" }, { type: "bid", tricks: 3 }] as never);
    expect(!r.ok && r.error.id).toBe("game/finished");
  });
});

describe("property: a finish taken back leaves the game as it was", () => {
  const modules = allGames();
  it.each(modules.map((m) => [m.id, m] as const))("%s", (_id, m: AnyGameModule) => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (seed, at) => {
      const g = m.random(seed);
      const cut = Math.floor(at * g.actions.length);
      const r = foldLog(m, g.setup, g.actions.slice(0, cut));
      if (!r.ok) throw new Error(r.error.message);
      const before: Folded = r.value;
      const fin = step(m, before, { type: "finish" });
      if (!fin.ok) throw new Error(fin.error.message);
      expect(m.isOver(fin.value.state)).toBe(true);
      const back = step(m, fin.value, { type: "undo" });
      if (!back.ok) throw new Error(back.error.message);
      expect(m.result(back.value.state)).toEqual(m.result(before.state));
      expect(m.view(back.value.state, { kind: "table" })).toEqual(m.view(before.state, { kind: "table" }));
      expect(m.isOver(back.value.state)).toBe(m.isOver(before.state));
      expect(back.value.base).toEqual(before.base);
    }), { numRuns: 12 });
  });
});
