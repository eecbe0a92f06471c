/** Reference JSON for other tools, read from the seeded database. */
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { seed } from "@/server/seed";
import { GET as zones } from "@/app/api/zones/route";

const db = useTestDatabase();

describe("GET /api/zones", () => {
  it("lists every position of the seed's tables, in order, after seeding", async () => {
    await seed(db.prisma);
    await seed(db.prisma); // idempotent
    const body = await (await zones()).json();
    expect(body.positions).toHaveLength(23);
    expect(body.positions[0]).toMatchObject({ id: "man-1", zone: "The Man", position: "The Self", meaning: "Root, Origin", correspondence: "The World", sphere: "10" });
    expect(body.positions.find((p: { id: string }) => p.id === "universe-2")).toMatchObject({ position: "Tír inna n-Óc", correspondence: "The Man (Water-Bearer)", sphere: "water" });
    expect(body.zones.map((z: { name: string }) => z.name)).toEqual(["The Man", "The Clan", "The Future", "The Universe", "The Realm", "The Fate"]);
    expect(Object.keys(body.layouts)).toEqual(["simple", "broader", "fate"]);
  });
});

import { GET as cards } from "@/app/api/cards/route";
import { GET as card } from "@/app/api/cards/[code]/route";

describe("GET /api/cards", () => {
  it("returns all 78 cards with three names, keywords and both interpretations", async () => {
    await seed(db.prisma);
    const list = await (await cards(new Request("http://test/api/cards"))).json();
    expect(list).toHaveLength(78);
    expect(list[0]).toMatchObject({ code: "W01", suitName: "Wands", names: { fortunes: "Ace of Wands", rws: "Ace of Wands", thoth: "Ace of Wands" } });
    for (const c of list) {
      expect(c.well.length).toBeGreaterThan(40);
      expect(c.ill.length).toBeGreaterThan(40);
      expect(c.well).not.toBe(c.ill);
    }
  });
  it("searches names in any deck style and keywords", async () => {
    // Lust is Strength's identity: printed at XI in the Thoth deck, at VIII where Strength is (RULINGS).
    const lust = await (await cards(new Request("http://test/api/cards?q=lust&style=thoth"))).json();
    expect(lust.map((c: { code: string }) => c.code)).toEqual(["T11"]);
    const lustRws = await (await cards(new Request("http://test/api/cards?q=lust"))).json();
    expect(lustRws.map((c: { code: string }) => c.code)).toEqual(["T08"]);
    const riga = await (await cards(new Request("http://test/api/cards?q=riga"))).json();
    expect(riga).toHaveLength(4);
  });
  it("finds one card by code or by name; 404 otherwise", async () => {
    const ctx = (code: string) => ({ params: Promise.resolve({ code }) });
    expect((await (await card(new Request("http://test"), ctx("t21"))).json()).names.thoth).toBe("The Universe");
    expect((await (await card(new Request("http://test"), ctx("Riga%20of%20Cups"))).json()).code).toBe("C13");
    expect((await card(new Request("http://test"), ctx("Z99"))).status).toBe(404);
  });
});

describe("GET /api/cards in a deck style (RULINGS: card identity across deck styles)", () => {
  const ctx = (code: string) => ({ params: Promise.resolve({ code }) });
  const get = async (code: string, style: string) => card(new Request(`http://test/api/cards/${code}?style=${style}`), ctx(code));
  it("T08 is Adjustment (Libra) in Thoth, Strength (Leo) in RWS, Justice in Marseille; T11 the other way round", async () => {
    await seed(db.prisma);
    expect(await (await get("T08", "thoth")).json()).toMatchObject({ code: "T08", name: "Adjustment", correspondences: { astrology: "Libra" } });
    expect(await (await get("T08", "rws")).json()).toMatchObject({ code: "T08", name: "Strength", correspondences: { astrology: "Leo" } });
    expect(await (await get("T08", "marseille")).json()).toMatchObject({ name: "Justice", correspondences: { astrology: "Libra" } });
    const lust = await (await get("T11", "thoth")).json();
    expect(lust).toMatchObject({ name: "Lust", correspondences: { astrology: "Leo", hebrew: "Teth" } });
    expect(lust.keywords.well).toContain("courage");
    expect(await (await get("T11", "rws")).json()).toMatchObject({ name: "Justice", correspondences: { astrology: "Libra" } });
    expect(await (await get("T11", "marseille")).json()).toMatchObject({ name: "Strength", correspondences: { astrology: "Leo" } });
  });
  it("court texts name the court as the style prints it", async () => {
    await seed(db.prisma);
    const king = await (await get("W14", "rws")).json();
    expect(king.name).toBe("King of Wands");
    expect(king.well).toContain("King of Wands");
    expect(king.well).not.toContain("Righ");
    const prince = await (await get("W12", "thoth")).json();
    expect(`${prince.well} ${prince.ill}`).not.toContain("Knight");
  });
  it("an unknown style is a 400 in plain words", async () => {
    const r = await get("T08", "tarot-of-mars");
    expect(r.status).toBe(400);
    expect((await r.json()).error).toContain("not a deck style");
    expect((await cards(new Request("http://test/api/cards?style=zz"))).status).toBe(400);
  });
  it("searches by whole words, numerals and synonyms", async () => {
    await seed(db.prisma);
    const codes = async (q: string) => (await (await cards(new Request(`http://test/api/cards?q=${encodeURIComponent(q)}`))).json()).map((c: { code: string }) => c.code);
    expect(await codes("XVI")).toEqual(["T16"]);
    expect(await codes("King")).not.toContain("T01");
    expect((await codes("money")).length).toBeGreaterThan(14);
  });
});
