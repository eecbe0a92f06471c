/** Game records (CONTRACT.md): golden replays, import/export, and the `replay` command. */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { replayRecord, replayText } from "../../lib/records/replay";

const FIXTURES = join(__dirname, "../fixtures");
// Each golden record NAME.json has NAME.scoring.json (its replay without the readings' prose) and
// NAME.readings.json (only the readings); `npm run -s fixtures` checks them, `-- --update` writes them.
const goldens = readdirSync(FIXTURES).filter((f) => f.endsWith(".json") && !/\.(scoring|readings)\.json$/.test(f));
const read = (f: string) => JSON.parse(readFileSync(join(FIXTURES, f), "utf8"));
type Golden = { deals: { number: number; readings: { cards: { meaning?: string }[] }[] }[] };
const withoutProse = (r: Golden) => ({
  ...r, deals: r.deals.map((d) => ({ ...d, readings: d.readings.map((rd) => ({ ...rd, cards: rd.cards.map(({ meaning: _, ...c }) => c) })) })),
});
const readingsOnly = (r: Golden) => ({ deals: r.deals.map((d) => ({ number: d.number, readings: d.readings })) });
/** The whole expected result of a golden record: its scoring file with the readings put back. */
const expected = (name: string) => {
  const s = read(`${name}.scoring.json`);
  const r = read(`${name}.readings.json`) as Golden;
  return { ...s, deals: s.deals.map((d: object, i: number) => ({ ...d, readings: r.deals[i].readings })) };
};

// Change detectors, not proofs: NAME.scoring.json and NAME.readings.json were written by the engine
// itself (`npm run -s fixtures -- --update`); the hand-worked expectations are in
// lib/games/*/golden.test.ts, record.test.ts, hand-computed.test.ts and the audits.
describe("golden records (change detectors: expected files the engine wrote)", () => {
  it("there is at least one per betting variant, a four-deal match and a revoke", () => {
    const kinds = new Set(goldens.map((f) => read(f).options?.betting?.kind ?? "none"));
    expect([...kinds].sort()).toEqual(["ante", "bid", "none", "pre-look", "target"]);
    expect(goldens).toContain("match-four-deals.json");
    expect(goldens).toContain("deal-revoke.json");
  });
  it.each(goldens)("%s replays to its expected scoring (NAME.scoring.json)", (f) => {
    const r = replayRecord(read(f));
    expect(r.ok).toBe(true);
    expect(r.ok && withoutProse(r.value as unknown as Golden)).toEqual(read(f.replace(/\.json$/, ".scoring.json")));
  });
  it.each(goldens)("%s replays to its expected readings (NAME.readings.json)", (f) => {
    const r = replayRecord(read(f));
    expect(r.ok).toBe(true);
    expect(r.ok && readingsOnly(r.value as unknown as Golden)).toEqual(read(f.replace(/\.json$/, ".readings.json")));
  });
  it("the scoring files hold no reading prose, and the two files agree on every placed card", () => {
    for (const f of goldens) {
      const name = f.replace(/\.json$/, "");
      expect(JSON.stringify(read(`${name}.scoring.json`)), name).not.toContain('"meaning"');
      const s = read(`${name}.scoring.json`) as Golden;
      expect(withoutProse(expected(name)), name).toEqual(s);
    }
  });
  it("the four-deal match passes the deal left and relabels High and Low", () => {
    const r = expected("match-four-deals");
    expect(r.deals.map((d: { dealer: string }) => d.dealer)).toEqual(["Ann", "Ben", "Cat", "Dan"]);
    expect(r.deals.map((d: { teamPlayers: { high: string[] } }) => d.teamPlayers.high)).toEqual([["Ann", "Cat"], ["Ben", "Dan"], ["Cat", "Ann"], ["Dan", "Ben"]]);
    const sum = (names: string[]) => r.deals.reduce((n: number, d: { scores: { players: Record<string, number> } }) => n + names.reduce((m, x) => m + d.scores.players[x], 0), 0);
    expect(r.match.partnerships).toEqual([{ players: ["Ann", "Cat"], points: sum(["Ann", "Cat"]) }, { players: ["Ben", "Dan"], points: sum(["Ben", "Dan"]) }]);
  });
  it("the revoke record names the trick and player", () => {
    const v = expected("deal-revoke").deals[0].violations;
    expect(v).toHaveLength(1);
    expect(v[0]).toMatchObject({ player: "Ben", rule: "follow-suit" });
  });
  it("a deal in progress has an unfinished last trick and no readings yet", () => {
    const d = expected("deal-in-progress").deals[0];
    expect(d.status).toBe("in-progress");
    expect(d.tricks.at(-1)).toMatchObject({ number: 6, winner: null, points: 0 });
    expect(d.readings).toEqual([]);
  });
});

describe("record validation", () => {
  const base = { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], deals: [{ dealer: "Ann", tricks: [["W07", "W02", "T04", "W11"]] }] };
  it.each([
    ["an unknown card code", { ...base, deals: [{ tricks: [["W07", "X99"]] }] }, "X99"],
    ["a wrong player count", { ...base, players: ["Ann", "Ben", "Cat"] }, "players"],
    ["an unknown dealer", { ...base, deals: [{ dealer: "Zed", tricks: [] }] }, "Zed"],
    ["an unknown bidder", { ...base, options: { betting: { kind: "bid" } }, deals: [{ bids: { Zed: 3 }, tricks: [] }] }, "Zed"],
    ["an unfinished trick before the last", { ...base, deals: [{ tricks: [["W07"], ["W02"]] }] }, "trick 1"],
    ["more than 19 tricks", { ...base, deals: [{ tricks: Array.from({ length: 20 }, () => ["W01"]) }] }, "deals"],
    ["an unknown game", { ...base, game: "chess" }, "chess"],
  ])("rejects %s", (_, record, word) => {
    const r = replayRecord(record);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain(word);
  });
  it("names the deal and trick where a record's action is refused", () => {
    const r = replayRecord({ ...base, options: { betting: { kind: "ante", ante: 2 } }, deals: [{ tricks: [["W07", "W02", "T04", "W11"]], betting: [["stay", { raise: 1 }, "stay", "stay"]] }] });
    expect(!r.ok && r.error.message).toMatch(/^deal 1, trick 1: A raise must name an ante higher than the current 2/);
  });
  it("rejects text that is not JSON", () => {
    const r = replayText("{ nope");
    expect(!r.ok && r.error.message).toMatch(/not valid JSON/);
  });
  it("a duplicate card is a violation, not a failure", () => {
    const r = replayRecord({ ...base, deals: [{ tricks: [["W07", "W02", "T04", "W07"]] }] });
    expect(r.ok && r.value.deals[0].violations.map((v: { trick: number; player: string; rule: string }) => [v.trick, v.player, v.rule])).toEqual([[1, "Dan", "duplicate-card"]]);
  });
  it("options default as in RULINGS.md", () => {
    const r = replayRecord(base);
    expect(r.ok && r.value.deals[0].tricks[0]).toMatchObject({ leader: "Ann", type: "low", winner: "Ben", winningCard: "W02", disposition: "well", points: 2 });
  });
});

describe("npm run -s cli -- replay", () => {
  const cli = (...args: string[]) => spawnSync(join(__dirname, "../../node_modules/.bin/tsx"), ["scripts/cli.ts", "replay", ...args], { encoding: "utf8", cwd: join(__dirname, "../..") });
  it("prints one result for one file and exits 0", () => {
    const r = cli(join(FIXTURES, "deal-none.json"));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(expected("deal-none"));
  });
  it("prints an array in order for several files", () => {
    const r = cli(join(FIXTURES, "deal-bid.json"), join(FIXTURES, "deal-revoke.json"));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual([expected("deal-bid"), expected("deal-revoke")]);
  });
  it("exits 2 with a one-line message for a bad file", () => {
    const dir = mkdtempSync(join(tmpdir(), "ft-"));
    writeFileSync(join(dir, "bad.json"), JSON.stringify({ game: "fortunes", players: ["A", "B"], deals: [] }));
    writeFileSync(join(dir, "junk.json"), "not json");
    for (const f of ["bad.json", "junk.json", "missing.json"]) {
      const r = cli(join(FIXTURES, "deal-none.json"), join(dir, f));
      expect(r.status).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
    }
  });
  it("is wired as an npm script", () => {
    const out = execFileSync("npm", ["run", "-s", "cli", "--", "replay", join(FIXTURES, "deal-none.json")], { encoding: "utf8", cwd: join(__dirname, "../..") });
    expect(JSON.parse(out).game).toBe("fortunes");
  });
});

describe("the CONTRACT.md example record", () => {
  it("reads: bids and discards are optional and bids only score in the bid variant", () => {
    const r = replayRecord({
      game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], options: { starsAfterBroken: true, betting: { kind: "none" } },
      deals: [{ dealer: "Ann", discards: ["W03", "T05"], bids: { Ann: 5, Ben: 4, Cat: 3, Dan: 6 }, tricks: [["W07", "W02", "T04", "W11"], ["C03"]] }],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.deals[0].tricks).toHaveLength(2);
    expect(r.value.deals[0].bids).toBeUndefined();
    expect(r.value.deals[0].discards).toEqual(["W03", "T05"]);
  });
});

describe("one result per record deal (CONTRACT.md)", () => {
  it.each(["fortunes", "fortey-one", "fortune-tenners"])("a %s record with no deals yet replays to no deals", (game) => {
    const r = replayRecord({ game, players: ["Ann", "Ben", "Cat", "Dan"], deals: [] });
    expect(r.ok && r.value.deals).toEqual([]);
  });
  it("a record with one deal begun replays to one deal", () => {
    const r = replayRecord({ game: "fortey-one", players: ["Ann", "Ben", "Cat", "Dan"], deals: [{ dealer: "Ann" }] });
    expect(r.ok && r.value.deals.length).toBe(1);
  });
});

describe("a Fortuno record with no deals yet", () => {
  it("replays to no deals, like the other games", () => {
    const r = replayRecord({ game: "fortuno", players: ["Ann", "Ben", "Cat", "Dan"], deals: [] });
    expect(r.ok && r.value.deals).toEqual([]);
  });
});
