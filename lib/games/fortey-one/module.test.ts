import { describe, expect, it } from "vitest";
import { gameModule } from "../registry";
import { forteyOneModule as m } from "./module";

describe("the Fortey-One module", () => {
  it("is registered and declares its seats", () => {
    expect(gameModule("fortey-one")).toBe(m);
    expect(m.id).toBe("fortey-one");
    expect(m.seats).toEqual({ min: 4, max: 4, order: "counter-clockwise", partnerships: true, defaultDealer: "first" });
  });

  it("actionSchema reads the game's actions and nothing else", () => {
    for (const a of [
      { type: "bid", tricks: 3 }, { type: "bid", tricks: 3, player: "Ann" }, { type: "play", card: "C01" },
      { type: "hand", player: "Ann", cards: ["C01"] }, { type: "redeal" }, { type: "nextDeal" }, { type: "nextDeal", dealer: "Ben" },
    ]) expect(m.actionSchema.safeParse(a).success).toBe(true);
    for (const a of [{ type: "undo" }, { type: "correct", trick: 1, position: 1, card: "C01" }, { type: "play" }, { type: "bid" }, {}]) {
      expect(m.actionSchema.safeParse(a).success).toBe(false);
    }
  });

  it("apply refuses undo/correct and junk as plain actions", () => {
    const s = m.setup({ players: ["Ann", "Ben", "Cat", "Dan"] });
    if (!s.ok) throw new Error();
    const r1 = m.apply(s.value, { type: "undo" } as never);
    expect(r1.ok ? "ok" : r1.error.id).toBe("action/unknown");
    const r2 = m.apply(s.value, null as never);
    expect(r2.ok ? "ok" : r2.error.id).toBe("action/invalid");
  });
});
