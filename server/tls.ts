/**
 * What the app knows of HTTPS on the LAN (scripts/https.mjs starts it with `HTTPS=1 npm start` and
 * sets HTTPS_PORT in the server's process): whether it is on, and the local certificate authority
 * phones download from /certificate. Its address for other devices: server/address.ts.
 */
import { X509Certificate } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The HTTPS port when HTTPS is on in this server, else null. */
export function httpsPort(): number | null {
  const on = process.env.HTTPS === "1" || process.env.HTTPS === "true";
  const port = Number(process.env.HTTPS_PORT);
  return on && Number.isInteger(port) && port > 0 ? port : null;
}

export interface Authority { pem: string; der: Buffer; fingerprint: string; subject: string; notBefore: string; notAfter: string }

/** The local certificate authority (data/tls/ca.pem, or TLS_DIR), or null when none was made. */
export function authority(): Authority | null {
  const file = path.join(process.env.TLS_DIR || path.join(process.cwd(), "data", "tls"), "ca.pem");
  try {
    const pem = fs.readFileSync(file, "utf8");
    const cert = new X509Certificate(pem);
    return { pem, der: cert.raw, fingerprint: cert.fingerprint256, subject: cert.subject.replace(/\n/g, ", "), notBefore: cert.validFrom, notAfter: cert.validTo };
  } catch {
    return null;
  }
}
