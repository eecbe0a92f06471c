/**
 * Every route with malformed and oversized bodies, odd names, odd ids and odd content types
 * (fast-check, bounded runs): never a 5xx, and a refused request (4xx) writes nothing.
 * SQLite by default, PostgreSQL with PG_TEST_URL (where a NUL or a lone surrogate once made 500s).
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { NEW_GAME } from "@/test/helpers/tables";
import { POST as raw_createGame, GET as raw_listGames } from "@/app/api/games/route";
import { GET as raw_getGame } from "@/app/api/games/[id]/route";
import { POST as raw_postAction } from "@/app/api/games/[id]/actions/route";
import { POST as raw_postUndo } from "@/app/api/games/[id]/undo/route";
import { GET as raw_getRecord } from "@/app/api/games/[id]/record/route";
import { POST as raw_importRecord } from "@/app/api/games/import/route";
import { POST as raw_replay } from "@/app/api/replay/route";
import { GET as raw_getCard } from "@/app/api/cards/[code]/route";
import { GET as raw_getCards } from "@/app/api/cards/route";
import { GET as raw_listPlayers } from "@/app/api/players/route";
import { hostJar } from "@/test/helpers/devices";
const createGame = hostJar.wrap(raw_createGame);
const listGames = hostJar.wrap(raw_listGames);
const getGame = hostJar.wrap(raw_getGame);
const postAction = hostJar.wrap(raw_postAction);
const postUndo = hostJar.wrap(raw_postUndo);
const getRecord = hostJar.wrap(raw_getRecord);
const importRecord = hostJar.wrap(raw_importRecord);
const replay = hostJar.wrap(raw_replay);
const getCard = hostJar.wrap(raw_getCard);
const getCards = hostJar.wrap(raw_getCards);
const listPlayers = hostJar.wrap(raw_listPlayers);

const db = useTestDatabase();
let gameId = "";

beforeAll(async () => {
  const res = await createGame(new Request("http://localhost/api/games", { method: "POST", body: JSON.stringify(NEW_GAME), headers: { "content-type": "application/json" } }));
  gameId = ((await res.json()) as { id: string }).id;
});

/** Rows of every app table, in one query. */
async function rows(): Promise<string> {
  const [r] = await db.prisma.$queryRawUnsafe<Record<string, unknown>[]>(
    `SELECT (SELECT COUNT(*) FROM game) AS g, (SELECT COUNT(*) FROM game_event) AS e, (SELECT COUNT(*) FROM game_seat) AS s,
            (SELECT COUNT(*) FROM player) AS p, (SELECT COUNT(*) FROM deal_reading) AS r, (SELECT MAX(updated_at) FROM game) AS u`,
  );
  return JSON.stringify(r, (_k, v) => (typeof v === "bigint" ? Number(v) : v));
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

const post = (url: string, text: string, type: string | null) => new Request(`http://localhost${url}`, { method: "POST", body: text, headers: type ? { "content-type": type } : {} });

async function expectSafe(res: Response, before: string, what: string) {
  expect(res.status, what).toBeLessThan(500);
  if (res.status >= 400) {
    const answer = (await res.json()) as { error?: unknown };
    expect(typeof answer.error, what).toBe("string");
    expect(await rows(), what).toBe(before);
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
    ];
    expect(answers.map((r) => r.status)).toEqual([413, 413, 413, 413, 413]);
    expect(await rows()).toBe(before);
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
});
