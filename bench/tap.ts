/**
 * `npm run bench:tap`: what one tap costs — the bytes of the view the server sends back after
 * a play, and the time to apply the play and build that view — in deal 1 and deal 9 of a long
 * Fortunes match (every earlier deal finished, with its readings). Reported, never asserted.
 */
import { foldActions, step, start, type Folded } from "../lib/games/fold";
import { fortunesModule } from "../lib/games/fortunes/module";
import { prng, randomLegalDeal } from "../lib/games/fortunes/random";
import { result } from "../lib/games/fortunes/record";
import type { FortunesAction, FortunesState } from "../lib/games/fortunes";

const PLAYERS = ["Ann", "Ben", "Cat", "Dan"];
const SETUP = { players: PLAYERS, dealer: 0 };
const rand = prng(9);

/** Actions of `deals` finished deals plus 10 cards of the next one. */
function match(deals: number): { actions: FortunesAction[]; nextCard: FortunesAction } {
  const actions: FortunesAction[] = [];
  for (let d = 0; d <= deals; d++) {
    if (d > 0) actions.push({ type: "nextDeal" });
    const deal = randomLegalDeal(rand, d % 4);
    const cards = deal.tricks.flat();
    const upto = d < deals ? cards.length : 10;
    for (const card of cards.slice(0, upto)) actions.push({ type: "play", card });
    if (d === deals) return { actions, nextCard: { type: "play", card: cards[10] } };
  }
  throw new Error("unreachable");
}

function measure(deals: number) {
  const { actions, nextCard } = match(deals);
  const base = foldActions<FortunesState, FortunesAction>(fortunesModule, SETUP, actions);
  if (!base.ok) throw new Error(base.error.message);
  const folded: Folded<FortunesState, FortunesAction> = { ...(start(fortunesModule, SETUP) as { ok: true; value: Folded<FortunesState, FortunesAction> }).value, state: base.value, base: actions, effective: actions };
  const times: number[] = [];
  let bytes = 0, before = 0;
  for (let i = 0; i < 300; i++) {
    const t0 = process.hrtime.bigint();
    const r = step(fortunesModule, folded, nextCard);
    if (!r.ok) throw new Error(r.error.message);
    const body = JSON.stringify({ ...(fortunesModule.view(r.value.state, { kind: "table" }) as object), turn: fortunesModule.turn(r.value.state), seq: 1 });
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    bytes = Buffer.byteLength(body);
    // What the same tap returned before the view left readings and earlier deals' tricks out.
    before = Buffer.byteLength(JSON.stringify({ ...JSON.parse(body), deals: result(r.value.state).deals }));
  }
  times.sort((a, b) => a - b);
  return { deal: deals + 1, bytes, bytesWithReadings: before, p50ms: +times[150].toFixed(3), p99ms: +times[296].toFixed(3) };
}

for (const deals of [0, 8]) {
  const m = measure(deals);
  console.log(`deal ${m.deal}: ${(m.bytes / 1024).toFixed(1)} KB per tap (was ${(m.bytesWithReadings / 1024).toFixed(1)} KB with every deal in full, readings included); apply + view p50 ${m.p50ms} ms, p99 ${m.p99ms} ms`);
}
