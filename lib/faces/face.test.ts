import { describe, expect, it } from "vitest";
import { ALL_CARDS, cardName } from "../cards";
import { CODES_41, cardName41 } from "../games/fortey-one/deck";
import { TENNERS_CODES, tennersCardName } from "../games/fortune-tenners/deck";
import { cardFace, faceSvg, nameLines, type FaceInput } from "./face";
import { FACE_VERSION, faceUrl } from "./ref";
import { resolveFace } from "./resolve";
import { SUIT_INK } from "./palette";
import { MAJOR } from "./shapes";

const count = (s: string, re: RegExp) => (s.match(re) ?? []).length;

describe("card faces", () => {
  it("draw every tarot card in every style and size, named in the style", () => {
    for (const style of ["fortunes", "rws", "thoth"] as const) {
      for (const code of ALL_CARDS) {
        for (const variant of ["mini", "plain", "full"] as const) {
          const f = cardFace({ code, style, variant });
          expect(f.name).toBe(cardName(code, style));
          expect(f.body.length).toBeGreaterThan(100);
          expect(f.body).not.toMatch(/NaN|undefined|id=/);
        }
      }
    }
  });

  it("lay out as many pips as the number, on the plain and the full face", () => {
    for (let n = 1; n <= 10; n++) {
      const code = `C${String(n).padStart(2, "0")}`;
      // Each pip is one group in the suit's ink; the corner indices add one (full) or two (plain).
      const groups = (f: string) => count(f, new RegExp(`<g fill="${SUIT_INK.C}"`, "g"));
      expect(groups(cardFace({ code, variant: "full" }).body)).toBe(n + 1);
      expect(groups(cardFace({ code, variant: "plain" }).body)).toBe(n + 2);
    }
  });

  it("give each court rank and each Star its own emblem", () => {
    const courts = [11, 12, 13, 14].map((r) => cardFace({ code: `S${r}`, variant: "full" }).body);
    expect(new Set(courts).size).toBe(4);
    expect(new Set(MAJOR).size).toBe(22);
    const t21 = cardFace({ code: "T21", style: "thoth", variant: "full" }).body;
    expect(t21).toContain(">XXI<");
    expect(t21).toContain(">The Universe<");
  });

  it("write the name in the chosen style across the foot of a full face", () => {
    expect(cardFace({ code: "S13", style: "fortunes" }).body).toContain(">Riga of Swords<");
    expect(cardFace({ code: "S13", style: "rws" }).body).toContain(">Queen of Swords<");
    expect(cardFace({ code: "P14", style: "thoth" }).body).toContain(">Knight of Disks<");
    expect(nameLines("Stars 21 (The World)")).toEqual(["Stars 21", "The World"]);
    expect(nameLines("Princess of Pentacles")).toEqual(["Princess of", "Pentacles"]);
    expect(nameLines("Ace of Cups")).toEqual(["Ace of Cups"]);
  });

  it("draw the 52 playing cards with corner indices at both ends and the 60 Tenners cards", () => {
    for (const code of CODES_41) {
      const f = cardFace({ code, deck: "playing", name: cardName41(code), variant: "full" });
      expect(f.name).toBe(cardName41(code));
      expect(f.body).toContain("rotate(180 50 70)");
    }
    expect(cardFace({ code: "C13", deck: "playing", variant: "mini" }).body).toContain(">Q<");
    for (const code of TENNERS_CODES) {
      for (const style of ["tenners", "wizard"]) {
        const f = cardFace({ code, deck: "tenners", style, name: tennersCardName(code, style), variant: "full" });
        expect(f.body).toContain(`>${tennersCardName(code, style)}<`);
      }
    }
    expect(cardFace({ code: "R2", deck: "tenners", style: "wizard", variant: "mini" }).body).toContain(">J2<");
    expect(cardFace({ code: "K3", deck: "tenners", style: "tenners", variant: "mini" }).body).toContain(">K3<");
  });

  it("make a standalone SVG with the name as its title, turned when asked", () => {
    const input: FaceInput = { code: "W07", style: "rws", variant: "full" };
    const svg = faceSvg(input, { width: 50, rotate: true });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 100 140" width="50" role="img" aria-label="Seven of Wands"><title>Seven of Wands<\/title><g transform="rotate\(180 50 70\)">/);
  });

  it("stay small: a full face is under 4 KB of markup, a mini face under 1.5 KB", () => {
    for (const code of ALL_CARDS) {
      expect(cardFace({ code, variant: "full" }).body.length).toBeLessThan(4096);
      expect(cardFace({ code, variant: "mini" }).body.length).toBeLessThan(1536);
    }
  });

  it("are fetched by reference for the browser: every deck and style resolves, nothing else does", () => {
    expect(faceUrl({ deck: "playing", style: "standard", code: "C13", name: "Queen of Hearts" }, "mini")).toBe(`/faces/playing/standard/mini/C13.svg?v=${FACE_VERSION}`);
    expect(resolveFace("tarot", "thoth", "P14")?.name).toBe("Knight of Disks");
    expect(resolveFace("playing", "standard", "C13")?.name).toBe("Queen of Hearts");
    expect(resolveFace("tenners", "wizard", "R2")?.name).toBe("Jester 2");
    // RULINGS "Card identity across deck styles": a code is the printed place; RWS prints Strength at VIII.
    expect(resolveFace("fortuno", "rws", "T08")?.name).toBe("Strength");
    for (const [deck, style, code] of [["tarot", "fortunes", "X01"], ["playing", "standard", "C12"], ["tenners", "tarot", "A01"], ["fortuno", "fortunes", "T08"], ["uno", "x", "W01"]]) {
      expect(resolveFace(deck, style, code)).toBeNull();
    }
  });

  it("give the Thoth-numbered Stars the emblem of their sense: Adjustment the scales, Lust the mountain", () => {
    const emblem = (input: FaceInput) => cardFace({ ...input, variant: "mini" }).body.replace(/^.*?<g /, "<g ");
    expect(emblem({ code: "T08", style: "thoth" })).toBe(emblem({ code: "T11", style: "rws" }));
    expect(emblem({ code: "T11", style: "thoth" })).toBe(emblem({ code: "T08", style: "rws" }));
    expect(emblem({ ...resolveFace("fortuno", "rws", "T08")!, code: "T08" })).toBe(emblem({ code: "T08", style: "rws" }));
    expect(emblem({ ...resolveFace("fortuno", "thoth", "T08")!, code: "T08" })).toBe(emblem({ code: "T08", style: "thoth" }));
  });
});
