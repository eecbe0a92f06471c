import { describe, expect, it } from "vitest";
import { scoreLine } from "./summary";
import { gameModule } from "./registry";

describe("the games list's score line", () => {
  it("reads partnerships, totals or hand counts", () => {
    expect(scoreLine({ match: { partnerships: [{ players: ["Ann", "Cat"], points: 12 }, { players: ["Ben", "Dan"], points: -3 }] } })).toBe("Ann & Cat 12 · Ben & Dan −3");
    expect(scoreLine({ totals: { Ann: 30, Ben: -10, Cat: 0 } })).toBe("Ann 30 · Ben −10 · Cat 0");
    expect(scoreLine({ deals: [{ handCounts: { Ann: 0 } }, { handCounts: { Ann: 5, Ben: 6 } }] })).toBe("Cards left: Ann 5 · Ben 6");
    expect(scoreLine({ deals: [] })).toBeNull();
    expect(scoreLine(null)).toBeNull();
  });

  it("says the deal in progress after the match (issue 30: not 'Ann & Cat 0' after a trick worth 2 points)", () => {
    const deal = (d: object) => ({ match: { partnerships: [{ players: ["Ann", "Cat"], points: 5 }, { players: ["Ben", "Dan"], points: 3 }] }, deals: [{ status: "complete" }, { status: "in-progress", ...d }] });
    expect(scoreLine(deal({ scores: { players: { Ann: 1, Ben: 0, Cat: 2, Dan: 4 } } }))).toBe("Ann & Cat 5 · Ben & Dan 3 — this deal so far: Ann & Cat 3 · Ben & Dan 4");
    expect(scoreLine(deal({ scores: { players: { Ann: 0, Ben: 0, Cat: 0, Dan: 0 } } }))).toBe("Ann & Cat 5 · Ben & Dan 3");
    expect(scoreLine(deal({ tricksWon: { Ann: 2, Ben: 0, Cat: 1, Dan: 0 } }))).toBe("Ann & Cat 5 · Ben & Dan 3 — tricks this deal: Ann 2 · Ben 0 · Cat 1 · Dan 0");
    expect(scoreLine({ ...deal({ scores: { players: { Ann: 2 } } }), deals: [{ status: "complete", scores: { players: { Ann: 2 } } }] })).toBe("Ann & Cat 5 · Ben & Dan 3");
  });

  it("a real Fortunes deal: Cat's Fourteen of Wands wins the first (high) trick, well-disposed, 2 points", () => {
    const m = gameModule("fortunes")!;
    const set = m.setup({ players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann" });
    if (!set.ok) throw new Error(set.error.message);
    let s = set.value;
    for (const card of ["W10", "W02", "W14", "W03"]) {
      const r = m.apply(s, { type: "play", card } as never);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
    expect(scoreLine(m.result(s))).toBe("Ann & Cat 0 · Ben & Dan 0 — this deal so far: Ann & Cat 2 · Ben & Dan 0");
  });
});
