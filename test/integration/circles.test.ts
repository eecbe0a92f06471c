/**
 * Circles (issue 28): whose data. Every attack of the issue as a stranger on the same Wi-Fi would
 * try it, against the real route handlers and a real database, and what members may do.
 *
 * The victims' browser (jar V) imports their games and keeps a free reading with a private
 * question; the stranger's browser (jar S) makes a table of its own naming "Ann", so it has a
 * circle of its own; a third request carries no credential at all.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { CookieJar } from "@/test/helpers/devices";
import { raw, nameCtx } from "@/test/helpers/routes";

const db = useTestDatabase();

const fixture = (name: string) => JSON.parse(readFileSync(join(process.cwd(), "test/fixtures", name), "utf8"));
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://test${url}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
const get = (url: string, headers: Record<string, string> = {}) => new Request(`http://test${url}`, { headers });
const idCtx = (id: string) => ({ params: Promise.resolve({ id }) });

/** A browser: its own cookie jar, every route through it. */
function browser() {
  const jar = new CookieJar();
  const r = Object.fromEntries(Object.entries(raw).map(([k, h]) => [k, jar.wrap(h as (req: Request, c: unknown) => Promise<Response>)])) as unknown as {
    [K in keyof typeof raw]: (request?: Request, context?: unknown) => Promise<Response>;
  };
  return { jar, r };
}
const V = browser();
const S = browser();
const none = { r: raw as unknown as ReturnType<typeof browser>["r"] };

const SECRET = "Should I leave my job?";
const three = [
  { position: "Past", card: "T16", disposition: "well" },
  { position: "Present", card: "C02", disposition: "ill" },
  { position: "Future", card: "S10", disposition: "well" },
];

describe("a stranger's browser with a circle of its own", () => {
  const victim = { games: [] as string[], annId: 0, cleoId: 0, changeId: "" };

  it("the victims import their games and keep a private free reading", async () => {
    for (const f of ["deal-none.json", "fortune-tenners/three-complete-tie.json"]) {
      const res = await V.r.importRecord(post("/api/games/import", fixture(f)));
      expect(res.status, f).toBe(201);
      victim.games.push((await res.json()).id);
    }
    // Cleo: a player only the victims have.
    const cleo = { ...fixture("deal-none.json"), players: ["Cleo", "Ben", "Cat", "Dan"] };
    cleo.deals = JSON.parse(JSON.stringify(cleo.deals).replaceAll('"Ann"', '"Cleo"'));
    expect((await V.r.importRecord(post("/api/games/import", cleo))).status).toBe(201);
    expect((await V.r.postReading(post("/api/readings", { player: "Ann", spread: "three-card", question: SECRET, notes: "Tell no one.", cards: three }))).status).toBe(201);
    const rename = await V.r.rename(post("/api/players/Dan/rename", { to: "Daniel" }), nameCtx("Dan"));
    expect(rename.status).toBe(201);
    victim.changeId = (await rename.json()).change.id;
    const ann = await db.prisma.player.findFirst({ where: { nameKey: "ann" }, select: { id: true } });
    const cleoRow = await db.prisma.player.findFirst({ where: { nameKey: "cleo" }, select: { id: true } });
    victim.annId = ann!.id;
    victim.cleoId = cleoRow!.id;
    const mine = await (await V.r.getPlayer(get("/api/players/Ann"), nameCtx("Ann"))).json();
    expect(mine.totals.played).toBe(2);
  });

  it("the stranger makes a table naming Ann: its own circle, its own Ann", async () => {
    const res = await S.r.createGame(post("/api/games", { game: "fortunes", players: ["Ann", "Xan", "Yul", "Zed"] }));
    expect(res.status).toBe(201);
    const mine = await (await S.r.getPlayer(get("/api/players/Ann"), nameCtx("Ann"))).json();
    expect(mine.totals).toEqual({ played: 1, finished: 0, won: 0 });
    expect(await db.prisma.player.count({ where: { nameKey: "ann" } })).toBe(2);
  });

  it("every player, journal, statistic and export route: 404, or the stranger's own circle only", async () => {
    for (const who of [S, none]) {
      const own = who === S;
      // By name and by id, players only the victims have: not there.
      for (const name of ["Cleo", "Ben", "Daniel", String(victim.cleoId), String(victim.annId)]) {
        for (const [route, url] of [
          [who.r.getPlayer, `/api/players/${name}`],
          [who.r.playerReadings, `/api/players/${name}/readings`],
          [who.r.playerCsv, `/api/players/${name}/export.csv`],
          [who.r.playerBg, `/api/players/${name}/export.bgstats.json`],
        ] as const) {
          const res = await route(get(url), nameCtx(name));
          expect(res.status, `${own ? "stranger" : "no credential"} ${url}`).toBe(404);
          expect(await res.json()).toEqual({ error: `No stored game or reading lists a player named "${name}".`, id: "player/not-found" });
        }
        expect((await who.r.merge(post(`/api/players/${name}/merge`, { into: "Ann" }), nameCtx(name))).status).toBe(404);
        expect((await who.r.rename(post(`/api/players/${name}/rename`, { to: "Imposter" }), nameCtx(name))).status).toBe(404);
      }
      // Ann: the stranger's own Ann, never the victims'.
      const ann = await who.r.getPlayer(get("/api/players/Ann"), nameCtx("Ann"));
      const readings = await who.r.playerReadings(get("/api/players/Ann/readings"), nameCtx("Ann"));
      if (own) {
        expect((await ann.json()).totals.played).toBe(1);
        const body = await readings.text();
        expect(body).not.toContain(SECRET);
        expect(JSON.parse(body).readings).toEqual([]);
      } else {
        expect(ann.status).toBe(404);
        expect(readings.status).toBe(404);
      }
      // The victims' change: undo and the history.
      expect((await who.r.undoChange(post(`/api/players/changes/${victim.changeId}/undo`, {}), idCtx(victim.changeId))).status).toBe(404);
      const history = await (await who.r.changes(get("/api/players/changes"))).json();
      expect(history.changes).toEqual([]);
      // Exports: the stranger's own games only (none finished), or nothing at all.
      const csv = await who.r.exportCsv(get("/api/players/export.csv"));
      const bg = await who.r.exportBg(get("/api/players/export.bgstats.json"));
      if (own) {
        const text = await csv.text();
        expect(text.trim().split("\r\n")).toHaveLength(1);
        for (const id of victim.games) expect(text).not.toContain(id);
        const file = JSON.parse(await bg.text());
        expect(file.plays).toEqual([]);
        expect(file.players).toEqual([]);
      } else {
        expect(csv.status).toBe(404);
        expect(bg.status).toBe(404);
      }
      // The list of players: its own names only.
      const names = (await (await who.r.listPlayers(get("/api/players"))).json()).map((p: { name: string }) => p.name);
      expect(names).toEqual(own ? ["Ann", "Xan", "Yul", "Zed"] : []);
      // Leaving a game of the victims out of their statistics.
      expect((await who.r.postChange(post("/api/players/changes", { kind: "exclude", game: victim.games[0] }))).status).toBe(404);
    }
  });

  it("writes nothing into the victims' data: rename, merge and journal entries stay in the stranger's circle", async () => {
    expect((await S.r.rename(post("/api/players/Ann/rename", { to: "Imposter" }), nameCtx("Ann"))).status).toBe(201);
    expect((await S.r.postReading(post("/api/readings", { player: "Ann", spread: "one-card", question: "Mine", cards: three.slice(0, 1) }))).status).toBe(201);
    // No credential: no journal at all.
    expect((await none.r.postReading(post("/api/readings", { player: "Ann", spread: "one-card", cards: three.slice(0, 1) }))).status).toBe(404);
    // The victims see their Ann as before, and their journal unchanged.
    const ann = await (await V.r.getPlayer(get("/api/players/Ann"), nameCtx("Ann"))).json();
    expect(ann).toMatchObject({ name: "Ann", totals: { played: 2 } });
    const journal = await (await V.r.playerReadings(get("/api/players/Ann/readings"), nameCtx("Ann"))).json();
    expect(journal.readings.filter((r: { kind: string }) => r.kind === "free")).toHaveLength(1);
    expect(journal.readings.find((r: { kind: string }) => r.kind === "free").question).toBe(SECRET);
    expect((await V.r.getPlayer(get("/api/players/Imposter"), nameCtx("Imposter"))).status).toBe(404);
  });

  it("a free reading's question and notes are for the browser that saved it, not the whole circle", async () => {
    // Another member of the victims' circle: a phone that joins one of their tables as a seat.
    const phone = browser();
    const codes = await (await V.r.getDevices(get(`/api/games/${victim.games[0]}/devices`), idCtx(victim.games[0]!))).json();
    const joined = await phone.r.postJoin(post("/api/join", { code: codes.roomCode, as: "seat", player: "Ben" }));
    expect(joined.status).toBe(201);
    const seen = await (await phone.r.playerReadings(get("/api/players/Ann/readings"), nameCtx("Ann"))).json();
    const free = seen.readings.find((r: { kind: string }) => r.kind === "free");
    expect(free.cards).toHaveLength(3);
    expect(free).not.toHaveProperty("question");
    expect(free).not.toHaveProperty("notes");
    expect(JSON.stringify(seen)).not.toContain(SECRET);
    // A spectator joins no circle.
    const watcher = browser();
    expect((await watcher.r.postJoin(post("/api/join", { code: codes.watchCode, as: "spectator" }))).status).toBe(201);
    expect((await watcher.r.getPlayer(get("/api/players/Ann"), nameCtx("Ann"))).status).toBe(404);
  });
});

describe("changes that lose nothing: the merge and undo chain", () => {
  const B = browser();
  const tenners = fixture("fortune-tenners/three-complete-tie.json");
  const asPlayers = (a: string, b: string, c: string) => JSON.parse(JSON.stringify(tenners).replaceAll('"Ann"', `"${a}"`).replaceAll('"Ben"', `"${b}"`).replaceAll('"Cat"', `"${c}"`));
  const figures = async (name: string) => {
    const res = await B.r.getPlayer(get(`/api/players/${name}`), nameCtx(name));
    return res.status === 200 ? (await res.json()).totals : res.status;
  };
  const journal = async (name: string) => {
    const res = await B.r.playerReadings(get(`/api/players/${name}/readings`), nameCtx(name));
    return res.status === 200 ? (await res.json()).readings.map((r: { id: string }) => r.id).sort() : res.status;
  };
  const ids: Record<string, string> = {};
  const before: Record<string, unknown> = {};

  it("Alma, Bert and Cleo each played one game and keep a free reading", async () => {
    for (const [i, trio] of [["Alma", "Pip", "Quin"], ["Bert", "Rex", "Sol"], ["Cleo", "Tam", "Uma"]].entries()) {
      expect((await B.r.importRecord(post("/api/games/import", asPlayers(trio[0]!, trio[1]!, trio[2]!)))).status).toBe(201);
      expect((await B.r.postReading(post("/api/readings", { player: trio[0], spread: "one-card", date: `2026-01-0${i + 1}`, cards: three.slice(0, 1) }))).status).toBe(201);
    }
    for (const n of ["Alma", "Bert", "Cleo"]) before[n] = { figures: await figures(n), journal: await journal(n) };
    expect(before.Alma).toEqual({ figures: { played: 1, finished: 1, won: 1 }, journal: expect.any(Array) });
  });

  it("merge Alma into Bert, then Bert into Cleo: Cleo has all three", async () => {
    const first = await B.r.merge(post("/api/players/Alma/merge", { into: "Bert" }), nameCtx("Alma"));
    expect(first.status).toBe(201);
    ids.first = (await first.json()).change.id;
    const second = await B.r.merge(post("/api/players/Bert/merge", { into: "Cleo" }), nameCtx("Bert"));
    expect(second.status).toBe(201);
    ids.second = (await second.json()).change.id;
    expect(await figures("Cleo")).toEqual({ played: 3, finished: 3, won: 3 });
    expect(await figures("Alma")).toBe(404);
    expect(await figures("Bert")).toBe(404);
  });

  it("undo of the first while the second stands: 409 naming the later merge, nothing moved", async () => {
    const res = await B.r.undoChange(post(`/api/players/changes/${ids.first}/undo`, {}), idCtx(ids.first!));
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body).toMatchObject({ id: "change/later" });
    expect(body.error).toContain("Undo the later merge of Bert into Cleo first");
    expect(await figures("Cleo")).toEqual({ played: 3, finished: 3, won: 3 });
    expect(await figures("Alma")).toBe(404);
    const log = (await (await B.r.changes(get("/api/players/changes"))).json()).changes;
    expect(log.map((c: { undoneAt: string | null }) => c.undoneAt)).toEqual([null, null]);
  });

  it("undo the second, then the first: everything back where it was", async () => {
    expect((await B.r.undoChange(post(`/api/players/changes/${ids.second}/undo`, {}), idCtx(ids.second!))).status).toBe(200);
    expect(await figures("Bert")).toEqual({ played: 2, finished: 2, won: 2 });
    expect((await B.r.undoChange(post(`/api/players/changes/${ids.first}/undo`, {}), idCtx(ids.first!))).status).toBe(200);
    for (const n of ["Alma", "Bert", "Cleo"]) expect({ figures: await figures(n), journal: await journal(n) }, n).toEqual(before[n]);
    // Once each.
    expect((await B.r.undoChange(post(`/api/players/changes/${ids.first}/undo`, {}), idCtx(ids.first!))).status).toBe(409);
  });

  it("a game left out of the statistics counts nowhere, and undo brings it back", async () => {
    const game = (await db.prisma.gameSeat.findFirst({ where: { player: { nameKey: "alma" } }, select: { gameId: true } }))!.gameId;
    const res = await B.r.postChange(post("/api/players/changes", { kind: "exclude", game }));
    expect(res.status).toBe(201);
    const id = (await res.json()).change.id;
    expect(await figures("Alma")).toEqual({ played: 0, finished: 0, won: 0 });
    expect((await (await B.r.exportCsv(get("/api/players/export.csv"))).text())).not.toContain(game);
    expect((await B.r.undoChange(post(`/api/players/changes/${id}/undo`, {}), idCtx(id))).status).toBe(200);
    expect(await figures("Alma")).toEqual({ played: 1, finished: 1, won: 1 });
  });
});

describe("readings follow the player through rename and merge", () => {
  const B = browser();
  /** A Fortunes game with deal 1 complete and deal 2 missing its last trick. */
  const record = () => {
    const r = fixture("match-four-deals.json");
    const last = r.deals[1].tricks[18];
    r.deals = [r.deals[0], { ...r.deals[1], tricks: r.deals[1].tricks.slice(0, 18) }];
    return { r, last: last as string[] };
  };
  const deals = async (name: string) => {
    const res = await B.r.playerReadings(get(`/api/players/${encodeURIComponent(name)}/readings`), nameCtx(name));
    return (await res.json()).readings.filter((x: { kind: string }) => x.kind === "game").map((x: { deal: number }) => x.deal);
  };
  const play = async (gameId: string, cards: string[]) => {
    for (const card of cards) {
      const res = await B.r.postAction(post(`/api/games/${gameId}/actions`, { type: "play", card }), idCtx(gameId));
      expect(res.status, card).toBe(200);
    }
  };

  it("rename Ann, play the last trick of deal 2: four readings stored, Ann's journal lists deal 2", async () => {
    const { r, last } = record();
    const res = await B.r.importRecord(post("/api/games/import", r));
    expect(res.status).toBe(201);
    const gameId = (await res.json()).id;
    expect(await db.prisma.dealReading.count({ where: { gameId, deal: 2 } })).toBe(0);
    const renamed = await B.r.rename(post("/api/players/Ann/rename", { to: "Ann Lee" }), nameCtx("Ann"));
    expect(renamed.status).toBe(201);
    await play(gameId, last);
    expect(await db.prisma.dealReading.count({ where: { gameId, deal: 2 } })).toBe(4);
    expect(await deals("Ann Lee")).toEqual([1, 2]);
    const id = (await renamed.json()).change.id;
    expect((await B.r.undoChange(post(`/api/players/changes/${id}/undo`, {}), idCtx(id))).status).toBe(200);
    expect(await deals("Ann")).toEqual([1, 2]);
  });

  it("merge Ann into Annie, play the last trick: Annie's journal lists deal 2; undo gives it back to Ann", async () => {
    const { r, last } = record();
    const shifted = JSON.parse(JSON.stringify(r).replaceAll('"Ben"', '"Bo"').replaceAll('"Cat"', '"Cy"').replaceAll('"Dan"', '"Di"').replaceAll('"Ann"', '"Abe"'));
    const res = await B.r.importRecord(post("/api/games/import", shifted));
    expect(res.status).toBe(201);
    const gameId = (await res.json()).id;
    expect((await B.r.postReading(post("/api/readings", { player: "Abby", spread: "one-card", cards: three.slice(0, 1) }))).status).toBe(201);
    const merged = await B.r.merge(post("/api/players/Abe/merge", { into: "Abby" }), nameCtx("Abe"));
    expect(merged.status).toBe(201);
    await play(gameId, last);
    expect(await db.prisma.dealReading.count({ where: { gameId, deal: 2 } })).toBe(4);
    expect(await deals("Abby")).toEqual([1, 2]);
    const id = (await merged.json()).change.id;
    expect((await B.r.undoChange(post(`/api/players/changes/${id}/undo`, {}), idCtx(id))).status).toBe(200);
    expect(await deals("Abe")).toEqual([1, 2]);
    expect(await deals("Abby")).toEqual([]);
  });
});

describe("the one name rule at the server", () => {
  const B = browser();
  const game = (players: string[]) => B.r.createGame(post("/api/games", { game: "fortunes", players }));

  it("refuses bidi marks, invisible and blank names, and look-alikes at one table", async () => {
    const games = await db.prisma.game.count();
    for (const bad of ["Ann\u061c", "\u2060", "\u3164"]) {
      const res = await game([bad, "Ben", "Cat", "Dan"]);
      expect(res.status, JSON.stringify(bad)).toBe(422);
    }
    const res = await game(["Ann", "\u0410nn", "Cat", "Dan"]);
    expect(res.status).toBe(422);
    expect((await res.json()).error).toContain("'\u0410nn' looks like 'Ann'");
    expect(await db.prisma.game.count()).toBe(games);
  });

  it("refuses a new name that looks like a player of the circle: new tables, renames, journal entries", async () => {
    expect((await game(["Ann", "Ben", "Cat", "Dan"])).status).toBe(201);
    const t = await game(["\u0410nn", "Eve", "Fay", "Gus"]);
    expect(t.status).toBe(422);
    expect((await t.json()).error).toMatch(/^'\u0410nn' looks like 'Ann'/);
    const rn = await B.r.rename(post("/api/players/Ben/rename", { to: "\u0410nn" }), nameCtx("Ben"));
    expect(rn.status).toBe(422);
    expect((await rn.json()).error).toContain("'\u0410nn' looks like 'Ann'");
    const fr = await B.r.postReading(post("/api/readings", { player: "\u0410nn", spread: "one-card", cards: three.slice(0, 1) }));
    expect(fr.status).toBe(422);
    // The same name in any case or spacing is that player, not a look-alike.
    expect((await game(["ANN", "Eve", "Fay", "Gus"])).status).toBe(201);
  });
});

describe("a browser in two circles", () => {
  const B = browser();
  const circleIds: string[] = [];

  it("joins a second circle by sitting at another group's table, and chooses which it looks at", async () => {
    expect((await B.r.createGame(post("/api/games", { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"] }))).status).toBe(201);
    const club = browser();
    const made = await club.r.createGame(post("/api/games", { game: "fortunes", players: ["Kim", "Lou", "Max", "Ned"] }));
    const clubGame = (await made.json()).id;
    const codes = await (await club.r.getDevices(get(`/api/games/${clubGame}/devices`), idCtx(clubGame))).json();
    expect((await B.r.postJoin(post("/api/join", { code: codes.roomCode, as: "seat", player: "Kim" }))).status).toBe(201);
    const list = await (await B.r.circles(get("/api/circles"))).json();
    expect(list.circles).toHaveLength(2);
    circleIds.push(...list.circles.map((c: { id: string }) => c.id));
    // It still looks at its first circle; ?circle= or a choice shows the other.
    expect((await B.r.getPlayer(get("/api/players/Ann"), nameCtx("Ann"))).status).toBe(200);
    expect((await B.r.getPlayer(get("/api/players/Kim"), nameCtx("Kim"))).status).toBe(404);
    expect((await B.r.getPlayer(get(`/api/players/Kim?circle=${circleIds[1]}`), nameCtx("Kim"))).status).toBe(200);
    expect((await B.r.postCircle(post(`/api/circles/${circleIds[1]}`, { op: "select" }), idCtx(circleIds[1]!))).status).toBe(200);
    expect((await B.r.getPlayer(get("/api/players/Kim"), nameCtx("Kim"))).status).toBe(200);
    // A circle it is not in, named on purpose: nothing.
    const other = browser();
    expect((await other.r.createGame(post("/api/games", { game: "fortunes", players: ["Oz", "Pam", "Quy", "Ros"] }))).status).toBe(201);
    const theirs = (await (await other.r.circles(get("/api/circles"))).json()).circles[0].id;
    expect((await B.r.getPlayer(get(`/api/players/Oz?circle=${theirs}`), nameCtx("Oz"))).status).toBe(404);
    expect((await B.r.circle(get(`/api/circles/${theirs}`), idCtx(theirs))).status).toBe(404);
    // A new table goes into the circle it looks at.
    expect((await B.r.createGame(post("/api/games", { game: "fortunes", players: ["Kim", "Lou", "Max", "Vic"] }))).status).toBe(201);
    expect((await (await club.r.getPlayer(get("/api/players/Vic"), nameCtx("Vic"))).json()).totals.played).toBe(1);
  });

  it("renames a circle (logged, undoable), removes a member, and leaves", async () => {
    const [home, club] = circleIds as [string, string];
    const rn = await B.r.postCircle(post(`/api/circles/${home}`, { op: "rename", name: "Home" }), idCtx(home));
    expect(rn.status).toBe(201);
    const detail = await (await B.r.circle(get(`/api/circles/${home}`), idCtx(home))).json();
    expect(detail).toMatchObject({ id: home, name: "Home" });
    expect(detail.members.filter((m: { you: boolean }) => m.you)).toHaveLength(1);
    const members = (await (await B.r.circle(get(`/api/circles/${club}`), idCtx(club))).json()).members;
    expect(members).toHaveLength(2);
    const leave = await B.r.postCircle(post(`/api/circles/${club}`, { op: "leave" }), idCtx(club));
    expect(leave.status).toBe(201);
    expect((await B.r.getPlayer(get(`/api/players/Kim?circle=${club}`), nameCtx("Kim"))).status).toBe(404);
    expect((await (await B.r.circles(get("/api/circles"))).json()).circles.map((c: { id: string }) => c.id)).toEqual([home]);
    expect((await B.r.getPlayer(get("/api/players/Ann"), nameCtx("Ann"))).status).toBe(200);
  });
});

describe("a journal a page at a time", () => {
  const B = browser();
  it("pages forward, backward and from the newest give every reading once, in date order", async () => {
    for (const f of ["match-four-deals.json", "match-target.json"]) expect((await B.r.importRecord(post("/api/games/import", fixture(f)))).status).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    const days = ["2020-05-01", "2030-01-01", today, "2024-02-29", today, "2020-05-01"];
    for (let i = 0; i < 18; i++) {
      expect((await B.r.postReading(post("/api/readings", { player: "Ann", spread: "one-card", date: days[i % days.length], cards: three.slice(0, 1) }))).status).toBe(201);
    }
    const page = async (q: string) => (await (await B.r.playerReadings(get(`/api/players/Ann/readings?limit=7${q}`), nameCtx("Ann"))).json()) as { readings: { id: string; date: string; at: string }[]; next: string | null; previous: string | null };
    const all = (await (await B.r.playerReadings(get("/api/players/Ann/readings?limit=200"), nameCtx("Ann"))).json()).readings as { id: string; date: string; at: string }[];
    expect(all.length).toBeGreaterThan(18 + 4);
    const sorted = [...all].sort((a, b) => a.date.localeCompare(b.date) || a.at.localeCompare(b.at));
    expect(all.map((r) => `${r.date} ${r.at}`)).toEqual(sorted.map((r) => `${r.date} ${r.at}`));
    const forward: string[] = [];
    let p = await page("");
    expect(p.previous).toBeNull();
    for (;;) {
      forward.push(...p.readings.map((r) => r.id));
      if (!p.next) break;
      p = await page(`&after=${p.next}`);
    }
    expect(forward).toEqual(all.map((r) => r.id));
    const backward: string[] = [];
    p = await page("&last=1");
    expect(p.next).toBeNull();
    for (;;) {
      backward.unshift(...p.readings.map((r) => r.id));
      if (!p.previous) break;
      p = await page(`&before=${p.previous}`);
    }
    expect(backward).toEqual(all.map((r) => r.id));
    expect((await B.r.playerReadings(get("/api/players/Ann/readings?after=nonsense"), nameCtx("Ann"))).status).toBe(400);
  });
});
