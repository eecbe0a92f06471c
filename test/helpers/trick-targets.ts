/**
 * The correction-target cases of a trick game whose module takes the trick core's schema as it is
 * (`trickTargetSchema()`: a card of a trick by deal, trick and position in play order, trick 0
 * refused). Each such game's own `correction.test.ts` runs them on its module, so the game's seam is
 * tested where the game is, without a second copy of the cases. (Fortune Tenners, whose trick 0 is
 * its turned trump, has cases of its own.)
 */
import { describe, expect, it } from "vitest";
import { foldActions } from "@/lib/games/fold";
import type { AnyGameModule } from "@/lib/games/module";
import type { TrickTarget } from "@/lib/games/trick/locate";

interface TrickTableState { deals: readonly { tricks: readonly { plays: readonly { card: string; at: number }[] }[] }[] }

/** `cards`: two codes of the game's deck, as the game's tests write them (one in lower case is fine). */
export function trickTargetCases(game: string, m: AnyGameModule, cards: { lower: string; other: string }): void {
  const ok = (t: unknown) => m.correctionTarget.safeParse(t).success;

  describe(`${game} correction targets`, () => {
    it("takes a card of a trick by deal, trick and position (the deal may be left out: the last one)", () => {
      expect(ok({ deal: 1, trick: 3, position: 2, card: "W07" })).toBe(true);
      expect(ok({ trick: 19, position: 4, card: cards.lower })).toBe(true);
      // Other fields of the entry are not the target's business (a client may send more).
      expect(ok({ deal: 2, trick: 1, position: 1, event: 4, card: cards.other })).toBe(true);
    });

    it(`refuses what is no place of a trick: no card, a trick 0 (${game} has no card before the first trick), a position past 12, fractions, text`, () => {
      for (const bad of [
        { trick: 1, position: 1 },
        { trick: 1, position: 1, card: "" },
        { trick: 1, position: 1, card: 7 },
        { trick: 0, position: 1, card: "W07" },
        { trick: 1, position: 13, card: "W07" },
        { trick: 1.5, position: 1, card: "W07" },
        { deal: 0, trick: 1, position: 1, card: "W07" },
        { deal: "1", trick: 1, position: 1, card: "W07" },
        null,
      ]) expect(ok(bad), JSON.stringify(bad)).toBe(false);
    });

    it("a parsed target locates the play it names; a well-formed one past the deal's cards points at nothing", () => {
      const game = m.random(3);
      const f = foldActions<TrickTableState, (typeof game.actions)[number]>(m, game.setup, game.actions);
      if (!f.ok) throw new Error(f.error.message);
      const deal = f.value.deals[0]!;
      const played = deal.tricks[0]!.plays[1]!;
      const other = deal.tricks[0]!.plays[0]!.card;
      const target = m.correctionTarget.parse({ deal: 1, trick: 1, position: 2, card: other.toLowerCase() }) as TrickTarget;
      expect(target.card).toBe(other);
      const r = m.locate(f.value, target);
      expect(r.ok && r.value).toEqual({ index: played.at, action: { type: "play", card: other } });
      const past = m.locate(f.value, m.correctionTarget.parse({ deal: 1, trick: 60, position: 1, card: other }));
      expect(!past.ok && past.error.id).toBe("correct/no-such-card");
    });
  });
}
