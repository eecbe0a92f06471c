/** The fields the table panel reads from Fortuno's view (app/games/[id]/panels/fortuno). */
import { describe, expect, it } from "vitest";
import { ALL_CARDS } from "../../cards";
import { foldActions } from "../fold";
import { logLine } from "./engine";
import { fortunoModule as m } from "./module";
import type { FortunoAction, FortunoEvent, FortunoState } from "./types";
import type { FortunoView } from "./view";

const P4 = ["Ann", "Ben", "Cat", "Dan"];
const view = (events: FortunoEvent[], handSize = 6): FortunoView => {
  const r = foldActions<FortunoState, FortunoAction>(m, { players: P4, options: { handSize } }, events.map((event) => ({ type: "event", event })), { lenient: false });
  if (!r.ok) throw new Error(r.error.message);
  return m.view(r.value, { kind: "table" });
};
const W05: FortunoEvent = { flip: "W05" };

describe("Fortuno view: fields for the table panel", () => {
  it("seats: the rows in current clockwise order (the shell replaces `players` with names)", () => {
    const v = view([W05, { play: "W11" }, { draw: 2 }, { play: "W14" }]);
    expect(v.seats).toEqual([
      { name: "Ann", cards: 5, out: false, hermit: 0, turn: false, lover: false },
      { name: "Ben", cards: 8, out: false, hermit: 0, turn: true, lover: false },
      { name: "Cat", cards: 5, out: false, hermit: 0, turn: false, lover: false },
      { name: "Dan", cards: 6, out: false, hermit: 0, turn: false, lover: false },
    ]);
    expect(v.seats).toEqual(v.players);
    expect(view([W05, { play: "C05" }, { play: "T01" }, { seats: ["Ann", "Dan", "Cat", "Ben"] }]).seats.map((s) => s.name)).toEqual(["Ann", "Dan", "Cat", "Ben"]);
    expect(view([W05, { play: "W09" }, { play: "T09" }]).seats.find((s) => s.name === "Cat")).toMatchObject({ hermit: 1 });
  });

  it("handSize: the option the game was set up with", () => {
    expect(view([]).handSize).toBe(6);
    expect(view([], 3).handSize).toBe(3);
  });

  it("unseen: every card but the visible discard pile and cards out of the game", () => {
    expect(view([]).unseen).toEqual([...ALL_CARDS]);
    const v = view([W05, { play: "C05" }]);
    expect(v.unseen).toHaveLength(76);
    expect(v.unseen).not.toContain("W05");
    expect(v.unseen).not.toContain("C05");
  });

  it("legal: what may go on the top now, for any hand", () => {
    expect(view([]).legal).toBeNull(); // flip first
    const onFive = view([W05]).legal!;
    expect(onFive).toContain("W09");
    expect(onFive).toContain("C05");
    expect(onFive).toContain("P01");
    expect(onFive).toContain("T21");
    expect(onFive).not.toContain("C09");
    expect(onFive).not.toContain("T10"); // Fortune answers draws only
    expect(onFive).not.toContain("W05"); // on the pile
    const owes = view([W05, { play: "W11" }]).legal!;
    expect(owes.sort()).toEqual(["C11", "P11", "S11", "T10"]);
    expect(view([W05, { play: "C05" }, { play: "T18" }]).legal).toBeNull(); // The Moon's choice first
    expect(view([W05, { play: "C05" }, { play: "S05" }, { slap: "Dan" }]).legal).toBeNull(); // any card after a slap
  });

  it("drawable: the draw pile and all but the top of the discard pile", () => {
    expect(view([]).drawable).toBe(54);
    expect(view([W05, { play: "C05" }]).drawable).toBe(53 + 1);
  });

  it("pending: the choice the next event makes", () => {
    expect(view([W05]).pending).toBeNull();
    expect(view([W05, { play: "T01" }]).pending).toEqual({ kind: "seats", player: "Ann" });
    expect(view([W05, { play: "T18" }]).pending).toEqual({ kind: "moon", player: "Ann" });
    expect(view([W05, { play: "T15" }]).pending).toEqual({ kind: "devil", player: "Ann", immune: [] });
    expect(view([W05, { play: "W11" }, { draw: 2 }, { play: "T16" }]).pending).toEqual({ kind: "tower", player: "Cat", most: ["Ben"], fewest: ["Ann", "Cat"] });
    expect(view([W05, { play: "C05" }, { play: "S05" }, { slap: "Dan" }]).pending).toEqual({ kind: "reward", player: "Dan", stolen: false, steal: ["P05"] });
    expect(view([W05, { play: "C05" }, { play: "S05" }, { slap: "Dan" }, { steal: "P05", player: "Cat" }]).pending).toEqual({ kind: "reward", player: "Cat", stolen: true, steal: [] });
  });

  it("sixes: three sixes in a row open the Satanic Ritual", () => {
    expect(view([{ flip: "W06" }, { play: "C06" }]).sixes).toBe(false);
    expect(view([{ flip: "W06" }, { play: "C06" }, { play: "S06" }]).sixes).toBe(true);
    expect(view([{ flip: "W06" }, { play: "C06" }, { play: "S06" }, { play: "S09" }]).sixes).toBe(false);
  });

  it("history: every event in words with the card a correction replaces", () => {
    const v = view([W05, { draw: 1 }, { fortuno: "Ben" }, { play: "C05" }]);
    expect(v.history).toEqual([
      { event: 1, text: "1. Ann flips Five of Wands — Ann plays on it.", card: "W05" },
      { event: 2, text: "2. Ann draws 1 and plays when able.", card: null },
      { event: 3, text: "3. Ben: \"Fortuno!\" — Ben calls \"Fortuno!\"", card: null },
      { event: 4, text: "4. Ann plays Five of Cups", card: "C05" },
    ]);
    const state = foldActions<FortunoState, FortunoAction>(m, { players: P4 }, [W05, { play: "C05" }].map((event) => ({ type: "event" as const, event })));
    if (!state.ok) throw new Error(state.error.message);
    const corrected = m.locate(state.value, { deal: 1, event: 2, card: "C07" });
    expect(corrected).toMatchObject({ ok: true, value: { index: 1, action: { type: "event", event: { play: "C07" } } } });
  });
});

describe("logLine: the card is named once", () => {
  it.each([
    ["Ann flips Five of Wands", ["Flipped Five of Wands: Ann plays on it."], "Ann flips Five of Wands — Ann plays on it."],
    ["Ann plays Princess of Cups", ["Princess of Cups: Ben must draw 2 or stack."], "Ann plays Princess of Cups — Ben must draw 2 or stack."],
    ["Ann draws 1", ["Ann draws 1 and plays when able."], "Ann draws 1 and plays when able."],
    ["Ben: \"Fortuno!\"", ["Ben calls \"Fortuno!\""], "Ben: \"Fortuno!\" — Ben calls \"Fortuno!\""],
    ["Ann plays Six of Wands", ["Ann has no cards left and wins!"], "Ann plays Six of Wands — Ann has no cards left and wins!"],
    ["Ann plays The Sun", [], "Ann plays The Sun"],
  ])("%s", (what, notes, line) => {
    expect(logLine(what, notes)).toBe(line);
  });
});
