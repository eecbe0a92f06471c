/**
 * `npm run bench:api`: a bounded load test of the JSON API over loopback.
 *
 * Starts the app on a free 127.0.0.1 port with a fresh database, then
 *   1. creates TABLES Fortunes games one after another (an idle create);
 *   2. plays them at once, open loop: every table (each at another point of its deal) sends its next
 *      action (a card of a random legal deal, with expectedSeq as the app does) every TABLES/RATE
 *      seconds, for SECONDS; latency is
 *      measured from when the action was due, so a slow server cannot hide its queue; a new game is
 *      created every 200 ms meanwhile, and each table starts a new game when its deal is done;
 *   3. plays them as fast as they go (closed loop, one action in flight per table) for 5 s (--closed).
 * Prints one Markdown row per phase, stops the server and deletes the database. Never runs longer
 * than 3 minutes (--watchdog SECONDS: a busy shared machine may need more) and never talks to
 * anything but 127.0.0.1.
 *
 * Options (env or --flags): --db sqlite|postgresql (PostgreSQL: BENCH_PG_URL or PG_TEST_URL, an
 * admin URL; a new database is made and dropped), --server app|next|harness (app: what `npm start`
 * serves, the default when a build exists; next: plain `next start`; harness: the API's route
 * handlers through tsx, no build), --tables 100, --rate 1000, --seconds 10, --root DIR (serve another
 * checkout with its own migrations, e.g. an older commit from `git worktree add /tmp/old <commit>`,
 * to compare side by side with the same load generator: docs/performance.md), --keys (each action
 * with an Idempotency-Key, as the app's outbox sends it; without, none, as other clients may). The server runs with
 * RATE_LIMIT_SCALE=1000: one address plays every table here, which the per-address limits are for.
 *
 * Besides latency, each row gives the server's CPU per action served (its user + system time over
 * the phase divided by the actions): on a machine shared with other work the wall-clock figures
 * swing with the neighbours' load, the CPU an action costs much less.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { deployMigrations } from "../scripts/prisma/deploy.mjs";
import { prng, randomLegalDeal } from "../lib/games/fortunes/random";
import { hasBuild, ROOT as OWN_ROOT, startServer, type ServerKind, type ServerProcess } from "../test/helpers/server-process";
import { migrationsDirFor } from "../scripts/prisma/deploy.mjs";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : (process.env[`BENCH_${name.toUpperCase()}`] ?? fallback);
};
const DB = arg("db", "sqlite") as "sqlite" | "postgresql";
const ROOT = path.resolve(arg("root", OWN_ROOT));
const SERVER = arg("server", hasBuild(ROOT) ? "app" : "harness") as ServerKind;
const TABLES = Number(arg("tables", "100"));
const RATE = Number(arg("rate", "1000"));
const SECONDS = Number(arg("seconds", "10"));
/** --closed SECONDS: how long the closed loop runs (5 s by default; longer runs average out a shared machine's bursts). */
const MAX_SECONDS = Number(arg("closed", "5"));
/** --keys: each action carries an Idempotency-Key, as the app's outbox sends (the server then checks and stores it). */
const KEYS = process.argv.includes("--keys") || process.env.BENCH_KEYS === "1";
const PLAYERS = ["Ann", "Ben", "Cat", "Dan"];

const WATCHDOG = Number(arg("watchdog", "180"));
const watchdog = setTimeout(() => {
  console.error(`bench:api: over ${WATCHDOG} s, stopping`);
  void cleanup().finally(() => process.exit(1));
}, WATCHDOG * 1000);

// -------------------------------------------------------------------------------------- database

/** The migrations of the checkout served (another checkout's own with --root). */
const migrationsOf = (url: string) => path.join(ROOT, path.relative(OWN_ROOT, migrationsDirFor(url)));

let dropDb: () => Promise<void> = async () => {};

async function makeDatabase(): Promise<string> {
  if (DB === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fortunes-bench-"));
    dropDb = async () => fs.rmSync(dir, { recursive: true, force: true });
    const url = `file:${path.join(dir, "bench.db")}`;
    await deployMigrations({ url, dir: migrationsOf(url) });
    return url;
  }
  const admin = process.env.BENCH_PG_URL ?? process.env.PG_TEST_URL;
  if (!admin) throw new Error("--db postgresql needs BENCH_PG_URL (or PG_TEST_URL): postgresql://user@127.0.0.1:port/postgres");
  const host = new URL(admin).hostname;
  if (host !== "127.0.0.1" && host !== "localhost" && host !== "::1") throw new Error("bench:api only talks to loopback");
  const { default: pg } = await import("pg");
  const name = `fortunes_bench_${crypto.randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  dropDb = () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  await deployMigrations({ url: url.toString(), dir: migrationsOf(url.toString()) });
  return url.toString();
}

// ------------------------------------------------------------------------------------------ http

let server: ServerProcess | undefined;
const agent = new http.Agent({ keepAlive: true, maxSockets: TABLES + 16 });

/**
 * The cookies a host's browser sends: its browser cookie (`ft_browser`, set by its first create,
 * so every game after is made in the same circle, as from a host's phone) with every request, and
 * each game's host cookie (the device that made it) with that game's requests only.
 */
const cookies = new Map<string, string>();
const gameCookie = (pathname: string) => {
  const id = /^\/api\/games\/([0-9a-f-]{36})/.exec(pathname)?.[1];
  const sent = [cookies.get("ft_browser"), id ? cookies.get(`ft_${id.replace(/-/g, "")}`) : undefined].filter(Boolean);
  return sent.length ? { cookie: sent.join("; ") } : {};
};

function call(method: "GET" | "POST", pathname: string, body?: unknown, extra: Record<string, string> = {}): Promise<{ status: number; json: any }> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      { host: "127.0.0.1", port: server!.port, method, path: pathname, agent, headers: { ...(data ? { "content-type": "application/json", "content-length": Buffer.byteLength(data) } : {}), ...gameCookie(pathname), ...extra } },
      (res) => {
        for (const line of res.headers["set-cookie"] ?? []) {
          const pair = line.split(";")[0]!;
          cookies.set(pair.slice(0, pair.indexOf("=")), pair);
        }
        const chunks: Buffer[] = [];
        res.on("error", reject);
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: unknown = null;
          try {
            json = JSON.parse(text);
          } catch {
            json = text;
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

// ----------------------------------------------------------------------------------------- tables

const rand = prng(14_2026);
const dealActions = () => {
  const d = randomLegalDeal(rand, 0);
  return [{ type: "setAside", cards: d.discards }, ...d.tricks.flat().map((card) => ({ type: "play", card }))];
};

interface Table {
  id: string;
  seq: number;
  actions: { type: string }[];
  next: number;
}

async function createTable(): Promise<{ table: Table; ms: number }> {
  const t0 = performance.now();
  const r = await call("POST", "/api/games", { game: "fortunes", players: PLAYERS, dealer: "Ann" });
  const ms = performance.now() - t0;
  if (r.status !== 201) throw new Error(`create: ${r.status} ${JSON.stringify(r.json)}`);
  return { table: { id: r.json.id, seq: 1, actions: dealActions(), next: 0 }, ms };
}

/** One action of a table; a finished deal makes the table start a new game. */
async function step(tables: Table[], i: number, creates: number[]): Promise<number> {
  const t = tables[i]!;
  if (t.next >= t.actions.length) {
    const { table, ms } = await createTable();
    creates.push(ms);
    tables[i] = table;
    return step(tables, i, creates);
  }
  const r = await call("POST", `/api/games/${t.id}/actions`, { ...t.actions[t.next], expectedSeq: t.seq }, KEYS ? { "idempotency-key": crypto.randomUUID() } : {});
  if (r.status !== 200) return r.status;
  t.seq = r.json.seq;
  t.next++;
  return 200;
}

// ------------------------------------------------------------------------------------------ stats

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : NaN);
const ms = (v: number) => (Number.isFinite(v) ? (v < 10 ? v.toFixed(1) : v.toFixed(0)) : "–");

function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(stat[11]) + Number(stat[12])) / 100; // utime + stime, clock ticks
  } catch {
    return NaN;
  }
}

interface Row {
  phase: string;
  actions: number;
  seconds: number;
  lat: number[];
  errors: Map<number, number>;
  creates: number[];
  cpu: number;
}

function print(rows: Row[]) {
  const where = ROOT === OWN_ROOT ? "" : ` · ${ROOT}`;
  const head = `| ${DB}${KEYS ? " · Idempotency-Key on each action" : ""} · ${SERVER === "app" ? "npm start (serve.mjs)" : SERVER === "next" ? "plain next start" : "route handlers (tsx)"} · ${TABLES} tables${where} | actions/s | p50 | p90 | p99 | max | errors | create p50 / max (n) | server CPU | CPU per action |`;
  console.log(`\n${head}\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |`);
  for (const r of rows) {
    const s = [...r.lat].sort((a, b) => a - b);
    const c = [...r.creates].sort((a, b) => a - b);
    const errors = [...r.errors].map(([k, v]) => `${v}×${k}`).join(", ") || "0";
    console.log(
      `| ${r.phase} | ${Math.round(r.actions / r.seconds)} | ${ms(pct(s, 0.5))} ms | ${ms(pct(s, 0.9))} ms | ${ms(pct(s, 0.99))} ms | ${ms(s[s.length - 1] ?? NaN)} ms | ${errors} | ${c.length ? `${ms(pct(c, 0.5))} / ${ms(c[c.length - 1]!)} ms (${c.length})` : "–"} | ${Number.isFinite(r.cpu) ? `${Math.round((r.cpu / r.seconds) * 100)}%` : "–"} | ${Number.isFinite(r.cpu) && r.actions ? `${((r.cpu * 1000) / r.actions).toFixed(2)} ms` : "–"} |`,
    );
  }
  console.log(`\n${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), Node ${process.versions.node}; load generator in the same machine.`);
}

// ------------------------------------------------------------------------------------------- run

async function cleanup() {
  agent.destroy();
  // BENCH_PROFILE=1: the server runs with --cpu-prof and is stopped gently, so it writes its profile.
  await (process.env.BENCH_PROFILE ? server?.stop() : server?.kill())?.catch(() => {});
  await dropDb().catch(() => {});
}

async function main() {
  const url = await makeDatabase();
  server = await startServer({
    kind: SERVER,
    root: ROOT,
    databaseUrl: url,
    timeoutMs: (WATCHDOG * 1000) / 3, // starting up on a busy machine
    nodeArgs: process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(".tmp/cpu-api")}`] : [],
    // A hundred tables from one address and one process: the fair-share limits (docs/limits.md)
    // are raised, not turned off, so their cost is still in these figures (bench:abuse measures them).
    env: { RATE_LIMIT_SCALE: "1000" },
  });
  const rows: Row[] = [];

  // 1. Creates, idle.
  const tables: Table[] = [];
  const idleCreates: number[] = [];
  for (let i = 0; i < TABLES; i++) {
    const { table, ms } = await createTable();
    tables.push(table);
    idleCreates.push(ms);
  }
  // Warm up, and spread the tables over their deals as at real tables (not all ending a deal at
  // once): table i first plays i × 77 / TABLES actions of its deal.
  await Promise.all(
    tables.map(async (_, i) => {
      for (let k = 0; k <= Math.floor((i * 77) / TABLES); k++) await step(tables, i, []);
    }),
  );
  rows.push({ phase: `${TABLES} creates, one at a time`, actions: 0, seconds: 1, lat: [], errors: new Map(), creates: idleCreates, cpu: NaN });

  // 2. Open loop at RATE actions/s.
  {
    const interval = (TABLES / RATE) * 1000;
    const lat: number[] = [];
    const errors = new Map<number, number>();
    const creates: number[] = [];
    const start = performance.now() + 50;
    const end = start + SECONDS * 1000;
    const cpu0 = cpuSeconds(server.child.pid);
    const sleep = (until: number) => new Promise((r) => setTimeout(r, Math.max(0, until - performance.now())));
    const creator = (async () => {
      for (let due = start; due < end; due += 200) {
        await sleep(due);
        const t0 = performance.now();
        const r = await call("POST", "/api/games", { game: "fortunes", players: PLAYERS });
        if (r.status === 201) creates.push(performance.now() - due);
        else errors.set(r.status, (errors.get(r.status) ?? 0) + 1);
        void t0;
      }
    })();
    await Promise.all(
      tables.map(async (_, i) => {
        for (let due = start + (i * interval) / TABLES; due < end; due += interval) {
          await sleep(due);
          const status = await step(tables, i, creates);
          lat.push(performance.now() - due);
          if (status !== 200) errors.set(status, (errors.get(status) ?? 0) + 1);
        }
      }),
    );
    await creator;
    const seconds = (performance.now() - start) / 1000;
    rows.push({ phase: `open loop, ${RATE} actions/s due, ${SECONDS} s (+ a create every 200 ms)`, actions: lat.length, seconds, lat, errors, creates, cpu: cpuSeconds(server.child.pid) - cpu0 });
  }

  // 3. Closed loop, as fast as it goes.
  {
    const lat: number[] = [];
    const errors = new Map<number, number>();
    const creates: number[] = [];
    const start = performance.now();
    const end = start + MAX_SECONDS * 1000;
    const cpu0 = cpuSeconds(server.child.pid);
    await Promise.all(
      tables.map(async (_, i) => {
        while (performance.now() < end) {
          const t0 = performance.now();
          const status = await step(tables, i, creates);
          lat.push(performance.now() - t0);
          if (status !== 200) errors.set(status, (errors.get(status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    rows.push({ phase: `closed loop, one action in flight per table, ${MAX_SECONDS} s`, actions: lat.length, seconds, lat, errors, creates, cpu: cpuSeconds(server.child.pid) - cpu0 });
  }
  print(rows);
  const failed = rows.reduce((n, r) => n + [...r.errors.values()].reduce((a, b) => a + b, 0), 0);
  if (failed) {
    console.error(`bench:api: ${failed} requests failed`);
    process.exitCode = 1;
  }
}

main()
  .then(
    () => cleanup(),
    async (error) => {
      console.error(error);
      if (server) console.error(server.log().slice(-2000));
      await cleanup();
      process.exitCode = 1;
    },
  )
  .finally(() => clearTimeout(watchdog));
