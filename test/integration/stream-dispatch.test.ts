/**
 * The live stream served by the API dispatcher (app/api/dispatch.ts), as `npm start` serves it,
 * over a real socket: the answer is passed on as the route writes it (never buffered), a client
 * that goes away frees its place at once, and a device that reopens its stream in a loop is refused
 * there (429 with Retry-After) without reaching Next.js (docs/limits.md, docs/performance.md).
 */
import http from "node:http";
import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { NEW_GAME } from "@/test/helpers/tables";
import { handleApi } from "@/app/api/dispatch";
import { resetLimits } from "@/server/limits";
import { heldStreams } from "@/server/live";

useTestDatabase();

let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer((q, s) => void (handleApi(q, s) || s.writeHead(404).end()));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }));

const saved = process.env.LIMIT_STREAM_OPENS_PER_DEVICE;
afterEach(async () => {
  if (saved === undefined) delete process.env.LIMIT_STREAM_OPENS_PER_DEVICE;
  else process.env.LIMIT_STREAM_OPENS_PER_DEVICE = saved;
  await resetLimits();
});

interface Answer { status: number; headers: http.IncomingHttpHeaders; text: string; cookie?: string }
/** A whole request and answer, from `from` (a loopback address). */
function send(method: string, path: string, o: { from?: string; body?: unknown; cookie?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = o.body === undefined ? undefined : JSON.stringify(o.body);
    const headers: Record<string, string> = { host: `127.0.0.1:${port}`, ...(body ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) } : {}), ...(o.cookie ? { cookie: o.cookie } : {}) };
    const r = http.request({ host: "127.0.0.1", port, method, path, localAddress: o.from ?? "127.0.0.1", headers, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text, cookie: res.headers["set-cookie"]?.[0]?.split(";")[0] }));
    });
    r.on("error", reject);
    r.end(body);
  });
}

/** A stream opened over the socket: its status and head at once, then what it sends as it comes. */
function openStream(id: string, cookie: string, from = "127.0.0.1") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text(): string; ended: Promise<void>; until(re: RegExp, ms?: number): Promise<string>; close(): void }>((resolve, reject) => {
    const r = http.get({ host: "127.0.0.1", port, path: `/api/games/${id}/stream`, localAddress: from, headers: { host: `127.0.0.1:${port}`, cookie, accept: "text/event-stream" }, agent: false }, (res) => {
      let text = "";
      const waiting = new Set<() => void>();
      res.setEncoding("utf8");
      res.on("data", (c: string) => {
        text += c;
        for (const w of [...waiting]) w();
      });
      const ended = new Promise<void>((done) => res.on("close", () => done()));
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: () => text,
        ended,
        until: (re, ms = 5000) => new Promise<string>((ok, no) => {
          const check = () => {
            if (!re.test(text)) return;
            waiting.delete(check);
            clearTimeout(timer);
            ok(text);
          };
          const timer = setTimeout(() => {
            waiting.delete(check);
            no(new Error(`the stream did not send ${re} within ${ms} ms; it sent: ${text.slice(0, 400)}`));
          }, ms);
          waiting.add(check);
          check();
        }),
        close: () => r.destroy(),
      });
    });
    r.on("error", reject);
  });
}

async function newTable(from = "127.0.0.1") {
  const made = await send("POST", "/api/games", { body: NEW_GAME, from });
  expect(made.status, made.text).toBe(201);
  return { id: (JSON.parse(made.text) as { id: string }).id, cookie: made.cookie! };
}

async function waitFor(ok: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe("the live stream through the API dispatcher", () => {
  it("passes the stream on as it comes: the view at once, each new view live; a client that goes away frees its place", async () => {
    const t = await newTable();
    const base = heldStreams().total;
    const s = await openStream(t.id, t.cookie);
    expect(s.status).toBe(200);
    expect(s.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(s.headers["cache-control"]).toContain("no-transform");
    expect(s.headers["content-length"]).toBeUndefined();
    await s.until(/event: view\nid: 1\n/);
    expect(heldStreams().total).toBe(base + 1);

    const played = await send("POST", `/api/games/${t.id}/actions`, { body: { type: "setAside", cards: ["W02", "C02"] }, cookie: t.cookie });
    expect(played.status, played.text).toBe(200);
    const text = await s.until(/id: 2\ndata: /);
    expect(text).toContain("event: view\nid: 2\n");

    s.close();
    await waitFor(() => heldStreams().total === base);
  });

  it("a device reopening its stream in a loop: each opening replaces its own old stream, then 429 with Retry-After (stream/too-often); another device's stream and the table's writes go on", async () => {
    process.env.LIMIT_STREAM_OPENS_PER_DEVICE = "4/60";
    await resetLimits();
    const t = await newTable("127.0.0.60");
    const base = heldStreams().total;
    const opened = [];
    for (let i = 0; i < 4; i++) {
      const s = await openStream(t.id, t.cookie, "127.0.0.60");
      expect(s.status).toBe(200);
      await s.until(/event: view/);
      opened.push(s);
    }
    // One place held, whatever the count; each earlier one was told why it closed, and closed.
    expect(heldStreams().total).toBe(base + 1);
    for (const old of opened.slice(0, -1)) {
      expect(old.text()).toContain("event: replaced");
      await old.ended;
    }

    const refused = await send("GET", `/api/games/${t.id}/stream`, { cookie: t.cookie, from: "127.0.0.60" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.headers["content-type"]).toMatch(/json/);
    expect(JSON.parse(refused.text)).toMatchObject({ id: "stream/too-often" });
    expect(JSON.parse(refused.text).error).toMatch(/Wait .* and try again/);
    // The refused opening took no place and closed no one.
    expect(heldStreams().total).toBe(base + 1);
    const live = opened.at(-1)!;
    expect(live.text()).not.toContain("event: replaced");

    // The table itself plays on, and its held stream still hears it.
    const played = await send("POST", `/api/games/${t.id}/actions`, { body: { type: "setAside", cards: ["W02", "C02"] }, cookie: t.cookie, from: "127.0.0.60" });
    expect(played.status, played.text).toBe(200);
    await live.until(/id: 2\n/);

    // Another table's device (another address) opens its stream as usual.
    const other = await newTable("127.0.0.61");
    const o = await openStream(other.id, other.cookie, "127.0.0.61");
    expect(o.status).toBe(200);
    await o.until(/event: view/);
    live.close();
    o.close();
    await waitFor(() => heldStreams().total === base);
  });

  it("a stream without a credential for a table with devices is 401 from the gate, before the route", async () => {
    const t = await newTable("127.0.0.62");
    const r = await send("GET", `/api/games/${t.id}/stream`, { from: "127.0.0.62" });
    expect(r.status).toBe(401);
    expect(JSON.parse(r.text)).toHaveProperty("error");
  });
});
