/**
 * The deck-style map, written out by hand from the numbers printed on each deck's trumps and
 * the titles of its courts (RULINGS "Card identity across deck styles"): a code is the printed
 * place, the name, texts, keywords and correspondences follow the card printed there.
 */
import { describe, expect, it } from "vitest";
import { ALL_CARDS, DECK_STYLES, cardName, identityOf } from "@/lib/cards";
import { parseCard } from "@/lib/cards/parse";
import { cardIn } from "@/lib/reading/styled";

// Printed number → name, per deck.
const RWS = ["The Fool", "The Magician", "The High Priestess", "The Empress", "The Emperor", "The Hierophant", "The Lovers",
  "The Chariot", "Strength", "The Hermit", "Wheel of Fortune", "Justice", "The Hanged Man", "Death", "Temperance", "The Devil",
  "The Tower", "The Star", "The Moon", "The Sun", "Judgement", "The World"];
const THOTH = ["The Fool", "The Magus", "The Priestess", "The Empress", "The Emperor", "The Hierophant", "The Lovers",
  "The Chariot", "Adjustment", "The Hermit", "Fortune", "Lust", "The Hanged Man", "Death", "Art", "The Devil",
  "The Tower", "The Star", "The Moon", "The Sun", "The Aeon", "The Universe"];
const MARSEILLE = ["The Fool", "The Magician", "The Popess", "The Empress", "The Emperor", "The Pope", "The Lover",
  "The Chariot", "Justice", "The Hermit", "The Wheel of Fortune", "Strength", "The Hanged Man", "Death", "Temperance", "The Devil",
  "The House of God", "The Star", "The Moon", "The Sun", "Judgement", "The World"];
// Golden Dawn attribution of each identity, by the card's meaning (not its place): the Fool Air … the World Saturn.
const ASTRO_BY_RWS_NUMBER = ["Air", "Mercury", "Moon", "Venus", "Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Jupiter",
  "Libra", "Water", "Scorpio", "Sagittarius", "Capricorn", "Mars", "Aquarius", "Pisces", "Sun", "Fire", "Saturn"];
// The printed number at which each style shows the identity RWS prints at n: only VIII and XI trade.
const rwsNumberOf = (printed: number, style: string) => (style === "thoth" || style === "marseille") && (printed === 8 || printed === 11) ? 19 - printed : printed;

const pad = (n: number) => String(n).padStart(2, "0");

describe("every trump, 0–21, in every style", () => {
  const table = (name: string, names: string[]) => names.map((n, i) => [name, `T${pad(i)}`, n, i] as const);
  it.each([...table("rws", RWS), ...table("thoth", THOTH), ...table("marseille", MARSEILLE)])("%s %s is %s", (style, code, name, printed) => {
    const s = style as "rws" | "thoth" | "marseille";
    expect(cardName(code, s)).toBe(name);
    const card = cardIn(code, s)!;
    expect(card.name).toBe(name);
    expect(String(card.correspondences.astrology).split(" ")[0]).toBe(ASTRO_BY_RWS_NUMBER[rwsNumberOf(printed, s)]);
    // The number printed stays the code's.
    expect(code).toBe(`T${pad(printed)}`);
  });
  it("the Fortunes style numbers its Stars as Rider-Waite-Smith does", () => {
    RWS.forEach((n, i) => expect(cardName(`T${pad(i)}`, "fortunes")).toBe(`Stars ${i} (${n})`));
    expect(cardIn("T08", "fortunes")!.correspondences.astrology).toBe("Leo");
  });
  it("T08 is Adjustment (Libra) in Thoth, Strength (Leo) in RWS, Justice (Libra) in Marseille; T11 the other way round", () => {
    expect(cardIn("T08", "thoth")).toMatchObject({ name: "Adjustment", correspondences: { astrology: "Libra", hebrew: "Lamed" } });
    expect(cardIn("T08", "rws")).toMatchObject({ name: "Strength", correspondences: { astrology: "Leo", hebrew: "Teth" } });
    expect(cardIn("T08", "marseille")).toMatchObject({ name: "Justice", correspondences: { astrology: "Libra" } });
    expect(cardIn("T11", "thoth")).toMatchObject({ name: "Lust", correspondences: { astrology: "Leo", hebrew: "Teth" } });
    expect(cardIn("T11", "rws")).toMatchObject({ name: "Justice", correspondences: { astrology: "Libra", hebrew: "Lamed" } });
    expect(cardIn("T11", "marseille")).toMatchObject({ name: "Strength", correspondences: { astrology: "Leo" } });
    // Texts and keywords travel with the identity.
    expect(cardIn("T08", "thoth")!.well).toBe(cardIn("T11", "rws")!.well);
    expect(cardIn("T11", "thoth")!.keywords).toEqual(cardIn("T08", "rws")!.keywords);
    expect(cardIn("T08", "thoth")!.keywords.well).toContain("fairness");
    expect(cardIn("T11", "marseille")!.keywords.well).toContain("courage");
  });
});

describe("every court in every style", () => {
  const COURTS: Record<string, string[]> = {
    fortunes: ["Herald", "Knight", "Riga", "Righ"],
    rws: ["Page", "Knight", "Queen", "King"],
    thoth: ["Princess", "Prince", "Queen", "Knight"],
    marseille: ["Page", "Knight", "Queen", "King"],
  };
  const SUITS: Record<string, Record<string, string>> = {
    fortunes: { W: "Wands", C: "Cups", S: "Swords", P: "Pentacles" },
    rws: { W: "Wands", C: "Cups", S: "Swords", P: "Pentacles" },
    thoth: { W: "Wands", C: "Cups", S: "Swords", P: "Disks" },
    marseille: { W: "Batons", C: "Cups", S: "Swords", P: "Coins" },
  };
  const rows = Object.keys(COURTS).flatMap((style) => ["W", "C", "S", "P"].flatMap((s) => [11, 12, 13, 14].map((r) => [style, `${s}${r}`, `${COURTS[style][r - 11]} of ${SUITS[style][s]}`] as const)));
  it.each(rows)("%s %s is %s, and its texts say so", (style, code, name) => {
    const s = style as "rws";
    expect(cardName(code, s)).toBe(name);
    const card = cardIn(code, s)!;
    const title = name.split(" ")[0];
    const others = new Set(Object.values(COURTS).flat().filter((t) => t !== title));
    for (const text of [card.well, card.ill]) {
      expect(text).not.toMatch(/\{[RS]\}/);
      for (const o of others) expect(text, `${code} ${style}: ${text}`).not.toMatch(new RegExp(`\\b${o}\\b`));
      expect(text).toContain(title);
    }
  });
  it("no “Righ of Wands” under RWS's King, no Knight in a Thoth Prince's text", () => {
    expect(cardIn("W14", "rws")!.well).toContain("The King of Wands");
    expect(cardIn("W12", "thoth")!.well).toContain("The Prince of Wands");
    expect(cardIn("W12", "thoth")!.ill).not.toContain("Knight");
    expect(cardIn("P13", "marseille")!.well).toContain("The Queen of Coins");
  });
});

describe("names read back in every style", () => {
  it("round-trips every card through every style's name, Marseille included", () => {
    expect(DECK_STYLES).toContain("marseille");
    for (const style of DECK_STYLES) for (const c of ALL_CARDS) expect(parseCard(cardName(c, style), { style })).toEqual({ ok: true, value: c });
  });
  it("a name means the style's printed place: Justice is VIII in Marseille, XI in RWS", () => {
    expect(parseCard("Justice", { style: "marseille" })).toEqual({ ok: true, value: "T08" });
    expect(parseCard("Justice", { style: "rws" })).toEqual({ ok: true, value: "T11" });
    expect(parseCard("Strength", { style: "marseille" })).toEqual({ ok: true, value: "T11" });
    expect(identityOf("T08", "thoth")).toBe("T11");
    expect(identityOf("T08", "rws")).toBe("T08");
    expect(identityOf("T11", "marseille")).toBe("T08");
  });
});
