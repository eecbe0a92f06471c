// Is the Next.js build in .next current? Compares .next/BUILD_ID with the newest file that goes into it.
import fs from "node:fs";
import path from "node:path";

const SOURCE_DIRS = ["app", "lib", "server", "public", "generated", "components"];
const SOURCE_FILES = ["next.config.js", "postcss.config.mjs", "tsconfig.json", "package.json", "package-lock.json"];
const SKIP = new Set(["node_modules", ".next", "test", "__tests__"]);
// Made by the build itself (scripts/build.mjs: the scanner's wasm, the offline folds), before next build.
const GENERATED = new Set(["public/fold", "public/zxing"]);

function newestIn(dir, newest = { time: 0, file: "" }) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return newest;
  }
  for (const entry of entries) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if ([...GENERATED].some((g) => full.endsWith(`${path.sep}${g.split("/").join(path.sep)}`))) continue;
    if (entry.isDirectory()) newestIn(full, newest);
    else if (!/\.test\.tsx?$/.test(entry.name)) {
      const time = fs.statSync(full).mtimeMs;
      if (time > newest.time) Object.assign(newest, { time, file: full });
    }
  }
  return newest;
}

/** A reason to build (string), or null when .next is up to date. */
export function buildIsStale(root) {
  const idFile = path.join(root, ".next", "BUILD_ID");
  if (!fs.existsSync(idFile)) return "no build yet";
  const built = fs.statSync(idFile).mtimeMs;
  const newest = { time: 0, file: "" };
  for (const dir of SOURCE_DIRS) newestIn(path.join(root, dir), newest);
  for (const file of SOURCE_FILES) {
    const full = path.join(root, file);
    if (fs.existsSync(full)) {
      const time = fs.statSync(full).mtimeMs;
      if (time > newest.time) Object.assign(newest, { time, file: full });
    }
  }
  return newest.time > built ? `${path.relative(root, newest.file)} changed since the last build` : null;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const reason = buildIsStale(process.cwd());
  console.log(reason ?? "build is up to date");
  process.exitCode = reason ? 1 : 0;
}
