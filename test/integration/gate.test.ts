/**
 * The gate of the API dispatcher (app/api/dispatch.ts) over a real socket, against a real
 * database: refusals come before any body byte is read (host, origin, content type, declared
 * length, credential), bodies have a time limit, the join limit counts per address; and the
 * smaller checks of issue 23 (Host forms, HTTP/1.0, absolute-form targets, 405 headers, scheme
 * of Origin, Sec-Fetch-Site case, Cache-Control).
 */
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { handleApi } from "@/app/api/dispatch";
import { hostName, isAllowedHost, guard } from "@/server/guard";
import { JOIN_FAILURES_PER_ADDRESS } from "@/server/join";
import { readText } from "@/server/http";

useTestDatabase();

let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (!handleApi(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends raw request text; resolves with the answer's status line and headers, and how long it took. */
function rawRequest(text: string, timeoutMs = 2000): Promise<{ status: number; head: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    let data = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("data", (c) => {
      data += c.toString("latin1");
      const end = data.indexOf("\r\n\r\n");
      if (end >= 0) {
        clearTimeout(timer);
        socket.destroy();
        resolve({ status: Number(data.split(" ")[1]), head: data.slice(0, end).toLowerCase(), ms: Date.now() - t0 });
      }
    });
    socket.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}

const ID = "00000000-0000-4000-8000-000000000000";
async function newGame(): Promise<{ id: string; cookie: string }> {
  const res = await fetch(`http://127.0.0.1:${port}/api/games`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"] }) });
  expect(res.status).toBe(201);
  return { id: ((await res.json()) as { id: string }).id, cookie: res.headers.getSetCookie()[0]!.split(";")[0]! };
}

describe("the gate answers before the body", () => {
  it("a foreign Host, a cross-site Origin, a wrong content type, an over-limit length and a missing credential are answered with no body sent", async () => {
    const { id } = await newGame();
    const head = (path: string, headers: string[]) => `POST ${path} HTTP/1.1\r\n${headers.join("\r\n")}\r\nContent-Length: 3000000\r\n\r\n`;
    const cases: [string, string[], number][] = [
      [`/api/games/${id}/actions`, ["Host: evil.example", "Content-Type: application/json"], 421],
      [`/api/games/${id}/actions`, ["Host: localhost", "Origin: http://evil.example", "Content-Type: application/json"], 403],
      [`/api/games/${id}/actions`, ["Host: localhost", "Content-Type: text/plain"], 415],
      [`/api/games/${id}/actions`, ["Host: localhost", "Content-Type: application/json"], 413],
      ["/api/games/import", ["Host: evil.example", "Content-Type: application/json"], 421],
    ];
    for (const [path, headers, status] of cases) {
      const r = await rawRequest(head(path, headers));
      expect(r.status, `${path} ${headers.join(" ")}`).toBe(status);
      expect(r.ms).toBeLessThan(1000);
    }
    // Within the route's limit but without a credential: 401 at once, the body never waited for.
    const r = await rawRequest(`POST /api/games/${id}/actions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500000\r\n\r\n`);
    expect(r.status).toBe(401);
    expect(r.ms).toBeLessThan(1000);
    expect(r.head).toContain("cache-control: no-store");
  });

  it("HTTP/1.0 without Host and absolute-form targets are refused; 405 carries the security headers", async () => {
    expect((await rawRequest(`GET /api/games/${ID} HTTP/1.0\r\n\r\n`)).status).toBe(400);
    expect((await rawRequest(`GET http://evil.example/api/games HTTP/1.1\r\nHost: localhost\r\n\r\n`)).status).toBe(400);
    const m = await rawRequest(`DELETE /api/games HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(m.status).toBe(405);
    expect(m.head).toContain("x-content-type-options: nosniff");
    expect(m.head).toContain("content-security-policy:");
    expect(m.head).toContain("cache-control: no-store");
  });
});

describe("bodies are read with a time limit", () => {
  it("a body that trickles and never ends is answered 408", async () => {
    const trickle = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("{"));
      },
    });
    const request = new Request("http://localhost/api/games", { method: "POST", body: trickle, duplex: "half", headers: { "content-type": "application/json" } } as RequestInit);
    const t0 = Date.now();
    const r = await readText(request, 1024, 200);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.response.status).toBe(408);
    expect(Date.now() - t0).toBeLessThan(1500);
  });
});

describe("smaller checks", () => {
  it("[::1].evil.example is not loopback; [::1] and [::1]:3000 are", () => {
    expect(isAllowedHost("[::1].evil.example")).toBe(false);
    expect(isAllowedHost("[::1]:3000.evil.example")).toBe(false);
    expect(hostName("[::1]:3000")).toBe("::1");
    expect(isAllowedHost("[::1]")).toBe(true);
    expect(isAllowedHost("[::1]:3000")).toBe(true);
  });

  it("Origin must match the scheme too; Sec-Fetch-Site is read in any case", () => {
    const post = (headers: Record<string, string>, url = "http://localhost:3000/api/games") =>
      guard(new Request(url, { method: "POST", headers: { "content-type": "application/json", host: "localhost:3000", ...headers }, body: "{}" }));
    expect(post({ origin: "http://localhost:3000" })).toBeNull();
    expect(post({ origin: "https://localhost:3000" })?.status).toBe(403);
    expect(post({ origin: "http://localhost:3000", "x-forwarded-proto": "https" })?.status).toBe(403);
    expect(post({ origin: "https://localhost:3000", "x-forwarded-proto": "https" })).toBeNull();
    expect(post({ "sec-fetch-site": "Cross-Site" })?.status).toBe(403);
    expect(post({ "sec-fetch-site": "CROSS-SITE" })?.status).toBe(403);
  });
});

describe("the join limit counts per client address", () => {
  it("one address's wrong codes lock that address only", async () => {
    const ask = (code: string) => fetch(`http://127.0.0.1:${port}/api/join/${code}`, { headers: { "x-ft-client-address": "1.2.3.4" } });
    const statuses: number[] = [];
    const limit = JOIN_FAILURES_PER_ADDRESS();
    for (let i = 0; i < limit + 1; i++) statuses.push((await ask("ZZZZZZ")).status);
    expect(statuses.slice(0, limit).every((s) => s === 404)).toBe(true);
    expect(statuses[limit]).toBe(429);
    // The address is the connection's: a header the client sends does not change it.
    expect((await fetch(`http://127.0.0.1:${port}/api/join/ZZZZZZ`, { headers: { "x-ft-client-address": "9.9.9.9" } })).status).toBe(429);
    // Another client (here: in-process, another address) still gets an honest answer.
    const { GET } = await import("@/app/api/join/[code]/route");
    const other = await GET(new Request("http://localhost/api/join/ZZZZZZ", { headers: { "x-ft-client-address": "5.6.7.8" } }), { params: Promise.resolve({ code: "ZZZZZZ" }) });
    expect(other.status).toBe(404);
  });
});
