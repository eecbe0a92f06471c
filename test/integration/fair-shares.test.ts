/**
 * Fair shares (issue 29, docs/limits.md), through the real route handlers and a real database:
 * every limit holds, answers 429/503 with Retry-After and a plain-words `{ error, id }`, writes
 * nothing past it, and leaves a normal table's play alone. Joins are tried over a real socket from
 * several loopback addresses (127.0.0.2–.12), as the attack was.
 *
 * In-process requests carry the client address the server would set (x-ft-client-address); the
 * dispatcher sets it from the connection (see the join test, and test/unit/client-address.test.ts).
 * Small limits are set with the LIMIT_* variables the docs name, then reset.
 */
import http from "node:http";
import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { CookieJar } from "@/test/helpers/devices";
import { dealActions, NEW_GAME } from "@/test/helpers/tables";
import { raw, ctx } from "@/test/helpers/routes";
import { POST as postReading } from "@/app/api/readings/route";
import { handleApi } from "@/app/api/dispatch";
import { resetLimits } from "@/server/limits";
import { heldStreams } from "@/server/live";

const db = useTestDatabase();

const ADDRESS = "x-ft-client-address";
type Init = { body?: unknown; headers?: Record<string, string>; method?: string; from?: string; jar?: CookieJar; signal?: AbortSignal };
function req(url: string, init: Init = {}): Request {
  const headers: Record<string, string> = { ...(init.body === undefined ? {} : { "content-type": "application/json" }), ...(init.from ? { [ADDRESS]: init.from } : {}), ...init.headers };
  if (init.jar?.cookies.size) headers.cookie = init.jar.header();
  return new Request(`http://localhost${url}`, { method: init.method ?? (init.body === undefined ? "GET" : "POST"), body: init.body === undefined ? undefined : JSON.stringify(init.body), headers, signal: init.signal });
}

const setVars = new Map<string, string | undefined>();
async function withLimits(vars: Record<string, string>) {
  for (const [k, v] of Object.entries(vars)) {
    if (!setVars.has(k)) setVars.set(k, process.env[k]);
    process.env[k] = v;
  }
  await resetLimits();
}
afterEach(async () => {
  for (const [k, v] of setVars) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  setVars.clear();
  await resetLimits();
});

async function newTable(from = "10.0.0.1", host = new CookieJar()) {
  const res = host.keep(await raw.createGame(req("/api/games", { body: NEW_GAME, from })));
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const codes = (await (await raw.getDevices(req(`/api/games/${id}/devices`, { jar: host, from }), ctx(id))).json()) as { roomCode: string; watchCode: string };
  return { id, host, ...codes };
}
async function joinAs(code: string, as: "seat" | "spectator", from: string, player?: string) {
  const jar = new CookieJar();
  const res = jar.keep(await raw.postJoin(req("/api/join", { body: { code, as, player }, from })));
  return { jar, res };
}
async function expectLimited(res: Response, status: 429 | 503, id: string | RegExp) {
  expect(res.status).toBe(status);
  const retry = Number(res.headers.get("retry-after"));
  expect(retry).toBeGreaterThanOrEqual(1);
  const body = (await res.json()) as { error: string; id: string };
  expect(body.id).toMatch(id);
  expect(body.error).toMatch(/[a-z]+ [a-z]+/i);
  expect(body.error).not.toMatch(/rate.?limit|RateLimiter|undefined/i);
}
const events = (id: string) => db.prisma.gameEvent.count({ where: { gameId: id } });
const play = (id: string, jar: CookieJar, action: unknown, from = "10.0.0.1") => raw.postAction(req(`/api/games/${id}/actions`, { body: action, jar, from }), ctx(id));

describe("writes per device and per address", () => {
  it("a device over its write limit gets 429 with Retry-After and writes nothing more; the table's other devices and other tables play on", async () => {
    await withLimits({ LIMIT_WRITES_PER_DEVICE: "8/60" });
    const t = await newTable();
    const other = await newTable("10.0.0.9");
    const seat = await joinAs(t.roomCode, "seat", "10.0.0.2", "Ben");
    expect(seat.res.status).toBe(201);
    const deal = dealActions(7);
    for (let i = 0; i < 8; i++) expect((await play(t.id, t.host, i % 2 ? { type: "undo" } : deal[0])).status).toBe(200);
    const before = await events(t.id);
    await expectLimited(await play(t.id, t.host, deal[0]), 429, "limit/writes");
    await expectLimited(await raw.postUndo(req(`/api/games/${t.id}/undo`, { body: {}, jar: t.host, from: "10.0.0.1" }), ctx(t.id)), 429, "limit/writes");
    expect(await events(t.id)).toBe(before);
    // Ben's phone at the same table, and another table, are not this device.
    expect((await play(t.id, seat.jar, deal[0], "10.0.0.2")).status).toBe(200);
    for (const a of deal.slice(0, 6)) expect((await play(other.id, other.host, a, "10.0.0.9")).status).toBe(200);
    expect(await events(other.id)).toBe(7);
  });

  it("writes without a credential are counted per address, more strictly; another address and a device with a credential go on", async () => {
    await withLimits({ LIMIT_ANON_WRITES_PER_ADDRESS: "5/60" });
    const t = await newTable("10.0.1.1"); // the create is one of 10.0.1.1's anonymous writes
    const replay = (from: string) => raw.replay(req("/api/replay", { body: { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], deals: [] }, from }));
    for (let i = 0; i < 4; i++) expect((await replay("10.0.1.1")).status).toBe(200);
    await expectLimited(await replay("10.0.1.1"), 429, "limit/writes");
    // A made-up credential is no credential: counted the same way.
    const forged = new CookieJar();
    forged.cookies.set(`ft_${t.id.replace(/-/g, "")}`, "x".repeat(43));
    await expectLimited(await play(t.id, forged, dealActions(1)[0], "10.0.1.1"), 429, "limit/writes");
    expect((await replay("10.0.1.2")).status).toBe(200);
    expect((await play(t.id, t.host, dealActions(1)[0], "10.0.1.1")).status).toBe(200);
    expect(await events(t.id)).toBe(2);
  });

  it("a request with a declared body over the limit is refused before its body is read (the dispatcher)", async () => {
    await withLimits({ LIMIT_ANON_WRITES_PER_ADDRESS: "1/60" });
    const server = http.createServer((q, s) => void (handleApi(q, s) || s.writeHead(404).end()));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as net.AddressInfo).port;
    try {
      const body = JSON.stringify({ game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], deals: [] });
      const first = await send(port, "POST", "/api/replay", { from: "127.0.0.3", body });
      expect(first.status).toBe(200);
      // Declares 900 KB and sends none of it: the answer comes anyway.
      const second = await send(port, "POST", "/api/replay", { from: "127.0.0.3", headers: { "content-length": String(900 * 1024) }, noBody: true });
      expect(second.status).toBe(429);
      expect(Number(second.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe("new games, joins and journal entries per device and per address", () => {
  it("new games: refused set-ups cost nothing; over the limit 429 and no game is made; another address goes on", async () => {
    await withLimits({ LIMIT_GAMES_PER_ADDRESS: "3/600" });
    const create = (from: string, body: unknown = NEW_GAME) => raw.createGame(req("/api/games", { body, from }));
    for (let i = 0; i < 5; i++) expect((await create("10.0.2.1", { game: "nope" })).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await create("10.0.2.1")).status).toBe(201);
    const games = await db.prisma.game.count();
    await expectLimited(await create("10.0.2.1"), 429, "limit/games");
    await expectLimited(await raw.importRecord(req("/api/games/import", { body: { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], deals: [] }, from: "10.0.2.1" })), 429, "limit/games");
    expect(await db.prisma.game.count()).toBe(games);
    expect((await create("10.0.2.2")).status).toBe(201);
  });

  it("new games per device: a browser that made a table is counted as that device, whatever its address", async () => {
    await withLimits({ LIMIT_GAMES_PER_DEVICE: "2/600" });
    const t = await newTable("10.0.3.1");
    const again = (from: string) => raw.createGame(req("/api/games", { body: NEW_GAME, jar: t.host, from }));
    expect((await again("10.0.3.2")).status).toBe(201);
    expect((await again("10.0.3.3")).status).toBe(201);
    await expectLimited(await again("10.0.3.4"), 429, "limit/games");
    // Without its cookie, from a fresh address, it is someone else.
    expect((await raw.createGame(req("/api/games", { body: NEW_GAME, from: "10.0.3.5" }))).status).toBe(201);
  });

  it("journal entries (POST /api/readings): over the limit 429, nothing stored past it", async () => {
    await withLimits({ LIMIT_READINGS_PER_ADDRESS: "3/600" });
    const cards = Array.from({ length: 78 }, (_, i) => ({ position: `p${i}`, card: i < 22 ? `T${String(i).padStart(2, "0")}` : `${"WCSP"[Math.floor((i - 22) / 14)]}${String(((i - 22) % 14) + 1).padStart(2, "0")}`, disposition: "well" }));
    const entry = { player: "Zoe", spread: "Celtic Cross", question: "q".repeat(1000), notes: "n".repeat(4000), cards };
    // A journal entry is written by a member browser of a circle (server/access.ts): one that made a table.
    const { host } = await newTable("10.0.4.9");
    const save = (from: string) => postReading(req("/api/readings", { body: entry, from, jar: host }));
    for (let i = 0; i < 3; i++) expect((await save("10.0.4.1")).status).toBe(201);
    await expectLimited(await save("10.0.4.1"), 429, "limit/readings");
    expect(await db.prisma.freeReading.count()).toBe(3);
    expect((await save("10.0.4.2")).status).toBe(201);
  });

  it("joins per address: 429 past the limit, no device made; a wrong code or a taken seat costs no join", async () => {
    await withLimits({ LIMIT_JOINS_PER_ADDRESS: "2/600" });
    const t = await newTable("10.0.5.1");
    expect((await joinAs(t.roomCode, "seat", "10.0.5.7", "Zed")).res.status).toBe(400);
    expect((await joinAs(t.watchCode, "spectator", "10.0.5.7")).res.status).toBe(201);
    expect((await joinAs(t.watchCode, "spectator", "10.0.5.7")).res.status).toBe(201);
    const devices = await db.prisma.device.count({ where: { gameId: t.id } });
    await expectLimited((await joinAs(t.watchCode, "spectator", "10.0.5.7")).res, 429, "limit/joins");
    expect(await db.prisma.device.count({ where: { gameId: t.id } })).toBe(devices);
    expect((await joinAs(t.roomCode, "seat", "10.0.5.8", "Ben")).res.status).toBe(201);
  });
});

describe("devices per table and removing every spectator", () => {
  it("a table holds DEVICES_PER_TABLE devices, spectators included: the next join is 429 and writes nothing; the host removes all spectators at once and seats stay", async () => {
    await withLimits({ DEVICES_PER_TABLE: "6" });
    const t = await newTable("10.0.6.1");
    const ben = await joinAs(t.roomCode, "seat", "10.0.6.2", "Ben");
    expect(ben.res.status).toBe(201);
    // Joined at once, from many addresses: the count stays exact.
    const crowd = await Promise.all(Array.from({ length: 10 }, (_, i) => joinAs(t.watchCode, "spectator", `10.0.6.${10 + i}`)));
    expect(crowd.filter((c) => c.res.status === 201)).toHaveLength(4);
    for (const c of crowd.filter((c) => c.res.status !== 201)) await expectLimited(c.res, 429, "join/table-full");
    expect(await db.prisma.device.count({ where: { gameId: t.id, revoked: false } })).toBe(6);

    // A spectator's live stream is cut the moment the host removes them all.
    const abort = new AbortController();
    const watching = await raw.stream(req(`/api/games/${t.id}/stream`, { jar: crowd.find((c) => c.res.status === 201)!.jar, from: "10.0.6.10", signal: abort.signal }), ctx(t.id));
    expect(watching.status).toBe(200);
    const text = readAll(watching);
    expect((await raw.postDevices(req(`/api/games/${t.id}/devices`, { body: { op: "remove-spectators" }, jar: ben.jar, from: "10.0.6.2" }), ctx(t.id))).status).toBe(403);
    const removed = await raw.postDevices(req(`/api/games/${t.id}/devices`, { body: { op: "remove-spectators" }, jar: t.host, from: "10.0.6.1" }), ctx(t.id));
    expect(removed.status).toBe(200);
    const summary = (await removed.json()) as { removed: number; spectators: number; total: number; devices: { role: string }[] };
    expect(summary).toMatchObject({ removed: 4, spectators: 0, total: 2 });
    expect(summary.devices.map((d) => d.role).sort()).toEqual(["host", "seat"]);
    expect(await text).toContain("event: removed");
    abort.abort();
    // Removed spectators are refused; Ben still plays; a place is free again.
    expect((await raw.getGame(req(`/api/games/${t.id}`, { jar: crowd.find((c) => c.res.status === 201)!.jar }), ctx(t.id))).status).toBe(401);
    expect((await play(t.id, ben.jar, dealActions(1)[0], "10.0.6.2")).status).toBe(200);
    expect((await joinAs(t.watchCode, "spectator", "10.0.6.30")).res.status).toBe(201);
  });

  it("the host's device list comes a page at a time, host and seats first, then spectators in the order they joined", async () => {
    await withLimits({ LIMIT_JOINS_PER_ADDRESS: "500/600", LIMIT_ANON_WRITES_PER_ADDRESS: "500/60" });
    const t = await newTable("10.0.7.1");
    expect((await joinAs(t.roomCode, "seat", "10.0.7.2", "Cat")).res.status).toBe(201);
    for (let i = 0; i < 75; i++) expect((await joinAs(t.watchCode, "spectator", "10.0.7.3")).res.status).toBe(201);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await raw.getDevices(req(`/api/games/${t.id}/devices?limit=30${cursor ? `&cursor=${cursor}` : ""}`, { jar: t.host }), ctx(t.id));
      expect(res.status).toBe(200);
      const page = (await res.json()) as { devices: { id: string; role: string }[]; nextCursor: string | null; total: number; spectators: number };
      expect(page).toMatchObject({ total: 77, spectators: 75 });
      if (pages === 0) expect(page.devices.slice(0, 2).map((d) => d.role)).toEqual(["host", "seat"]);
      seen.push(...page.devices.map((d) => d.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(77);
    // The default page is small enough to poll: 50 spectators at most.
    const first = (await (await raw.getDevices(req(`/api/games/${t.id}/devices`, { jar: t.host }), ctx(t.id))).json()) as { devices: unknown[] };
    expect(first.devices).toHaveLength(52);
  });
});

describe("the games list", () => {
  it("GET /api/games comes a page at a time, newest first, with the next page in Link and X-Next-Cursor", async () => {
    await db.clear();
    // One browser makes the seven tables: the list holds its circle's games (server/access.ts).
    const browser = new CookieJar();
    for (let i = 0; i < 7; i++) await newTable("10.0.8.1", browser);
    const ids: string[] = [];
    let url: string | null = "/api/games?limit=3";
    let pages = 0;
    while (url && pages < 5) {
      const res: Response = await raw.listGames(req(url, { jar: browser }));
      expect(res.status).toBe(200);
      const list = (await res.json()) as { id: string; createdAt: string }[];
      ids.push(...list.map((g) => g.id));
      const link = res.headers.get("link");
      url = link ? /<([^>]+)>; rel="next"/.exec(link)![1]! : null;
      if (url) expect(url).toContain(res.headers.get("x-next-cursor")!);
      pages++;
    }
    expect(pages).toBe(3);
    expect(new Set(ids).size).toBe(7);
    const all = (await (await raw.listGames(req("/api/games", { jar: browser }))).json()) as { id: string }[];
    expect(all.map((g) => g.id)).toEqual(ids);
    // Another browser, with a table of its own, sees only that one.
    const other = await newTable("10.0.8.2");
    const theirs = (await (await raw.listGames(req("/api/games", { jar: other.host }))).json()) as { id: string }[];
    expect(theirs.map((g) => g.id)).toEqual([other.id]);
  });
});

describe("streams", () => {
  it("a device that reopens its stream replaces its own old one; per table and per address there is a cap (503/429, Retry-After)", async () => {
    await withLimits({ STREAMS_PER_TABLE: "3", STREAMS_PER_ADDRESS: "4" });
    const t = await newTable("10.0.9.1");
    const open = (jar: CookieJar, from: string, abort: AbortController, query = "") => raw.stream(req(`/api/games/${t.id}/stream${query}`, { jar, from, signal: abort.signal }), ctx(t.id));
    const aborts: AbortController[] = [];
    const a1 = new AbortController();
    aborts.push(a1);
    const first = await open(t.host, "10.0.9.1", a1);
    expect(first.status).toBe(200);
    const firstText = readAll(first);
    const base = heldStreams().total;
    for (let i = 0; i < 20; i++) {
      const a = new AbortController();
      aborts.push(a);
      expect((await open(t.host, "10.0.9.1", a)).status).toBe(200);
    }
    // Twenty reopenings by one device: still one stream, and the first was told why it closed.
    expect(heldStreams().total).toBe(base);
    expect(await firstText).toContain("event: replaced");
    // The table display on the same device is a stream of its own kind.
    const d = new AbortController();
    aborts.push(d);
    expect((await open(t.host, "10.0.9.1", d, "?view=spectator")).status).toBe(200);
    const s1 = await joinAs(t.watchCode, "spectator", "10.0.9.2");
    const s2 = await joinAs(t.watchCode, "spectator", "10.0.9.2");
    const a3 = new AbortController();
    aborts.push(a3);
    expect((await open(s1.jar, "10.0.9.2", a3)).status).toBe(200);
    const a4 = new AbortController();
    aborts.push(a4);
    await expectLimited(await open(s2.jar, "10.0.9.2", a4), 503, "stream/table-full");
    for (const a of aborts) a.abort();
    await waitFor(() => heldStreams().total === 0);

    // Per address: a fifth stream from one address (on other tables) is refused.
    const tables = await Promise.all(Array.from({ length: 5 }, () => newTable("10.0.9.5")));
    const held: AbortController[] = [];
    for (const [i, tt] of tables.entries()) {
      const a = new AbortController();
      held.push(a);
      const res = await raw.stream(req(`/api/games/${tt.id}/stream`, { jar: tt.host, from: "10.0.9.5", signal: a.signal }), ctx(tt.id));
      if (i < 4) expect(res.status).toBe(200);
      else await expectLimited(res, 429, "stream/too-many");
    }
    for (const a of held) a.abort();
    await waitFor(() => heldStreams().total === 0);
  });

  it("when the process is full, the address holding the most streams gives one up to a newcomer", async () => {
    await withLimits({ STREAMS_PER_PROCESS: "4", STREAMS_PER_ADDRESS: "10" });
    const tables = await Promise.all(Array.from({ length: 6 }, () => newTable("10.0.10.1")));
    const aborts: AbortController[] = [];
    const texts: Promise<string>[] = [];
    for (const tt of tables.slice(0, 4)) {
      const a = new AbortController();
      aborts.push(a);
      const res = await raw.stream(req(`/api/games/${tt.id}/stream`, { jar: tt.host, from: "10.0.10.1", signal: a.signal }), ctx(tt.id));
      expect(res.status).toBe(200);
      texts.push(readAll(res));
    }
    expect(heldStreams().total).toBe(4);
    // Someone else, holding nothing: admitted, and the hog's oldest stream closed.
    const a = new AbortController();
    aborts.push(a);
    const newcomer = await raw.stream(req(`/api/games/${tables[4]!.id}/stream`, { jar: tables[4]!.host, from: "10.0.10.2", signal: a.signal }), ctx(tables[4]!.id));
    expect(newcomer.status).toBe(200);
    expect(await texts[0]).toContain("event: replaced");
    expect(heldStreams().total).toBe(4);
    // The hog itself gets no more: the process is full and it holds the most.
    const b = new AbortController();
    aborts.push(b);
    await expectLimited(await raw.stream(req(`/api/games/${tables[5]!.id}/stream`, { jar: tables[5]!.host, from: "10.0.10.1", signal: b.signal }), ctx(tables[5]!.id)), 503, "stream/busy");
    for (const x of aborts) x.abort();
    await waitFor(() => heldStreams().total === 0);
  });
});

describe("joins that a crowd cannot lock (over a real socket, from 127.0.0.2–.12)", () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    server = http.createServer((q, s) => void (handleApi(q, s) || s.writeHead(404).end()));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("61 wrong codes from each of eleven addresses lock those addresses only: a new address with the right code gets in, by GET and POST", async () => {
    await resetLimits();
    const t = await newTable("10.0.11.1");
    const wrong = (n: number) => `QQQQ${"ACDEFHJKMNPQRTUVWXY34679"[n % 24]}${"ACDEFHJKMNPQRTUVWXY34679"[Math.floor(n / 24) % 24]}`;
    const attackers = Array.from({ length: 11 }, (_, i) => `127.0.0.${i + 2}`);
    const answers = await Promise.all(
      attackers.map(async (from, a) => {
        const statuses: number[] = [];
        for (let i = 0; i < 61; i++) statuses.push((await send(port, "GET", `/api/join/${wrong(a * 61 + i)}`, { from })).status);
        return statuses;
      }),
    );
    for (const statuses of answers) {
      expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(20);
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.every((s) => s === 404 || s === 429)).toBe(true);
    }
    // A guessing address is refused even the right code (else the refusal would tell it which codes are right).
    const locked = await send(port, "GET", `/api/join/${t.roomCode}`, { from: "127.0.0.2" });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    // A newcomer with the right code: in, at once.
    const look = await send(port, "GET", `/api/join/${t.roomCode}`, { from: "127.0.0.13" });
    expect(look.status).toBe(200);
    const joined = await send(port, "POST", "/api/join", { from: "127.0.0.13", body: JSON.stringify({ code: t.roomCode, as: "seat", player: "Ben" }) });
    expect(joined.status).toBe(201);
    const watched = await send(port, "POST", "/api/join", { from: "127.0.0.14", body: JSON.stringify({ code: t.watchCode, as: "spectator" }) });
    expect(watched.status).toBe(201);
    expect(await db.prisma.device.count({ where: { gameId: t.id } })).toBe(3);
  });

  it("wrong codes aimed at one table (its page names it) are counted for that table too: once it is over, a new guessing address is locked at its first wrong guess", async () => {
    await withLimits({ LIMIT_JOIN_WRONG_PER_TABLE: "5/600" });
    const t = await newTable("10.0.12.1");
    for (let i = 0; i < 5; i++) expect((await send(port, "GET", `/api/join/QQQQQ${"ACDEF"[i]}?game=${t.id}`, { from: `127.0.0.${20 + i}` })).status).toBe(404);
    expect((await send(port, "GET", `/api/join/QQQQQH?game=${t.id}`, { from: "127.0.0.30" })).status).toBe(404);
    expect((await send(port, "GET", `/api/join/QQQQQJ?game=${t.id}`, { from: "127.0.0.30" })).status).toBe(429);
    // The right code, from an address that did not guess: in.
    expect((await send(port, "GET", `/api/join/${t.roomCode}?game=${t.id}`, { from: "127.0.0.31" })).status).toBe(200);
  });

  it("new room codes have 8 characters; a 6-character code of an older game still opens it", async () => {
    const t = await newTable("10.0.13.1");
    expect(t.roomCode).toMatch(/^[ACDEFHJKMNPQRTUVWXY34679]{8}$/);
    expect(t.watchCode).toMatch(/^[ACDEFHJKMNPQRTUVWXY34679]{10}$/);
    await db.prisma.game.update({ where: { id: t.id }, data: { roomCode: "HK7MXA" } });
    expect((await send(port, "GET", "/api/join/hk7-mxa", { from: "127.0.0.40" })).status).toBe(200);
  });
});

// ------------------------------------------------------------------------------------------ helpers

/** An HTTP request to the test server from a given loopback address. */
function send(port: number, method: string, path: string, o: { from: string; body?: string; headers?: Record<string, string>; noBody?: boolean }): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: `127.0.0.1:${port}`, ...(o.body !== undefined || o.noBody ? { "content-type": "application/json" } : {}), ...o.headers };
    if (o.body !== undefined) headers["content-length"] = String(Buffer.byteLength(o.body));
    const r = http.request({ host: "127.0.0.1", port, method, path, localAddress: o.from, headers, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    r.on("error", reject);
    if (o.body !== undefined) r.end(o.body);
    else if (o.noBody) r.flushHeaders();
    else r.end();
  });
}

/** Everything a stream sends until it closes (or 5 s pass). */
async function readAll(res: Response): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + 5000;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) return text;
    const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), left))]);
    if (!chunk || chunk.done) return text;
    text += decoder.decode(chunk.value, { stream: true });
    if (/event: (replaced|removed)/.test(text)) return text;
  }
}

async function waitFor(ok: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}
