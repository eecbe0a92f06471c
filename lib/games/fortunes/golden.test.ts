/**
 * Fortunes goldens worked out by hand (test/fixtures/fortunes/*.expected.json, with the arithmetic
 * in each file's `_why`), as the other games' are: the expected results come from seed 000,
 * RULINGS and CONTRACT, never from the engine's own output. Each record is replayed through the
 * same path as `POST /api/replay` and the CLI.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replayRecord } from "../../records/replay";

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../../../test/fixtures/fortunes/${name}`, import.meta.url), "utf8"));

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const byName = (ps: { players: string[]; points: number }[]) => [...ps].sort((a, b) => a.players[0].localeCompare(b.players[0]));

describe("Fortunes goldens (hand-computed)", () => {
  for (const name of ["fate-deal", "revoke", "bid-deal"]) {
    it(`${name}: replays to the hand-computed result`, () => {
      const expected = fixture(`${name}.expected.json`);
      delete expected._why;
      const r = replayRecord(fixture(`${name}.json`));
      if (!r.ok) throw new Error(r.error.message);
      const res = r.value as Obj;
      expect(res.game).toBe("fortunes");
      expect(res.players).toEqual(expected.players);
      expect(res.deals).toHaveLength(expected.deals.length);
      res.deals.forEach((d: Obj, i: number) => {
        const e = expected.deals[i];
        for (const k of ["number", "dealer", "status", "teamPlayers", "scores"]) expect(d[k], `deal ${i + 1} ${k}`).toEqual(e[k]);
        if (e.bids) expect(d.bids).toEqual(e.bids);
        expect(d.tricks).toHaveLength(e.tricks.length);
        d.tricks.forEach((t: Obj, j: number) => expect(t, `deal ${i + 1} trick ${j + 1}`).toMatchObject(e.tricks[j]));
        expect(d.violations.map((v: Obj) => ({ trick: v.trick, player: v.player, rule: v.rule }))).toEqual(e.violations);
        if (e.readings) {
          expect(d.readings).toHaveLength(e.readings.length);
          for (const er of e.readings) {
            const got = d.readings.find((x: Obj) => x.player === er.player);
            expect(got, `${er.player}'s reading`).toBeDefined();
            const { cards, ...head } = er as { cards?: Obj[] };
            expect(got).toMatchObject(head);
            if (!cards) continue;
            expect(got.cards, `${er.player}'s reading cards`).toHaveLength(cards.length);
            cards.forEach((c: Obj, k: number) => expect(got.cards[k], `${er.player}'s reading card ${k + 1}`).toMatchObject(c));
          }
        }
      });
      expect(byName(res.match.partnerships)).toEqual(byName(expected.match.partnerships));
      expect(res.match.winner).toEqual(expected.match.winner);
    });
  }
});
