/**
 * `npm run bench`: replays 10,000 random complete Fortunes deals through the engine (every
 * play applied and validated, the exact post-deal check, scores and readings built) and prints
 * deals per second and the p50/p99 time of one `apply`; then random legal Fortey-One, Fortune
 * Tenners and Fortuno games through the same fold (deals per second; Fortuno also events per
 * second). Single-threaded: one core.
 */
import { apply, newGame, type FortunesAction, type FortunesState } from "../lib/games/fortunes";
import { foldActions } from "../lib/games/fold";
import { fortunesModule } from "../lib/games/fortunes/module";
import { forteyOneModule } from "../lib/games/fortey-one/module";
import { randomLegalGame as random41 } from "../lib/games/fortey-one/random";
import { fortuneTennersModule } from "../lib/games/fortune-tenners/module";
import { randomLegalGame as randomTenners } from "../lib/games/fortune-tenners/random";
import { fortunoModule } from "../lib/games/fortuno/module";
import { randomGame as randomFortuno } from "../lib/games/fortuno/random";
import type { AnyGameModule, SetupInput } from "../lib/games/module";
import { prng, randomLegalDeal } from "../lib/games/fortunes/random";
import { resultOf } from "../lib/games/fortunes/record";

const N = Number(process.env.BENCH_DEALS ?? 10_000);
const PLAYERS = ["Ann", "Ben", "Cat", "Dan"];

const rand = prng(20261122);
const deals = Array.from({ length: N }, (_, i) => {
  const d = randomLegalDeal(rand, i % 4);
  const actions: FortunesAction[] = [{ type: "setAside", cards: d.discards }, ...d.tricks.flat().map((card) => ({ type: "play" as const, card }))];
  return { dealer: i % 4, actions };
});

/** Every deal goes through the one generic fold, as the server and records do. */
function replay(deal: (typeof deals)[number]): FortunesState {
  const r = foldActions<FortunesState, FortunesAction>(fortunesModule, { players: PLAYERS, dealer: deal.dealer }, deal.actions, { lenient: false });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

// Warm up the JIT.
for (let i = 0; i < 500; i++) resultOf(replay(deals[i % N]));

// 1. Throughput: whole deals including the result (validation, scores, readings).
//    Three passes over the same deals; the median pass is reported.
let checksum = 0;
const passes: number[] = [];
for (let pass = 0; pass < 3; pass++) {
  const t0 = process.hrtime.bigint();
  for (const d of deals) checksum += resultOf(replay(d)).deals[0].scores.teams.high;
  passes.push(Number(process.hrtime.bigint() - t0) / 1e9);
}
const seconds = passes.sort((a, b) => a - b)[1];

// 2. Latency of a single apply, sampled over every play of 2,000 deals.
const samples: number[] = [];
for (let i = 0; i < Math.min(2000, N); i++) {
  let s = (newGame({ type: "setup", players: PLAYERS, dealer: deals[i].dealer }) as { ok: true; value: FortunesState }).value;
  for (const a of deals[i].actions) {
    const a0 = process.hrtime.bigint();
    const r = apply(s, a);
    samples.push(Number(process.hrtime.bigint() - a0));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
}
samples.sort((a, b) => a - b);
const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))] / 1000;

const out = {
  deals: N,
  seconds: +seconds.toFixed(3),
  dealsPerSecond: Math.round(N / seconds),
  applyMicros: { p50: +pct(50).toFixed(2), p99: +pct(99).toFixed(2), max: +pct(100).toFixed(1) },
  node: process.version,
  checksum,
};
console.log(`Fortunes engine: ${out.dealsPerSecond.toLocaleString("en")} deals/s (median of 3 passes over ${N.toLocaleString("en")} deals: ${out.seconds} s; validation + readings included)`);
console.log(`apply(): p50 ${out.applyMicros.p50} µs, p99 ${out.applyMicros.p99} µs over ${samples.length.toLocaleString("en")} calls`);

// 3. The other games, through the same fold and their modules' results: deals (rounds) per second.
function other(name: string, module: AnyGameModule, games: { setup: SetupInput; actions: { type: string }[]; deals: number }[]) {
  for (let i = 0; i < Math.min(50, games.length); i++) foldActions(module, games[i].setup, games[i].actions);
  const runs: number[] = [];
  let dealsTotal = 0;
  for (let pass = 0; pass < 3; pass++) {
    dealsTotal = 0;
    const t0 = process.hrtime.bigint();
    for (const g of games) {
      const r = foldActions(module, g.setup, g.actions);
      if (!r.ok) throw new Error(`${name}: ${r.error.message}`);
      checksum += JSON.stringify(module.result(r.value)).length;
      dealsTotal += g.deals;
    }
    runs.push(Number(process.hrtime.bigint() - t0) / 1e9);
  }
  const secs = runs.sort((a, b) => a - b)[1];
  const perSecond = Math.round(dealsTotal / secs);
  console.log(`${name}: ${perSecond.toLocaleString("en")} deals/s (median of 3 passes over ${games.length} games, ${dealsTotal} deals; validation + results included)`);
  return perSecond;
}
const G = Number(process.env.BENCH_GAMES ?? 300);
const f41 = Array.from({ length: G }, (_, i) => { const g = random41(i + 1); return { setup: g.setup, actions: g.actions, deals: g.deals.length }; });
const tenners = Array.from({ length: G }, (_, i) => { const g = randomTenners(i + 1, 3 + (i % 4)); return { setup: g.setup, actions: g.actions, deals: g.hands.length }; });
const forteyOneDealsPerSecond = other("Fortey-One", forteyOneModule, f41);
const tennersRoundsPerSecond = other("Fortune Tenners", fortuneTennersModule, tenners);
// Fortuno: a deal is a whole game of a few hundred events, so its figure is events per second too.
const fortuno = Array.from({ length: Math.ceil(G / 3) }, (_, i) => { const g = randomFortuno(prng(i + 1)); return { setup: g.setup, actions: g.actions, deals: 1 }; });
const eventsPerDeal = fortuno.reduce((n, g) => n + g.actions.length, 0) / fortuno.length;
const fortunoDealsPerSecond = other("Fortuno", fortunoModule, fortuno);
const fortunoEventsPerSecond = Math.round(fortunoDealsPerSecond * eventsPerDeal);
console.log(`Fortuno: ${fortunoEventsPerSecond.toLocaleString("en")} events/s (${Math.round(eventsPerDeal)} events a deal on average)`);
const extra = { forteyOneDealsPerSecond, tennersRoundsPerSecond, fortunoDealsPerSecond, fortunoEventsPerSecond };
if (process.argv.includes("--json")) console.log(JSON.stringify({ ...out, ...extra }));
