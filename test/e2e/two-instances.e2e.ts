/**
 * Two app instances on one PostgreSQL, a browser on each: a tap on instance A shows on the device
 * following the table through instance B and back, through PostgreSQL's LISTEN/NOTIFY
 * (server/live.ts). Two plain `next start` processes on their own ports, one new database (the other
 * browser tests run npm start's server, scripts/serve.mjs, whose live channel is the same module).
 * Runs when E2E_PG_URL names a PostgreSQL server (an admin URL on loopback; .ci/run's PostgreSQL
 * section sets it); skipped otherwise.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import pg from "pg";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { suitOf } from "@/lib/cards";
import { deployMigrations } from "../../scripts/prisma/deploy.mjs";
import { CHROMIUM_ARGS, freePort, ROOT } from "./harness";
import { codesOf, joinAs } from "./devices";

const ADMIN = process.env.E2E_PG_URL;
const TAB: Record<string, RegExp> = { W: /Wands/, C: /Cups/, S: /Swords/, P: /Pentacles/, T: /Stars/ };

describe.skipIf(!ADMIN)("two next start processes on one PostgreSQL", () => {
  const name = `fortunes_e2e_${crypto.randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const servers: ChildProcess[] = [];
  const bases: string[] = [];
  let browser: Browser;
  let log = "";
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: ADMIN });
    await c.connect();
    try { await c.query(sql); } finally { await c.end(); }
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE "${name}"`);
    const url = new URL(ADMIN!);
    url.pathname = `/${name}`;
    await deployMigrations({ url: url.toString() });
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      // A 30 s keep-alive as scripts/serve.mjs has: next start's 5 s default can close a socket the
      // test's request context is just reusing (ECONNRESET).
      const child = spawn(process.execPath, [path.join(ROOT, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1", "--keepAliveTimeout", "30000"], {
        cwd: ROOT, env: { ...process.env, DATABASE_URL: url.toString(), NEXT_TELEMETRY_DISABLED: "1" }, stdio: ["ignore", "pipe", "pipe"], detached: true,
      });
      child.stdout!.on("data", (d) => (log += d));
      child.stderr!.on("data", (d) => (log += d));
      servers.push(child);
      bases.push(`http://127.0.0.1:${port}`);
    }
    for (const base of bases) {
      const deadline = Date.now() + 60_000;
      for (;;) {
        if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
        if (Date.now() > deadline) throw new Error(`not ready: ${base}\n${log}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS, headless: true });
  });

  afterAll(async () => {
    await browser?.close().catch(() => {});
    for (const s of servers) {
      try { process.kill(-s.pid!, "SIGTERM"); } catch { s.kill("SIGTERM"); }
    }
    await new Promise((r) => setTimeout(r, 500));
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
  });

  async function tap(page: Page, card: string) {
    await page.getByRole("tab", { name: TAB[suitOf(card)] }).click();
    const answered = page.waitForResponse((r) => r.url().includes("/actions") && r.request().method() === "POST");
    await page.locator(`[data-card="${card}"]`).click();
    expect((await answered).status(), `recording ${card}`).toBe(200);
  }

  it("a tap on one instance shows on a device of the other, both ways", async () => {
    const phone = { viewport: { width: 390, height: 844 }, hasTouch: true };
    const host = await (await browser.newContext(phone)).newPage();
    const seat = await (await browser.newContext(phone)).newPage();
    const [a, b] = bases as [string, string];
    const made = await host.request.post(`${a}/api/games`, { data: { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann" } });
    const { id } = await made.json();
    await host.goto(`${a}/games/${id}`);
    await joinAs(seat, b, (await codesOf(host, a, id)).roomCode, "seat", "Ben");
    await seat.goto(`${b}/games/${id}`);
    await seat.getByTestId("turn").filter({ hasText: "Ann to play" }).waitFor();

    // Live, without a reload: a NOTIFY crosses to the other instance in ~0.1 s, but a CI machine that has
    // just run the whole suite can take a few seconds to wake the other page's stream.
    await tap(host, "S05"); // on A
    await seat.getByTestId("turn").filter({ hasText: "Ben to play" }).waitFor({ timeout: 8000 }); // seen on B
    await tap(seat, "S06"); // on B
    await host.getByTestId("turn").filter({ hasText: "Cat to play" }).waitFor({ timeout: 8000 }); // seen on A
  });
});
