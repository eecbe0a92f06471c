import { describe, expect, it } from "vitest";
import { foldActions } from "../fold";
import type { Result } from "../../result";
import { apply, forbiddenBid, setup } from "./engine";
import { fortuneTennersModule as m } from "./module";
import { randomLegalGame } from "./random";
import type { TennersAction, TennersState } from "./types";

const P3 = ["Ann", "Ben", "Cat"];

function start(players = P3, options: object = {}, dealer?: string | number): TennersState {
  const r = setup({ players, options, dealer });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Applies actions one by one (index = position), failing the test on the first error. */
function run(s: TennersState, actions: TennersAction[], lenient = false, from = 0): TennersState {
  let st = s;
  actions.forEach((a, i) => {
    const r = apply(st, a, { lenient, index: from + i });
    if (!r.ok) throw new Error(`${i}: ${r.error.id} ${r.error.message}`);
    st = r.value;
  });
  return st;
}

const errId = (r: Result<unknown>) => (r.ok ? "ok" : r.error.id);
const plays = (...cards: string[]): TennersAction[] => cards.map((card) => ({ type: "play", card }));
const bids = (...t: number[]): TennersAction[] => t.map((tricks) => ({ type: "bid", tricks }));

/** Deep-freezes a state so any mutation by apply throws. */
function freeze<T>(o: T): T {
  if (o && typeof o === "object" && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) freeze(v);
  }
  return o;
}

describe("set-up", () => {
  it("3–6 players, the last one deals first, options default", () => {
    const s = start();
    expect(s.firstDealer).toBe(2);
    expect(s.roundCount).toBe(20);
    expect(s.options).toEqual({ fittingGuesses: true, blindFirstRound: false, firstMove: "first", tarotRibbons: ["T00", "T12", "T13", "T16"] });
    expect(s.deckStyle).toBe("tenners");
    expect(m.turn(s)).toMatchObject({ player: "Cat", expects: "trump" });
    expect(m.settings(s)).toEqual({ players: P3, options: s.options, deckStyle: "tenners", dealer: 2 });
  });

  it("first move 'first': with the last player dealing, the first player in the list predicts and leads first", () => {
    let s = start(["Ann", "Ben", "Cat", "Dan"]);
    s = run(s, [{ type: "trump", card: "A02" }]);
    expect(m.turn(s)).toMatchObject({ player: "Ann", expects: "bid" });
    s = run(s, bids(0, 0, 0, 0));
    expect(m.turn(s)).toMatchObject({ player: "Ann", expects: "play" });
  });

  it("first move 'random': the caller passes the random dealer; the engine stays pure", () => {
    const s = start(P3, { firstMove: "random" }, "Ben");
    expect(s.firstDealer).toBe(1);
    expect(m.turn(run(s, [{ type: "trump", card: null }]))).toMatchObject({ player: "Cat", expects: "bid" });
    expect(start(P3, {}, 0).firstDealer).toBe(0);
  });

  it("refuses bad set-ups with stable ids", () => {
    expect(errId(setup({ players: ["Ann", "Ben"] }))).toBe("setup/players");
    expect(errId(setup({ players: ["A", "B", "C", "D", "E", "F", "G"] }))).toBe("setup/players");
    expect(errId(setup({ players: ["Ann", "Ben", " ann "] }))).toBe("setup/players");
    expect(errId(setup({ players: ["Ann Lee", "Ben", "ann  LEE"] }))).toBe("setup/players");
    // The one name rule (lib/games/common/names.ts), as every other game: spacing runs collapse, but
    // "Ann Lee" and "AnnLee" are two people (this game alone used to drop every space).
    expect(setup({ players: ["Ann Lee", "Ben", "AnnLee"] }).ok).toBe(true);
    expect(errId(setup({ players: ["Ann", "Ben", ""] }))).toBe("setup/players");
    expect(errId(setup({ players: ["Ann", "Ben", "C\u0007t"] }))).toBe("setup/players");
    expect(errId(setup({ players: ["Ann", "Ben", "x".repeat(41)] }))).toBe("setup/players");
    expect(errId(setup({ players: P3, dealer: "Zed" }))).toBe("setup/dealer");
    expect(errId(setup({ players: P3, dealer: 3 }))).toBe("setup/dealer");
    expect(errId(setup({ players: P3, options: { fittingGuesses: "no" } }))).toBe("setup/options");
    expect(errId(setup({ players: P3, options: { tarotRibbons: ["T00", "T00", "T01", "T02"] } }))).toBe("setup/options");
    expect(errId(setup({ players: P3, deckStyle: "rws" }))).toBe("setup/deck-style");
    const trimmed = setup({ players: [" Ann ", "Ben", "Cat"] });
    expect(trimmed.ok && trimmed.value.players[0]).toBe("Ann");
  });

  it("optionsSchema.parse({}) gives the defaults", () => {
    expect(m.optionsSchema.parse({})).toEqual({ fittingGuesses: true, blindFirstRound: false, firstMove: "first", tarotRibbons: ["T00", "T12", "T13", "T16"] });
  });
});

describe("a round step by step", () => {
  it("trump, predictions from the player after the dealer, tricks led by the winner, next round dealt clockwise", () => {
    let s = start();
    expect(m.turn(s).expects).toBe("trump");
    expect(errId(apply(s, { type: "bid", tricks: 0 }))).toBe("bid/trump-first");
    expect(errId(apply(s, { type: "play", card: "A01" }))).toBe("play/trump-first");
    s = run(s, [{ type: "trump", card: "A07" }]);
    expect(s.rounds[0].trump).toBe("A");
    expect(errId(apply(s, { type: "trump", card: "B02" }))).toBe("trump/not-now");
    expect(errId(apply(s, { type: "play", card: "A01" }))).toBe("play/bids-first");
    expect(errId(apply(s, { type: "bid", player: "Ben", tricks: 0 }))).toBe("bid/not-your-turn");
    expect(errId(apply(s, { type: "bid", player: "Zed", tricks: 0 }))).toBe("action/unknown-player");
    expect(errId(apply(s, { type: "bid", tricks: 2 }))).toBe("bid/out-of-range");
    expect(errId(apply(s, { type: "bid", tricks: -1 }))).toBe("bid/out-of-range");
    s = run(s, [{ type: "bid", player: "ann", tricks: 1 }, ...bids(0, 0)]);
    expect(m.turn(s)).toMatchObject({ player: "Ann", expects: "play" });
    expect(errId(apply(s, { type: "play", card: "A01", player: "Ben" }))).toBe("play/not-your-turn");
    expect(errId(apply(s, { type: "play", card: "X01" }))).toBe("card/unknown");
    s = run(s, plays("A01", "A13", "B02"));
    // Ben's A13 wins the led trump symbol: Ann 1/0 → −10, Ben 0/1 → −10, Cat 0/0 → 20.
    expect(s.rounds[0].points).toEqual([-10, -10, 20]);
    expect(s.totals).toEqual([-10, -10, 20]);
    expect(m.turn(s)).toMatchObject({ player: null, expects: "nextDeal" });
    expect(errId(apply(s, { type: "play", card: "A02" }))).toBe("deal/ended");
    s = run(s, [{ type: "nextDeal" }]);
    expect(s.rounds[1]).toMatchObject({ number: 2, dealer: 0, cards: 2 });
    expect(m.turn(s)).toMatchObject({ player: "Ann", expects: "trump" });
    s = run(s, [{ type: "trump", card: "R1" }, ...bids(0, 0, 0)]);
    expect(s.rounds[1].trump).toBeNull();
    expect(m.turn(s)).toMatchObject({ player: "Ben", expects: "play" });
    s = run(s, plays("C05", "C09", "D13"));
    // Cat's C09 wins the trick: Cat leads trick 2.
    expect(m.turn(s)).toMatchObject({ player: "Cat", expects: "play" });
    expect(errId(apply(s, { type: "nextDeal" }))).toBe("deal/not-ended");
  });

  it("a Gothic Knot turned: the dealer chooses the trump symbol before predictions", () => {
    let s = run(start(), [{ type: "trump", card: "K3" }]);
    expect(m.turn(s)).toMatchObject({ player: "Cat", expects: "trumpSymbol" });
    expect(m.legalMoves(s)).toHaveLength(4);
    expect(errId(apply(s, { type: "bid", tricks: 0 }))).toBe("bid/trump-symbol-first");
    expect(errId(apply(s, { type: "trumpSymbol", symbol: "E" as never }))).toBe("trumpSymbol/invalid");
    s = run(s, [{ type: "trumpSymbol", symbol: "D" }]);
    expect(s.rounds[0]).toMatchObject({ trumpCard: "K3", trumpSymbol: "D", trump: "D" });
    expect(errId(apply(s, { type: "trumpSymbol", symbol: "A" }))).toBe("trumpSymbol/not-now");
    s = run(s, [...bids(0, 0, 0), ...plays("A13", "D01", "A12")]);
    expect(s.rounds[0].tricks[0].winningCard).toBe("D01");
  });

  it("a table may record no turned card (trump card null): no trump", () => {
    const s = run(start(), [{ type: "trump", card: null }]);
    expect(s.rounds[0]).toMatchObject({ trumpRecorded: true, trumpCard: null, trump: null, phase: "bid" });
  });

  it("the last round has no trump card: predictions come straight after the deal", () => {
    const g = randomLegalGame(5, 3, { rounds: 19 });
    const r = foldActions<TennersState, TennersAction>(m, g.setup, g.actions, { lenient: false });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = run(r.value, [{ type: "nextDeal" }]);
    expect(s.rounds[19]).toMatchObject({ number: 20, cards: 20, phase: "bid", trump: null });
    expect(m.turn(s).expects).toBe("bid");
    expect(errId(apply(s, { type: "trump", card: "A01" }))).toBe("trump/last-round");
    expect(errId(apply(s, { type: "trump", card: null }))).toBe("trump/last-round");
  });

  it("the game ends after the last round; nothing more is accepted", () => {
    const g = randomLegalGame(9, 6);
    const r = foldActions<TennersState, TennersAction>(m, g.setup, g.actions, { lenient: false });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(m.isOver(r.value)).toBe(true);
    expect(m.turn(r.value)).toMatchObject({ player: null, expects: "none" });
    expect(m.turn(r.value).prompt).toMatch(/^Game over: /);
    expect(errId(apply(r.value, { type: "nextDeal" }))).toBe("game/over");
    expect(errId(apply(r.value, { type: "play", card: "A01" }, { lenient: true }))).toBe("game/over");
  });

  it("apply never changes the state it is given", () => {
    const s0 = freeze(run(start(), [{ type: "trump", card: "B07" }]));
    const before = JSON.stringify(s0);
    const s1 = run(s0, [...bids(0, 1), { type: "bid", tricks: 0 }, ...plays("A03", "B09")]);
    freeze(s1);
    run(s1, plays("K2"));
    expect(JSON.stringify(s0)).toBe(before);
  });
});

describe("fitting guesses off", () => {
  const base = () => start(P3, { fittingGuesses: false });

  it("forbiddenBid names the one number the last player may not say", () => {
    let s = run(base(), [{ type: "trump", card: "C02" }]);
    expect(forbiddenBid(s)).toBeNull();
    s = run(s, bids(0, 1));
    expect(forbiddenBid(s)).toBe(0);
    expect(m.legalMoves(s)).toEqual([{ type: "bid", player: "Cat", tricks: 1 }]);
    expect(m.turn(s).prompt).toBe("Cat predicts 0 to 1 tricks (not 0)");
    expect(m.view(s, { kind: "table" }).predictions).toMatchObject({ total: 1, cards: 1, forbidden: 0 });
  });

  it("no number is forbidden when the others already predicted more than the tricks", () => {
    const g = randomLegalGame(1, 3, { rounds: 1 });
    let s = run(start(P3, { fittingGuesses: false }), g.actions.filter((a) => a.type !== "bid" && a.type !== "play"));
    s = run(s, [...bids(1, 1)]);
    expect(forbiddenBid(s)).toBeNull();
    expect(m.legalMoves(s)).toHaveLength(2);
  });

  it("at the table the fitting bid is refused, saying which number and why", () => {
    const s = run(base(), [{ type: "trump", card: "C02" }, ...bids(0, 1)]);
    const r = apply(s, { type: "bid", tricks: 0 });
    expect(errId(r)).toBe("bid/fitting-guess");
    expect(!r.ok && r.error.message).toMatch(/Cat may not predict 0: the predictions would total 1/);
  });

  it("in a record it is kept as a fitting-guess violation (trick 0, the last bidder)", () => {
    const s = run(base(), [{ type: "trump", card: "C02" }, ...bids(0, 1, 0)], true);
    expect(s.rounds[0].violations).toMatchObject([{ trick: 0, player: "Cat", rule: "fitting-guess" }]);
    const done = run(s, plays("A01", "A02", "A03"), true);
    expect(m.result(done).deals[0].violations).toMatchObject([{ trick: 0, player: "Cat", rule: "fitting-guess" }]);
  });

  it("fitting guesses on (default): every number is allowed", () => {
    const s = run(start(), [{ type: "trump", card: "C02" }, ...bids(0, 1)]);
    expect(forbiddenBid(s)).toBeNull();
    expect(m.legalMoves(s)).toHaveLength(2);
  });
});

describe("duplicates, known hands and hidden revokes", () => {
  it("the turned card cannot be played: refused at the table, a duplicate-card violation in a record", () => {
    const s = run(start(), [{ type: "trump", card: "B07" }, ...bids(0, 0, 0), ...plays("A01")]);
    const r = apply(s, { type: "play", card: "B07" });
    expect(errId(r)).toBe("play/duplicate");
    expect(!r.ok && r.error.message).toMatch(/turned for trump/);
    const l = run(s, plays("B07"), true);
    expect(l.rounds[0].violations).toMatchObject([{ trick: 1, player: "Ben", rule: "duplicate-card", card: "B07" }]);
  });

  it("a card played twice in a round: its second appearance is the violation", () => {
    let s = run(start(), [{ type: "trump", card: null }, ...bids(0, 0, 0), ...plays("A01", "A02", "A03"), { type: "nextDeal" }, { type: "trump", card: null }, ...bids(0, 0, 0)]);
    s = run(s, plays("C01", "C02", "C03", "C02", "D01", "D02"), true);
    const v = m.result(s).deals[1].violations;
    // Round 2: Ben leads C01, Cat C02, Ann C03 wins; Ann leads C02 again in trick 2.
    expect(v).toMatchObject([{ trick: 2, player: "Ann", rule: "duplicate-card" }]);
  });

  it("a known hand: must follow is refused at the table, not-in-hand too", () => {
    // Dealer Ann: Ben leads, Cat's hand is known.
    const s = run(start(P3, {}, 0), [{ type: "trump", card: null }, { type: "hand", player: "Cat", cards: ["A05"] }, ...bids(0, 0, 0)]);
    const s2 = run(s, plays("A09"));
    expect(errId(apply(s2, { type: "play", card: "B05" }))).toBe("play/not-in-hand");
    expect(m.legalMoves(s2)).toEqual([{ type: "play", card: "A05", player: "Cat" }]);
    const g = run(start(P3, {}, 0), [{ type: "trump", card: null }, ...bids(0, 0, 0), ...plays("A09", "A01", "A02"), { type: "nextDeal" }, { type: "trump", card: "R1" }, { type: "hand", player: "Ann", cards: ["C03", "D04"] }, ...bids(0, 0, 0), ...plays("C01")]);
    // Dealer Ben, Cat leads C01, Ann holds C03: D04 is refused.
    const r = apply(g, { type: "play", card: "D04" });
    expect(errId(r)).toBe("play/must-follow-suit");
    const l = run(g, plays("D04"), true);
    expect(l.rounds[1].violations).toMatchObject([{ trick: 1, player: "Ann", rule: "follow-suit", found: "at-once" }]);
  });

  it("hands are checked when entered", () => {
    const s = run(start(), [{ type: "trump", card: "B07" }]);
    expect(errId(apply(s, { type: "hand", player: "Ann", cards: ["A01", "A02"] }))).toBe("hand/size");
    expect(errId(apply(s, { type: "hand", player: "Ann", cards: ["B07"] }))).toBe("hand/duplicate");
    expect(errId(apply(s, { type: "hand", player: "Zed", cards: ["A01"] }))).toBe("action/unknown-player");
    expect(errId(apply(s, { type: "hand", player: "Ann", cards: ["Z01"] }))).toBe("card/unknown");
    const s2 = run(s, [{ type: "hand", player: "Ann", cards: ["A01"] }]);
    expect(errId(apply(s2, { type: "hand", player: "Ben", cards: ["A01"] }))).toBe("hand/duplicate");
    expect(errId(apply(s2, { type: "trump", card: "A01" }))).toBe("trump/not-now");
    const s3 = run(s2, [...bids(0, 0, 0), ...plays("A01")]);
    expect(errId(apply(s3, { type: "hand", player: "Ann", cards: ["A02"] }))).toBe("hand/too-late");
    expect(errId(apply(s3, { type: "hand", player: "Ben", cards: ["A01"] }))).toBe("hand/duplicate");
    // The turned card is not in anyone's hand.
    const t = run(start(), [{ type: "hand", player: "Ann", cards: ["C09"] }]);
    expect(errId(apply(t, { type: "trump", card: "C09" }))).toBe("trump/duplicate");
  });

  it("a hidden revoke is reported as soon as a later play proves it (one per earlier trick)", () => {
    // Round 4, 3 players (dealer Cat): Ann leads every trick she wins.
    let s = start();
    const n2 = (k: number) => String(k).padStart(2, "0");
    for (let r = 1; r <= 3; r++) {
      s = run(s, [{ type: "trump", card: null }, ...bids(0, 0, 0)]);
      // The leader plays the highest A each trick and keeps the lead.
      for (let t = 0; t < r; t++) s = run(s, plays(`A${n2(13 - 3 * t)}`, `A${n2(12 - 3 * t)}`, `A${n2(11 - 3 * t)}`));
      s = run(s, [{ type: "nextDeal" }]);
    }
    // Round 4: dealer Cat, Ann leads. Ben shows no B in tricks 1 and 2 (plays C), then plays B.
    s = run(s, [{ type: "trump", card: "R1" }, ...bids(0, 0, 0)]);
    s = run(s, plays("B13", "C02", "B01")); // Ann wins (B13)
    s = run(s, plays("B12", "C03", "B03")); // Ann wins
    expect(s.rounds[3].violations).toEqual([]);
    s = run(s, plays("A05", "B02"));
    expect(s.rounds[3].violations).toMatchObject([
      { trick: 1, player: "Ben", rule: "follow-suit", found: "at-once" },
      { trick: 2, player: "Ben", rule: "follow-suit", found: "at-once" },
    ]);
    // Not reported twice by a further B, and kept (no duplicates) by the exact check after the round.
    s = run(s, plays("A06"));
    s = run(s, plays("D01", "B04", "D02"));
    expect(s.rounds[3].phase).toBe("done");
    expect(s.rounds[3].violations).toMatchObject([
      { trick: 1, player: "Ben", rule: "follow-suit", found: "at-once" },
      { trick: 2, player: "Ben", rule: "follow-suit", found: "at-once" },
    ]);
    expect(s.rounds[3].violations).toHaveLength(2);
  });

  it("after a round the exact check finds every failure to follow (here, a Ribbon-led trick)", () => {
    // Round 2 (dealer Ann): Ben leads R2, Cat sets C with C04, Ann plays D09 holding C11 (plays it in trick 2,
    // led by Cat, who won trick 1 with C04).
    let s = run(start(), [{ type: "trump", card: null }, ...bids(0, 0, 0), ...plays("A01", "A02", "A03"), { type: "nextDeal" }]);
    s = run(s, [{ type: "trump", card: "B01" }, ...bids(0, 0, 0)]);
    s = run(s, plays("R2", "C04", "D09", "A07", "C11", "A09"), true);
    const v = m.result(s).deals[1].violations;
    expect(v).toMatchObject([{ trick: 1, player: "Ann", rule: "follow-suit" }]);
    expect(v).toHaveLength(1);
  });

  it("Ribbons and Knots never count as failing to follow", () => {
    let s = run(start(), [{ type: "trump", card: null }, ...bids(0, 0, 0), ...plays("A01", "A02", "A03"), { type: "nextDeal" }]);
    s = run(s, [{ type: "trump", card: "B01" }, ...bids(0, 0, 0)]);
    // Ben leads C04; Cat R1 and Ann K1 while holding C cards they play later.
    s = run(s, plays("C04", "R1", "K1", "C13", "C05", "C06"), true);
    expect(m.result(s).deals[1].violations).toEqual([]);
  });
});

describe("legal move counts from fixed positions", () => {
  const round2 = (trump: string | null) => {
    let s = run(start(), [{ type: "trump", card: null }, ...bids(0, 0, 0), ...plays("A01", "A02", "A03"), { type: "nextDeal" }]);
    s = run(s, [{ type: "trump", card: trump }, ...bids(0, 0, 0)]);
    return s; // Ben leads round 2.
  };

  it("leading: every card of the hand", () => {
    expect(m.legalMoves(round2(null), ["A05", "K1"])).toHaveLength(2);
  });

  it("following a number lead: the led symbol plus Ribbons and Knots; void → everything", () => {
    const s = run(round2(null), plays("C04"));
    expect(m.legalMoves(s, ["C09", "D01"]).map((a) => (a as { card: string }).card)).toEqual(["C09"]);
    expect(m.legalMoves(s, ["C09", "R2"])).toHaveLength(2);
    expect(m.legalMoves(s, ["D09", "K2"])).toHaveLength(2);
    expect(m.legalMoves(s, ["A09", "B09"])).toHaveLength(2);
  });

  it("following a Ribbon lead: anything until a number card sets the symbol", () => {
    let s = run(round2(null), plays("R1"));
    expect(m.legalMoves(s, ["C09", "D01"])).toHaveLength(2);
    s = run(s, plays("D05"));
    expect(m.legalMoves(s, ["C09", "D01"])).toEqual([{ type: "play", card: "D01", player: "Ann" }]);
  });

  it("after a Knot lead (or a Ribbon then a Knot): anything", () => {
    expect(m.legalMoves(run(round2(null), plays("K4")), ["C09", "D01"])).toHaveLength(2);
    const s = run(round2(null), plays("R1", "K4"));
    expect(m.legalMoves(s, ["C09", "D01"])).toHaveLength(2);
  });

  it("cards already seen this round are not offered; an unknown hand offers nothing", () => {
    const s = run(round2("C09"), plays("C04"));
    expect(m.legalMoves(s, ["C09", "C10"])).toEqual([{ type: "play", card: "C10", player: "Cat" }]);
    expect(m.legalMoves(s)).toEqual([]);
  });

  it("predictions: 0…r, one fewer with fitting guesses off for the last player", () => {
    const s = run(start(P3, { fittingGuesses: false }), [{ type: "trump", card: null }, ...bids(0, 0, 0), ...plays("A01", "A02", "A03"), { type: "nextDeal" }, { type: "trump", card: null }]);
    expect(m.legalMoves(s)).toHaveLength(3);
    const last = run(s, bids(1, 0));
    expect(m.legalMoves(last).map((a) => (a as { tricks: number }).tricks)).toEqual([0, 2]);
  });
});

describe("corrections and import positions", () => {
  it("locate finds the base action of a played card and of the turned card", () => {
    const s = run(start(), [{ type: "trump", card: "B07" }, ...bids(0, 0, 0), ...plays("A01", "A02")]);
    expect(m.locate(s, { trick: 1, position: 2, card: "A05" })).toEqual({ ok: true, value: { index: 5, action: { type: "play", card: "A05" } } });
    expect(m.locate(s, { deal: 1, trick: 0, position: 1, card: "C07" })).toEqual({ ok: true, value: { index: 0, action: { type: "trump", card: "C07" } } });
    expect(errId(m.locate(s, { trick: 1, position: 3, card: "A05" }))).toBe("correct/no-such-card");
    expect(errId(m.locate(s, { deal: 2, trick: 1, position: 1, card: "A05" }))).toBe("correct/no-such-card");
  });

  it("where names the deal and trick", () => {
    const g = randomLegalGame(3, 3, { rounds: 3 });
    const at = (i: number) => m.where(g.actions, i);
    expect(at(0)).toBe("deal 1, trump card");
    expect(at(1)).toBe("deal 1, predictions");
    expect(at(4)).toBe("deal 1, trick 1");
    expect(at(7)).toBe("deal 2");
    const firstPlayRound2 = g.actions.findIndex((a, i) => i > 7 && a.type === "play");
    expect(at(firstPlayRound2 + 3)).toBe("deal 2, trick 2");
  });
});

describe("view", () => {
  it("the round live: trump, predictions, trick in play with names, tricks won, totals, overview and chart", () => {
    let s = run(start(), [{ type: "trump", card: "B07" }, ...bids(0, 1, 0), ...plays("A03", "B09", "K2"), { type: "nextDeal" }, { type: "trump", card: "K1" }]);
    let v = m.view(s, { kind: "table" });
    expect(v).toMatchObject({ round: 2, rounds: 20, cards: 2, dealer: "Ann", blindRound: false });
    expect(v.trump).toMatchObject({ symbol: null, card: "K1", cardName: "Gothic Knot 1" });
    expect(v.turn).toMatchObject({ player: "Ann", expects: "trumpSymbol" });
    s = run(s, [{ type: "trumpSymbol", symbol: "C" }, ...bids(1, 1, 0), ...plays("R1", "C05")]);
    v = m.view(s, { kind: "table" });
    expect(v.trump).toMatchObject({ symbol: "C", chosen: true, text: "Trump C (chosen after Gothic Knot 1)" });
    expect(v.predictions.order).toEqual([{ player: "Ben", bid: 1 }, { player: "Cat", bid: 1 }, { player: "Ann", bid: 0 }]);
    expect(v.trick).toEqual({
      number: 1, leader: "Ben", ledSymbol: "C", winning: "Cat",
      cards: [{ player: "Ben", card: "R1", name: "Black Ribbon 1" }, { player: "Cat", card: "C05", name: "5 of C" }],
    });
    expect(v.lastTrick).toBeNull();
    // Round 1: Ann 0/0 → 20, Ben 1/0 → −10, Cat 0/1 → −10; round 2 is in progress.
    expect(v.seats.map((x) => x.total)).toEqual([20, -10, -10]);
    expect(v.overview).toHaveLength(2);
    expect(v.overview[0].cells).toEqual([
      { bid: 0, won: 0, points: 20, total: 20 }, { bid: 1, won: 0, points: -10, total: -10 }, { bid: 0, won: 1, points: -10, total: -10 },
    ]);
    expect(v.overview[1]).toMatchObject({ number: 2, dealer: "Ann", trump: "C", complete: false });
    expect(v.chart).toEqual([[20], [-10], [-10]]);
    // This round's tricks (the one in play too) and the cards still unseen: K1 turned, R1 and C05 played.
    expect(v.tricks).toEqual([{ number: 1, leader: "Ben", winner: null, winningCard: null, cards: v.trick!.cards }]);
    expect(v.unseen).toHaveLength(57);
    expect(v.unseen).not.toContain("K1");
    expect(v.unseen).not.toContain("R1");
    expect(v.unseen).toContain("A03");
    expect(JSON.stringify(v).length).toBeLessThan(6000);
  });

  it("blind first round: the view flags it; a seat's own card is left out, the others' cards shown", () => {
    let s = run(start(P3, { blindFirstRound: true }), [{ type: "trump", card: "B07" }]);
    s = run(s, [
      { type: "hand", player: "Ann", cards: ["A03"] }, { type: "hand", player: "Ben", cards: ["B09"] }, { type: "hand", player: "Cat", cards: ["K2"] },
      ...bids(0, 1, 0),
    ]);
    const table = m.view(s, { kind: "table" });
    expect(table.blindRound).toBe(true);
    expect(table.legal).toBeNull();
    const ann = m.view(s, { kind: "seat", player: "Ann" });
    expect(ann.hand).toBeUndefined();
    expect(ann.othersHands).toEqual([{ player: "Ben", cards: ["B09"] }, { player: "Cat", cards: ["K2"] }]);
    expect(ann.legal).toBeNull();
    const spectator = m.view(s, { kind: "spectator" });
    expect(spectator.hand).toBeUndefined();
    expect(spectator.othersHands).toBeUndefined();
    const r2 = run(s, [...plays("A03", "B09", "K2"), { type: "nextDeal" }, { type: "trump", card: null }, { type: "hand", player: "Ben", cards: ["C01", "C02"] }]);
    expect(m.view(r2, { kind: "table" }).blindRound).toBe(false);
    expect(m.view(r2, { kind: "seat", player: "Ben" }).hand).toEqual(["C01", "C02"]);
    expect(m.view(r2, { kind: "seat", player: "Cat" }).hand).toBeUndefined();
  });

  it("tarot deck style names cards through the chosen Ribbons", () => {
    const g = setup({ players: P3, deckStyle: "tarot", options: { tarotRibbons: ["T01", "T02", "T03", "T04"] } });
    if (!g.ok) throw new Error(g.error.message);
    const s = run(g.value, [{ type: "trump", card: "R2" }]);
    expect(m.view(s, { kind: "table" }).trump).toMatchObject({ card: "R2", cardName: "The High Priestess", symbol: null });
  });
});

describe("action schema", () => {
  it("accepts every action of a random game and reads codes in any case", () => {
    const g = randomLegalGame(77, 5, { enterHands: true, rounds: 4 });
    for (const a of g.actions) expect(m.actionSchema.safeParse(a).success).toBe(true);
    expect(m.actionSchema.parse({ type: "play", card: " k2 " })).toEqual({ type: "play", card: "K2" });
    expect(m.actionSchema.parse({ type: "trump" })).toEqual({ type: "trump", card: null });
    expect(m.actionSchema.safeParse({ type: "play", card: "T21" }).success).toBe(false);
    expect(m.actionSchema.safeParse({ type: "trumpSymbol", symbol: "E" }).success).toBe(false);
    expect(m.actionSchema.safeParse({ type: "undo" }).success).toBe(false);
  });
});
