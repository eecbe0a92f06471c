// HTTPS on the LAN for `npm start` (HTTPS=1): a server certificate for this machine's names and
// addresses, signed by a small certificate authority of its own (made with node-forge, pure
// JavaScript: nothing is downloaded). Kept under data/tls/ (TLS_DIR).
//
//   HTTPS=1          also serve HTTPS (the plain HTTP port stays)
//   HTTPS_PORT=3443  its port (default: PORT + 443, so 3443 beside 3000)
//   TLS_DIR=…        where the certificates live (default data/tls)
//   HTTPS_HOST=…     the address it listens on (default: where the plain server listens, or every
//                    interface when that is loopback only): HTTPS is for the phones on the LAN
//
// What keeps a trusted authority from being a danger (docs/https.md):
// - it is name-constrained (X.509 nameConstraints, critical): it can sign only for this machine's
//   names, `local` (mDNS names), `localhost`, the names in PUBLIC_HOST/ALLOWED_HOSTS, and the
//   private, link-local and loopback address ranges (plus this machine's own addresses outside
//   them). A certificate it signed for any other site fails verification;
// - its private key never touches the disk: it lives in memory just long enough to sign the one
//   server certificate, then is dropped. The authority is as old as that certificate (397 days at
//   most) and is made anew with the next certificate (names or addresses changed, or a month
//   before the end), when each phone trusts the new one once (/certificate says so and checks).
import crypto from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import forge from "node-forge";

const DAY = 24 * 3600 * 1000;
/** The longest Apple's and the browsers' rules accept for a server certificate. */
const SERVER_DAYS = 397;

export const httpsWanted = () => process.env.HTTPS === "1" || process.env.HTTPS === "true";
export const httpsPort = (port) => Number(process.env.HTTPS_PORT || Number(port) + 443);

/** The name of a PUBLIC_URL/PUBLIC_HOST/ALLOWED_HOSTS entry: no scheme, port, path or brackets. */
const bareName = (value) => value.trim().toLowerCase().replace(/^[a-z][a-z0-9+.-]*:\/\//, "").replace(/\/.*$/, "").replace(/^\[([^\]]*)\].*$/, "$1").replace(/^([^:]*):\d+$/, "$1");
const isIp = (name) => /^[\d.]+$/.test(name) || name.includes(":");

/** The names this server is opened by besides the machine's own: PUBLIC_URL, PUBLIC_HOST, ALLOWED_HOSTS. */
export function configuredNames() {
  const out = [];
  for (const v of [process.env.PUBLIC_URL, process.env.PUBLIC_HOST, ...(process.env.ALLOWED_HOSTS ?? "").split(",")]) {
    const name = v ? bareName(v) : "";
    if (name) out.push(name);
  }
  return out;
}

/** This machine's names and addresses: localhost, its host name (and .local), every interface's address, the configured names. */
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
  for (const extra of configuredNames()) (isIp(extra) ? ips : dns).add(extra);
  return { dns: [...dns].sort(), ips: [...ips].sort() };
}

/** The first non-loopback IPv4 address, or null. */
export function lanAddress() {
  return Object.values(os.networkInterfaces()).flat().find((a) => a && a.family === "IPv4" && !a.internal)?.address ?? null;
}

// ------------------------------------------------------------------------------- name constraints

/** Address ranges the authority may sign for, whoever's network it is on: private, link-local, loopback. */
export const PERMITTED_RANGES = ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "169.254.0.0/16", "127.0.0.0/8", "::1/128", "fc00::/7", "fe80::/10"];

const v4Bytes = (ip) => ip.split(".").map(Number);
function v6Bytes(ip) {
  const [head, tail = null] = ip.split("::");
  const part = (s) => (s ? s.split(":") : []).flatMap((g) => (g.includes(".") ? v4Bytes(g).reduce((acc, b, i) => (i % 2 ? (acc[acc.length - 1] = acc[acc.length - 1] * 256 + b, acc) : [...acc, b]), []).map((w) => w.toString(16)) : [g]));
  const h = part(head);
  const t = tail === null ? [] : part(tail);
  const groups = tail === null ? h : [...h, ...Array(8 - h.length - t.length).fill("0"), ...t];
  return groups.flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 255]);
}
const ipBytes = (ip) => (ip.includes(":") ? v6Bytes(ip) : v4Bytes(ip));
function maskBytes(bits, length) {
  return Array.from({ length }, (_, i) => (bits >= (i + 1) * 8 ? 255 : bits <= i * 8 ? 0 : (0xff << (8 - (bits - i * 8))) & 255));
}
/** Is `ip` inside `cidr`? */
export function inRange(ip, cidr) {
  const [base, bits] = cidr.split("/");
  if (ip.includes(":") !== base.includes(":")) return false;
  const a = ipBytes(ip);
  const b = ipBytes(base);
  const m = maskBytes(Number(bits), a.length);
  return a.every((x, i) => (x & m[i]) === (b[i] & m[i]));
}

/**
 * The authority's nameConstraints value (RFC 5280 4.2.1.10): permitted subtrees only, dNSName and
 * iPAddress (address and mask), built with node-forge's ASN.1 writer.
 */
function nameConstraints(names) {
  const { asn1 } = forge;
  const bytes = (list) => String.fromCharCode(...list);
  const subtree = (tag, value) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [asn1.create(asn1.Class.CONTEXT_SPECIFIC, tag, false, value)]);
  // A dNSName constraint covers the name and every name under it: "local" covers "laptop.local".
  const covered = (n) => n === "localhost" || n.endsWith(".localhost") || n.endsWith(".local");
  const dns = new Set(["local", "localhost", ...names.dns.filter((n) => !covered(n))]);
  const ranges = [...PERMITTED_RANGES, ...names.ips.filter((ip) => !PERMITTED_RANGES.some((r) => inRange(ip, r))).map((ip) => `${ip}/${ip.includes(":") ? 128 : 32}`)];
  const permitted = [
    ...[...dns].map((n) => subtree(2, n)),
    ...ranges.map((r) => {
      const [base, bits] = r.split("/");
      const b = ipBytes(base);
      return subtree(7, bytes([...b, ...maskBytes(Number(bits), b.length)]));
    }),
  ];
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, permitted)]);
}

// ------------------------------------------------------------------------------- certificates

function rsaKeys() {
  const { privateKey, publicKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048, publicKeyEncoding: { type: "spki", format: "pem" }, privateKeyEncoding: { type: "pkcs8", format: "pem" } });
  return { keyPem: privateKey, privateKey: forge.pki.privateKeyFromPem(privateKey), publicKey: forge.pki.publicKeyFromPem(publicKey) };
}

const serial = () => `01${crypto.randomBytes(15).toString("hex")}`;

/**
 * A new authority, constrained to `names` (see nameConstraints). Its key is returned to the caller
 * and written nowhere: ensureCertificates signs one certificate with it and drops it.
 */
export function makeAuthority(names, days = SERVER_DAYS + 1) {
  const keys = rsaKeys();
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serial();
  cert.validity.notBefore = new Date(Date.now() - DAY);
  cert.validity.notAfter = new Date(Date.now() + days * DAY);
  const made = new Date().toISOString().slice(0, 10);
  const subject = [{ name: "commonName", value: `Fortunes Table local authority (${os.hostname() || "this machine"}, ${made})` }, { name: "organizationName", value: "Fortunes Table" }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: "basicConstraints", cA: true, pathLenConstraint: 0, critical: true },
    { name: "keyUsage", keyCertSign: true, cRLSign: true, critical: true },
    { id: "2.5.29.30", name: "nameConstraints", critical: true, value: nameConstraints(names) },
    { name: "subjectKeyIdentifier" },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return { keyPem: keys.keyPem, certPem: forge.pki.certificateToPem(cert) };
}

/** A server certificate for `names` (DNS names and IP addresses), signed by `ca` (its cert and key PEMs). */
export function signServer(ca, names, days = SERVER_DAYS) {
  const keys = rsaKeys();
  const caCert = forge.pki.certificateFromPem(ca.certPem);
  const caKey = forge.pki.privateKeyFromPem(ca.keyPem);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serial();
  cert.validity.notBefore = new Date(Date.now() - DAY);
  cert.validity.notAfter = new Date(Date.now() + days * DAY);
  cert.setSubject([{ name: "commonName", value: names.dns.find((n) => n !== "localhost") ?? "localhost" }]);
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

/** Does the authority carry name constraints (one made before they existed does not)? */
const constrained = (caPem) => forge.pki.certificateFromPem(caPem).extensions.some((e) => e.id === "2.5.29.30");

/**
 * The authority's certificate and the server certificate under `dir`, made when missing, older
 * than a month before their end, for other names, or from an authority without name constraints
 * (whose key, if an older version left one, is removed). The authority's key is never written.
 * Returns the PEMs and what was done.
 */
export function ensureCertificates(dir = process.env.TLS_DIR || path.join(process.cwd(), "data", "tls")) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = (name) => path.join(dir, name);
  const made = [];
  const names = machineNames();
  const want = JSON.stringify(names);
  let ca = null;
  let server = null;
  if (["ca.pem", "server.pem", "server-key.pem", "server-names.json"].every((f) => fs.existsSync(file(f)))) {
    const caPem = fs.readFileSync(file("ca.pem"), "utf8");
    const certPem = fs.readFileSync(file("server.pem"), "utf8");
    const cert = forge.pki.certificateFromPem(certPem);
    const fresh = cert.validity.notAfter.getTime() - Date.now() > 30 * DAY;
    const sameNames = fs.readFileSync(file("server-names.json"), "utf8") === want;
    let sameAuthority = false;
    try {
      sameAuthority = forge.pki.certificateFromPem(caPem).verify(cert);
    } catch {
      // another authority's certificate (node-forge throws when the issuer does not match)
    }
    if (fresh && sameNames && sameAuthority && constrained(caPem)) {
      ca = { certPem: caPem };
      server = { certPem, keyPem: fs.readFileSync(file("server-key.pem"), "utf8") };
    }
  }
  if (!server) {
    const authority = makeAuthority(names);
    server = signServer(authority, names);
    ca = { certPem: authority.certPem };
    // The authority's key goes out of scope here: nothing can sign for this authority again.
    fs.writeFileSync(file("server-key.pem"), server.keyPem, { mode: 0o600 });
    fs.writeFileSync(file("server.pem"), server.certPem);
    fs.writeFileSync(file("ca.pem"), ca.certPem);
    fs.writeFileSync(file("server-names.json"), want);
    made.push("a local certificate authority (name-constrained; its key is not kept)");
    made.push(`a certificate for ${[...names.dns, ...names.ips].join(", ")}`);
  }
  // An authority key left by an earlier version (unconstrained, ten years): never kept.
  if (fs.existsSync(file("ca-key.pem"))) fs.rmSync(file("ca-key.pem"));
  return { dir, ca, server, names, made };
}

/** A certificate's SubjectPublicKeyInfo SHA-256, base64 (for Chromium's --ignore-certificate-errors-spki-list). */
export function spkiHash(certPem) {
  const der = new crypto.X509Certificate(certPem).publicKey.export({ type: "spki", format: "der" });
  return crypto.createHash("sha256").update(der).digest("base64");
}

/**
 * Starts the HTTPS server beside the plain one, with the same request handler and the same
 * timeouts (`options`: headersTimeout, requestTimeout, …). Sets HTTPS_PORT in this process, so the
 * app builds its invite links with the HTTPS address.
 */
export function startHttps({ handler, host, port, options = {}, onListening }) {
  const tls = ensureCertificates();
  const securePort = httpsPort(port);
  process.env.HTTPS = "1";
  process.env.HTTPS_PORT = String(securePort);
  process.env.TLS_DIR = tls.dir;
  for (const what of tls.made) console.log(`[https] made ${what} (in ${tls.dir})`);
  const server = https.createServer({ ...options, key: tls.server.keyPem, cert: `${tls.server.certPem}${tls.ca.certPem}` }, handler);
  // HTTPS is for the phones on the LAN: on loopback alone it would serve nobody (localhost is already
  // secure), so it listens on every interface unless the plain server names one (or HTTPS_HOST says).
  const loopback = host === "127.0.0.1" || host === "localhost" || host === "::1";
  const bind = process.env.HTTPS_HOST || (loopback ? "" : host);
  process.env.HTTPS_HOST = bind;
  server.listen(securePort, bind || undefined, () => onListening?.(server));
  return server;
}
