/** Devices in browser tests: a page's context joins a table (its cookie jar keeps the device's secret). */
import type { BrowserContextOptions, Page } from "playwright-core";
import { tableReady, type App } from "./harness";
import { expect } from "vitest";

/** The host's room and spectator codes (read with the host page's own credentials). */
export async function codesOf(host: Page, base: string, id: string): Promise<{ roomCode: string; watchCode: string }> {
  const res = await host.request.get(`${base}/api/games/${id}/devices`);
  expect(res.status()).toBe(200);
  return res.json();
}

/** Joins `page`'s context to the table as a seat (player) or a spectator, without the UI. */
export async function joinAs(page: Page, base: string, code: string, as: "seat" | "spectator", player?: string): Promise<void> {
  const res = await page.request.post(`${base}/api/join`, { data: { code, as, player } });
  expect(res.status(), await res.text()).toBe(201);
}

/**
 * A new device (its own browser context) joined to table `id` without the UI, as a seat for `player`
 * or as a spectator, and on the table screen ready for taps: the codes are read with `host`'s credentials.
 */
export async function deviceAt(app: Pick<App, "newPage" | "baseUrl" | "url">, host: Page, id: string, as: "seat" | "spectator", player?: string, options?: BrowserContextOptions): Promise<Page> {
  const { roomCode, watchCode } = await codesOf(host, app.baseUrl, id);
  const page = await app.newPage(options);
  await joinAs(page, app.baseUrl, as === "seat" ? roomCode : watchCode, as, player);
  await page.goto(app.url(`/games/${id}`));
  await tableReady(page);
  return page;
}
