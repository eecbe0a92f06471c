/**
 * Many writers at once, through the real route handlers and a real database (SQLite, or PostgreSQL
 * with PG_TEST_URL): racing devices, writes without expectedSeq, a second app instance writing
 * behind this one's back, and a few hundred actions on a dozen tables checked against the engine.
 */
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { dealActions, expectConsistent, expectGameMatchesEngine, NEW_GAME, type Action } from "@/test/helpers/tables";
import { createGame, getGame, postAction, postUndo, getRecord, ctx } from "@/test/helpers/routes";
import { appendEvent } from "@/server/data";

const db = useTestDatabase();
const post = (url: string, body: unknown) => new Request(`http://localhost${url}`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });

async function newGame(): Promise<string> {
  const res = await createGame(post("/api/games", NEW_GAME));
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
async function act(id: string, body: unknown) {
  const res = await postAction(post(`/api/games/${id}/actions`, body), ctx(id));
  return { status: res.status, json: (await res.json()) as { seq: number; id?: string } };
}
const count = (id: string) => db.prisma.gameEvent.count({ where: { gameId: id } });

describe("racing writers", () => {
  it("twenty devices send a play with the same expectedSeq: exactly one is written, the rest get 409", async () => {
    const id = await newGame();
    const cards = dealActions(1).slice(1, 21) as unknown as { card: string }[];
    const results = await Promise.all(cards.map((a) => act(id, { type: "play", card: a.card, expectedSeq: 1 })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await count(id)).toBe(2);
    await expectConsistent(db.prisma);
  });

  it("writes without expectedSeq are put in order, never refused as stale", async () => {
    const id = await newGame();
    const plays = dealActions(2).slice(1, 13);
    const results = await Promise.all(plays.map((a) => act(id, a)));
    // A play may still be refused by a rule (a revoke proven by the order they landed in), never as stale.
    expect(results.map((r) => r.status).filter((s) => s !== 200 && s !== 422)).toEqual([]);
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(4);
    expect(ok.map((r) => r.json.seq).sort((a, b) => a - b)).toEqual(ok.map((_, i) => i + 2));
    expect(await count(id)).toBe(ok.length + 1);
  });

  it("undo and actions racing on one game keep a gapless log", async () => {
    const id = await newGame();
    const actions = dealActions(3).slice(1, 9);
    const results = await Promise.all(
      actions.flatMap((a, i) => [act(id, a), ...(i % 3 === 2 ? [postUndo(post(`/api/games/${id}/undo`, {}), ctx(id)).then((r) => ({ status: r.status }))] : [])]),
    );
    expect(results.map((r) => r.status).filter((s) => s >= 500 || s === 409)).toEqual([]);
    await expectConsistent(db.prisma);
    expect((await getGame(new Request(`http://localhost/api/games/${id}`), ctx(id))).status).toBe(200);
  });

  it("another app instance writing behind this one's back: no expectedSeq retries, a right expectedSeq passes, a stale one is 409", async () => {
    const id = await newGame();
    const deal = dealActions(4);
    expect((await act(id, deal[0])).status).toBe(200); // this instance caches the game at seq 2
    // The other instance records the next action directly (same database, not this process's cache).
    expect((await appendEvent(id, "play", deal[1] as never, { expectedSeq: 2 })).ok).toBe(true);
    // A device that saw seq 3 (from the other instance) is right, though this cache says 2.
    const right = await act(id, { ...deal[2], expectedSeq: 3 });
    expect(right).toMatchObject({ status: 200, json: { seq: 4 } });
    expect((await appendEvent(id, "play", deal[3] as never, { expectedSeq: 4 })).ok).toBe(true);
    // Without expectedSeq: the refused write is retried on the fresh game.
    expect(await act(id, deal[4])).toMatchObject({ status: 200, json: { seq: 6 } });
    // A stale screen is still refused.
    expect((await act(id, { ...deal[5], expectedSeq: 4 })).status).toBe(409);
    await expectGameMatchesEngine(db.prisma, id, deal.slice(0, 5));
  });
});

describe("a load of a few hundred actions", () => {
  it("twelve tables play 40 actions each at once (with reads between); every game is what the engine says", async () => {
    const TABLES = 12;
    const ACTIONS = 40;
    const ids = await Promise.all(Array.from({ length: TABLES }, () => newGame()));
    const acknowledged: Action[][] = ids.map(() => []);
    const started = performance.now();
    await Promise.all(
      ids.map(async (id, t) => {
        const deal = dealActions(100 + t).slice(0, ACTIONS);
        let seq = 1;
        for (const [i, a] of deal.entries()) {
          const r = await act(id, { ...a, expectedSeq: seq });
          expect(r.status, JSON.stringify(r.json)).toBe(200);
          seq = r.json.seq;
          acknowledged[t]!.push(a);
          if (i % 10 === 9) expect((await getGame(new Request(`http://localhost/api/games/${id}`), ctx(id))).status).toBe(200);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(`[load] ${TABLES * ACTIONS} actions on ${TABLES} tables in ${seconds.toFixed(2)} s (${Math.round((TABLES * ACTIONS) / seconds)}/s, ${db.kind}, in process)`);
    for (const [t, id] of ids.entries()) {
      const exported = await (await getRecord(new Request(`http://localhost/api/games/${id}/record`), ctx(id))).json();
      await expectGameMatchesEngine(db.prisma, id, acknowledged[t]!, exported);
    }
    await expectConsistent(db.prisma);
  });
});
