/**
 * The trick core (lib/games/trick) on a toy game of its own: two suits A and B of three cards,
 * follow suit. Values worked out by hand; the three trick games' own tests hold their words.
 */
import { describe, expect, it } from "vitest";
import { EMPTY_SET, withIndex } from "./cardset";
import { exactCheck, type ExactRules } from "./exact";
import { locatePlay, whereIn } from "./locate";
import { heldCards, judgePlay, refuseOrRecord, sortViolations, type PlayRules } from "./play";
import { checkTurn, enterHand, setupTable } from "./setup";
import { trickStats } from "./stats";
import type { OpenTrick, TrickDeal, TrickViolation } from "./types";

const CODES = ["A1", "A2", "A3", "B1", "B2", "B3"];
type Rule = "follow" | "dup" | "hand";
type Deal = TrickDeal<string, Rule>;
const P = ["Ann", "Ben", "Cat"];

const rules = (extra: Partial<PlayRules<string, Rule, Deal>> = {}): PlayRules<string, Rule, Deal> => ({
  index: (c) => CODES.indexOf(c),
  name: (c) => `card ${c}`,
  seenElse: "was seen",
  once: "Once only.",
  duplicate: (p, cn, where, t) => `${p} dup ${cn} ${where} (${t})`,
  notInHand: (p, cn, t) => `${p} lacks ${cn} (${t})`,
  illegal: (card, held, trick, at) => (trick.length && card[0] !== trick[0][0] && held.some((c) => c[0] === trick[0][0]) ? { id: "play/must-follow-suit", rule: "follow", message: `${at.player} must follow` } : null),
  contradicts: (lacks, card) => (card[0] === lacks ? "follow" : null),
  lacks: (card, trick) => (trick.length && card[0] !== trick[0][0] ? trick[0][0] : null),
  revoke: (p, proof, _r, card) => `${p} revoked in ${proof.trick} with ${proof.card}, shown by ${card}`,
  duplicateRule: "dup",
  notInHandRule: "hand",
  ...extra,
});

function deal(tricks: string[][], hands: (string[] | null)[] = [null, null, null], violations: TrickViolation<string, Rule>[] = []): Deal {
  let seen = EMPTY_SET;
  let at = 0;
  const ts = tricks.map((cards, k) => ({
    number: k + 1, leader: 0, winner: cards.length === 3 ? 0 : null, winningCard: cards.length === 3 ? cards[0] : null,
    plays: cards.map((card, i) => { seen = withIndex(seen, CODES.indexOf(card)); return { card, seat: i, at: at++ }; }),
  }));
  return { number: 1, dealer: 2, hands, tricks: ts, seen, proofs: [], violations, tricksWon: [0, 0, 0] };
}
const open = (d: Deal): OpenTrick => {
  const last = d.tricks[d.tricks.length - 1];
  return last && last.plays.length < 3 ? last : { number: d.tricks.length + 1, leader: 0, plays: [] };
};

describe("set-up", () => {
  const spec = { label: "Toy", seats: { min: 3, max: 4, defaultDealer: "last" as const }, options: (o: unknown) => ({ ok: true as const, value: o ?? {} }), styles: ["plain", "fancy"], defaultStyle: "plain" };
  it("takes names by the one name rule, the dealer by name or seat (default last), and checks the style", () => {
    const r = setupTable(spec, { players: [" Ann ", "Ben  Lee", "Cat"] });
    expect(r).toEqual({ ok: true, value: { players: ["Ann", "Ben Lee", "Cat"], dealer: 2, options: {}, deckStyle: "plain" } });
    expect(setupTable(spec, { players: P, dealer: "ben" }).ok && (setupTable(spec, { players: P, dealer: "ben" }) as { value: { dealer: number } }).value.dealer).toBe(1);
  });
  it.each([
    [{ players: ["Ann", "Ben"] }, "setup/players", "Toy needs 3 to 4 players."],
    [{ players: ["Ann", "Ben", "ANN"] }, "setup/players", "\"Ann\" and \"ANN\" are the same name: every player needs a different one."],
    [{ players: P, dealer: 3 }, "setup/dealer", "The dealer must be one of the players."],
    [{ players: P, dealer: "Zed" }, "setup/dealer", "The dealer \"Zed\" is not one of the players."],
    [{ players: P, dealer: true as never }, "setup/dealer", "The dealer is a player's name or seat number."],
    [{ players: P, deckStyle: "odd" }, "setup/deck-style", "Deck style must be plain or fancy."],
  ])("refuses %j", (input, id, message) => {
    expect(setupTable(spec, input)).toEqual({ ok: false, error: { id, message } });
  });
  it("says 'exactly four' for a fixed table", () => {
    const r = setupTable({ ...spec, seats: { min: 4, max: 4, defaultDealer: "first" } }, { players: P });
    expect(!r.ok && r.error.message).toBe("Toy needs exactly four players.");
  });
});

describe("turns and hands", () => {
  it("a named player must be the one to act", () => {
    expect(checkTurn(P, 1, undefined, "play/not-your-turn")).toBeNull();
    expect(checkTurn(P, 1, " ben", "play/not-your-turn")).toBeNull();
    expect(checkTurn(P, 1, "Cat", "bid/not-your-turn")).toEqual({ id: "bid/not-your-turn", message: "It is Ben's turn, not Cat's.", details: { expected: "Ben" } });
    expect(checkTurn(P, 1, "Zed", "x")?.id).toBe("action/unknown-player");
  });
  const spec = { size: 2, sizeText: "A hand has 2 cards", isCard: (c: unknown): c is string => CODES.includes(c as string), unknownCard: () => "No such card.", name: (c: string) => c, excluded: (c: string) => (c === "B3" ? "is out" : null), dealWord: "round" };
  it("enters a hand before its player's first card, or says why not", () => {
    const d = deal([["A1"]], [null, ["B1", "B2"], null]);
    expect(enterHand(P, d, { player: "cat", cards: ["A2", "A3"] }, spec)).toEqual({ ok: true, value: [null, ["B1", "B2"], ["A2", "A3"]] });
    const no = (a: { player: unknown; cards: unknown }) => { const r = enterHand(P, d, a, spec); return r.ok ? "ok" : `${r.error.id}: ${r.error.message}`; };
    expect(no({ player: "Ann", cards: ["A2", "A3"] })).toBe("hand/too-late: Ann has already played this round; enter a hand before its first card.");
    expect(no({ player: "Cat", cards: ["A2"] })).toBe("hand/size: A hand has 2 cards; 1 given.");
    expect(no({ player: "Cat", cards: ["A2", "Z9"] })).toBe("card/unknown: No such card.");
    expect(no({ player: "Cat", cards: ["A2", "A2"] })).toBe("hand/duplicate: A2 is listed twice.");
    expect(no({ player: "Cat", cards: ["A2", "B3"] })).toBe("hand/duplicate: B3 is out.");
    expect(no({ player: "Cat", cards: ["A2", "B1"] })).toBe("hand/duplicate: B1 is already in Ben's hand.");
    expect(no({ player: "Zed", cards: [] })).toBe("action/unknown-player: \"Zed\" is not playing in this game.");
  });
  it("a seat holds its entered hand less the cards it has played; nothing when no hand was entered", () => {
    const tricks = [{ plays: [{ seat: 0, card: "A" }, { seat: 1, card: "B" }] }, { plays: [{ seat: 1, card: "C" }] }];
    expect(heldCards(["B", "C", "D"], tricks, 1)).toEqual(["D"]);
    expect(heldCards(["B", "C", "D"], tricks, 2)).toEqual(["B", "C", "D"]);
    expect(heldCards(null, tricks, 1)).toBeNull();
  });
});

describe("one card judged", () => {
  it("at the table the first fault refuses the play; a replay records every fault and goes on", () => {
    const found: string[] = [];
    const faults = [{ id: "a", refusal: "no A", violation: "A" }, null, { id: "b", refusal: "no B", violation: "B" }];
    expect(refuseOrRecord(false, "X", found, ...faults)).toEqual({ ok: false, error: { id: "a", message: "no A", details: { card: "X" } } });
    expect(found).toEqual([]);
    expect(refuseOrRecord(true, "X", found, ...faults)).toBeNull();
    expect(found).toEqual(["A", "B"]);
  });
  it("a card seen twice and outside the entered hand: refused for the first, both recorded in a replay", () => {
    const d = deal([["A1", "A2"]], [null, null, ["B1", "B2"]]);
    const strict = judgePlay(rules(), P, d, open(d), 2, "A1", false);
    expect(strict).toEqual({ ok: false, error: { id: "play/duplicate", message: "card A1 was already played in trick 1 by Ann. Once only.", details: { card: "A1" } } });
    const lenient = judgePlay(rules(), P, d, open(d), 2, "A1", true);
    expect(lenient.ok && lenient.value.found?.map((v) => [v.rule, v.message, v.trick, v.position])).toEqual([
      ["dup", "Cat dup card A1 was already played in trick 1 by Ann (1)", 1, 2],
      ["hand", "Cat lacks card A1 (1)", 1, 2],
    ]);
    const first = judgePlay(rules({ firstFaultOnly: true }), P, d, open(d), 2, "A1", true);
    expect(first.ok && first.value.found?.map((v) => v.rule)).toEqual(["dup"]);
  });
  it("a card in another player's entered hand, when the game looks for it", () => {
    const d = deal([["A1", "A2"]], [null, ["B3", "A3"], null]);
    expect(judgePlay(rules(), P, d, open(d), 2, "B3", false).ok).toBe(true);
    const owned = rules({ ownedBy: (p, cn, owner) => ({ refusal: `${cn} is ${owner}'s`, violation: `${p} took ${owner}'s ${cn}` }) });
    expect(judgePlay(owned, P, d, open(d), 2, "B3", false)).toEqual({ ok: false, error: { id: "play/not-in-hand", message: "card B3 is Ben's", details: { card: "B3" } } });
  });
  it("the game's own rule on a known hand: refused, or recorded where the card lies", () => {
    const d = deal([["A1"]], [null, ["B1", "A2"], null]);
    expect(judgePlay(rules(), P, d, open(d), 1, "B1", false)).toEqual({ ok: false, error: { id: "play/must-follow-suit", message: "Ben must follow", details: { card: "B1" } } });
    const r = judgePlay(rules(), P, d, open(d), 1, "B1", true);
    expect(r.ok && r.value.found).toEqual([{ trick: 1, position: 1, seat: 1, player: "Ben", card: "B1", rule: "follow", message: "Ben must follow", found: "at-once" }]);
  });
  it("a hidden hand: what a play shows it lacked becomes a revoke when that suit turns up, once", () => {
    let d = deal([["A1"]]);
    const r1 = judgePlay(rules(), P, d, open(d), 1, "B1", false);
    if (!r1.ok) throw new Error(r1.error.message);
    expect(r1.value).toEqual({ found: null, proofs: [{ seat: 1, lacks: "A", trick: 1, position: 1, card: "B1" }] });
    d = { ...deal([["A1", "B1", "A3"], ["B2"]]), proofs: r1.value.proofs };
    const r2 = judgePlay(rules(), P, d, open(d), 1, "A2", false);
    expect(r2.ok && r2.value.found).toEqual([{ trick: 1, position: 1, seat: 1, player: "Ben", card: "B1", rule: "follow", message: "Ben revoked in 1 with B1, shown by A2", found: "at-once" }]);
    const known = { ...d, violations: r2.ok ? r2.value.found! : [] };
    expect(judgePlay(rules(), P, known, open(known), 1, "A2", false).ok && (judgePlay(rules(), P, known, open(known), 1, "A2", false) as { value: { found: unknown } }).value.found).toBeNull();
  });
  it("violations sort by trick, then place in the trick, ties in the order found", () => {
    const v = (trick: number, position: number, message: string) => ({ trick, position, message });
    expect(sortViolations([v(2, 0, "a"), v(1, 2, "b"), v(0, 0, "bid"), v(1, 2, "c"), v(1, 0, "d")]).map((x) => x.message)).toEqual(["bid", "d", "b", "c", "a"]);
  });
});

describe("the exact check after the deal", () => {
  // Trick 1: Ann leads A1; Ben plays B1 holding A2, Cat B3 holding A3 (both played in trick 2): two revokes.
  // Trick 2: Ann leads B2; Ben's A2 and Cat's A3 are legal (neither holds a B any more).
  const d = deal([["A1", "B1", "B3"], ["B2", "A2", "A3"]]);
  const judge: ExactRules<string, Rule>["judge"] = () => ({ trick, index, card, cards }, holds) =>
    index > 0 && card[0] !== cards[0][0] && holds("AB".indexOf(cards[0][0])) ? { rule: "follow", message: `trick ${trick}: ${card}` } : null;
  it("finds every follow rule broken once the hands are known", () => {
    const out = exactCheck({ keys: 2, keyOf: (c) => "AB".indexOf(c[0]), mode: "recompute", judge }, P, d);
    expect(out.map((x) => [x.trick, x.position, x.player, x.message, x.found])).toEqual([[1, 1, "Ben", "trick 1: B1", "post-deal"], [1, 2, "Cat", "trick 1: B3", "post-deal"]]);
  });
  it("recompute keeps what it cannot judge and marks what play found; add keeps play's words", () => {
    const earlier: TrickViolation<string, Rule>[] = [
      { trick: 1, position: 1, seat: 1, player: "Ben", card: "B1", rule: "follow", message: "at once", found: "at-once" },
      { trick: 2, position: 2, seat: 2, player: "Cat", card: "A3", rule: "dup", message: "dup", found: "at-once" },
    ];
    const base = { keys: 2, keyOf: (c: string) => "AB".indexOf(c[0]), judge };
    const re = exactCheck({ ...base, mode: "recompute", keep: (v) => v.rule === "dup" }, P, { ...d, violations: earlier });
    expect(re.map((x) => [x.message, x.found])).toEqual([["trick 1: B1", "at-once"], ["trick 1: B3", "post-deal"], ["dup", "at-once"]]);
    const add = exactCheck({ ...base, mode: "add" }, P, { ...d, violations: earlier });
    expect(add.map((x) => x.message)).toEqual(["at once", "trick 1: B3", "dup"]);
  });
});

describe("corrections, places and statistics", () => {
  const d = deal([["A1", "B1", "B3"], ["B2"]]);
  const spec = { isCard: (c: unknown): c is string => CODES.includes(c as string), unknownCard: () => "No such card.", dealWord: "round" };
  it("locates the base action behind a recorded card", () => {
    expect(locatePlay(spec, [d], { trick: 1, position: 2, card: "A2" })).toEqual({ ok: true, value: { index: 1, action: { type: "play", card: "A2" } } });
    expect(locatePlay(spec, [d], { trick: 1, position: 2, card: "B1" })).toEqual({ ok: false, error: { id: "correct/same-card", message: "That card is already recorded there." } });
    expect(locatePlay(spec, [d], { trick: 2, position: 2, card: "A2" })).toEqual({ ok: false, error: { id: "correct/no-such-card", message: "Round 1 has no card in trick 2, position 2." } });
    expect(locatePlay(spec, [d], { deal: 2, trick: 1, position: 1, card: "A2" })).toEqual({ ok: false, error: { id: "correct/no-such-card", message: "There is no round 2." } });
    expect(locatePlay(spec, [d], { trick: 1, position: 1, card: "Q" }).ok).toBe(false);
  });
  it("says where a base action stands", () => {
    const actions = [{ type: "bid" }, ...Array.from({ length: 5 }, () => ({ type: "play" })), { type: "nextDeal" }, { type: "bid" }, { type: "play" }];
    const w = { next: ["nextDeal"], perTrick: () => 3, label: (a: { type: string }) => (a.type === "bid" ? "bids" : null) };
    expect([0, 1, 4, 5, 6, 7, 8, 20].map((i) => whereIn(w, actions, i))).toEqual(["deal 1, bids", "deal 1, trick 1", "deal 1, trick 2", "deal 1, trick 2", "deal 2", "deal 2, bids", "deal 2, trick 1", "deal 2"]);
  });
  it("adds up complete deals per seat, bids made or missed by the game's own measure", () => {
    const s = trickStats(P, [{ number: 1, tricks: [2, 1, 0], points: [20, -10, 5], bids: [2, 0, null] }, { number: 3, tricks: [0, 1, 2], points: [0, 30, 40], bids: [1, 1, 2] }], ["cat"], (t, b) => t === b);
    expect(s.finished).toBe(true);
    expect(s.winners).toEqual([2]);
    expect(s.dealNumbers).toEqual([1, 3]);
    expect(s.seats[0]).toMatchObject({ deals: 2, tricksWon: 2, points: 20, dealPoints: [20, 0], bids: { made: 1, missed: 1 } });
    expect(s.seats[2]).toMatchObject({ bids: { made: 1, missed: 0 }, bidSizes: { 2: { made: 1, missed: 0 } } });
    expect(trickStats(P, [], null).finished).toBe(false);
  });
});
