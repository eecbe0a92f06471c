/**
 * Fortuno's correction target (its module's `correctionTarget`): the card of an event, by deal and
 * event number (and position, for an event that holds several cards). The API parses a correction
 * with it (400 for what it refuses); a well-formed target is then `locate`'s (422: no such card).
 */
import { describe, expect, it } from "vitest";
import { foldActions } from "../fold";
import { fortunoModule as m } from "./module";
import type { FortunoAction, FortunoState } from "./types";

const ok = (t: unknown) => m.correctionTarget.safeParse(t).success;

describe("Fortuno correction targets", () => {
  it("takes the card of an event by deal and event (and position); a trick game's fields are not its business", () => {
    expect(ok({ deal: 1, event: 2, card: "C07" })).toBe(true);
    expect(ok({ event: 4, position: 2, card: "w05" })).toBe(true);
    expect(ok({ deal: 1, trick: 1, position: 1, event: 1, card: "C07" })).toBe(true);
  });

  it("refuses what is no event's card: no card, event 0, a text event, a position past 12, a fraction", () => {
    for (const bad of [
      { event: 2 },
      { event: 2, card: "" },
      { event: 0, card: "C07" },
      { event: "2", card: "C07" },
      { event: 2, position: 13, card: "C07" },
      { deal: 1.5, event: 2, card: "C07" },
      [],
    ]) expect(ok(bad), JSON.stringify(bad)).toBe(false);
  });

  it("a parsed target locates the event's card; a well-formed event past the deal points at nothing", () => {
    const events = [{ flip: "W05" }, { play: "C05" }].map((event) => ({ type: "event" as const, event })) as FortunoAction[];
    const f = foldActions<FortunoState, FortunoAction>(m, { players: ["Ann", "Ben", "Cat", "Dan"] }, events);
    if (!f.ok) throw new Error(f.error.message);
    const r = m.locate(f.value, m.correctionTarget.parse({ deal: 1, event: 2, card: "c07" }));
    expect(r).toEqual({ ok: true, value: { index: 1, action: { type: "event", event: { play: "C07" } } } });
    const past = m.locate(f.value, m.correctionTarget.parse({ deal: 1, event: 9, card: "C07" }));
    expect(!past.ok && past.error.id).toBe("correct/no-such-card");
  });
});
