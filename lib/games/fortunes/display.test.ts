/** Fortunes on the table display: values worked by hand from RULINGS "Fortunes". */
import { describe, expect, it } from "vitest";
import { foldActions } from "../fold";
import { fortunesModule as m } from "./module";
import type { FortunesAction, FortunesState } from "./types";

const P = ["Ann", "Ben", "Cat", "Dan"];
const play = (...cards: string[]): FortunesAction[] => cards.map((card) => ({ type: "play", card }));
function state(actions: FortunesAction[]): FortunesState {
  const r = foldActions<FortunesState, FortunesAction>(m, { players: P, dealer: 0 }, actions, { lenient: true });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("fortunes display(state)", () => {
  // Ann deals: High = Ann & Cat, Low = Ben & Dan. Trick 1 (Ann leads: high): W09 W03 W02 W04 →
  // the highest Wand, Ann's 9, wins; High won a high trick: well-disposed, 2 points to Ann.
  const one = state(play("W09", "W03", "W02", "W04"));

  it("keeps the finished trick, with its winner, until the next card", () => {
    const d = m.display(one);
    expect(d.trick).toMatchObject({ label: "Trick 1", finished: true, winner: "Ann", leader: "Ann" });
    expect(d.trick!.plays.map((p) => [p.player, p.face.code])).toEqual([["Ann", "W09"], ["Ben", "W03"], ["Cat", "W02"], ["Dan", "W04"]]);
    expect(d.trick!.plays[0].face).toEqual({ deck: "tarot", style: "fortunes", code: "W09", name: "Nine of Wands" });
    expect(d.facts).toContainEqual({ label: "Last trick was", value: "▲ High" });
  });

  it("scores as the phones show them: High Ann & Cat 2, Low Ben & Dan 0", () => {
    const d = m.display(one);
    expect(d.scores).toEqual([
      { label: "High Ann & Cat", value: "2", tone: "high" },
      { label: "Low Ben & Dan", value: "0", tone: "low" },
    ]);
    const v = m.view(one, { kind: "spectator" });
    const deal = v.deals[v.deals.length - 1];
    expect(d.scores.map((s) => s.value)).toEqual([String(deal.scores.teams.high), String(deal.scores.teams.low)]);
    expect(d.seats.map((s) => [s.name, s.team, s.score, s.tricks])).toEqual([["Ann", "High", "2", 1], ["Ben", "Low", "0", 0], ["Cat", "High", "0", 0], ["Dan", "Low", "0", 0]]);
    expect(d.seats[0].marks).toEqual(["dealer"]);
    expect(d.seats.find((s) => s.turn)?.name).toBe("Ben");
  });

  it("the next card replaces the finished trick; a Star flips a low trick high", () => {
    const d = m.display(state([...play("W09", "W03", "W02", "W04"), ...play("C05")]));
    expect(d.trick).toMatchObject({ label: "Trick 2", finished: false, leader: "Ben", winner: null });
    expect(d.trick!.plays.map((p) => p.face.code)).toEqual(["C05"]);
    expect(d.facts).toContainEqual({ label: "This trick is", value: "▼ Low" });
    // Trick 2 (Ben leads: low) C05 C03 C10 T01: the Star flips it high, Dan's 10 wins for Low in a
    // High trick: ill-disposed, 1 point. High 2, Low 1.
    const two = m.display(state([...play("W09", "W03", "W02", "W04"), ...play("C05", "C03", "C10", "T01")]));
    expect(two.trick).toMatchObject({ label: "Trick 2", finished: true, winner: "Dan" });
    expect(two.facts).toContainEqual({ label: "Last trick was", value: "▲ High" });
    expect(two.scores.map((s) => s.value)).toEqual(["2", "1"]);
    expect(two.facts).toContainEqual({ label: "Stars", value: "★ broken" });
  });

  it("no readings before the deal ends; no match line on a first deal without target", () => {
    const d = m.display(one);
    expect(d.readings).toEqual([]);
    expect(d.scores).toHaveLength(2);
    expect(d.over).toBeNull();
  });

  it("after a whole deal: four readings with the won cards' faces", () => {
    const g = m.random(7);
    const r = foldActions<FortunesState, FortunesAction>(m, g.setup, g.actions, { lenient: true });
    if (!r.ok) throw new Error(r.error.message);
    const d = m.display(r.value);
    expect(d.readings.map((x) => x.player)).toEqual(P);
    // Every trick's winning card appears once, in its winner's reading.
    const v = m.view(r.value, { kind: "spectator" });
    const deal = v.deals[0];
    const cards = d.readings.flatMap((x) => x.cards.filter((c) => !c.position.includes("'s ")).map((c) => c.face.code)).sort();
    expect(cards).toEqual(deal.tricks.map((t) => t.winningCard!).sort());
    expect(d.scores.map((s) => s.value)).toEqual([String(deal.scores.teams.high), String(deal.scores.teams.low)]);
  });
});
