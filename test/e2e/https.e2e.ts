/**
 * HTTPS on the LAN: the server started with HTTPS=1 (as `HTTPS=1 npm start` starts it) also serves
 * HTTPS with the certificate its local authority signed for this machine. Chromium, told to trust
 * that authority's key (--ignore-certificate-errors-spki-list), opens the table by the machine's
 * network address — not loopback — and the camera scanner starts (fake camera). The invite link
 * uses the HTTPS address, and /certificate offers the authority with the right content type.
 */
import { X509Certificate } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ensureCertificates, lanAddress, spkiHash } from "@/scripts/https.mjs";
import { cardClip, writeY4m } from "@/bench/scan/y4m";
import { seriousAxe } from "../helpers/axe";
import { freePort, useApp, tableReady } from "./harness";

const tlsDir = fs.mkdtempSync(path.join(os.tmpdir(), "ft-e2e-tls-"));
// Made here first (the server reuses them: same machine, same names) so Chromium can be told the keys at launch.
const tls = ensureCertificates(tlsDir);
const lan = lanAddress();
const address = lan ?? "127.0.0.1";
if (!lan) console.log("[https.e2e] this machine has no non-loopback IPv4 address: testing over 127.0.0.1 instead");
const httpsPort = await freePort();
const clip = path.join(tlsDir, "cam.y4m");
writeY4m(clip, cardClip(["W07"], { fps: 10 }), 640, 480, 10);

const app = useApp({
  // LISTEN_HOST stays loopback (the default): HTTPS listens on every interface by itself.
  env: { HTTPS: "1", HTTPS_PORT: String(httpsPort), TLS_DIR: tlsDir },
  context: { viewport: { width: 390, height: 844 }, permissions: ["camera"] },
  chromiumArgs: [
    `--ignore-certificate-errors-spki-list=${spkiHash(tls.ca.certPem)},${spkiHash(tls.server.certPem)}`,
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
  it("opens the table over https://<machine address>, and the camera scanner starts", async () => {
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
    const ca = new X509Certificate(tls.ca.certPem);
    expect(await page.getByTestId("ca-fingerprint").textContent()).toBe(ca.fingerprint256);
    const der = await call(page, secure("/certificate/ca.crt"));
    expect(der.type).toBe("application/x-x509-ca-cert");
    expect(new X509Certificate(Buffer.from(der.bytes)).fingerprint256).toBe(ca.fingerprint256);
    const pem = await page.request.get(app.url("/certificate/ca.pem"));
    expect(pem.headers()["content-type"]).toBe("application/x-pem-file");
    expect(await pem.text()).toBe(tls.ca.certPem);
  });
});
