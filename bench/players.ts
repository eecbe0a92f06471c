/**
 * `npm run bench:players`: the player page's server time over 1,000 stored games.
 *
 * Makes a fresh SQLite database, imports GAMES random legal games (every registered game in turn,
 * each module's own `random`, all of them with Ann at the table) through the real import route,
 * then times what /players/Ann does on the server: the statistics (stored summaries), the reading
 * journal and the name history — first once with every summary dropped (each game replayed from its
 * log and its summary stored again), then RUNS times warm. Also times GET /api/players/Ann. Prints a
 * Markdown table; the goal is ≤ 300 ms for the warm page. Deletes the database afterwards.
 *
 * Then a big history (issue 29): READINGS free readings for Ann (written straight into the table,
 * as the attack of issue 29 did through the API) and as many players as games: the player page,
 * a journal page of the API, the players list and both exports, each timed and weighed, and
 * `GET /api/health` timed every 5 ms while the page renders (does rendering stall the others?).
 * Everything runs as a member browser of the circle (the import's cookie).
 *
 * Options: --games 1000, --runs 10, --readings 10000.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return Number(i > 0 ? process.argv[i + 1] : (process.env[`BENCH_${name.toUpperCase()}`] ?? fallback));
};
const GAMES = arg("games", "1000");
const RUNS = arg("runs", "10");
const READINGS = arg("readings", "10000");

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fortunes-bench-players-"));
process.env.DATABASE_URL = `file:${path.join(dir, "bench.db")}`;
process.env.IMPORT_DEDUPE_SECONDS = "0";
// One browser imports every game and writes every reading: above the fair-share limits (docs/limits.md), raised here.
process.env.RATE_LIMIT_SCALE ??= "1000";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function main() {
  const { deployMigrations } = await import("../scripts/prisma/deploy.mjs");
  await deployMigrations({ url: process.env.DATABASE_URL! });
  const { resetDb, getSql } = await import("../server/db");
  await resetDb();
  const { allGames } = await import("../lib/games/registry");
  const { foldActions } = await import("../lib/games/fold");
  const { POST: importRoute } = await import("../app/api/games/import/route");
  const { GET: playerRoute } = await import("../app/api/players/[name]/route");
  const { GET: readingsRoute } = await import("../app/api/players/[name]/readings/route");
  const { GET: healthRoute } = await import("../app/api/health/route");
  const { GET: csvRoute } = await import("../app/api/players/export.csv/route");
  const { GET: bgRoute } = await import("../app/api/players/export.bgstats.json/route");
  const { playerFor } = await import("../server/access");
  const { readingsPage } = await import("../server/journal");
  const { playerPageData, listPlayerSummaries } = await import("../server/players");
  const { circleChanges } = await import("../server/player-changes");
  const { journalOf } = await import("../lib/players/journal");
  const { CookieJar } = await import("../test/helpers/devices");
  const jar = new CookieJar();
  const as = (url: string) => jar.request(new Request(`http://bench${url}`));

  const modules = allGames();
  const t0 = performance.now();
  let deals = 0;
  for (let i = 0; i < GAMES; i++) {
    const module = modules[i % modules.length]!;
    const g = module.random(1000 + i);
    const folded = foldActions(module, g.setup, g.actions);
    if (!folded.ok) throw new Error(`${module.id} seed ${1000 + i}: ${folded.error.message}`);
    const record = module.toRecord(folded.value);
    deals += g.deals;
    const res = jar.keep(await importRoute(jar.request(new Request("http://bench/api/games/import", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(record) }))));
    if (res.status !== 201) throw new Error(`${module.id} seed ${1000 + i}: import ${res.status} ${await res.text()}`);
  }
  const importTime = performance.now() - t0;

  const page = async () => {
    const p = await playerFor(as("/players/Ann"), "Ann");
    if (!p.ok) throw new Error("Ann not found");
    const [stats, shown, recent] = await Promise.all([
      playerPageData(p.value),
      readingsPage(p.value.id, p.value.viewer.browsers, { last: true }),
      readingsPage(p.value.id, p.value.viewer.browsers, { last: true, limit: 200 }),
      circleChanges(p.value.circleId, p.value.name, { limit: 50 }),
    ]);
    journalOf(recent.readings);
    return { stats, readings: shown.readings, p: p.value };
  };
  const sql = await getSql();
  await sql.batch([{ sql: "DELETE FROM game_summary" }]);
  let t = performance.now();
  const cold = await page();
  const coldTime = performance.now() - t;
  const warm: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    t = performance.now();
    await page();
    warm.push(performance.now() - t);
  }
  const api: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    t = performance.now();
    const res = await playerRoute(as("/api/players/Ann"), { params: Promise.resolve({ name: "Ann" }) });
    await res.text();
    api.push(performance.now() - t);
  }
  const ok = median(warm) <= 300;
  console.log(`Player page over ${GAMES} games (${deals} deals; Ann in ${cold.stats.totals.played}), SQLite, ${os.cpus().length} cores\n`);
  console.log("| what | time |\n|---|---|");
  console.log(`| import ${GAMES} games (route, one after another) | ${(importTime / 1000).toFixed(1)} s |`);
  console.log(`| page, every summary dropped (replayed from the logs, stored again) | ${ms(coldTime)} |`);
  console.log(`| page, warm (median of ${RUNS}) | ${ms(median(warm))} |`);
  console.log(`| GET /api/players/Ann (median of ${RUNS}) | ${ms(median(api))} |`);
  console.log(`\nGoal ≤ 300 ms for the warm page: ${ok ? "met" : "NOT met"}`);

  // ------------------------------------------------------------------ a big history (issue 29)
  const who = cold.p;
  const k = sql.kind;
  const big = JSON.stringify(Array.from({ length: 10 }, (_, i) => ({ position: `Position ${i}`, card: `W0${i}`.replace("W00", "T00"), disposition: i % 2 ? "ill" : "well" })));
  const t1 = performance.now();
  for (let i = 0; i < READINGS; i += 500) {
    const n = Math.min(500, READINGS - i);
    const rows = Array.from({ length: n }, (_, j) => [`bench-${i + j}`, who.id, "ten-card", "Q".repeat(1000), `2026-${String(1 + ((i + j) % 12)).padStart(2, "0")}-01`, "N".repeat(4000), big, k === "sqlite" ? new Date(Date.UTC(2026, 0, 1, 0, 0, 0, i + j)).toISOString().replace("Z", "+00:00") : new Date(Date.UTC(2026, 0, 1, 0, 0, 0, i + j)).toISOString().slice(0, 23), "someone-else"]);
    await sql.batch([{ sql: `INSERT INTO free_reading (id, player_id, spread, question, date, notes, cards, created_at, browser_id) VALUES ${rows.map(() => "(?, ?, ?, ?, ?, ?, ?, ?, ?)").join(", ")}`, args: rows.flat() }]);
  }
  const fill = performance.now() - t1;
  const timeIt = async (fn: () => Promise<unknown>) => {
    const xs: number[] = [];
    let out: unknown;
    for (let r = 0; r < RUNS; r++) {
      const t = performance.now();
      out = await fn();
      xs.push(performance.now() - t);
    }
    return { median: median(xs), max: Math.max(...xs), out };
  };
  const bytes = async (res: Response) => (await res.arrayBuffer()).byteLength;
  const pageRun = await timeIt(page);
  const apiPage = await timeIt(async () => bytes(await readingsRoute(as("/api/players/Ann/readings?last=1"), { params: Promise.resolve({ name: "Ann" }) })));
  const list = await timeIt(async () => listPlayerSummaries(who.circleId));
  const csv = await timeIt(async () => bytes(await csvRoute(as("/api/players/export.csv"))));
  const bg = await timeIt(async () => bytes(await bgRoute(as("/api/players/export.bgstats.json"))));
  // Does rendering the page hold up other requests? /api/health every 5 ms meanwhile.
  const health: number[] = [];
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  let rendering = true;
  const ticker = (async () => {
    while (rendering) {
      const t = performance.now();
      await (await healthRoute(new Request("http://bench/api/health"))).text();
      health.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  for (let r = 0; r < RUNS; r++) await page();
  rendering = false;
  await ticker;
  loop.disable();
  const sorted = [...health].sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!;
  console.log(`\nA big history: Ann with ${READINGS.toLocaleString("en")} free readings more (1 KB question, 4 KB notes, 10 cards each; written in ${(fill / 1000).toFixed(1)} s)\n`);
  console.log("| what | median | max | size |\n|---|---|---|---|");
  console.log(`| player page server work (statistics, newest 50 readings, summary of 200, history) | ${ms(pageRun.median)} | ${ms(pageRun.max)} | |`);
  console.log(`| GET /api/players/Ann/readings?last=1 (50 a page) | ${ms(apiPage.median)} | ${ms(apiPage.max)} | ${((apiPage.out as number) / 1024).toFixed(1)} KB |`);
  console.log(`| players list (first 100 of ${(list.out as { players: unknown[] }).players.length}${(list.out as { next: unknown }).next ? "+" : ""}) | ${ms(list.median)} | ${ms(list.max)} | |`);
  console.log(`| export.csv, streamed (${GAMES} games) | ${ms(csv.median)} | ${ms(csv.max)} | ${((csv.out as number) / 1024).toFixed(0)} KB |`);
  console.log(`| export.bgstats.json, streamed | ${ms(bg.median)} | ${ms(bg.max)} | ${((bg.out as number) / 1024).toFixed(0)} KB |`);
  console.log(`| GET /api/health while the page renders (${health.length} requests) | p50 ${ms(median(health))} | p99 ${ms(p99)}, max ${ms(Math.max(...health))} | |`);
  console.log(`| event loop held up while the page renders (longest wait of a timer) | p50 ${ms(loop.percentile(50) / 1e6)} | p99 ${ms(loop.percentile(99) / 1e6)}, max ${ms(loop.max / 1e6)} | |`);
  console.log(`\nGoal: the page under 300 ms server time, a page of the journal under 200 KB: ${pageRun.median <= 300 && (apiPage.out as number) < 200 * 1024 ? "met" : "NOT met"}`);
  const { resetDb: reset } = await import("../server/db");
  await reset();
}

main()
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    setTimeout(() => process.exit(process.exitCode ?? 0), 100).unref();
  });
