/**
 * How to play, for every registered game: the sections the issue asks for exist, and every turn
 * `expects` value a game can reach has an anchor, so the table's "?" never opens a page top.
 */
import { describe, expect, it } from "vitest";
import { allGames } from "./registry";
import { foldActions } from "./fold";


describe.each(allGames().map((m) => [m.id, m] as const))("how to play %s", (_id, m) => {
  it("has set-up, play, scoring and house rules sections with text", async () => {
    const r = await m.howToPlay();
    const ids = r.sections.map((s) => s.id);
    for (const need of ["setup", "play", "scoring", "end", "house-rules", "taps"]) {
      expect(ids).toContain(need);
    }
    expect(r.intro.length).toBeGreaterThan(40);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of r.sections) expect(s.blocks.length, s.id).toBeGreaterThan(0);
  });

  it("every expects value reached in random games has an anchor", async () => {
    const r = await m.howToPlay();
    const anchors = new Set(r.sections.flatMap((s) => [s.id, ...(s.expects ?? [])]));
    const seen = new Set<string>();
    for (let seed = 1; seed <= 4; seed++) {
      const g = m.random(seed);
      for (let n = 0; n <= g.actions.length; n += Math.max(1, Math.floor(g.actions.length / 40))) {
        const f = foldActions<unknown, { type: string }>(m, g.setup, g.actions.slice(0, n), { lenient: true });
        if (f.ok) seen.add(m.turn(f.value).expects);
      }
    }
    expect(seen.size).toBeGreaterThan(1);
    expect([...seen].filter((e) => !anchors.has(e))).toEqual([]);
  });

  it("the house rules section names every option of the module's schema", async () => {
    const r = await m.howToPlay();
    const text = JSON.stringify(r.sections.find((s) => s.id === "house-rules"));
    const defaults = m.optionsSchema.parse({}) as Record<string, unknown>;
    const words: Record<string, string> = { starsAfterBroken: "Stars after they are broken", betting: "Betting", fittingGuesses: "Fitting guesses", blindFirstRound: "Blind first round", firstMove: "First move", tarotRibbons: "Black Ribbons", handSize: "Cards dealt" };
    for (const key of Object.keys(defaults)) expect(text, key).toContain(words[key] ?? key);
  });
});
