/**
 * Fortune Tenners' correction target (its module's `correctionTarget`): a card of a trick by round,
 * trick and position, and trick 0, position 1: the trump card turned before the first trick (which
 * the panel offers to correct; the one shared target of all games refused trick 0 with a 400).
 */
import { describe, expect, it } from "vitest";
import { foldActions } from "../fold";
import { fortuneTennersModule as m } from "./module";
import type { TennersState } from "./types";

const ok = (t: unknown) => m.correctionTarget.safeParse(t).success;

describe("Fortune Tenners correction targets", () => {
  it("takes a card of a trick, and trick 0 for the turned trump", () => {
    expect(ok({ deal: 1, trick: 3, position: 2, card: "A05" })).toBe(true);
    expect(ok({ trick: 0, position: 1, card: "c07" })).toBe(true);
    expect(ok({ trick: 2, position: 1, event: 4, card: "A05" })).toBe(true);
  });

  it("refuses what is no place of a round: no card, a negative trick, a position past 12, fractions, text", () => {
    for (const bad of [
      { trick: 1, position: 1 },
      { trick: 1, position: 1, card: "" },
      { trick: -1, position: 1, card: "A05" },
      { trick: 1, position: 0, card: "A05" },
      { trick: 1, position: 13, card: "A05" },
      { trick: 1, position: 1.5, card: "A05" },
      { deal: "2", trick: 1, position: 1, card: "A05" },
      "A05",
    ]) expect(ok(bad), JSON.stringify(bad)).toBe(false);
  });

  it("a parsed target locates the play it names and the turned trump; a well-formed one past the round's cards points at nothing", () => {
    const game = m.random(5);
    const f = foldActions<TennersState, (typeof game.actions)[number]>(m, game.setup, game.actions);
    if (!f.ok) throw new Error(f.error.message);
    const round = f.value.rounds[0]!;
    const played = round.tricks[0]!.plays[1]!;
    const other = round.tricks[0]!.plays[0]!.card;
    const r = m.locate(f.value, m.correctionTarget.parse({ deal: 1, trick: 1, position: 2, card: other.toLowerCase() }));
    expect(r.ok && r.value).toEqual({ index: played.at, action: { type: "play", card: other } });
    expect(round.trumpRecorded).toBe(true); // the first round turns a trump
    const trump = m.locate(f.value, m.correctionTarget.parse({ deal: 1, trick: 0, position: 1, card: other }));
    expect(trump.ok && trump.value).toEqual({ index: round.trumpAt, action: { type: "trump", card: other } });
    const past = m.locate(f.value, m.correctionTarget.parse({ deal: 1, trick: 60, position: 1, card: other }));
    expect(!past.ok && past.error.id).toBe("correct/no-such-card");
  });
});
