/**
 * `npm run bench:streams`: how many open live streams one app instance holds (bounded, loopback).
 *
 * Starts `npm start`'s server (scripts/serve.mjs; plain `next start` with --server next) on a free
 * 127.0.0.1 port with a fresh SQLite database, makes one table, joins STREAMS spectator devices to it
 * (each its own credential), opens one `GET /api/games/[id]/stream` per device, then records one
 * action a second for SECONDS. For each action it measures the time from the POST being sent to each
 * stream's event for that seq. Prints delivery p50/p95/max, the streams still open at the end, the
 * server's resident memory before and with the streams, and its CPU. At most 3 minutes.
 *
 * Options: --streams 500, --seconds 10, --server app|next.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { runBench } from "./run";
import { deployMigrations } from "../scripts/prisma/deploy.mjs";
import { prng, randomLegalDeal } from "../lib/games/fortunes/random";
import { hasBuild, startServer, type ServerProcess } from "../test/helpers/server-process";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : (process.env[`BENCH_${name.toUpperCase()}`] ?? fallback);
};
const STREAMS = Number(arg("streams", "500"));
const SECONDS = Number(arg("seconds", "10"));
const SERVER = arg("server", "app") as "app" | "next";

let server: ServerProcess | undefined;
let dir = "";
const cleanup = async () => {
  await server?.stop().catch(() => {});
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function call(method: "GET" | "POST", pathname: string, body: unknown, cookie?: string): Promise<{ status: number; json: any; cookie?: string }> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request({ host: "127.0.0.1", port: server!.port, method, path: pathname, agent, headers: { ...(data ? { "content-type": "application/json", "content-length": Buffer.byteLength(data) } : {}), ...(cookie ? { cookie } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let json: unknown = text;
        try { json = JSON.parse(text); } catch { /* text */ }
        resolve({ status: res.statusCode ?? 0, json, cookie: res.headers["set-cookie"]?.[0]?.split(";")[0] });
      });
    });
    req.on("error", reject);
    req.end(data);
  });
}

const rss = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : NaN;
};
const cpu = (pid: number) => {
  const f = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(f[11]) + Number(f[12])) / 100; // utime + stime, in seconds (USER_HZ 100)
};
/** The server's process and its children (serve.mjs runs in one process; next start forks one). */
const pids = (root: number): number[] => {
  const out = [root];
  for (const p of fs.readdirSync("/proc").filter((x) => /^\d+$/.test(x))) {
    try {
      const ppid = Number(fs.readFileSync(`/proc/${p}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
      if (ppid === root) out.push(Number(p));
    } catch { /* gone */ }
  }
  return out;
};

async function main() {
  if (!hasBuild()) throw new Error("bench:streams needs a build: node scripts/start.mjs --build-only");
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "fortunes-streams-"));
  const databaseUrl = `file:${path.join(dir, "bench.db")}`;
  await deployMigrations({ url: databaseUrl });
  // STREAMS spectators of one table from one address: above the fair-share limits (docs/limits.md), raised here.
  server = await startServer({ kind: SERVER, databaseUrl, env: { RATE_LIMIT_SCALE: "1000", DEVICES_PER_TABLE: String(STREAMS + 10), STREAMS_PER_TABLE: String(STREAMS + 10), STREAMS_PER_ADDRESS: String(STREAMS + 10), STREAMS_PER_PROCESS: String(STREAMS + 100) } });
  const procs = () => pids(server!.child.pid!);

  const made = await call("POST", "/api/games", { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann" });
  const id = made.json.id as string;
  const host = made.cookie!;
  const { watchCode } = (await call("GET", `/api/games/${id}/devices`, undefined, host)).json;
  const rssBefore = procs().reduce((a, p) => a + rss(p), 0);

  // One spectator device per stream.
  const spectators: string[] = [];
  for (let i = 0; i < STREAMS; i++) {
    const j = await call("POST", "/api/join", { code: watchCode, as: "spectator", label: `screen ${i}` });
    if (j.status !== 201) throw new Error(`join ${i}: ${j.status} ${JSON.stringify(j.json)}`);
    spectators.push(j.cookie!);
  }

  // Open every stream (no keep-alive pool: one socket each).
  const seen: Map<number, number>[] = spectators.map(() => new Map());
  let open = 0;
  let ended = 0;
  const requests: http.ClientRequest[] = [];
  await Promise.all(spectators.map((cookie, i) => new Promise<void>((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port: server!.port, path: `/api/games/${id}/stream`, headers: { cookie, accept: "text/event-stream" }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream ${i}: ${res.statusCode}`));
      open++;
      let buffer = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const m = /^id: (\d+)$/m.exec(block);
          if (m) seen[i]!.set(Number(m[1]), performance.now());
        }
        resolve();
      });
      res.on("end", () => { open--; ended++; });
    });
    req.on("error", reject);
    requests.push(req);
  })));
  const rssOpen = procs().reduce((a, p) => a + rss(p), 0);

  // One action a second.
  const d = randomLegalDeal(prng(7), 0);
  const actions = [{ type: "setAside", cards: d.discards }, ...d.tricks.flat().map((card) => ({ type: "play", card }))];
  const cpu0 = procs().reduce((a, p) => a + cpu(p), 0);
  const sentAt = new Map<number, number>();
  const t0 = performance.now();
  let errors = 0;
  for (let k = 0; k < SECONDS; k++) {
    const due = t0 + k * 1000;
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    const at = performance.now();
    const r = await call("POST", `/api/games/${id}/actions`, actions[k], host);
    if (r.status !== 200) errors++;
    else sentAt.set(r.json.seq, at);
  }
  await new Promise((r) => setTimeout(r, 1500));
  const cpuUsed = procs().reduce((a, p) => a + cpu(p), 0) - cpu0;
  const elapsed = (performance.now() - t0) / 1000;

  const delays: number[] = [];
  let missing = 0;
  for (const [seq, at] of sentAt) {
    for (const s of seen) {
      const got = s.get(seq);
      if (got === undefined) missing++;
      else delays.push(got - at);
    }
  }
  delays.sort((a, b) => a - b);
  const q = (p: number) => (delays.length ? delays[Math.min(delays.length - 1, Math.floor(p * delays.length))]!.toFixed(1) : "–");
  console.log(`\n| ${SERVER === "app" ? "npm start (serve.mjs)" : "next start"} · SQLite · ${STREAMS} streams, 1 action/s for ${SECONDS} s | value |\n| --- | --- |`);
  console.log(`| streams open at the end | ${open} of ${STREAMS} (${ended} ended) |`);
  console.log(`| updates delivered | ${delays.length} of ${sentAt.size * STREAMS} (${missing} missing, ${errors} action errors) |`);
  console.log(`| tap → update on every stream | p50 ${q(0.5)} ms · p95 ${q(0.95)} ms · max ${q(1)} ms |`);
  console.log(`| server memory (RSS) | ${rssBefore.toFixed(0)} MB before, ${rssOpen.toFixed(0)} MB with the streams open (${(((rssOpen - rssBefore) * 1024) / STREAMS).toFixed(0)} KB a stream) |`);
  console.log(`| server CPU during the actions | ${((cpuUsed / elapsed) * 100).toFixed(0)}% of one core |`);
  console.log(`\n${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.versions.node}; client in the same machine.`);
  for (const r of requests) r.destroy();
}

runBench("bench:streams", main, {
  limitMs: 180_000,
  cleanup: async () => {
    await cleanup();
    agent.destroy();
  },
});
