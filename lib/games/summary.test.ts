import { describe, expect, it } from "vitest";
import { scoreLine } from "./summary";

describe("the games list's score line", () => {
  it("reads partnerships, totals or hand counts", () => {
    expect(scoreLine({ match: { partnerships: [{ players: ["Ann", "Cat"], points: 12 }, { players: ["Ben", "Dan"], points: -3 }] } })).toBe("Ann & Cat 12 · Ben & Dan −3");
    expect(scoreLine({ totals: { Ann: 30, Ben: -10, Cat: 0 } })).toBe("Ann 30 · Ben −10 · Cat 0");
    expect(scoreLine({ deals: [{ handCounts: { Ann: 0 } }, { handCounts: { Ann: 5, Ben: 6 } }] })).toBe("Cards left: Ann 5 · Ben 6");
    expect(scoreLine({ deals: [] })).toBeNull();
    expect(scoreLine(null)).toBeNull();
  });
});
