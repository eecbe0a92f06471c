/**
 * What the app knows of HTTPS on the LAN (scripts/https.mjs starts it with `HTTPS=1 npm start` and
 * sets HTTPS_PORT in the server's process): whether it is on, its address for other devices, and
 * the local certificate authority phones download from /certificate.
 */
import { X509Certificate } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The HTTPS port when HTTPS is on in this server, else null. */
export function httpsPort(): number | null {
  const on = process.env.HTTPS === "1" || process.env.HTTPS === "true";
  const port = Number(process.env.HTTPS_PORT);
  return on && Number.isInteger(port) && port > 0 ? port : null;
}

const isLoopback = (name: string) => name === "localhost" || name.startsWith("127.") || name === "::1";

/** This machine's first non-loopback IPv4 address, or null. */
export function lanAddress(): string | null {
  return Object.values(os.networkInterfaces()).flat().find((a) => a && a.family === "IPv4" && !a.internal)?.address ?? null;
}

/**
 * The address other devices open, from the Host the request came by: its name (a loopback name
 * becomes the machine's network address), with HTTPS and its port when HTTPS is on, else the
 * request's own scheme and port.
 */
export function publicBase(hostHeader: string, requestProto: string): string {
  const name = hostHeader.replace(/:\d+$/, "").replace(/^\[|\]$/g, "");
  const port = /:(\d+)$/.exec(hostHeader)?.[1];
  const lan = isLoopback(name) ? lanAddress() : null;
  const shown = lan ?? name;
  const host = shown.includes(":") ? `[${shown}]` : shown;
  const secure = httpsPort();
  if (secure) return `https://${host}:${secure}`;
  return `${requestProto}://${host}${port ? `:${port}` : ""}`;
}

export interface Authority { pem: string; der: Buffer; fingerprint: string; subject: string; notAfter: string }

/** The local certificate authority (data/tls/ca.pem, or TLS_DIR), or null when none was made. */
export function authority(): Authority | null {
  const file = path.join(process.env.TLS_DIR || path.join(process.cwd(), "data", "tls"), "ca.pem");
  try {
    const pem = fs.readFileSync(file, "utf8");
    const cert = new X509Certificate(pem);
    return { pem, der: cert.raw, fingerprint: cert.fingerprint256, subject: cert.subject.replace(/\n/g, ", "), notAfter: cert.validTo };
  } catch {
    return null;
  }
}
