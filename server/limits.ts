/**
 * Fair shares: how much one device and one network address may ask of the server, so that no one
 * client slows, floods or locks out the others. Every number is named here, documented in
 * docs/limits.md, and may be changed with an environment variable `LIMIT_<NAME>=points/seconds`
 * (e.g. `LIMIT_WRITES_PER_DEVICE=600/60`); `RATE_LIMIT_SCALE` multiplies every rate (benches that
 * play a hundred tables from one address set it; never needed at a real table).
 *
 * The counters are rate-limiter-flexible's: in memory by default, in PostgreSQL (one table,
 * `ft_rate_limit`) when DATABASE_URL is PostgreSQL, so several instances share one budget; an
 * unreachable store falls back to memory counters (`insuranceLimiter`) rather than refusing or
 * letting everything through. Each window starts at a key's first request (the library's
 * "enhanced fixed window"), so resets are spread over clients rather than all at one minute mark.
 *
 * Who is counted:
 * - a device: the table credential a request carries (cookie `ft_<game>` or bearer), checked
 *   against the database (cached, server/devices.ts); for routes outside one table (new games,
 *   joins, journal entries) the first device cookie of any table that checks out;
 * - an address: the connection's, set by the server (app/api/dispatch.ts, scripts/serve.mjs;
 *   behind a trusted proxy, TRUST_PROXY, see scripts/client-address.mjs). IPv6 addresses are counted
 *   per /64, the block one machine gets; IPv4-mapped IPv6 addresses as IPv4. A request without an
 *   address is one made in this process (tests, scripts): it is counted per device only, except
 *   for wrong join codes, which share one bucket ("unknown").
 *
 * A request over a limit is answered before its body is read and before anything is written:
 * 429 with `Retry-After` (seconds) and `{ error, id }` in plain words.
 */
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import pg from "pg";
import { databaseKind, databaseUrl } from "./db";

import { CLIENT_ADDRESS_HEADER } from "@/scripts/client-address.mjs";

/** The header the server sets to the client's address (any the client sent is removed first). */
export { CLIENT_ADDRESS_HEADER };

export interface LimitSpec {
  /** Environment variable: LIMIT_<env>=points/seconds. */
  env: string;
  points: number;
  seconds: number;
  /** Once over the limit, refused for this long (seconds) even after the window ends. */
  blockSeconds?: number;
  /** What the client is told (the wait is added). */
  error: string;
  id: string;
}

const spec = (env: string, points: number, seconds: number, error: string, id: string, blockSeconds?: number): LimitSpec => ({ env, points, seconds, error, id, blockSeconds });

/** Every rate limit, by name. docs/limits.md lists them with the reasoning behind each number. */
export const LIMITS = {
  /** Writes at a table (actions, undo, devices, shares) by one device. */
  writesPerDevice: spec("WRITES_PER_DEVICE", 600, 60, "This device is sending changes faster than any table plays.", "limit/writes"),
  /** Writes with a device credential from one address (several devices of one household or club). */
  writesPerAddress: spec("WRITES_PER_ADDRESS", 3000, 60, "Too many changes from this network address just now.", "limit/writes"),
  /** Writes without a device credential from one address: new games, joins, journal entries, replays, imports, refused credentials. */
  anonymousWritesPerAddress: spec("ANON_WRITES_PER_ADDRESS", 120, 60, "Too many requests from this network address just now.", "limit/writes"),
  gamesPerDevice: spec("GAMES_PER_DEVICE", 20, 600, "This device has started many games in the last few minutes.", "limit/games"),
  gamesPerAddress: spec("GAMES_PER_ADDRESS", 60, 600, "Many games were started from this network address in the last few minutes.", "limit/games"),
  joinsPerDevice: spec("JOINS_PER_DEVICE", 20, 600, "This device has joined many tables in the last few minutes.", "limit/joins"),
  joinsPerAddress: spec("JOINS_PER_ADDRESS", 60, 600, "Many devices joined tables from this network address in the last few minutes.", "limit/joins"),
  readingsPerDevice: spec("READINGS_PER_DEVICE", 60, 600, "This device has saved many readings in the last few minutes.", "limit/readings"),
  readingsPerAddress: spec("READINGS_PER_ADDRESS", 120, 600, "Many readings were saved from this network address in the last few minutes.", "limit/readings"),
  /** Live streams opened (GET …/stream) by one device: a page reconnecting opens one every 2 s at most. */
  streamOpensPerDevice: spec("STREAM_OPENS_PER_DEVICE", 60, 60, "This device is opening the table's live updates over and over.", "stream/too-often"),
  /** …and from one address. */
  streamOpensPerAddress: spec("STREAM_OPENS_PER_ADDRESS", 300, 60, "Live updates are being opened too often from this network address.", "stream/too-often"),
  /** Wrong join codes from one address: then that address is refused every code for blockSeconds. */
  joinWrongPerAddress: spec("JOIN_WRONG_PER_ADDRESS", 20, 600, "Too many wrong codes from this network address.", "join/too-many", 600),
  /** …and per day, so that the most any address can try is 100 codes a day (docs/limits.md, guessing a code). */
  joinWrongPerAddressDay: spec("JOIN_WRONG_PER_ADDRESS_DAY", 100, 86_400, "Too many wrong codes from this network address today.", "join/too-many", 86_400),
  /** Wrong join codes aimed at one table (the request names it, or carries one of its device cookies). */
  joinWrongPerTable: spec("JOIN_WRONG_PER_TABLE", 30, 600, "Too many wrong codes were tried at this table.", "join/too-many", 600),
  /** Taught decks made (POST /api/decks) by one browser (its deck cookie) and from one address. */
  decksPerBrowser: spec("DECKS_PER_BROWSER", 20, 600, "This browser has made many decks in the last few minutes.", "limit/decks"),
  decksPerAddress: spec("DECKS_PER_ADDRESS", 40, 600, "Many decks were made from this network address in the last few minutes.", "limit/decks"),
  /** Teaching photos (POST /api/decks/<id>/photos: each costs the server 1–5 s of work) by one browser and from one address. */
  deckPhotosPerBrowser: spec("DECK_PHOTOS_PER_BROWSER", 120, 600, "This browser has sent many teaching photos in the last few minutes.", "limit/deck-photos"),
  deckPhotosPerAddress: spec("DECK_PHOTOS_PER_ADDRESS", 240, 600, "Many teaching photos were sent from this network address in the last few minutes.", "limit/deck-photos"),
} as const;

export type LimitName = keyof typeof LIMITS;

/** The spec in force: the default, or LIMIT_<env> = "points/seconds", times RATE_LIMIT_SCALE. */
export function limitOf(name: LimitName): { points: number; seconds: number; blockSeconds: number } {
  const s = LIMITS[name];
  let { points, seconds } = s;
  const set = process.env[`LIMIT_${s.env}`]?.match(/^\s*(\d+)\s*(?:\/\s*(\d+)\s*)?$/);
  if (set) {
    points = Number(set[1]);
    if (set[2]) seconds = Number(set[2]);
  }
  const scale = Number(process.env.RATE_LIMIT_SCALE);
  if (Number.isFinite(scale) && scale > 0) points = Math.max(1, Math.round(points * scale));
  return { points, seconds: Math.max(1, seconds), blockSeconds: s.blockSeconds ?? 0 };
}

// ------------------------------------------------------------------------------------------ addresses

/**
 * The key an address is counted under: IPv4 as is (also when written as IPv4-mapped IPv6), IPv6
 * by its /64 (one machine may take any address of its /64 at no cost), null when unknown.
 */
export function addressKey(raw: string | null | undefined): string | null {
  const a = raw?.trim().toLowerCase().replace(/^\[|\]$/g, "").split("%")[0];
  if (!a) return null;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(a);
  if (mapped) return mapped[1]!;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(a)) return a;
  if (!a.includes(":")) return null;
  const [head, tail] = a.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  if (groups.length < 4 || groups.some((g) => !/^[0-9a-f]{0,4}$/.test(g) && !/^\d{1,3}(\.\d{1,3}){3}$/.test(g))) return null;
  return `${groups.slice(0, 4).map((g) => (g.replace(/^0+/, "") || "0")).join(":")}::/64`;
}

/** The request's client address as counted (see addressKey), or null for an in-process request. */
export const clientAddress = (request: Request) => addressKey(request.headers.get(CLIENT_ADDRESS_HEADER));

// ------------------------------------------------------------------------------------------ counters

type Pool = pg.Pool;
type Counters = { url: string; byName: Map<LimitName, RateLimiterAbstract>; pool?: Pool; ready?: Promise<boolean> };

const TABLE = "ft_rate_limit";
const holder = globalThis as typeof globalThis & { __ftLimits?: Counters };

function memory(name: LimitName) {
  const l = limitOf(name);
  return new RateLimiterMemory({ keyPrefix: name, points: l.points, duration: l.seconds, blockDuration: l.blockSeconds });
}

function counters(): Counters {
  let url = "";
  try {
    url = databaseUrl();
  } catch {
    url = "";
  }
  if (holder.__ftLimits?.url !== url) {
    void holder.__ftLimits?.pool?.end().catch(() => {});
    holder.__ftLimits = { url, byName: new Map() };
  }
  return holder.__ftLimits;
}

/**
 * The counter of one limit: PostgreSQL's store (with a memory fallback) when the database is
 * PostgreSQL, else memory. The store's table is made once, before its first counter is used (the
 * library would make it in the background, and counts taken meanwhile would go to the fallback).
 */
async function counter(name: LimitName): Promise<RateLimiterAbstract> {
  const c = counters();
  const known = c.byName.get(name);
  if (known) return known;
  let postgres = false;
  try {
    postgres = !!c.url && databaseKind(c.url) === "postgresql";
  } catch {
    postgres = false;
  }
  if (postgres) {
    c.pool ??= makePool(c.url);
    const pool = c.pool;
    c.ready ??= pool
      .query(`CREATE TABLE IF NOT EXISTS ${TABLE} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`)
      .then(() => true)
      .catch((e: { code?: string }) => e?.code === "23505" || e?.code === "42P07");
    postgres = await c.ready;
    if (c.byName.has(name)) return c.byName.get(name)!;
  }
  let limiter: RateLimiterAbstract;
  if (postgres) {
    const l = limitOf(name);
    limiter = new RateLimiterPostgres(
      {
        storeClient: c.pool,
        storeType: "pool",
        tableName: TABLE,
        tableCreated: true,
        keyPrefix: name,
        points: l.points,
        duration: l.seconds,
        blockDuration: l.blockSeconds,
        // Keys over the limit are refused from memory, without a round trip per request.
        inMemoryBlockOnConsumed: l.points + 1,
        inMemoryBlockDuration: l.blockSeconds || l.seconds,
        insuranceLimiter: memory(name),
      },
      () => {},
    );
  } else limiter = memory(name);
  c.byName.set(name, limiter);
  return limiter;
}

function makePool(url: string) {
  // A small pool of its own (pg is already a dependency): counters never wait behind game writes.
  const parsed = new URL(url);
  const schema = parsed.searchParams.get("schema");
  parsed.searchParams.delete("schema");
  const pool = new pg.Pool({ connectionString: parsed.toString(), max: 4, ...(schema ? { options: `-c search_path="${schema.replace(/"/g, "")}"` } : {}) });
  pool.on("error", () => {});
  return pool;
}

/** Forgets every count (tests; a changed LIMIT_* variable takes effect too). */
export async function resetLimits(): Promise<void> {
  const c = holder.__ftLimits;
  holder.__ftLimits = undefined;
  if (c?.pool) {
    try {
      await c.pool.query(`DELETE FROM ${TABLE}`).catch(() => {});
    } finally {
      await c.pool.end().catch(() => {});
    }
  }
}

// ------------------------------------------------------------------------------------------ taking

export interface Charge {
  name: LimitName;
  key: string;
}

export type Taken = { ok: true; refund(): Promise<void> } | { ok: false; name: LimitName; retryAfter: number };

const waitOf = (res: unknown) => Math.max(1, Math.ceil((res instanceof RateLimiterRes ? res.msBeforeNext : 1000) / 1000));

/**
 * Takes one point from each counter, all or none: when any refuses, the points the others gave are
 * given back, and the answer names the refusing limit and how long to wait.
 */
export async function take(charges: readonly Charge[]): Promise<Taken> {
  if (charges.length === 0) return { ok: true, refund: async () => {} };
  const results = await Promise.allSettled(charges.map(async (c) => (await counter(c.name)).consume(c.key, 1)));
  const refused = results.findIndex((r) => r.status === "rejected" && r.reason instanceof RateLimiterRes);
  const giveBack = async (which: (r: PromiseSettledResult<RateLimiterRes>) => boolean) => {
    await Promise.all(charges.map(async (c, i) => (which(results[i]!) ? (await counter(c.name)).reward(c.key, 1).catch(() => {}) : null)));
  };
  if (refused >= 0) {
    let wait = 0;
    let name: LimitName = charges[refused]!.name;
    results.forEach((r, i) => {
      if (r.status === "rejected" && r.reason instanceof RateLimiterRes && waitOf(r.reason) >= wait) {
        wait = waitOf(r.reason);
        name = charges[i]!.name;
      }
    });
    await giveBack((r) => r.status === "fulfilled");
    return { ok: false, name, retryAfter: wait };
  }
  // A store error with no fallback (should not happen: every store counter has one) lets the request through.
  return { ok: true, refund: () => giveBack((r) => r.status === "fulfilled") };
}

/** Gives one point back to each counter (a counted request that then made nothing). */
export async function giveBack(charges: readonly Charge[]): Promise<void> {
  await Promise.all(charges.map(async (c) => (await counter(c.name)).reward(c.key, 1).catch(() => {})));
}

/** How long an over-limit key must still wait (0: it may go on), without taking a point. */
export async function blockedFor(name: LimitName, key: string): Promise<number> {
  const l = limitOf(name);
  try {
    const res = await (await counter(name)).get(key);
    if (!res || res.consumedPoints <= l.points) return 0;
    return waitOf(res);
  } catch {
    return 0;
  }
}

/**
 * Counts one point against a key (a failure). The point that reaches the limit blocks the key for
 * the limit's block time (or the rest of its window), so the next request is refused.
 */
export async function count(name: LimitName, key: string): Promise<void> {
  try {
    const res = await (await counter(name)).consume(key, 1);
    if (res.remainingPoints <= 0) await block(name, key);
  } catch {
    // Over the limit already: blocked.
  }
}

/** Blocks a key at once for the limit's block time (or its window). */
export async function block(name: LimitName, key: string): Promise<void> {
  const l = limitOf(name);
  await (await counter(name)).block(key, l.blockSeconds || l.seconds).catch(() => {});
}

const minutes = (s: number) => (s < 90 ? `${s} second${s === 1 ? "" : "s"}` : s < 5400 ? `${Math.ceil(s / 60)} minutes` : `${Math.ceil(s / 3600)} hours`);

/** The answer to a request over a limit: 429, Retry-After, `{ error, id }`. */
export function tooMany(name: LimitName, retryAfter: number, status: 429 | 503 = 429): Response {
  const s = LIMITS[name];
  return Response.json(
    { error: `${s.error} Wait ${minutes(retryAfter)} and try again.`, id: s.id, retryAfter },
    { status, headers: { "retry-after": String(retryAfter), "cache-control": "no-store" } },
  );
}
