/**
 * Conformance: every registered game, through nothing but its module and the one fold, with
 * random legal games from its own `random`. A fifth game gets these checks by its registry line.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldActions, start, step, type Folded } from "./fold";
import { allGames } from "./registry";
import type { AnyGameModule, Viewer } from "./module";

const SEEDS = [1, 2, 3, 7, 42];

function folded(m: AnyGameModule, seed: number) {
  const g = m.random(seed);
  const r = foldActions(m, g.setup, g.actions, { lenient: false });
  if (!r.ok) throw new Error(`${m.id} seed ${seed}: ${r.error.message}`);
  return { g, state: r.value };
}

describe.each(allGames().map((m) => [m.id, m] as const))("%s conforms", (_id, m) => {
  it("has a label, and random games that fold at the table without a refusal", () => {
    expect(m.label.length).toBeGreaterThan(0);
    for (const seed of SEEDS) {
      const { g } = folded(m, seed);
      expect(g.actions.length, `seed ${seed}`).toBeGreaterThan(0);
      expect(g.deals, `seed ${seed}`).toBeGreaterThanOrEqual(1);
      expect(g.setup.players.length).toBeGreaterThanOrEqual(m.seats.min);
      expect(g.setup.players.length).toBeLessThanOrEqual(m.seats.max);
    }
  });

  it("random is deterministic: the same seed gives the same game", () => {
    expect(JSON.stringify(m.random(9))).toBe(JSON.stringify(m.random(9)));
    expect(JSON.stringify(m.random(9))).not.toBe(JSON.stringify(m.random(10)));
  });

  it("undo of any entry gives back exactly the table before it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (seed, at) => {
        const g = m.random(seed);
        const n = Math.min(g.actions.length, 1 + Math.floor(at * g.actions.length));
        const s0 = start(m, g.setup);
        if (!s0.ok) throw new Error(s0.error.message);
        let f: Folded = s0.value;
        for (const a of g.actions.slice(0, n - 1)) {
          const r = step(m, f, a);
          if (!r.ok) throw new Error(r.error.message);
          f = r.value;
        }
        const before = JSON.stringify(m.toRecord(f.state));
        const beforeView = JSON.stringify(m.view(f.state, { kind: "table" }));
        const played = step(m, f, g.actions[n - 1]);
        if (!played.ok) throw new Error(played.error.message);
        const undone = step(m, played.value, { type: "undo" });
        if (!undone.ok) throw new Error(undone.error.message);
        expect(JSON.stringify(m.toRecord(undone.value.state))).toBe(before);
        expect(JSON.stringify(m.view(undone.value.state, { kind: "table" }))).toBe(beforeView);
      }),
      { numRuns: 25 },
    );
  });

  it("a record round-trips: state → record → actions → the same record and result", () => {
    for (const seed of SEEDS) {
      const { state } = folded(m, seed);
      const record = JSON.parse(JSON.stringify(m.toRecord(state)));
      const back = m.recordToActions(record);
      if (!back.ok) throw new Error(`${m.id} seed ${seed}: ${back.error.message}`);
      const again = foldActions(m, back.value.setup, back.value.actions, { lenient: true });
      if (!again.ok) throw new Error(`${m.id} seed ${seed}: ${again.error.message}`);
      expect(JSON.parse(JSON.stringify(m.toRecord(again.value))), `seed ${seed}`).toEqual(record);
      expect(JSON.stringify(m.result(again.value)), `seed ${seed}`).toBe(JSON.stringify(m.result(state)));
    }
  });

  it("every viewer gets a view; a spectator's and a seat's views never carry more than the table's", () => {
    for (const seed of SEEDS) {
      const { g, state } = folded(m, seed);
      const viewers: Viewer[] = [{ kind: "table" }, { kind: "spectator" }, ...g.setup.players.map((p) => ({ kind: "seat" as const, player: p }))];
      for (const v of viewers) {
        const text = JSON.stringify(m.view(state, v));
        expect(text.length, `${v.kind} seed ${seed}`).toBeGreaterThan(2);
        expect(text.length).toBeLessThan(60_000);
      }
      // Hiding every player's hand from the table leaves no legal cards for anyone in the view.
      const hidden = m.view(state, { kind: "table", hidden: g.setup.players }) as Record<string, unknown>;
      const spectator = m.view(state, { kind: "spectator" }) as Record<string, unknown>;
      for (const key of ["hand", "legal", "legalCards"]) {
        expect(hidden[key] ?? null, `${key} seed ${seed}`).toEqual(spectator[key] ?? null);
      }
    }
  });

  it("the turn always names a prompt, and a finished game says it is over", () => {
    for (const seed of SEEDS) {
      const { state } = folded(m, seed);
      const t = m.turn(state);
      expect(typeof t.prompt).toBe("string");
      expect(typeof t.expects).toBe("string");
      if (m.isOver(state)) expect(t.player).toBeNull();
    }
  });
});
