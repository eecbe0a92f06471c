/**
 * Fortunes' correction target (its module's `correctionTarget`): a card of a trick, by deal, trick
 * and position in play order. The API parses a correction with it (400 for what it refuses); a
 * well-formed target is then `locate`'s to find (422 when it points at no card).
 */
import { describe, expect, it } from "vitest";
import { foldActions } from "../fold";
import { fortunesModule as m } from "./module";
import type { FortunesState } from "./types";

const ok = (t: unknown) => m.correctionTarget.safeParse(t).success;

describe("Fortunes correction targets", () => {
  it("takes a card of a trick by deal, trick and position (the deal may be left out: the last one)", () => {
    expect(ok({ deal: 1, trick: 3, position: 2, card: "W07" })).toBe(true);
    expect(ok({ trick: 19, position: 4, card: "t21" })).toBe(true);
    // Other fields of the entry are not the target's business (a client may send more).
    expect(ok({ deal: 2, trick: 1, position: 1, event: 4, card: "C01" })).toBe(true);
  });

  it("refuses what is no place of a trick: no card, a trick 0 (Fortunes has no card before the first trick), a position past 12, fractions, text", () => {
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
    const f = foldActions<FortunesState, (typeof game.actions)[number]>(m, game.setup, game.actions);
    if (!f.ok) throw new Error(f.error.message);
    const deal = f.value.deals[0]!;
    const played = deal.tricks[0]!.plays[1]!;
    const other = deal.tricks[0]!.plays[0]!.card;
    const target = m.correctionTarget.parse({ deal: 1, trick: 1, position: 2, card: other.toLowerCase() });
    expect(target.card).toBe(other);
    const r = m.locate(f.value, target);
    expect(r.ok && r.value).toEqual({ index: played.at, action: { type: "play", card: other } });
    const past = m.locate(f.value, m.correctionTarget.parse({ deal: 1, trick: 60, position: 1, card: other }));
    expect(!past.ok && past.error.id).toBe("correct/no-such-card");
  });
});
