import { describe, expect, it } from "vitest";
import { foldActions } from "../fold";
import { newDeal } from "./engine";
import { forteyOneModule as m } from "./module";
import type { ForteyOneAction, ForteyOneState } from "./types";
import { needs } from "./view";

const P = ["Ann", "Ben", "Cat", "Dan"];
const withTotals = (totals: number[], winner: 0 | 1 | null = null): ForteyOneState => ({
  game: "fortey-one", players: P, options: {}, deckStyle: "standard", dealer: 0,
  deals: [newDeal(1, 0, totals)], winner,
});

describe("needs(): what each partnership still needs", () => {
  it("a player short of 41 with the partner above 0", () => {
    const [ac, bd] = needs(withTotals([35, 10, 3, 12]));
    expect(ac.line).toBe("Ann needs 6 more with Cat above 0.");
    expect(ac.needs).toEqual([{ player: "Ann", more: 6, goal: "41" }, { player: "Cat", more: 0, goal: "above 0" }]);
    expect(ac.points).toBe(38);
    expect(bd.line).toBe("Dan needs 29 more with Ben above 0.");
  });

  it("a player at 41 whose partner is at 0 needs the partner to get above 0", () => {
    const [ac] = needs(withTotals([41, 3, 0, 27]));
    expect(ac.line).toBe("Cat needs 1 more to get above 0, with Ann at 41.");
    expect(ac.qualified).toBe(false);
    const [ac2] = needs(withTotals([45, 3, -4, 27]));
    expect(ac2.needs[1]).toEqual({ player: "Cat", more: 5, goal: "above 0" });
  });

  it("both short: the higher total is counted on for 41, the other to get above 0", () => {
    const [ac, bd] = needs(withTotals([-2, 0, 20, 0]));
    expect(ac.line).toBe("Cat needs 21 more and Ann needs 3 more to get above 0.");
    expect(bd.line).toBe("Ben needs 41 more and Dan needs 1 more to get above 0.");
  });

  it("qualified but tied (play on), and won", () => {
    const tied = needs(withTotals([41, 41, 2, 2]));
    expect(tied[0].qualified && tied[1].qualified).toBe(true);
    expect(tied[0].line).toContain("play on");
    const won = needs(withTotals([42, 7, 1, 41], 1));
    expect(won[1].won).toBe(true);
    expect(won[1].line).toBe("Ben and Dan have won the match.");
    // The partnership that qualified too but finished lower is not told to play on.
    expect(won[0].qualified && !won[0].won).toBe(true);
    expect(won[0].line).toBe("Ann and Cat qualified too (Ann 42, Cat 1), but Ben and Dan finished higher.");
  });
});

describe("view", () => {
  const fold = (actions: ForteyOneAction[]) => {
    const r = foldActions<ForteyOneState, ForteyOneAction>(m, { players: P }, actions);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  const hand = ["S01", "S02", "C02", "C03", "C04", "C05", "C06", "C07", "C08", "C09", "C10", "C11", "C13"];

  it("bids so far against 11, whose turn, and the sheet", () => {
    const v = m.view(fold([{ type: "bid", tricks: 2 }, { type: "bid", tricks: 3 }]), { kind: "table" });
    expect(v).toMatchObject({
      deal: 1, dealer: "Ann", status: "in-progress", bidTotal: 5, bidTarget: 11, bidShort: 6,
      bids: [{ player: "Ben", bid: 2 }, { player: "Cat", bid: 3 }, { player: "Dan", bid: null }, { player: "Ann", bid: null }],
      turn: { player: "Dan", expects: "bid" }, trick: null, over: false, winner: null,
    });
    expect(v.sheet).toHaveLength(1);
    expect(v.partnerships.map((p) => p.players)).toEqual([["Ann", "Cat"], ["Ben", "Dan"]]);
  });

  it("the trick in play with names, in the deck style", () => {
    const s = fold([...[3, 3, 3, 3].map((tricks) => ({ type: "bid" as const, tricks })), { type: "play", card: "S05" }, { type: "play", card: "C14" }]);
    const v = m.view(s, { kind: "table" });
    expect(v.trick).toEqual({ number: 1, leader: "Ben", cards: [{ player: "Ben", card: "S05", name: "5 of Spades" }, { player: "Cat", card: "C14", name: "King of Hearts" }] });
    expect(v.turn).toMatchObject({ player: "Dan", expects: "play" });
  });

  it("an entered hand is shown only to its own seat", () => {
    const s = fold([{ type: "hand", player: "Ann", cards: hand }]);
    expect(m.view(s, { kind: "seat", player: "Ann" }).hand).toHaveLength(13);
    expect(m.view(s, { kind: "seat", player: "Ben" }).hand).toBeUndefined();
    expect(m.view(s, { kind: "spectator" }).hand).toBeUndefined();
    // Nothing else differs from the same table without the entered hand: no card of it leaks.
    const without = fold([]);
    const strip = (v: object) => { const { handsEntered: _h, canEnter: _c, ...rest } = v as { handsEntered: unknown; canEnter: unknown }; return rest; };
    for (const viewer of [{ kind: "spectator" as const }, { kind: "table" as const }, { kind: "seat" as const, player: "Ben" }]) {
      expect(strip(m.view(s, viewer))).toEqual(strip(m.view(without, viewer)));
    }
  });

  it("a redeal is shown as such, with the same dealer to deal again", () => {
    const v = m.view(fold([1, 1, 1, 1].map((tricks) => ({ type: "bid" as const, tricks }))), { kind: "table" });
    expect(v).toMatchObject({ status: "redeal", bidTotal: 4, bidShort: 7, turn: { player: "Ann", expects: "redeal" } });
  });
});
