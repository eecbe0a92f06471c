/**
 * The table on a phone, held in one hand: what a tap does must show where the player is looking.
 * A refusal shows in the sticky bar wherever the page is scrolled; the trick history stays open
 * after a correction is saved or cancelled; Tenners' overview opens under its button and its
 * scanner opens in every deck style; Fortunes bids are one tap each; a finished match offers a
 * rematch; the sticker sheets scroll inside their box, not the whole page.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { deviceAt } from "./devices";
import { useApp, tableReady } from "./harness";

const app = useApp({ context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } });

const P4 = ["Ann", "Ben", "Cat", "Dan"];

async function newGame(page: Page, body: Record<string, unknown>): Promise<string> {
  const res = await page.request.post(app.url("/api/games"), { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

async function act(page: Page, id: string, action: Record<string, unknown>) {
  const res = await page.request.post(app.url(`/api/games/${id}/actions`), { data: action });
  expect(res.status(), `${JSON.stringify(action)}: ${await res.text()}`).toBe(200);
}

/** Whether the element lies (at least partly) inside the visible part of the page. */
async function onScreen(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  const h = page.viewportSize()!.height;
  return box !== null && box.y < h && box.y + box.height > 0;
}

describe("the table on a phone", () => {
  it("shows a refused card in the sticky bar while the player is down at the picker", async () => {
    const { page } = app;
    const id = await newGame(page, { game: "fortunes", players: P4, dealer: 0 });
    await act(page, id, { type: "play", card: "W07" });
    await page.goto(app.url(`/games/${id}`)); await tableReady(page);
    await page.getByTestId("turn").filter({ hasText: "Ben to play" }).waitFor();
    const input = page.locator("#card-input");
    await input.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 400));
    await input.fill("w7");
    await input.press("Enter");
    await page.getByTestId("error").filter({ hasText: "already played" }).waitFor();
    expect(await onScreen(page, "error")).toBe(true);
  });

  it("keeps the trick history open after a correction is cancelled or saved", async () => {
    const { page } = app;
    const id = await newGame(page, { game: "fortey-one", players: P4, dealer: 0 });
    for (const tricks of [7, 3, 2, 1]) await act(page, id, { type: "bid", tricks });
    for (const card of ["S01", "S14", "S13", "S11"]) await act(page, id, { type: "play", card });
    await page.goto(app.url(`/games/${id}`)); await tableReady(page);
    const history = page.getByTestId("history-box");
    await history.locator("summary").click();
    await page.getByRole("button", { name: "Correct Cat's King of Spades in trick 1" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => history.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await page.getByRole("button", { name: "Correct Cat's King of Spades in trick 1" }).click();
    await page.getByPlaceholder("e.g. qh or Queen of Hearts").fill("2s");
    await page.getByRole("button", { name: "Save correction" }).click();
    await page.getByTestId("changes").filter({ hasText: "King of Spades → 2 of Spades" }).waitFor();
    await expect.poll(() => history.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await page.getByRole("button", { name: "Correct Cat's 2 of Spades in trick 1" }).waitFor();
  });

  it("Fortunes: names who played a card in the history", async () => {
    const { page } = app;
    const id = await newGame(page, { game: "fortunes", players: P4, dealer: 0 });
    for (const card of ["W02", "W03", "W09", "W04"]) await act(page, id, { type: "play", card });
    await page.goto(app.url(`/games/${id}`)); await tableReady(page);
    await page.getByText(/Tricks this deal/).click();
    await page.getByRole("button", { name: "Correct Dan's Four of Wands in trick 1" }).click();
    await page.getByTestId("correction-picker").getByText("Replace Dan’s Four of Wands (trick 1, card 4) with").waitFor();
  });

  it("Fortune Tenners: the overview opens just under its button", async () => {
    const { page } = app;
    const id = await newGame(page, { game: "fortune-tenners", players: ["Ann", "Ben", "Cat"] });
    await page.goto(app.url(`/games/${id}`)); await tableReady(page);
    await page.getByTestId("overview-toggle").click();
    await page.getByTestId("overview").waitFor();
    expect(await onScreen(page, "overview")).toBe(true);
  });

  it("Fortune Tenners: “Scan cards” opens the scanner with the Tenners deck too (here it says there is no camera)", async () => {
    const { page } = app;
    const id = await newGame(page, { game: "fortune-tenners", players: ["Ann", "Ben", "Cat"], deckStyle: "tenners" });
    await page.goto(app.url(`/games/${id}`)); await tableReady(page);
    await page.getByTestId("scan-toggle").click();
    // No camera in this browser: the scanner starts, finds none and says so in a sentence.
    await page.getByRole("status").filter({ hasText: /camera/i }).first().waitFor();
  });

  it("Fortunes with bids: one tap per bid, and no “made” before the bids are in", async () => {
    const { page } = app;
    const id = await newGame(page, { game: "fortunes", players: P4, dealer: 0, options: { betting: { kind: "bid" } } });
    await page.goto(app.url(`/games/${id}`)); await tableReady(page);
    const first = (await page.getByTestId("turn").textContent())!.replace(/ to bid$/, "");
    await page.getByTestId("bidding").waitFor();
    await expect.poll(() => page.getByTestId("ledger").textContent()).toContain("no bid yet");
    expect(await page.getByTestId("ledger").textContent()).not.toContain("made");
    const answered = page.waitForResponse((r) => r.url().includes("/actions") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Bid 5", exact: true }).click();
    expect((await answered).status()).toBe(200);
    await expect.poll(() => page.getByTestId("ledger").textContent()).toContain(`${first}: 5`);
  });

  it("buttons the server drew stay disabled until React has taken them over, so an early tap is never lost", async () => {
    const { page } = app;
    const id = await newGame(page, { game: "fortunes", players: P4, dealer: 0, options: { betting: { kind: "bid" } } });
    // Slow scripts: the server's HTML is on screen well before the code behind its buttons.
    await page.route("**/_next/static/chunks/**", async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await page.goto(app.url(`/games/${id}`), { waitUntil: "commit" });
    const bid = page.getByRole("button", { name: "Bid 5", exact: true });
    await bid.waitFor();
    expect(await bid.isDisabled()).toBe(true);
    const answered = page.waitForResponse((r) => r.url().includes("/actions") && r.request().method() === "POST");
    await bid.click(); // waits until it is enabled: hydrated
    expect((await answered).status()).toBe(200);
    await page.unroute("**/_next/static/chunks/**");
  });

  it("a Fortunes match won at the target offers a rematch that deals on", async () => {
    const { page } = app;
    const { readFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const record = JSON.parse(readFileSync(join(__dirname, "../fixtures/match-target.json"), "utf8"));
    const res = await page.request.post(app.url("/api/games/import"), { data: record });
    const { id } = await res.json();
    await page.goto(app.url(`/games/${id}`)); await tableReady(page);
    await page.getByTestId("deal-end").filter({ hasText: "win the match" }).waitFor();
    const rematch = page.getByRole("button", { name: /^Rematch \(\w+ deals\)$/ });
    await rematch.click();
    await page.waitForURL((u) => /\/games\/[0-9a-f-]{36}$/.test(u.pathname) && !u.pathname.endsWith(id));
    const view = await (await page.request.get(page.url().replace("/games/", "/api/games/"))).json();
    expect(view.players).toEqual(record.players);
    expect(view.view.options.betting).toEqual(record.options.betting);
  });

  it("a seat's phone says whose seat it is", async () => {
    const { page } = app;
    const id = await newGame(page, { game: "fortuno", players: P4 });
    const ben = await deviceAt(app, page, id, "seat", "Ben");
    await ben.getByTestId("my-seat").filter({ hasText: "This device is Ben's seat." }).waitFor();
    await page.goto(app.url(`/games/${id}`)); await tableReady(page);
    await page.getByTestId("turn").waitFor();
    expect(await page.getByTestId("my-seat").count()).toBe(0);
  });

  it("the sticker sheets fit the phone: stickers at print size in the columns that fit, none cut at the edge; the page does not scroll sideways", async () => {
    // Issue 30: a sheet wider than the screen was cut at its right edge (it scrolled in its own box, with no sign of it).
    const { page } = app;
    await page.goto(app.url("/stickers"));
    await expect.poll(() => page.locator("figure.sticker").count()).toBe(156);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const sheets = page.getByRole("region", { name: "Sticker sheets at print size" });
    expect(await sheets.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const box = (await sheets.boundingBox())!;
    const stickers = await page.locator(".sticker-page").first().locator("figure.sticker").evaluateAll((els) => els.slice(0, 6).map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    for (const r of stickers) expect(r.left >= box.x - 0.5 && r.right <= box.x + box.width + 0.5, `a sticker at ${r.left}–${r.right} is cut by the box ${box.x}–${box.x + box.width}`).toBe(true);
    // Still print size: 32 mm wide (about 121 px).
    expect(Math.round(stickers[0].width)).toBe(121);
    await page.getByText("This screen is narrower than a sheet").waitFor();
  });
});
