/** Property tests over seeded random LEGAL games (random.ts). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldActions } from "../fold";
import { forteyOneModule as m } from "./module";
import { randomLegalGame } from "./random";
import type { ForteyOneAction, ForteyOneState } from "./types";

const replay = (seed: number, deals?: number) => {
  const g = randomLegalGame(seed, deals);
  const r = foldActions<ForteyOneState, ForteyOneAction>(m, g.setup, g.actions);
  if (!r.ok) throw new Error(`seed ${seed}: ${r.error.message}`);
  return { g, s: r.value, res: m.result(r.value) };
};
const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });

// Independent restatements of the rules (not imported from rules.ts).
const pts = (bid: number, won: number) => (won >= bid ? 1 : -1) * (bid >= 7 ? 2 * bid : bid);
const rank = (c: string) => (c.endsWith("01") ? 15 : Number(c.slice(1)));
const qual = (t: number[], a: number, b: number) => (t[a] >= 41 && t[b] > 0) || (t[b] >= 41 && t[a] > 0);

describe("random legal games", () => {
  it("every played deal: 13 tricks of 4, 52 distinct cards, tricks won sum to 13, no violations", () => {
    fc.assert(fc.property(seeds, (seed) => {
      const { res } = replay(seed);
      for (const d of res.deals) {
        expect(d.violations).toEqual([]);
        if (d.status === "redeal") {
          expect(d.tricks).toEqual([]);
          expect(Object.values(d.bids).reduce((a, b) => a + b, 0)).toBeLessThan(11);
          continue;
        }
        expect(d.status).toBe("complete");
        expect(d.tricks).toHaveLength(13);
        const cards = d.tricks.flatMap((t) => t.cards);
        expect(cards).toHaveLength(52);
        expect(new Set(cards).size).toBe(52);
        expect(Object.values(d.tricksWon).reduce((a, b) => a + b, 0)).toBe(13);
        expect(Object.values(d.bids).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(11);
      }
    }), { numRuns: 60 });
  });

  it("trick winners: highest Heart, else highest of the led suit; the winner leads next", () => {
    fc.assert(fc.property(seeds, (seed) => {
      const { res } = replay(seed, 6);
      for (const d of res.deals) {
        d.tricks.forEach((t, i) => {
          const hearts = t.cards.filter((c) => c[0] === "C");
          const pool = hearts.length ? hearts : t.cards.filter((c) => c[0] === t.cards[0][0]);
          const best = pool.reduce((a, b) => (rank(b) > rank(a) ? b : a));
          expect(t.winningCard).toBe(best);
          const players = res.players;
          expect(t.winner).toBe(players[(players.indexOf(t.leader) + t.cards.indexOf(best)) % 4]);
          if (i > 0) expect(t.leader).toBe(d.tricks[i - 1].winner);
          else expect(t.leader).toBe(players[(players.indexOf(d.dealer) + 1) % 4]);
        });
      }
    }), { numRuns: 60 });
  });

  it("points follow bids; totals add up; redeals and deals in progress keep the totals", () => {
    fc.assert(fc.property(seeds, (seed) => {
      const { res } = replay(seed);
      let totals: Record<string, number> = { Ann: 0, Ben: 0, Cat: 0, Dan: 0 };
      for (const d of res.deals) {
        if (d.status !== "complete") {
          expect(d.points).toBeNull();
          expect(d.totals).toEqual(totals);
          continue;
        }
        for (const p of res.players) {
          expect(d.points![p]).toBe(pts(d.bids[p], d.tricksWon[p]));
          totals = { ...totals, [p]: totals[p] + d.points![p] };
        }
        expect(d.totals).toEqual(totals);
      }
    }), { numRuns: 60 });
  });

  it("the match is won exactly when a partnership first qualifies (higher total if both; ties play on)", () => {
    fc.assert(fc.property(seeds, (seed) => {
      const { res, s } = replay(seed);
      const complete = res.deals.filter((d) => d.status === "complete");
      complete.forEach((d, i) => {
        const t = res.players.map((p) => d.totals[p]);
        const q0 = qual(t, 0, 2), q1 = qual(t, 1, 3);
        const decided = (q0 && !q1) || (q1 && !q0) || (q0 && q1 && t[0] + t[2] !== t[1] + t[3]);
        // Only the last complete deal may decide the match.
        if (i < complete.length - 1) expect(decided).toBe(false);
        else if (decided) {
          const w = q0 && q1 ? (t[0] + t[2] > t[1] + t[3] ? 0 : 1) : q0 ? 0 : 1;
          expect(res.match.winner).toEqual(w === 0 ? ["Ann", "Cat"] : ["Ben", "Dan"]);
          expect(m.isOver(s)).toBe(true);
        } else expect(res.match.winner).toBeNull();
      });
      const last = res.deals[res.deals.length - 1];
      expect(res.match.partnerships.map((p) => p.points)).toEqual([last.totals.Ann + last.totals.Cat, last.totals.Ben + last.totals.Dan]);
    }), { numRuns: 80 });
  });

  it("round trip: toRecord → recordToActions → same result, also cut off mid-deal", () => {
    fc.assert(fc.property(seeds, fc.nat(), (seed, cut) => {
      const g = randomLegalGame(seed, 5);
      const actions = g.actions.slice(0, cut % (g.actions.length + 1));
      const r = foldActions<ForteyOneState, ForteyOneAction>(m, g.setup, actions);
      if (!r.ok) throw new Error(r.error.message);
      const rec = JSON.parse(JSON.stringify(m.toRecord(r.value)));
      const back = m.recordToActions(rec);
      if (!back.ok) throw new Error(back.error.message);
      const again = foldActions<ForteyOneState, ForteyOneAction>(m, back.value.setup, back.value.actions);
      if (!again.ok) throw new Error(again.error.message);
      expect(m.result(again.value)).toEqual(m.result(r.value));
    }), { numRuns: 80 });
  });

  it("at the table (not lenient) every action of a legal game is accepted, and known hands give the same legal plays", () => {
    fc.assert(fc.property(seeds, (seed) => {
      const g = randomLegalGame(seed, 3);
      const r = foldActions<ForteyOneState, ForteyOneAction>(m, g.setup, g.actions, { lenient: false });
      expect(r.ok).toBe(true);
      // Enter every hand of the first deal: each play must be among the legal moves.
      const d0 = g.deals[0];
      const hands: ForteyOneAction[] = d0.hands.map((cards, i) => ({ type: "hand", player: ["Ann", "Ben", "Cat", "Dan"][i], cards }));
      const first = m.setup(g.setup);
      if (!first.ok) throw new Error();
      let s = first.value;
      for (const a of [...hands, ...g.actions.slice(0, d0.redeal ? 4 : 56)]) {
        if (a.type === "play") {
          const legal = m.legalMoves(s).map((x) => (x as { card: string }).card);
          expect(legal).toContain(a.card);
        }
        const n = m.apply(s, a, { lenient: false });
        if (!n.ok) throw new Error(n.error.message);
        s = n.value;
      }
    }), { numRuns: 40 });
  });
});
