/** Devices in browser tests: a page's context joins a table (its cookie jar keeps the device's secret). */
import type { Page } from "playwright-core";
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
