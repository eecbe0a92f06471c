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
 * Options: --games 1000, --runs 10.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return Number(i > 0 ? process.argv[i + 1] : (process.env[`BENCH_${name.toUpperCase()}`] ?? fallback));
};
const GAMES = arg("games", "1000");
const RUNS = arg("runs", "10");

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fortunes-bench-players-"));
process.env.DATABASE_URL = `file:${path.join(dir, "bench.db")}`;
process.env.IMPORT_DEDUPE_SECONDS = "0";

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
  const { journalPlayer, readingsOf } = await import("../server/journal");
  const { playerPageData } = await import("../server/players");
  const { listChanges } = await import("../server/player-changes");
  const { journalOf } = await import("../lib/players/journal");

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
    const res = await importRoute(new Request("http://bench/api/games/import", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(record) }));
    if (res.status !== 201) throw new Error(`${module.id} seed ${1000 + i}: import ${res.status} ${await res.text()}`);
  }
  const importTime = performance.now() - t0;

  const page = async () => {
    const p = await journalPlayer("Ann");
    if (!p.ok) throw new Error("Ann not found");
    const [stats, readings] = await Promise.all([playerPageData(p), readingsOf(p.id), listChanges(p.name)]);
    journalOf(readings);
    return { stats, readings };
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
    const res = await playerRoute(new Request("http://bench/api/players/Ann"), { params: Promise.resolve({ name: "Ann" }) });
    await res.text();
    api.push(performance.now() - t);
  }
  console.log(`Player page over ${GAMES} games (${deals} deals; Ann in ${cold.stats.totals.played}, ${cold.readings.length} readings), SQLite, ${os.cpus().length} cores\n`);
  console.log("| what | time |\n|---|---|");
  console.log(`| import ${GAMES} games (route, one after another) | ${(importTime / 1000).toFixed(1)} s |`);
  console.log(`| page, every summary dropped (replayed from the logs, stored again) | ${ms(coldTime)} |`);
  console.log(`| page, warm (median of ${RUNS}) | ${ms(median(warm))} |`);
  console.log(`| GET /api/players/Ann (median of ${RUNS}) | ${ms(median(api))} |`);
  const ok = median(warm) <= 300;
  console.log(`\nGoal ≤ 300 ms for the warm page: ${ok ? "met" : "NOT met"}`);
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
