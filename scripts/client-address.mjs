// Who the client is, for the per-address limits (server/limits.ts): the connection's own address,
// or behind a trusted proxy (TRUST_PROXY=N, the number of proxies in front of the app, e.g. 1 for
// the hosted recipe's Caddy) the address the outermost of them saw, taken from X-Forwarded-For
// counting N entries from the right (entries further left are whatever the client wrote and are
// never trusted). Set TRUST_PROXY only when the app can be reached through the proxy alone:
// anyone who can reach it directly could write any X-Forwarded-For.
// Shared by scripts/serve.mjs (pages, the live stream) and app/api/dispatch.ts (the JSON API).

/** The header the server sets to the client's address; any the client sent is removed first. */
export const CLIENT_ADDRESS_HEADER = "x-ft-client-address";

/** How many proxies are trusted: TRUST_PROXY=1 (or true/yes) → 1, a number → that many, else 0. */
export function trustedProxies(env = process.env) {
  const v = String(env.TRUST_PROXY ?? "").trim().toLowerCase();
  if (v === "true" || v === "yes") return 1;
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 10) : 0;
}

/**
 * The client's address for a request from `remoteAddress` with the given X-Forwarded-For value(s);
 * null when there is none (a closed socket).
 */
export function clientAddressOf(remoteAddress, forwardedFor, env = process.env) {
  const hops = trustedProxies(env);
  if (hops > 0 && forwardedFor) {
    const list = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : String(forwardedFor))
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const entry = list[list.length - hops];
    if (entry && /^[0-9a-fA-F:.[\]%]{2,64}$/.test(entry)) return entry.replace(/^\[|\]$/g, "");
  }
  return remoteAddress || null;
}
