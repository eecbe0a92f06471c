import { describe, expect, it } from "vitest";
import { foldActions, start, step } from "../fold";
import { fortunoModule as m } from "./module";
import type { FortunoAction, FortunoEvent, FortunoState } from "./types";

const P5 = ["Ann", "Ben", "Cat", "Dan", "Eve"];
const CONTRACT_EXAMPLE = {
  game: "fortuno",
  players: P5,
  options: { handSize: 6 },
  deals: [{ dealer: "Eve", events: [{ flip: "W05" }, { play: "W09" }, { draw: 1 }, { play: "T09" }, { flip: "C03" }] }],
};

function replay(record: unknown) {
  const r = m.recordToActions(record);
  if (!r.ok) return r;
  return foldActions<FortunoState, FortunoAction>(m, r.value.setup, r.value.actions);
}
function resultOf(record: unknown) {
  const s = replay(record);
  if (!s.ok) throw new Error(s.error.message);
  return m.result(s.value);
}
const rec = (events: FortunoEvent[], extra: Record<string, unknown> = {}) => ({ game: "fortuno", players: P5, deals: [{ dealer: "Eve", events }], ...extra });

describe("CONTRACT's example record, worked by hand", () => {
  it("gives the full result", () => {
    // 5 × 6 = 30 dealt, draw pile 48. 1: Ann (left of Eve) flips W05 (47) and, a number card, plays on it.
    // 2: Ann plays W09 on it (Ann 5). 3: Ben draws 1 (Ben 7, pile 46). 4: Ben plays The Hermit (Ben 6):
    // Cat is skipped for two turns; the first passes at once (Cat: 1 left). 5: Dan must flip on a
    // Major: C03 (pile 45), a number card, so Dan plays next. Discard pile W05 W09 T09 C03 = 4;
    // 29 in hands + 45 + 4 = 78.
    expect(resultOf(CONTRACT_EXAMPLE)).toEqual({
      game: "fortuno",
      players: P5,
      deals: [{
        number: 1, dealer: "Eve", status: "in-progress", turn: "Dan", direction: "clockwise",
        top: "C03", topCard: "C03",
        handCounts: { Ann: 5, Ben: 6, Cat: 6, Dan: 6, Eve: 6 }, drawPile: 45, owed: null,
        skipped: { Cat: 1 }, lovers: null, eliminated: [], adjustments: 0, winner: null, violations: [],
        discardPile: 4, removed: [], seating: P5,
      }],
    });
  });
  it("round-trips through toRecord", () => {
    const s = replay(CONTRACT_EXAMPLE);
    expect(s.ok).toBe(true);
    if (!s.ok) return;
    const back = m.toRecord(s.value);
    expect(back.deals).toEqual(CONTRACT_EXAMPLE.deals);
    expect(resultOf(JSON.parse(JSON.stringify(back)))).toEqual(m.result(s.value));
  });
});

describe("invalid records", () => {
  const bad = (record: unknown) => {
    const r = m.recordToActions(record);
    if (!r.ok) return r.error;
    const s = foldActions(m, r.value.setup, r.value.actions);
    return s.ok ? null : s.error;
  };
  it("rejects an unknown card code, naming the path", () => {
    expect(bad(rec([{ flip: "W15" }]))).toMatchObject({ id: "record/invalid", message: expect.stringContaining("deals.0.events.0.flip") });
    expect(bad(rec([{ flip: "W05" }, { play: ["W07", "X"] }]))).toMatchObject({ id: "record/invalid", message: expect.stringContaining("deals.0.events.1.play.1") });
  });
  it("rejects a wrong player count", () => {
    expect(bad({ ...rec([]), players: ["Ann", "Ben", "Cat"] })).toMatchObject({ id: "record/invalid" });
    expect(bad({ ...rec([]), players: ["A", "B", "C", "D", "E", "F", "G", "H", "I"] })).toMatchObject({ id: "record/invalid" });
  });
  it("rejects an unknown player", () => {
    expect(bad(rec([{ flip: "W05" }, { play: "W07", player: "Zed" }]))).toMatchObject({ id: "record/invalid", message: 'deals.0.events.1.player: unknown player "Zed"' });
    expect(bad({ ...rec([]), deals: [{ dealer: "Zed", events: [] }] })).toMatchObject({ id: "record/invalid" });
  });
  it("rejects an unknown event and a deal after a deal that was not won", () => {
    expect(bad(rec([{ dance: true } as unknown as FortunoEvent]))).toMatchObject({ id: "record/invalid" });
    expect(bad({ ...rec([{ flip: "W05" }]), deals: [{ dealer: "Eve", events: [{ flip: "W05" }] }, { dealer: "Ann", events: [] }] })).toMatchObject({ id: "deal/in-progress" });
  });
  it("rejects a further deal after a won one: the game (the match) ends with its one deal", () => {
    const won = { dealer: "Eve", events: [{ flip: "W05" }, { play: "W02" }] };
    expect(bad({ game: "fortuno", players: P5, options: { handSize: 1 }, deals: [won, { dealer: "Ann", events: [{ flip: "C05" }] }] })).toMatchObject({ id: "game/over" });
    expect(bad({ game: "fortuno", players: P5, options: { handSize: 1 }, deals: [won, { dealer: "Ann", events: [] }] })).toMatchObject({ id: "game/over" });
    expect(resultOf({ game: "fortuno", players: P5, options: { handSize: 1 }, deals: [won] }).deals.map((d) => [d.dealer, d.status, d.winner, d.turn])).toEqual([["Eve", "complete", "Ann", null]]);
  });
  it("refuses events after the win", () => {
    expect(bad({ game: "fortuno", players: P5, options: { handSize: 1 }, deals: [{ dealer: "Eve", events: [{ flip: "W05" }, { play: "W02" }, { flip: "C03" }] }] })).toMatchObject({ id: "game/over" });
  });
  it("matches names without regard to case or spacing", () => {
    expect(resultOf(rec([{ flip: "W05" }, { play: "T06", lover: "cat" }])).deals[0].lovers).toEqual(["Ann", "Cat"]);
  });
});

describe("set-up", () => {
  it("needs 4–8 different players; the last player deals by default; options default to six cards", () => {
    expect(m.setup({ players: ["A", "B", "C"] })).toMatchObject({ ok: false, error: { id: "setup/players" } });
    expect(m.setup({ players: ["A", "B", "C", "a"] })).toMatchObject({ ok: false, error: { id: "setup/players" } });
    const s = m.setup({ players: ["A", "B", "C", "D"] });
    expect(s.ok && m.settings(s.value)).toEqual({ players: ["A", "B", "C", "D"], options: { handSize: 6 }, deckStyle: "thoth", dealer: 3 });
    expect(s.ok && m.turn(s.value)).toEqual({ player: "A", expects: "flip", prompt: "A: flip" });
    expect(m.optionsSchema.parse({})).toEqual({ handSize: 6 });
    expect(m.setup({ players: ["A", "B", "C", "D"], deckStyle: "fortunes" })).toMatchObject({ ok: false });
  });
});

describe("at the table (not lenient) illegal events are refused with rule ids", () => {
  const at = (events: FortunoEvent[]) => {
    let f = start<FortunoState, FortunoAction>(m, { players: P5 });
    for (const e of events) {
      if (!f.ok) return f;
      f = step(m, f.value, { type: "event", event: e });
    }
    return f;
  };
  it("not-playable, must-flip, not-allowed", () => {
    expect(at([{ flip: "W05" }, { play: "C07" }])).toMatchObject({ ok: false, error: { id: "play/not-playable" } });
    expect(at([{ play: "C07" }])).toMatchObject({ ok: false, error: { id: "play/must-flip" } });
    expect(at([{ flip: "W05" }, { play: "T10" }])).toMatchObject({ ok: false, error: { id: "play/not-allowed" } });
    expect(at([{ flip: "W05" }, { play: "W01" }, { play: "T11" }])).toMatchObject({ ok: false, error: { id: "play/not-allowed" } });
    expect(at([{ flip: "T01" }, { flip: "W05" }])).toMatchObject({ ok: false, error: { id: "seats/expected" } });
    expect(at([{ flip: "W05" }, { play: "W05" }])).toMatchObject({ ok: false, error: { id: "card/duplicate" } });
  });
});

describe("legal moves from a known hand", () => {
  const after = (events: FortunoEvent[]) => {
    const s = replay(rec(events));
    if (!s.ok) throw new Error(s.error.message);
    return s.value;
  };
  it("counts the playable cards on a Minor top", () => {
    // On W05: W09 (suit), C05 (value), T03 (Major), P01 (Ace); not S07, not C11.
    expect(m.legalMoves(after([{ flip: "W05" }]), ["W09", "C05", "S07", "T03", "P01", "C11"])).toHaveLength(4);
    expect(m.legalMoves(after([{ flip: "W05" }]), ["S07", "C02"])).toEqual([{ type: "event", event: { draw: 1 } }]);
    expect(m.legalMoves(after([{ flip: "W05" }]), ["T10", "C02"])).toEqual([{ type: "event", event: { draw: 1 } }]);
    expect(m.legalMoves(after([{ flip: "W05" }]), ["T10"])).toEqual([{ type: "event", event: { play: "T10" } }]);
  });
  it("owing a Princess: stack, Fortune, or draw the total", () => {
    expect(m.legalMoves(after([{ flip: "W05" }, { play: "W11" }]), ["C11", "T10", "W03"])).toEqual([
      { type: "event", event: { play: "C11" } }, { type: "event", event: { play: "T10" } }, { type: "event", event: { draw: 2 } },
    ]);
  });
  it("none without a hand", () => {
    expect(m.legalMoves(after([{ flip: "W05" }]))).toEqual([]);
  });
});

describe("corrections and where", () => {
  it("locate finds a recorded card by event number and replaces it", () => {
    const s = replay(CONTRACT_EXAMPLE);
    if (!s.ok) throw new Error();
    expect(m.locate(s.value, { event: 2, card: "W08" })).toEqual({ ok: true, value: { index: 1, action: { type: "event", event: { play: "W08" } } } });
    expect(m.locate(s.value, { event: 3, card: "W08" })).toMatchObject({ ok: false, error: { id: "correct/no-such-card" } });
    expect(m.locate(s.value, { event: 2, card: "W09" })).toMatchObject({ ok: false, error: { id: "correct/same-card" } });
  });
  it("where names the deal and event", () => {
    const r = m.recordToActions(CONTRACT_EXAMPLE);
    if (!r.ok) throw new Error();
    expect(m.where(r.value.actions, 3)).toBe("deal 1, event 4 (play)");
  });
});

describe("view", () => {
  it("says what happens next, with the ring, the top card, prompts and the log", () => {
    const s = replay(CONTRACT_EXAMPLE);
    if (!s.ok) throw new Error();
    const v = m.view(s.value, { kind: "table" });
    expect(v.next).toBe("Dan: play on Three of Cups (or draw) · Cat is hermitted (1 more turn)");
    expect(v.players.map((p) => [p.name, p.cards])).toEqual([["Ann", 5], ["Ben", 6], ["Cat", 6], ["Dan", 6], ["Eve", 6]]);
    expect(v.top).toEqual({ code: "C03", name: "Three of Cups", card: "C03", cardName: "Three of Cups" });
    expect(v.log).toHaveLength(5);
    expect(v.log[3]).toContain("Cat is hermitted");
  });
  it("owed draws, tower ties and slaps are spelled out", () => {
    const owed = replay(rec([{ flip: "W05" }, { play: "W11" }, { play: "C11" }, { play: "S12" }]));
    const v1 = owed.ok ? m.view(owed.value, { kind: "table" }) : null;
    expect(v1?.violations).toBe(1);
    const stack = replay(rec([{ flip: "W05" }, { play: "W12" }, { play: "S12" }]));
    expect(stack.ok && m.turn(stack.value).prompt).toBe("Cat owes 6 — stack a Prince, play Fortune or draw");
    const slap = replay(rec([{ flip: "W05" }, { play: "C05" }, { play: "S05" }]));
    expect(slap.ok && m.turn(slap.value)).toMatchObject({ expects: "slap", prompt: "Three fives in a row: who slapped first? Otherwise Cat: play on Five of Swords (or draw)" });
    const magus = replay(rec([{ flip: "T01" }]));
    expect(magus.ok && m.turn(magus.value)).toMatchObject({ player: "Ann", expects: "seats" });
  });
});
