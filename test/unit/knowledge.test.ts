/**
 * What a device may know (server/privacy.ts `Knowledge`) carried from seq to seq must be exactly
 * what a fresh read of the log gives: for random games of the three trick games with a hand entered
 * privately (and a seat handed over in some), after every entry each kind of viewer's fold, view,
 * record, hidden players and conflicts from the carried knowledge equal those worked out afresh.
 * Plus the conflicts themselves, worked out by hand on a small Fortunes case.
 */
import { describe, expect, it } from "vitest";
import { gameModule } from "@/lib/games/registry";
import { start, step, type Folded, type LogEntry } from "@/lib/games/fold";
import type { AnyGameModule, Viewer } from "@/lib/games/module";
import { Knowledge } from "@/server/privacy";
import { prng } from "@/lib/random";

type Action = { type: string } & Record<string, unknown>;

/** Each player's cards in the first deal of a random game (the cards they play in it). */
function firstDealHands(module: AnyGameModule, g: { setup: Parameters<AnyGameModule["setup"]>[0]; actions: Action[] }) {
  let state = (module.setup(g.setup) as { ok: true; value: unknown }).value;
  const hands = new Map<string, string[]>();
  for (const a of g.actions) {
    if (a.type === "nextDeal" || a.type === "redeal") break;
    if (a.type === "play") {
      const p = module.turn(state).player!;
      hands.set(p, [...(hands.get(p) ?? []), a.card as string]);
    }
    const r = module.apply(state, a, { lenient: true });
    if (!r.ok) break;
    state = r.value;
  }
  return hands;
}

const same = (k: Knowledge, fresh: Knowledge, viewers: Viewer[], label: string) => {
  expect(k.hiddenPlayers(), `${label}: hidden`).toEqual(fresh.hiddenPlayers());
  for (const v of viewers) {
    const tag = `${label}, ${JSON.stringify(v)}`;
    expect(JSON.stringify(k.foldFor(v).state), `${tag}: fold`).toBe(JSON.stringify(fresh.foldFor(v).state));
    expect(JSON.stringify(k.view(v)), `${tag}: view`).toBe(JSON.stringify(fresh.view(v)));
    expect(JSON.stringify(k.record(v)), `${tag}: record`).toBe(JSON.stringify(fresh.record(v)));
    expect(k.conflictsFor(v), `${tag}: conflicts`).toEqual(fresh.conflictsFor(v));
  }
};

describe("Knowledge carried from seq to seq equals Knowledge read afresh", () => {
  for (const game of ["fortunes", "fortey-one", "fortune-tenners"]) {
    it(`${game}: every viewer, after every entry, with a private hand (and a seat note in some games)`, () => {
      const module = gameModule(game)!;
      let checked = 0;
      let carried = 0;
      for (let seed = 1; checked < 3 && seed < 60; seed++) {
        const g = module.random(seed, { players: 4 });
        const hands = firstDealHands(module, g as never);
        const players = module.settings((module.setup(g.setup) as { ok: true; value: unknown }).value).players;
        const rand = prng(seed * 31);
        const owners = players.filter((p) => (hands.get(p)?.length ?? 0) > 0);
        if (owners.length < 2) continue;
        const owner = owners[Math.floor(rand() * owners.length)]!;
        const other = players.find((p) => p !== owner)!;
        const viewers: Viewer[] = [{ kind: "table" }, { kind: "spectator" }, { kind: "seat", player: owner }, { kind: "seat", player: other }];
        // The owner's private hand first, then the game's own moves; a seat note a third of the way in odd seeds.
        const entries: LogEntry[] = [{ type: "hand", player: owner, cards: hands.get(owner)!, private: true } as LogEntry, ...(g.actions as LogEntry[]).slice(0, 80)];
        if (seed % 2) entries.splice(Math.floor(entries.length / 3), 0, { type: "seat", player: owner, to: "Spare" } as LogEntry);
        let folded = (start(module, g.setup) as { ok: true; value: Folded }).value;
        let by: (string | null)[] = [];
        let know = new Knowledge(module, folded, by);
        for (const [i, e] of entries.entries()) {
          for (const v of viewers) know.view(v); // as the server does: settled before the next entry
          const device = i % 3 === 0 ? "host" : "seat";
          const r = step(module, folded, e, { lenient: true });
          if (!r.ok) break;
          by = [...by, device];
          know = know.next(r.value, by, e);
          if ((know as unknown as { folds: Map<string, unknown> }).folds.size) carried++; // stepped on, not read afresh
          folded = r.value;
          same(know, new Knowledge(module, folded, by), viewers, `${game} seed ${seed} entry ${i} (${e.type})`);
        }
        checked++;
      }
      expect(checked).toBe(3);
      expect(carried).toBeGreaterThan(20);
    });
  }
});

describe("conflicts, worked out by hand", () => {
  // Fortunes, dealer Ann: Ann leads trick 1. Cat's private hand holds W02 and P03 (and 17 more);
  // Ann leads W10, Ben plays W05, another device records P03 for Cat: she holds W02, so it is a
  // revoke her phone would have refused (follow suit), in trick 1, position 3. Recorded W02 instead: none.
  const module = gameModule("fortunes")!;
  const setup = { players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann" };
  const catHand = ["W02", "P03", "C01", "C02", "C03", "C04", "C05", "C06", "C07", "C08", "C09", "C10", "S01", "S02", "S03", "S04", "S05", "S06", "S07"];
  const fold = (entries: LogEntry[], by: (string | null)[]) => {
    let f = (start(module, setup) as { ok: true; value: Folded }).value;
    for (const e of entries) f = (step(module, f, e, { lenient: true }) as { ok: true; value: Folded }).value;
    return new Knowledge(module, f, by);
  };
  const hand = { type: "hand", player: "Cat", cards: catHand, private: true } as LogEntry;
  const plays = (catCard: string) => ["W10", "W05", catCard].map((card) => ({ type: "play", card }) as LogEntry);

  it("a Pentacle recorded for Cat on a Wand lead while her hand holds a Wand: one conflict, for her seat only", () => {
    const k = fold([hand, ...plays("P03")], ["cat", "host", "ben", "ben"]);
    const [c, ...more] = k.conflictsFor({ kind: "seat", player: "Cat" });
    expect(more).toEqual([]);
    expect(c).toMatchObject({ deal: 1, trick: 1, position: 3, card: "P03", device: "ben", rule: "play/must-follow-suit", legal: ["W02"] });
    expect(c!.reason).toMatch(/^Cat must follow Wands/);
    for (const v of [{ kind: "table" }, { kind: "spectator" }, { kind: "seat", player: "Ben" }] as Viewer[]) expect(k.conflictsFor(v)).toEqual([]);
  });

  it("a card not in her hand: rule play/not-in-hand; her own Wand: no conflict; a hand entered in the open: none", () => {
    const notHeld = fold([hand, ...plays("P09")], ["cat", "host", "ben", "host"]).conflictsFor({ kind: "seat", player: "Cat" });
    expect(notHeld).toMatchObject([{ trick: 1, position: 3, card: "P09", device: "host", rule: "play/not-in-hand" }]);
    expect(fold([hand, ...plays("W02")], ["cat", "host", "ben", "ben"]).conflictsFor({ kind: "seat", player: "Cat" })).toEqual([]);
    const open = { ...hand, private: undefined } as unknown as LogEntry;
    expect(fold([open, ...plays("P03")], ["host", "host", "ben", "ben"]).conflictsFor({ kind: "seat", player: "Cat" })).toEqual([]);
  });

  it("a correction that puts the wrong card there names the correcting device; one that puts hers there ends it", () => {
    const fix = (card: string) => ({ type: "correct", deal: 1, trick: 1, position: 3, card }) as LogEntry;
    const wrong = fold([hand, ...plays("W02"), fix("P03")], ["cat", "host", "ben", "cat", "host"]).conflictsFor({ kind: "seat", player: "Cat" });
    expect(wrong).toMatchObject([{ card: "P03", device: "host" }]);
    expect(fold([hand, ...plays("P03"), fix("W02")], ["cat", "host", "ben", "ben", "cat"]).conflictsFor({ kind: "seat", player: "Cat" })).toEqual([]);
  });
});

describe("conflicts in Fortey-One, worked out by hand", () => {
  // Dealer Dan: Ann bids first and leads. Ben's private hand: S02 and twelve Diamonds. Ann leads the
  // Five of Spades; the host records the Three of Diamonds for Ben, who holds a Spade: must follow suit.
  const module = gameModule("fortey-one")!;
  const ben = ["S02", "P01", "P02", "P03", "P04", "P05", "P06", "P07", "P08", "P09", "P10", "P11", "P13"];
  const entries = [
    { type: "hand", player: "Ben", cards: ben, private: true },
    ...[3, 3, 3, 3].map((tricks) => ({ type: "bid", tricks })),
    { type: "play", card: "S05" },
    { type: "play", card: "P03" },
  ] as LogEntry[];
  it("one conflict for Ben's seat, with his legal card; none for anyone else", () => {
    let f = (start(module, { players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Dan" }) as { ok: true; value: Folded }).value;
    for (const e of entries) {
      const r = step(module, f, e, { lenient: true });
      expect(r.ok, JSON.stringify(r)).toBe(true);
      f = (r as { ok: true; value: Folded }).value;
    }
    const k = new Knowledge(module, f, entries.map((_, i) => (i === 0 ? "ben" : "host")));
    expect(k.conflictsFor({ kind: "seat", player: "Ben" })).toMatchObject([{ deal: 1, trick: 1, position: 2, card: "P03", device: "host", rule: "play/must-follow-suit", legal: ["S02"] }]);
    for (const v of [{ kind: "table" }, { kind: "spectator" }, { kind: "seat", player: "Ann" }] as Viewer[]) expect(k.conflictsFor(v)).toEqual([]);
  });
});
