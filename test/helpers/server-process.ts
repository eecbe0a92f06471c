/**
 * Start the app as a real server process on a free loopback port, for crash tests and benches:
 * `harness` (test/helpers/api-server.ts through tsx: the API's route handlers, no build needed),
 * `app` (scripts/serve.mjs, what `npm start` runs: Next.js plus the API answered directly) or `next`
 * (plain `next start`); the last two need `npm run build`. Always on 127.0.0.1; `kill()` is
 * SIGKILL, `stop()` SIGTERM. `root`: another checkout to serve (a side-by-side bench against an older
 * commit checked out with `git worktree add`); this one by default.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export type ServerKind = "harness" | "app" | "next";

export interface ServerProcess {
  kind: ServerKind;
  port: number;
  url: string;
  child: ChildProcess;
  /** Output so far (stdout and stderr), for failure messages. */
  log(): string;
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export const hasBuild = (root = ROOT) => fs.existsSync(path.join(root, ".next", "BUILD_ID"));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

export async function startServer(options: { kind?: ServerKind; databaseUrl: string; env?: Record<string, string>; nodeArgs?: string[]; timeoutMs?: number; root?: string }): Promise<ServerProcess> {
  const kind = options.kind ?? "harness";
  const root = options.root ?? ROOT;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: options.databaseUrl, PORT: String(port), NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", ...options.env };
  delete env.VITEST;
  const child =
    kind === "app"
      ? spawn(process.execPath, [...(options.nodeArgs ?? []), path.join(root, "scripts", "serve.mjs")], { cwd: root, env: { ...env, LISTEN_HOST: "127.0.0.1" }, stdio: ["ignore", "pipe", "pipe"] })
      : kind === "next"
      ? spawn(process.execPath, [...(options.nodeArgs ?? []), path.join(root, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "127.0.0.1"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] })
      : spawn(process.execPath, [...(options.nodeArgs ?? []), "--import", "tsx", path.join(root, "test", "helpers", "api-server.ts")], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited before it was ready:\n${out}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server not ready in time:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { kind, port, url, child, log: () => out, kill: () => end("SIGKILL"), stop: () => end("SIGTERM") };
}
