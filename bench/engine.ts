/**
 * `npm run bench`: for every registered game, random legal games from the module's own `random`
 * are folded through the one generic fold (every action applied and validated) and scored with
 * the module's `result` (Fortunes: the exact post-deal check and the readings included). Prints
 * deals per second (median of 3 passes), actions per second, and the p50/p99 time of one `apply`.
 * Single-threaded: one core. BENCH_GAMES sets how many games a kind (default: about 200,000
 * actions' worth of each kind).
 */
import { foldActions } from "../lib/games/fold";
import type { AnyGameModule, RandomGame } from "../lib/games/module";
import { allGames } from "../lib/games/registry";

/** How many random games per kind; by default about 200,000 actions' worth (100 to 10,000 games). */
const GAMES = Number(process.env.BENCH_GAMES ?? 0);

interface Figures {
  games: number;
  deals: number;
  dealsPerSecond: number;
  actionsPerSecond: number;
  applyMicros: { p50: number; p99: number };
}

function fold(module: AnyGameModule, g: RandomGame<{ type: string }>) {
  const r = foldActions(module, g.setup, g.actions, { lenient: false });
  if (!r.ok) throw new Error(`${module.label}: ${r.error.message}`);
  return r.value;
}

let checksum = 0;

function measure(module: AnyGameModule): Figures {
  const probe = module.random(1);
  const count = GAMES || Math.min(10_000, Math.max(100, Math.round(200_000 / Math.max(1, probe.actions.length))));
  const games = Array.from({ length: count }, (_, i) => module.random(i + 1));
  for (let i = 0; i < Math.min(200, count); i++) module.result(fold(module, games[i]!)); // warm up the JIT

  // 1. Throughput: whole games including the result, three passes, the median reported.
  const passes: number[] = [];
  for (let pass = 0; pass < 3; pass++) {
    const t0 = process.hrtime.bigint();
    for (const g of games) checksum += JSON.stringify(module.result(fold(module, g))).length;
    passes.push(Number(process.hrtime.bigint() - t0) / 1e9);
  }
  const seconds = passes.sort((a, b) => a - b)[1]!;
  const deals = games.reduce((n, g) => n + g.deals, 0);
  const actions = games.reduce((n, g) => n + g.actions.length, 0);

  // 2. Latency of one `apply`, sampled over every action of up to 200 games.
  const samples: number[] = [];
  for (const g of games.slice(0, 200)) {
    const first = module.setup(g.setup);
    if (!first.ok) throw new Error(`${module.label}: ${first.error.message}`);
    let s = first.value;
    for (const a of g.actions) {
      const t0 = process.hrtime.bigint();
      const r = module.apply(s, a, { lenient: false });
      samples.push(Number(process.hrtime.bigint() - t0));
      if (!r.ok) throw new Error(`${module.label}: ${r.error.message}`);
      s = r.value;
    }
  }
  samples.sort((a, b) => a - b);
  const pct = (p: number) => +(samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]! / 1000).toFixed(2);
  return {
    games: count,
    deals,
    dealsPerSecond: Math.round(deals / seconds),
    actionsPerSecond: Math.round(actions / seconds),
    applyMicros: { p50: pct(50), p99: pct(99) },
  };
}

const all: Record<string, Figures> = {};
for (const m of allGames()) {
  const f = measure(m);
  all[m.id] = f;
  console.log(
    `${m.label}: ${f.dealsPerSecond.toLocaleString("en")} deals/s, ${f.actionsPerSecond.toLocaleString("en")} actions/s ` +
      `(median of 3 passes over ${f.games.toLocaleString("en")} games, ${f.deals.toLocaleString("en")} deals; validation + results included); ` +
      `apply(): p50 ${f.applyMicros.p50} µs, p99 ${f.applyMicros.p99} µs`,
  );
}
if (process.argv.includes("--json")) console.log(JSON.stringify({ node: process.version, checksum, games: all }));
