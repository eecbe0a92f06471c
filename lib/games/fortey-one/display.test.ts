/** Fortey-One on the table display: values worked by hand from RULINGS "Fortey-One". */
import { describe, expect, it } from "vitest";
import { foldActions } from "../fold";
import { forteyOneModule as m } from "./module";
import type { ForteyOneAction, ForteyOneState } from "./types";

const P = ["Ann", "Ben", "Cat", "Dan"];
function state(actions: ForteyOneAction[]): ForteyOneState {
  const r = foldActions<ForteyOneState, ForteyOneAction>(m, { players: P, dealer: 0 }, actions, { lenient: true });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const bids: ForteyOneAction[] = [3, 3, 3, 3].map((tricks) => ({ type: "bid", tricks }));
const play = (...cards: string[]): ForteyOneAction[] => cards.map((card) => ({ type: "play", card }));

describe("fortey-one display(state)", () => {
  // Ann deals; Ben (her right, next in the counter-clockwise list) bids first and leads.
  // Trick 1: Ben K♠ (S14), Cat 2♠, Dan 2♥ (trump), Ann 5♠ → Dan's Heart wins.
  const s = state([...bids, ...play("S14", "S02", "C02", "S05")]);

  it("keeps the finished trick with its winner; faces are playing cards", () => {
    const d = m.display(s);
    expect(d.trick).toMatchObject({ label: "Trick 1", finished: true, winner: "Dan", leader: "Ben" });
    expect(d.trick!.plays.map((p) => [p.player, p.face.code])).toEqual([["Ben", "S14"], ["Cat", "S02"], ["Dan", "C02"], ["Ann", "S05"]]);
    expect(d.trick!.plays[2].face).toEqual({ deck: "playing", style: "standard", code: "C02", name: "2 of Hearts" });
  });

  it("bids against tricks, partnerships, Hearts as trump, play counter-clockwise", () => {
    const d = m.display(s);
    expect(d.order).toBe("counter-clockwise");
    expect(d.seats.map((x) => [x.name, x.bid, x.tricks, x.team])).toEqual([["Ann", 3, 0, "Ann & Cat"], ["Ben", 3, 0, "Ben & Dan"], ["Cat", 3, 0, "Ann & Cat"], ["Dan", 3, 1, "Ben & Dan"]]);
    expect(d.facts).toContainEqual({ label: "Trump", value: "♥ Hearts, always" });
    expect(d.facts).toContainEqual({ label: "Bids", value: "12 in all (at least 11)" });
    expect(d.seats.find((x) => x.turn)?.name).toBe("Dan");
  });

  it("the next card replaces the finished trick", () => {
    const d = m.display(state([...bids, ...play("S14", "S02", "C02", "S05", "C09")]));
    expect(d.trick).toMatchObject({ label: "Trick 2", finished: false, leader: "Dan" });
    expect(d.trick!.plays.map((p) => p.face.code)).toEqual(["C09"]);
  });

  it("scores equal the view's partnership points and totals after whole deals", () => {
    const g = m.random(3);
    const r = foldActions<ForteyOneState, ForteyOneAction>(m, g.setup, g.actions, { lenient: true });
    if (!r.ok) throw new Error(r.error.message);
    const d = m.display(r.value);
    const v = m.view(r.value, { kind: "spectator" });
    const fmt = (n: number) => (n < 0 ? `−${-n}` : String(n));
    expect(d.scores).toEqual(v.partnerships.map((p) => ({ label: p.players.join(" & "), value: fmt(p.points) })));
    expect(d.seats.map((x) => x.score)).toEqual(v.seats.map((x) => fmt(x.total)));
  });
});
