/** Property tests over random legal games of 3–6 players (fast-check chooses seeds and options). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldActions } from "../fold";
import { fortuneTennersModule as m } from "./module";
import { randomLegalGame } from "./random";
import { roundPoints } from "./rules";
import type { TennersAction, TennersState } from "./types";

const arb = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  n: fc.integer({ min: 3, max: 6 }),
  fittingGuesses: fc.boolean(),
  enterHands: fc.boolean(),
});

describe("random legal games", () => {
  it("every game: rounds = 60 ÷ n, r cards and r tricks of n cards in round r, scores follow predictions, no violations", () => {
    fc.assert(
      fc.property(arb, ({ seed, n, fittingGuesses, enterHands }) => {
        const g = randomLegalGame(seed, n, { options: { fittingGuesses }, enterHands });
        // Legal at the table: nothing is refused.
        const r = foldActions<TennersState, TennersAction>(m, g.setup, g.actions, { lenient: false });
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const s = r.value;
        const res = m.result(s);
        expect(m.isOver(s)).toBe(true);
        expect(res.deals).toHaveLength(60 / n);
        const totals = Object.fromEntries(s.players.map((p) => [p, 0]));
        res.deals.forEach((d, i) => {
          const round = i + 1;
          expect(d.number).toBe(round);
          expect(d.cards).toBe(round);
          expect(d.status).toBe("complete");
          expect(d.dealer).toBe(s.players[(n - 1 + i) % n]);
          expect(d.tricks).toHaveLength(round);
          for (const t of d.tricks) expect(t.cards).toHaveLength(n);
          // Each player plays exactly r cards, all different, and not the turned card.
          const cards = d.tricks.flatMap((t) => t.cards);
          expect(new Set(cards).size).toBe(n * round);
          if (d.trumpCard) expect(cards).not.toContain(d.trumpCard);
          if (round === 60 / n) expect(d.trumpCard).toBeNull();
          // Trick 1 is led by the player after the dealer; each winner leads the next.
          expect(d.tricks[0].leader).toBe(s.players[(n + i) % n]);
          for (let k = 1; k < d.tricks.length; k++) expect(d.tricks[k].leader).toBe(d.tricks[k - 1].winner);
          const won = Object.values(d.tricksWon).reduce((a, b) => a + b, 0);
          expect(won).toBe(round);
          const bidTotal = Object.values(d.bids).reduce<number>((a, b) => a + (b ?? 0), 0);
          if (!fittingGuesses) expect(bidTotal).not.toBe(round);
          for (const p of s.players) {
            const bid = d.bids[p]!;
            expect(bid).toBeGreaterThanOrEqual(0);
            expect(bid).toBeLessThanOrEqual(round);
            expect(d.points![p]).toBe(roundPoints(bid, d.tricksWon[p]));
            expect(d.points![p]).toBe(bid === d.tricksWon[p] ? 20 + 10 * bid : -10 * Math.abs(bid - d.tricksWon[p]));
            totals[p] += d.points![p];
            expect(d.totals[p]).toBe(totals[p]);
          }
          expect(d.violations).toEqual([]);
        });
        expect(res.totals).toEqual(totals);
        const top = Math.max(...Object.values(totals));
        expect(res.winner).toEqual(s.players.filter((p) => totals[p] === top));
      }),
      { numRuns: 60 },
    );
  });

  it("every prefix of a game replays leniently to the same state as at the table, and its record round-trips", () => {
    fc.assert(
      fc.property(arb, fc.double({ min: 0, max: 1, noNaN: true }), ({ seed, n, fittingGuesses }, cut) => {
        const g = randomLegalGame(seed, n, { options: { fittingGuesses }, rounds: 3 });
        const k = Math.floor(cut * g.actions.length);
        const table = foldActions<TennersState, TennersAction>(m, g.setup, g.actions.slice(0, k), { lenient: false });
        const lenient = foldActions<TennersState, TennersAction>(m, g.setup, g.actions.slice(0, k), { lenient: true });
        expect(table.ok && lenient.ok).toBe(true);
        if (!table.ok || !lenient.ok) return;
        expect(m.result(lenient.value)).toEqual(m.result(table.value));
        const acts = m.recordToActions(JSON.parse(JSON.stringify(m.toRecord(table.value))));
        expect(acts.ok).toBe(true);
        if (!acts.ok) return;
        const back = foldActions<TennersState, TennersAction>(m, acts.value.setup, acts.value.actions);
        expect(back.ok && m.result(back.value)).toEqual(m.result(table.value));
        // Every view is small JSON.
        expect(JSON.stringify(m.view(table.value, { kind: "table" })).length).toBeLessThan(20000);
      }),
      { numRuns: 80 },
    );
  });

  it("a random card swapped into a game is refused at the table or reported as a violation, never thrown", () => {
    fc.assert(
      fc.property(arb, fc.nat(), fc.constantFrom(...m.deck.codes()), ({ seed, n }, pick, card) => {
        const g = randomLegalGame(seed, n, { rounds: 4 });
        const playsAt = g.actions.flatMap((a, i) => (a.type === "play" ? [i] : []));
        const i = playsAt[pick % playsAt.length];
        const actions = g.actions.slice();
        actions[i] = { type: "play", card };
        const r = foldActions<TennersState, TennersAction>(m, g.setup, actions, { lenient: true });
        // Lenient: a wrong card is a violation, not an error.
        expect(r.ok).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
