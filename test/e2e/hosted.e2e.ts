/**
 * The hosted recipe (deploy/, docs/hosting.md) as CI runs it: deploy/run.sh starts two app
 * instances on one PostgreSQL and Caddy in front with its internal authority instead of a public
 * one, all on loopback. Chromium, knowing the site's name (tarot.test → 127.0.0.1) and trusting
 * Caddy's authority, goes through the proxy as the phones would:
 *   the service worker activates, Page.getInstallabilityErrors is empty, two phones on different
 *   instances see each other's taps, an offline reload shows the table as last seen, and SIGTERM
 *   stops it all gracefully with readable logs.
 * Runs when E2E_DEPLOY_PG_URL names a PostgreSQL server (an admin URL on loopback; .ci/run's
 * hosted step sets it) and Caddy is installed; skipped otherwise.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { suitOf } from "@/lib/cards";
import { deployMigrations } from "../../scripts/prisma/deploy.mjs";
import { spkiHash } from "../../scripts/https.mjs";
import { CHROMIUM_ARGS, freePort, ROOT } from "./harness";

const ADMIN = process.env.E2E_DEPLOY_PG_URL;
const CADDY = spawnSync("caddy", ["version"]).status === 0;
const SITE = "tarot.test";
const TAB: Record<string, RegExp> = { W: /Wands/, C: /Cups/, S: /Swords/, P: /Pentacles/, T: /Stars/ };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };

describe.skipIf(!ADMIN || !CADDY)("the hosted recipe: Caddy in front of two npm start instances on one PostgreSQL", () => {
  const name = `fortunes_deploy_${crypto.randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ft-deploy-"));
  const logs = path.join(dir, "logs");
  let stack: ChildProcess;
  let out = "";
  let browser: Browser;
  let persistent: BrowserContext;
  let httpsPort = 0;
  const ports: number[] = [];
  const site = (p: string) => `https://${SITE}:${httpsPort}${p}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: ADMIN });
    await c.connect();
    try { await c.query(sql); } finally { await c.end(); }
  };
  const listening = (port: number) => new Promise<boolean>((resolve) => {
    const s = net.connect({ host: "127.0.0.1", port });
    s.once("connect", () => { s.destroy(); resolve(true); });
    s.once("error", () => resolve(false));
  });
  const log = (file: string) => { try { return fs.readFileSync(path.join(logs, file), "utf8"); } catch { return ""; } };
  const tail = () => `${out}\n--- app-1\n${log("app-1.log").slice(-3000)}\n--- app-2\n${log("app-2.log").slice(-3000)}\n--- caddy\n${log("caddy.log").slice(-3000)}`;

  beforeAll(async () => {
    await admin(`CREATE DATABASE "${name}"`);
    const url = new URL(ADMIN!);
    url.pathname = `/${name}`;
    await deployMigrations({ url: url.toString() });
    ports.push(await freePort(), await freePort());
    const httpPort = await freePort();
    httpsPort = await freePort();
    stack = spawn("bash", [path.join(ROOT, "deploy/run.sh")], {
      cwd: ROOT,
      env: {
        ...process.env, DATABASE_URL: url.toString(), NEXT_TELEMETRY_DISABLED: "1",
        FT_SITE: SITE, FT_TLS: "internal", FT_BIND: "127.0.0.1", FT_ADMIN: "off",
        FT_HTTP_PORT: String(httpPort), FT_HTTPS_PORT: String(httpsPort),
        FT_PORT_1: String(ports[0]), FT_PORT_2: String(ports[1]), FT_LOG_DIR: logs,
        XDG_DATA_HOME: path.join(dir, "data"), XDG_CONFIG_HOME: path.join(dir, "config"), HOME: dir,
      },
      stdio: ["ignore", "pipe", "pipe"], detached: true,
    });
    stack.stdout!.on("data", (d) => (out += d));
    stack.stderr!.on("data", (d) => (out += d));
    const root = path.join(dir, "data", "caddy", "pki", "authorities", "local");
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (stack.exitCode !== null) throw new Error(`deploy/run.sh exited with ${stack.exitCode}\n${tail()}`);
      const ready = await Promise.all(ports.map((p) => fetch(`http://127.0.0.1:${p}/api/ready`).then((r) => r.ok, () => false)));
      if (ready.every(Boolean) && fs.existsSync(path.join(root, "intermediate.crt")) && (await listening(httpsPort))) break;
      if (Date.now() > deadline) throw new Error(`the stack did not come up\n${tail()}`);
      await new Promise((r) => setTimeout(r, 300));
    }
    // Chromium trusts Caddy's internal authority (its root and intermediate keys) and knows the site's name.
    const keys = ["root.crt", "intermediate.crt"].map((f) => spkiHash(fs.readFileSync(path.join(root, f), "utf8")));
    const args = [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${SITE} 127.0.0.1`, `--ignore-certificate-errors-spki-list=${keys.join(",")}`];
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args, headless: true });
    // A phone's browser profile, not an incognito one (installability is judged for a real profile).
    persistent = await chromium.launchPersistentContext(path.join(dir, "profile"), { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args, headless: true, ...PHONE });
  }, 180_000);

  afterAll(async () => {
    await persistent?.close().catch(() => {});
    await browser?.close().catch(() => {});
    if (stack?.exitCode === null) {
      try { process.kill(-stack.pid!, "SIGKILL"); } catch { /* gone */ }
    }
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function tap(page: Page, card: string) {
    await page.getByRole("tab", { name: TAB[suitOf(card)] }).click();
    const answered = page.waitForResponse((r) => r.url().includes("/actions") && r.request().method() === "POST");
    await page.locator(`[data-card="${card}"]`).click();
    expect((await answered).status(), `recording ${card}`).toBe(200);
  }
  /** A request from inside the page (its browser trusts the site; Playwright's own client would not). */
  const call = (page: Page, url: string, body?: unknown) => page.evaluate(async ([u, b]) => {
    const r = await fetch(u as string, b === undefined ? {} : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(b) });
    return { status: r.status, body: await r.json().catch(() => null), instance: r.headers.get("x-ft-instance") };
  }, [url, body] as const);
  /** Opens the table and tells which instance serves its live stream. */
  async function openTable(page: Page, id: string): Promise<string> {
    const stream = page.waitForResponse((r) => r.url().includes(`/api/games/${id}/stream`));
    await page.goto(site(`/games/${id}`));
    await page.locator("[data-hydrated]").waitFor();
    return (await stream).headers()["x-ft-instance"] ?? "";
  }

  /** Waits for the page's service worker to be installed (its precache fetched) and activated. */
  const workerState = (page: Page) => page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    for (let i = 0; i < 150 && reg.active?.state !== "activated"; i++) await new Promise((r) => setTimeout(r, 100));
    return reg.active?.state;
  });

  it("the service worker activates, the app is installable, two phones on different instances see each other's taps, an offline reload shows the table as last seen", async () => {
    const ann = persistent.pages()[0] ?? (await persistent.newPage());
    await ann.goto(site("/"));
    const made = await call(ann, site("/api/games"), { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann" });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.id as string;
    const annInstance = await openTable(ann, id);

    // The service worker, through the proxy, with Caddy's certificate.
    expect(await workerState(ann)).toBe("activated");
    const cdp = await persistent.newCDPSession(ann);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors") as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors).toEqual([]);

    // Ben's phone joins; its stream is on the other instance (round robin: reopened until it is).
    // Opening the table makes about the same number of requests each time; were it even, every
    // opening would land on the same instance (CI saw nine in a row), so a coin decides whether a
    // retry sends one more request first.
    const codes = await call(ann, site(`/api/games/${id}/devices`));
    expect(codes.body.joinUrl).toMatch(new RegExp(`^https://${SITE.replace(".", "\\.")}:${httpsPort}/join/`));
    const benContext = await browser.newContext(PHONE);
    const ben = await benContext.newPage();
    await ben.goto(site("/join"));
    expect((await call(ben, site("/api/join"), { code: codes.body.roomCode, as: "seat", player: "Ben" })).status).toBe(201);
    expect(await workerState(ben)).toBe("activated");
    const opened = [await openTable(ben, id)];
    for (let i = 0; i < 20 && opened.at(-1) === annInstance; i++) {
      if (Math.random() < 0.5) await call(ben, site("/api/ready"));
      opened.push(await openTable(ben, id));
    }
    expect(new Set([annInstance, opened.at(-1)]), `Ann's stream on ${annInstance}, Ben's opens on ${opened.join(", ")}`)
      .toEqual(new Set(["app-1", "app-2"]));

    await tap(ann, "W07");
    await ben.getByTestId("turn").filter({ hasText: "Ben to play" }).waitFor({ timeout: 10_000 });
    await tap(ben, "W08");
    await ann.getByTestId("turn").filter({ hasText: "Cat to play" }).waitFor({ timeout: 10_000 });

    // The Wi-Fi drops and Ann's phone reloads the table: as last seen.
    await ann.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 15_000 });
    await ann.context().setOffline(true);
    await ann.reload();
    await ann.getByTestId("turn").filter({ hasText: "Cat to play" }).waitFor({ timeout: 15_000 });
    await ann.getByTestId("link").filter({ hasText: /^Offline/ }).waitFor({ timeout: 15_000 });
    await ann.context().setOffline(false);
    await benContext.close();
  }, 180_000);

  it("SIGTERM stops it gracefully, and the logs say what happened", async () => {
    const exited = new Promise<number | null>((resolve) => stack.once("exit", (code) => resolve(code)));
    // As systemd or a terminal's Ctrl-C would: the script, which stops the instances, then Caddy.
    process.kill(stack.pid!, "SIGTERM");
    expect(await exited).toBe(0);
    for (const f of ["app-1.log", "app-2.log"]) {
      expect(log(f), f).toMatch(/SIGTERM: stopping/);
      expect(log(f), f).toMatch(/stopped (cleanly|after)/);
      // One line per request: time, instance, client, method, path, status, duration.
      expect(log(f), f).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z app-\d 127\.0\.0\.1 GET \/api\/ready 200 \d+ms$/m);
    }
    expect(log("fortunes-access.log")).toMatch(/\/api\/games/);
    expect(out).toMatch(/\[deploy\] stopped/);
  }, 60_000);
});
