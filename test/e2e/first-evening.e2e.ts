/**
 * A group's first evening at phone size (390×844), issue 18's table-screen parts: Invite opens
 * and closes twice in every game without breaking the table, and its device list follows a join
 * live; Fortuno at a Rider-Waite-Smith table names and records a King and a Knight as that deck
 * prints them; a spectator gets a watching screen with no recording controls (axe-core clean in
 * both themes); with a card due, the trick in play and the picker are both on screen in every
 * game; the led suit is marked without moving the tabs; a correction is picked, not typed; the
 * first set-up asks which deck is on the table and remembers it; the games list says whose turn
 * it is.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { gameModule } from "@/lib/games/registry";
import { codesOf, joinAs } from "./devices";
import { tableReady, useApp } from "./harness";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const app = useApp({ context: PHONE });
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const fixture = (name: string) => JSON.parse(readFileSync(join(__dirname, "../fixtures", name), "utf8"));

async function newGame(page: Page, body: Record<string, unknown>): Promise<string> {
  const res = await page.request.post(app.url("/api/games"), { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

async function act(page: Page, id: string, action: Record<string, unknown>) {
  const res = await page.request.post(app.url(`/api/games/${id}/actions`), { data: action });
  expect(res.status(), `${JSON.stringify(action)}: ${await res.text()}`).toBe(200);
  return res.json();
}

/** A game set up as the page's device (its host) and played along a record until `stop` holds (given each answer's `view` and the whole answer). */
async function midDeal(page: Page, game: string, record: unknown, stop: (view: Record<string, any>, table: Record<string, any>) => boolean): Promise<string> {
  const r = gameModule(game)!.recordToActions(record);
  if (!r.ok) throw new Error(`${game}: ${r.error.message}`);
  const id = await newGame(page, { game, ...r.value.setup });
  for (const action of r.value.actions) {
    const table = await act(page, id, action as Record<string, unknown>);
    if (stop(table.view, table)) return id;
  }
  throw new Error(`${game}: the record ended first`);
}

/** One table of each game with a card due (the trick in play has cards, the picker is open). */
async function cardDue(page: Page): Promise<[string, string][]> {
  return [
    ["fortunes", await midDeal(page, "fortunes", fixture("deal-none.json"), (v) => v.deals.at(-1).tricks.filter((t: { winner: unknown }) => t.winner).length >= 1 && v.live.trick?.cards.length === 2)],
    ["fortey-one", await midDeal(page, "fortey-one", fixture("fortey-one/forty-one.json"), (v) => v.tricks?.filter((t: { winner: unknown }) => t.winner).length >= 1 && v.trick?.cards.length === 2)],
    ["fortune-tenners", await midDeal(page, "fortune-tenners", fixture("fortune-tenners/three-complete.json"), (v) => v.round >= 3 && v.trick?.cards.length === 1)],
    ["fortuno", await midDeal(page, "fortuno", fixture("fortuno/contract-example.json"), (v, t) => v.history?.length >= 2 && t.turn.expects === "play" && !!v.top && !v.top.code.startsWith("T"))],
  ];
}

async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const a = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    const r = await a.run(document, { resultTypes: ["violations"] });
    return r.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
  });
}

/** The element's box lies wholly inside the viewport (no scrolling needed to see it). */
async function inView(page: Page, testId: string): Promise<{ y: number; bottom: number; ok: boolean }> {
  const box = await page.getByTestId(testId).first().boundingBox();
  const h = page.viewportSize()!.height;
  expect(box, `${testId} is on the page`).not.toBeNull();
  return { y: Math.round(box!.y), bottom: Math.round(box!.y + box!.height), ok: box!.y >= 0 && box!.y + box!.height <= h };
}

describe("a group's first evening at phone size", () => {
  it("opens and closes Invite twice in each game; the table stays up", async () => {
    const { page } = app;
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    for (const [game, players] of [["fortunes", 4], ["fortey-one", 4], ["fortune-tenners", 3], ["fortuno", 4]] as const) {
      const id = await newGame(page, { game, players: ["Ann", "Ben", "Cat", "Dan"].slice(0, players) });
      await page.goto(app.url(`/games/${id}`));
      await tableReady(page);
      for (let i = 0; i < 2; i++) {
        await page.getByRole("button", { name: "Invite" }).click();
        await page.getByTestId("room-code").waitFor();
        await page.getByTestId("invite").getByRole("button", { name: "Close" }).click();
        await expect.poll(() => page.getByTestId("invite").count()).toBe(0);
        await page.getByTestId("turn").waitFor();
      }
      expect(await page.getByText("could not be opened").count(), game).toBe(0);
    }
    expect(errors).toEqual([]);
  });

  it("shows a device in Invite's list as soon as it joins, without a reload", async () => {
    const { page } = app;
    const id = await newGame(page, { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"] });
    await page.goto(app.url(`/games/${id}`));
    await tableReady(page);
    await page.getByRole("button", { name: "Invite" }).click();
    const list = page.getByRole("list", { name: "Devices" });
    await list.waitFor();
    await expect.poll(() => list.getByRole("listitem").count()).toBe(1);
    const ben = await app.newPage(PHONE);
    await joinAs(ben, app.baseUrl, (await codesOf(page, app.baseUrl, id)).roomCode, "seat", "Ben");
    await expect.poll(() => list.textContent(), { timeout: 8000 }).toContain("Ben's seat");
  });

  it("Fortuno at a Rider-Waite-Smith table: a King and a Knight are named and recorded as that deck prints them", async () => {
    const { page } = app;
    const id = await newGame(page, { game: "fortuno", players: ["Ann", "Ben", "Cat", "Dan"], deckStyle: "rws" });
    await act(page, id, { type: "event", event: { flip: "W05" } });
    await page.goto(app.url(`/games/${id}`));
    await tableReady(page);
    const picker = page.getByTestId("picker");
    // The picker's words are the table's deck's: Pentacles (not Disks), Page/Knight/Queen/King.
    await expect.poll(() => picker.getByRole("tab").allTextContents()).toEqual(["Wands (led)", "Cups", "Swords", "Pentacles", "Majors"]);
    const king = picker.locator('[data-card="W14"]');
    expect(await king.getAttribute("aria-label")).toBe("King: King of Wands");
    await king.click();
    await page.getByTestId("top-name").filter({ hasText: "King of Wands" }).waitFor();
    // Ben holds the Rider-Waite-Smith Knight (a Thoth Prince: the next player draws 3).
    const knight = picker.locator('[data-card="W12"]');
    expect(await knight.getAttribute("aria-label")).toMatch(/^Knight: Knight of Wands/);
    await knight.click();
    await page.getByTestId("top-name").filter({ hasText: "Knight of Wands" }).waitFor();
    await page.getByTestId("turn").filter({ hasText: "Cat" }).waitFor();
    const log = await page.getByTestId("log").textContent();
    expect(log).toContain("King of Wands");
    expect(log).toContain("Knight of Wands");
    expect(log).not.toMatch(/Prince|Princess|Disks/);
    const record = await (await page.request.get(app.url(`/api/games/${id}/record`))).json();
    expect(record.deals[0].events.slice(1, 3)).toEqual([{ play: "W14" }, { play: "W12" }]);
    // The Majors tab names the Rider-Waite-Smith cards: VIII is Strength.
    await picker.getByRole("tab", { name: "Majors" }).click();
    expect(await picker.locator('[data-card="T08"]').getAttribute("aria-label")).toMatch(/Strength/);
  });

  it("gives a spectator a watching screen with no recording controls, axe-clean in both themes", async () => {
    const { page } = app;
    const fortunes = await midDeal(page, "fortunes", fixture("deal-none.json"), (v) => v.deals.at(-1).tricks.filter((t: { winner: unknown }) => t.winner).length >= 1 && v.live.trick?.cards.length === 2);
    const watcher = await app.newPage(PHONE);
    await joinAs(watcher, app.baseUrl, (await codesOf(page, app.baseUrl, fortunes)).watchCode, "spectator");
    for (const theme of ["dark", "light"] as const) {
      await watcher.goto(app.url("/"));
      await watcher.evaluate((t) => localStorage.setItem("fortunes-theme", t), theme);
      await watcher.goto(app.url(`/games/${fortunes}`));
      await tableReady(watcher);
      await watcher.getByTestId("watching").waitFor();
      await watcher.getByTestId("trick").waitFor();
      await watcher.getByTestId("scores").waitFor();
      expect(await watcher.getByTestId("picker").count()).toBe(0);
      for (const name of [/^Record$/, /Scan/, /End deal/, /Undo/, /^Correct /, /Save correction/]) {
        expect(await watcher.getByRole("button", { name }).count(), String(name)).toBe(0);
      }
      await watcher.getByText(/Tricks this deal/).click();
      expect(await watcher.getByRole("button", { name: /^Correct / }).count()).toBe(0);
      // A badge that pulses once when a trick starts is checked at rest.
      await watcher.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));
      expect(await axe(watcher), `${theme} theme`).toEqual([]);
    }
  });

  it("gives a spectator no bid buttons while the host bids", async () => {
    const { page } = app;
    const id = await newGame(page, { game: "fortey-one", players: ["Ann", "Ben", "Cat", "Dan"] });
    const watcher = await app.newPage(PHONE);
    await joinAs(watcher, app.baseUrl, (await codesOf(page, app.baseUrl, id)).watchCode, "spectator");
    await page.goto(app.url(`/games/${id}`));
    await tableReady(page);
    await expect.poll(() => page.getByRole("button", { name: /^Bid \d+$/ }).count()).toBeGreaterThan(0);
    await watcher.goto(app.url(`/games/${id}`));
    await tableReady(watcher);
    await watcher.getByTestId("watching").waitFor();
    expect(await watcher.getByTestId("bidding").count()).toBe(0);
    expect(await watcher.getByRole("button", { name: /^Bid \d+$/ }).count()).toBe(0);
  });

  it("with a card due, the trick in play and the picker are both on screen in every game", async () => {
    const { page } = app;
    const seen: string[] = [];
    for (const [game, id] of await cardDue(page)) {
      await page.goto(app.url(`/games/${id}`));
      await tableReady(page);
      await page.getByTestId("turn").waitFor();
      const pickers = await page.getByTestId("picker").evaluateAll((els) => els.map((e) => `${e.getAttribute("aria-label")} in ${e.parentElement?.outerHTML.slice(0, 160)}`));
      expect(pickers.length, `${game}: ${pickers.join("\n")}`).toBe(1);
      const trick = await inView(page, "trick");
      const picker = await inView(page, "picker");
      const turn = await inView(page, "turn");
      seen.push(`${game}: turn ${turn.y}-${turn.bottom}, trick ${trick.y}-${trick.bottom}, picker ${picker.y}-${picker.bottom}`);
      expect(trick.ok && picker.ok && turn.ok, seen.join("\n")).toBe(true);
    }
    console.log(seen.join("\n"));
  });

  it("a finished trick keeps its own number; the led suit is marked while the tabs stay put", async () => {
    const { page } = app;
    const id = await newGame(page, { game: "fortey-one", players: ["Ann", "Ben", "Cat", "Dan"], dealer: 0 });
    for (const tricks of [7, 3, 2, 1]) await act(page, id, { type: "bid", tricks });
    for (const card of ["S01", "S14", "S13", "S11"]) await act(page, id, { type: "play", card });
    await page.goto(app.url(`/games/${id}`));
    await tableReady(page);
    // Trick 1 is shown until the next card: under its own number, not trick 2's.
    await expect.poll(() => page.getByTestId("trick-heading").textContent()).toMatch(/^Trick 1, won by /);
    const before = await page.getByTestId("picker").getByRole("tab").allTextContents();
    const spades = await act(page, id, { type: "play", card: "S02" });
    expect(spades.view.trick.number).toBe(2);
    await page.reload();
    await tableReady(page);
    await expect.poll(() => page.getByTestId("trick-heading").textContent()).toMatch(/^Trick 2, led by /);
    const tabs = page.getByTestId("picker").getByRole("tab");
    expect((await tabs.allTextContents()).map((t) => t.replace(" (led)", ""))).toEqual(before);
    expect(await page.getByTestId("picker").getByRole("tab", { selected: true }).textContent()).toContain("(led)");
  });

  it("corrects a card by tapping it in the picker", async () => {
    const { page } = app;
    const id = await newGame(page, { game: "fortey-one", players: ["Ann", "Ben", "Cat", "Dan"], dealer: 0 });
    for (const tricks of [7, 3, 2, 1]) await act(page, id, { type: "bid", tricks });
    for (const card of ["S01", "S14", "S13", "S11"]) await act(page, id, { type: "play", card });
    await page.goto(app.url(`/games/${id}`));
    await tableReady(page);
    await page.getByTestId("history-box").locator("summary").click();
    await page.getByRole("button", { name: "Correct Cat's King of Spades in trick 1" }).click();
    const picker = page.getByTestId("correction-picker");
    await picker.getByRole("tab", { name: /Spades/ }).click();
    await picker.locator('[data-card="S02"]').click();
    await page.getByRole("button", { name: "Correct Cat's 2 of Spades in trick 1" }).waitFor();
  });

  it("asks once which deck is on the table, remembers it, and offers its names at set-up", async () => {
    const page = await app.newPage(PHONE);
    await page.goto(app.url("/games/new?game=fortuno"));
    const question = page.getByTestId("deck-question");
    await question.waitFor();
    expect(await question.locator("img").count()).toBe(2);
    await question.locator('[data-deck="rws"]').click();
    await expect.poll(() => question.count()).toBe(0);
    await expect.poll(() => page.getByTestId("deck-style").inputValue()).toBe("rws");
    // Another game, another day: the device remembers; each game's own naming of that deck is the default.
    await page.goto(app.url("/games/new?game=fortey-one"));
    await expect.poll(() => page.getByTestId("deck-style").inputValue()).toBe("tarot");
    expect(await page.getByTestId("deck-question").count()).toBe(0);
    await page.goto(app.url("/games/new?game=fortunes"));
    await expect.poll(() => page.getByTestId("deck-style").inputValue()).toBe("rws");
    // Still changeable for one table.
    await page.getByTestId("deck-style").selectOption("thoth");
    expect(await page.getByTestId("deck-style").inputValue()).toBe("thoth");
  });

  it("lists games with the time, the score and whose turn it is", async () => {
    const { page } = app;
    const id = await newGame(page, { game: "fortune-tenners", players: ["Ann", "Ben", "Cat"] });
    await page.goto(app.url("/games"));
    const row = page.getByTestId("games-list").getByRole("listitem").filter({ has: page.locator(`a[href="/games/${id}"]`) }).first();
    await expect.poll(() => row.getByTestId("game-turn").textContent()).toMatch(/Cat deals 1 card each/);
    expect(await row.getByTestId("game-score").textContent()).toBe("Ann 0 · Ben 0 · Cat 0");
    expect(await row.getByTestId("game-time").textContent()).toMatch(/\d{2}:\d{2} UTC$/);
  });

  it("draws each changed screen in both themes without a page error (SHOTS=1 saves them in .tmp/shots)", async () => {
    const { page } = app;
    const games = await cardDue(page);
    const fortunes = games[0][1];
    const rws = await newGame(page, { game: "fortuno", players: ["Ann", "Ben", "Cat", "Dan"], deckStyle: "rws" });
    await act(page, rws, { type: "event", event: { flip: "W05" } });
    const watcher = await app.newPage(PHONE);
    await joinAs(watcher, app.baseUrl, (await codesOf(page, app.baseUrl, fortunes)).watchCode, "spectator");
    const errors: string[] = [];
    for (const p of [page, watcher]) p.on("pageerror", (e) => errors.push(e.message));
    const shot = async (p: Page, name: string) => {
      if (process.env.SHOTS) await p.screenshot({ path: join(__dirname, "../../.tmp/shots", `${name}.png`), fullPage: false });
    };
    for (const theme of ["light", "dark"] as const) {
      for (const p of [page, watcher]) {
        await p.goto(app.url("/"));
        await p.evaluate((t) => { localStorage.setItem("fortunes-theme", t); localStorage.removeItem("fortunes-table-deck"); }, theme);
      }
      for (const [game, id] of games) {
        await page.goto(app.url(`/games/${id}`));
        await tableReady(page);
        await page.getByTestId("turn").waitFor();
        await shot(page, `play-${game}-${theme}`);
      }
      await page.goto(app.url(`/games/${rws}`));
      await tableReady(page);
      await page.getByTestId("picker").first().waitFor();
      await shot(page, `fortuno-rws-${theme}`);
      await page.getByRole("button", { name: "Invite" }).click();
      await page.getByTestId("room-code").waitFor();
      await shot(page, `invite-${theme}`);
      await watcher.goto(app.url(`/games/${fortunes}`));
      await tableReady(watcher);
      await watcher.getByTestId("watching").waitFor();
      await shot(watcher, `spectator-${theme}`);
      await page.goto(app.url("/games/new?game=fortunes"));
      await page.getByTestId("deck-question").waitFor();
      await shot(page, `new-game-question-${theme}`);
      await page.goto(app.url("/games"));
      await page.getByTestId("games-list").waitFor();
      await shot(page, `games-list-${theme}`);
      await page.goto(app.url(`/games/${games[1][1]}`));
      await tableReady(page);
      await page.getByTestId("history-box").locator("summary").click();
      await page.getByRole("button", { name: /^Correct / }).first().click();
      await page.getByTestId("correction-picker").scrollIntoViewIfNeeded();
      await shot(page, `correction-${theme}`);
    }
    expect(errors).toEqual([]);
  });
});
