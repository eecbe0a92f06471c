/**
 * The offline fold, one bundle per game (scripts/build-folds.mjs): the games come from the registry,
 * each bundle holds its own game's module only, answers a fold in a worker's scope, and stays small.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { GAME_IDS, gameModule } from "@/lib/games/registry";
import { buildFolds, gamesOfRegistry } from "../../scripts/build-folds.mjs";

const ROOT = path.resolve(__dirname, "../..");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ft-folds-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs a bundle as a worker would and returns what it posts for `ask` (after its ready message). */
function runWorker(code: string, ask?: unknown): unknown[] {
  const posted: unknown[] = [];
  const self: { onmessage: ((e: { data: unknown }) => void) | null; postMessage(m: unknown): void } = { onmessage: null, postMessage: (m) => posted.push(m) };
  vm.runInNewContext(code, { self, console, TextEncoder, TextDecoder, URL, structuredClone });
  if (ask !== undefined) self.onmessage?.({ data: ask });
  return posted;
}

describe("the offline fold's bundles", () => {
  it("come from the registry: one per game, each game's module file in its own folder", async () => {
    const games = await gamesOfRegistry(ROOT);
    expect(games.map((g) => g.id)).toEqual(GAME_IDS);
    for (const g of games) expect(g.file.startsWith(`lib/games/${g.id}/`)).toBe(true);
  });

  it("each holds its own game, answers a fold, and weighs a few tens of KB gzipped", async () => {
    const made = await buildFolds(ROOT, dir);
    expect(made.map((m) => m.id)).toEqual(GAME_IDS);
    for (const id of GAME_IDS) {
      const code = fs.readFileSync(path.join(dir, `${id}.js`), "utf8");
      const gz = gzipSync(code).length;
      console.log(`[measure] offline fold ${id}: ${(code.length / 1024).toFixed(0)} KB, ${(gz / 1024).toFixed(1)} KB gzipped`);
      expect(gz).toBeLessThan(100 * 1024);
      expect(runWorker(code)).toEqual([{ ready: id }]);
      // Asked for another game, it cannot fold (it does not hold that game's rules).
      const other = GAME_IDS.find((g) => g !== id)!;
      expect(runWorker(code, { ask: 7, game: other, record: {}, waiting: [], next: { path: "actions", action: { type: "x" } }, me: null, current: {} })).toEqual([{ ready: id }, { ask: 7, result: null }]);
      expect(gameModule(id)).not.toBeNull();
    }
  }, 120_000);
});
