/** The engine as a fold: validation at a table with hidden hands, undo, corrections, betting. */
import { describe, expect, it } from "vitest";
import {
  apply, setup, currentDeal, turn, legalCards, unseenCards,
  type FortunesAction, type FortunesState,
} from ".";
import { foldActions, foldLog, start, step, type Folded, type LogEntry } from "../fold";
import { fortunesModule } from "./module";
import { game, run, PLAYERS } from "@/test/helpers/fortunes";
import { randomLegalDeal, prng } from "./random";
import { result } from "./record";

const plays = (...cards: string[]): FortunesAction[] => cards.map((card) => ({ type: "play", card }));
const tryApply = (s: FortunesState, a: FortunesAction) => apply(s, a);

describe("errors are values with stable ids", () => {
  it("refuses a card already played, saying where", () => {
    const s = run(game(), plays("W02", "W03", "W09", "W04"));
    const r = tryApply(s, { type: "play", card: "W09" });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.id).toBe("play/duplicate");
      expect(r.error.message).toContain("trick 1 by Cat");
    }
  });
  it("refuses a play for the wrong player when a player is named", () => {
    const r = tryApply(game(), { type: "play", card: "W02", player: "Ben" });
    expect(!r.ok && r.error.id).toBe("play/not-your-turn");
  });
  it("refuses unknown cards and actions without throwing", () => {
    expect(tryApply(game(), { type: "play", card: "X99" }).ok).toBe(false);
    expect(tryApply(game(), { type: "bogus" } as never).ok).toBe(false);
    expect(tryApply(game(), null as never).ok).toBe(false);
  });
  it("setup needs four distinct named players", () => {
    expect(setup({ players: ["A", "B", "C"] }).ok).toBe(false);
    expect(setup({ players: ["A", "B", "C", "a"] }).ok).toBe(false);
    expect(setup({ players: PLAYERS, dealer: "Zed" }).ok).toBe(false);
  });
  it("a card set aside cannot be played", () => {
    const s = run(game(), [{ type: "setAside", cards: ["W03", "T05"] }]);
    const r = tryApply(s, { type: "play", card: "T05" });
    expect(!r.ok && r.error.message).toContain("set aside");
  });
});

describe("hidden hands: revokes proven at once", () => {
  it("a player who failed to follow and later plays that suit is flagged at the earlier trick", () => {
    // Trick 1 (Ann leads Wands): Ben throws a Cup, so Ben showed no Wands.
    let s = run(game(), plays("W05", "C03", "W06", "W07"));
    expect(currentDeal(s).violations).toHaveLength(0);
    // Trick 2 (Ben leads): Ben leads a Wand — proof that trick 1 was a revoke.
    s = run(s, plays("W08"));
    const v = currentDeal(s).violations;
    expect(v).toHaveLength(1);
    expect(v[0]).toMatchObject({ trick: 1, player: "Ben", rule: "follow-suit", found: "at-once" });
    expect(v[0].message).toContain("trick 1");
  });
  it("a Star played on a mundane lead after Stars are broken proves nothing (starsAfterBroken)", () => {
    let s = run(game(), plays("W05", "T03", "W06", "W07")); // Ben breaks Stars: void in Wands proven
    s = run(s, plays("C05", "T04", "C06", "C07")); // Cat plays a Star after broken: excused
    s = run(s, plays("C02", "C09", "C08", "C12")); // Cat leads a Cup: fine
    expect(currentDeal(s).violations).toHaveLength(0);
    s = run(s, plays("W09")); // Dan leads trick 4 ... not Ben
    s = run(s, plays("C10", "W10")); // Ann, Ben: Ben plays a Wand -> proves trick-1 revoke
    expect(currentDeal(s).violations.map((v) => [v.trick, v.player])).toEqual([[1, "Ben"]]);
  });
  it("with starsAfterBroken off, that Star does prove a void", () => {
    let s = run(game({ starsAfterBroken: false }), plays("W05", "T03", "W06", "W07"));
    s = run(s, plays("C05", "T04", "C06", "C07"));
    s = run(s, plays("C02"));
    expect(currentDeal(s).violations.map((v) => [v.trick, v.player, v.rule])).toEqual([[2, "Cat", "follow-suit"]]);
  });
  it("a Star lead before Stars are broken is proven wrong when the leader later plays another suit", () => {
    let s = run(game(), plays("T05", "T01", "T02", "T03")); // Ann leads a Star unbroken
    s = run(s, plays("C05", "C06", "C07", "C08")); // Ann plays a Cup later
    expect(currentDeal(s).violations.map((v) => [v.trick, v.player, v.rule])).toEqual([[1, "Ann", "stars-lead"]]);
  });
});

describe("known hands: every play checked at once", () => {
  const d = randomLegalDeal(prng(7));
  it("refuses a revoke with a sentence, and lists legal plays", () => {
    let s = game();
    s = run(s, PLAYERS.map((p, i) => ({ type: "hand", player: p, cards: d.hands[i] }) as FortunesAction));
    const lead = d.tricks[0][0];
    s = run(s, plays(lead));
    const hand = d.hands[1];
    const legal = legalCards(s);
    expect(legal.length).toBeGreaterThan(0);
    const illegal = hand.find((c) => !legal.includes(c));
    if (illegal) {
      const r = tryApply(s, { type: "play", card: illegal });
      expect(r.ok).toBe(false);
    }
    const notHeld = d.hands[2][0];
    const r2 = tryApply(s, { type: "play", card: notHeld });
    expect(!r2.ok && r2.error.id).toBe("play/not-in-hand");
  });
});

describe("post-deal exact check", () => {
  it("a legal random deal has no violations; swapping two cards between hands flags a revoke", () => {
    for (let seed = 1; seed <= 30; seed++) {
      const d = randomLegalDeal(prng(seed));
      const s = run(game(), d.tricks.flat().map((card) => ({ type: "play", card })));
      expect(currentDeal(s).end).toEqual({ reason: "complete" });
      expect(currentDeal(s).violations).toEqual([]);
    }
  });
  it("names the trick and player of the illegal card", () => {
    // Build a deal where Ben holds a Wand in trick 1 but throws a Cup.
    const d = randomLegalDeal(prng(3));
    const tricks = d.tricks.map((t) => t.slice());
    // Find a trick where seat X followed suit with a card, and a later trick where X played off-suit; swap them.
    let found = false;
    outer: for (let a = 0; a < 19; a++) {
      const led = tricks[a][0][0];
      for (let i = 1; i < 4; i++) {
        if (tricks[a][i][0] !== led || led === "T") continue;
        const seat = (a + i) % 4; // dealer 0, leader of trick a+1 is seat a%4
        for (let b = a + 1; b < 19; b++) {
          const j = (seat - (b % 4) + 4) % 4;
          if (j === 0) continue;
          const card = tricks[b][j];
          if (card[0] !== led && card[0] !== "T" && card[0] !== tricks[b][0][0]) {
            [tricks[a][i], tricks[b][j]] = [tricks[b][j], tricks[a][i]];
            found = true;
            const s = run(game(), tricks.flat().map((c) => ({ type: "play", card: c, force: true })));
            const v = currentDeal(s).violations;
            expect(v.some((x) => x.trick === a + 1 && x.rule === "follow-suit" && x.player === PLAYERS[seat])).toBe(true);
            break outer;
          }
        }
      }
    }
    expect(found).toBe(true);
  });
});

describe("undo and corrections (log edits through the generic fold)", () => {
  const SETUP = { players: PLAYERS, dealer: "Ann" };
  /** A table: entries go through the one fold, as the server sends them. */
  const table = (entries: LogEntry<FortunesAction>[], from?: Folded<FortunesState, FortunesAction>) => {
    let f = from ?? (start(fortunesModule, SETUP) as { ok: true; value: Folded<FortunesState, FortunesAction> }).value;
    for (const e of entries) {
      const r = step<FortunesState, FortunesAction>(fortunesModule, f, e);
      if (!r.ok) throw new Error(`${JSON.stringify(e)}: ${r.error.message}`);
      f = r.value;
    }
    return f;
  };
  const deal = (f: Folded<FortunesState, FortunesAction>) => currentDeal(f.state);
  it("undo removes the last action and nothing else", () => {
    const s1 = table(plays("W02", "W03"));
    const s2 = table([{ type: "undo" }], s1);
    expect(deal(s2).tricks[0].plays.map((p) => p.card)).toEqual(["W02"]);
    expect(turn(s2.state).player).toBe("Ben");
    expect(unseenCards(deal(s2))).toHaveLength(77);
    const r = step(fortunesModule, table([]), { type: "undo" });
    expect(!r.ok && r.error.id).toBe("undo/nothing");
  });
  it("correcting a recorded card re-evaluates winner and points; undo restores it", () => {
    const s1 = table(plays("W02", "W03", "W09", "W04", "C05"));
    expect(deal(s1).tricks[0].winner).toBe(2);
    const s2 = table([{ type: "correct", trick: 1, position: 2, card: "W13" }], s1);
    expect(deal(s2).tricks[0].winner).toBe(1);
    expect(deal(s2).tricks[0].disposition).toBe("ill");
    expect(deal(s2).points).toEqual([0, 1, 0, 0]);
    expect(deal(s2).tricks[1].plays[0].card).toBe("C05");
    const s3 = table([{ type: "undo" }], s2);
    expect(deal(s3).tricks[0].winner).toBe(2);
    expect(deal(s3).tricks[1].plays).toHaveLength(1);
  });
  it("a correction that duplicates a later card keeps both and flags the duplicate", () => {
    const s = table([...plays("W02", "W03", "W09", "W04", "C05"), { type: "correct", trick: 1, position: 1, card: "C05" }]);
    expect(deal(s).violations.map((v) => v.rule)).toContain("duplicate-card");
  });
  it("the stored log (undo entries included) folds to the same state; so do the base actions", () => {
    const entries: LogEntry<FortunesAction>[] = [...plays("W02", "W03", "W09"), { type: "undo" }, ...plays("W04"), { type: "correct", trick: 1, position: 1, card: "W05" }];
    const s = table(entries);
    const again = foldLog<FortunesState, FortunesAction>(fortunesModule, SETUP, entries);
    expect(again.ok && result(again.value.state)).toEqual(result(s.state));
    expect(s.base.map((a) => (a as { card: string }).card)).toEqual(["W05", "W03", "W04"]);
    const base = foldActions<FortunesState, FortunesAction>(fortunesModule, SETUP, s.base);
    expect(base.ok && result(base.value)).toEqual(result(s.state));
  });
});

describe("betting: ante", () => {
  const ante = { kind: "ante" as const, ante: 2 };
  it("everyone antes after looking; each trick opens with stay/raise/fold from its leader", () => {
    let s = game({ betting: ante });
    expect(turn(s)).toMatchObject({ player: "Ann", expects: "bet" });
    expect(currentDeal(s).betting!.pot).toBe(8);
    expect(tryApply(s, { type: "play", card: "W02" }).ok).toBe(false);
    s = run(s, [{ type: "stay" }, { type: "raise", to: 3 }, { type: "stay" }, { type: "stay" }]);
    // Ann paid 2 then topped up 1; Ben 3; Cat 3; Dan 3 -> 8 + 12
    expect(currentDeal(s).betting!.pot).toBe(20);
    expect(currentDeal(s).betting!.paid).toEqual([5, 5, 5, 5]);
    expect(turn(s).expects).toBe("play");
  });
  it("a fold ends the deal at once and the pot goes to the top scorer", () => {
    let s = game({ betting: ante });
    s = run(s, [{ type: "stay" }, { type: "stay" }, { type: "stay" }, { type: "stay" }, ...plays("W09", "W03", "W02", "W04")]);
    s = run(s, [{ type: "stay" }, { type: "fold" }]);
    const d = currentDeal(s);
    expect(d.end).toEqual({ reason: "fold", seat: 2 });
    expect(d.betting!.pot).toBe(8 + 8 + 2);
    expect(d.betting!.payout).toEqual([18, 0, 0, 0]);
    expect(turn(s).expects).toBe("nextDeal");
  });
  it("ties at the top split the pot equally (partners tied on the winning team split it)", () => {
    let s = game({ betting: ante });
    s = run(s, [{ type: "stay" }, { type: "stay" }, { type: "stay" }, { type: "stay" }, ...plays("W09", "W03", "W02", "W04")]);
    s = run(s, [{ type: "stay" }, { type: "stay" }, { type: "stay" }, { type: "stay" }, ...plays("C05", "C14", "T03", "C02")]);
    s = run(s, [{ type: "fold" }]);
    const d = currentDeal(s);
    expect(d.points).toEqual([2, 0, 2, 0]);
    expect(d.betting!.payout).toEqual([12, 0, 12, 0]);
  });
  it("a raise must be higher than the current ante", () => {
    const r = tryApply(game({ betting: ante }), { type: "raise", to: 2 });
    expect(!r.ok && r.error.id).toBe("bet/raise-too-low");
  });
});

describe("betting: bids", () => {
  it("bids come first; a team that wins fewer tricks than its bid scores 0", () => {
    let s = game({ betting: { kind: "bid" } });
    expect(turn(s)).toMatchObject({ player: "Ben", expects: "bid" });
    const d = randomLegalDeal(prng(11));
    s = run(s, [
      { type: "bid", player: "Ann", tricks: 19 }, { type: "bid", player: "Ben", tricks: 0 },
      { type: "bid", player: "Cat", tricks: 0 }, { type: "bid", player: "Dan", tricks: 0 },
      ...d.tricks.flat().map((card) => ({ type: "play", card }) as FortunesAction),
    ]);
    const r = result(s).deals[0];
    expect(r.scores.teams.high).toBe(0);
    expect(r.scores.players.Ann).toBe(0);
    expect(r.scores.players.Cat).toBe(0);
    expect(r.scores.teams.low).toBeGreaterThan(0);
    expect(r.bids!.teams.high).toMatchObject({ bid: 19, made: false });
    expect(r.bids!.teams.low).toMatchObject({ bid: 0, made: true });
  });
});

describe("betting: target", () => {
  function playDeals(options: Parameters<typeof setup>[0]["options"], n: number) {
    let s = game(options);
    for (let k = 0; k < n && turn(s).expects !== "none"; k++) {
      if (k > 0) s = run(s, [{ type: "nextDeal" }]);
      const d = randomLegalDeal(prng(100 + k), currentDeal(s).dealer);
      s = run(s, d.tricks.flat().map((card) => ({ type: "play", card }) as FortunesAction));
    }
    return s;
  }
  it("deals continue until a partnership reaches the target", () => {
    const s = playDeals({ betting: { kind: "target", target: 41, exact: false } }, 10);
    const { points, winner } = s.match;
    expect(winner).not.toBeNull();
    expect(points[winner!]).toBeGreaterThanOrEqual(41);
    expect(turn(s).expects).toBe("none");
    expect(tryApply(s, { type: "nextDeal" }).ok).toBe(false);
    // Every deal before the last left both below the target (or tied at/over it).
    expect(s.deals.length).toBeGreaterThanOrEqual(2);
  });
  it("exact: going over busts and the deal's points are not added", () => {
    const s = playDeals({ betting: { kind: "target", target: 20, exact: true } }, 6);
    for (const b of s.match.busts) expect(b.deal).toBeGreaterThanOrEqual(1);
    expect(s.match.points[0]).toBeLessThanOrEqual(20);
    expect(s.match.points[1]).toBeLessThanOrEqual(20);
  });
});
