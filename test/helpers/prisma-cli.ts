/** Run the real Prisma CLI (through the project's wasm schema-engine bridge) from a test. */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const CLI = path.join(ROOT, "node_modules", "prisma", "build", "index.js");

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function prismaCli(args: string[], env: Record<string, string | undefined> = {}): CliResult {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, CHECKPOINT_DISABLE: "1", NO_COLOR: "1", ...env },
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
