/**
 * The phones at the table reach it (issue 31), as a phone on the laptop's Wi-Fi: the server runs as
 * a plain `npm start` does (every interface), the phones open it by the laptop's name
 * (LAN_NAME, which Chromium maps to 127.0.0.2: plain http on a name other than localhost, so not a
 * secure context, exactly as on a real phone), and every byte stays on loopback.
 *
 * - the start listens on every interface and prints the phones' address with its QR code;
 * - every address Invite offers is one the server listens on, and Invite's link and the display
 *   link open on a phone;
 * - on plain http, through a Wi-Fi drop: an offline tap moves the turn line, an illegal one is
 *   refused at once, the taps are recorded once, in order, when the network is back; a card's face
 *   first shown offline shows; the phone is told once what needs https;
 * - a server started with LISTEN_HOST=127.0.0.1: Invite says the phones cannot reach it, no QR code.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import type { Page } from "playwright-core";
import { renderUnicodeCompact } from "uqr";
import { afterEach, describe, expect, it } from "vitest";
import { suitOf } from "@/lib/cards";
import { listEvents } from "@/server/data";
import { freePort, LAN_IP, LAN_NAME, ROOT, tableReady, useApp } from "./harness";
import { codesOf } from "./devices";

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };
const app = useApp({ lan: true, context: PHONE, serviceWorker: true });
const TAB: Record<string, RegExp> = { W: /Wands/, C: /Cups/, S: /Swords/, P: /Pentacles/, T: /Stars/ };

async function tapCard(page: Page, card: string) {
  await page.getByRole("tab", { name: TAB[suitOf(card)] }).click();
  await page.locator(`[data-card="${card}"]`).click();
}
async function typeCard(page: Page, text: string) {
  await page.getByLabel("Type a card").fill(text);
  await page.getByLabel("Type a card").press("Enter");
}
const plays = async (id: string) => (await listEvents(id)).filter((e) => e.type === "play").map((e) => (e.payload as { card: string }).card);

/** Can a TCP connection be made to host:port? (loopback addresses only) */
const connects = (host: string, port: number) => new Promise<boolean>((resolve) => {
  const s = net.connect({ host, port });
  s.once("connect", () => { s.destroy(); resolve(true); });
  s.once("error", () => resolve(false));
  setTimeout(() => { s.destroy(); resolve(false); }, 3000);
});

describe("npm start serves the table", () => {
  it("listens on every interface and prints the address the phones open, with its QR code", async () => {
    const log = app.serverLog();
    expect(log).toMatch(/listening on every interface, port \d+/);
    // Not only 127.0.0.1: another address of this machine answers too (a loopback one, 127.0.0.2).
    expect(await connects(LAN_IP, app.port)).toBe(true);
    const phones = `http://${LAN_NAME}:${app.port}`;
    expect(log).toContain(`phones and tablets at the table open: ${phones}`);
    expect(log).toContain(renderUnicodeCompact(phones, { border: 2 }));
  });

  it("every address Invite offers is one the server listens on; Invite's link and the display link open on a phone", async () => {
    const host = app.page;
    const res = await host.request.post(app.url("/api/games"), { data: { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann" } });
    const { id } = await res.json();
    await host.goto(app.url(`/games/${id}`));
    await tableReady(host);
    await host.getByRole("button", { name: "Invite" }).click();
    await host.getByTestId("invite-qr").locator("svg").waitFor();
    expect(await host.getByTestId("invite-unreachable").count()).toBe(0);
    const summary = await (await host.request.get(app.url(`/api/games/${id}/devices`))).json();
    for (const key of ["joinUrl", "watchUrl", "displayUrl"]) {
      const u = new URL(summary[key]);
      expect(`${u.protocol}//${u.host}`, key).toBe(`http://${LAN_NAME}:${app.port}`);
    }
    expect(await host.getByTestId("join-url").textContent()).toBe(summary.joinUrl);
    await host.getByTestId("display-invite").locator("summary").click();
    await host.getByTestId("display-invite").locator("svg[aria-label='QR code of the table display link']").waitFor();

    // A phone opens the join link as it is: it takes Ben's seat and sees the table.
    const phone = await app.newPage(PHONE);
    await phone.goto(summary.joinUrl);
    await phone.getByRole("button", { name: "Ben", exact: true }).click();
    await phone.waitForURL(`http://${LAN_NAME}:${app.port}/games/${id}`);
    await tableReady(phone);
    await phone.getByTestId("my-seat").filter({ hasText: "Ben" }).waitFor();
    expect(await phone.evaluate(() => window.isSecureContext)).toBe(false);

    // A tablet opens the display link: it watches.
    const tablet = await app.newPage({ viewport: { width: 1024, height: 768 } });
    const href = await host.getByTestId("display-link").getAttribute("href");
    expect(href).toBe(summary.displayUrl);
    await tablet.goto(href!);
    await tablet.getByTestId("display").waitFor({ timeout: 15_000 });
    await tablet.getByTestId("display-turn").filter({ hasText: "Ann to play" }).waitFor();
  }, 150_000);
});

describe("plain http: what works does, the rest is named", () => {
  it("through a Wi-Fi drop: offline taps folded with the game's rules, an illegal one refused, faces shown, all recorded once when back", async () => {
    const phone = app.page;
    // The phone makes the table itself, by the LAN name (it is the host device).
    await phone.goto(app.lanUrl("/"));
    const made = await phone.evaluate(async () => {
      const r = await fetch("/api/games", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann" }) });
      return { status: r.status, body: await r.json() };
    });
    expect(made.status).toBe(201);
    const id: string = made.body.id;
    await phone.goto(app.lanUrl(`/games/${id}`));
    await tableReady(phone);
    expect(await phone.evaluate(() => ({ secure: window.isSecureContext, sw: "serviceWorker" in navigator }))).toEqual({ secure: false, sw: false });

    // Told once, in plain words, what needs https and the one step to get it.
    const note = phone.getByTestId("http-note");
    await note.waitFor();
    expect(await note.textContent()).toMatch(/installing the app, reopening a table with no network, and the live camera/);
    expect(await note.textContent()).toMatch(/Photo of the trick/);
    expect(await phone.getByTestId("http-note-step").textContent()).toContain("HTTPS=1 npm start");

    // While online the table keeps what it needs: the game's rules (its fold, this game's only), the faces, the record.
    await phone.waitForFunction(() => window.__ftFoldReady === "fortunes", null, { timeout: 30_000 });
    await phone.waitForFunction((id) => !!localStorage.getItem(`ft-record:${id}`), id, { timeout: 20_000 });
    await phone.waitForFunction(() => (window.__ftFacesKept ?? 0) >= 78 * 2, null, { timeout: 60_000 });
    const folds = await phone.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name).filter((n) => n.includes("/fold/")));
    expect(folds.map((u) => new URL(u).pathname)).toEqual(["/fold/fortunes.js"]);
    await phone.getByTestId("turn").filter({ hasText: "Ann to play" }).waitFor();

    await phone.context().setOffline(true);
    // Ann's card: the turn line moves at once, with no server.
    await tapCard(phone, "W07");
    await phone.getByTestId("turn").filter({ hasText: "Ben to play" }).waitFor({ timeout: 5000 });
    await phone.getByTestId("outbox").filter({ hasText: "1 waiting to send" }).waitFor();
    // The same card again: refused at once by the game's rules, not queued.
    await typeCard(phone, "w7");
    await phone.getByTestId("error").filter({ hasText: /Seven of Wands was already played in trick 1 by Ann/ }).waitFor({ timeout: 5000 });
    expect(await phone.getByTestId("outbox").textContent()).toBe("1 waiting to send");
    // Ben's Ace of Wands: a face never shown before, drawn offline.
    await tapCard(phone, "W01");
    await phone.getByTestId("turn").filter({ hasText: "Cat to play" }).waitFor({ timeout: 5000 });
    const ace = phone.getByTestId("current-trick").locator("img[data-face='W01']");
    await ace.waitFor();
    await expect.poll(() => ace.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 5000 }).toBe(true);
    expect(await plays(id)).toEqual([]);

    // Back online: both recorded once, in order.
    await phone.context().setOffline(false);
    await phone.getByTestId("outbox").waitFor({ state: "detached", timeout: 15_000 });
    await phone.getByTestId("turn").filter({ hasText: "Cat to play" }).waitFor({ timeout: 10_000 });
    expect(await plays(id)).toEqual(["W07", "W01"]);

    // Told once: not again on the next visit.
    await phone.reload();
    await tableReady(phone);
    expect(await phone.getByTestId("http-note").isVisible()).toBe(false);
  }, 150_000);
});

describe("listening on this machine only", () => {
  let server: ChildProcess | null = null;
  afterEach(() => {
    try {
      if (server?.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
    } catch {
      // gone
    }
    server = null;
  });

  it("Invite says the phones cannot reach it and how to change that, with no QR code", async () => {
    const port = await freePort();
    let log = "";
    server = spawn(process.execPath, [path.join(ROOT, "scripts/serve.mjs")], {
      cwd: ROOT, env: { ...process.env, DATABASE_URL: app.databaseUrl, PORT: String(port), LISTEN_HOST: "127.0.0.1", PUBLIC_HOST: "", NEXT_TELEMETRY_DISABLED: "1" }, stdio: ["ignore", "pipe", "pipe"], detached: true,
    });
    server.stdout!.on("data", (d) => (log += d));
    server.stderr!.on("data", (d) => (log += d));
    const base = `http://127.0.0.1:${port}`;
    await expect.poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.ok ?? false, { timeout: 60_000, interval: 200 }).toBe(true);
    expect(log).toMatch(/only this machine can reach it \(LISTEN_HOST=127\.0\.0\.1\)/);
    expect(await connects(LAN_IP, port)).toBe(false);

    const host = await app.newPage(PHONE);
    const res = await host.request.post(`${base}/api/games`, { data: { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann" } });
    const { id } = await res.json();
    await host.goto(`${base}/games/${id}`);
    await tableReady(host);
    await host.getByRole("button", { name: "Invite" }).click();
    const said = host.getByTestId("invite-unreachable");
    await said.waitFor();
    expect(await said.textContent()).toMatch(/listens on this machine only \(LISTEN_HOST=127\.0\.0\.1\).*npm start/);
    expect(await host.getByTestId("invite-qr").count()).toBe(0);
    // The room code still works on this machine, and the address shown is one it listens on.
    await host.getByTestId("room-code").waitFor();
    const summary = await codesOf(host, base, id) as unknown as { joinUrl: string; qrSvg: string | null; displayQrSvg: string | null };
    expect(new URL(summary.joinUrl).host).toBe(`127.0.0.1:${port}`);
    expect(summary.qrSvg).toBeNull();
    expect(summary.displayQrSvg).toBeNull();
  }, 150_000);
});
