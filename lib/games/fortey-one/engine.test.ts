import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { foldActions, start, step, type Folded } from "../fold";
import { exactCheck, heldCards } from "./engine";
import { forteyOneModule as m } from "./module";
import type { Deal, ForteyOneAction, ForteyOneState } from "./types";

const P = ["Ann", "Ben", "Cat", "Dan"];
const S0 = { players: P };

function fold(actions: ForteyOneAction[], lenient = true, setup: Parameters<typeof m.setup>[0] = S0): ForteyOneState {
  const r = foldActions<ForteyOneState, ForteyOneAction>(m, setup, actions, { lenient });
  if (!r.ok) throw new Error(`${r.error.id}: ${r.error.message}`);
  return r.value;
}
const bids = (...n: number[]): ForteyOneAction[] => n.map((tricks) => ({ type: "bid", tricks }));
const plays = (...cards: string[]): ForteyOneAction[] => cards.map((card) => ({ type: "play", card }));
const errId = (r: { ok: boolean; error?: { id: string } }) => (r.ok ? "ok" : r.error!.id);

/** Deal 1 of the forty-one golden as actions (dealer Ann). */
const golden = JSON.parse(readFileSync(new URL("../../../test/fixtures/fortey-one/forty-one.json", import.meta.url), "utf8"));
const goldenDeal1 = (): ForteyOneAction[] => {
  const r = m.recordToActions({ ...golden, deals: golden.deals.slice(0, 1) });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.actions;
};

describe("set-up", () => {
  it("takes four names, trims them, defaults the dealer to the first player and the deck to standard", () => {
    const r = m.setup({ players: [" Ann ", "Ben", "Cat", "Dan"] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(m.settings(r.value)).toEqual({ players: P, options: {}, deckStyle: "standard", dealer: 0 });
    expect(m.turn(r.value)).toMatchObject({ player: "Ben", expects: "bid" });
  });

  it.each([
    [["Ann", "Ben", "Cat"]], [["Ann", "Ben", "Cat", "Dan", "Eve"]], [["Ann", "Ben", "ANN", "Dan"]], [["Ann", "Ben", "An\u200dn", "Dan"]], [["Ann Lee", "Ben", "ann  lee", "Dan"]],
    [["Ann", "Ben", "", "Dan"]], [["Ann", "Ben", "x".repeat(41), "Dan"]], [["Ann", "Ben", "C\u0007at", "Dan"]],
  ])("refuses players %j with setup/players", (players) => {
    expect(errId(m.setup({ players }))).toBe("setup/players");
  });

  it("names follow the one name rule (lib/games/common/names.ts): \"Ann Lee\" and \"AnnLee\" are two players", () => {
    const r = m.setup({ players: ["Ann Lee", "AnnLee", "Cat", "Dan"] });
    expect(r.ok && m.settings(r.value).players).toEqual(["Ann Lee", "AnnLee", "Cat", "Dan"]);
  });

  it("dealer by name or index; unknown dealer refused; deck style checked", () => {
    const byName = m.setup({ players: P, dealer: "cat" });
    expect(byName.ok && m.turn(byName.value).player).toBe("Dan");
    const byIndex = m.setup({ players: P, dealer: 3 });
    expect(byIndex.ok && m.turn(byIndex.value).player).toBe("Ann");
    expect(errId(m.setup({ players: P, dealer: "Zed" }))).toBe("setup/dealer");
    expect(errId(m.setup({ players: P, dealer: 4 }))).toBe("setup/dealer");
    expect(errId(m.setup({ players: P, deckStyle: "thoth" }))).toBe("setup/deck-style");
    const tarot = m.setup({ players: P, deckStyle: "tarot" });
    expect(tarot.ok && m.settings(tarot.value).deckStyle).toBe("tarot");
  });

  it("options: the schema's defaults are {}", () => {
    expect(m.optionsSchema.parse({})).toEqual({});
  });
});

describe("bidding and redeals", () => {
  it("bids go round once from the dealer's right; a total under 11 asks for a redeal by the same dealer", () => {
    let s = fold(bids(2, 3, 1));
    expect(m.turn(s)).toMatchObject({ player: "Ann", expects: "bid" });
    s = fold(bids(2, 3, 1, 2));
    expect(m.turn(s)).toMatchObject({ player: "Ann", expects: "redeal" });
    expect(m.result(s).deals[0]).toMatchObject({ status: "redeal", redeal: true, points: null });
    expect(errId(m.apply(s, { type: "play", card: "S01" }))).toBe("deal/redeal");
    expect(errId(m.apply(s, { type: "bid", tricks: 3 }))).toBe("deal/redeal");
    expect(errId(m.apply(s, { type: "nextDeal" }))).toBe("deal/redeal");
    s = fold([...bids(2, 3, 1, 2), { type: "redeal" }]);
    expect(s.deals).toHaveLength(2);
    expect(m.result(s).deals[1]).toMatchObject({ number: 2, dealer: "Ann", status: "in-progress", redeal: false, bids: {} });
    expect(m.turn(s)).toMatchObject({ player: "Ben", expects: "bid" });
  });

  it("exactly 11 stands; then a redeal is refused and the player after the dealer leads", () => {
    const s = fold(bids(3, 3, 3, 2));
    expect(m.turn(s)).toMatchObject({ player: "Ben", expects: "play" });
    expect(errId(m.apply(s, { type: "redeal" }))).toBe("redeal/not-needed");
    expect(errId(m.apply(s, { type: "bid", tricks: 2 }))).toBe("bid/too-late");
  });

  it("bids out of range are refused even in replays; a wrong bidder is refused", () => {
    const s = fold([]);
    for (const t of [0, 14, 1.5, Number.NaN]) expect(errId(m.apply(s, { type: "bid", tricks: t }, { lenient: true }))).toBe("bid/out-of-range");
    expect(errId(m.apply(s, { type: "bid", tricks: 3, player: "Cat" }))).toBe("bid/not-your-turn");
    expect(errId(m.apply(s, { type: "bid", tricks: 3, player: "Zed" }))).toBe("action/unknown-player");
    expect(errId(m.apply(s, { type: "bid", tricks: 3, player: "ben" }))).toBe("ok");
  });

  it("cards before the bids are refused; redeal before four bids is refused", () => {
    const s = fold(bids(3));
    expect(errId(m.apply(s, { type: "play", card: "S01" }, { lenient: true }))).toBe("bid/pending");
    expect(errId(m.apply(s, { type: "redeal" }))).toBe("redeal/not-now");
  });
});

describe("play", () => {
  const ready = () => fold(bids(3, 3, 3, 3));

  it("refuses a card outside this deck and a player out of turn, even in replays", () => {
    const s = ready();
    expect(errId(m.apply(s, { type: "play", card: "S12" }, { lenient: true }))).toBe("card/unknown");
    expect(errId(m.apply(s, { type: "play", card: "T01" }, { lenient: true }))).toBe("card/unknown");
    expect(errId(m.apply(s, { type: "play", card: "S01", player: "Ann" }, { lenient: true }))).toBe("play/not-your-turn");
  });

  it("at the table refuses a card already played; a replay records duplicate-card at its second appearance", () => {
    const s = fold([...bids(3, 3, 3, 3), ...plays("S05", "S06")]);
    const r = m.apply(s, { type: "play", card: "S05" });
    expect(errId(r)).toBe("play/duplicate");
    const l = m.apply(s, { type: "play", card: "S05" }, { lenient: true });
    expect(l.ok).toBe(true);
    if (l.ok) expect(m.result(l.value).deals[0].violations).toMatchObject([{ trick: 1, player: "Dan", rule: "duplicate-card" }]);
  });

  it("a hidden-hand revoke is reported as soon as a later play proves it, once per earlier trick", () => {
    // Dealer Ann, Ben leads. Trick 1: Ben S05, Cat W02 (shows out of Spades), Dan S07, Ann S08 -> Ann.
    // Trick 2: Ann S10, Ben S11, Cat W03 (shows out again), Dan S13 -> Dan (Queen).
    const s = fold([...bids(3, 3, 3, 3), ...plays("S05", "W02", "S07", "S08"), ...plays("S10", "S11", "W03", "S13")]);
    expect(m.result(s).deals[0].tricks.map((t) => t.winner)).toEqual(["Ann", "Dan"]);
    expect(m.result(s).deals[0].violations).toEqual([]);
    // Trick 3: Dan S02, Ann S03, Ben S04, then Cat plays a Spade: both earlier tricks were revokes.
    const t = fold([...bids(3, 3, 3, 3), ...plays("S05", "W02", "S07", "S08", "S10", "S11", "W03", "S13", "S02", "S03", "S04"), ...plays("S06")], false);
    expect(m.result(t).deals[0].violations.map((v) => [v.trick, v.player, v.rule])).toEqual([
      [2 - 1, "Cat", "follow-suit"], [2, "Cat", "follow-suit"],
    ]);
    // Cat won trick 3 and leads another Spade: the two revokes are not reported again.
    expect(m.result(t).deals[0].tricks[2]).toMatchObject({ winner: "Cat", winningCard: "S06" });
    const u = m.apply(t, { type: "play", card: "S09" });
    expect(u.ok && m.result(u.value).deals[0].violations).toHaveLength(2);
  });

  it("an entered hand is checked at once: must follow suit, card not in hand, card in another hand", () => {
    const annHand = ["S01", "S02", "C02", "C03", "C04", "C05", "C06", "C07", "C08", "C09", "C10", "C11", "C13"];
    const s = fold([{ type: "hand", player: "Ann", cards: annHand }, ...bids(3, 3, 3, 3), ...plays("S05", "S06", "S07")]);
    expect(m.turn(s)).toMatchObject({ player: "Ann", expects: "play" });
    expect(errId(m.apply(s, { type: "play", card: "C13" }))).toBe("play/must-follow-suit");
    expect(errId(m.apply(s, { type: "play", card: "P05" }))).toBe("play/not-in-hand");
    expect(m.legalMoves(s)).toEqual([{ type: "play", player: "Ann", card: "S01" }, { type: "play", player: "Ann", card: "S02" }]);
    const l = m.apply(s, { type: "play", card: "C13" }, { lenient: true });
    expect(l.ok && m.result(l.value).deals[0].violations).toMatchObject([{ trick: 1, player: "Ann", rule: "follow-suit" }]);
    const n = m.apply(s, { type: "play", card: "P05" }, { lenient: true });
    expect(n.ok && m.result(n.value).deals[0].violations).toMatchObject([{ trick: 1, player: "Ann", rule: "not-in-hand" }]);
    // Ben's card in Ann's entered hand.
    const b = fold([{ type: "hand", player: "Ann", cards: annHand }, ...bids(3, 3, 3, 3)]);
    expect(errId(m.apply(b, { type: "play", card: "C02" }))).toBe("play/not-in-hand");
  });

  it("hands: 13 distinct cards of this deck, before the player's first card, not in another hand", () => {
    const s = fold(bids(3, 3, 3, 3));
    const h = ["S01", "S02", "C02", "C03", "C04", "C05", "C06", "C07", "C08", "C09", "C10", "C11", "C13"];
    expect(errId(m.apply(s, { type: "hand", player: "Ann", cards: h.slice(1) }))).toBe("hand/size");
    expect(errId(m.apply(s, { type: "hand", player: "Ann", cards: [...h.slice(0, 12), "S01"] }))).toBe("hand/duplicate");
    expect(errId(m.apply(s, { type: "hand", player: "Ann", cards: [...h.slice(0, 12), "S12"] }))).toBe("card/unknown");
    expect(errId(m.apply(s, { type: "hand", player: "Zed", cards: h }))).toBe("action/unknown-player");
    const a = m.apply(s, { type: "hand", player: "Ann", cards: h });
    expect(a.ok).toBe(true);
    if (!a.ok) return;
    expect(errId(m.apply(a.value, { type: "hand", player: "Ben", cards: h }))).toBe("hand/duplicate");
    const played = fold([...bids(3, 3, 3, 3), ...plays("S05")]);
    expect(errId(m.apply(played, { type: "hand", player: "Ben", cards: h }))).toBe("hand/too-late");
    expect(errId(m.apply(played, { type: "hand", player: "Cat", cards: [...h.slice(0, 12), "S05"] }))).toBe("hand/duplicate");
  });

  it("a complete deal scores, the turn asks for the next deal, and the deal passes to the next player", () => {
    const s = fold(goldenDeal1());
    expect(m.turn(s)).toMatchObject({ player: null, expects: "nextDeal" });
    expect(errId(m.apply(s, { type: "play", card: "S01" }, { lenient: true }))).toBe("deal/ended");
    expect(errId(m.apply(s, { type: "redeal" }))).toBe("redeal/not-needed");
    const n = m.apply(s, { type: "nextDeal" });
    expect(n.ok).toBe(true);
    if (!n.ok) return;
    expect(m.result(n.value).deals[1]).toMatchObject({ number: 2, dealer: "Ben", status: "in-progress", totals: { Ann: 16, Ben: 1, Cat: 1, Dan: 3 } });
    expect(m.turn(n.value)).toMatchObject({ player: "Cat", expects: "bid" });
    expect(errId(m.apply(fold(bids(3, 3, 3, 3)), { type: "nextDeal" }))).toBe("deal/not-ended");
  });

  it("apply never mutates its input state", () => {
    const acts = goldenDeal1();
    const first = m.setup(S0);
    if (!first.ok) throw new Error();
    let s = first.value;
    for (const a of acts) {
      const before = JSON.stringify(s);
      const r = m.apply(s, a, { lenient: true });
      expect(JSON.stringify(s)).toBe(before);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
  });
});

describe("the exact check after a deal", () => {
  it("finds a revoke no play proved (the card of the led suit was recorded elsewhere)", () => {
    const s = fold(goldenDeal1());
    const d = s.deals[0];
    // Swap two of Ann's cards between tricks so that she shows out of a suit she still holds.
    // Trick 1 (Ben leads S): Ann follows with a Spade. Pretend she played a Club there instead,
    // and that Spade later on a Club trick led by someone else (trick 7: she still holds Clubs for trick 11).
    const t1 = d.tricks[0];
    const annIdx = t1.plays.findIndex((p) => p.seat === 0);
    const clubTrick = d.tricks.findIndex((t) => t.plays[0].card[0] === "W" && t.leader !== 0 && t.number < 13);
    const annClubIdx = d.tricks[clubTrick].plays.findIndex((p) => p.seat === 0);
    const annSpade = t1.plays[annIdx].card;
    const annClub = d.tricks[clubTrick].plays[annClubIdx].card;
    const tricks = d.tricks.map((t, i) => ({
      ...t,
      plays: t.plays.map((p, k) => (i === 0 && k === annIdx ? { ...p, card: annClub } : i === clubTrick && k === annClubIdx ? { ...p, card: annSpade } : p)),
    }));
    const bad: Deal = { ...d, tricks, violations: [] };
    const v = exactCheck(s, bad).map((x) => [x.trick, x.player, x.rule]);
    expect(v).toEqual([[1, "Ann", "follow-suit"], [clubTrick + 1, "Ann", "follow-suit"]]);
  });

  it("no duplicates of violations already reported during play", () => {
    const s = fold(goldenDeal1());
    const d = s.deals[0];
    expect(exactCheck(s, d)).toEqual([]);
  });
});

describe("legal moves", () => {
  it("13 bids for the bidder", () => {
    const mv = m.legalMoves(fold([]));
    expect(mv).toHaveLength(13);
    expect(mv[0]).toEqual({ type: "bid", player: "Ben", tricks: 1 });
    expect(mv[12]).toEqual({ type: "bid", player: "Ben", tricks: 13 });
  });

  it("from a given hand: leader plays any of 13; a follower with the suit only that suit; a void follower any card", () => {
    const s = fold(bids(3, 3, 3, 3));
    const hand = ["S01", "S02", "S03", "C02", "C03", "P01", "P02", "P03", "P04", "W01", "W02", "W03", "W04"];
    expect(m.legalMoves(s, hand)).toHaveLength(13);
    const s1 = fold([...bids(3, 3, 3, 3), ...plays("S05")]);
    expect(m.legalMoves(s1, ["S01", "S02", "S03", "C02", "C03", "P01", "P02", "P03", "P04", "W01", "W02", "W03", "W04"])).toHaveLength(3);
    expect(m.legalMoves(s1, ["C02", "C03", "P01", "P02", "P03", "P04", "W01", "W02", "W03", "W04", "W05", "W06", "W07"])).toHaveLength(13);
    const s2 = fold([...bids(3, 3, 3, 3), ...plays("C05")]);
    expect(m.legalMoves(s2, ["C02", "C03", "P01", "P02", "P03", "P04", "W01", "W02", "W03", "W04", "W05", "W06", "W07"])).toHaveLength(2);
    // Cards already played are never offered.
    expect(m.legalMoves(s1, ["S05", "S06", "P02"])).toEqual([{ type: "play", player: "Cat", card: "S06" }]);
  });

  it("no hand known → no plays; a redeal or a finished deal → none", () => {
    expect(m.legalMoves(fold(bids(3, 3, 3, 3)))).toEqual([]);
    expect(m.legalMoves(fold(bids(1, 1, 1, 1)))).toEqual([]);
    expect(m.legalMoves(fold(goldenDeal1()))).toEqual([]);
  });

  it("an entered hand shrinks as it is played; a hidden hand stays unknown", () => {
    const acts = goldenDeal1();
    const full = fold(acts);
    const ann = full.deals[0].tricks.flatMap((t) => t.plays.filter((p) => p.seat === 0).map((p) => p.card));
    const s = fold([{ type: "hand", player: "Ann", cards: ann }, ...acts.slice(0, 4 + 4 * 5)]);
    expect(heldCards(s.deals[0], 0)).toHaveLength(8);
    expect(heldCards(s.deals[0], 1)).toBeNull();
  });
});

describe("corrections and locations", () => {
  it("locate names the play's base index; a correction through the generic fold re-scores", () => {
    const acts = goldenDeal1();
    let f = start<ForteyOneState, ForteyOneAction>(m, S0);
    for (const a of acts) {
      if (!f.ok) break;
      f = step(m, f.value, a, { lenient: true });
    }
    if (!f.ok) throw new Error(f.error.message);
    const folded: Folded<ForteyOneState, ForteyOneAction> = f.value;
    // Trick 1 is S01 S14 S13 S11 (Ben leads and wins with the Ace). Correct Ben's card to S02: Cat's King
    // then wins trick 1, and S02 turns up again in trick 13 (a duplicate in the refold).
    const loc = m.locate(folded.state, { deal: 1, trick: 1, position: 1, card: "S02" });
    expect(loc.ok && loc.value).toEqual({ index: 4, action: { type: "play", card: "S02" } });
    const r = step(m, folded, { type: "correct", deal: 1, trick: 1, position: 1, card: "S02" });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const d = m.result(r.value.state).deals[0];
    expect(d.tricks[0]).toMatchObject({ cards: ["S02", "S14", "S13", "S11"], winner: "Cat", winningCard: "S14" });
    expect(d.violations.some((v) => v.rule === "duplicate-card" && v.trick === 13)).toBe(true);
    expect(errId(m.locate(folded.state, { deal: 1, trick: 14, position: 1, card: "S02" }))).toBe("correct/no-such-card");
    expect(errId(m.locate(folded.state, { deal: 2, trick: 1, position: 1, card: "S02" }))).toBe("correct/no-such-card");
    expect(errId(m.locate(folded.state, { deal: 1, trick: 1, position: 1, card: "S01" }))).toBe("correct/same-card");
  });

  it("where() names deal and trick", () => {
    const acts: ForteyOneAction[] = [...bids(1, 1, 1, 1), { type: "redeal" }, ...bids(3, 3, 3, 3), ...plays("S01", "S02", "S03", "S04", "S05")];
    expect(m.where(acts, 0)).toBe("deal 1, bids");
    expect(m.where(acts, 4)).toBe("deal 2");
    expect(m.where(acts, 5)).toBe("deal 2, bids");
    expect(m.where(acts, 9)).toBe("deal 2, trick 1");
    expect(m.where(acts, 13)).toBe("deal 2, trick 2");
  });
});
