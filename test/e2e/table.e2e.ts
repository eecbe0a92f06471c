/**
 * The live table in a real browser, on a phone-sized screen: set up, play a whole deal by
 * tapping, undo and correct, reload mid-trick, export and import.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { suitOf } from "@/lib/cards";
import { useApp, tableReady } from "./harness";
import { goldenResult } from "../helpers/goldens";
import { codesOf, joinAs } from "./devices";

const app = useApp({ context: { viewport: { width: 390, height: 844 }, hasTouch: true } });
const fixture = (name: string) => JSON.parse(readFileSync(join(__dirname, "../fixtures", name), "utf8"));
const TAB: Record<string, RegExp> = { W: /Wands/, C: /Cups/, S: /Swords/, P: /Pentacles/, T: /Stars/ };

async function setUp(page: Page, players = ["Ann", "Ben", "Cat", "Dan"], dealer = "Ann") {
  await page.goto(app.url("/games/new"));
  for (const [i, name] of players.entries()) await page.fill(`input[name=player-${i}]`, name);
  await page.selectOption("select[name=dealer]", String(players.indexOf(dealer)));
  await expect.poll(() => page.getByTestId("setup-summary").textContent()).toContain(`${dealer} deals and leads the first trick. High: ${dealer}`);
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
  return page.url().split("/").pop()!;
}

/** Taps a card in the picker and waits for the table to answer. */
async function tap(page: Page, card: string) {
  await page.getByRole("tab", { name: TAB[suitOf(card)] }).click();
  const answered = page.waitForResponse((r) => r.url().includes("/actions") && r.request().method() === "POST");
  await page.locator(`[data-card="${card}"]`).click();
  const res = await answered;
  expect(res.status(), `recording ${card}`).toBe(200);
}

describe("the play screen", () => {
  it("plays a whole deal from a golden record by tapping; the scores equal replay's", async () => {
    const { page } = app;
    const rec = fixture("deal-none.json");
    const expected = goldenResult("deal-none").deals[0];
    await setUp(page, rec.players, rec.deals[0].dealer);
    await expect.poll(() => page.getByTestId("turn").textContent()).toBe("Ann to play");
    const tricks: string[][] = rec.deals[0].tricks;
    for (const [i, trick] of tricks.entries()) {
      for (const card of trick) await tap(page, card);
      await page.getByTestId("last-trick").filter({ hasText: `Trick ${i + 1}: ${expected.tricks[i].winner} wins` }).waitFor();
    }
    await page.getByTestId("deal-end").waitFor();
    await expect.poll(() => page.getByTestId("team-high").textContent()).toBe(String(expected.scores.teams.high));
    await expect.poll(() => page.getByTestId("team-low").textContent()).toBe(String(expected.scores.teams.low));
    for (const [name, pts] of Object.entries(expected.scores.players)) {
      await expect.poll(() => page.getByTestId(`points-${name}`).textContent()).toBe(String(pts));
    }
    await expect.poll(() => page.getByTestId("validation").textContent()).toContain("no rule problems");
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(1);
    const shown: number[] = await page.evaluate(() => window.__ftTimings ?? []);
    const confirmed: number[] = await page.evaluate(() => window.__ftConfirmed ?? []);
    console.log(`[measure] tap → card on screen: median ${median(shown)} ms; tap → server-confirmed table: median ${median(confirmed)} ms (${shown.length} cards)`);

    // The readings open from the end-of-deal screen.
    await page.getByRole("link", { name: "Readings" }).click();
    await page.waitForURL(/\/deals\/1\/reading/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Ann");
  });

  it("refuses an impossible card with a sentence; types a card by keyboard", async () => {
    const { page } = app;
    await setUp(page);
    await page.fill("#card-input", "w7");
    await page.press("#card-input", "Enter");
    await page.getByText("Seven of Wands").first().waitFor();
    // Type the same card again: the server refuses it and says why.
    await page.fill("#card-input", "Seven of Wands");
    await page.press("#card-input", "Enter");
    const error = page.getByTestId("error");
    await error.waitFor();
    await expect.poll(() => error.textContent()).toContain("already played in trick 1 by Ann");
    await page.fill("#card-input", "banana");
    await page.press("#card-input", "Enter");
    await expect.poll(() => page.getByRole("alert").filter({ hasText: "not a card I know" }).count()).toBe(1);
  });

  it("undoes the last card and corrects a recorded card, showing what changed", async () => {
    const { page } = app;
    await setUp(page);
    for (const c of ["W02", "W03", "W09", "W04"]) await tap(page, c);
    await expect.poll(() => page.getByTestId("last-trick").textContent()).toContain("Cat wins");
    await tap(page, "C05");
    await page.getByRole("button", { name: /Undo/ }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="turn"]')?.textContent === "Ben to play");
    await expect.poll(() => page.getByTestId("current-trick").count()).toBe(1);
    await expect.poll(() => page.getByTestId("current-trick").locator("li").count()).toBe(0);

    await page.getByText(/Tricks this deal/).click();
    await page.getByRole("button", { name: "Correct Ben's Three of Wands in trick 1" }).click();
    await page.getByPlaceholder("e.g. w7 or Riga of Cups").fill("Riga of Wands");
    await page.getByRole("button", { name: "Save correction" }).click();
    const changes = page.getByTestId("changes").filter({ hasText: "Trick 1:" });
    await changes.waitFor();
    await expect.poll(() => changes.textContent()).toContain("Trick 1: Cat (2) → Ben (1)");
    await expect.poll(() => page.getByTestId("last-trick").textContent()).toContain("Ben wins");
  });

  it("shows the same table after a reload mid-trick, and on a second device", async () => {
    const { page } = app;
    const id = await setUp(page);
    await tap(page, "S05");
    await tap(page, "S06");
    await page.reload(); await tableReady(page);
    await expect.poll(() => page.getByTestId("turn").textContent()).toBe("Cat to play");
    await expect.poll(() => page.getByTestId("current-trick").textContent()).toContain("Six of Swords");
    await tap(page, "S07");
    // A second device joins with the room code (a seat), then follows.
    const other = await app.newPage();
    await other.goto(app.url(`/games/${id}`));
    await other.getByTestId("join-first").waitFor();
    await joinAs(other, app.baseUrl, (await codesOf(page, app.baseUrl, id)).roomCode, "seat", "Dan");
    await other.goto(app.url(`/games/${id}`)); await tableReady(other);
    await expect.poll(() => other.getByTestId("turn").textContent()).toBe("Dan to play");
    // The first device records; the second follows live, without a reload.
    await tap(page, "S08");
    await other.getByTestId("turn").filter({ hasText: "Ben to play" }).waitFor({ timeout: 3000 });
    await expect.poll(() => other.getByTestId("last-trick").textContent()).toContain("Trick 1");
  });

  it("a device that loses a race (its live stream cut) is told, refreshed, and its tap is not recorded twice", async () => {
    const { page } = app;
    const id = await setUp(page);
    const other = await app.newPage();
    await joinAs(other, app.baseUrl, (await codesOf(page, app.baseUrl, id)).roomCode, "seat", "Ben");
    // The stream (opened with ?lastEventId=) is cut, and so is any catching up by a plain read of
    // the table until this device's tap goes out: its screen stays stale, so the race really happens.
    let stale = true;
    await other.route((url) => url.pathname.endsWith("/stream"), (r) => r.abort());
    await other.route((url) => url.pathname === `/api/games/${id}`, (r) => (stale ? r.abort() : r.continue()));
    await other.route("**/actions", (r) => { stale = false; return r.continue(); });
    await other.goto(app.url(`/games/${id}`)); await tableReady(other);
    await expect.poll(() => other.getByTestId("turn").textContent()).toBe("Ann to play");
    await tap(page, "S05");
    await other.getByRole("tab", { name: /Swords/ }).click();
    await other.locator('[data-card="S09"]').click();
    await other.getByText("Another device recorded first").waitFor();
    await other.getByTestId("turn").filter({ hasText: "Ben to play" }).waitFor();
    const view = await (await page.request.get(app.url(`/api/games/${id}`))).json();
    expect(view.view.live.trick.cards.map((c: { card: string }) => c.card)).toEqual(["S05"]);
  });

  it("exports a game and imports it back unchanged", async () => {
    const { page } = app;
    const rec = fixture("match-four-deals.json");
    const imported = await page.request.post(app.url("/api/games/import"), { data: rec });
    expect(imported.status()).toBe(201);
    const { id } = await imported.json();
    const exported = await (await page.request.get(app.url(`/api/games/${id}/record`))).json();
    await page.goto(app.url("/games"));
    await page.fill("textarea[name=record]", JSON.stringify(exported));
    await page.getByRole("button", { name: "Import" }).click();
    await page.waitForURL((u) => /\/games\/[0-9a-f-]{36}$/.test(u.pathname) && !u.pathname.endsWith(id));
    const newId = page.url().split("/").pop()!;
    const again = await (await page.request.get(app.url(`/api/games/${newId}/record`))).json();
    expect(again).toEqual(exported);
    const view = await (await page.request.get(app.url(`/api/games/${newId}`))).json();
    expect(view.view.match).toEqual(goldenResult("match-four-deals").match);
  });
});

describe("betting at the table", () => {
  it("ante: stays and raises are paid into the pot, a fold ends the deal and settles it", async () => {
    const { page } = app;
    await page.goto(app.url("/games/new"));
    for (const [i, name] of ["Ann", "Ben", "Cat", "Dan"].entries()) await page.fill(`input[name=player-${i}]`, name);
    await page.getByLabel(/Ante: stay, raise or fold/).check();
    await page.fill("input[name=ante]", "2");
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId("turn").textContent()).toBe("Ann to stay, raise or fold");
    await page.getByRole("button", { name: "Stay (2)" }).click();
    await page.getByTestId("turn").filter({ hasText: "Ben to stay" }).waitFor();
    await page.getByRole("spinbutton").fill("3");
    await page.getByRole("button", { name: "Raise" }).click();
    await page.getByTestId("turn").filter({ hasText: "Cat to stay" }).waitFor();
    await page.getByRole("button", { name: "Stay (3)" }).click();
    await page.getByTestId("turn").filter({ hasText: "Dan to stay" }).waitFor();
    await page.getByRole("button", { name: "Stay (3)" }).click();
    await page.getByTestId("turn").filter({ hasText: "Ann to play" }).waitFor();
    // 4 × 2 opening ante + 3 each for trick 1 (Ann topped up after Ben's raise).
    await expect.poll(() => page.getByTestId("ledger").textContent()).toContain("Pot 20 at ante 3");
    for (const c of ["W09", "W03", "W02", "W04"]) await tap(page, c);
    await page.getByTestId("turn").filter({ hasText: "Ben to stay" }).waitFor();
    page.once("dialog", (d) => void d.accept());
    await page.getByRole("button", { name: "Fold" }).click();
    await page.getByTestId("deal-end").waitFor();
    await expect.poll(() => page.getByTestId("deal-end").textContent()).toContain("Pot of 20: Ann takes 20");
  });
});

describe("the play page's weight", () => {
  it.each([
    ["fortunes", ["Ann", "Ben", "Cat", "Dan"]],
    ["fortey-one", ["Ann", "Ben", "Cat", "Dan"]],
    ["fortune-tenners", ["Ann", "Ben", "Cat"]],
    ["fortuno", ["Ann", "Ben", "Cat", "Dan"]],
  ])("the %s play page loads under 150 KB of gzipped JavaScript on first visit", async (game, players) => {
    const page = await app.newPage();
    const res = await page.request.post(app.url("/api/games"), { data: { game, players } });
    const { id } = await res.json();
    const scripts: string[] = [];
    page.on("response", (r) => { if (r.request().resourceType() === "script") scripts.push(r.url()); });
    await page.goto(app.url(`/games/${id}`), { waitUntil: "load" });
    await page.getByTestId("turn").waitFor();
    const { gzipSync } = await import("node:zlib");
    let total = 0;
    for (const url of scripts) total += gzipSync(await (await page.request.get(url)).body()).length;
    console.log(`[measure] ${game} /games/[id] first-load JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.length} files`);
    expect(total).toBeLessThan(150 * 1024);
  });
});
