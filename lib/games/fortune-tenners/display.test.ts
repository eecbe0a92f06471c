/** Fortune Tenners on the table display: values worked by hand from seed 002 and RULINGS. */
import { describe, expect, it } from "vitest";
import { foldActions } from "../fold";
import { fortuneTennersModule as m } from "./module";
import type { TennersAction, TennersState } from "./types";

const P = ["Ann", "Ben", "Cat"];
function state(actions: TennersAction[]): TennersState {
  const r = foldActions<TennersState, TennersAction>(m, { players: P }, actions, { lenient: true });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("fortune-tenners display(state)", () => {
  // Cat (last) deals round 1, one card each, and turns B05: trump B. Ann says 1, Ben 0, Cat 0.
  // Ann A03, Ben B02 (trump), Cat A13 → Ben wins. Ann −10 (1 off), Ben −10 (1 off), Cat 20 (exact, 0 tricks).
  const s = state([
    { type: "trump", card: "B05" },
    { type: "bid", tricks: 1 }, { type: "bid", tricks: 0 }, { type: "bid", tricks: 0 },
    { type: "play", card: "A03" }, { type: "play", card: "B02" }, { type: "play", card: "A13" },
  ]);

  it("the trump card drawn large, the round and predictions", () => {
    const d = m.display(s);
    expect(d.title).toBe("Fortune Tenners · Round 1 of 20");
    const trump = d.facts.find((f) => f.label === "Trump")!;
    expect(trump.face).toMatchObject({ deck: "tenners", style: "tenners", code: "B05" });
    expect(d.facts).toContainEqual({ label: "Predictions", value: "1 for 1 trick" });
  });

  it("keeps the finished trick with its winner", () => {
    const d = m.display(s);
    expect(d.trick).toMatchObject({ label: "Trick 1", finished: true, winner: "Ben", leader: "Ann" });
    expect(d.trick!.plays.map((p) => [p.player, p.face.code])).toEqual([["Ann", "A03"], ["Ben", "B02"], ["Cat", "A13"]]);
  });

  it("predictions against tricks and the totals the phones show", () => {
    const d = m.display(s);
    expect(d.seats.map((x) => [x.name, x.bid, x.tricks, x.score])).toEqual([["Ann", 1, 0, "−10"], ["Ben", 0, 1, "−10"], ["Cat", 0, 0, "20"]]);
    expect(d.scores).toEqual([{ label: "Ann", value: "−10" }, { label: "Ben", value: "−10" }, { label: "Cat", value: "20" }]);
    const v = m.view(s, { kind: "spectator" });
    expect(d.scores.map((x) => x.value)).toEqual(P.map((p) => (v.totals[p] < 0 ? `−${-v.totals[p]}` : String(v.totals[p]))));
    expect(d.seats.find((x) => x.marks.includes("dealer"))?.name).toBe("Cat");
  });
});
