/**
 * Browser tests against the built app, served as `npm start` serves it (scripts/serve.mjs): one server per test file (temp SQLite database,
 * migrated and seeded, free port) and Debian's Chromium driven by playwright-core.
 *
 *   import { useApp } from "./harness";
 *   const app = useApp();                        // top of the file: registers the hooks
 *   it("shows the home page", async () => {
 *     await app.page.goto(app.url("/"));         // a fresh page (own context) for every test
 *     expect(await app.page.title()).toContain("Fortunes Table");
 *   });
 *
 * The test process shares the server's database (process.env.DATABASE_URL), so `@/server/data`
 * functions can set up rows before a page loads. Run with `npm run test:e2e` (builds when needed).
 * CHROMIUM_PATH overrides /usr/bin/chromium; E2E_DEBUG=1 prints the server's output.
 *
 * `useApp({ lan: true })` serves as a plain `npm start` does (every interface) with the phones'
 * address named LAN_NAME (PUBLIC_HOST), which Chromium resolves to 127.0.0.2: a page opened at
 * `app.lanUrl(…)` is a phone on the Wi-Fi (plain http on a name that is not localhost, so not a
 * secure context), while every byte stays on loopback.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { deployMigrations } from "@/scripts/prisma/deploy.mjs";
import { getDb, resetDb } from "@/server/db";
import { seed } from "@/server/seed";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The laptop's name as the phones in the browser tests know it (Chromium maps it to 127.0.0.2). */
export const LAN_NAME = "ft-laptop.local";
export const LAN_IP = "127.0.0.2";

export interface App {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  url(pathname: string): string;
  /** The same server by the phones' LAN name (`useApp({ lan: true })`): http://ft-laptop.local:41234/… */
  lanUrl(pathname: string): string;
  port: number;
  /** A new page in a new browser context, made before each test and closed after it. */
  page: Page;
  context: BrowserContext;
  browser: Browser;
  databaseUrl: string;
  /** Another page in a new context (e.g. a second tablet at the same table). */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** The server's output so far (for failure messages). */
  serverLog(): string;
}

export interface AppOptions {
  /** Options for each test's browser context (viewport, colorScheme …). Default viewport 1280×800. */
  context?: BrowserContextOptions;
  /** Extra environment for the server. */
  env?: Record<string, string>;
  /** Extra Chromium flags (e.g. a fake camera); a function is called once the server is up. */
  chromiumArgs?: string[] | (() => string[]);
  /** Serve as a plain `npm start` (every interface), phones at LAN_NAME → 127.0.0.2 (see above). */
  lan?: boolean;
  /**
   * Let pages register the service worker (app/sw.ts). Off by default: every test's context is a
   * new browser profile, which installs the worker and precaches the whole build (~100 files, 2 MB)
   * and the shell pages again; that was a third of the browser tests' CPU (table.e2e: 110 s of CPU
   * with it, 73 s without). Pages must work without one anyway: a phone on the laptop's plain-HTTP
   * address never has one. The files about offline, the LAN and HTTPS turn it on.
   */
  serviceWorker?: boolean;
}

/** Chromium's flag that makes LAN_NAME (and `extra` names) a machine on the LAN at 127.0.0.2. */
export const lanResolverRule = (extra: string[] = []) => `--host-resolver-rules=${[LAN_NAME, ...extra].map((n) => `MAP ${n} ${LAN_IP}`).join(",")}`;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, log: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs} ms:\n${log()}`);
}

export function useApp(options: AppOptions = {}): App {
  const app = {} as App;
  let server: ChildProcess | undefined;
  let tempDir = "";
  let output = "";
  const pages: BrowserContext[] = [];

  beforeAll(async () => {
    if (!fs.existsSync(path.join(ROOT, ".next", "BUILD_ID"))) {
      throw new Error("No build in .next: run `npm run build` (or `npm run test:e2e`, which builds when needed)");
    }
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "fortunes-e2e-"));
    const databaseUrl = `file:${path.join(tempDir, "e2e.db")}`;
    await deployMigrations({ url: databaseUrl });
    process.env.DATABASE_URL = databaseUrl;
    await resetDb();
    await seed(await getDb());

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [path.join(ROOT, "scripts/serve.mjs")], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, NEXT_TELEMETRY_DISABLED: "1", PORT: String(port), LISTEN_HOST: "127.0.0.1", ...(options.lan ? { LISTEN_HOST: "", PUBLIC_HOST: LAN_NAME } : {}), ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true, // own process group, so afterAll can stop the server's children too
    });
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.E2E_DEBUG) process.stderr.write(chunk);
    };
    server.stdout?.on("data", collect);
    server.stderr?.on("data", collect);

    const [browser] = await Promise.all([
      chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: [...CHROMIUM_ARGS, ...(options.lan ? [lanResolverRule()] : []), ...(typeof options.chromiumArgs === "function" ? options.chromiumArgs() : options.chromiumArgs ?? [])], headless: true }),
      waitForHealth(baseUrl, server, () => output),
    ]);
    Object.assign(app, {
      baseUrl,
      databaseUrl,
      browser,
      url: (pathname: string) => new URL(pathname, baseUrl).toString(),
      lanUrl: (pathname: string) => new URL(pathname, `http://${LAN_NAME}:${port}`).toString(),
      port,
      serverLog: () => output,
      async newPage(contextOptions?: BrowserContextOptions) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: options.serviceWorker ? "allow" : "block", ...options.context, ...contextOptions });
        pages.push(context);
        if (process.env.E2E_CONSOLE) {
          context.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") console.log("[console]", m.type(), m.text().slice(0, 600)); });
          context.on("weberror", (e) => console.log("[weberror]", e.error().message.slice(0, 600)));
        }
        return context.newPage();
      },
    });
  });

  beforeEach(async () => {
    app.page = await app.newPage();
    app.context = app.page.context();
  });

  afterEach(async () => {
    await Promise.all(pages.splice(0).map((c) => c.close().catch(() => {})));
  });

  afterAll(async () => {
    await app.browser?.close().catch(() => {});
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((r) => server!.once("exit", r));
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        server.kill("SIGTERM");
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    }
    await resetDb();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  });

  return app;
}

/**
 * Waits until a table screen answers taps: the server's HTML shows before React has taken it over,
 * and a tap in between does nothing (TableScreen sets data-hydrated when it has).
 */
export async function tableReady(page: Page): Promise<void> {
  await page.locator("[data-hydrated]").first().waitFor();
}
