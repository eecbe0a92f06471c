/**
 * The golden game records in test/fixtures/ and their expected replay results, kept in two files
 * per record so that a scoring change and a reading-text change never hide in each other's diff:
 *   NAME.json           the record (built from a seeded random legal deal)
 *   NAME.scoring.json   the replay result without the readings' prose (no `meaning` lines)
 *   NAME.readings.json  only the readings, per deal, with their prose
 *
 * An explicit step. By default it only CHECKS: it replays every record and prints, per file,
 * which deals, tricks and fields would change (old → new). Exit code 1 when anything would.
 *   npm run -s fixtures                 check (add --all to list every change)
 *   npm run -s fixtures -- --update     write the files
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { prng, randomLegalDeal } from "../lib/games/fortunes/random";
import { replayRecord } from "../lib/records/replay";

/** A Fortunes game record as CONTRACT.md writes it (the parts built here). */
interface FortunesRecord {
  game: "fortunes";
  players: string[];
  options?: { starsAfterBroken?: boolean; betting?: Record<string, unknown> & { kind: string } };
  deals: { dealer: string; discards?: string[]; tricks: string[][]; bids?: Record<string, number>; betting?: unknown[][] }[];
}

const PLAYERS = ["Ann", "Ben", "Cat", "Dan"];
const dir = new URL("../test/fixtures/", import.meta.url);
const args = new Set(process.argv.slice(2));
const UPDATE = args.has("--update");
const ALL = args.has("--all");
const LIMIT = 25;

// ------------------------------------------------------------------------------------------
// The records

function deal(seed: number, dealer: number, extra: Partial<FortunesRecord["deals"][number]> = {}) {
  const d = randomLegalDeal(prng(seed), dealer);
  return { dealer: PLAYERS[dealer], discards: d.discards, tricks: d.tricks, ...extra };
}

function buildRecords(): [string, FortunesRecord][] {
  const out: [string, FortunesRecord][] = [];
  const add = (name: string, record: FortunesRecord) => out.push([name, record]);

  // 1. One full deal, no betting.
  add("deal-none", { game: "fortunes", players: PLAYERS, options: { starsAfterBroken: true, betting: { kind: "none" } }, deals: [deal(1, 0)] });

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
    add("deal-pre-look", { game: "fortunes", players: PLAYERS, options: { betting: { kind: "pre-look", ante: 1 } }, deals: [{ ...deal(2, 1), betting: betting as never }] });
  }

  // 3. Ante with a raise and a fold in trick 9's betting round.
  {
    const d = deal(3, 2);
    const betting: unknown[][] = Array.from({ length: 8 }, () => ["stay", "stay", "stay", "stay"]);
    betting[3] = ["stay", { raise: 3 }, "stay", "stay"];
    betting.push(["stay", "fold"]);
    add("deal-ante-fold", { game: "fortunes", players: PLAYERS, options: { betting: { kind: "ante", ante: 2 } }, deals: [{ ...d, tricks: d.tricks.slice(0, 8), betting: betting as never }] });
  }

  // 4. Bids: one team misses its bid and scores 0.
  add("deal-bid", { game: "fortunes", players: PLAYERS, options: { betting: { kind: "bid" } }, deals: [{ ...deal(4, 3), bids: { Ann: 9, Ben: 4, Cat: 8, Dan: 5 } }] });

  // 5. Target 41: deals until a partnership reaches it.
  {
    const options: FortunesRecord["options"] = { betting: { kind: "target", target: 41, exact: false } };
    const deals = [];
    for (let k = 0; k < 8; k++) {
      deals.push(deal(50 + k, k % 4));
      const r = replayRecord({ game: "fortunes", players: PLAYERS, options, deals });
      if (r.ok && (r.value as { match?: { winner?: unknown } }).match?.winner) break;
    }
    add("match-target", { game: "fortunes", players: PLAYERS, options, deals });
  }

  // 6. Exact target 30: going over busts, so the deal's points are not added (no winner within 8 deals).
  {
    const options: FortunesRecord["options"] = { betting: { kind: "target", target: 30, exact: true } };
    const deals = [];
    for (let k = 0; k < 8; k++) {
      deals.push(deal(60 + k, k % 4));
      const r = replayRecord({ game: "fortunes", players: PLAYERS, options, deals });
      if (r.ok && (r.value as { match?: { winner?: unknown } }).match?.winner) break;
    }
    add("match-target-exact", { game: "fortunes", players: PLAYERS, options, deals });
  }

  // 7. A four-deal match: the deal passes left and the teams relabel each deal.
  add("match-four-deals", { game: "fortunes", players: PLAYERS, deals: [0, 1, 2, 3].map((k) => deal(70 + k, k)) });

  // 8. A revoke: Ben throws off while holding the led suit (a followed card swapped with a later one).
  {
    const d = deal(8, 0);
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
    add("deal-revoke", { game: "fortunes", players: PLAYERS, deals: [{ ...d, tricks }] });
  }

  // 9. A deal in progress: 5 tricks and a half.
  {
    const d = deal(9, 0);
    add("deal-in-progress", { game: "fortunes", players: PLAYERS, deals: [{ ...d, tricks: [...d.tricks.slice(0, 5), d.tricks[5].slice(0, 2)] }] });
  }
  return out;
}

// ------------------------------------------------------------------------------------------
// Splitting a result into its scoring part and its readings

/** The parts of a Fortunes result (CONTRACT.md) that the split touches. */
interface ResultShape { deals: { number: number; readings: { cards: { meaning: string }[] }[] }[] }

/** The replay result without the readings' prose: zones, positions, layouts and outcomes stay. */
function scoringPart(r: ResultShape): unknown {
  return {
    ...r,
    deals: r.deals.map((d) => ({ ...d, readings: d.readings.map((rd) => ({ ...rd, cards: rd.cards.map(({ meaning: _, ...c }) => c) })) })),
  };
}

/** Only the readings, per deal, with their prose. */
function readingsPart(r: ResultShape): unknown {
  return { deals: r.deals.map((d) => ({ number: d.number, readings: d.readings })) };
}

// ------------------------------------------------------------------------------------------
// A readable diff

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
interface Change { where: string; old: Json | undefined; new: Json | undefined }

const isObj = (x: unknown): x is Record<string, Json> => typeof x === "object" && x !== null && !Array.isArray(x);

/** A human label for one step into an array, using the element's own fields where it has them. */
function label(key: string, i: number, item: Json | undefined): string {
  const o = isObj(item) ? item : {};
  switch (key) {
    case "deals": return `deal ${o.number ?? i + 1}`;
    case "tricks": return Array.isArray(item) ? `trick ${i + 1}` : `trick ${o.number ?? i + 1}`;
    case "readings": return `reading ${o.player ?? i + 1}`;
    case "cards": return isObj(item) && o.owner ? `card ${o.owner} #${o.index}` : `card ${i + 1}`;
    case "violations": return `violation ${i + 1}`;
    case "partnerships": return `partnership ${Array.isArray(o.players) ? o.players.join("+") : i + 1}`;
    case "busts": return `bust ${i + 1}`;
    case "betting": return `betting round ${i + 1}`;
    default: return `${key}[${i}]`;
  }
}

function diff(a: Json | undefined, b: Json | undefined, path: string[], out: Change[]): void {
  if (JSON.stringify(a) === JSON.stringify(b)) return;
  if (isObj(a) && isObj(b)) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const [x, y] = [a[k], b[k]];
      // Arrays of objects or arrays (deals, tricks, readings, cards …) step in element by element;
      // arrays of plain values (a trick's cards, a partnership's names) read best whole.
      if (Array.isArray(x) && Array.isArray(y) && [...x, ...y].some((e) => isObj(e) || Array.isArray(e))) {
        for (let i = 0; i < Math.max(x.length, y.length); i++) diff(x[i], y[i], [...path, label(k, i, y[i] ?? x[i])], out);
      } else diff(x, y, [...path, k], out);
    }
    return;
  }
  out.push({ where: path.join(" › ") || "(whole file)", old: a, new: b });
}

const show = (x: Json | undefined): string => {
  if (x === undefined) return "(none)";
  const s = JSON.stringify(x);
  return s.length > 90 ? `${s.slice(0, 88)}…` : s;
};

function report(file: string, oldJson: Json | undefined, newJson: Json): boolean {
  if (oldJson === undefined) { console.log(`${file}: new file`); return true; }
  const changes: Change[] = [];
  diff(oldJson, newJson, [], changes);
  if (changes.length === 0) return false;
  console.log(`${file}: ${changes.length} change${changes.length === 1 ? "" : "s"}`);
  const shown = ALL ? changes : changes.slice(0, LIMIT);
  for (const c of shown) console.log(`  ${c.where}: ${show(c.old)} → ${show(c.new)}`);
  if (shown.length < changes.length) console.log(`  … and ${changes.length - shown.length} more (--all lists them)`);
  return true;
}

// ------------------------------------------------------------------------------------------
// Check or update

function readJson(name: string): Json | undefined {
  const url = new URL(name, dir);
  return existsSync(url) ? JSON.parse(readFileSync(url, "utf8")) : undefined;
}

function main(): number {
  let changed = 0;
  for (const [name, record] of buildRecords()) {
    const replayed = replayRecord(record);
    if (!replayed.ok) throw new Error(`${name}: ${replayed.error.message}`);
    const result = replayed.value as unknown as ResultShape;
    const files: [string, unknown][] = [
      [`${name}.json`, record],
      [`${name}.scoring.json`, scoringPart(result)],
      [`${name}.readings.json`, readingsPart(result)],
    ];
    for (const [file, value] of files) {
      const json = JSON.parse(JSON.stringify(value)) as Json;
      if (!report(file, readJson(file), json)) continue;
      changed++;
      if (UPDATE) writeFileSync(new URL(file, dir), JSON.stringify(json, null, 2) + "\n");
    }
  }
  if (changed === 0) console.log("Fixtures are up to date.");
  else if (UPDATE) console.log(`Wrote ${changed} file${changed === 1 ? "" : "s"}.`);
  else console.log(`${changed} file${changed === 1 ? "" : "s"} would change. Review the changes above, then run: npm run -s fixtures -- --update`);
  return changed > 0 && !UPDATE ? 1 : 0;
}

process.exitCode = main();
