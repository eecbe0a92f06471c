/**
 * One deck style everywhere (issue 30): the style of the table a browser joined last
 * (server/deck-style.ts), the device cookie's value, and free readings that keep the style they
 * were made in (POST /api/readings `style`, the journal's list).
 */
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { CookieJar } from "@/test/helpers/devices";
// The reading routes as one member browser of a circle (after circles a stranger gets 404).
import { createGame, raw, postReading, playerReadings as getReadings } from "@/test/helpers/routes";
import { lastTableStyle } from "@/server/deck-style";
import { deviceStyleValue, parseDeviceStyle } from "@/app/_components/deck-style";
import { journalOf } from "@/lib/players/journal";
import { cardName } from "@/lib/cards";

const db = useTestDatabase();

const post = (url: string, body: unknown) => new Request(`http://test${url}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

async function newTable(jar: CookieJar, body: Record<string, unknown>): Promise<string> {
  const res = await jar.wrap(raw.createGame)(post("/api/games", body));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).id;
}

const tokens = (jar: CookieJar) => [...jar.cookies].filter(([k]) => k.startsWith("ft_")).map(([, v]) => v);

describe("the device's deck style", () => {
  it("reads back the cookie's value, and nothing else", () => {
    expect(parseDeviceStyle(deviceStyleValue("rws", 1_764_000_000_123))).toEqual({ style: "rws", at: 1_764_000_000_123 });
    for (const bad of ["", "rws", "tarot.123", "rws.", "rws.12x", "RWS.1", null, undefined]) expect(parseDeviceStyle(bad as string)).toBeNull();
  });

  it("is the tarot style of the table this browser used last; other namings and strangers' secrets say nothing", async () => {
    const jar = new CookieJar();
    expect(await lastTableStyle(tokens(jar))).toBeNull();
    // A playing-card table says nothing about the tarot deck in hand.
    await newTable(jar, { game: "fortey-one", players: ["Ann", "Ben", "Cat", "Dan"], deckStyle: "standard" });
    expect(await lastTableStyle(tokens(jar))).toBeNull();
    await newTable(jar, { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], deckStyle: "rws" });
    const first = await lastTableStyle(tokens(jar));
    expect(first?.style).toBe("rws");
    await new Promise((r) => setTimeout(r, 5));
    await newTable(jar, { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], deckStyle: "thoth" });
    const later = await lastTableStyle(tokens(jar));
    expect(later?.style).toBe("thoth");
    expect(later!.at).toBeGreaterThanOrEqual(first!.at);
    // Back at the first table tonight (its device seen again): that table's style wins again.
    const rwsGame = await db.prisma.game.findFirstOrThrow({ where: { deckStyle: "rws" } });
    await db.prisma.device.updateMany({ where: { gameId: rwsGame.id }, data: { lastSeenAt: new Date(Date.now() + 60_000) } });
    expect((await lastTableStyle(tokens(jar)))?.style).toBe("rws");
    // A secret nobody was given finds nothing; a removed device no longer counts.
    expect(await lastTableStyle(["x".repeat(43)])).toBeNull();
    await db.prisma.device.updateMany({ data: { revoked: true } });
    expect(await lastTableStyle(tokens(jar))).toBeNull();
  });
});

describe("a free reading keeps its deck style", () => {
  const cards = [
    { position: "Past", card: "T16", disposition: "well" },
    { position: "Present", card: "S13", disposition: "ill" },
  ];
  it("is saved with its style and listed in it; without one it is a Fortunes reading; an unknown style is refused", async () => {
    // The helpers' browser makes a table first: it is then a member of that circle, where Ann is saved.
    expect((await createGame(post("/api/games", { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"] }))).status).toBe(201);
    expect((await postReading(post("/api/readings", { player: "Ann", spread: "three-card", date: "2026-11-01", style: "rws", cards }))).status).toBe(201);
    expect((await postReading(post("/api/readings", { player: "Ann", spread: "one-card", date: "2026-11-02", cards: cards.slice(1) }))).status).toBe(201);
    const bad = await postReading(post("/api/readings", { player: "Ann", spread: "one-card", style: "tarot", cards: cards.slice(0, 1) }));
    expect(bad.status).toBe(422);
    expect((await bad.json()).error).toMatch(/style/);

    const res = await getReadings(new Request("http://test/api/players/Ann/readings"), { params: Promise.resolve({ name: "Ann" }) });
    const list = (await res.json()).readings as { style: "rws" | "fortunes"; cards: { card: string }[] }[];
    expect(list.map((r) => r.style)).toEqual(["rws", "fortunes"]);
    // As the journal names them: the Rider-Waite-Smith reading says "The Tower" and "Queen of Swords".
    expect(list[0].cards.map((c) => cardName(c.card, list[0].style))).toEqual(["The Tower", "Queen of Swords"]);
    expect(list[1].cards.map((c) => cardName(c.card, list[1].style))).toEqual(["Riga of Swords"]);
    // What sums the journal up is named in the page's style: the Queen of Swords came up twice.
    const j = journalOf(list as never, "rws");
    expect(j.suits.find((s) => s.suit === "T")!.name).toBe("Major Arcana");
    expect(j.recurring.map((c) => c.card)).toEqual(["S13"]);
    expect(j.recurring[0].meaning).toMatch(/^The Queen of Swords /);
    expect(journalOf(list as never, "fortunes").recurring[0].meaning).toMatch(/^The Riga of Swords /);
  });
});
