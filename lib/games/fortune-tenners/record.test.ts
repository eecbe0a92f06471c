import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { foldActions } from "../fold";
import { fortuneTennersModule as m } from "./module";
import { randomLegalGame } from "./random";
import type { TennersAction, TennersState } from "./types";

const FIXTURES = join(__dirname, "../../../test/fixtures/fortune-tenners");
const load = (name: string) => JSON.parse(readFileSync(join(FIXTURES, name), "utf8"));

function replay(record: unknown) {
  const acts = m.recordToActions(record);
  if (!acts.ok) return acts;
  const r = foldActions<TennersState, TennersAction>(m, acts.value.setup, acts.value.actions);
  if (!r.ok) return r;
  return { ok: true as const, value: r.value, result: m.result(r.value) };
}

function expectInvalid(record: unknown, message: RegExp) {
  const acts = m.recordToActions(record);
  expect(acts.ok).toBe(false);
  if (!acts.ok) {
    expect(acts.error.id).toBe("record/invalid");
    expect(acts.error.message).toMatch(message);
  }
}

describe("golden records (expected results worked out by hand)", () => {
  for (const name of ["three-first-rounds", "six-in-progress", "three-complete", "three-complete-tie"]) {
    it(name, () => {
      const { _why, ...expected } = load(`${name}.expected.json`);
      expect(_why.length).toBeGreaterThan(0);
      const r = replay(load(`${name}.json`));
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.result).toMatchObject(expected);
      // Round trip: the record the state exports reads back to the same result.
      const again = replay(m.toRecord(r.value));
      expect(again.ok && again.result).toEqual(r.result);
    });
  }

  it("the complete games are over and have their winners", () => {
    const a = replay(load("three-complete.json"));
    const b = replay(load("three-complete-tie.json"));
    expect(a.ok && m.isOver(a.value)).toBe(true);
    expect(a.ok && a.result.winner).toEqual(["Ben"]);
    expect(b.ok && b.result.winner).toEqual(["Ann", "Ben"]);
  });

  it("the CONTRACT example's first deal: Cat's last prediction fits with fitting guesses off", () => {
    const r = replay({
      game: "fortune-tenners", players: ["Ann", "Ben", "Cat"], options: { fittingGuesses: false, blindFirstRound: false },
      deals: [
        { dealer: "Cat", trumpCard: "B07", bids: { Ann: 0, Ben: 1, Cat: 0 }, tricks: [["A03", "B09", "K2"]] },
        { dealer: "Ann", trumpCard: "K1", trumpSymbol: "C", bids: { Ben: 0 }, tricks: [] },
      ],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.result.deals[0].violations).toMatchObject([{ trick: 0, player: "Cat", rule: "fitting-guess" }]);
    expect(r.result.deals[1]).toMatchObject({ status: "in-progress", trump: "C", trumpCard: "K1", bids: { Ben: 0 }, points: null, totals: { Ann: 20, Ben: -10, Cat: -10 } });
    expect(m.turn(r.value)).toMatchObject({ player: "Cat", expects: "bid" });
  });
});

describe("records", () => {
  const base = { game: "fortune-tenners", players: ["Ann", "Ben", "Cat"] };

  it("round trip over random games of 3–6 players, finished or not", () => {
    for (const n of [3, 4, 5, 6]) {
      for (const rounds of [1, 2, 60 / n]) {
        const g = randomLegalGame(n * 31 + rounds, n, { rounds, options: { fittingGuesses: n % 2 === 0 }, enterHands: n === 4 });
        const r = foldActions<TennersState, TennersAction>(m, g.setup, g.actions.slice(0, -2), { lenient: false });
        expect(r.ok).toBe(true);
        if (!r.ok) continue;
        const rec = m.toRecord(r.value);
        expect(m.recordSchema.safeParse(JSON.parse(JSON.stringify(rec))).success).toBe(true);
        const back = replay(JSON.parse(JSON.stringify(rec)));
        expect(back.ok && back.result).toEqual(m.result(r.value));
        expect(back.ok && m.toRecord(back.value)).toEqual(rec);
      }
    }
  });

  it("a deal waiting for its trump card, or for the dealer's choice after a Knot, survives the round trip", () => {
    const g = randomLegalGame(4, 3, { rounds: 1 });
    let r = foldActions<TennersState, TennersAction>(m, g.setup, [...g.actions, { type: "nextDeal" }]);
    expect(r.ok && m.toRecord(r.value).deals[1]).toEqual({ dealer: "Ann", bids: {}, tricks: [] });
    expect(r.ok && replay(m.toRecord(r.value)).ok).toBe(true);
    r = foldActions<TennersState, TennersAction>(m, g.setup, [...g.actions, { type: "nextDeal" }, { type: "trump", card: "K2" }]);
    const rec = r.ok ? m.toRecord(r.value) : null;
    expect(rec?.deals[1]).toEqual({ dealer: "Ann", trumpCard: "K2", bids: {}, tricks: [] });
    const back = replay(rec);
    expect(back.ok && m.turn(back.value)).toMatchObject({ player: "Ann", expects: "trumpSymbol" });
  });

  it("a missing or null trump card in a played deal means no trump", () => {
    const r = replay({ ...base, deals: [{ bids: { Ann: 0, Ben: 0, Cat: 1 }, tricks: [["A01", "B13", "A02"]] }, { trumpCard: null, bids: { Ben: 0, Cat: 0, Ann: 0 }, tricks: [] }] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.result.deals[0]).toMatchObject({ dealer: "Cat", trumpCard: null, trump: null, tricks: [{ winner: "Cat", winningCard: "A02" }] });
    expect(r.result.deals[1]).toMatchObject({ dealer: "Ann", trump: null, status: "in-progress" });
  });

  it("a dealer named in a later deal is followed (the table dealt out of turn)", () => {
    const r = replay({ ...base, deals: [{ trumpCard: null, bids: { Ann: 0, Ben: 0, Cat: 0 }, tricks: [["A01", "A02", "A03"]] }, { dealer: "Cat", bids: {}, tricks: [] }] });
    expect(r.ok && r.result.deals[1].dealer).toBe("Cat");
    expect(r.ok && m.turn(r.value).player).toBe("Cat");
  });

  it("codes are read in any case", () => {
    const r = replay({ ...base, deals: [{ trumpCard: "b07", bids: { Ann: 0, Ben: 0, Cat: 1 }, tricks: [["a03", " b09 ", "k2"]] }] });
    expect(r.ok && r.result.deals[0].tricks[0].cards).toEqual(["A03", "B09", "K2"]);
  });

  it("rejects invalid records with the path in the message", () => {
    expectInvalid({ ...base, game: "fortunes" }, /^game: /);
    expectInvalid({ ...base, players: ["Ann", "Ben"], deals: [] }, /^players: a Fortune Tenners record needs 3 to 6 players/);
    expectInvalid({ ...base, players: ["A", "B", "C", "D", "E", "F", "G"], deals: [] }, /^players: /);
    expectInvalid({ ...base, players: ["Ann", "Ben", "ann"], deals: [] }, /^players: every player needs a different name/);
    expectInvalid({ ...base, deals: [{ trumpCard: "E01", bids: {}, tricks: [] }] }, /^deals\.0\.trumpCard: unknown card code "E01"/);
    expectInvalid({ ...base, deals: [{ trumpCard: "A01", bids: { Ann: 0, Ben: 0, Cat: 0 }, tricks: [["A14", "A02", "A03"]] }] }, /^deals\.0\.tricks\.0\.0: unknown card code "A14"/);
    expectInvalid({ ...base, deals: [{ dealer: "Zed", tricks: [] }] }, /^deals\.0\.dealer: unknown player "Zed"/);
    expectInvalid({ ...base, deals: [{ bids: { Ann: 0, Zed: 1 }, tricks: [] }] }, /^deals\.0\.bids: unknown player "Zed"/);
    expectInvalid({ ...base, deals: [{ bids: { Ann: 2 }, tricks: [] }] }, /^deals\.0\.bids\.Ann: 2 is out of range/);
    expectInvalid({ ...base, deals: [{ bids: { Ann: -1 }, tricks: [] }] }, /^deals\.0\.bids\.Ann: /);
    expectInvalid({ ...base, deals: [{ bids: { Ann: 0, Cat: 0 }, tricks: [] }] }, /^deals\.0\.bids: Ben's prediction is missing/);
    expectInvalid({ ...base, deals: [{ bids: { Ann: 0, Ben: 0 }, tricks: [["A01"]] }] }, /^deals\.0\.bids: every player predicts before the first card/);
    expectInvalid({ ...base, deals: [{ trumpCard: "K1", bids: { Ann: 0, Ben: 0, Cat: 0 }, tricks: [] }] }, /^deals\.0\.trumpSymbol: a Gothic Knot was turned/);
    expectInvalid({ ...base, deals: [{ trumpCard: "A01", trumpSymbol: "B", tricks: [] }] }, /^deals\.0\.trumpSymbol: only a turned Gothic Knot/);
    expectInvalid({ ...base, deals: [{ bids: { Ann: 0, Ben: 0, Cat: 0 }, tricks: [["A01", "A02", "A03", "A04"]] }] }, /^deals\.0\.tricks\.0: /);
    expectInvalid({ ...base, deals: [{ bids: { Ann: 0, Ben: 0, Cat: 0 }, tricks: [["A01", "A02", "A03"], ["A04", "A05", "A06"]] }] }, /^deals\.0\.tricks: round 1 has only 1 trick/);
    expectInvalid({ ...base, deals: [{ bids: { Ann: 0, Ben: 0, Cat: 0 }, tricks: [["A01", "A02"]] }, { tricks: [] }] }, /^deals\.0\.tricks\.0: trick 1 has 2 of 3 cards/);
    expectInvalid({ ...base, deals: [{ bids: { Ann: 0, Ben: 0, Cat: 0 }, tricks: [] }, { tricks: [] }] }, /^deals\.0\.tricks: round 1 has 0 of its 1 trick/);
    expectInvalid({ ...base, deals: [{ tricks: [] }, { tricks: [] }] }, /^deals\.0\.bids: Ann's prediction is missing/);
    expectInvalid({ ...base, deals: [{ hands: { Ann: ["A01", "A02"] }, tricks: [] }] }, /^deals\.0\.hands\.Ann: a hand in round 1 has 1 card/);
    expectInvalid({ ...base, options: { tarotRibbons: ["T00"] }, deals: [] }, /^options\.tarotRibbons: /);
    expectInvalid({ ...base, options: { fittingGuesses: "yes" }, deals: [] }, /^options\.fittingGuesses: /);
  });

  it("rejects deals after the game was over, and a trump card in the last round", () => {
    const g = randomLegalGame(12, 6);
    const r = foldActions<TennersState, TennersAction>(m, g.setup, g.actions);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const rec = m.toRecord(r.value);
    expect(rec.deals).toHaveLength(10);
    expect(rec.deals[9].trumpCard).toBeUndefined();
    expectInvalid({ ...rec, deals: [...rec.deals, { dealer: "Ann", tricks: [] }] }, /^deals\.10: a game of 6 players has only 10 rounds/);
    expectInvalid({ ...rec, deals: [...rec.deals.slice(0, 9), { ...rec.deals[9], trumpCard: "R1" }] }, /^deals\.9\.trumpCard: no card is left to turn in the last round/);
    // A null trump card in the last round is fine (nothing was turned).
    expect(replay({ ...rec, deals: [...rec.deals.slice(0, 9), { ...rec.deals[9], trumpCard: null }] }).ok).toBe(true);
  });

  it("a record that breaks the turn structure fails when folded (cards after the round's tricks are impossible)", () => {
    // 4 cards in a 3-player trick are caught by the record check; a card code seen twice is only a violation.
    const r = replay({ ...base, deals: [{ trumpCard: "A01", bids: { Ann: 0, Ben: 0, Cat: 0 }, tricks: [["A01", "A02", "A03"]] }] });
    expect(r.ok && r.result.deals[0].violations).toMatchObject([{ trick: 1, player: "Ann", rule: "duplicate-card" }]);
  });
});
