/**
 * The deck API (issue #32) against the real route handlers and a real database: a deck made,
 * taught from a rendered photo of generated cards, a photo with another number of cards refused
 * with 422 and nothing kept, and a stranger (another browser) answered 404 everywhere.
 */
import { afterEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { CookieJar } from "@/test/helpers/devices";
import { teachPng } from "@/test/helpers/recog";
import { GET as listDecks, POST as createDeck } from "@/app/api/decks/route";
import { GET as getDeck } from "@/app/api/decks/[id]/route";
import { GET as getData } from "@/app/api/decks/[id]/data/route";
import { POST as postPhoto } from "@/app/api/decks/[id]/photos/route";
import { POST as createGame } from "@/app/api/games/route";
import { GET as getTableDeck, POST as chooseTableDeck } from "@/app/api/games/[id]/deck/route";
import { GET as getDevices } from "@/app/api/games/[id]/devices/route";
import { POST as postJoin } from "@/app/api/join/route";
import { parseDeckData } from "@/lib/recog/deck-data";
import { CLIENT_ADDRESS_HEADER, resetLimits } from "@/server/limits";

const db = useTestDatabase();
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const json = (url: string, body?: unknown) =>
  new Request(`http://localhost${url}`, body === undefined ? {} : { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
const photo = (url: string, bytes: Uint8Array, type = "image/png") =>
  new Request(`http://localhost${url}`, { method: "POST", body: bytes as Uint8Array<ArrayBuffer>, headers: { "content-type": type } });

describe("teaching a deck", () => {
  it("POST /api/decks makes one (201 { id }), a photo teaches the cards listed, GET tells how many", async () => {
    const me = new CookieJar();
    const made = me.keep(await createDeck(json("/api/decks", { name: "Our Rider-Waite", style: "rws" })));
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const { png } = await teachPng(["P05", "P06", "C13", "C14"], 2);
    const res = await postPhoto(me.request(photo(`/api/decks/${id}/photos?cards=P05,P06,C13,C14`, png)), ctx(id));
    const body = (await res.json()) as { taught: string[]; remaining: number; found: unknown[] };
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.taught).toEqual(["P05", "P06", "C13", "C14"]);
    expect(body.remaining).toBe(74);
    expect(body.found).toHaveLength(4);
    const got = (await (await getDeck(me.request(json(`/api/decks/${id}`)), ctx(id))).json()) as Record<string, unknown>;
    expect(got).toMatchObject({ id, name: "Our Rider-Waite", style: "rws", taught: 4 });
    const list = (await (await listDecks(me.request(json("/api/decks")))).json()) as { decks: { id: string; taught: number }[] };
    expect(list.decks).toEqual([{ id, name: "Our Rider-Waite", style: "rws", taught: 4 }]);
    // The phone's data: every taught card's signature and the measured shape, and no photo.
    const data = new Uint8Array(await (await getData(me.request(json(`/api/decks/${id}/data`)), ctx(id))).arrayBuffer());
    const deck = parseDeckData(data);
    expect(deck.cards.map((c) => c.code).sort()).toEqual(["C13", "C14", "P05", "P06"]);
    expect(deck.aspect).toBeGreaterThan(1.5);
    expect(deck.aspect).toBeLessThan(1.9);
    expect(data.length).toBeLessThan(4 * 16 * 1024);
  });

  it("422 naming how many cards it found when that is not how many were listed; nothing kept from that photo", async () => {
    const me = new CookieJar();
    const { id } = (await me.keep(await createDeck(json("/api/decks", { name: "Thoth", style: "thoth" }))).json()) as { id: string };
    const { png } = await teachPng(["W01", "W02", "W03"], 3);
    const res = await postPhoto(me.request(photo(`/api/decks/${id}/photos?cards=W01,W02,W03,W04`, png)), ctx(id));
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: string; id: string; found: number };
    expect(body).toMatchObject({ id: "deck/count", found: 3 });
    expect(body.error).toMatch(/Found 3 cards/);
    expect(await db.prisma.deckCard.count({ where: { deckId: id } })).toBe(0);
    expect(((await (await getDeck(me.request(json(`/api/decks/${id}`)), ctx(id))).json()) as { taught: number }).taught).toBe(0);
    // The same photo listed right is taught.
    expect((await postPhoto(me.request(photo(`/api/decks/${id}/photos?cards=W01,W02,W03`, png)), ctx(id))).status).toBe(200);
    expect(await db.prisma.deckCard.count({ where: { deckId: id } })).toBe(3);
  });

  it("refuses what is not a photo or not a card list, in words", async () => {
    const me = new CookieJar();
    const { id } = (await me.keep(await createDeck(json("/api/decks", { name: "Ours", style: "other" }))).json()) as { id: string };
    expect((await postPhoto(me.request(photo(`/api/decks/${id}/photos?cards=W01`, new TextEncoder().encode("not a photo"))), ctx(id))).status).toBe(415);
    expect((await postPhoto(me.request(photo(`/api/decks/${id}/photos?cards=X99`, new Uint8Array([0x89, 0x50, 0x4e, 0x47]))), ctx(id))).status).toBe(400);
    expect((await postPhoto(me.request(photo(`/api/decks/${id}/photos`, new Uint8Array([0x89, 0x50, 0x4e, 0x47]))), ctx(id))).status).toBe(400);
    expect((await postPhoto(me.request(photo(`/api/decks/${id}/photos?cards=W01`, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]))), ctx(id))).status).toBe(422);
    expect((await createDeck(json("/api/decks", { name: "", style: "rws" }))).status).toBe(400);
    expect((await createDeck(json("/api/decks", { name: "X", style: "tarot-of-nowhere" }))).status).toBe(400);
  });

  it("members only: another browser gets 404 for the deck, its data and its photos; a table naming it lets its devices read it", async () => {
    const me = new CookieJar(), stranger = new CookieJar();
    const { id } = (await me.keep(await createDeck(json("/api/decks", { name: "Private", style: "marseille" }))).json()) as { id: string };
    stranger.keep(await createDeck(json("/api/decks", { name: "Theirs", style: "rws" })));
    expect((await getDeck(stranger.request(json(`/api/decks/${id}`)), ctx(id))).status).toBe(404);
    expect((await getDeck(json(`/api/decks/${id}`), ctx(id))).status).toBe(404);
    expect((await getData(stranger.request(json(`/api/decks/${id}/data`)), ctx(id))).status).toBe(404);
    const { png } = await teachPng(["S01"], 1);
    expect((await postPhoto(stranger.request(photo(`/api/decks/${id}/photos?cards=S01`, png)), ctx(id))).status).toBe(404);
    expect(await db.prisma.deckCard.count({ where: { deckId: id } })).toBe(0);
    const theirs = (await (await listDecks(stranger.request(json("/api/decks")))).json()) as { decks: { name: string }[] };
    expect(theirs.decks.map((d) => d.name)).toEqual(["Theirs"]);
    // A stranger cannot name the deck for a table of theirs.
    const refused = await createGame(stranger.request(json("/api/games", { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], deck: id })));
    expect(refused.status).toBe(422);
    // Its owner can; then the table's devices may read the deck.
    const table = new CookieJar();
    for (const [k, v] of me.cookies) table.cookies.set(k, v);
    const g = table.keep(await createGame(table.request(json("/api/games", { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], deck: id }))));
    expect(g.status).toBe(201);
    const { id: gameId } = (await g.json()) as { id: string };
    const seen = (await (await getTableDeck(table.request(json(`/api/games/${gameId}/deck`)), ctx(gameId))).json()) as { deck: { id: string } | null };
    expect(seen.deck?.id).toBe(id);
    const hostOnly = new CookieJar();
    for (const [k, v] of table.cookies) if (k !== "ft_decks") hostOnly.cookies.set(k, v);
    expect((await getDeck(hostOnly.request(json(`/api/decks/${id}`)), ctx(id))).status).toBe(200);
    // The host may clear it for the running table.
    const cleared = (await (await chooseTableDeck(table.request(json(`/api/games/${gameId}/deck`, { deck: null })), ctx(gameId))).json()) as { deck: unknown };
    expect(cleared.deck).toBeNull();
    expect((await getDeck(hostOnly.request(json(`/api/decks/${id}`)), ctx(id))).status).toBe(404);
  });
});

describe("a deck belongs to its circle (docs/circles.md)", () => {
  it("made by a member of a circle, every member sees and teaches it, a browser of another circle gets 404; a deck made before any circle joins its maker's circle", async () => {
    // Ann's browser makes a table (its circle); Ben's phone joins it as a seat (a member too).
    const ann = new CookieJar(), ben = new CookieJar(), other = new CookieJar();
    const g = ann.keep(await createGame(ann.request(json("/api/games", { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"] }))));
    expect(g.status).toBe(201);
    const { id: gameId } = (await g.json()) as { id: string };
    const { roomCode } = (await (await getDevices(ann.request(json(`/api/games/${gameId}/devices`)), ctx(gameId))).json()) as { roomCode: string };
    expect(ben.keep(await postJoin(ben.request(json("/api/join", { code: roomCode, as: "seat", player: "Ben" })))).status).toBe(201);
    other.keep(await createGame(other.request(json("/api/games", { game: "fortunes", players: ["Eve", "Fay", "Gus", "Hal"] }))));

    const { id } = (await ann.keep(await createDeck(ann.request(json("/api/decks", { name: "The club's", style: "rws" })))).json()) as { id: string };
    const row = await db.prisma.deck.findUnique({ where: { id }, select: { circleId: true } });
    expect(row?.circleId).toBeTruthy();
    // Ben never made a deck (no deck cookie): as a member he sees it, lists it and teaches it.
    expect(ben.cookies.has("ft_decks")).toBe(false);
    expect((await getDeck(ben.request(json(`/api/decks/${id}`)), ctx(id))).status).toBe(200);
    const bens = (await (await listDecks(ben.request(json("/api/decks")))).json()) as { decks: { id: string }[] };
    expect(bens.decks.map((d) => d.id)).toEqual([id]);
    const { png } = await teachPng(["S01"], 1);
    expect((await postPhoto(ben.request(photo(`/api/decks/${id}/photos?cards=S01`, png)), ctx(id))).status).toBe(200);
    // Another circle's browser: 404 for the deck, nothing listed.
    expect((await getDeck(other.request(json(`/api/decks/${id}`)), ctx(id))).status).toBe(404);
    const others = (await (await listDecks(other.request(json("/api/decks")))).json()) as { decks: unknown[] };
    expect(others.decks).toEqual([]);

    // A deck made by a browser with no circle yet is its own; once that browser is in a circle, the deck is the circle's.
    const early = new CookieJar();
    const { id: earlyDeck } = (await early.keep(await createDeck(json("/api/decks", { name: "Before the first table", style: "thoth" }))).json()) as { id: string };
    expect((await db.prisma.deck.findUnique({ where: { id: earlyDeck }, select: { circleId: true } }))?.circleId).toBeNull();
    const g2 = early.keep(await createGame(early.request(json("/api/games", { game: "fortunes", players: ["Ivy", "Jo", "Kit", "Lu"] }))));
    const { id: game2 } = (await g2.json()) as { id: string };
    expect((await getDeck(early.request(json(`/api/decks/${earlyDeck}`)), ctx(earlyDeck))).status).toBe(200);
    const circle = (await db.prisma.deck.findUnique({ where: { id: earlyDeck }, select: { circleId: true } }))?.circleId;
    expect(circle).toBeTruthy();
    const { roomCode: code2 } = (await (await getDevices(early.request(json(`/api/games/${game2}/devices`)), ctx(game2))).json()) as { roomCode: string };
    const jo = new CookieJar();
    expect(jo.keep(await postJoin(jo.request(json("/api/join", { code: code2, as: "seat", player: "Jo" })))).status).toBe(201);
    expect((await getDeck(jo.request(json(`/api/decks/${earlyDeck}`)), ctx(earlyDeck))).status).toBe(200);
  });
});

describe("bad input and fair shares", () => {
  afterEach(async () => {
    delete process.env.LIMIT_DECK_PHOTOS_PER_BROWSER;
    delete process.env.LIMIT_DECKS_PER_ADDRESS;
    await resetLimits();
  });

  it("a bad card list is 400 deck/bad-cards naming what is wrong; a malformed or unknown deck id is 404, never 500", async () => {
    const me = new CookieJar();
    const { id } = (await me.keep(await createDeck(json("/api/decks", { name: "Ours", style: "rws" }))).json()) as { id: string };
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const bad = async (q: string) => {
      const res = await postPhoto(me.request(photo(`/api/decks/${id}/photos${q}`, png)), ctx(id));
      return { status: res.status, body: (await res.json()) as { error: string; id: string } };
    };
    expect(await bad("?cards=W01,X99")).toMatchObject({ status: 400, body: { id: "deck/bad-cards", error: expect.stringMatching(/X99 is not a card code/) } });
    expect(await bad("?cards=W01,w01")).toMatchObject({ status: 400, body: { error: "A card is listed twice." } });
    expect(await bad("?cards=,,")).toMatchObject({ status: 400, body: { id: "deck/bad-cards" } });
    expect((await bad(`?cards=${Array.from({ length: 31 }, (_, i) => `T${String(i % 22).padStart(2, "0")}`).join(",")}`)).status).toBe(400);
    for (const other of ["nope", "no%20such%20deck", "00000000-0000-0000-0000-000000000000"]) {
      expect((await getDeck(me.request(json(`/api/decks/${other}`)), ctx(other))).status).toBe(404);
      expect((await getData(me.request(json(`/api/decks/${other}/data`)), ctx(other))).status).toBe(404);
      expect((await postPhoto(me.request(photo(`/api/decks/${other}/photos?cards=W01`, png)), ctx(other))).status).toBe(404);
    }
    expect((await createDeck(json("/api/decks", { name: "x".repeat(61), style: "rws" }))).status).toBe(400);
    const notJson = new Request("http://localhost/api/decks", { method: "POST", body: "{", headers: { "content-type": "application/json" } });
    expect((await createDeck(notJson)).status).toBe(400);
  });

  it("teaching photos are counted per browser: over the limit is 429 with Retry-After, and nothing is read", async () => {
    process.env.LIMIT_DECK_PHOTOS_PER_BROWSER = "2/600";
    await resetLimits();
    const me = new CookieJar();
    const { id } = (await me.keep(await createDeck(json("/api/decks", { name: "Ours", style: "rws" }))).json()) as { id: string };
    const junk = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    for (let i = 0; i < 2; i++) expect((await postPhoto(me.request(photo(`/api/decks/${id}/photos?cards=W01`, junk)), ctx(id))).status).toBe(422);
    const over = await postPhoto(me.request(photo(`/api/decks/${id}/photos?cards=W01`, junk)), ctx(id));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await over.json()) as { id: string }).id).toBe("limit/deck-photos");
  });

  it("decks made are counted per address; a refused body gives its point back", async () => {
    process.env.LIMIT_DECKS_PER_ADDRESS = "2/600";
    await resetLimits();
    const from = (body: unknown) => new Request("http://localhost/api/decks", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: "203.0.113.7" } });
    expect((await createDeck(from({ name: "", style: "rws" }))).status).toBe(400);
    expect((await createDeck(from({ name: "A", style: "rws" }))).status).toBe(201);
    expect((await createDeck(from({ name: "B", style: "rws" }))).status).toBe(201);
    const over = await createDeck(from({ name: "C", style: "rws" }));
    expect(over.status).toBe(429);
    expect(((await over.json()) as { id: string }).id).toBe("limit/decks");
  });
});
