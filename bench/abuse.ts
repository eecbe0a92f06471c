/**
 * `npm run bench:abuse`: one client abuses the server while a normal table plays beside it; how
 * long do the normal table's actions and `GET /api/health` take? (issue 29, docs/performance.md)
 *
 * Starts `npm start`'s server (scripts/serve.mjs; `--root DIR` runs another checkout's, e.g. main's
 * in a temporary worktree, for the "before" figures; it needs a build there) on a free 127.0.0.1
 * port with a fresh SQLite database. A normal table (its host at 127.0.0.1, with its live stream
 * open) records one action every 250 ms and asks for /api/health every 100 ms, through each abuse:
 *
 *   streams   one host cookie opens STREAMS streams to its own table and plays and undoes in a loop
 *   journal   10,000 free readings of the largest size allowed, without a credential
 *   games     2,000 new games
 *   spectators 3,000 spectator joins to one table
 *   guessing  61 wrong room codes from each of 127.0.0.2–.12, again and again; then a new address
 *             (127.0.0.13) with the right code: is it let in?
 *
 * The abuser is 127.0.0.50 (guessing: .2–.12), so the two are different addresses as on a LAN.
 * Each abuse stops at its count or after SECONDS (default 12), whichever comes first, then the
 * server rests 2 s. Prints one Markdown row per abuse: what the abuser got (answers by status), the
 * normal table's action p50/p99, health p50/p99, the server's memory. Never longer than 6 minutes,
 * never talks to anything but loopback.
 *
 * Options (flags or BENCH_*): --root DIR, --seconds 12, --only streams,journal,…, --streams 3000,
 * --strict (exit 1 when a normal table's request failed or the right code was refused: CI runs it so;
 * the figures themselves are never judged).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runBench } from "./run";
import { deployMigrations } from "../scripts/prisma/deploy.mjs";
import { allGames } from "../lib/games/registry";
import { freePort } from "../test/helpers/server-process";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : (process.env[`BENCH_${name.toUpperCase()}`] ?? fallback);
};
const HERE = path.resolve(fileURLToPath(new URL("../", import.meta.url)));
const ROOT = path.resolve(arg("root", HERE));
const SECONDS = Number(arg("seconds", "12"));
const STREAMS = Number(arg("streams", "3000"));
const ONLY = arg("only", "streams,journal,games,spectators,guessing").split(",");
/** The game the tables play: the first the new-game page offers (any game would do). */
const GAME = allGames()[0]!;
const ABUSER = "127.0.0.50";
const STRICT = process.argv.includes("--strict") || process.env.BENCH_STRICT === "1";
const problems: string[] = [];

let child: ChildProcess | undefined;
let dir = "";
let port = 0;
const cleanup = async () => {
  if (child && child.exitCode === null) {
    child.kill("SIGKILL");
    await new Promise((r) => child!.once("exit", r));
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
};

// ------------------------------------------------------------------------------------------ http

const agents = new Map<string, http.Agent>();
const agentFor = (from: string, max = 32) => {
  let a = agents.get(`${from}|${max}`);
  if (!a) agents.set(`${from}|${max}`, (a = new http.Agent({ keepAlive: true, maxSockets: max, localAddress: from } as http.AgentOptions)));
  return a;
};

interface Answer { status: number; json: any; cookie?: string }
function call(method: string, pathname: string, o: { body?: unknown; cookie?: string; from?: string; agent?: http.Agent } = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const data = o.body === undefined ? undefined : JSON.stringify(o.body);
    const req = http.request(
      { host: "127.0.0.1", port, method, path: pathname, agent: o.agent ?? agentFor(o.from ?? "127.0.0.1"), headers: { ...(data ? { "content-type": "application/json", "content-length": Buffer.byteLength(data) } : {}), ...(o.cookie ? { cookie: o.cookie } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("error", () => resolve({ status: 0, json: null }));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: unknown = text;
          try { json = JSON.parse(text); } catch { /* text */ }
          const cookie = res.headers["set-cookie"]?.[0]?.split(";")[0];
          resolve({ status: res.statusCode ?? 0, json, cookie });
        });
      },
    );
    req.on("error", () => resolve({ status: 0, json: null }));
    req.end(data);
  });
}

/** Opens a live stream and keeps it open; resolves with its status once the answer's head came. */
function openStream(id: string, cookie: string, from: string, agent: http.Agent): Promise<{ status: number; close(): void }> {
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path: `/api/games/${id}/stream`, agent, headers: { cookie, accept: "text/event-stream" } }, (res) => {
      res.on("data", () => {});
      res.on("error", () => {});
      resolve({ status: res.statusCode ?? 0, close: () => req.destroy() });
    });
    req.on("error", () => resolve({ status: 0, close: () => {} }));
    void from;
  });
}

// ------------------------------------------------------------------------------------------ server

async function startApp(): Promise<void> {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ft-abuse-"));
  const url = `file:${path.join(dir, "bench.db")}`;
  await deployMigrations({ url });
  port = await freePort();
  if (!fs.existsSync(path.join(ROOT, ".next", "BUILD_ID"))) throw new Error(`${ROOT} has no build: npm run build there first`);
  child = spawn(process.execPath, [path.join(ROOT, "scripts", "serve.mjs")], { cwd: ROOT, env: { ...process.env, DATABASE_URL: url, PORT: String(port), LISTEN_HOST: "127.0.0.1", NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" }, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${out}`);
    if ((await call("GET", "/api/health")).status === 200) return;
    if (Date.now() > deadline) throw new Error(`server not ready:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const rssMb = () => {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child!.pid}/status`, "utf8"))![1]) / 1024);
  } catch {
    return NaN;
  }
};

// ------------------------------------------------------------------------------------------ the normal table

let seed = 29_2026;
/** A random legal game of GAME: its set-up (the body of POST /api/games) and its actions. */
const randomGame = () => {
  const g = GAME.random(seed++);
  return { body: { game: GAME.id, ...g.setup }, actions: g.actions as { type: string }[] };
};

async function newTable(from = "127.0.0.1", game = randomGame()) {
  const r = await call("POST", "/api/games", { body: game.body, from });
  if (r.status !== 201) throw new Error(`create: ${r.status} ${JSON.stringify(r.json)}`);
  return { id: r.json.id as string, cookie: r.cookie! };
}

/** The normal table: one action every 250 ms and health every 100 ms until `stop`; latencies in ms. */
async function normalTable(stop: () => boolean) {
  let game = randomGame();
  const table = await newTable("127.0.0.1", game);
  const stream = await openStream(table.id, table.cookie, "127.0.0.1", new http.Agent({ keepAlive: false }));
  const actions: number[] = [];
  const health: number[] = [];
  const failed = new Map<number, number>();
  let seq = 1;
  let steps = game.actions;
  let next = 0;
  const acting = (async () => {
    while (!stop()) {
      const due = performance.now() + 250;
      if (next >= steps.length) {
        // A new game on a new table (the bench's own creates are not the abuse's).
        game = randomGame();
        Object.assign(table, await newTable("127.0.0.1", game));
        seq = 1;
        steps = game.actions;
        next = 0;
      }
      const t0 = performance.now();
      const r = await call("POST", `/api/games/${table.id}/actions`, { body: { ...steps[next], expectedSeq: seq }, cookie: table.cookie });
      actions.push(performance.now() - t0);
      if (r.status === 200) {
        seq = r.json.seq;
        next++;
      } else failed.set(r.status, (failed.get(r.status) ?? 0) + 1);
      await new Promise((res) => setTimeout(res, Math.max(0, due - performance.now())));
    }
  })();
  const checking = (async () => {
    while (!stop()) {
      const due = performance.now() + 100;
      const t0 = performance.now();
      const r = await call("GET", "/api/health");
      health.push(performance.now() - t0);
      if (r.status !== 200) failed.set(r.status, (failed.get(r.status) ?? 0) + 1);
      await new Promise((res) => setTimeout(res, Math.max(0, due - performance.now())));
    }
  })();
  await Promise.all([acting, checking]);
  stream.close();
  return { actions, health, failed };
}

// ------------------------------------------------------------------------------------------ abuses

type Tally = Map<number, number>;
const tally = (t: Tally, s: number) => t.set(s, (t.get(s) ?? 0) + 1);

/** Runs `one(i)` for i < count with `concurrency` in flight, until done or `stop()`. */
async function flood(count: number, concurrency: number, stop: () => boolean, one: (i: number) => Promise<number>): Promise<Tally> {
  const t: Tally = new Map();
  let i = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (i < count && !stop()) tally(t, await one(i++));
  }));
  return t;
}

const bigReading = () => {
  const codes = [...Array.from({ length: 22 }, (_, i) => `T${String(i).padStart(2, "0")}`), ...["W", "C", "S", "P"].flatMap((s) => Array.from({ length: 14 }, (_, i) => `${s}${String(i + 1).padStart(2, "0")}`))];
  return { player: "Zoe", spread: "x".repeat(60), question: "q".repeat(1000), notes: "n".repeat(4000), cards: codes.map((card, i) => ({ position: `position ${i} `.padEnd(80, "."), card, disposition: i % 2 ? "well" : "ill" })) };
};

const ABUSES: Record<string, (stop: () => boolean) => Promise<{ got: Tally; note: string }>> = {
  async streams(stop) {
    const game = randomGame();
    const t = await newTable(ABUSER, game);
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity, localAddress: ABUSER } as http.AgentOptions);
    const open: { close(): void }[] = [];
    const got: Tally = new Map();
    let opened = 0;
    const playing = (async () => {
      let k = 0;
      while (!stop()) {
        const r = await call("POST", `/api/games/${t.id}/actions`, { body: k % 2 ? { type: "undo" } : game.actions[0], cookie: t.cookie, from: ABUSER });
        tally(got, r.status);
        k++;
      }
    })();
    while (opened < STREAMS && !stop()) {
      const batch = await Promise.all(Array.from({ length: Math.min(50, STREAMS - opened) }, () => openStream(t.id, t.cookie, ABUSER, agent)));
      for (const s of batch) {
        tally(got, s.status === 200 ? 1200 : s.status); // 1200: a stream opened
        open.push(s);
      }
      opened += batch.length;
    }
    while (!stop()) await new Promise((r) => setTimeout(r, 100));
    const rss = rssMb();
    await playing;
    for (const s of open) s.close();
    return { got, note: `${opened} stream opens, server ${rss} MB while held` };
  },
  async journal(stop) {
    const body = bigReading();
    return { got: await flood(10_000, 16, stop, async () => (await call("POST", "/api/readings", { body, from: ABUSER })).status), note: `${JSON.stringify(body).length} B each` };
  },
  async games(stop) {
    const body = randomGame().body;
    return { got: await flood(2_000, 16, stop, async () => (await call("POST", "/api/games", { body, from: ABUSER })).status), note: "" };
  },
  async spectators(stop) {
    const t = await newTable("127.0.0.1");
    const codes = (await call("GET", `/api/games/${t.id}/devices`, { cookie: t.cookie })).json as { watchCode: string };
    const got = await flood(3_000, 16, stop, async () => (await call("POST", "/api/join", { body: { code: codes.watchCode, as: "spectator" }, from: ABUSER })).status);
    const list = await call("GET", `/api/games/${t.id}/devices`, { cookie: t.cookie });
    return { got, note: `host's device list ${Math.round(JSON.stringify(list.json).length / 1024)} KB` };
  },
  async guessing(stop) {
    const t = await newTable("127.0.0.1");
    const codes = (await call("GET", `/api/games/${t.id}/devices`, { cookie: t.cookie })).json as { roomCode: string };
    const A = "ACDEFHJKMNPQRTUVWXY34679";
    const got: Tally = new Map();
    let n = 0;
    await Promise.all(Array.from({ length: 11 }, async (_, a) => {
      const from = `127.0.0.${a + 2}`;
      while (!stop()) {
        for (let i = 0; i < 61 && !stop(); i++) {
          const k = n++;
          const code = `QQ${A[k % 24]}${A[Math.floor(k / 24) % 24]}${A[Math.floor(k / 576) % 24]}${A[Math.floor(k / 13824) % 24]}`;
          tally(got, (await call("GET", `/api/join/${code}`, { from })).status);
        }
      }
    }));
    const look = await call("GET", `/api/join/${codes.roomCode}`, { from: "127.0.0.13" });
    const join = await call("POST", "/api/join", { body: { code: codes.roomCode, as: "spectator" }, from: "127.0.0.13" });
    if (look.status !== 200 || join.status !== 201) problems.push(`the right code from a new address was refused (GET ${look.status}, POST ${join.status})`);
    return { got, note: `right code from 127.0.0.13: GET ${look.status}, POST ${join.status}` };
  },
};

// ------------------------------------------------------------------------------------------ main

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))]! : NaN;
};
const f = (v: number) => (Number.isFinite(v) ? (v < 10 ? v.toFixed(1) : v.toFixed(0)) : "–");
const show = (t: Tally) => [...t].sort((a, b) => b[1] - a[1]).map(([s, n]) => `${n}×${s === 1200 ? "open" : s}`).join(", ") || "–";

async function main() {
  await startApp();
  // Warm up (the first pages and routes a server answers are slow once), not measured.
  const warm = await newTable();
  for (let i = 0; i < 20; i++) await call("GET", "/api/health");
  await call("GET", `/api/games/${warm.id}`, { cookie: warm.cookie });
  const s = await openStream(warm.id, warm.cookie, "127.0.0.1", new http.Agent({ keepAlive: false }));
  s.close();
  const label = ROOT === HERE ? "this checkout" : ROOT;
  console.log(`\n| abuse (${label}) | abuser got | normal table: action p50 / p99 | health p50 / p99 | normal table's failures | note |`);
  console.log("| --- | --- | --- | --- | --- | --- |");
  // Quiet first: the normal table alone.
  for (const name of ["none", ...ONLY]) {
    let over = false;
    const stop = () => over;
    const timer = setTimeout(() => (over = true), (name === "none" ? 5 : SECONDS) * 1000);
    const [normal, abuse] = await Promise.all([normalTable(stop), name === "none" ? new Promise<{ got: Tally; note: string }>((r) => setTimeout(() => r({ got: new Map(), note: "" }), 5000)) : ABUSES[name]!(stop).finally(() => (over = true))]);
    clearTimeout(timer);
    if (normal.failed.size) problems.push(`${name}: the normal table got ${show(normal.failed)}`);
    console.log(`| ${name} | ${show(abuse.got)} | ${f(pct(normal.actions, 0.5))} / ${f(pct(normal.actions, 0.99))} ms (${normal.actions.length}) | ${f(pct(normal.health, 0.5))} / ${f(pct(normal.health, 0.99))} ms (${normal.health.length}) | ${show(normal.failed)} | ${abuse.note}${abuse.note ? "; " : ""}server ${rssMb()} MB |`);
    await new Promise((r) => setTimeout(r, 2000));
  }
  if (problems.length) {
    console.log(`\nProblems:\n- ${problems.join("\n- ")}`);
    if (STRICT) process.exitCode = 1;
  }
  console.log(`\n${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), Node ${process.versions.node}; the load generator runs on the same machine.`);
}

runBench("bench:abuse", main, {
  limitMs: 360_000,
  cleanup: async () => {
    await cleanup();
    for (const a of agents.values()) a.destroy();
  },
});
