/**
 * Crash safety: the app as a real server process (test/helpers/api-server.ts: the route handlers
 * over HTTP on 127.0.0.1, no build needed) is killed with SIGKILL while tables play and while a
 * long record is imported, then started again on the same database. Every write the server
 * acknowledged must be there, no game may be half-imported, and the database must pass its checks.
 * SQLite by default, PostgreSQL with PG_TEST_URL.
 */
import { afterAll, describe, expect, it } from "vitest";
import { importRecord } from "@/lib/records/replay";
import { useTestDatabase } from "@/test/helpers/db";
import { startServer, type ServerProcess } from "@/test/helpers/server-process";
import { dealActions, expectConsistent, expectGameMatchesEngine, expectIntact, longRecord, NEW_GAME, type Action } from "@/test/helpers/tables";
import { CookieJar } from "@/test/helpers/devices";

const db = useTestDatabase();
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill();
});

const jar = new CookieJar();
async function call(method: "GET" | "POST", path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server!.url}${path}`, {
    method,
    headers: { ...(body === undefined ? headers : { "content-type": "application/json", ...headers }), ...(jar.cookies.size ? { cookie: jar.header() } : {}) },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  jar.keep(res);
  return { status: res.status, json: (await res.json()) as { id: string; seq: number } };
}

const restart = async () => {
  await server?.kill();
  // The record worker's time budget (5 s) is a limit of its own, tested elsewhere; on a busy 2-core
  // machine a 300-deal import can pass it, and a 422 here would say nothing about crashes.
  server = await startServer({ databaseUrl: db.url, env: { RECORD_TIME_BUDGET_MS: "60000" } });
};

describe("killed while tables play", () => {
  it("every acknowledged action survives SIGKILL; the games fold and the database is intact", async () => {
    await restart();
    const TABLES = 6;
    const ids: string[] = [];
    for (let t = 0; t < TABLES; t++) {
      const r = await call("POST", "/api/games", NEW_GAME);
      expect(r.status).toBe(201);
      ids.push(r.json.id);
    }
    const acknowledged: Action[][] = ids.map(() => []);
    let killed = false;
    const played = Promise.all(
      ids.map(async (id, t) => {
        const deal = dealActions(200 + t);
        let seq = 1;
        for (const a of deal) {
          let r;
          try {
            r = await call("POST", `/api/games/${id}/actions`, { ...a, expectedSeq: seq });
          } catch {
            return; // the server is gone: this action was never acknowledged
          }
          if (r.status !== 200) throw new Error(`table ${t}: ${r.status} ${JSON.stringify(r.json)}`);
          acknowledged[t]!.push(a);
          seq = r.json.seq;
        }
      }),
    );
    // Kill it mid-play, once every table has had a few acknowledged actions.
    while (!killed) {
      await new Promise((r) => setTimeout(r, 20));
      if (acknowledged.every((a) => a.length >= 5)) {
        await server!.kill();
        killed = true;
      }
    }
    await played;
    expect(acknowledged.some((a) => a.length < 77), "the kill came after every table had finished").toBe(true);

    await restart();
    await expectIntact(db.prisma, db.kind);
    await expectConsistent(db.prisma);
    for (const [t, id] of ids.entries()) {
      const events = await db.prisma.gameEvent.count({ where: { gameId: id } });
      // Acknowledged ones are all there; at most the one in flight was written without an answer.
      expect(events - 1 - acknowledged[t]!.length).toBeGreaterThanOrEqual(0);
      expect(events - 1 - acknowledged[t]!.length).toBeLessThanOrEqual(1);
      const deal = dealActions(200 + t).slice(0, events - 1);
      await expectGameMatchesEngine(db.prisma, id, deal);
      // The restarted server reads the game and takes the next action.
      const view = await call("GET", `/api/games/${id}`);
      expect(view).toMatchObject({ status: 200, json: { seq: events } });
    }
  }, 60_000);
});

describe("killed during an import", () => {
  it("a record is stored whole or not at all; a retry after the crash makes one game", async () => {
    const record = JSON.stringify(longRecord(300, 7));
    const read = importRecord(JSON.parse(record));
    if (!read.ok) throw new Error(read.error.message);
    const expectedEvents = 1 + read.value.actions.length;
    let sawWhole = 0;
    let sawNone = 0;
    // How long a whole import takes here, on a warm server: the kills below land at fractions of it,
    // most of them in its last part, where the rows are written.
    await restart();
    const warm = async () => expect((await call("POST", "/api/games/import", JSON.stringify(longRecord(1, 99)), { "idempotency-key": "warm-up" })).status).toBe(201);
    await warm();
    let t0 = performance.now();
    expect((await call("POST", "/api/games/import", record, { "idempotency-key": "timing" })).status).toBe(201);
    const whole = performance.now() - t0;
    for (const [n, fraction] of [0.5, 0.9, 1.1, 1.3, 1.6].entries()) {
      // The server is warm here: it has just imported (the timing run, or the last retry).
      const key = `crash-${n}`;
      const before = await db.prisma.game.count();
      const sent = call("POST", "/api/games/import", record, { "idempotency-key": key }).catch(() => null);
      await new Promise((r) => setTimeout(r, whole * fraction));
      await server!.kill();
      const answer = await sent;
      await restart();
      await expectIntact(db.prisma, db.kind);
      await expectConsistent(db.prisma);
      const games = await db.prisma.game.findMany({ where: { requestKey: key }, select: { id: true } });
      expect(games.length).toBeLessThanOrEqual(1);
      if (answer?.status === 201) expect(games.map((g) => g.id)).toEqual([answer.json.id]);
      for (const g of games) expect(await db.prisma.gameEvent.count({ where: { gameId: g.id } })).toBe(expectedEvents);
      if (games.length) sawWhole++;
      else sawNone++;
      // The client retries with its key: one game, whole, whatever happened before.
      t0 = performance.now();
      const retry = await call("POST", "/api/games/import", record, { "idempotency-key": key });
      expect(retry.status).toBe(201);
      if (games.length) expect(retry.json.id).toBe(games[0]!.id);
      expect(await db.prisma.gameEvent.count({ where: { gameId: retry.json.id } })).toBe(expectedEvents);
      expect(await db.prisma.game.count()).toBe(before + 1);
    }
    console.log(`[crash] a 300-deal import takes ${Math.round(whole)} ms; killed during it: ${sawNone} left nothing, ${sawWhole} had committed whole (${db.kind})`);
    // The same record without a key, again: the import of a moment ago is returned, not a copy.
    const again = await call("POST", "/api/games/import", record);
    expect(again.status).toBe(201);
    expect(await db.prisma.game.count({ where: { id: again.json.id, fingerprint: { not: null } } })).toBe(1);
    expect(again.json.id).not.toBe(undefined);
  }, 120_000);
});
