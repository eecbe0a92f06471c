/**
 * HTTPS on the LAN: the server started with HTTPS=1 (as `HTTPS=1 npm start` starts it) also serves
 * HTTPS with the certificate its local authority signed for this machine. Chromium, told to trust
 * that authority's key (--ignore-certificate-errors-spki-list), opens the table as a phone on the
 * LAN would, by the laptop's name (LAN_NAME, mapped to 127.0.0.2: loopback, never the machine's
 * real address), and the camera scanner starts (fake camera). The invite link uses the HTTPS
 * address; /certificate offers the authority and its check says the phone trusts it; both
 * listeners cut a client that trickles its headers.
 */
import { X509Certificate } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import net from "node:net";
import tls from "node:tls";
import { ensureCertificates, spkiHash } from "@/scripts/https.mjs";
import { cardClip, writeY4m } from "@/bench/scan/y4m";
import { seriousAxe } from "../helpers/axe";
import { freePort, LAN_IP, LAN_NAME, useApp, tableReady } from "./harness";

const tlsDir = fs.mkdtempSync(path.join(os.tmpdir(), "ft-e2e-tls-"));
// The server's names include PUBLIC_HOST (LAN_NAME, a .local name its authority may sign for).
process.env.PUBLIC_HOST = LAN_NAME;
// Made here first (the server reuses them: same machine, same names) so Chromium can be told the keys at launch.
const certs = ensureCertificates(tlsDir);
delete process.env.PUBLIC_HOST;
const address = LAN_NAME;
const httpsPort = await freePort();
// Short, so the trickling client below is cut quickly (the default is 10 s).
const HEADERS_TIMEOUT_MS = 2000;
const clip = path.join(tlsDir, "cam.y4m");
writeY4m(clip, cardClip(["W07"], { fps: 10 }), 640, 480, 10);

const app = useApp({
  // Every interface, as a plain npm start; the phones know the laptop as LAN_NAME.
  lan: true,
  // A phone on https has the service worker (it is what HTTPS is for here).
  serviceWorker: true,
  env: { HTTPS: "1", HTTPS_PORT: String(httpsPort), TLS_DIR: tlsDir, HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS) },
  context: { viewport: { width: 390, height: 844 }, permissions: ["camera"] },
  chromiumArgs: [
    `--ignore-certificate-errors-spki-list=${spkiHash(certs.ca.certPem)},${spkiHash(certs.server.certPem)}`,
    "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${clip}`,
  ],
});
const secure = (p: string) => `https://${address}:${httpsPort}${p}`;

/** A request from inside the page (Playwright's own client does not trust the authority; the browser does). */
async function call(page: import("playwright-core").Page, url: string, body?: unknown) {
  return page.evaluate(async ([u, b]) => {
    const r = await fetch(u as string, b === undefined ? {} : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(b) });
    const bytes = Array.from(new Uint8Array(await r.arrayBuffer()));
    return { status: r.status, type: r.headers.get("content-type"), bytes };
  }, [url, body] as const);
}
const json = (r: { bytes: number[] }) => JSON.parse(Buffer.from(r.bytes).toString("utf8"));

describe("HTTPS on the LAN", () => {
  it("opens the table over https://<the laptop's LAN name>, and the camera scanner starts", async () => {
    const { page } = app;
    await page.goto(secure("/join"));
    const res = await call(page, secure("/api/games"), { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann" });
    expect(res.status).toBe(201);
    const { id } = json(res);
    await page.goto(secure(`/games/${id}`)); await tableReady(page);
    expect(await page.evaluate(() => window.isSecureContext && location.protocol)).toBe("https:");
    // The panel may briefly render twice while it settles: wait for one scan button.
    await expect.poll(() => page.getByTestId("scan-toggle").count()).toBe(1);
    await page.getByTestId("scan-toggle").click();
    await page.getByTestId("scanner-status").filter({ hasText: "Hold a sticker inside the frame." }).waitFor({ timeout: 20_000 });
    // The fake camera shows Ann's Seven of Wands: scanned over HTTPS, it is recorded.
    await expect.poll(async () => json(await call(page, secure(`/api/games/${id}/record`))).deals[0].tricks?.[0]?.[0], { timeout: 20_000 }).toBe("W07");
    // The invite link other phones open is the HTTPS one.
    const devices = json(await call(page, secure(`/api/games/${id}/devices`)));
    expect(devices.joinUrl).toMatch(new RegExp(`^https://${address.replace(/\./g, "\\.")}:${httpsPort}/join/`));
  });

  it("/certificate explains the warning per platform and offers the authority (DER and PEM)", async () => {
    const { page } = app;
    await page.goto(secure("/certificate"));
    for (const h of ["Android (Chrome)", "iPhone and iPad (Safari)", "Computers"]) await page.getByRole("heading", { name: h }).waitFor();
    expect(await seriousAxe(page)).toEqual([]);
    expect(await page.getByTestId("https-address").textContent()).toContain(`https://${address}:${httpsPort}`);
    const ca = new X509Certificate(certs.ca.certPem);
    expect(await page.getByTestId("ca-fingerprint").textContent()).toBe(ca.fingerprint256);
    const der = await call(page, secure("/certificate/ca.crt"));
    expect(der.type).toBe("application/x-x509-ca-cert");
    expect(new X509Certificate(Buffer.from(der.bytes)).fingerprint256).toBe(ca.fingerprint256);
    const pem = await page.request.get(app.url("/certificate/ca.pem"));
    expect(pem.headers()["content-type"]).toBe("application/x-pem-file");
    expect(await pem.text()).toBe(certs.ca.certPem);
    // Step by step for both phones, and the check, on this (trusting) browser: trusted.
    await page.getByTestId("android-steps").waitFor();
    await page.getByTestId("ios-steps").waitFor();
    await page.getByTestId("trust-check").click();
    await page.getByTestId("trust-ok").waitFor({ timeout: 15_000 });
    // The same page on plain http sends the phone to the https address to check.
    await page.goto(app.lanUrl("/certificate"));
    expect(await page.getByTestId("trust-open-secure").locator("a").getAttribute("href")).toBe(`https://${address}:${httpsPort}/certificate#check`);
  });

  it("both listeners cut a client that trickles its headers (408, within a few seconds of HEADERS_TIMEOUT_MS)", async () => {
    const trickle = (socket: net.Socket) => new Promise<{ ms: number; answer: string }>((resolve) => {
      const started = Date.now();
      let answer = "";
      socket.setEncoding("utf8");
      socket.on("data", (d) => (answer += d));
      socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n");
      let n = 0;
      const drip = setInterval(() => {
        if (!socket.destroyed) socket.write(`X-Slow-${n++}: a\r\n`);
      }, 300);
      const done = () => { clearInterval(drip); resolve({ ms: Date.now() - started, answer }); };
      socket.on("close", done);
      socket.on("error", () => {});
      setTimeout(() => { socket.destroy(); }, 30_000);
    });
    const plain = await trickle(net.connect({ host: LAN_IP, port: app.port }));
    const secure = await trickle(tls.connect({ host: LAN_IP, port: httpsPort, servername: LAN_NAME, rejectUnauthorized: false }));
    for (const [what, r] of Object.entries({ plain, secure })) {
      console.log(`[measure] ${what} listener cut a trickling client after ${r.ms} ms (headers timeout ${HEADERS_TIMEOUT_MS} ms)`);
      expect(r.answer, what).toMatch(/^HTTP\/1\.1 408/);
      expect(r.ms, what).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 200);
      expect(r.ms, what).toBeLessThan(HEADERS_TIMEOUT_MS + 5000);
    }
  }, 60_000);
});
