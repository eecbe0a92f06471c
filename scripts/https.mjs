// HTTPS on the LAN for `npm start` (HTTPS=1): a local certificate authority made once, and a server
// certificate it signs for this machine's names and addresses, both kept under data/tls/ (made with
// node-forge, pure JavaScript: nothing is downloaded). The server certificate is made again when
// the machine's names or addresses change, or a month before it runs out.
//
//   HTTPS=1          also serve HTTPS (the plain HTTP port stays)
//   HTTPS_PORT=3443  its port (default: PORT + 443, so 3443 beside 3000)
//   TLS_DIR=…        where the authority and certificate live (default data/tls)
//   HTTPS_HOST=…     the address it listens on (default: every interface when LISTEN_HOST is loopback,
//                    else LISTEN_HOST): HTTPS is for the phones on the LAN
//
// Phones trust the authority once (the page /certificate explains how); then the camera works.
import crypto from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import forge from "node-forge";

const DAY = 24 * 3600 * 1000;

export const httpsWanted = () => process.env.HTTPS === "1" || process.env.HTTPS === "true";
export const httpsPort = (port) => Number(process.env.HTTPS_PORT || Number(port) + 443);

/** This machine's names and addresses: localhost, its host name (and .local), every interface's address. */
export function machineNames() {
  const dns = new Set(["localhost"]);
  const ips = new Set(["127.0.0.1", "::1"]);
  const host = os.hostname().toLowerCase();
  if (host) {
    dns.add(host);
    dns.add(host.split(".")[0]);
    dns.add(`${host.split(".")[0]}.local`);
  }
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) ips.add(a.address.split("%")[0]);
  }
  for (const extra of (process.env.ALLOWED_HOSTS ?? "").split(",").map((s) => s.trim()).filter(Boolean)) {
    (/^[\d.]+$|:/.test(extra) ? ips : dns).add(extra);
  }
  return { dns: [...dns].sort(), ips: [...ips].sort() };
}

/** The first non-loopback IPv4 address, or null. */
export function lanAddress() {
  return Object.values(os.networkInterfaces()).flat().find((a) => a && a.family === "IPv4" && !a.internal)?.address ?? null;
}

function rsaKeys() {
  const { privateKey, publicKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048, publicKeyEncoding: { type: "spki", format: "pem" }, privateKeyEncoding: { type: "pkcs8", format: "pem" } });
  return { keyPem: privateKey, privateKey: forge.pki.privateKeyFromPem(privateKey), publicKey: forge.pki.publicKeyFromPem(publicKey) };
}

const serial = () => `01${crypto.randomBytes(15).toString("hex")}`;

function makeAuthority() {
  const keys = rsaKeys();
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serial();
  cert.validity.notBefore = new Date(Date.now() - DAY);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * DAY);
  const subject = [{ name: "commonName", value: `Fortunes Table local authority (${os.hostname()})` }, { name: "organizationName", value: "Fortunes Table" }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: "basicConstraints", cA: true, pathLenConstraint: 0, critical: true },
    { name: "keyUsage", keyCertSign: true, cRLSign: true, critical: true },
    { name: "subjectKeyIdentifier" },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return { keyPem: keys.keyPem, certPem: forge.pki.certificateToPem(cert) };
}

function makeServer(ca, names) {
  const keys = rsaKeys();
  const caCert = forge.pki.certificateFromPem(ca.certPem);
  const caKey = forge.pki.privateKeyFromPem(ca.keyPem);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serial();
  cert.validity.notBefore = new Date(Date.now() - DAY);
  // 397 days: the longest Apple's and the browsers' rules accept for a server certificate.
  cert.validity.notAfter = new Date(Date.now() + 397 * DAY);
  cert.setSubject([{ name: "commonName", value: os.hostname() || "localhost" }]);
  cert.setIssuer(caCert.subject.attributes);
  cert.setExtensions([
    { name: "basicConstraints", cA: false, critical: true },
    { name: "keyUsage", digitalSignature: true, keyEncipherment: true, critical: true },
    { name: "extKeyUsage", serverAuth: true },
    { name: "subjectAltName", altNames: [...names.dns.map((value) => ({ type: 2, value })), ...names.ips.map((ip) => ({ type: 7, ip }))] },
    { name: "subjectKeyIdentifier" },
    { name: "authorityKeyIdentifier", keyIdentifier: caCert.generateSubjectKeyIdentifier().getBytes() },
  ]);
  cert.sign(caKey, forge.md.sha256.create());
  return { keyPem: keys.keyPem, certPem: forge.pki.certificateToPem(cert) };
}

/**
 * The authority and the server certificate under `dir`, made when missing, stale or for other
 * names. Returns the PEMs and what was done.
 */
export function ensureCertificates(dir = process.env.TLS_DIR || path.join(process.cwd(), "data", "tls")) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = (name) => path.join(dir, name);
  const made = [];
  let ca;
  if (fs.existsSync(file("ca.pem")) && fs.existsSync(file("ca-key.pem"))) {
    ca = { certPem: fs.readFileSync(file("ca.pem"), "utf8"), keyPem: fs.readFileSync(file("ca-key.pem"), "utf8") };
  } else {
    ca = makeAuthority();
    fs.writeFileSync(file("ca-key.pem"), ca.keyPem, { mode: 0o600 });
    fs.writeFileSync(file("ca.pem"), ca.certPem);
    made.push("a local certificate authority");
  }
  const names = machineNames();
  const want = JSON.stringify(names);
  let server = null;
  if (fs.existsSync(file("server.pem")) && fs.existsSync(file("server-key.pem")) && fs.existsSync(file("server-names.json"))) {
    const certPem = fs.readFileSync(file("server.pem"), "utf8");
    const cert = forge.pki.certificateFromPem(certPem);
    const fresh = cert.validity.notAfter.getTime() - Date.now() > 30 * DAY;
    const sameNames = fs.readFileSync(file("server-names.json"), "utf8") === want;
    const sameAuthority = forge.pki.certificateFromPem(ca.certPem).verify(cert);
    if (fresh && sameNames && sameAuthority) server = { certPem, keyPem: fs.readFileSync(file("server-key.pem"), "utf8") };
  }
  if (!server) {
    server = makeServer(ca, names);
    fs.writeFileSync(file("server-key.pem"), server.keyPem, { mode: 0o600 });
    fs.writeFileSync(file("server.pem"), server.certPem);
    fs.writeFileSync(file("server-names.json"), want);
    made.push(`a certificate for ${[...names.dns, ...names.ips].join(", ")}`);
  }
  return { dir, ca, server, names, made };
}

/** The authority's SubjectPublicKeyInfo SHA-256, base64 (for Chromium's --ignore-certificate-errors-spki-list). */
export function spkiHash(certPem) {
  const der = new crypto.X509Certificate(certPem).publicKey.export({ type: "spki", format: "der" });
  return crypto.createHash("sha256").update(der).digest("base64");
}

/**
 * Starts the HTTPS server beside the plain one, with the same request handler. Sets HTTPS_PORT in
 * this process, so the app builds its invite links with the HTTPS address.
 */
export function startHttps({ handler, host, port }) {
  const tls = ensureCertificates();
  const securePort = httpsPort(port);
  process.env.HTTPS = "1";
  process.env.HTTPS_PORT = String(securePort);
  process.env.TLS_DIR = tls.dir;
  for (const what of tls.made) console.log(`[https] made ${what} (in ${tls.dir})`);
  const server = https.createServer({ key: tls.server.keyPem, cert: `${tls.server.certPem}${tls.ca.certPem}`, keepAliveTimeout: 30_000 }, handler);
  // HTTPS is for the phones on the LAN: on loopback alone it would serve nobody (localhost is already
  // secure), so it listens on every interface unless LISTEN_HOST names one (or HTTPS_HOST says).
  const loopback = host === "127.0.0.1" || host === "localhost" || host === "::1";
  const bind = process.env.HTTPS_HOST || (loopback ? "0.0.0.0" : host);
  server.listen(securePort, bind, () => {
    const lan = lanAddress();
    const shown = bind === "127.0.0.1" || bind === "localhost" ? "localhost" : bind === "0.0.0.0" || bind === "::" ? lan ?? "localhost" : bind;
    console.log(`[https] https://${shown.includes(":") ? `[${shown}]` : shown}:${securePort} (phones: open /certificate once to trust this machine's authority)`);
  });
  return server;
}
