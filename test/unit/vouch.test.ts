/** When a phone may show a tapped card as played before the server answers (app/_components/vouch.ts). */
import { describe, expect, it } from "vitest";
import { vouchFor } from "@/app/_components/vouch";

describe("vouchFor", () => {
  const unseen = ["W01", "W02", "C05"];
  it("never for a card seen already", () => {
    expect(vouchFor("W03", "Ben", { unseen })).toBe(false);
    expect(vouchFor("W03", "Ben", { unseen, legal: ["W03"] })).toBe(false);
  });
  it("with the hand known here, only for a legal card", () => {
    expect(vouchFor("W01", "Ben", { unseen, legal: ["C05"], handsEntered: ["Ben"] })).toBe(false);
    expect(vouchFor("C05", "Ben", { unseen, legal: ["C05"], handsEntered: ["Ben"] })).toBe(true);
  });
  it("not when the player's hand was entered where this phone cannot see it", () => {
    expect(vouchFor("W01", "Ben", { unseen, legal: null, handsEntered: ["Ben"] })).toBe(false);
    expect(vouchFor("W01", "Cat", { unseen, legal: null, handsEntered: ["Ben"] })).toBe(true);
  });
  it("an unseen card of a hidden, unentered hand: the server cannot refuse it for the hand, so yes", () => {
    expect(vouchFor("W02", "Ann", { unseen, legal: null, handsEntered: [] })).toBe(true);
    expect(vouchFor("W02", null, {})).toBe(true);
  });
});
