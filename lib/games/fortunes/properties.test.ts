/** Property tests over random legal deals (fast-check drives the seeds). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ALL_CARDS } from "../../cards";
import { apply, currentDeal, setup, type FortunesAction, type FortunesState } from ".";
import { prng, randomLegalDeal } from "./random";
import { toRecord, result } from "./record";
import { importRecord } from "../../records/replay";
import { replayRecord } from "../../records/replay";

const PLAYERS = ["Ann", "Ben", "Cat", "Dan"];

function playDeal(seed: number, dealer: number, starsAfterBroken: boolean): FortunesState {
  const d = randomLegalDeal(prng(seed), dealer, { starsAfterBroken });
  let s = (setup({ players: PLAYERS, dealer, options: { starsAfterBroken } }) as { ok: true; value: FortunesState }).value;
  const actions: FortunesAction[] = [{ type: "setAside", cards: d.discards }, ...d.tricks.flat().map((card) => ({ type: "play", card }) as FortunesAction)];
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
}

const arbDeal = fc.record({ seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }), dealer: fc.integer({ min: 0, max: 3 }), starsAfterBroken: fc.boolean() });

describe("every legal random deal", () => {
  it("has 19 tricks of 4 and 76 distinct cards, none of them set aside", () => {
    fc.assert(fc.property(arbDeal, ({ seed, dealer, starsAfterBroken }) => {
      const d = currentDeal(playDeal(seed, dealer, starsAfterBroken));
      expect(d.tricks).toHaveLength(19);
      const cards = d.tricks.flatMap((t) => t.plays.map((p) => p.card));
      expect(cards).toHaveLength(76);
      expect(new Set([...cards, ...d.discards]).size).toBe(78);
      expect(cards.every((c) => ALL_CARDS.includes(c))).toBe(true);
    }), { numRuns: 60 });
  });
  it("scores consistently: tricks worth 1 or 2, 19–38 points, players sum to teams, no violations", () => {
    fc.assert(fc.property(arbDeal, ({ seed, dealer, starsAfterBroken }) => {
      const s = playDeal(seed, dealer, starsAfterBroken);
      const r = result(s).deals[0];
      expect(r.status).toBe("complete");
      for (const t of r.tricks) expect([1, 2]).toContain(t.points);
      const total = r.tricks.reduce((n, t) => n + t.points, 0);
      expect(total).toBeGreaterThanOrEqual(19);
      expect(total).toBeLessThanOrEqual(38);
      const players = Object.values(r.scores.players).reduce((a, b) => a + b, 0);
      expect(players).toBe(total);
      expect(r.scores.teams.high + r.scores.teams.low).toBe(total);
      const [h1, h2] = r.teamPlayers.high;
      expect(r.scores.players[h1] + r.scores.players[h2]).toBe(r.scores.teams.high);
      expect(r.violations).toEqual([]);
      // Each trick is won by a card it contains, and well-disposed iff the winner's team is favoured.
      for (const t of r.tricks) {
        expect(t.cards).toContain(t.winningCard);
        const winnerTeam = r.teamPlayers.high.includes(t.winner!) ? "high" : "low";
        expect(t.disposition).toBe(winnerTeam === t.type ? "well" : "ill");
      }
      // Readings: one per player; each lists exactly the team's won tricks.
      expect(r.readings).toHaveLength(4);
      for (const rd of r.readings) {
        const won = r.tricks.filter((t) => t.winner === rd.player || t.winner === rd.partner).length;
        expect(rd.cards).toHaveLength(won);
      }
    }), { numRuns: 60 });
  });
  it("replay(export(game)) equals the game", () => {
    fc.assert(fc.property(arbDeal, ({ seed, dealer, starsAfterBroken }) => {
      const s = playDeal(seed, dealer, starsAfterBroken);
      const rec = toRecord(s);
      const again = replayRecord(JSON.parse(JSON.stringify(rec)));
      expect(again.ok && again.value).toEqual(result(s));
      const imported = importRecord(rec);
      expect(imported.ok && toRecord(imported.value.state as FortunesState)).toEqual(rec);
    }), { numRuns: 40 });
  });
  it("a random swap of two played cards between players is flagged (or leaves a still-legal deal)", () => {
    let flagged = 0;
    fc.assert(fc.property(arbDeal, fc.nat(75), fc.nat(75), ({ seed, dealer, starsAfterBroken }, i, j) => {
      const s = playDeal(seed, dealer, starsAfterBroken);
      const rec = toRecord(s);
      const flat = rec.deals[0].tricks.flat();
      const seatAt = (k: number) => (dealer + Math.floor(k / 4) + (k % 4)) % 4;
      fc.pre(seatAt(i) !== seatAt(j) && flat[i][0] !== flat[j][0]);
      [flat[i], flat[j]] = [flat[j], flat[i]];
      rec.deals[0].tricks = Array.from({ length: 19 }, (_, t) => flat.slice(t * 4, t * 4 + 4));
      const r = replayRecord(rec);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const v = r.value.deals[0].violations;
      // Re-check independently: a swap that leaves every hand legal is possible but rare.
      if (v.length > 0) flagged++;
      for (const x of v) expect(["follow-suit", "stars-lead"]).toContain(x.rule);
    }), { numRuns: 80 });
    expect(flagged).toBeGreaterThan(40);
  });
});
