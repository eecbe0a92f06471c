/**
 * HTTPS on the LAN (scripts/https.mjs): a server certificate for this machine's names and
 * addresses, signed by a local authority that is name-constrained (it can vouch for this machine,
 * `.local` names and private and loopback ranges only) and whose key is never written to disk.
 */
import { execFileSync } from "node:child_process";
import { X509Certificate } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import forge from "node-forge";
import { afterAll, describe, expect, it } from "vitest";
import { ensureCertificates, httpsPort, inRange, machineNames, makeAuthority, signServer, spkiHash } from "../../scripts/https.mjs";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ft-tls-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The permitted subtrees of a certificate's nameConstraints, as node-forge reads them. */
function permitted(pem: string): { type: number; value: string }[] {
  const ext = forge.pki.certificateFromPem(pem).extensions.find((e: { id: string }) => e.id === "2.5.29.30") as { critical?: boolean; permittedSubtrees?: { type: number; value: string }[] } | undefined;
  expect(ext?.critical, "nameConstraints is critical").toBe(true);
  return ext?.permittedSubtrees ?? [];
}

/** Does `leaf` verify against `ca` alone (node-forge's chain check, which applies name constraints)? */
function forgeVerifies(caPem: string, leafPem: string): boolean {
  const store = forge.pki.createCaStore([caPem]);
  try {
    return forge.pki.verifyCertificateChain(store, [forge.pki.certificateFromPem(leafPem)]);
  } catch {
    return false;
  }
}

function opensslVerifies(caPem: string, leafPem: string): boolean | null {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "ft-tls-v-"));
  try {
    fs.writeFileSync(path.join(d, "ca.pem"), caPem);
    fs.writeFileSync(path.join(d, "leaf.pem"), leafPem);
    execFileSync("openssl", ["verify", "-CAfile", path.join(d, "ca.pem"), path.join(d, "leaf.pem")], { stdio: "pipe" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null; // no openssl here
    return false;
  } finally {
    fs.rmSync(d, { recursive: true, force: true });
  }
}

describe("the local certificate authority", () => {
  const names = machineNames();
  const ca = makeAuthority(names);

  it("is a CA whose name constraints permit this machine's names, .local, and private and loopback ranges only", () => {
    const cert = new X509Certificate(ca.certPem);
    expect(cert.ca).toBe(true);
    const trees = permitted(ca.certPem);
    const dns = trees.filter((t) => t.type === 2).map((t) => t.value);
    expect(dns).toEqual(expect.arrayContaining(["local", "localhost"]));
    for (const n of names.dns) expect(dns.some((d) => n === d || n.endsWith(`.${d}`)), n).toBe(true);
    const ips = trees.filter((t) => t.type === 7);
    expect(ips.length).toBeGreaterThanOrEqual(8);
    expect(dns.some((d) => /com$|org$|net$/.test(d))).toBe(false);
  });

  it("signs this machine's certificate, which verifies (node-forge and openssl)", () => {
    const server = signServer(ca, names);
    expect(forgeVerifies(ca.certPem, server.certPem)).toBe(true);
    expect(opensslVerifies(ca.certPem, server.certPem) ?? true).toBe(true);
    const local = signServer(ca, { dns: ["tablehost.local"], ips: ["192.168.1.20", "10.1.2.3", "fd00::2"] });
    expect(forgeVerifies(ca.certPem, local.certPem)).toBe(true);
    expect(opensslVerifies(ca.certPem, local.certPem) ?? true).toBe(true);
  });

  it("a certificate it signs for another name or a public address fails verification", () => {
    for (const other of [{ dns: ["www.example.com"], ips: [] }, { dns: ["bank.example"], ips: [] }, { dns: ["localhost"], ips: ["8.8.8.8"] }, { dns: ["evil.localhost.example.com"], ips: [] }]) {
      const leaf = signServer(ca, other);
      // Signed by the authority all right…
      expect(new X509Certificate(leaf.certPem).verify(new X509Certificate(ca.certPem).publicKey)).toBe(true);
      // …and refused for the name.
      expect(forgeVerifies(ca.certPem, leaf.certPem), JSON.stringify(other)).toBe(false);
      expect(opensslVerifies(ca.certPem, leaf.certPem) ?? false, JSON.stringify(other)).toBe(false);
    }
  });

  it("knows its ranges", () => {
    expect(inRange("192.168.1.20", "192.168.0.0/16")).toBe(true);
    expect(inRange("172.31.0.1", "172.16.0.0/12")).toBe(true);
    expect(inRange("172.32.0.1", "172.16.0.0/12")).toBe(false);
    expect(inRange("fd12::1", "fc00::/7")).toBe(true);
    expect(inRange("2001:db8::1", "fc00::/7")).toBe(false);
  });
});

describe("this machine's certificate under data/tls", () => {
  it("makes the authority and the certificate on first start, and never keeps the authority's key", () => {
    fs.writeFileSync(path.join(dir, "ca-key.pem"), "an old authority's key", { mode: 0o600 });
    const first = ensureCertificates(dir);
    expect(first.made).toHaveLength(2);
    expect(fs.readdirSync(dir).sort()).toEqual(["ca.pem", "server-key.pem", "server-names.json", "server.pem"]);
    expect(fs.readdirSync(dir).join(" ")).not.toMatch(/ca-key/);
    expect(fs.readFileSync(path.join(dir, "ca.pem"), "utf8")).not.toMatch(/PRIVATE KEY/);
    const ca = new X509Certificate(first.ca.certPem);
    const server = new X509Certificate(first.server.certPem);
    expect(server.ca).toBe(false);
    expect(server.checkIssued(ca)).toBe(true);
    expect(forgeVerifies(first.ca.certPem, first.server.certPem)).toBe(true);
    const san = server.subjectAltName ?? "";
    expect(san).toContain("DNS:localhost");
    expect(san).toContain("IP Address:127.0.0.1");
    for (const a of Object.values(os.networkInterfaces()).flat()) if (a && a.family === "IPv4") expect(san).toContain(`IP Address:${a.address}`);
    // 397 days at most: phones refuse longer-lived server certificates; the authority lasts no longer.
    expect(new Date(server.validTo).getTime() - Date.now()).toBeLessThanOrEqual(397 * 24 * 3600 * 1000);
    expect(new Date(ca.validTo).getTime() - Date.now()).toBeLessThanOrEqual(399 * 24 * 3600 * 1000);
    expect(fs.statSync(path.join(dir, "server-key.pem")).mode & 0o077).toBe(0);
    expect(fs.statSync(dir).mode & 0o077).toBe(0);
  });

  it("reuses both on the next start; names that change bring a new authority and certificate", () => {
    const before = fs.readFileSync(path.join(dir, "ca.pem"), "utf8");
    expect(ensureCertificates(dir).made).toEqual([]);
    fs.writeFileSync(path.join(dir, "server-names.json"), JSON.stringify({ dns: ["elsewhere"], ips: [] }));
    const renewed = ensureCertificates(dir);
    expect(renewed.made).toHaveLength(2);
    expect(renewed.made[1]).toMatch(/^a certificate for localhost/);
    expect(renewed.ca.certPem).not.toBe(before);
    expect(JSON.parse(fs.readFileSync(path.join(dir, "server-names.json"), "utf8"))).toEqual(machineNames());
  });

  it("an authority without name constraints (an earlier version's) is replaced", () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), "ft-tls-old-"));
    try {
      const first = ensureCertificates(d);
      // Stand-in for the old layout: an unconstrained authority that signed the current certificate.
      const keys = forge.pki.rsa.generateKeyPair(1024);
      const old = forge.pki.createCertificate();
      old.publicKey = keys.publicKey;
      old.serialNumber = "01";
      old.validity.notBefore = new Date(Date.now() - 86_400_000);
      old.validity.notAfter = new Date(Date.now() + 3650 * 86_400_000);
      old.setSubject([{ name: "commonName", value: "old" }]);
      old.setIssuer([{ name: "commonName", value: "old" }]);
      old.setExtensions([{ name: "basicConstraints", cA: true }]);
      old.sign(keys.privateKey, forge.md.sha256.create());
      fs.writeFileSync(path.join(d, "ca.pem"), forge.pki.certificateToPem(old));
      const again = ensureCertificates(d);
      expect(again.made).toHaveLength(2);
      expect(again.ca.certPem).not.toBe(first.ca.certPem);
      expect(permitted(again.ca.certPem).length).toBeGreaterThan(0);
    } finally {
      fs.rmSync(d, { recursive: true, force: true });
    }
  });

  it("serves HTTPS on PORT + 443 unless HTTPS_PORT says, and gives the SPKI hash", () => {
    const saved = process.env.HTTPS_PORT;
    delete process.env.HTTPS_PORT;
    expect(httpsPort(3000)).toBe(3443);
    process.env.HTTPS_PORT = "8443";
    expect(httpsPort(3000)).toBe(8443);
    if (saved === undefined) delete process.env.HTTPS_PORT; else process.env.HTTPS_PORT = saved;
    expect(spkiHash(fs.readFileSync(path.join(dir, "ca.pem"), "utf8"))).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });
});
