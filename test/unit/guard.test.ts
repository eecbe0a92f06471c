/** server/guard.ts and server/json-text.ts on their own: host names, origins, and what a JSON text may hold. */
import { describe, expect, it } from "vitest";
import { checkOrigin, contentSecurityPolicy, guard, hostName, isAllowedHost, machineHosts } from "@/server/guard";
import { checkJsonText } from "@/server/json-text";
import { checkName, checkNames } from "@/lib/games/common/names";

describe("host names", () => {
  it("parses Host headers: port, brackets, case, trailing dot", () => {
    expect(hostName("LocalHost:3000")).toBe("localhost");
    expect(hostName("[::1]:3000")).toBe("::1");
    expect(hostName("192.168.1.20")).toBe("192.168.1.20");
    expect(hostName("tarot.example.org.")).toBe("tarot.example.org");
  });
  it("allows loopback, this machine and ALLOWED_HOSTS; refuses other names", () => {
    for (const h of ["localhost", "localhost:3000", "127.0.0.1:80", "127.1.2.3", "[::1]:3000", "app.localhost"]) expect(isAllowedHost(h), h).toBe(true);
    for (const h of [...machineHosts()].filter((n) => !n.startsWith("env:"))) expect(isAllowedHost(h.includes(":") ? `[${h}]` : h), h).toBe(true);
    for (const h of ["evil.example", "localhost.evil.example", "127.0.0.1.nip.io", "", "0.0.0.0"]) expect(isAllowedHost(h), h).toBe(false);
    expect(isAllowedHost(null)).toBe(true); // in-process call
  });
});

describe("write checks", () => {
  const write = (headers: Record<string, string>) => new Request("http://localhost/api/games", { method: "POST", body: "{}", headers: { "content-type": "application/json", ...headers } });
  it("same origin or no origin passes; another origin, null or cross-site is 403", () => {
    expect(checkOrigin(write({ host: "192.168.1.5:3000", origin: "http://192.168.1.5:3000" }))).toBeNull();
    expect(checkOrigin(write({ host: "localhost:3000" }))).toBeNull();
    const refused: Record<string, string>[] = [{ origin: "http://evil.example", host: "localhost:3000" }, { origin: "null", host: "localhost:3000" }, { "sec-fetch-site": "cross-site" }];
    for (const headers of refused) {
      expect(checkOrigin(write(headers))?.status, JSON.stringify(headers)).toBe(403);
    }
  });
  it("reads skip the write checks; the first refusal wins", () => {
    expect(guard(new Request("http://localhost/api/games", { headers: { origin: "http://evil.example" } }))).toBeNull();
    expect(guard(write({ host: "evil.example", origin: "http://evil.example" }))?.status).toBe(421);
  });
  it("the CSP keeps the app working (inline Next scripts, our wasm, the camera) and forbids framing", () => {
    const csp = contentSecurityPolicy(false);
    expect(csp).toContain("script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'");
    expect(csp).toContain("media-src 'self' blob: mediastream:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/ 'unsafe-eval'/);
  });
});

describe("JSON text checks", () => {
  it("refuses NUL (raw or escaped), lone surrogates and deep nesting; keeps pairs, escapes and strings with brackets", () => {
    expect(checkJsonText('{"a":"\\u0000"}')).toMatchObject({ ok: false, id: "request/nul" });
    expect(checkJsonText('{"a":"x\u0000"}')).toMatchObject({ ok: false, id: "request/nul" });
    expect(checkJsonText('{"a":"\\ud800"}')).toMatchObject({ ok: false, id: "request/surrogate" });
    expect(checkJsonText('{"a":"\\udc00\\ud800"}')).toMatchObject({ ok: false, id: "request/surrogate" });
    expect(checkJsonText('{"a":"\ud800x"}')).toMatchObject({ ok: false, id: "request/surrogate" });
    expect(checkJsonText("[".repeat(65) + "]".repeat(65))).toMatchObject({ ok: false, id: "request/too-deep" });
    expect(checkJsonText("[".repeat(64) + "]".repeat(64))).toEqual({ ok: true });
    expect(checkJsonText('{"a":"\\ud83d\\ude00 😀 \\\\u0000 [[[[", "b":"\\"[{"}')).toEqual({ ok: true });
  });
});

describe("the one name rule", () => {
  it("refuses lone surrogates and bidirectional controls, collapses tabs and no-break spaces", () => {
    expect(checkName("\ud800")).toMatchObject({ ok: false });
    expect(checkName("\u202eAnn")).toMatchObject({ ok: false, error: { id: "name/bidi" } });
    expect(checkName("Ann\t\u00a0Lee")).toEqual({ ok: true, value: "Ann Lee" });
    expect(checkName("😀".repeat(40))).toMatchObject({ ok: true });
    expect(checkName("😀".repeat(41))).toMatchObject({ ok: false, error: { id: "name/too-long" } });
    expect(checkNames(["Ann Lee", "ANN  LEE"])).toMatchObject({ ok: false, error: { id: "name/duplicate" } });
  });
});
