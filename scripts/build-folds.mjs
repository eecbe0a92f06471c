// The offline rules fold, one bundle per game (public/fold/<game>.js), built with esbuild apart from
// Next's client build: any client import of the games' modules inside that build would widen the
// modules the play page's panels share with them (tree shaking is per module across the whole
// build) and break the page's 150 KB budget. A table page starts the one for its own game
// (app/games/[id]/fold-client.ts), so a phone loads a few tens of KB, not every game.
//
// The games come from the registry (GAME_IDS), never from a list here: the registry is bundled once
// to read its ids and, from esbuild's metafile, the file each game's module is imported from (the
// one under lib/games/<id>/); each bundle is that module plus the fold (app/games/[id]/offline-fold.worker.ts).
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const alias = (root) => ({ "@": root.replace(/\/$/, "") });

/** The registry's game ids, and the module file of each (relative to the root). */
export async function gamesOfRegistry(root) {
  const registry = path.join(root, "lib/games/registry.ts");
  const out = await build({
    stdin: { contents: `export { GAME_IDS } from ${JSON.stringify(registry)};`, resolveDir: root, loader: "ts" },
    bundle: true, platform: "node", format: "esm", write: false, metafile: true, absWorkingDir: root, logLevel: "warning", alias: alias(root), packages: "external",
  });
  const dir = fs.mkdtempSync(path.join(root, ".tmp-registry-"));
  let ids;
  try {
    const file = path.join(dir, "registry.mjs");
    fs.writeFileSync(file, out.outputFiles[0].contents);
    ids = (await import(pathToFileURL(file).href)).GAME_IDS;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const rel = path.relative(root, registry).split(path.sep).join("/");
  const imports = out.metafile.inputs[rel]?.imports.map((i) => i.path) ?? [];
  return ids.map((id) => {
    const file = imports.find((p) => p.startsWith(`lib/games/${id}/`));
    if (!file) throw new Error(`lib/games/registry.ts imports no module from lib/games/${id}/`);
    return { id, file };
  });
}

/**
 * `zod` in the folds is scripts/fold-zod.mjs (zod's schemas without its locales and JSON Schema), and
 * that file's own imports of zod's parts are read from the package's files, past its exports map.
 */
function slimZod(root) {
  const zodDir = path.dirname(createRequire(path.join(root, "package.json")).resolve("zod/package.json"));
  return {
    name: "fold-zod",
    setup(b) {
      b.onResolve({ filter: /^zod$/ }, () => ({ path: path.join(root, "scripts/fold-zod.mjs") }));
      b.onResolve({ filter: /^zod\/v4\/classic\// }, (a) => ({ path: path.join(zodDir, a.path.slice("zod/".length)) }));
    },
  };
}

/**
 * The phone's fold never makes a set-up (games are made on the server, whose name rule checks
 * look-alike names against Unicode's confusables table), so that table (~35 KB gzipped, through
 * the `unhomoglyph` package) stays out of the bundles: the name rule there compares names as typed.
 */
const noConfusables = () => ({
  name: "no-confusables",
  setup(b) {
    b.onResolve({ filter: /^unhomoglyph$/ }, () => ({ path: "unhomoglyph", namespace: "no-confusables" }));
    b.onLoad({ filter: /.*/, namespace: "no-confusables" }, () => ({ contents: "export default (text) => text;", loader: "js" }));
  },
});

/** Builds public/fold/<id>.js (or into `dir`) for every game; returns [{ id, bytes }]. */
export async function buildFolds(root, dir = path.join(root, "public", "fold")) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const worker = path.join(root, "app/games/[id]/offline-fold.worker.ts");
  const made = [];
  for (const { id, file } of await gamesOfRegistry(root)) {
    const contents = [
      `import * as game from ${JSON.stringify(path.join(root, file))};`,
      `import { serveFold } from ${JSON.stringify(worker)};`,
      `serveFold(Object.values(game).find((m) => m && typeof m === "object" && m.id === ${JSON.stringify(id)}));`,
    ].join("\n");
    const outfile = path.join(dir, `${id}.js`);
    await build({
      stdin: { contents, resolveDir: root, loader: "ts", sourcefile: `fold-${id}.ts` },
      outfile, absWorkingDir: root, bundle: true, minify: true, format: "iife", target: "es2022", platform: "browser",
      legalComments: "none", alias: alias(root), logLevel: "warning", plugins: [slimZod(root), noConfusables()],
    });
    made.push({ id, bytes: fs.statSync(outfile).size });
  }
  return made;
}
