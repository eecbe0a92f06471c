/**
 * RULINGS "Card identity across deck styles": a code is the card's printed place, effects follow
 * identity. Rider-Waite-Smith prints Strength at VIII and Justice at XI, so at an RWS table T08
 * (Strength) acts as Fortuno's Lust and T11 (Justice) as Adjustment; at a Thoth table T08 is
 * Adjustment and T11 Lust. Names follow the printed place in the table's style.
 */
import { describe, expect, it } from "vitest";
import { fortunoModule as m } from "./module";
import { fortunoCardName } from "./deck";
import { parseFortunoCard } from "./parse";
import type { FortunoAction, FortunoEvent, FortunoState } from "./types";

const P4 = ["Ann", "Ben", "Cat", "Dan"];

function run(deckStyle: "rws" | "thoth", events: FortunoEvent[]) {
  const s0 = m.setup({ players: P4, options: { handSize: 6 }, deckStyle });
  if (!s0.ok) throw new Error(s0.error.message);
  let s: FortunoState = s0.value;
  for (const event of events) {
    const r = m.apply(s, { type: "event", event } as FortunoAction, { lenient: true });
    if (!r.ok) return { error: r.error.message, deal: null };
    s = r.value;
  }
  return { error: null, deal: m.result(s).deals[0], log: (s as unknown as { deals: { log: string[] }[] }).deals.at(-1)!.log };
}

describe("Fortuno card identity follows the deck style", () => {
  it("names: the RWS style names the printed cards (T08 Strength, T11 Justice, X12 Knight, X14 King)", () => {
    expect(fortunoCardName("T08", "rws")).toBe("Strength");
    expect(fortunoCardName("T11", "rws")).toBe("Justice");
    expect(fortunoCardName("C12", "rws")).toBe("Knight of Cups");
    expect(fortunoCardName("C14", "rws")).toBe("King of Cups");
    expect(fortunoCardName("T08", "thoth")).toBe("Adjustment");
    expect(fortunoCardName("T11", "thoth")).toBe("Lust");
    expect(fortunoCardName("C14", "thoth")).toBe("Knight of Cups");
    expect(fortunoCardName("P12", "thoth")).toBe("Prince of Disks");
    expect(parseFortunoCard("Strength", "rws")).toBe("T08");
    expect(parseFortunoCard("Justice", "rws")).toBe("T11");
    expect(parseFortunoCard("Justice", "thoth")).toBe("T08");
    expect(parseFortunoCard("Knight of Cups", "rws")).toBe("C12");
    expect(parseFortunoCard("King of Cups", "rws")).toBe("C14");
  });

  it("the view carries the table's deck style, and its turn line names courts as that deck prints them", () => {
    const s0 = m.setup({ players: P4, options: { handSize: 6 }, deckStyle: "rws" });
    if (!s0.ok) throw new Error(s0.error.message);
    let s = s0.value;
    for (const event of [{ flip: "W05" }, { play: "W14" }, { play: "W12" }] as FortunoEvent[]) {
      const r = m.apply(s, { type: "event", event } as FortunoAction);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
    expect((m.view(s, { kind: "table" }) as { deckStyle: string }).deckStyle).toBe("rws");
    // Ben's Knight (rank 12, Thoth's Prince) makes Cat owe 3; Cat may stack another Knight.
    expect(m.turn(s).prompt).toBe("Cat owes 3 — stack a Knight, play Fortune or draw");
  });

  it("RWS: Strength (T08) takes Lust's stack: a Page (2) thrown with it makes Ben owe 2", () => {
    // Ann flips the Five of Wands and throws Strength with the Page of Wands (rank 11, draws 2).
    const rws = run("rws", [{ flip: "W05" }, { play: "T08", stack: ["W11"] }]);
    expect(rws.error).toBeNull();
    expect(rws.deal).toMatchObject({ owed: { player: "Ben", draw: 2 }, violations: [] });
    // At a Thoth table the same printed card is Adjustment, which takes no stack.
    expect(run("thoth", [{ flip: "W05" }, { play: "T08", stack: ["W11"] }]).error).toMatch(/Only Lust takes a stack/);
  });

  it("RWS: Justice (T11) acts as Adjustment: the hands are dealt again; Thoth's T11 (Lust) does not", () => {
    // Ann 5 after playing it, the others 6: 23 cards dealt from Ben, 5 each and one more to Ben, Cat, Dan.
    const rws = run("rws", [{ flip: "W05" }, { play: "T11" }]);
    expect(rws.deal).toMatchObject({ adjustments: 1, handCounts: { Ann: 5, Ben: 6, Cat: 6, Dan: 6 } });
    expect(rws.log!.join("\n")).toMatch(/Ann plays Justice — hands shuffled and dealt again/i);
    const thoth = run("thoth", [{ flip: "W05" }, { play: "T11" }]);
    expect(thoth.deal).toMatchObject({ adjustments: 0 });
    expect(thoth.log!.join("\n")).not.toMatch(/hands shuffled and dealt again/i);
    expect(run("thoth", [{ flip: "W05" }, { play: "T08" }]).deal).toMatchObject({ adjustments: 1 });
  });

  it("RWS: Strength (T08), being Lust, may not follow an Ace; Justice (T11) may", () => {
    expect(run("rws", [{ flip: "W01" }, { play: "T08" }]).deal!.violations).toMatchObject([{ event: 2, player: "Ann", rule: "not-allowed" }]);
    expect(run("rws", [{ flip: "W01" }, { play: "T11" }]).deal!.violations).toEqual([]);
    expect(run("thoth", [{ flip: "W01" }, { play: "T11" }]).deal!.violations).toMatchObject([{ event: 2, player: "Ann", rule: "not-allowed" }]);
  });
});
