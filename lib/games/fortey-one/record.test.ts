import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { foldActions } from "../fold";
import { forteyOneModule as m } from "./module";
import type { ForteyOneState } from "./types";

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../../../test/fixtures/fortey-one/${name}`, import.meta.url), "utf8"));

function replay(record: unknown) {
  const r = m.recordToActions(record);
  if (!r.ok) throw new Error(r.error.message);
  const s = foldActions<ForteyOneState, never>(m, r.value.setup, r.value.actions as never[]);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

function rejects(record: unknown, path: string) {
  const r = m.recordToActions(record);
  expect(r.ok).toBe(false);
  if (!r.ok) {
    expect(r.error.id).toBe("record/invalid");
    expect(r.error.message.startsWith(path)).toBe(true);
  }
  return r;
}

describe("golden records (hand-computed)", () => {
  for (const name of ["redeal-failed-seven", "forty-one"]) {
    it(`${name}: replays to the hand-computed result`, () => {
      const expected = fixture(`${name}.expected.json`);
      delete expected._why;
      const res = m.result(replay(fixture(`${name}.json`)));
      expect(res).toMatchObject(expected);
      // Exact on the numbers and shapes that matter.
      expect(res.match).toEqual(expected.match);
      expect(res.deals).toHaveLength(expected.deals.length);
      res.deals.forEach((d, i) => {
        const e = expected.deals[i];
        for (const k of ["number", "dealer", "status", "redeal", "bids", "tricksWon", "points", "totals"] as const) expect(d[k]).toEqual(e[k]);
        expect(d.violations.map((v) => ({ trick: v.trick, player: v.player, rule: v.rule }))).toEqual(e.violations);
        if (e.tricks) expect(d.tricks).toHaveLength(e.tricks.length);
        expect(Object.keys(d)).toEqual(["number", "dealer", "status", "redeal", "bids", "tricks", "tricksWon", "points", "totals", "violations"]);
      });
    });

    it(`${name}: round trip toRecord → recordToActions → same result`, () => {
      const s = replay(fixture(`${name}.json`));
      const again = replay(JSON.parse(JSON.stringify(m.toRecord(s))));
      expect(m.result(again)).toEqual(m.result(s));
      expect(m.toRecord(again)).toEqual(m.toRecord(s));
    });
  }

  it("the match over in forty-one: isOver, turn says who won, further actions refused", () => {
    const s = replay(fixture("forty-one.json"));
    expect(m.isOver(s)).toBe(true);
    expect(m.turn(s)).toMatchObject({ player: null, expects: "none" });
    expect(m.turn(s).prompt).toContain("Ben and Dan");
    const r = m.apply(s, { type: "nextDeal" }, { lenient: true });
    expect(r.ok ? null : r.error.id).toBe("game/over");
  });

  it("the contract's example record (a redeal, then a deal with one trick): same dealer after the redeal", () => {
    const rec = {
      game: "fortey-one",
      players: ["Ann", "Ben", "Cat", "Dan"],
      deals: [
        { dealer: "Ann", bids: { Ben: 2, Cat: 3, Dan: 1, Ann: 2 }, redeal: true },
        { dealer: "Ann", bids: { Ben: 4, Cat: 3, Dan: 2, Ann: 7 }, tricks: [["S05", "S09", "C02", "S01"]] },
      ],
    };
    const res = m.result(replay(rec));
    expect(res.deals[0]).toMatchObject({ status: "redeal", redeal: true, points: null, tricks: [] });
    expect(res.deals[1]).toMatchObject({
      status: "in-progress", redeal: false, points: null, totals: { Ann: 0, Ben: 0, Cat: 0, Dan: 0 },
      tricks: [{ number: 1, leader: "Ben", cards: ["S05", "S09", "C02", "S01"], winner: "Dan", winningCard: "C02" }],
      tricksWon: { Ann: 0, Ben: 0, Cat: 0, Dan: 1 },
    });
  });
});

const base = () => fixture("forty-one.json");

describe("invalid records", () => {
  it("unknown card code, Knight (rank 12) or Major", () => {
    for (const bad of ["X01", "S12", "T05", "c01"]) {
      const rec = base();
      rec.deals[0].tricks[0][1] = bad;
      const r = rejects(rec, "deals.0.tricks.0.1");
      if (!r.ok) expect(r.error.message).toContain(`unknown card code "${bad}"`);
    }
  });

  it("wrong player count", () => {
    const rec = base();
    rec.players = ["Ann", "Ben", "Cat"];
    rejects(rec, "players");
  });

  it("duplicate player names", () => {
    const rec = base();
    rec.players = ["Ann", "Ben", "ann ", "Dan"];
    rejects(rec, "players");
  });

  it("unknown player in bids, as dealer, in hands", () => {
    let rec = base();
    rec.deals[0].bids = { Ben: 1, Cat: 1, Zed: 3, Ann: 8 };
    const r = rejects(rec, "deals.0.bids");
    if (!r.ok) expect(r.error.message).toBe('deals.0.bids: unknown player "Zed"');
    rec = base();
    rec.deals[1].dealer = "Zed";
    rejects(rec, "deals.1.dealer");
    rec = base();
    rec.deals[0].hands = { Zed: rec.deals[0].tricks.slice(0, 13).map((t: string[]) => t[0]) };
    rejects(rec, "deals.0.hands");
  });

  it("bid out of range or not whole", () => {
    for (const bad of [0, 14, 2.5, -1]) {
      const rec = base();
      rec.deals[0].bids.Ben = bad;
      rejects(rec, "deals.0.bids.Ben");
    }
  });

  it("deals after the match was won", () => {
    const rec = base();
    rec.deals.push({ dealer: "Ben", bids: { Cat: 3, Dan: 3, Ann: 3, Ben: 3 }, tricks: [] });
    const r = rejects(rec, "deals.5");
    if (!r.ok) expect(r.error.message).toContain("already won");
  });

  it("redeal: true while the bids total 11 or more; tricks in a redealt deal", () => {
    let rec = base();
    rec.deals[0].redeal = true;
    rejects(rec, "deals.0.redeal");
    rec = fixture("redeal-failed-seven.json");
    rec.deals[0].tricks = [["S01", "S02", "S03", "S04"]];
    rejects(rec, "deals.0.tricks");
  });

  it("a deal whose bids total less than 11 is a redeal even without redeal: true (lenient)", () => {
    const rec = fixture("redeal-failed-seven.json");
    delete rec.deals[0].redeal;
    const res = m.result(replay(rec));
    expect(res.deals[0]).toMatchObject({ status: "redeal", redeal: true });
    expect(res.deals[1].dealer).toBe("Ann");
  });

  it("missing bids before the last deal; partial bids out of order; tricks before four bids", () => {
    let rec = base();
    delete rec.deals[1].bids.Ann;
    rejects(rec, "deals.1.bids");
    rec = fixture("redeal-failed-seven.json");
    rec.deals[2] = { dealer: "Ben", bids: { Cat: 3, Ann: 2 } };
    rejects(rec, "deals.2.bids");
    rec = fixture("redeal-failed-seven.json");
    rec.deals[2] = { dealer: "Ben", bids: { Cat: 3, Dan: 2 }, tricks: [["S01"]] };
    rejects(rec, "deals.2.tricks");
  });

  it("an unfinished deal before the last; a short trick before the last", () => {
    let rec = base();
    rec.deals[0].tricks.pop();
    rejects(rec, "deals.0.tricks");
    rec = fixture("redeal-failed-seven.json");
    rec.deals[2].tricks[0] = ["S10", "S05", "C03"];
    rejects(rec, "deals.2.tricks.0");
  });

  it("too many tricks or cards", () => {
    let rec = base();
    rec.deals[0].tricks.push(["S01"]);
    rejects(rec, "deals.0.tricks");
    rec = base();
    rec.deals[0].tricks[0].push("S02");
    rejects(rec, "deals.0.tricks.0");
  });

  it("not JSON-shaped records and the wrong game", () => {
    rejects(null, "record");
    rejects({ game: "fortunes", players: ["a", "b", "c", "d"], deals: [] }, "game");
  });

  it("a partial last deal: partial bids in bid order are fine", () => {
    const rec = fixture("redeal-failed-seven.json");
    rec.deals[2] = { dealer: "Ben", bids: { Cat: 3, Dan: 2 } };
    const s = replay(rec);
    expect(m.turn(s)).toMatchObject({ player: "Ann", expects: "bid" });
    expect(m.result(s).deals[2]).toMatchObject({ status: "in-progress", bids: { Cat: 3, Dan: 2 }, tricks: [] });
  });

  it("a dealer that differs from the rotation is kept as the table recorded it", () => {
    const rec = base();
    rec.deals = rec.deals.slice(0, 2);
    rec.deals[1].dealer = "Dan";
    // Dan deals: Ann bids first. The record lists bids by name, order does not matter.
    const r = m.recordToActions(rec);
    expect(r.ok).toBe(true);
    const s = replay(rec);
    expect(m.result(s).deals[1].dealer).toBe("Dan");
    expect(m.toRecord(s).deals[1].dealer).toBe("Dan");
  });

  it("records keep entered hands (round trip)", () => {
    const rec = base();
    rec.deals = rec.deals.slice(0, 1);
    const s0 = replay(rec);
    const annCards = s0.deals[0].tricks.flatMap((t) => t.plays.filter((p) => p.seat === 0).map((p) => p.card));
    rec.deals[0].hands = { Ann: annCards };
    const s = replay(rec);
    expect(m.toRecord(s).deals[0].hands).toEqual({ Ann: annCards });
    expect(m.result(replay(m.toRecord(s)))).toEqual(m.result(s));
  });
});
