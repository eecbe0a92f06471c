/**
 * Every route that answers about a circle's people, swept with what a stranger on the same Wi-Fi
 * might send (issue 28, GUIDE "a clear 4xx, never a 500"): a browser with a circle of its own, a
 * request with no credential, a made-up browser cookie and a malformed one, against the members'
 * players, journal, statistics, exports, changes and circle, by name and by id, with odd names,
 * odd ids, odd cursors and odd `?circle=` values. Each answer is the members' data never, a 4xx in
 * plain words (a JSON `{ error, id }` a person can read) or the stranger's own empty data, and
 * never a 5xx.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { randomBytes, randomUUID } from "node:crypto";
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

type R = (request?: Request, context?: unknown) => Promise<Response>;
type Routes = { [K in keyof typeof raw]: R };
function browser(cookie?: string): { jar: CookieJar; r: Routes } {
  const jar = new CookieJar();
  if (cookie) jar.cookies.set("ft_browser", cookie);
  const r = Object.fromEntries(Object.entries(raw).map(([k, h]) => [k, jar.wrap(h as (req: Request, c: unknown) => Promise<Response>)])) as unknown as Routes;
  return { jar, r };
}

const members = browser();
const stranger = browser();
const SECRET = "Will the roof hold?";
const card = [{ position: "Now", card: "T16", disposition: "well" }];

/** What a member's data would give away, none of which may appear in an answer to anyone else. */
const leaks = [SECRET, "Cleo", "Daniel"];

/** What the answer may hold: what was sent (a refusal may repeat the name asked for), nothing else of theirs. */
const notSent = (what: string) => leaks.filter((s) => !what.includes(s));

/**
 * A refusal in plain words: a 4xx, JSON `{ error, id }`, words a person can read, no stack or SQL.
 * `what` names the request (what was sent, which an answer may repeat).
 */
async function expectRefusal(res: Response, what: string) {
  expect(res.status, what).toBeGreaterThanOrEqual(400);
  expect(res.status, what).toBeLessThan(500);
  const body = await res.text();
  for (const s of notSent(what)) expect(body, what).not.toContain(s);
  const json = JSON.parse(body) as { error?: unknown; id?: unknown };
  expect(typeof json.error, what).toBe("string");
  expect(typeof json.id, what).toBe("string");
  // Words: a sentence, or the field's name then a sentence ("limit: …"); no code, no stack.
  expect(json.error as string, what).toMatch(/^([a-z.]+: )?[\p{L}"'].*\p{L}+ \p{L}+/u);
  expect(json.error as string, what).not.toMatch(/^(\w+): \1:/);
  expect(json.error as string, what).not.toMatch(/prisma|sqlite|postgres|TypeError|stack|\bat \w+ \(/i);
}

/** A 200 holding nothing of the members' (the stranger's own, or empty). */
async function expectNothingOfTheirs(res: Response, what: string) {
  expect(res.status, what).toBeLessThan(500);
  const body = await res.text();
  for (const s of notSent(what)) expect(body, what).not.toContain(s);
}

describe("every circle route, swept by strangers with odd input", () => {
  const theirs = { circle: "", change: "", game: "", cleoId: 0 };

  it("the members import a game with Cleo, keep a private reading, rename Dan; the stranger has a table of its own", async () => {
    const cleo = { ...fixture("deal-none.json"), players: ["Cleo", "Ben", "Cat", "Dan"] };
    cleo.deals = JSON.parse(JSON.stringify(cleo.deals).replaceAll('"Ann"', '"Cleo"'));
    const imported = await members.r.importRecord(post("/api/games/import", cleo));
    expect(imported.status).toBe(201);
    theirs.game = (await imported.json()).id;
    expect((await members.r.postReading(post("/api/readings", { player: "Cleo", spread: "one-card", question: SECRET, cards: card }))).status).toBe(201);
    const renamed = await members.r.rename(post("/api/players/Dan/rename", { to: "Daniel" }), nameCtx("Dan"));
    expect(renamed.status).toBe(201);
    theirs.change = (await renamed.json()).change.id;
    theirs.circle = (await (await members.r.circles(get("/api/circles"))).json()).circles[0].id;
    expect((await stranger.r.createGame(post("/api/games", { game: "fortunes", players: ["Ann", "Xan", "Yul", "Zed"] }))).status).toBe(201);
  });

  it("a stranger, no credential, a made-up browser cookie and a malformed one: 4xx in plain words or nothing of theirs, never a 5xx", async () => {
    const who: Array<[string, Routes]> = [
      ["stranger", stranger.r],
      ["no credential", raw as unknown as Routes],
      ["made-up cookie", browser(randomBytes(32).toString("base64url")).r],
      ["malformed cookie", browser("x".repeat(5000) + "%%ü=\"\\").r],
    ];
    const names = ["Cleo", "Daniel", "Dan", "cleo", " Cleo ", "Сleo", "Cleo\u202e", "\u3164", "", "%", "%00", "../Cleo", "a".repeat(500), "1", "0", "-1", "9999999999999999999999"];
    const circles = [theirs.circle, randomUUID(), "not-a-circle", "", "' OR 1=1 --", "a".repeat(300)];
    let answers = 0;
    for (const [label, r] of who) {
      for (const name of names) {
        const at = (u: string) => `${label} ${u} (${name})`;
        const enc = encodeURIComponent(name);
        for (const [route, url] of [
          [r.getPlayer, `/api/players/${enc}`],
          [r.playerReadings, `/api/players/${enc}/readings`],
          [r.playerReadings, `/api/players/${enc}/readings?last=1&limit=5`],
          [r.playerCsv, `/api/players/${enc}/export.csv`],
          [r.playerBg, `/api/players/${enc}/export.bgstats.json`],
        ] as const) {
          await expectRefusal(await route(get(url), nameCtx(name)), at(url));
          answers++;
        }
        await expectRefusal(await r.merge(post(`/api/players/${enc}/merge`, { into: "Ann" }), nameCtx(name)), at("merge"));
        await expectRefusal(await r.rename(post(`/api/players/${enc}/rename`, { to: "Imposter" }), nameCtx(name)), at("rename"));
        answers += 2;
      }
      // Odd page links and limits on a name the stranger does have (Ann) or not (Cleo).
      for (const q of ["after=zzz", "before=%00", "after=" + "A".repeat(3000), "limit=-1", "limit=1e9", "limit=abc", "after=&before="]) {
        for (const name of ["Ann", "Cleo"]) {
          const res = await r.playerReadings(get(`/api/players/${name}/readings?${q}`), nameCtx(name));
          if (res.status < 400) await expectNothingOfTheirs(res, `${label} ${name} ?${q}`);
          else await expectRefusal(res, `${label} ${name} ?${q}`);
          answers++;
        }
      }
      // Their circle named on purpose, and odd circle values, on every list.
      for (const c of circles) {
        const q = `?circle=${encodeURIComponent(c)}`;
        for (const [route, url, ctx] of [
          [r.getPlayer, `/api/players/Cleo${q}`, nameCtx("Cleo")],
          [r.playerReadings, `/api/players/Cleo/readings${q}`, nameCtx("Cleo")],
          [r.listPlayers, `/api/players${q}`, undefined],
          [r.changes, `/api/players/changes${q}`, undefined],
          [r.exportCsv, `/api/players/export.csv${q}`, undefined],
          [r.exportBg, `/api/players/export.bgstats.json${q}`, undefined],
        ] as const) {
          const res = await route(get(url), ctx);
          if (res.status < 400) await expectNothingOfTheirs(res, `${label} ${url}`);
          else await expectRefusal(res, `${label} ${url}`);
          answers++;
        }
        await expectRefusal(await r.circle(get(`/api/circles/${encodeURIComponent(c)}`), idCtx(c)), `${label} circle ${c.slice(0, 20)}`);
        for (const op of [{ op: "select" }, { op: "rename", name: "Ours now" }, { op: "leave" }, { op: "remove", member: randomUUID() }]) {
          await expectRefusal(await r.postCircle(post(`/api/circles/${encodeURIComponent(c)}`, op), idCtx(c)), `${label} circle ${op.op} ${c.slice(0, 20)}`);
        }
        answers += 5;
      }
      // Their change and odd change ids; leaving their game out of the statistics.
      for (const id of [theirs.change, randomUUID(), "x", "' OR 1=1 --"]) {
        await expectRefusal(await r.undoChange(post(`/api/players/changes/${encodeURIComponent(id)}/undo`, {}), idCtx(id)), `${label} undo ${id.slice(0, 20)}`);
        answers++;
      }
      for (const game of [theirs.game, randomUUID(), "nope"]) {
        await expectRefusal(await r.postChange(post("/api/players/changes", { kind: "exclude", game })), `${label} exclude ${game}`);
        answers++;
      }
      // The lists themselves: nothing of theirs.
      for (const [route, url] of [
        [r.listPlayers, "/api/players"],
        [r.changes, "/api/players/changes"],
        [r.exportCsv, "/api/players/export.csv"],
        [r.exportBg, "/api/players/export.bgstats.json"],
        [r.circles, "/api/circles"],
        [r.listGames, "/api/games"],
      ] as const) {
        const res = await route(get(url));
        if (res.status < 400) await expectNothingOfTheirs(res, `${label} ${url}`);
        else await expectRefusal(res, `${label} ${url}`);
        answers++;
      }
      const circlesBody = await (await r.circles(get("/api/circles"))).text();
      expect(circlesBody).not.toContain(theirs.circle);
      // A journal entry under their player's name lands nowhere near them (the stranger's own circle) or is refused.
      const entry = await r.postReading(post("/api/readings", { player: "Cleo", spread: "one-card", question: "Mine?", cards: card }));
      if (entry.status !== 201) await expectRefusal(entry, `${label} POST /api/readings`);
      answers++;
    }
    console.log(`[measure] circle-route sweep: ${answers} answers to strangers, none a 5xx`);
    // The members' data is as it was: Cleo's journal holds only their own reading, with its question.
    const journal = await (await members.r.playerReadings(get("/api/players/Cleo/readings"), nameCtx("Cleo"))).json();
    expect(journal.readings.filter((x: { kind: string }) => x.kind === "free").map((x: { question: string }) => x.question)).toEqual([SECRET]);
    const detail = await (await members.r.circle(get(`/api/circles/${theirs.circle}`), idCtx(theirs.circle))).json();
    expect(detail.members).toHaveLength(1);
    expect(detail.name).not.toBe("Ours now");
    const history = await (await members.r.changes(get("/api/players/changes"))).json();
    expect(history.changes.map((c: { id: string; undoneAt?: string | null }) => [c.id, c.undoneAt ?? null])).toEqual([[theirs.change, null]]);
  }, 240_000);

  it("a refused first table or import leaves no empty circle behind; the next good one makes the browser's circle", async () => {
    const fresh = browser();
    const before = await db.prisma.circle.count();
    const lookalike = await fresh.r.createGame(post("/api/games", { game: "fortunes", players: ["Ann", "\u0410nn", "Ben", "Cat"] }));
    expect(lookalike.status).toBe(422);
    expect((await lookalike.json()).error).toBe("'\u0410nn' looks like 'Ann'. Every player needs a name that looks different.");
    const tooMany = { ...fixture("deal-none.json") };
    tooMany.deals = Array.from({ length: 1001 }, () => fixture("deal-none.json").deals[0]);
    expect((await fresh.r.importRecord(post("/api/games/import", tooMany))).status).toBe(422);
    expect(await db.prisma.circle.count()).toBe(before);
    expect((await (await fresh.r.circles(get("/api/circles"))).json()).circles).toEqual([]);
    expect((await fresh.r.createGame(post("/api/games", { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"] }))).status).toBe(201);
    expect(await db.prisma.circle.count()).toBe(before + 1);
    expect((await (await fresh.r.circles(get("/api/circles"))).json()).circles).toHaveLength(1);
  });
});
