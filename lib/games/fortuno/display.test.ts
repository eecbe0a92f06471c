/** Fortuno on the table display: values worked by hand from seed 001 and RULINGS "Fortuno". */
import { describe, expect, it } from "vitest";
import { foldActions } from "../fold";
import { fortunoModule as m } from "./module";
import type { FortunoAction, FortunoEvent, FortunoState } from "./types";

const P = ["Ann", "Ben", "Cat", "Dan"];
function state(events: FortunoEvent[], deckStyle?: string): FortunoState {
  const r = foldActions<FortunoState, FortunoAction>(m, { players: P, deckStyle }, events.map((event) => ({ type: "event", event })), { lenient: false });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("fortuno display(state)", () => {
  // Dan (last) deals 6 each: 54 left. Ann flips W05 (53), plays the Princess of Wands: Ben draws 2
  // (51) and loses his turn; Cat plays the Knight of Wands: play reverses, back to Ben.
  const events: FortunoEvent[] = [{ flip: "W05" }, { play: "W11" }, { draw: 2 }, { play: "W14" }];

  it("hand counts, the turn, the dealer and the new direction", () => {
    const d = m.display(state(events));
    expect(d.seats.map((x) => [x.name, x.count])).toEqual([["Ann", 5], ["Ben", 8], ["Cat", 5], ["Dan", 6]]);
    expect(d.seats.find((x) => x.turn)?.name).toBe("Ben");
    expect(d.seats.find((x) => x.name === "Dan")?.marks).toEqual(["dealer"]);
    expect(d.direction).toBe("counter-clockwise");
    expect(d.facts).toContainEqual({ label: "Direction", value: "↺ counter-clockwise" });
    expect(d.facts).toContainEqual({ label: "Draw pile", value: "51 cards · discard pile 3" });
    expect(d.trick).toBeNull();
    expect(d.scores).toEqual([{ label: "Ann", value: "5 cards" }, { label: "Ben", value: "8 cards" }, { label: "Cat", value: "5 cards" }, { label: "Dan", value: "6 cards" }]);
  });

  it("the top card as a face, named in the table's deck style", () => {
    const top = m.display(state(events)).facts.find((f) => f.label === "Top card")!;
    expect(top.face).toEqual({ deck: "fortuno", style: "thoth", code: "W14", name: "Knight of Wands" });
    const rws = m.display(state(events, "rws")).facts.find((f) => f.label === "Top card")!;
    expect(rws.face).toEqual({ deck: "fortuno", style: "rws", code: "W14", name: "King of Wands" });
    expect(m.display(state([])).facts[0]).toEqual({ label: "Top card", value: "none yet: flip" });
  });
});
