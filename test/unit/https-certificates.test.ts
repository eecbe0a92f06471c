/**
 * HTTPS on the LAN (scripts/https.mjs): a local authority made once, a server certificate it signs
 * for this machine's names and addresses, both kept in the folder given, reused while they fit.
 */
import { X509Certificate } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ensureCertificates, httpsPort, machineNames, spkiHash } from "../../scripts/https.mjs";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ft-tls-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the local certificate authority and this machine's certificate", () => {
  it("makes both on first start, the server's signed by the authority for every name and address", () => {
    const first = ensureCertificates(dir);
    expect(first.made).toHaveLength(2);
    const ca = new X509Certificate(first.ca.certPem);
    const server = new X509Certificate(first.server.certPem);
    expect(ca.ca).toBe(true);
    expect(server.ca).toBe(false);
    expect(server.verify(ca.publicKey)).toBe(true);
    expect(server.checkIssued(ca)).toBe(true);
    const san = server.subjectAltName ?? "";
    expect(san).toContain("DNS:localhost");
    expect(san).toContain("IP Address:127.0.0.1");
    for (const a of Object.values(os.networkInterfaces()).flat()) if (a && a.family === "IPv4") expect(san).toContain(`IP Address:${a.address}`);
    expect(server.checkHost("localhost")).toBe("localhost");
    // 397 days at most: phones refuse longer-lived server certificates.
    expect(new Date(server.validTo).getTime() - Date.now()).toBeLessThanOrEqual(397 * 24 * 3600 * 1000);
    expect(fs.statSync(path.join(dir, "ca-key.pem")).mode & 0o077).toBe(0);
  });

  it("reuses both on the next start, and makes a new server certificate (same authority) when the names change", () => {
    const before = fs.readFileSync(path.join(dir, "ca.pem"), "utf8");
    const again = ensureCertificates(dir);
    expect(again.made).toEqual([]);
    fs.writeFileSync(path.join(dir, "server-names.json"), JSON.stringify({ dns: ["elsewhere"], ips: [] }));
    const renewed = ensureCertificates(dir);
    expect(renewed.made).toHaveLength(1);
    expect(renewed.made[0]).toMatch(/^a certificate for localhost/);
    expect(renewed.ca.certPem).toBe(before);
    expect(JSON.parse(fs.readFileSync(path.join(dir, "server-names.json"), "utf8"))).toEqual(machineNames());
  });

  it("serves HTTPS on PORT + 443 unless HTTPS_PORT says, and gives the authority's SPKI hash", () => {
    const saved = process.env.HTTPS_PORT;
    delete process.env.HTTPS_PORT;
    expect(httpsPort(3000)).toBe(3443);
    process.env.HTTPS_PORT = "8443";
    expect(httpsPort(3000)).toBe(8443);
    if (saved === undefined) delete process.env.HTTPS_PORT; else process.env.HTTPS_PORT = saved;
    expect(spkiHash(fs.readFileSync(path.join(dir, "ca.pem"), "utf8"))).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });
});
