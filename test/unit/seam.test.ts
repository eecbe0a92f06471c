/**
 * The game seam: adding a game is its folder (lib/games/<game>/), one registry line
 * (lib/games/registry.ts), its panel (app/games/[id]/panels/<game>/ plus its line in
 * panels/index.tsx) and its options form (app/games/new/options/<game>.tsx plus its line in
 * options/index.ts). This test reads the source of the app, the server, lib, scripts and benches
 * and fails when any other file names a game's folder (an import path) or a game's id as a string.
 *
 * KNOWN holds the files that still do, each with what it knows; the list may only shrink: a file
 * that no longer names a game must leave it (the test says so), and a new file may not join it.
 * ("fortunes" as a string is also the id of the Fortunes deck style of card names, so that id
 * is only looked for in import paths.)
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GAME_IDS } from "@/lib/games/registry";
import { DECK_STYLES } from "@/lib/cards";
import { allGames } from "@/lib/games/registry";
import { pendingPrompt } from "@/app/games/[id]/pending";
import { foldActions } from "@/lib/games/fold";

const ROOT = path.resolve(__dirname, "../..");
const SCANNED = ["app", "lib", "server", "scripts", "bench", "deploy"];

/** Files that still know particular games, and why; fix them and take them off. */
const KNOWN: Record<string, string> = {
  "bench/answers.ts": "a Fortunes record is the default of its answers' bytes",
  "bench/api.ts": "loads Fortunes tables through the API",
  "bench/streams.ts": "streams of a Fortunes table",
  "bench/tap.ts": "the bytes of a Fortunes tap",
  "scripts/make-fixtures.ts": "writes the Fortunes fixtures",
};

function allowed(rel: string): boolean {
  if (rel === "lib/games/registry.ts" || rel === "app/games/[id]/panels/index.tsx" || rel === "app/games/new/options/index.ts") return true;
  return GAME_IDS.some(
    (id) => rel.startsWith(`lib/games/${id}/`) || rel.startsWith(`app/games/[id]/panels/${id}/`) || new RegExp(`^app/games/new/options/${id}\\.[a-z]+$`).test(rel),
  );
}

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...sources(rel));
    else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(rel);
  }
  return out;
}

/** What `text` says of particular games: folders it imports and ids it writes as strings. */
export function gameMentions(text: string): string[] {
  const found = new Set<string>();
  const code = text.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, "");
  for (const id of GAME_IDS) {
    const esc = id.replace(/-/g, "\\-");
    if (new RegExp(`(from|import)\\s*\\(?\\s*["'][^"']*games/${esc}/`).test(text) || new RegExp(`["'][^"']*panels/${esc}/`).test(text)) found.add(`folder ${id}`);
    const isStyle = (DECK_STYLES as readonly string[]).includes(id);
    // An id that is also a deck style's ("fortunes") counts where it can only mean the game: a
    // game or kind field or comparison, a module looked up by it, a new-game link.
    const asGame = new RegExp(`\\b(game|kind|gameId)\\s*(===|!==|==|!=|:|=)\\s*["'\`]${esc}["'\`]|gameModule\\(\\s*[^)]*["'\`]${esc}["'\`]|[?&]game=${esc}\\b`);
    if (isStyle ? asGame.test(code) : new RegExp(`["'\`]${esc}["'\`]|\\b${esc}\\s*:`).test(code)) found.add(`id ${id}`);
  }
  return [...found];
}

describe("the game seam", () => {
  // The folders above, and the project's own files at its root (proxy.ts, the configs).
  const rootFiles = fs.readdirSync(ROOT, { withFileTypes: true }).filter((e) => e.isFile() && /\.(ts|tsx|mts|mjs|js)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)).map((e) => e.name);
  const files = [...rootFiles, ...SCANNED.flatMap(sources)].filter((f) => !allowed(f));
  const mentions = new Map(files.map((f) => [f, gameMentions(fs.readFileSync(path.join(ROOT, f), "utf8"))] as const));

  it("reads the whole tree: every folder with sources, and the root's own files", () => {
    const withSources = fs.readdirSync(ROOT, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith(".") && !["node_modules", "generated", "public", "test", "prisma", "docs", "data"].includes(e.name))
      .map((e) => e.name);
    expect(withSources.filter((d) => !SCANNED.includes(d))).toEqual([]);
    expect(rootFiles).toContain("proxy.ts");
    expect(files.length).toBeGreaterThan(100);
  });

  it("finds the games' own folders and ids where they belong", () => {
    expect(gameMentions(`import { x } from "../games/fortuno/deck";`)).toEqual(["folder fortuno"]);
    expect(gameMentions(`const kind = "fortey-one";`)).toEqual(["id fortey-one"]);
    expect(gameMentions(`const kind = "fortunes-table";`)).toEqual([]);
    // "fortunes" is also a deck style: only where it means the game.
    expect(gameMentions(`cardName(code, "fortunes")`)).toEqual([]);
    expect(gameMentions(`start({ game: "fortunes", players })`)).toEqual(["id fortunes"]);
    expect(gameMentions(`if (table.game === "fortunes") x();`)).toEqual(["id fortunes"]);
    expect(gameMentions(`gameModule(record.game ?? "fortunes")`)).toEqual(["id fortunes"]);
    expect(gameMentions(`<a href="/games/new?game=fortunes">`)).toEqual(["id fortunes"]);
  });

  it("no file outside a game's folder, panel, options form and the registry names a game", () => {
    const offenders = [...mentions].filter(([f, m]) => m.length > 0 && !(f in KNOWN)).map(([f, m]) => `${f}: ${m.join(", ")}`);
    expect(offenders).toEqual([]);
  });

  it("the list of known exceptions only shrinks", () => {
    const fixed = Object.keys(KNOWN).filter((f) => !mentions.get(f)?.length);
    expect(fixed, "these files no longer name a game: take them off KNOWN").toEqual([]);
  });
});

describe("what the shell takes from the module, not from a game's shapes", () => {
  it("every module says its standings, how it finished and its score line (the games list reads nothing else)", () => {
    for (const m of allGames()) {
      expect(typeof m.standings, m.id).toBe("function");
      expect(typeof m.finished, m.id).toBe("function");
      expect(typeof m.scoreLine, m.id).toBe("function");
    }
    const summary = fs.readFileSync(path.join(ROOT, "lib/games/summary.ts"), "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    expect(summary).not.toMatch(/partnerships|totals|handCounts|match\b/);
  });

  it("one pending turn line for every panel, round as many seats as the game has", () => {
    expect(pendingPrompt(["Ann", "Ben", "Cat"], "Cat", 1)).toBe("Ann to play");
    expect(pendingPrompt(["Ann", "Ben", "Cat"], "Ben", 2)).toBe("Recording…");
    expect(pendingPrompt(["Ann", "Ben", "Cat", "Dan", "Eve"], "Dan", 3)).toBe("Eve to play");
    expect(pendingPrompt(["Ann", "Ben", "Cat", "Dan"], "Dan", 0, (p) => `${p} to play.`)).toBe("Ann to play.");
    const panels = path.join(ROOT, "app/games/[id]/panels");
    const texts = fs.readdirSync(panels, { recursive: true, encoding: "utf8" }).filter((f) => /\.tsx?$/.test(f)).map((f) => [f, fs.readFileSync(path.join(panels, f), "utf8")] as const);
    // A "<name> to play" line written by hand, outside pendingPrompt, is a copy that drifts (and assumed four seats).
    const copies = texts.filter(([, t]) => t.split("\n").some((l) => /\$\{[^}]+\} to play/.test(l) && !l.includes("pendingPrompt("))).map(([f]) => f);
    expect(copies).toEqual([]);
    // Nor does a panel count seats round a table of four: the seats are the game's.
    expect(texts.filter(([, t]) => /%\s*4\b/.test(t)).map(([f]) => f)).toEqual([]);
  });
});

describe("what a change changed, the figures and the chart are the module's, drawn by shared code", () => {
  const strip = (t: string) => t.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
  const read = (rel: string) => fs.readFileSync(path.join(ROOT, rel), "utf8");

  it("every module describes a change from its views: nothing for the same view, sentences for the last move and its undo", () => {
    for (const m of allGames()) {
      expect(typeof m.describe, m.id).toBe("function");
      expect(typeof m.changes?.none, m.id).toBe("string");
      const g = m.random(3);
      const end = foldActions(m, g.setup, g.actions, { lenient: false });
      const before = foldActions(m, g.setup, g.actions.slice(0, -1), { lenient: false });
      if (!end.ok || !before.ok) throw new Error(`${m.id}: the random game does not fold`);
      const [a, b] = [m.view(before.value, { kind: "table" }), m.view(end.value, { kind: "table" })];
      expect(m.describe(b, b), m.id).toEqual([]);
      // The last move of a random game ends a trick, a deal or the game: something a table would want told.
      const told = m.describe(a, b), undone = m.describe(b, a);
      expect(told.length, `${m.id}: the last move`).toBeGreaterThan(0);
      expect(undone.length, `${m.id}: its undo`).toBeGreaterThan(0);
      for (const line of [...told, ...undone]) expect(line, m.id).toMatch(/^\S.*\S$/);
    }
  });

  it("no panel works out its own changes; one WhatChanged draws the module's", () => {
    const panels = path.join(ROOT, "app/games/[id]/panels");
    const texts = fs.readdirSync(panels, { recursive: true, encoding: "utf8" }).filter((f) => /\.tsx?$/.test(f)).map((f) => [f, strip(fs.readFileSync(path.join(panels, f), "utf8"))] as const);
    expect(texts.filter(([, t]) => /describeChanges|<ChangesBox\b/.test(t)).map(([f]) => f)).toEqual([]);
    for (const id of GAME_IDS) expect(texts.some(([f, t]) => f.startsWith(`${id}/`) && t.includes("../../WhatChanged")), id).toBe(true);
  });

  it("one totals chart for every game that keeps totals", () => {
    const charts = [...SCANNED.flatMap(sources)].filter((f) => /TotalsChart\.tsx$/.test(f));
    expect(charts).toEqual(["app/_components/TotalsChart.tsx"]);
  });

  it("a game's own figures are named on its module only, never in the generic statistics code", () => {
    const own = allGames().flatMap((m) => (m.statistics ?? []).flatMap((f) => [f.key, f.label, f.kind === "perGame" ? f.count : f.tally]));
    expect(own.length).toBeGreaterThan(0);
    for (const rel of ["lib/games/stats.ts", "lib/players/aggregate.ts", "lib/players/summary.ts", "server/players.ts", "app/players/[name]/KindSection.tsx", "app/players/[name]/page.tsx"]) {
      const text = strip(read(rel));
      expect(own.filter((w) => text.includes(`"${w}"`) || new RegExp(`\\.${w}\\b|\\b${w}\\s*:`).test(text)), rel).toEqual([]);
    }
  });
});

describe("a printed deck's facts have one source", () => {
  it("sticker prefixes and the decks' code patterns are written in lib/cards/decks.ts only", () => {
    const all = [...SCANNED.flatMap(sources)].filter((f) => f !== "lib/cards/decks.ts");
    const copies = all.filter((f) => {
      const code = fs.readFileSync(path.join(ROOT, f), "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
      return /["'`](FT|TN):["'`]/.test(code) || /\[RK\]\[1-4\]/.test(code) || /1\[0134\]/.test(code);
    });
    expect(copies).toEqual([]);
  });
});
