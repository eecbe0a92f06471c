import { describe, expect, it } from "vitest";
import { allGames } from "../registry";
import { handEnteredBy, withoutDealHands } from "./privacy";

describe("what of an entry is private", () => {
  it("a hand action belongs to the player it names; nothing else enters a hand", () => {
    expect(handEnteredBy({ type: "hand", player: "Ann", cards: [] } as { type: string })).toBe("Ann");
    expect(handEnteredBy({ type: "play", player: "Ann", card: "W01" } as { type: string })).toBeNull();
    expect(handEnteredBy({ type: "hand" })).toBeNull();
  });

  it("leaves out the named players' hands, whatever their spacing or case, and a deal's empty hands", () => {
    const record = { game: "x", deals: [{ n: 1, hands: { Ann: ["W01"], Ben: ["C02"] } }, { n: 2, hands: { "ann ": ["S03"] } }, { n: 3 }] };
    expect(withoutDealHands(record, [" ANN"])).toEqual({ game: "x", deals: [{ n: 1, hands: { Ben: ["C02"] } }, { n: 2 }, { n: 3 }] });
    expect(withoutDealHands(record, [])).toBe(record);
  });

  it("every game whose actions enter hands says so on its module", () => {
    for (const m of allGames()) {
      const codes = m.deck.codes();
      const schemaTakesHands = Array.from({ length: 20 }, (_, n) => n + 1).some((n) => m.actionSchema.safeParse({ type: "hand", player: "Ann", cards: codes.slice(0, n) }).success);
      expect(!!m.privacy, m.id).toBe(schemaTakesHands);
    }
  });
});
