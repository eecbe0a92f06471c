/**
 * A worker thread's code, bundled from this folder's sources with esbuild (a dependency of tsx,
 * which the app already needs) into one CommonJS string for `new Worker(code, { eval: true })`.
 * Throws when esbuild cannot be loaded (the callers then run their jobs on the main thread).
 */
import { createRequire } from "node:module";
import path from "node:path";

export async function bundleWorker(entry: string, external: string[] = []): Promise<string> {
  const root = process.cwd();
  const esbuild = createRequire(path.join(root, "package.json"))("esbuild") as typeof import("esbuild");
  const out = await esbuild.build({
    entryPoints: [path.join(root, "server", entry)],
    absWorkingDir: root,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    write: false,
    logLevel: "silent",
    external,
  });
  return out.outputFiles[0]!.text;
}
