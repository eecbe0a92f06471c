/**
 * Honest feedback at the table (issue 30.5), on a 390×844 phone with another phone at the table:
 *   - a tap the phone can check itself (a card seen already; a card its known hand may not play)
 *     is never shown as played before the server answers: a MutationObserver records every change
 *     to the trick and the turn line during the tap, and none shows the card, "saving…" or the
 *     next player;
 *   - the refusal goes away when another device records or undoes, or when the player types
 *     again, and there is never more than one message line (refusal or notice) at a time.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { goldenRecord, goldenResult } from "../helpers/goldens";
import { codesOf, joinAs } from "./devices";
import { tableReady, useApp } from "./harness";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const app = useApp({ context: PHONE });

declare global {
  interface Window { __seen?: { turn: string[]; trick: string[]; saving: boolean; lines: number } }
}

/** Starts recording what the table shows: every turn line, every card in the trick, "saving…", the most message lines at once. */
async function watch(page: Page) {
  await page.evaluate(() => {
    const seen = { turn: [] as string[], trick: [] as string[], saving: false, lines: 0 };
    window.__seen = seen;
    const look = () => {
      const turn = document.querySelector('[data-testid="turn"]')?.textContent ?? "";
      if (seen.turn[seen.turn.length - 1] !== turn) seen.turn.push(turn);
      for (const li of document.querySelectorAll('[data-testid="current-trick"] li[data-seat]')) {
        const k = `${li.getAttribute("data-seat")}:${li.querySelector("[data-face]")?.getAttribute("data-face")}`;
        if (!seen.trick.includes(k)) seen.trick.push(k);
      }
      if (/saving…/.test(document.querySelector('[data-testid="trick"]')?.textContent ?? "")) seen.saving = true;
      seen.lines = Math.max(seen.lines, document.querySelectorAll('[data-testid="error"], [data-testid="notice"]').length);
    };
    look();
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}
const seen = (page: Page) => page.evaluate(() => window.__seen!);

async function tapCard(page: Page, card: string, tab: RegExp) {
  await page.getByRole("tab", { name: tab }).click();
  const answered = page.waitForResponse((r) => r.url().includes("/actions") && r.request().method() === "POST");
  await page.locator(`[data-testid="picker"] [data-card="${card}"]`).click();
  return (await answered).status();
}

describe("honest feedback", () => {
  it("a refused tap never shows as played; the refusal clears when another phone records or undoes; one message line", async () => {
    const host = app.page;
    const rec = goldenRecord("deal-none");
    const golden = goldenResult("deal-none").deals[0];
    const players: string[] = rec.players;
    const res = await host.request.post(app.url("/api/games"), { data: { game: "fortunes", players, options: rec.options } });
    expect(res.status()).toBe(201);
    const id = (await res.json()).id as string;
    // Ben's hand, entered on the host's phone: the host's picker knows which of his cards are legal.
    const ben: string[] = [];
    (rec.deals[0].tricks as string[][]).forEach((trick, i) => trick.forEach((card, k) => {
      if (players[(players.indexOf(golden.tricks[i].leader) + k) % 4] === "Ben") ben.push(card);
    }));
    expect((await host.request.post(app.url(`/api/games/${id}/actions`), { data: { type: "hand", player: "Ben", cards: ben } })).status()).toBe(200);

    await host.goto(app.url(`/games/${id}`));
    await tableReady(host);
    expect(await tapCard(host, "C01", /Cups/)).toBe(200); // Ann leads the Ace of Cups
    await host.getByTestId("turn").filter({ hasText: "Ben to play" }).waitFor();
    const offSuit = ben.find((c) => c[0] === "W")!;
    expect(ben.some((c) => c[0] === "C"), "Ben holds Cups, so a Wand is a revoke").toBe(true);

    // 1. An illegal card from a known hand: refused, and never drawn as played meanwhile.
    await watch(host);
    expect(await tapCard(host, offSuit, /Wands/)).toBe(422);
    await host.getByTestId("error").waitFor();
    let s = await seen(host);
    expect(s.trick).toEqual(["Ann:C01"]);
    expect(s.saving).toBe(false);
    expect(s.turn.every((t) => t === "Ben to play"), s.turn.join(" | ")).toBe(true);

    // 2. A card played already, typed: the same.
    await watch(host);
    await host.fill("#card-input", "c1");
    await host.press("#card-input", "Enter");
    await host.getByTestId("error").filter({ hasText: "already played" }).waitFor();
    s = await seen(host);
    expect(s.trick).toEqual(["Ann:C01"]);
    expect(s.saving).toBe(false);
    expect(s.turn.every((t) => t === "Ben to play"), s.turn.join(" | ")).toBe(true);
    expect(s.lines).toBe(1);

    // Typing again moves on from it: the picker's own complaint is then the only message.
    await host.fill("#card-input", "banana");
    await host.press("#card-input", "Enter");
    await host.getByRole("alert").filter({ hasText: "not a card I know" }).waitFor();
    expect(await host.getByTestId("error").count()).toBe(0);
    expect(await host.locator("main [role=alert]").count()).toBe(1);
    await host.fill("#card-input", "");

    // 3. Ben's own phone records his card: the host's refusal goes, the table moved on.
    const phone = await app.newPage(PHONE);
    await joinAs(phone, app.baseUrl, (await codesOf(host, app.baseUrl, id)).roomCode, "seat", "Ben");
    const legal = ben.find((c) => c[0] === "C")!;
    expect((await phone.request.post(app.url(`/api/games/${id}/actions`), { data: { type: "play", card: legal, player: "Ben" } })).status()).toBe(200);
    await host.getByTestId("turn").filter({ hasText: "Cat to play" }).waitFor({ timeout: 10_000 });
    await host.getByTestId("error").waitFor({ state: "detached" });
    expect((await seen(host)).lines).toBe(1);

    // 4. Another refusal, then Ben's phone takes its card back: the refusal gives way to one notice.
    await host.fill("#card-input", "c1");
    await host.press("#card-input", "Enter");
    await host.getByTestId("error").waitFor();
    await watch(host);
    expect((await phone.request.post(app.url(`/api/games/${id}/undo`), { data: {} })).status()).toBe(200);
    await host.getByTestId("notice").filter({ hasText: "took back the last entry" }).waitFor({ timeout: 10_000 });
    expect(await host.getByTestId("error").count()).toBe(0);
    await host.getByTestId("turn").filter({ hasText: "Ben to play" }).waitFor();
    expect((await seen(host)).lines).toBe(1);

    // 5. A card the phone can vouch for still shows at once (the tap is not made slower).
    await watch(host);
    expect(await tapCard(host, legal, /Cups/)).toBe(200);
    await host.getByTestId("turn").filter({ hasText: "Cat to play" }).waitFor();
    expect((await seen(host)).trick).toContain(`Ben:${legal}`);
  });
});
