import { describe, expect, it } from "vitest";
import { dealSoFarLine, standingsLine } from "./summary";
import { allGames, gameModule } from "./registry";
import { foldActions } from "./fold";

describe("the games list's score line", () => {
  it("says the standings best first: points signed, or the cards left", () => {
    expect(standingsLine([{ players: ["Ann", "Cat"], points: 12 }, { players: ["Ben", "Dan"], points: -3 }])).toBe("Ann & Cat 12 · Ben & Dan −3");
    expect(standingsLine([{ players: ["Ann"], points: 30 }, { players: ["Cat"], points: 0 }, { players: ["Ben"], points: -10 }])).toBe("Ann 30 · Cat 0 · Ben −10");
    expect(standingsLine([{ players: ["Ann"], points: 5 }, { players: ["Ben"], points: 6 }], "cards")).toBe("Cards left: Ann 5 · Ben 6");
    expect(standingsLine([])).toBeNull();
  });
  it.each(allGames().map((m) => [m.id, m] as const))("%s: its module gives the line, naming every player", (_id, m) => {
    const g = m.random(5);
    const r = foldActions(m, g.setup, g.actions.slice(0, Math.ceil(g.actions.length / 2)));
    if (!r.ok) throw new Error(r.error.message);
    const line = m.scoreLine(r.value);
    expect(typeof line).toBe("string");
    for (const p of g.setup.players) expect(line).toContain(p);
  });

  it("says the deal in progress after the match (issue 30: not 'Ann & Cat 0' after a trick worth 2 points)", () => {
    const match = [{ players: ["Ann", "Cat"], points: 5 }, { players: ["Ben", "Dan"], points: 3 }];
    const sides = (a: number, b: number) => [{ players: ["Ann", "Cat"], points: a }, { players: ["Ben", "Dan"], points: b }];
    expect(standingsLine(match, "points", { kind: "points", sides: sides(3, 4) })).toBe("Ann & Cat 5 · Ben & Dan 3 — this deal so far: Ann & Cat 3 · Ben & Dan 4");
    expect(standingsLine(match, "points", { kind: "points", sides: sides(0, 0) })).toBe("Ann & Cat 5 · Ben & Dan 3");
    const tricks = { kind: "tricks" as const, sides: [["Ann", 2], ["Ben", 0], ["Cat", 1], ["Dan", 0]].map(([p, n]) => ({ players: [p as string], points: n as number })) };
    expect(standingsLine(match, "points", tricks)).toBe("Ann & Cat 5 · Ben & Dan 3 — tricks this deal: Ann 2 · Ben 0 · Cat 1 · Dan 0");
    expect(standingsLine(match, "points", null)).toBe("Ann & Cat 5 · Ben & Dan 3");
    // Said in the match line's order (best first) when the deal's sides are its sides.
    expect(standingsLine([match[1]!, match[0]!], "points", { kind: "points", sides: sides(1, 2) })).toBe("Ben & Dan 3 · Ann & Cat 5 — this deal so far: Ben & Dan 2 · Ann & Cat 1");
    expect(dealSoFarLine({ kind: "points", sides: sides(-1, 0) })).toBe("this deal so far: Ann & Cat −1 · Ben & Dan 0");
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
    expect(m.scoreLine(s)).toBe("Ann & Cat 0 · Ben & Dan 0 — this deal so far: Ann & Cat 2 · Ben & Dan 0");
  });
});
