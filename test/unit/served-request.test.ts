/**
 * The dispatcher's request (app/api/served-request.ts) stands in for a Web Request: what the routes
 * read of it (method, url, headers, body through server/http.ts, signal) answers as a Request built
 * from the same parts would, and anything else falls through to a real Request built once.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { RequestHeaders, ServedRequest, asRequest } from "@/app/api/served-request";
import { answerHeadersOf, answerTextOf, jsonAnswer, readBody, readText } from "@/server/http";

const made = (body: Buffer | null, method = "POST") => {
  const headers = new Headers({ host: "localhost", "content-type": "application/json", ...(body ? { "content-length": String(body.byteLength) } : {}) });
  const r = new ServedRequest(method, "http://localhost/api/games/x/actions?a=1", headers);
  r.setBody(body);
  return r;
};

describe("ServedRequest", () => {
  it("has the request line and headers a Request of the same parts has", () => {
    const r = asRequest(made(Buffer.from("{}")));
    const real = new Request("http://localhost/api/games/x/actions?a=1", { method: "POST", headers: r.headers, body: "{}" });
    expect([r.method, r.url, r.headers.get("content-type")]).toEqual([real.method, real.url, real.headers.get("content-type")]);
    expect(new URL(r.url).searchParams.get("a")).toBe("1");
  });

  it("gives its held body to readBody once, parsed and checked as any body", async () => {
    const ok = await readBody(asRequest(made(Buffer.from('{"type":"play","card":"W07"}'))), z.object({ type: z.string(), card: z.string() }));
    expect(ok).toEqual({ ok: true, value: { type: "play", card: "W07" } });
    const bad = await readBody(asRequest(made(Buffer.from('{"type":'))), z.object({ type: z.string() }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.response.status).toBe(400);
    const notUtf8 = await readText(asRequest(made(Buffer.from([0xff, 0xfe, 0x41]))));
    expect(notUtf8.ok).toBe(false);
  });

  it("refuses a held body over the reader's own limit (413), as a streamed one is", async () => {
    const r = made(Buffer.from(JSON.stringify({ note: "x".repeat(2000) })));
    r.headers.delete("content-length");
    const read = await readText(asRequest(r), 1024);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.response.status).toBe(413);
  });

  it("reads a body once: a second read fails as a Request's does", async () => {
    const r = made(Buffer.from('{"a":1}'));
    expect(await r.json()).toEqual({ a: 1 });
    expect(r.bodyUsed).toBe(true);
    await expect(r.text()).rejects.toThrow(TypeError);
  });

  it("hands anything else to a real Request built from the same parts (then the body is read from it)", async () => {
    const r = made(Buffer.from('{"b":2}'));
    expect(r.mode).toBe(new Request("http://localhost/").mode);
    const copy = r.clone();
    expect(await copy.json()).toEqual({ b: 2 });
    const read = await readText(asRequest(r));
    expect(read).toEqual({ ok: true, value: '{"b":2}' });
  });

  it("has no body on a GET, and its signal aborts when the client goes away (before or after it is read)", async () => {
    const get = made(null, "GET");
    expect(get.body).toBeNull();
    expect(await readText(asRequest(get))).toEqual({ ok: true, value: "" });
    const early = made(null, "GET");
    const signal = early.signal;
    expect(signal.aborted).toBe(false);
    early.gone();
    expect(signal.aborted).toBe(true);
    const late = made(null, "GET");
    late.gone();
    expect(late.signal.aborted).toBe(true);
  });
});

describe("RequestHeaders", () => {
  it("reads as undici's Headers filled by append from the same raw list", () => {
    const raw = ["Host", "127.0.0.1:3000", "Content-Type", "application/json", "X-Ft-Client-Address", "6.6.6.6", "Cookie", "a=1", "cookie", "b=2", "Accept", "*/*"];
    const light = new RequestHeaders(raw, "x-ft-client-address");
    const real = new Headers();
    for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() !== "x-ft-client-address") real.append(raw[i]!, raw[i + 1]!);
    for (const name of ["host", "HOST", "content-type", "cookie", "accept", "origin", "x-ft-client-address"]) {
      expect([name, light.get(name), light.has(name)]).toEqual([name, real.get(name), real.has(name)]);
    }
    expect([...light]).toEqual([...real]);
    const seen: string[] = [];
    light.forEach((v, k) => seen.push(`${k}=${v}`));
    expect(seen).toEqual([...real].map(([k, v]) => `${k}=${v}`));
    light.set("X-Ft-Client-Address", " 127.0.0.1 ");
    light.delete("accept");
    expect([light.get("x-ft-client-address"), light.has("accept"), light.getSetCookie()]).toEqual(["127.0.0.1", false, []]);
    // A real Request can be made from it (anything beyond what ServedRequest answers itself).
    expect(new Request("http://localhost/", { headers: [...light] }).headers.get("cookie")).toBe("a=1; b=2");
  });
});

describe("jsonAnswer", () => {
  it("is Response.json's answer, with its text kept for the dispatcher", async () => {
    const value = { id: "x", view: { cards: ["W07", "C12"] }, last: null };
    const a = jsonAnswer(value, { status: 201, headers: { "idempotent-replayed": "true" } });
    const b = Response.json(value, { status: 201, headers: { "idempotent-replayed": "true" } });
    expect([a.status, a.headers.get("content-type"), a.headers.get("idempotent-replayed")]).toEqual([b.status, b.headers.get("content-type"), b.headers.get("idempotent-replayed")]);
    expect(answerTextOf(a)).toBe(await b.text());
    expect(await a.text()).toBe(answerTextOf(a));
    expect(answerTextOf(Response.json(value))).toBeUndefined();
    expect(() => jsonAnswer(undefined)).toThrow();
  });

  it("keeps its headers as a plain record until they are read, then as a Response's", async () => {
    const a = jsonAnswer({ ok: 1 }, { headers: { "X-Ft-Viewer": "seat:Ann" } });
    expect(answerHeadersOf(a)).toEqual({ "x-ft-viewer": "seat:Ann", "content-type": "application/json" });
    // route() adds the security headers it lacks (server/guard.ts), still without a Headers object.
    (a as unknown as { addMissingHeaders(d: Record<string, string>): void }).addMissingHeaders({ "content-type": "text/plain", "cache-control": "no-store" });
    expect(answerHeadersOf(a)).toEqual({ "x-ft-viewer": "seat:Ann", "content-type": "application/json", "cache-control": "no-store" });
    // Whoever reads `headers` (Next.js) gets them all; a cookie set there is not lost to the dispatcher.
    expect([...a.headers]).toEqual([["cache-control", "no-store"], ["content-type", "application/json"], ["x-ft-viewer", "seat:Ann"]]);
    a.headers.append("set-cookie", "ft_x=1");
    expect(answerHeadersOf(a)).toBeNull();
    expect(a.headers.getSetCookie()).toEqual(["ft_x=1"]);
  });

  it("reads as a Response: body stream, clone, a second read refused", async () => {
    const value = { seq: 4, view: { tricks: [["W01", "C02"]] } };
    const a = jsonAnswer(value, { status: 422 });
    expect(a).toBeInstanceOf(Response);
    expect(a.status).toBe(422);
    const copy = a.clone();
    expect(await new Response(a.body).json()).toEqual(value);
    expect(a.bodyUsed).toBe(true);
    await expect(a.text()).rejects.toThrow();
    expect(() => a.clone()).toThrow();
    expect(await copy.json()).toEqual(value);
    expect(copy.headers.get("content-type")).toBe("application/json");
    // Next.js copies an answer to add cookies: new Response(res.body, { status, headers }).
    const b = jsonAnswer(value, { status: 201 });
    const passed = new Response(b.body, { status: b.status, headers: new Headers(b.headers) });
    expect([passed.status, passed.headers.get("content-type"), await passed.text()]).toEqual([201, "application/json", JSON.stringify(value)]);
  });
});
