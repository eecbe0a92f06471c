/**
 * Writes the golden game records in test/fixtures/ and their expected replay results.
 * Records are built from seeded random legal deals; re-run after an intended change of output:
 *   npx tsx scripts/make-fixtures.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { prng, randomLegalDeal } from "../lib/games/fortunes/random";
import { replayRecord } from "../lib/records/replay";
import type { FortunesRecord } from "../lib/records/schema";

const PLAYERS = ["Ann", "Ben", "Cat", "Dan"];
const dir = new URL("../test/fixtures/", import.meta.url);
mkdirSync(dir, { recursive: true });

function deal(seed: number, dealer: number, extra: Partial<FortunesRecord["deals"][number]> = {}) {
  const d = randomLegalDeal(prng(seed), dealer);
  return { dealer: PLAYERS[dealer], discards: d.discards, tricks: d.tricks, ...extra, _hands: d.hands };
}
const strip = <T extends { _hands?: unknown }>(d: T) => { const { _hands, ...rest } = d; return rest; };

function write(name: string, record: FortunesRecord) {
  const r = replayRecord(record);
  if (!r.ok) throw new Error(`${name}: ${r.error.message}`);
  writeFileSync(new URL(`${name}.json`, dir), JSON.stringify(record, null, 2) + "\n");
  writeFileSync(new URL(`${name}.expected.json`, dir), JSON.stringify(r.value, null, 2) + "\n");
  console.log(`${name}: ${record.deals.length} deal(s)`);
}

// 1. One full deal, no betting.
write("deal-none", { game: "fortunes", players: PLAYERS, options: { starsAfterBroken: true, betting: { kind: "none" } }, deals: [strip(deal(1, 0))] });

// 2. Pre-look stakes, settled as ante: some raises along the way.
{
  const rand = prng(2002);
  const betting = Array.from({ length: 19 }, (_, k) => [0, 1, 2, 3].map((i) => (rand() < 0.08 ? { raise: 2 + k + i } : "stay")));
  // Keep raises increasing: a raise must name more than the current ante.
  let ante = 1;
  for (const round of betting) for (let i = 0; i < round.length; i++) {
    const m = round[i];
    if (typeof m === "object") { if (m.raise > ante) ante = m.raise; else round[i] = "stay"; }
  }
  write("deal-pre-look", { game: "fortunes", players: PLAYERS, options: { betting: { kind: "pre-look", ante: 1 } }, deals: [{ ...strip(deal(2, 1)), betting: betting as never }] });
}

// 3. Ante with a raise and a fold in trick 9's betting round.
{
  const d = strip(deal(3, 2));
  const betting: unknown[][] = Array.from({ length: 8 }, () => ["stay", "stay", "stay", "stay"]);
  betting[3] = ["stay", { raise: 3 }, "stay", "stay"];
  betting.push(["stay", "fold"]);
  write("deal-ante-fold", { game: "fortunes", players: PLAYERS, options: { betting: { kind: "ante", ante: 2 } }, deals: [{ ...d, tricks: d.tricks.slice(0, 8), betting: betting as never }] });
}

// 4. Bids: one team misses its bid and scores 0.
write("deal-bid", { game: "fortunes", players: PLAYERS, options: { betting: { kind: "bid" } }, deals: [{ ...strip(deal(4, 3)), bids: { Ann: 9, Ben: 4, Cat: 8, Dan: 5 } }] });

// 5. Target 41: deals until a partnership reaches it.
{
  const deals = [];
  for (let k = 0; k < 8; k++) {
    deals.push(strip(deal(50 + k, k % 4)));
    const r = replayRecord({ game: "fortunes", players: PLAYERS, options: { betting: { kind: "target", target: 41, exact: false } }, deals });
    if (r.ok && r.value.match.winner) break;
  }
  write("match-target", { game: "fortunes", players: PLAYERS, options: { betting: { kind: "target", target: 41, exact: false } }, deals });
}

// 6. Exact target 30: going over busts, so the deal's points are not added (no winner within 8 deals).
{
  const deals = [];
  for (let k = 0; k < 8; k++) {
    deals.push(strip(deal(60 + k, k % 4)));
    const r = replayRecord({ game: "fortunes", players: PLAYERS, options: { betting: { kind: "target", target: 30, exact: true } }, deals });
    if (r.ok && r.value.match.winner) break;
  }
  write("match-target-exact", { game: "fortunes", players: PLAYERS, options: { betting: { kind: "target", target: 30, exact: true } }, deals });
}

// 7. A four-deal match: the deal passes left and the teams relabel each deal.
write("match-four-deals", { game: "fortunes", players: PLAYERS, deals: [0, 1, 2, 3].map((k) => strip(deal(70 + k, k))) });

// 8. A revoke: Ben throws off while holding the led suit (a followed card swapped with a later one).
{
  const d = strip(deal(8, 0));
  const tricks = d.tricks.map((t) => t.slice());
  // Find a trick in which Ben (seat 1) followed suit and a later trick in which Ben played another mundane suit.
  outer: for (let a = 0; a < 19; a++) {
    const pos = (1 - (a % 4) + 4) % 4;
    if (pos === 0) continue;
    const led = tricks[a][0][0];
    if (led === "T" || tricks[a][pos][0] !== led) continue;
    for (let b = a + 1; b < 19; b++) {
      const pb = (1 - (b % 4) + 4) % 4;
      const card = tricks[b][pb];
      if (pb !== 0 && card[0] !== "T" && card[0] !== led && card[0] !== tricks[b][0][0]) {
        [tricks[a][pos], tricks[b][pb]] = [card, tricks[a][pos]];
        break outer;
      }
    }
  }
  write("deal-revoke", { game: "fortunes", players: PLAYERS, deals: [{ ...d, tricks }] });
}

// 9. A deal in progress: 5 tricks and a half.
{
  const d = strip(deal(9, 0));
  write("deal-in-progress", { game: "fortunes", players: PLAYERS, deals: [{ ...d, tricks: [...d.tricks.slice(0, 5), d.tricks[5].slice(0, 2)] }] });
}
