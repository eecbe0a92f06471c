/** The live-table API against a real, freshly migrated database (no mocks). */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { goldenResult, goldenScoring, goldenViewDeals } from "@/test/helpers/goldens";
import { createGame, listGames, getGame, postAction, postUndo, getRecord, importRecord, replay, listPlayers, ctx } from "@/test/helpers/routes";

const db = useTestDatabase();
const fixture = (name: string) => JSON.parse(readFileSync(join(__dirname, "../fixtures", name), "utf8"));
const post = (url: string, body: unknown) => new Request(`http://test${url}`, { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body), headers: { "content-type": "application/json" } });

async function newGame(body: unknown = { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann" }) {
  const res = await createGame(post("/api/games", body));
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
async function action(id: string, body: unknown) {
  const res = await postAction(post(`/api/games/${id}/actions`, body), ctx(id));
  return { status: res.status, json: await res.json() };
}
const events = (id: string) => db.prisma.gameEvent.count({ where: { gameId: id } });

describe("POST /api/games", () => {
  it("creates a game with four players and reports who deals, leads and is High", async () => {
    const id = await newGame({ game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Cat", options: { betting: { kind: "none" } }, deckStyle: "rws" });
    const res = await getGame(new Request(`http://test/api/games/${id}`), ctx(id));
    const view = await res.json();
    expect(view).toMatchObject({ game: "fortunes", seq: 1, turn: { player: "Cat", expects: "play" }, view: { deckStyle: "rws" } });
    expect(view.view.deals[0].teamPlayers).toEqual({ high: ["Cat", "Ann"], low: ["Dan", "Ben"] });
    expect(view.view.live.seats.map((s: { compass: string }) => s.compass)).toEqual(["West", "North", "East", "South"]);
  });
  it.each([
    [{ game: "fortunes", players: ["Ann", "Ben", "Cat"] }, "four"],
    [{ game: "chess", players: ["Ann", "Ben", "Cat", "Dan"] }, "game"],
    [{ game: "fortunes", players: ["Ann", "Ben", "Cat", "ann"] }, "different"],
    [{ game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Zed" }, "Zed"],
    ["{not json", "JSON"],
  ])("refuses %j with a clear 4xx and writes nothing", async (body, word) => {
    const before = await db.prisma.game.count();
    const res = await createGame(post("/api/games", body));
    expect([400, 422]).toContain(res.status);
    expect((await res.json()).error).toContain(word);
    expect(await db.prisma.game.count()).toBe(before);
  });
  it("reuses known players regardless of case", async () => {
    await newGame({ game: "fortunes", players: ["ann", "BEN", "Cat", "Dan"] });
    const names = (await (await listPlayers()).json()).map((p: { name: string }) => p.name);
    expect(names.filter((n: string) => n.toLowerCase() === "ann")).toHaveLength(1);
  });
});

describe("GET /api/games/[id]: the envelope", () => {
  it.each([
    [{ game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann" }, "deals"],
    [{ game: "fortey-one", players: ["Ann", "Ben", "Cat", "Dan"], dealer: 0 }, "bids"],
    [{ game: "fortune-tenners", players: ["Ann", "Ben", "Cat"] }, "round"],
    [{ game: "fortuno", players: ["Ann", "Ben", "Cat", "Dan"] }, "seats"],
  ])("%j: { id, game, status, createdAt, seq, turn, players, last, view } and nothing else; the module's view under `view`", async (body, field) => {
    const id = await newGame(body);
    const view = await (await getGame(new Request(`http://test/api/games/${id}`), ctx(id))).json();
    expect(Object.keys(view).sort()).toEqual(["createdAt", "game", "id", "last", "players", "seq", "status", "turn", "view"]);
    expect(view).not.toHaveProperty(field);
    expect(view.view.finished).toBeNull();
    expect(Array.isArray(view.view.standings)).toBe(true);
    expect(view).toMatchObject({ id, game: body.game, seq: 1, players: body.players });
    expect(typeof view.view).toBe("object");
    expect(view.view).toHaveProperty(field);
    expect(view.view).not.toHaveProperty("view");
    // Fortuno's own rows (6 cards each, dealt) stay the module's; the envelope's are names.
    if (body.game === "fortuno") expect(view.view.players.map((p: { name: string; cards: number }) => [p.name, p.cards])).toEqual(body.players.map((n) => [n, 6]));
  });
});

describe("POST /api/games/[id]/actions", () => {
  it("records a card for the player whose turn it is and advances the turn", async () => {
    const id = await newGame();
    const r = await action(id, { type: "play", card: "W07", expectedSeq: 1 });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ seq: 2, turn: { player: "Ben", expects: "play" } });
    expect(r.json.view.live.trick.cards).toEqual([{ player: "Ann", card: "W07", name: "Seven of Wands" }]);
  });
  it("422 with the rule id and message for an impossible play; nothing written", async () => {
    const id = await newGame();
    await action(id, { type: "play", card: "W07" });
    const n = await events(id);
    const r = await action(id, { type: "play", card: "W07" });
    expect(r.status).toBe(422);
    expect(r.json).toMatchObject({ id: "play/duplicate" });
    expect(r.json.error).toContain("trick 1 by Ann");
    expect(await events(id)).toBe(n);
    const wrong = await action(id, { type: "play", card: "W02", player: "Cat" });
    expect(wrong).toMatchObject({ status: 422, json: { id: "play/not-your-turn" } });
  });
  it("409 when expectedSeq is stale: another device recorded first, nothing written twice", async () => {
    const id = await newGame();
    const a = await action(id, { type: "play", card: "W07", expectedSeq: 1 });
    const b = await action(id, { type: "play", card: "W08", expectedSeq: 1 });
    expect(a.status).toBe(200);
    expect(b.status).toBe(409);
    expect(await events(id)).toBe(2);
  });
  it("400 for bad bodies", async () => {
    const id = await newGame();
    for (const body of ["nope", { type: "dance" }, { type: "play", card: "Z99" }, { type: "play" }]) {
      const r = await action(id, body);
      expect(r.status).toBe(400);
      expect(typeof r.json.error).toBe("string");
    }
    expect(await events(id)).toBe(1);
  });
  it("404 for unknown games", async () => {
    for (const id of ["nope", "00000000-0000-0000-0000-000000000000"]) {
      expect((await action(id, { type: "play", card: "W07" })).status).toBe(404);
      expect((await getGame(new Request(`http://test/api/games/${id}`), ctx(id))).status).toBe(404);
      expect((await getRecord(new Request(`http://test/api/games/${id}/record`), ctx(id))).status).toBe(404);
    }
  });
  it("corrects a card and undoes it, keeping every event", async () => {
    const id = await newGame();
    for (const card of ["W02", "W03", "W09", "W04"]) await action(id, { type: "play", card });
    const fixed = await action(id, { type: "correct", trick: 1, position: 2, card: "W13" });
    expect(fixed.status).toBe(200);
    expect(fixed.json.view.deals[0].tricks[0]).toMatchObject({ winner: "Ben", points: 1 });
    const res = await postUndo(post(`/api/games/${id}/undo`, { expectedSeq: fixed.json.seq }), ctx(id));
    const undone = await res.json();
    expect(undone.view.deals[0].tricks[0]).toMatchObject({ winner: "Cat", points: 2 });
    expect(await events(id)).toBe(7);
  });
});

// The expected deals and scoring here are the fixtures' engine-written goldens (test/helpers/goldens.ts):
// change detectors for the route's round trip, not proofs of the rules.
describe("records: export, import, replay (against engine-written goldens: change detectors)", () => {
  it("a played deal exports as a record that replays to the same result, and imports back", async () => {
    const rec = fixture("deal-none.json");
    const imp = await importRecord(post("/api/games/import", rec));
    expect(imp.status).toBe(201);
    const { id } = await imp.json();
    const exported = await (await getRecord(new Request(`http://test/api/games/${id}/record`), ctx(id))).json();
    expect(exported.deals[0].tricks).toEqual(rec.deals[0].tricks);
    expect(exported.players).toEqual(rec.players);
    const replayed = await (await replay(post("/api/replay", exported))).json();
    expect(replayed.deals).toEqual(goldenResult("deal-none").deals);
    const view = await (await getGame(new Request(`http://test/api/games/${id}`), ctx(id))).json();
    expect(view.view.deals).toEqual(goldenViewDeals("deal-none"));
    expect(view.turn.expects).toBe("nextDeal");
    // Readings were saved with the game when the deal ended.
    expect(await db.prisma.dealReading.count({ where: { gameId: id } })).toBe(4);
  });
  it("imports a whole match with betting", async () => {
    for (const f of ["match-target.json", "deal-ante-fold.json", "deal-bid.json"]) {
      const res = await importRecord(post("/api/games/import", fixture(f)));
      expect(res.status).toBe(201);
      const { id } = await res.json();
      const view = await (await getGame(new Request(`http://test/api/games/${id}`), ctx(id))).json();
      expect(view.view.deals).toEqual(goldenViewDeals(f.replace(".json", "")));
      expect(view.view.match).toEqual(goldenScoring(f.replace(".json", "")).match);
    }
  });
  it("refuses a bad record with 400 and stores nothing", async () => {
    const before = await db.prisma.game.count();
    const res = await importRecord(post("/api/games/import", { game: "fortunes", players: ["A", "B"], deals: [] }));
    expect(res.status).toBe(400);
    expect(await db.prisma.game.count()).toBe(before);
  });
  it("POST /api/replay answers 400 with { error } for invalid records", async () => {
    const res = await replay(post("/api/replay", "{oops"));
    expect(res.status).toBe(400);
    expect(Object.keys(await res.json())).toEqual(["error"]);
  });
  it.each([
    ["an unknown card code", { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], deals: [{ dealer: "Ann", tricks: [["W99"]] }] }],
    ["a wrong player count", { game: "fortey-one", players: ["Ann", "Ben", "Cat"], deals: [] }],
    ["an unknown player name", { game: "fortey-one", players: ["Ann", "Ben", "Cat", "Dan"], deals: [{ dealer: "Eve" }] }],
    ["a bid out of range", { game: "fortey-one", players: ["Ann", "Ben", "Cat", "Dan"], deals: [{ dealer: "Ann", bids: { Ben: 14, Cat: 1, Dan: 1, Ann: 1 } }] }],
    ["two players of one name", { game: "fortuno", players: ["Ann", "ann", "Cat", "Dan"], deals: [] }],
    ["a name with a control character", { game: "fortune-tenners", players: ["A\u0007nn", "Ben", "Cat"], deals: [] }],
  ])("POST /api/replay answers 400 with { error } for a record with %s (CONTRACT.md)", async (_what, record) => {
    const res = await replay(post("/api/replay", JSON.stringify(record)));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(["error"]);
    expect(body.error).not.toContain("\n");
  });
  it("POST /api/replay: one result per record deal, none for a record not dealt yet", async () => {
    for (const game of ["fortunes", "fortey-one", "fortuno"]) {
      const res = await replay(post("/api/replay", JSON.stringify({ game, players: ["Ann", "Ben", "Cat", "Dan"], deals: [] })));
      expect(res.status, game).toBe(200);
      expect((await res.json()).deals, game).toEqual([]);
    }
  });
  it("GET /api/games lists games newest first", async () => {
    const list = await (await listGames()).json();
    expect(list.length).toBeGreaterThan(2);
    const times = list.map((g: { createdAt: string }) => g.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(list[0].players).toHaveLength(4);
  });
});

describe("the one name rule and the view a tap returns", () => {
  it("two names that differ only in spacing or case are one player: 422, nothing written", async () => {
    const before = await db.prisma.game.count();
    for (const players of [["Ann  Lee", "Ann Lee", "Cat", "Dan"], ["Ann\u00a0Lee", "ann lee", "Cat", "Dan"]]) {
      const res = await createGame(post("/api/games", { game: "fortunes", players }));
      expect(res.status).toBe(422);
      expect((await res.json()).error).toMatch(/same name/);
    }
    expect(await db.prisma.game.count()).toBe(before);
  });
  it("names are stored as shown: inner spaces collapsed, so the engine and the database agree", async () => {
    const id = await newGame({ game: "fortunes", players: ["Ann   Lee", " Ben", "Cat", "Dan"], dealer: "ann lee" });
    const view = (await action(id, { type: "play", card: "W07" })).json;
    expect(view.players).toEqual(["Ann Lee", "Ben", "Cat", "Dan"]);
    expect(view.view.live.trick.cards[0]).toMatchObject({ player: "Ann Lee", card: "W07" });
  });
  it("control characters and names over 40 characters are refused with 422", async () => {
    for (const bad of ["A\u0000nn", "x".repeat(41)]) {
      const res = await createGame(post("/api/games", { game: "fortunes", players: [bad, "Ben", "Cat", "Dan"] }));
      expect(res.status).toBe(422);
    }
  });
  it("a tap in a later deal carries no readings and only summaries of earlier deals", async () => {
    const rec = fixture("match-four-deals.json");
    const res = await importRecord(post("/api/games/import", { ...rec, deals: [...rec.deals.slice(0, 2), { dealer: rec.deals[2].dealer, tricks: [] }] }));
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const r = await action(id, { type: "play", card: rec.deals[2].tricks[0][0] });
    expect(r.status).toBe(200);
    const text = JSON.stringify(r.json);
    expect(text).not.toMatch(/"meaning"|"interpretation"/);
    expect(r.json.view.deals).toHaveLength(3);
    expect(r.json.view.deals[0]).toMatchObject({ number: 1, tricks: [], readings: 4 });
    expect(r.json.view.deals[2].tricks[0].cards).toEqual([rec.deals[2].tricks[0][0]]);
    expect(text.length).toBeLessThan(8_000);
  });
});
