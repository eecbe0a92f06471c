import { describe, expect, it } from "vitest";
import { standingsLine } from "./summary";
import { allGames } from "./registry";
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
});
