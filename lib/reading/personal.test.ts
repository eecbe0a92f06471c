/** A player's own reading of a deal: personal, zone by zone, the Outcome called out (issue 24). */
import { describe, expect, it } from "vitest";
import { readingsFor, type WonTrick } from "./layout";
import { buildReadingSnapshot } from "./snapshot";
import { defaultMeaning } from "./meaning";

const PLAYERS = ["Ann", "Ben", "Cat", "Dan"];
const t = (winner: number, card: string, disposition: "well" | "ill" = "well"): WonTrick => ({ winner, card, disposition });

// Ann (seat 0, dealer, High team with Cat) wins ten tricks, Cat five: a Fate reading for both.
// Ann's Man (tricks 1–4) is all ill-disposed; her tenth trick, her Outcome, is The World well-disposed.
const ANN = [t(0, "T16", "ill"), t(0, "S10", "ill"), t(0, "S09", "ill"), t(0, "C05", "ill"), t(0, "C09"), t(0, "W06"), t(0, "P10"), t(0, "C03"), t(0, "P06"), t(0, "T21")];
const CAT = [t(2, "C02"), t(2, "W04"), t(2, "P03"), t(2, "S06", "ill"), t(2, "T17")];
const OTHERS = [t(1, "S05", "ill"), t(3, "W08"), t(1, "P01"), t(3, "C10")];

describe("personal summary of a game reading", () => {
  const readings = readingsFor({ players: PLAYERS, dealer: 0, tricks: [...ANN, ...CAT, ...OTHERS], teams: { high: 27, low: 6 }, meaning: defaultMeaning });
  const ann = buildReadingSnapshot(readings[0], "rws");
  const cat = buildReadingSnapshot(readings[2], "rws");

  it("lays out a Fate reading for both partners", () => {
    expect(ann.layout).toBe("fate");
    expect(cat.layout).toBe("fate");
  });
  it("opens with the player's own zones, one line each, then the partner's", () => {
    const zones = ann.personal!.zones;
    expect(zones.map((z) => [z.zone, z.whose])).toEqual([
      ["The Man", "own"], ["The Clan", "own"], ["The Universe", "partner"], ["The Realm", "partner"], ["The Fate", "shared"],
    ]);
    // Ann's own ground: 4 of 4 ill-disposed, led by The Tower (the only Star there).
    expect(zones[0].text).toBe("Your Man (yourself): all 4 cards are turned away, and the Tower, ill-disposed, sets the tone (collapse, disaster deferred).");
    expect(zones[2].text).toMatch(/^Cat's Universe \(the wider world\): /);
    expect(ann.personal!.text).not.toMatch(/balance leans|Of \d+ cards/);
  });
  it("calls out the Outcome by name", () => {
    expect(ann.personal!.callout).toMatch(/^Your Outcome is the World, well-disposed: /);
    expect(ann.personal!.text).toContain("Your Outcome is the World");
    expect(cat.personal!.callout).toMatch(/^Ann's Outcome is the World, well-disposed; from your seat it marks the trap you escape\./);
  });
  it("gives the two partners different texts, each in their own name", () => {
    expect(ann.personal!.text).not.toBe(cat.personal!.text);
    expect(ann.personal!.text.startsWith("Ann, your team took the deal: this is the fortune you share with Cat")).toBe(true);
    expect(cat.personal!.text.startsWith("Cat, your team took the deal: this is the fortune you share with Ann")).toBe(true);
    // Cat's Man is her own five tricks' first four.
    expect(cat.personal!.zones[0].text).toMatch(/^Your Man \(yourself\): 3 of 4 face you/);
  });
  it("the doom side reads its own doom, and a player without tricks is told so plainly", () => {
    const ben = buildReadingSnapshot(readings[1], "rws");
    expect(ben.personal!.opening).toMatch(/^Ben, the deal went to the other side: this is the doom you share with Dan/);
    const empty = readingsFor({ players: PLAYERS, dealer: 0, tricks: [], teams: { high: 0, low: 0 }, meaning: defaultMeaning });
    expect(buildReadingSnapshot(empty[0], "rws").personal!.text).toContain("won no tricks");
  });
  it("follows the deck style: the card at T08 in a Thoth game is Adjustment with Justice's words", () => {
    const r = readingsFor({ players: PLAYERS, dealer: 0, tricks: [t(0, "T08")], teams: { high: 2, low: 0 }, meaning: defaultMeaning });
    const snap = buildReadingSnapshot(r[0], "thoth");
    expect(snap.cards[0].name).toBe("Adjustment");
    expect(snap.cards[0].keywords).toContain("fairness");
    expect(snap.cards[0].line).toContain("Adjustment");
  });
});
