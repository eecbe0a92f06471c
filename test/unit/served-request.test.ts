/**
 * The dispatcher's request (app/api/served-request.ts) stands in for a Web Request: what the routes
 * read of it (method, url, headers, body through server/http.ts, signal) answers as a Request built
 * from the same parts would, and anything else falls through to a real Request built once.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ServedRequest, asRequest } from "@/app/api/served-request";
import { answerTextOf, jsonAnswer, readBody, readText } from "@/server/http";

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
});
