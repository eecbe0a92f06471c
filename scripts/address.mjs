// Where the phones at the table reach this server: the address Invite's QR code, the display link
// and every join link use, and the one `npm start` prints (with a QR code) when it starts.
// Plain JavaScript so scripts/serve.mjs can use it before Next.js runs; server/address.ts wraps it
// for requests.
//
// What the server listens on is what scripts/serve.mjs records in its own environment once it
// listens: LISTEN_HOST (an address; "::" or "0.0.0.0" for every interface), PORT, and with
// HTTPS=1 HTTPS_PORT and HTTPS_HOST. The operator may name the public address outright:
//   PUBLIC_URL=https://tarot.example.org   (behind a TLS proxy: the whole base, used as it is)
//   PUBLIC_HOST=laptop.local                (a name or address for this machine; scheme and port are the server's)
import os from "node:os";

export const isLoopbackName = (name) => name === "localhost" || name.endsWith(".localhost") || /^127(\.\d{1,3}){3}$/.test(name) || name === "::1" || name === "::ffff:127.0.0.1";
export const isWildcard = (host) => !host || host === "0.0.0.0" || host === "::";
const bracket = (host) => (host.includes(":") ? `[${host}]` : host);

/** The first non-loopback IPv4 address of this machine, or null (no network). */
export function lanAddress() {
  return Object.values(os.networkInterfaces()).flat().find((a) => a && a.family === "IPv4" && !a.internal)?.address ?? null;
}

/** "name:port" / "[v6]:port" / "name" → { name, port } (name lower case, no brackets). */
export function splitHost(header) {
  const h = String(header ?? "").trim().toLowerCase();
  const v6 = /^\[([^\]]*)\](?::(\d+))?$/.exec(h);
  if (v6) return { name: v6[1], port: v6[2] ? Number(v6[2]) : null };
  const m = /^([^:]*)(?::(\d+))?$/.exec(h);
  return m ? { name: m[1].replace(/\.$/, ""), port: m[2] ? Number(m[2]) : null } : { name: h, port: null };
}

/** What this process listens on, as serve.mjs recorded it (host null: not known, e.g. `next start`). */
export function listening(env = process.env) {
  const httpsOn = env.HTTPS === "1" || env.HTTPS === "true";
  const httpsPort = Number(env.HTTPS_PORT);
  return {
    host: env.LISTEN_HOST ?? null,
    port: Number(env.PORT) || null,
    https: httpsOn && Number.isInteger(httpsPort) && httpsPort > 0 ? { host: env.HTTPS_HOST ?? "", port: httpsPort } : null,
  };
}

/** Does a listener bound to `host` answer only this machine? */
export const loopbackOnly = (host) => host !== null && !isWildcard(host) && isLoopbackName(host);

const base = (scheme, name, port) => `${scheme}://${bracket(name)}${port && !((scheme === "http" && port === 80) || (scheme === "https" && port === 443)) ? `:${port}` : ""}`;

/**
 * The address other devices open.
 *   request: the host device's request ({ host: Host header, scheme: "http" | "https" }), or null at start.
 * Returns { url, reachable, why }:
 *   why "public-url"    PUBLIC_URL, as given
 *   why "public-host"   PUBLIC_HOST with this server's scheme and port
 *   why "request"       the name the host device itself used (not a loopback one: others can use it too)
 *   why "network"       this machine's network address (the host device is on the machine itself)
 *   why "loopback-only" not reachable: the server listens on this machine only (LISTEN_HOST=127.0.0.1)
 *   why "no-network"    not reachable: this machine has no network address now
 */
export function phoneAddress(request, env = process.env) {
  if (env.PUBLIC_URL) return { url: env.PUBLIC_URL.trim().replace(/\/+$/, ""), reachable: true, why: "public-url" };
  const l = listening(env);
  const asked = request ? splitHost(request.host) : null;
  // HTTPS on: the phones use it (the camera needs it), on its own listener.
  const scheme = l.https ? "https" : request?.scheme === "https" ? "https" : "http";
  const bound = l.https ? l.https.host : l.host;
  const port = l.https ? l.https.port : asked?.port ?? l.port;
  if (env.PUBLIC_HOST) {
    const given = splitHost(env.PUBLIC_HOST);
    return { url: base(scheme, given.name, given.port ?? port), reachable: true, why: "public-host" };
  }
  if (asked?.name && !isLoopbackName(asked.name)) {
    // The name the host device came by (a proxy's public name keeps the port the Host header says).
    return { url: base(scheme, asked.name, l.https ? port : asked.port), reachable: true, why: "request" };
  }
  const own = base(scheme, asked?.name || "localhost", port);
  if (loopbackOnly(bound)) return { url: own, reachable: false, why: "loopback-only" };
  const specific = bound && !isWildcard(bound) ? bound : null;
  const lan = specific ?? lanAddress();
  if (!lan) return { url: own, reachable: false, why: "no-network" };
  return { url: base(scheme, lan, port), reachable: true, why: "network" };
}
