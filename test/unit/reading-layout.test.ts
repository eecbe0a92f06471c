/** The Fortunes spread: layout selection and placement (RULINGS "Reading"), from the seed's tables. */
import { goldenResult } from "../helpers/goldens";
import { describe, expect, it } from "vitest";
import { layoutFor, positionFor, POSITIONS } from "../../lib/reading/positions";
import { readingsFor, type WonTrick } from "../../lib/reading/layout";

const PLAYERS = ["Ann", "Ben", "Cat", "Dan"];
const meaning = () => "";

describe("layout selection by the team's trick counts", () => {
  it.each([
    [0, 0, "simple"], [7, 4, "simple"], [4, 4, "simple"], [8, 0, "broader"], [7, 5, "broader"], [2, 7, "broader"],
    [7, 7, "broader"], [8, 6, "broader"], [8, 7, "fate"], [10, 5, "fate"], [0, 15, "fate"], [19, 0, "fate"],
  ] as const)("reader %i, partner %i → %s", (r, p, layout) => {
    expect(layoutFor(r, p)).toBe(layout);
  });
});

describe("positions from the seed", () => {
  it("The Man and The Clan take the reader's tricks 1–7 in every layout", () => {
    for (const layout of ["simple", "broader", "fate"] as const) {
      expect([1, 2, 3, 4, 5, 6, 7].map((i) => positionFor(layout, "reader", i)?.position)).toEqual([
        "The Self", "The Astral/Aether or Collective Unconscious", "The House of Magic", "The House of Illusion (Time)",
        "The House of Consciousness", "The House of War", "The House of Peace",
      ]);
      expect(positionFor(layout, "reader", 1)?.zone).toBe("The Man");
      expect(positionFor(layout, "reader", 5)?.zone).toBe("The Clan");
    }
  });
  it("simple: the partner's 1–4 are The Future (Hopes, Fears, Enemies, Allies)", () => {
    expect([1, 2, 3, 4].map((i) => positionFor("simple", "partner", i)?.position)).toEqual(["Hopes", "Fears", "Enemies", "Allies"]);
    expect(positionFor("simple", "partner", 5)).toBeNull();
    expect(positionFor("simple", "reader", 8)).toBeNull();
  });
  it("broader: the partner's 1–4 are The Universe, 5–7 The Realm", () => {
    expect([1, 2, 3, 4].map((i) => positionFor("broader", "partner", i)?.position)).toEqual(["The House of Peace", "Tír inna n-Óc", "The Grey Realms", "The Abyss"]);
    expect([5, 6, 7].map((i) => positionFor("broader", "partner", i)?.position)).toEqual(["The Center", "The Father's House", "The Shrine of the Goddess"]);
    expect(positionFor("broader", "partner", 4)).toMatchObject({ zone: "The Universe", correspondence: "The Bull", sphere: "earth", meaning: "Violation of Universal Law: Separation" });
    expect(positionFor("broader", "partner", 7)).toMatchObject({ zone: "The Realm", correspondence: "Saturn (no corresponding planet)", sphere: "3" });
    expect(positionFor("broader", "reader", 8)).toBeNull();
  });
  it("fate: adds The Fate for the reader's 8, 9, 10 and the partner's 8 and 10", () => {
    expect(positionFor("fate", "reader", 8)?.position).toBe("The Gift (given)");
    expect(positionFor("fate", "reader", 9)?.position).toBe("Shared Fate");
    expect(positionFor("fate", "partner", 8)?.position).toBe("The Gift (received)");
    expect(positionFor("fate", "reader", 10)?.position).toBe("Outcome 1 / Trap avoided 2");
    expect(positionFor("fate", "partner", 10)?.position).toBe("Outcome 2 / Trap avoided 1");
    expect(positionFor("fate", "partner", 9)).toBeNull();
    expect(positionFor("fate", "reader", 11)).toBeNull();
    expect(positionFor("fate", "partner", 5)?.zone).toBe("The Realm");
  });
  it("has every row of the seed's tables once", () => {
    expect(POSITIONS).toHaveLength(23);
    expect(new Set(POSITIONS.map((p) => p.id)).size).toBe(23);
    expect(POSITIONS.find((p) => p.id === "man-1")).toMatchObject({ correspondence: "The World", sphere: "10", meaning: "Root, Origin" });
  });
});

describe("readingsFor", () => {
  const trick = (winner: number, card: string, disposition: "well" | "ill" = "well"): WonTrick => ({ winner, card, disposition });
  it("numbers each owner's tricks in order of winning, the reader's first, and places them", () => {
    const tricks = [trick(0, "W01"), trick(2, "C02", "ill"), trick(1, "S03"), trick(0, "P04"), trick(2, "T05")];
    const [ann] = readingsFor({ players: PLAYERS, dealer: 0, tricks, teams: { high: 7, low: 2 }, meaning });
    expect(ann).toMatchObject({ player: "Ann", partner: "Cat", team: "high", layout: "simple", outcome: "fortune" });
    expect(ann.cards.map((c) => [c.owner, c.index, c.card, c.disposition, c.zone, c.position])).toEqual([
      ["Ann", 1, "W01", "well", "The Man", "The Self"],
      ["Ann", 2, "P04", "well", "The Man", "The Astral/Aether or Collective Unconscious"],
      ["Cat", 1, "C02", "ill", "The Future", "Hopes"],
      ["Cat", 2, "T05", "well", "The Future", "Fears"],
    ]);
  });
  it("gives the Low team's readers a doom when they scored less, and even on a tie", () => {
    const r = readingsFor({ players: PLAYERS, dealer: 0, tricks: [], teams: { high: 20, low: 15 }, meaning });
    expect(r.map((x) => [x.player, x.team, x.outcome])).toEqual([["Ann", "high", "fortune"], ["Ben", "low", "doom"], ["Cat", "high", "fortune"], ["Dan", "low", "doom"]]);
    const e = readingsFor({ players: PLAYERS, dealer: 1, tricks: [], teams: { high: 14, low: 14 }, meaning });
    expect(e.map((x) => x.outcome)).toEqual(["even", "even", "even", "even"]);
    expect(e[1].team).toBe("high");
  });
  it("marks cards beyond the active layout with a null zone", () => {
    const tricks = [...Array.from({ length: 9 }, (_, i) => trick(0, `W0${i + 1}`)), trick(2, "C01")];
    const [ann] = readingsFor({ players: PLAYERS, dealer: 0, tricks, teams: { high: 20, low: 0 }, meaning });
    expect(ann.layout).toBe("broader");
    expect(ann.cards.filter((c) => c.zone === null).map((c) => c.index)).toEqual([8, 9]);
  });
  it("matches the golden four-deal match (an engine-written golden: a change detector): every reading lists its team's won tricks", () => {
    const r = goldenResult("match-four-deals");
    for (const d of r.deals) {
      for (const rd of d.readings) {
        const mine = d.tricks.filter((t: { winner: string }) => t.winner === rd.player).map((t: { winningCard: string }) => t.winningCard);
        const theirs = d.tricks.filter((t: { winner: string }) => t.winner === rd.partner).map((t: { winningCard: string }) => t.winningCard);
        expect(rd.cards.map((c: { card: string }) => c.card)).toEqual([...mine, ...theirs]);
        expect(rd.layout).toBe(layoutFor(mine.length, theirs.length));
      }
    }
  });
});
