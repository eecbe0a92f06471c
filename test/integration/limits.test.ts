/**
 * Limits and the gate (server/guard.ts, server/http.ts), through the real route handlers:
 * host names, origins and content types of writes, body sizes, deals per record, the one name rule
 * on every path, the time budget of record work, security headers, and retries that make one game.
 */
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { longRecord, NEW_GAME } from "@/test/helpers/tables";
import { createGame, listGames, getGame, getRecord, postAction, importRecord, replay, health, ctx, raw } from "@/test/helpers/routes";
const rawImport = raw.importRecord;
import { readFileSync } from "node:fs";
import { join } from "node:path";

const db = useTestDatabase();
const fixture = (name: string) => JSON.parse(readFileSync(join(__dirname, "../fixtures", name), "utf8"));
const req = (url: string, init: { method?: string; body?: BodyInit | null; headers?: Record<string, string> } = {}) =>
  new Request(`http://localhost${url}`, { method: init.method ?? "POST", body: init.body, headers: init.headers, ...(init.body instanceof ReadableStream ? { duplex: "half" } : {}) } as RequestInit);
const json = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  req(url, { body: typeof body === "string" ? body : JSON.stringify(body), headers: { "content-type": "application/json", ...headers } });
const games = () => db.prisma.game.count();

async function newGame() {
  const res = await createGame(json("/api/games", NEW_GAME));
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe("the gate: hosts, origins and content types", () => {
  it("answers loopback and localhost, refuses a foreign Host (DNS rebinding) with 421, reads and writes alike", async () => {
    for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000", "LOCALHOST", "localhost."]) {
      expect((await health(req("/api/health", { method: "GET", headers: { host } }))).status, host).toBe(200);
    }
    for (const host of ["evil.example:3000", "evil.example", "localhost.evil.example", "127.0.0.1.nip.io", ""]) {
      const res = await health(req("/api/health", { method: "GET", headers: { host } }));
      expect(res.status, host).toBe(421);
      expect(await res.json()).toMatchObject({ id: "request/host" });
    }
    const before = await games();
    expect((await createGame(json("/api/games", NEW_GAME, { host: "evil.example" }))).status).toBe(421);
    expect(await games()).toBe(before);
  });

  it("names listed in ALLOWED_HOSTS are answered", async () => {
    const previous = process.env.ALLOWED_HOSTS;
    process.env.ALLOWED_HOSTS = "tarot.example.org, 10.1.2.3";
    try {
      for (const host of ["tarot.example.org", "TAROT.example.org:8443", "10.1.2.3:3000"]) {
        expect((await health(req("/api/health", { method: "GET", headers: { host } }))).status, host).toBe(200);
      }
      expect((await health(req("/api/health", { method: "GET", headers: { host: "other.example.org" } }))).status).toBe(421);
    } finally {
      process.env.ALLOWED_HOSTS = previous;
    }
  });

  it("a write from another site's page is refused (Origin, Sec-Fetch-Site); same origin and no Origin pass", async () => {
    const id = await newGame();
    const play = (headers: Record<string, string>) => postAction(json(`/api/games/${id}/actions`, { type: "play", card: "W07" }, headers), ctx(id));
    const refused: Record<string, string>[] = [
      { host: "localhost:3000", origin: "http://evil.example" },
      { host: "localhost:3000", origin: "http://localhost:3001" },
      { host: "localhost:3000", origin: "null" },
      { host: "localhost:3000", "sec-fetch-site": "cross-site" },
    ];
    for (const headers of refused) {
      const res = await play(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await db.prisma.gameEvent.count({ where: { gameId: id } })).toBe(1);
    expect((await play({ host: "localhost:3000", origin: "http://localhost:3000", "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await postAction(json(`/api/games/${id}/actions`, { type: "play", card: "W08" }), ctx(id))).status).toBe(200);
  });

  it("a write must be application/json: a form or text/plain post (what another page can send without asking) is 415", async () => {
    const id = await newGame();
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonp", ""]) {
      const res = await postAction(req(`/api/games/${id}/actions`, { body: '{"type":"play","card":"W07"}', headers: type ? { "content-type": type } : {} }), ctx(id));
      expect(res.status, type).toBe(415);
    }
    const ok = await postAction(req(`/api/games/${id}/actions`, { body: '{"type":"play","card":"W07"}', headers: { "content-type": "Application/JSON; charset=utf-8" } }), ctx(id));
    expect(ok.status).toBe(200);
  });

  it("every answer carries the security headers", async () => {
    for (const res of [await health(), await listGames(), await createGame(json("/api/games", { game: "nope" }))]) {
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("same-origin");
    }
  });
});

describe("body size", () => {
  it("413 at once for a declared Content-Length over 1 MB, and for a longer stream as it passes the limit", async () => {
    const id = await newGame();
    const declared = await postAction(req(`/api/games/${id}/actions`, { body: "{}", headers: { "content-type": "application/json", "content-length": String(5 * 1024 * 1024) } }), ctx(id));
    expect(declared.status).toBe(413);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
        if (sent > 64 * 1024 * 1024) controller.close();
      },
    });
    const streamed = await postAction(req(`/api/games/${id}/actions`, { body: endless, headers: { "content-type": "application/json" } }), ctx(id));
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(2 * 1024 * 1024);
    expect(await db.prisma.gameEvent.count({ where: { gameId: id } })).toBe(1);
  });

  it("records may be larger (4 MB), not more", async () => {
    const big = JSON.stringify({ ...longRecord(1), padding: "x".repeat(5 * 1024 * 1024) });
    expect((await importRecord(json("/api/games/import", big))).status).toBe(413);
    expect((await replay(json("/api/replay", big))).status).toBe(413);
  });
});

describe("records: deals, names, time", () => {
  it("more than 1,000 deals: 422 at once, nothing stored", async () => {
    const before = await games();
    const record = longRecord(1001);
    const res = await importRecord(json("/api/games/import", record));
    expect(res.status).toBe(422);
    // Refused for its count before any deal is folded (not by the time budget: that id differs).
    expect(await res.json()).toMatchObject({ id: "record/too-many-deals" });
    expect((await replay(json("/api/replay", record))).status).toBe(422);
    expect(await games()).toBe(before);
  });

  it("the one name rule holds for records too (replay and import): NUL, control, too long, same name twice", async () => {
    const before = await games();
    const base = fixture("deal-none.json");
    for (const bad of ["A\u0000nn", "A\u0007nn", "x".repeat(41), "y".repeat(3000), "\u202eAnn", "ann"]) {
      const players = bad === "ann" ? ["Ann", "ann", "Cat", "Dan"] : [bad, "Ben", "Cat", "Dan"];
      const record = { ...base, players, deals: base.deals.map((d: { dealer: string }) => ({ ...d, dealer: players[0] })) };
      for (const handler of [importRecord, replay]) {
        const res = await handler(json("/", record));
        // A NUL anywhere in a body is refused before the record is read (422 request/…); any other
        // name against the rule makes an invalid record, 400 as CONTRACT.md has it for replay.
        expect(res.status, JSON.stringify(bad.slice(0, 20))).toBe(bad.includes("\u0000") ? 422 : 400);
      }
    }
    expect(await games()).toBe(before);
  });

  it("a record that takes longer than the time budget is refused with 422; the server keeps answering meanwhile", async () => {
    const previous = process.env.RECORD_TIME_BUDGET_MS;
    process.env.RECORD_TIME_BUDGET_MS = "1";
    try {
      const res = await replay(json("/api/replay", longRecord(200)));
      expect(res.status).toBe(422);
      expect((await res.json()).error).toMatch(/longer than/);
    } finally {
      process.env.RECORD_TIME_BUDGET_MS = previous;
    }
    // A long replay runs off the event loop: health answers while it is scored.
    const long = replay(json("/api/replay", longRecord(400, 3)));
    const t0 = performance.now();
    expect((await health()).status).toBe(200);
    const healthMs = performance.now() - t0;
    expect((await long).status).toBe(200);
    console.log(`[limits] /api/health during a 400-deal replay: ${healthMs.toFixed(0)} ms`);
  });

  it("a 300-deal import is one transaction and well under a second", async () => {
    const record = JSON.stringify(longRecord(300, 5));
    await importRecord(json("/api/games/import", JSON.stringify(longRecord(1, 9)))); // the worker starts once
    const t0 = performance.now();
    const res = await importRecord(json("/api/games/import", record));
    const ms = performance.now() - t0;
    expect(res.status).toBe(201);
    const { id } = await res.json();
    console.log(`[limits] 300-deal import: ${ms.toFixed(0)} ms (${db.kind})`);
    expect(await db.prisma.gameEvent.count({ where: { gameId: id } })).toBe(23400);
    expect(await db.prisma.dealReading.count({ where: { gameId: id } })).toBe(1200);
    const view = await (await getGame(new Request(`http://localhost/api/games/${id}`), ctx(id))).json();
    expect(view.seq).toBe(23400);
  });
});

describe("retries make one game", () => {
  it("the same Idempotency-Key returns the same game (create and import); another body with it is 422", async () => {
    const before = await games();
    const a = await createGame(json("/api/games", NEW_GAME, { "idempotency-key": "create-1" }));
    const b = await createGame(json("/api/games", NEW_GAME, { "idempotency-key": "create-1" }));
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.headers.get("idempotent-replayed")).toBe("true");
    expect((await b.json()).id).toBe((await a.json()).id);
    const other = await createGame(json("/api/games", { ...NEW_GAME, dealer: "Ben" }, { "idempotency-key": "create-1" }));
    expect(other.status).toBe(422);
    expect(await games()).toBe(before + 1);
    // Concurrent retries with one key: still one game.
    const racing = await Promise.all(Array.from({ length: 6 }, () => createGame(json("/api/games", NEW_GAME, { "idempotency-key": "create-2" }))));
    expect(new Set(await Promise.all(racing.map(async (r) => (await r.json()).id))).size).toBe(1);
    expect(await games()).toBe(before + 2);
    expect((await createGame(json("/api/games", NEW_GAME, { "idempotency-key": "bad key with spaces" }))).status).toBe(400);
  });

  it("the same record again from the device that imported it is one game; from anyone else a new one (never the first one's host cookie); with new keys two", async () => {
    const before = await games();
    const record = fixture("match-four-deals.json");
    const a = await importRecord(json("/api/games/import", record));
    // The same device (its host cookie kept in the jar) sends the same text again: the same game, no new credential.
    const c = await importRecord(json("/api/games/import", record));
    expect(c.headers.get("idempotent-replayed")).toBe("true");
    expect(c.headers.get("set-cookie")).toBeNull();
    const ids = await Promise.all([a, c].map(async (r) => (await r.json()).id));
    expect(new Set(ids).size).toBe(1);
    expect(await games()).toBe(before + 1);
    // Another device (no credential) sends the very same text: a game of its own.
    const stranger = await rawImport(json("/api/games/import", record));
    expect(stranger.status).toBe(201);
    expect(stranger.headers.get("idempotent-replayed")).toBeNull();
    expect((await stranger.json()).id).not.toBe(ids[0]);
    expect(await games()).toBe(before + 2);
    // A record exported and imported again is other text: a new game, as a person asked for.
    const exported = await (await getRecord(new Request(`http://localhost/api/games/${ids[0]}/record`), ctx(ids[0]))).json();
    const copy = await importRecord(json("/api/games/import", exported));
    expect(copy.status).toBe(201);
    expect((await copy.json()).id).not.toBe(ids[0]);
    const k1 = await importRecord(json("/api/games/import", record, { "idempotency-key": "import-1" }));
    const k2 = await importRecord(json("/api/games/import", record, { "idempotency-key": "import-2" }));
    expect((await k1.json()).id).not.toBe((await k2.json()).id);
    expect(await games()).toBe(before + 5);
  });
});
