/**
 * Surviving the table (issue 20), in a real browser on phone-sized screens: the manifest and an
 * activated service worker; taps made offline kept in the outbox across a reload and sent once, in
 * order, when the network is back (with the time from reconnect to all recorded measured); the same
 * with another device recording one of those cards meanwhile; the server killed and restarted
 * during play; a stream that goes silent.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { suitOf } from "@/lib/cards";
import { listEvents } from "@/server/data";
import { freePort, ROOT, tableReady, useApp } from "./harness";
import { codesOf, joinAs } from "./devices";
import { VIEWER_HEADER } from "@/lib/offline/viewer-tag";

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };
const app = useApp({ context: PHONE, serviceWorker: true });
const TAB: Record<string, RegExp> = { W: /Wands/, C: /Cups/, S: /Swords/, P: /Pentacles/, T: /Stars/ };

/** A new Fortunes table made by `page`'s context (its host). */
async function newTable(page: Page, base = app.baseUrl): Promise<string> {
  const res = await page.request.post(`${base}/api/games`, { data: { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann" } });
  expect(res.status()).toBe(201);
  return (await res.json()).id;
}

/** Taps a card in the picker (no wait for an answer: offline there is none). */
async function tapCard(page: Page, card: string) {
  await page.getByRole("tab", { name: TAB[suitOf(card)] }).click();
  await page.locator(`[data-card="${card}"]`).click();
}

/** Types a card into the picker's text box (a card already shown as played has no button to tap). */
async function typeCard(page: Page, text: string) {
  await page.getByLabel("Type a card").fill(text);
  await page.getByLabel("Type a card").press("Enter");
}

/** Waits until the table's record is kept for the offline fold (the outbox's keepRecord). */
async function recordKept(page: Page, id: string) {
  await page.waitForFunction((id) => !!localStorage.getItem(`ft-record:${id}`), id, { timeout: 20_000 });
  // And the game's fold (/fold/fortunes.js), started while online and kept by the service worker.
  await page.waitForFunction(() => window.__ftFoldReady === "fortunes", undefined, { timeout: 20_000 });
  await page.waitForFunction(async () => !!(await caches.match("/fold/fortunes.js")), undefined, { timeout: 20_000 });
}

/** Waits until the service worker controls the page, then reloads once so the page is kept. */
async function controlled(page: Page) {
  await page.waitForFunction(async () => {
    const reg = await navigator.serviceWorker.ready;
    return reg.active?.state === "activated";
  }, null, { timeout: 30_000 });
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 15_000 }).catch(async () => {
    await page.reload();
  });
  await page.reload();
  await tableReady(page);
}

const plays = async (id: string) => (await listEvents(id)).filter((e) => e.type === "play").map((e) => (e.payload as { card: string }).card);

describe("installable", () => {
  it("serves a manifest with 192/512 and maskable icons, and registers an activated service worker at /sw.js", async () => {
    const page = app.page;
    const res = await page.request.get(app.url("/manifest.webmanifest"));
    expect(res.status()).toBe(200);
    const m = await res.json();
    expect(m).toMatchObject({ name: "Fortunes Table", short_name: "Fortunes", display: "standalone", start_url: "/" });
    expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(m.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = m.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes} ${i.purpose ?? "any"}`);
    expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "192x192 maskable", "512x512 maskable"]));
    for (const icon of m.icons) {
      const png = await page.request.get(app.url(icon.src));
      expect(png.status(), icon.src).toBe(200);
      expect(png.headers()["content-type"]).toBe("image/png");
    }
    await page.goto(app.url("/"));
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest.webmanifest");
    const sw = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      for (let i = 0; i < 100 && reg.active?.state !== "activated"; i++) await new Promise((r) => setTimeout(r, 100));
      return { url: reg.active?.scriptURL, state: reg.active?.state, scope: reg.scope };
    });
    expect(sw).toEqual({ url: app.url("/sw.js"), state: "activated", scope: app.url("/") });
    const script = await page.request.get(app.url("/sw.js"));
    expect(script.status()).toBe(200);
    expect(script.headers()["content-type"]).toMatch(/javascript/);

    // With no network: the reference and the free reading open from the worker's cache.
    await page.context().setOffline(true);
    await page.goto(app.url("/reference"));
    await expect.poll(() => page.locator("h1").first().textContent()).toBeTruthy();
    await page.goto(app.url("/reading"));
    await expect.poll(() => page.locator("h1").first().textContent()).toBeTruthy();
    await page.context().setOffline(false);
  });
});

describe("offline at the table", () => {
  it("three taps offline survive a reload and are recorded once, in order, when the network is back", async () => {
    const page = app.page;
    const id = await newTable(page);
    await page.goto(app.url(`/games/${id}`));
    await tableReady(page);
    await controlled(page);

    await page.context().setOffline(true);
    await page.getByTestId("link").filter({ hasText: /^Offline/ }).waitFor();
    await tapCard(page, "W07");
    await page.getByTestId("outbox").filter({ hasText: "1 waiting to send" }).waitFor();
    await tapCard(page, "W08");
    await tapCard(page, "W09");
    await page.getByTestId("outbox").filter({ hasText: "3 waiting to send" }).waitFor();
    // The same card again is refused at once: by the game's module when the record was kept before
    // the network went (the offline fold), else because it waits already.
    await typeCard(page, "w8");
    await page.getByTestId("error").filter({ hasText: /W08 is already waiting to send|Eight of Wands was already played in trick 1 by Ben/ }).waitFor();
    expect(await plays(id)).toEqual([]);

    // Reload with no network: the table and its three waiting entries are still there.
    await page.reload();
    await tableReady(page);
    await page.getByTestId("outbox").filter({ hasText: "3 waiting to send" }).waitFor();
    await page.getByTestId("link").filter({ hasText: /^Offline — last update \d\d:\d\d$/ }).waitFor();

    const back = Date.now();
    await page.context().setOffline(false);
    // All sent: the waiting count goes. (When the record was kept before the network went, the
    // screen said "Dan to play" already, folded; so the turn line alone does not say it.)
    await page.getByTestId("outbox").waitFor({ state: "detached", timeout: 10_000 });
    const recorded = Date.now() - back;
    await page.getByTestId("turn").filter({ hasText: "Dan to play" }).waitFor({ timeout: 5000 });
    expect(await plays(id)).toEqual(["W07", "W08", "W09"]);
    const flush = await page.evaluate(() => window.__ftFlushMs ?? []);
    console.log(`[measure] reconnect → 3 waiting entries recorded: ${recorded} ms (setOffline(false) to the waiting count gone), outbox send ${flush.map((x) => x.toFixed(0)).join(", ")} ms`);
    expect(flush.length).toBe(1);
  });

  it("taps offline are folded with the game's module: the next prompt is right, an illegal tap is refused at once", async () => {
    const page = app.page;
    const id = await newTable(page);
    await page.goto(app.url(`/games/${id}`));
    await tableReady(page);
    await controlled(page);
    await recordKept(page, id);
    await page.getByTestId("turn").filter({ hasText: "Ann to play" }).waitFor();

    await page.context().setOffline(true);
    await page.getByTestId("link").filter({ hasText: /^Offline/ }).waitFor();
    await tapCard(page, "W07");
    await page.getByTestId("outbox").filter({ hasText: "1 waiting to send" }).waitFor();
    // Folded on the phone: Ann's card is in, so Ben is next (no server involved).
    await page.getByTestId("turn").filter({ hasText: "Ben to play" }).waitFor({ timeout: 5000 });
    expect(await page.locator('[data-card="W07"]').isDisabled()).toBe(true);
    // W01 is unplayed: Ben's, folded too.
    await tapCard(page, "W01");
    await page.getByTestId("turn").filter({ hasText: "Cat to play" }).waitFor({ timeout: 5000 });
    await page.getByTestId("outbox").filter({ hasText: "2 waiting to send" }).waitFor();
    expect(await page.getByTestId("outbox").textContent()).toBe("2 waiting to send");
    // A card already played (W07, waiting) is refused at once by the module, not queued.
    await page.getByTestId("turn").filter({ hasText: "Cat to play" }).waitFor();
    await typeCard(page, "w7");
    await page.getByTestId("error").waitFor({ timeout: 5000 });
    const refusal = await page.getByTestId("error").textContent();
    expect(refusal).not.toMatch(/waiting to send/);
    expect(refusal).toMatch(/Seven of Wands was already played in trick 1 by Ann/);
    expect(await page.getByTestId("outbox").textContent()).toBe("2 waiting to send");
    await page.getByTestId("turn").filter({ hasText: "Cat to play" }).waitFor();
    expect(await plays(id)).toEqual([]);
    // Reopened offline, the table is folded again: still Cat to play, with both entries waiting.
    await page.reload();
    await tableReady(page);
    await page.getByTestId("outbox").filter({ hasText: "2 waiting to send" }).waitFor();
    await page.getByTestId("turn").filter({ hasText: "Cat to play" }).waitFor({ timeout: 5000 });

    await page.context().setOffline(false);
    await page.getByTestId("outbox").waitFor({ state: "detached", timeout: 10_000 });
    await page.getByTestId("turn").filter({ hasText: "Cat to play" }).waitFor({ timeout: 10_000 });
    expect(await plays(id)).toEqual(["W07", "W01"]);
  });

  it("another device records one of the waiting cards meanwhile: that entry is dropped with a plain reason, nothing doubled", async () => {
    const page = app.page;
    const id = await newTable(page);
    await page.goto(app.url(`/games/${id}`));
    await tableReady(page);
    await controlled(page);
    const ben = await app.newPage(PHONE);
    await joinAs(ben, app.baseUrl, (await codesOf(page, app.baseUrl, id)).roomCode, "seat", "Ben");

    await recordKept(page, id);
    await page.context().setOffline(true);
    // Three quick taps, all made on "Ann to play" before the first is folded (one task, no render
    // between): each is folded on the ones before it, so they are Ann's, Ben's and Cat's cards.
    await page.getByRole("tab", { name: TAB.W }).click();
    await page.evaluate(() => {
      for (const card of ["W07", "W08", "W09"]) document.querySelector<HTMLButtonElement>(`[data-card="${card}"]`)!.click();
    });
    await page.getByTestId("outbox").filter({ hasText: "3 waiting to send" }).waitFor();
    await page.getByTestId("turn").filter({ hasText: "Dan to play" }).waitFor({ timeout: 5000 });
    // Ben's phone records Ann's W07 first.
    expect((await ben.request.post(app.url(`/api/games/${id}/actions`), { data: { type: "play", card: "W07", player: "Ann" } })).status()).toBe(200);

    await page.context().setOffline(false);
    await page.getByTestId("outbox").waitFor({ state: "detached", timeout: 10_000 }).catch(() => {});
    // A failure names what the table showed and what the server recorded.
    const explained = async (e: unknown) => {
      throw new Error(`${e}\nthe table's status bar: ${await page.locator('header[aria-label="Table status"]').textContent()}\nrecorded: ${JSON.stringify(await plays(id))}\nthe page: ${(await page.locator("main").textContent())?.slice(0, 600)}`);
    };
    await page.getByText(/Ben's phone recorded Ann's card first: your entry for Ann \(Ann: W07\) was not sent/).waitFor({ timeout: 10_000 }).catch(explained);
    await page.getByTestId("turn").filter({ hasText: "Dan to play" }).waitFor({ timeout: 10_000 }).catch(explained);
    expect(await plays(id)).toEqual(["W07", "W08", "W09"]);
    const events = await listEvents(id);
    expect(events.filter((e) => e.type === "play" && (e.payload as { card: string }).card === "W07")).toHaveLength(1);
  });
});

describe("nothing private kept", () => {
  it("a shared tablet sits as Ann, enters her hand; the host gives her seat to her phone; offline, the tablet shows no hand and no playable cards", async () => {
    const host = app.page;
    const id = await newTable(host);
    const { roomCode } = await codesOf(host, app.baseUrl, id);
    const tablet = await app.newPage(PHONE);
    await joinAs(tablet, app.baseUrl, roomCode, "seat", "Ann");
    // Ann's hand, entered privately on the tablet (the cards she will play: every fourth of the deck).
    const hand = ["W01", "W05", "W09", "W13", "C03", "C07", "C11", "S01", "S05", "S09", "S13", "P03", "P07", "P11", "T01", "T05", "T09", "T13", "T17"];
    const entered = await tablet.request.post(app.url(`/api/games/${id}/actions`), { data: { type: "hand", player: "Ann", cards: hand } });
    expect(entered.status(), await entered.text()).toBe(200);
    await tablet.goto(app.url(`/games/${id}`));
    await tableReady(tablet);
    await controlled(tablet);
    await tablet.getByTestId("my-seat").filter({ hasText: "Ann" }).waitFor();
    // Her cards are known here: the picker marks the rest as not legal.
    await expect.poll(() => tablet.locator('[data-card][aria-label*="not a legal play"]').count()).toBeGreaterThan(0);
    await recordKept(tablet, id);
    // The worker kept the page and the view for Ann's seat.
    const tags = () => tablet.evaluate(async (header) => {
      const out: string[] = [];
      for (const name of await caches.keys()) {
        const c = await caches.open(name);
        for (const r of await c.keys()) if (r.url.includes("/games/")) out.push(`${new URL(r.url).pathname} ${(await c.match(r))?.headers.get(header)}`);
      }
      return out;
    }, VIEWER_HEADER);
    await expect.poll(async () => (await tags()).some((t) => /:seat:Ann$/.test(t)), { timeout: 15_000 }).toBe(true);

    // The host hands Ann's seat to her phone: the tablet is a spectator now.
    const phone = await app.newPage(PHONE);
    await joinAs(phone, app.baseUrl, roomCode, "spectator");
    const devices = await (await host.request.get(app.url(`/api/games/${id}/devices`))).json();
    const phoneDevice = devices.devices.find((d: { role: string }) => d.role === "spectator");
    expect((await host.request.post(app.url(`/api/games/${id}/devices`), { data: { op: "seat", device: phoneDevice.id, player: "Ann" } })).status()).toBe(200);
    // Online, the tablet drops what it kept for Ann and shows itself as watching.
    await tablet.getByTestId("watching").waitFor({ timeout: 15_000 });
    expect(await tablet.getByTestId("my-seat").count()).toBe(0);
    await expect.poll(async () => (await tags()).filter((t) => /:seat:Ann$/.test(t)), { timeout: 10_000 }).toEqual([]);
    expect(await tablet.evaluate((id) => localStorage.getItem(`ft-record:${id}`), id)).toBeNull();

    // Offline, reloaded: still no hand and no playable cards.
    await tablet.context().setOffline(true);
    await tablet.reload();
    await tablet.locator("main").waitFor();
    expect(await tablet.getByTestId("my-seat").count()).toBe(0);
    expect(await tablet.locator('[data-card][aria-label*="not a legal play"]').count()).toBe(0);
    expect(await tablet.locator("[data-card]:not([disabled])").count()).toBe(0);
    expect(await tablet.locator("body").textContent()).not.toContain("This device is Ann");
    await tablet.context().setOffline(false);
  }, 150_000);
});

describe("streams that come back", () => {
  let server: ChildProcess | null = null;
  afterEach(() => {
    try {
      if (server?.pid && server.exitCode === null) process.kill(-server.pid, "SIGKILL");
    } catch {
      // already gone
    }
    server = null;
  });

  async function startServer(port: number): Promise<ChildProcess> {
    const child = spawn(process.execPath, [path.join(ROOT, "scripts/serve.mjs")], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: app.databaseUrl, PORT: String(port), LISTEN_HOST: "127.0.0.1", NEXT_TELEMETRY_DISABLED: "1" },
      stdio: "ignore",
      detached: true,
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (Date.now() > deadline) throw new Error("the restarted server did not answer");
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it("the server killed and restarted during play: both phones catch up within 5 s, without a reload", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await startServer(port);
    const host = app.page;
    const id = await newTable(host, base);
    const ben = await app.newPage(PHONE);
    await joinAs(ben, base, (await codesOf(host, base, id)).roomCode, "seat", "Ben");
    for (const p of [host, ben]) {
      await p.goto(`${base}/games/${id}`);
      await tableReady(p);
    }
    await tapCard(host, "W07");
    await ben.getByTestId("turn").filter({ hasText: "Ben to play" }).waitFor();
    // The outbox's code is loaded a few seconds after the page (not part of its first load).
    await ben.waitForFunction(() => window.__ftOutboxReady === true, null, { timeout: 20_000 });

    // The laptop restarts: the server dies mid-game (no goodbye), both phones notice.
    process.kill(-server.pid!, "SIGKILL");
    await Promise.all([host, ben].map((p) => p.getByTestId("link").filter({ hasText: "Reconnecting…" }).waitFor({ timeout: 10_000 })));
    // Ben taps his card while the server is down: it waits in his outbox.
    await tapCard(ben, "W08");
    await ben.getByTestId("outbox").filter({ hasText: "1 waiting to send" }).waitFor();

    server = await startServer(port);
    const up = Date.now();
    await Promise.all([host, ben].map((p) => p.getByTestId("turn").filter({ hasText: "Cat to play" }).waitFor({ timeout: 5000 })));
    const caughtUp = Date.now() - up;
    await Promise.all([host, ben].map(async (p) => expect(await p.getByTestId("link").count()).toBe(0)));
    console.log(`[measure] server restart → both phones caught up (Ben's waiting card recorded and shown on the host): ${caughtUp} ms`);
    expect(caughtUp).toBeLessThan(5000);
    expect(await plays(id)).toEqual(["W07", "W08"]);
  }, 120_000);

  it("a stream that stops sending is reopened after the client's heartbeat timeout", async () => {
    const page = app.page;
    // 1.5 s instead of 30 s; the server beats every 15 s, so every stream here falls silent first.
    await page.context().addInitScript(() => { window.__ftStreamTimeoutMs = 1500; });
    const id = await newTable(page);
    const streams: number[] = [];
    page.on("request", (r) => { if (r.url().includes(`/api/games/${id}/stream`)) streams.push(Date.now()); });
    await page.goto(app.url(`/games/${id}`));
    await tableReady(page);
    const start = Date.now();
    // The supervisor (and its timeout) comes 5 s after the page; then a reopening every 1.5 s.
    await expect.poll(() => streams.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    const gaps = streams.slice(1).map((t, i) => t - streams[i]);
    console.log(`[measure] silent stream reopened every ${gaps.map((g) => g).join(", ")} ms (timeout 1500 ms)`);
    for (const g of gaps.slice(1)) expect(g).toBeGreaterThanOrEqual(1400);
    expect(Date.now() - start).toBeGreaterThan(3000);
    // Still live after the reopenings: another device's tap shows.
    expect((await page.request.post(app.url(`/api/games/${id}/actions`), { data: { type: "play", card: "W07" } })).status()).toBe(200);
    await page.getByTestId("turn").filter({ hasText: "Ben to play" }).waitFor({ timeout: 5000 });
  });
});
