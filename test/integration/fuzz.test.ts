/**
 * Every route (each handler under app/api) with malformed and oversized bodies, odd names, odd ids,
 * join codes and content types, sent by the host, by no one, with a forged or garbage secret, by a
 * spectator, a seat or another table's host (fast-check, bounded runs): never a 5xx, a refusal
 * (4xx) is JSON with an `error` and writes nothing (devices and join codes included), reads write
 * nothing, and every live stream answers at once and is closed.
 * SQLite by default, PostgreSQL with PG_TEST_URL (where a NUL or a lone surrogate once made 500s).
 */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { NEW_GAME } from "@/test/helpers/tables";
import { cookieOf, hostJar } from "@/test/helpers/devices";
import { createGame, listGames, getGame, postAction, postUndo, getRecord, importRecord, replay, getCard, getCards, listPlayers, getDevices, postDevices, raw, ctx } from "@/test/helpers/routes";
import { cookieName, CODE_ALPHABET } from "@/server/devices";
import { createGameWithEvents } from "@/server/data";
import { openStreams } from "@/server/live";
import { resetLimits } from "@/server/limits";

const db = useTestDatabase();
const json = { "content-type": "application/json" };
let gameId = "";
/** A second table of the same host: its token is "another table's" credential at the first. */
let otherGameId = "";
let roomCode = "";
let watchCode = "";
/** Cookie headers of a spectator and of Ben's seat at the first table. */
let spectatorCookie = "";
let seatCookie = "";
/** Devices at the first table that the host may remove or hand a seat to (never the ones above). */
const victims: string[] = [];

/** A game made before devices existed (none at its table): its id. */
const legacyGame = async () =>
  (await createGameWithEvents({ kind: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], options: {} }, [{ type: "setup", payload: { players: ["Ann", "Ben", "Cat", "Dan"], dealer: 0 } }])).id;

/** A new device at the first table through POST /api/join; its cookie header. */
async function joined(code: string, as: "seat" | "spectator", player?: string): Promise<string> {
  const res = await raw.postJoin(new Request("http://localhost/api/join", { method: "POST", body: JSON.stringify({ code, as, player }), headers: json }));
  expect(res.status, `join ${as} ${player ?? ""}`).toBe(201);
  return cookieOf(res);
}

beforeAll(async () => {
  const res = await createGame(new Request("http://localhost/api/games", { method: "POST", body: JSON.stringify(NEW_GAME), headers: json }));
  gameId = ((await res.json()) as { id: string }).id;
  const other = await createGame(new Request("http://localhost/api/games", { method: "POST", body: JSON.stringify(NEW_GAME), headers: json }));
  otherGameId = ((await other.json()) as { id: string }).id;
  ({ roomCode, watchCode } = (await (await getDevices(new Request("http://localhost/"), ctx(gameId))).json()) as { roomCode: string; watchCode: string });
  spectatorCookie = await joined(watchCode, "spectator");
  seatCookie = await joined(roomCode, "seat", "Ben");
  const ids = async () => (await db.prisma.device.findMany({ where: { gameId }, select: { id: true } })).map((d) => d.id);
  const kept = new Set(await ids());
  await joined(roomCode, "spectator");
  await joined(roomCode, "seat", "Cat");
  victims.push(...(await ids()).filter((id) => !kept.has(id)));
  expect(victims).toHaveLength(2);
});

/**
 * Rows of every app table and every field a request may write: counts of each table, and a digest
 * of the devices (roles, players, names, removed or not) and of the games' codes, seat rules and
 * status. A device's last_seen_at is left out on purpose: it notes that a known device made a
 * request, refused or not (at most once a minute).
 */
async function rows(): Promise<Record<string, unknown>> {
  const [counts] = await db.prisma.$queryRawUnsafe<Record<string, unknown>[]>(
    `SELECT (SELECT COUNT(*) FROM game) AS g, (SELECT COUNT(*) FROM game_event) AS e, (SELECT COUNT(*) FROM game_seat) AS s,
            (SELECT COUNT(*) FROM player) AS p, (SELECT COUNT(*) FROM deal_reading) AS r, (SELECT MAX(updated_at) FROM game) AS u,
            (SELECT COUNT(*) FROM device) AS d`,
  );
  const devices = await db.prisma.device.findMany({ orderBy: { id: "asc" }, select: { id: true, gameId: true, tokenHash: true, role: true, player: true, label: true, revoked: true } });
  const games = await db.prisma.game.findMany({ orderBy: { id: "asc" }, select: { id: true, roomCode: true, watchCode: true, seatRule: true, status: true } });
  const state = createHash("sha256").update(JSON.stringify({ devices, games })).digest("hex").slice(0, 16);
  return JSON.parse(JSON.stringify({ ...counts, state }, (_k, v) => (typeof v === "bigint" ? Number(v) : v))) as Record<string, unknown>;
}

const NAMES = [
  "A\u0000nn",
  "Ann\tLee",
  "Ann\u00a0Lee",
  "x".repeat(10_000),
  "y".repeat(3_000),
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "\ud800",
  "\u202eBen",
  "   ",
  "",
  "Zoë 👩‍👩‍👧",
  "Robert'); DROP TABLE player;--",
];
const oddName = fc.oneof(fc.constantFrom(...NAMES), fc.string({ maxLength: 60 }), fc.string({ unit: "binary", maxLength: 60 }), fc.integer(), fc.constant(null));
const oddId = fc.oneof(
  fc.constantFrom("nope", "../../etc/passwd", "%00", "00000000-0000-0000-0000-000000000000", "' OR 1=1 --", "x".repeat(5000), "\u0000", "ffffffff-ffff-ffff-ffff-ffffffffffff"),
  fc.uuid(),
  fc.string({ maxLength: 80 }),
);
const deep = (n: number) => "[".repeat(n) + "]".repeat(n);
const body = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.json({ maxDepth: 4 }),
  fc.constantFrom("", "{", "null", "[]", "1e999", '{"__proto__":{"polluted":1}}', deep(100_000), `{"players":${deep(5000)}}`, '"\\u0000"', '{"a":"\\ud800"}', "\u0000"),
  fc.record({ game: fc.constantFrom("fortunes", "fortey-one", "fortune-tenners", "fortuno", "chess"), players: fc.array(oddName, { maxLength: 13 }), dealer: fc.oneof(oddName, fc.integer()), options: fc.oneof(fc.object(), fc.constant({ a: "\u0000" })), deckStyle: oddName }).map((v) => JSON.stringify(v)),
  fc.record({ type: fc.constantFrom("play", "setAside", "bid", "correct", "undo", "x".repeat(100)), card: oddName, cards: fc.array(oddName), expectedSeq: fc.oneof(fc.integer(), fc.double(), fc.string()), trick: fc.integer(), deal: fc.integer(), position: fc.integer() }).map((v) => JSON.stringify(v)),
  fc.record({ game: fc.constant("fortunes"), players: fc.array(oddName, { minLength: 4, maxLength: 4 }), deals: fc.array(fc.record({ dealer: oddName, discards: fc.array(oddName), tricks: fc.array(fc.array(oddName)) }), { maxLength: 3 }) }).map((v) => JSON.stringify(v)),
);
const contentType = fc.constantFrom("application/json", "application/json", "APPLICATION/JSON; charset=utf-8", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=zz", null);

/** Mostly JSON, as a real client sends, so most runs get past the content-type check. */
const mostlyJson = fc.oneof({ arbitrary: fc.constant("application/json"), weight: 3 }, { arbitrary: contentType, weight: 1 });

const post = (url: string, text: string, type: string | null, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${url}`, { method: "POST", body: text, headers: { ...(type ? { "content-type": type } : {}), ...headers } });

/** Text a header may carry (a client cannot send NUL, CR or LF in one): printable ASCII and tabs, or very long. */
const headerText = fc.oneof(fc.stringMatching(/^[\t\x20-\x7e]{0,80}$/), fc.constantFrom("x".repeat(5000), "%00", "=;=;", "Bearer", "A".repeat(43)));
type Credential =
  | { kind: "host" | "none" | "spectator" | "seat" | "other table" }
  | { kind: "forged"; token: string }
  | { kind: "garbage cookie" | "garbage header" | "garbage bearer"; text: string };
/** Who sends a request: the host, no one, a forged or garbage secret, a spectator, a seat, another table's host. */
const credential: fc.Arbitrary<Credential> = fc.oneof(
  // The host most often: only the host gets past the device check to the body of a host route.
  { arbitrary: fc.constant({ kind: "host" as const }), weight: 4 },
  { arbitrary: fc.constantFrom("none", "spectator", "seat", "other table").map((kind) => ({ kind })), weight: 3 },
  { arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).map((token) => ({ kind: "forged" as const, token })), weight: 1 },
  { arbitrary: fc.tuple(fc.constantFrom("garbage cookie", "garbage header", "garbage bearer"), headerText).map(([kind, text]) => ({ kind, text })), weight: 2 },
);
function credentialHeaders(c: Credential, id: string): Record<string, string> {
  // An id that cannot stand in a header names no game anyway (404 before any credential is read).
  const name = cookieName(/^[\x21-\x7e]*$/.test(id) && !/[;=,]/.test(id) ? id : gameId);
  switch (c.kind) {
    case "host": return { cookie: hostJar.header() };
    case "none": return {};
    case "spectator": return { cookie: spectatorCookie };
    case "seat": return { cookie: seatCookie };
    case "other table": return { authorization: `Bearer ${hostJar.token(otherGameId)}` };
    case "forged": return { cookie: `${name}=${c.token}` };
    case "garbage cookie": return { cookie: `${name}=${c.text}` };
    case "garbage header": return { cookie: c.text, authorization: c.text };
    case "garbage bearer": return { authorization: `Bearer ${c.text}` };
  }
}
const what = (c: Credential) => ("text" in c ? `${c.kind} ${JSON.stringify(c.text.slice(0, 40))}` : c.kind);

/** The answer, or a failure when it takes longer than `ms` (a stream that never answers must not hang the file). */
async function within<T>(promise: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, no) => (timer = setTimeout(() => no(new Error(`no answer within ${ms} ms: ${label}`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/** The wrong-code counter of joining (server/join.ts), emptied so every run meets the code checks rather than the 429. */


/** Codes as a person might type them, and codes no table has. */
const oddCode = () =>
  fc.oneof(
    { arbitrary: fc.constantFrom(roomCode, watchCode, roomCode.toLowerCase(), ` ${roomCode.slice(0, 3)}-${roomCode.slice(3)} `, watchCode.split("").join(" ")), weight: 5 },
    fc.constantFrom(`${roomCode}\u0000`, `${roomCode}\t`, `${roomCode}\u00a0`, `${roomCode}x`),
    fc.string({ unit: fc.constantFrom(...CODE_ALPHABET), minLength: 6, maxLength: 6 }),
    fc.string({ unit: fc.constantFrom(...CODE_ALPHABET), minLength: 10, maxLength: 10 }),
    fc.constantFrom(...NAMES),
    fc.string({ maxLength: 60 }),
    fc.string({ unit: "binary", maxLength: 60 }),
  );
/** Player names for a seat claim: the table's own in odd spellings, and odd names. */
const oddPlayer = fc.oneof(fc.constantFrom("Ann", "ben", " CAT ", "Dan\u0000", "Dan\t", "D\u00a0an", "Da n", "Zed", "DAN"), oddName);
/** Device names: the odd names, and one whose 40th character is an emoji (two UTF-16 units, the second past 40). */
const oddLabel = fc.oneof(oddName, fc.constantFrom(`${"x".repeat(39)}😀`, "\u202eenohp s'nnA", "Ann's phone\u0085", "\u200f"));

async function expectSafe(res: Response, before: Record<string, unknown>, what: string) {
  expect(res.status, what).toBeLessThan(500);
  if (res.status >= 400) {
    const answer = (await res.json()) as { error?: unknown };
    expect(typeof answer.error, what).toBe("string");
    expect(await rows(), what).toEqual(before);
  }
}

describe("fuzz: every route", () => {
  it("POST /api/games, /import, /replay: no 5xx, no write when refused", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("games", "import", "replay"), body, contentType, async (route, text, type) => {
        const before = await rows();
        const handler = route === "games" ? createGame : route === "import" ? importRecord : replay;
        const res = await handler(post(`/api/${route}`, text, type));
        await expectSafe(res, before, `${route} ${type} ${text.slice(0, 120)}`);
      }),
      { numRuns: 250 },
    );
  });

  it("POST actions and undo on a real game and on odd ids: no 5xx, no write when refused", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constant(gameId), oddId), fc.boolean(), body, contentType, async (id, undo, text, type) => {
        const before = await rows();
        const handler = undo ? postUndo : postAction;
        const res = await handler(post(`/api/games/${encodeURIComponent(id)}/${undo ? "undo" : "actions"}`, text, type), { params: Promise.resolve({ id }) });
        await expectSafe(res, before, `${undo ? "undo" : "action"} ${id.slice(0, 40)} ${type} ${text.slice(0, 120)}`);
      }),
      { numRuns: 250 },
    );
  });

  it("GET routes with odd ids and queries: no 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(oddId, async (id) => {
        for (const res of [
          await getGame(new Request("http://localhost/api/games/x"), { params: Promise.resolve({ id }) }),
          await getRecord(new Request("http://localhost/api/games/x/record?download=1"), { params: Promise.resolve({ id }) }),
          await getCard(new Request("http://localhost/api/cards/x"), { params: Promise.resolve({ code: id }) }),
          await getCards(new Request(`http://localhost/api/cards?q=${encodeURIComponent(id)}`)),
        ]) {
          expect(res.status, id.slice(0, 40)).toBeLessThan(500);
        }
      }),
      { numRuns: 100 },
    );
    expect((await listGames()).status).toBe(200);
    expect((await listPlayers()).status).toBe(200);
  });

  it("oversized bodies on every write route: 413, nothing written", async () => {
    const huge = JSON.stringify({ game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], note: "z".repeat(6 * 1024 * 1024) });
    const before = await rows();
    const answers = [
      await createGame(post("/api/games", huge, "application/json")),
      await importRecord(post("/api/games/import", huge, "application/json")),
      await replay(post("/api/replay", huge, "application/json")),
      await postAction(post(`/api/games/${gameId}/actions`, huge, "application/json"), { params: Promise.resolve({ id: gameId }) }),
      await postUndo(post(`/api/games/${gameId}/undo`, huge, "application/json"), { params: Promise.resolve({ id: gameId }) }),
      await postDevices(post(`/api/games/${gameId}/devices`, huge, "application/json"), ctx(gameId)),
      await raw.postJoin(post("/api/join", huge, "application/json")),
    ];
    expect(answers.map((r) => r.status)).toEqual([413, 413, 413, 413, 413, 413, 413]);
    expect(await rows()).toEqual(before);
  });

  it("odd names on create: each is a 4xx or a name stored by the rule (trimmed, collapsed, ≤ 40, no control characters)", async () => {
    for (const name of NAMES) {
      const before = await rows();
      const res = await createGame(post("/api/games", JSON.stringify({ game: "fortunes", players: [name, "Ben", "Cat", "Dan"] }), "application/json"));
      await expectSafe(res, before, JSON.stringify(name.slice(0, 30)));
      if (res.status === 201) {
        const { id } = (await res.json()) as { id: string };
        const view = await (await getGame(new Request("http://localhost/"), { params: Promise.resolve({ id }) })).json();
        const stored = view.players[0] as string;
        expect(stored.length).toBeLessThanOrEqual(40);
        expect(stored).toBe(stored.trim());
        expect(stored).not.toMatch(/[\u0000-\u001f\u007f\u00a0]|\s\s/);
      }
    }
  });

  it("GET and POST /api/games/[id]/devices with odd ids, bodies and credentials: no 5xx, no write when refused, reads write nothing", async () => {
    const seen = new Set<string>();
    const op = fc.record(
      {
        op: fc.constantFrom("remove", "seat", "rule", "REMOVE", "", "x".repeat(1000)),
        device: fc.oneof(fc.constantFrom(...victims), oddId, fc.integer()),
        player: oddPlayer,
        seatRule: fc.oneof(fc.constantFrom("anyone", "own", "OWN", "host", ""), oddName),
      },
      { requiredKeys: ["op"] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof({ arbitrary: fc.constantFrom(gameId, otherGameId), weight: 3 }, oddId), credential, fc.boolean(), fc.oneof(body, { arbitrary: op.map((v) => JSON.stringify(v)), weight: 3 }), mostlyJson, async (id, who, read, text, type) => {
        const before = await rows();
        const headers = credentialHeaders(who, id);
        const label = `${read ? "GET" : "POST"} devices ${id.slice(0, 40)} as ${what(who)} ${type} ${text.slice(0, 120)}`;
        const res = read
          ? await raw.getDevices(new Request(`http://localhost/api/games/${encodeURIComponent(id)}/devices`, { headers }), ctx(id))
          : await raw.postDevices(post(`/api/games/${encodeURIComponent(id)}/devices`, text, type, headers), ctx(id));
        seen.add(`${read ? "GET" : "POST"} ${res.status}`);
        await expectSafe(res, before, label);
        if (read) expect(await rows(), label).toEqual(before);
      }),
      { numRuns: 200 },
    );
    // The runs reached the handler's own answers, not only the device check's.
    expect([...seen]).toEqual(expect.arrayContaining(["GET 200", "GET 401", "GET 403", "GET 404", "POST 400", "POST 401", "POST 403"]));
  });

  it("GET /api/join/[code] with odd codes and credentials: no 5xx, JSON errors, no write", async () => {
    await fc.assert(
      fc.asyncProperty(oddCode(), credential, async (code, who) => {
        await resetLimits();
        const before = await rows();
        const res = await raw.getJoin(new Request("http://localhost/api/join/x", { headers: credentialHeaders(who, gameId) }), { params: Promise.resolve({ code }) });
        await expectSafe(res, before, `join ${JSON.stringify(code.slice(0, 40))} as ${what(who)}`);
        expect(await rows()).toEqual(before);
      }),
      { numRuns: 100 },
    );
  });

  it("POST /api/join with odd bodies, codes, seat claims and device names: no 5xx, no write when refused, names kept by the rule", async () => {
    const seen = new Set<number>();
    const claim = fc.record(
      { code: oddCode(), as: fc.constantFrom("seat", "seat", "spectator", "spectator", "host", "SEAT", ""), player: oddPlayer, label: oddLabel },
      { requiredKeys: ["code", "as"] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, { arbitrary: claim.map((v) => JSON.stringify(v)), weight: 4 }), mostlyJson, credential, async (text, type, who) => {
        await resetLimits();
        const before = await rows();
        const label = `join ${type} as ${what(who)} ${text.slice(0, 160)}`;
        const known = (await db.prisma.device.findMany({ select: { id: true } })).map((d) => d.id);
        const res = await raw.postJoin(post("/api/join", text, type, credentialHeaders(who, gameId)));
        await expectSafe(res, before, label);
        if (res.status === 201) {
          // The new device's name as stored: no control characters, at most 40 characters, whole
          // characters only (a character cut in half is stored as U+FFFD or refused by the database).
          const sent = (JSON.parse(text) as { label?: unknown }).label;
          const [device] = await db.prisma.device.findMany({ where: { id: { notIn: known } }, select: { label: true } });
          expect(device, label).toBeDefined();
          const stored = device!.label;
          expect(stored, label).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
          expect([...stored].length, label).toBeLessThanOrEqual(40);
          expect(stored, label).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
          if (typeof sent !== "string" || !sent.includes("\ufffd")) expect(stored, label).not.toContain("\ufffd");
        }
        seen.add(res.status);
      }),
      { numRuns: 150 },
    );
    expect([...seen]).toEqual(expect.arrayContaining([201, 400, 404]));
  });

  it("joining answers 429 after too many wrong codes, as JSON, and writes nothing", async () => {
    await resetLimits();
    try {
      const before = await rows();
      let refused = 0;
      for (let i = 0; i < 200 && refused === 0; i++) {
        const res = await raw.getJoin(new Request("http://localhost/api/join/x"), { params: Promise.resolve({ code: "QQQQQQ" }) });
        if (res.status === 429) refused = i;
        else expect(res.status).toBe(404);
      }
      expect(refused).toBeGreaterThan(0);
      for (const res of [
        await raw.getJoin(new Request("http://localhost/api/join/x"), { params: Promise.resolve({ code: roomCode }) }),
        await raw.postJoin(post("/api/join", JSON.stringify({ code: roomCode, as: "spectator" }), "application/json")),
      ]) {
        expect(res.status).toBe(429);
        expect(typeof ((await res.json()) as { error?: unknown }).error).toBe("string");
      }
      expect(await rows()).toEqual(before);
    } finally {
      await resetLimits();
    }
  });

  it("GET /api/games/[id]/stream with odd ids, queries, Last-Event-ID and credentials: an answer under 500 at once, no write, every stream closed", async () => {
    const open = openStreams();
    const seen = new Set<number>();
    // A game from before devices: anyone may watch it, no credential needed.
    const legacy = await legacyGame();
    const query = fc.constantFrom("", "?view=spectator", "?view=table", "?view=%00", `?view=${"x".repeat(5000)}`, "?view=spectator&view=seat");
    const lastEventId = fc.oneof(fc.constant(null), fc.constantFrom("0", "1", "-1", "1e999", "NaN", "99999999999999999999", ""), headerText);
    await fc.assert(
      fc.asyncProperty(fc.oneof({ arbitrary: fc.constantFrom(gameId, otherGameId, legacy), weight: 2 }, oddId), credential, query, lastEventId, async (id, who, q, last) => {
        const before = await rows();
        const label = `stream ${id.slice(0, 40)}${q.slice(0, 30)} as ${what(who)} last-event-id ${JSON.stringify(last?.slice(0, 40))}`;
        const abort = new AbortController();
        const headers = { ...credentialHeaders(who, id), ...(last === null ? {} : { "last-event-id": last }) };
        const res = await within(raw.stream(new Request(`http://localhost/api/games/x/stream${q}`, { headers, signal: abort.signal }), ctx(id)), 5000, label);
        try {
          expect(res.status, label).toBeLessThan(500);
          if (res.status === 200) {
            expect(res.headers.get("content-type"), label).toMatch(/^text\/event-stream/);
            const reader = res.body!.getReader();
            const first = await within(reader.read(), 5000, label);
            expect(new TextDecoder().decode(first.value), label).toMatch(/^retry: /);
            expect(openStreams(), label).toBe(open + 1);
            await reader.cancel();
          } else {
            expect(typeof ((await res.json()) as { error?: unknown }).error, label).toBe("string");
          }
        } finally {
          abort.abort();
        }
        seen.add(res.status);
        expect(openStreams(), label).toBe(open);
        expect(await rows(), label).toEqual(before);
      }),
      { numRuns: 100 },
    );
    expect([...seen]).toEqual(expect.arrayContaining([200, 401, 404]));
  });

  it("GET /api/health and /api/zones with odd queries and Host headers: no 5xx, JSON, no write", async () => {
    const seen = new Set<number>();
    const host = fc.oneof(fc.constant(null), fc.constantFrom("localhost", "localhost:3000", "127.0.0.1", "[::1]:3000", "LOCALHOST.", "evil.example", "", "localhost:99999", "[", "a".repeat(5000)), headerText);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("health", "zones"), fc.string({ maxLength: 80 }), host, credential, async (route, q, h, who) => {
        const before = await rows();
        const label = `${route}?${q.slice(0, 40)} host ${JSON.stringify(h?.slice(0, 40))} as ${what(who)}`;
        const headers = { ...credentialHeaders(who, gameId), ...(h === null ? {} : { host: h }) };
        const res = await raw[route](new Request(`http://localhost/api/${route}?${encodeURIComponent(q)}`, { headers }));
        await expectSafe(res, before, label);
        if (res.status < 400) expect(Object.keys((await res.json()) as object).length, label).toBeGreaterThan(0);
        expect(await rows(), label).toEqual(before);
        seen.add(res.status);
      }),
      { numRuns: 60 },
    );
    expect([...seen]).toEqual(expect.arrayContaining([200, 421]));
  });

  it("a game from before devices: a refused write does not make its sender the host", async () => {
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("actions", "undo", "devices"), body, mostlyJson, credential, async (route, text, type, who) => {
        const legacy = await legacyGame();
        const before = await rows();
        const handler = route === "actions" ? raw.postAction : route === "undo" ? raw.postUndo : raw.postDevices;
        const res = await handler(post(`/api/games/${legacy}/${route}`, text, type, credentialHeaders(who, legacy)), ctx(legacy));
        await expectSafe(res, before, `${route} of a game from before devices as ${what(who)} ${type} ${text.slice(0, 120)}`);
        if (res.status >= 400) expect(res.headers.get("set-cookie")).toBeNull();
        seen.add(res.status);
      }),
      { numRuns: 60 },
    );
    // Refusals of the handler itself (after the device check let the first writer in) were met.
    expect([...seen]).toEqual(expect.arrayContaining([400]));
  });
});
