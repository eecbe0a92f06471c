/**
 * The reading journal API: POST /api/readings (free readings under a player's name) and
 * GET /api/players/<name>/readings (game readings and free readings, in date order).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { importRecord, postReading, playerReadings as getReadings } from "@/test/helpers/routes";
import { journalOf } from "@/lib/players/journal";

const db = useTestDatabase();

const fixture = (path: string) => JSON.parse(readFileSync(join(process.cwd(), "test/fixtures", path), "utf8"));
const post = (url: string, body: unknown) => new Request(`http://test${url}`, { method: "POST", headers: { "content-type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body) });
const readings = async (name: string) => {
  const res = await getReadings(new Request(`http://test/api/players/${encodeURIComponent(name)}/readings`), { params: Promise.resolve({ name }) });
  return { status: res.status, body: await res.json() };
};

const three = [
  { position: "Past", card: "T16", disposition: "well" },
  { position: "Present", card: "C02", disposition: "ill" },
  { position: "Future", card: "S10", disposition: "well" },
];

describe("free readings and the journal API", () => {
  let gameId = "";
  it("a Fortunes deal's readings are the players' game readings", async () => {
    const res = await importRecord(post("/api/games/import", fixture("deal-none.json")));
    expect(res.status).toBe(201);
    gameId = (await res.json()).id;
  });

  it("POST /api/readings stores a free reading: 201 with its id", async () => {
    const early = await postReading(post("/api/readings", { player: "Ann", spread: "three-card", question: "The move?", date: "2020-01-05", notes: "Calm.", cards: three }));
    expect(early.status).toBe(201);
    expect(typeof (await early.json()).id).toBe("string");
    const late = await postReading(post("/api/readings", { player: "ann", spread: "one-card", date: "2099-03-01", cards: [{ position: "Now", card: "T16", disposition: "ill" }] }));
    expect(late.status).toBe(201);
    // A name no game lists yet: the player is made.
    const fay = await postReading(post("/api/readings", { player: "Fay", spread: "one-card", cards: [{ position: "Now", card: "W01", disposition: "well" }] }));
    expect(fay.status).toBe(201);
  });

  it("refuses bad input with 422 and stores nothing", async () => {
    const before = await db.prisma.freeReading.count();
    const bad: unknown[] = [
      { player: "x".repeat(41), spread: "s", cards: three },
      { player: "bad\u0007", spread: "s", cards: three },
      { player: "  ", spread: "s", cards: three },
      { player: "Ann", spread: "s", cards: [] },
      { player: "Ann", spread: "s", cards: [{ position: "A", card: "Z99", disposition: "well" }] },
      { player: "Ann", spread: "s", cards: [{ position: "A", card: "W12", disposition: "sideways" }] },
      { player: "Ann", spread: "s", cards: [three[0], three[0]] },
      { player: "Ann", spread: "s", date: "2026-02-30", cards: three },
      { player: "Ann", spread: "", cards: three },
      { spread: "s", cards: three },
    ];
    // 79 cards: more than a deck.
    bad.push({ player: "Ann", spread: "s", cards: Array.from({ length: 79 }, (_, i) => ({ position: `P${i}`, card: "W01", disposition: "well" })) });
    for (const body of bad) {
      const res = await postReading(post("/api/readings", body));
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect((await res.json()).error).toBeTruthy();
    }
    expect((await postReading(post("/api/readings", "{not json"))).status).toBe(400);
    expect(await db.prisma.freeReading.count()).toBe(before);
  });

  it("GET /api/players/<name>/readings: game and free readings in date order", async () => {
    const { status, body } = await readings("ANN");
    expect(status).toBe(200);
    const list = body.readings as { kind: string; date: string; gameId?: string; deal?: number; href?: string; cards: unknown[]; question?: string; spread: string }[];
    expect(list.map((r) => r.kind)).toEqual(["free", "game", "free"]);
    expect(list[0]).toMatchObject({ kind: "free", date: "2020-01-05", spread: "three-card", question: "The move?", notes: "Calm.", cards: three });
    expect(list[1]).toMatchObject({ kind: "game", gameId, deal: 1, href: `/games/${gameId}/deals/1/reading` });
    expect(list[1].cards.length).toBeGreaterThan(0);
    expect(list[2]).toMatchObject({ kind: "free", date: "2099-03-01" });
    expect((await readings("Fay")).body.readings).toHaveLength(1);
    expect((await readings("Nobody")).status).toBe(404);
    expect((await readings("x".repeat(41))).status).toBe(422);
  });
});

describe("journalOf: what keeps coming up", () => {
  it("counts cards per reading, suits, dispositions and outcomes, by hand", () => {
    const j = journalOf([
      { kind: "free", id: "a", date: "2026-01-01", at: "2026-01-01T00:00:00.000Z", spread: "three", outcome: null, cards: [
        { card: "T16", disposition: "well", position: "Past" }, { card: "C02", disposition: "ill", position: "Present" }, { card: "S10", disposition: "well", position: "Future" }] },
      { kind: "game", id: "g:1", date: "2026-01-02", at: "2026-01-02T00:00:00.000Z", spread: "simple", outcome: "doom", href: "/games/g/deals/1/reading", cards: [
        { card: "T16", disposition: "ill", position: null }, { card: "C02", disposition: "ill", position: null }] },
      { kind: "free", id: "b", date: "2026-01-03", at: "2026-01-03T00:00:00.000Z", spread: "one", outcome: null, cards: [{ card: "T16", disposition: "well", position: "Now" }] },
    ]);
    // T16 in all three readings (well, ill, well); C02 in two (ill, ill); S10 once: not recurring.
    expect(j.recurring.map((c) => [c.card, c.count, c.well, c.ill])).toEqual([["T16", 3, 2, 1], ["C02", 2, 0, 2]]);
    expect(j.recurring[0].meaning.length).toBeGreaterThan(10);
    // Six cards: Stars T16 ×3, Cups C02 ×2, Swords S10 ×1; well 3 (T16, S10, T16), ill 3.
    expect(Object.fromEntries(j.suits.map((s) => [s.suit, s.count]))).toEqual({ W: 0, C: 2, S: 1, P: 0, T: 3 });
    expect([j.well, j.ill]).toEqual([3, 3]);
    expect(j.outcomes).toEqual([{ date: "2026-01-02", outcome: "doom", href: "/games/g/deals/1/reading" }]);
  });
});
