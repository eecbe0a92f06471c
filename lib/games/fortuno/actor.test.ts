/** Whose move a Fortuno entry is under the "own moves" seat rule (lib/games/fortuno/actor.ts), worked by hand. */
import { describe, expect, it } from "vitest";
import { foldActions } from "../fold";
import { fortunoModule as m } from "./module";
import type { FortunoAction, FortunoEvent, FortunoState } from "./types";

/** Four players, Dan deals, so Ann flips first; her W05 is a number card, so she then plays on it herself (docs/fortuno-events.md, `flip`). */
function at(events: FortunoEvent[]): FortunoState {
  const players = ["Ann", "Ben", "Cat", "Dan"];
  const r = m.recordToActions({ game: "fortuno", players, options: { handSize: 6 }, deals: [{ dealer: "Dan", events }] });
  if (!r.ok) throw new Error(r.error.message);
  const s = foldActions<FortunoState, FortunoAction>(m, r.value.setup, r.value.actions);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}
const ev = (event: FortunoEvent): FortunoAction => ({ type: "event", event });

describe("Fortuno: whose move an entry is", () => {
  it("the flip and the plays in turn are the player to act's", () => {
    expect(m.actor(at([]), ev({ flip: "W05" }))).toBe("Ann");
    expect(m.actor(at([{ flip: "W05" }]), ev({ play: "W07" }))).toBe("Ann");
    expect(m.actor(at([{ flip: "W05" }]), ev({ draw: 1 }))).toBe("Ann");
    expect(m.actor(at([{ flip: "W05" }, { play: "W07" }]), ev({ play: "W08" }))).toBe("Ben");
    expect(m.actor(at([{ flip: "W05" }]), ev({ eliminated: "Cat" }))).toBe("Ann");
  });
  it("out-of-turn acts are the named player's: a slap's winner, a 'Fortuno!' call, an accuser, a stealer, a Chariot thrower", () => {
    const s = at([{ flip: "W05" }]);
    expect(m.actor(s, ev({ slap: "Dan" }))).toBe("Dan");
    expect(m.actor(s, ev({ slap: "Ann" }))).toBe("Ann");
    expect(m.actor(s, ev({ fortuno: "Cat" }))).toBe("Cat");
    expect(m.actor(s, ev({ accuse: "Ann", player: "Cat", caught: true }))).toBe("Cat");
    expect(m.actor(s, ev({ accuse: "Ben", caught: true }))).toBe("Ann"); // no accuser named: the player to act
    expect(m.actor(s, ev({ steal: "P05", player: "Dan" }))).toBe("Dan");
    expect(m.actor(s, ev({ play: "T07", player: "Cat" }))).toBe("Cat");
    expect(m.actor(s, ev({ draw: 2, player: "Dan" }))).toBe("Dan");
  });
  it("a next deal is the player to act's, as before", () => {
    expect(m.actor(at([]), { type: "nextDeal" })).toBe("Ann");
  });
});
