/**
 * A whole evening, finished and fair (issue 30 items 1–3), on 390×844 phones:
 *   - the host finishes a Fortunes game without a target: the confirmation shows the final
 *     standings first, undo takes the finish back, the finished table shows its standings and a
 *     rematch; the games list says the deal in progress; the game counts at once in /players,
 *     head to head and the CSV export;
 *   - Ben's phone records a card for Cat that her privately entered hand proves wrong: Cat's phone
 *     is asked at once (in words, with a vibration) and fixes it in one tap; Ben's phone is asked nothing;
 *   - Cat lets it stand instead: her phone keeps the conflict (a reload asks no more), nothing is
 *     sent, and the host's, Ben's and a spectator's answers stay byte for byte the same;
 *   - a seat's phone knows whose it is: under "own moves" no picker on another's turn, the hand
 *     form starts with its own player, its own hand shows sorted with the legal cards marked, and
 *     a deal's reading opens on its own player.
 * Screenshots of the new screens at 390×844 and 1024×768 go to .tmp/shots/evening-*.png.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { goldenRecord, goldenResult } from "../helpers/goldens";
import { codesOf, deviceAt, joinAs } from "./devices";
import { ROOT, tableReady, useApp } from "./harness";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const app = useApp({ context: PHONE });
const SHOTS = path.join(ROOT, ".tmp", "shots");

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `evening-${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: path.join(SHOTS, `evening-${name}-1024.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Each player's cards in the golden deal (play goes clockwise from each trick's leader). */
function handsOf(name: string): Record<string, string[]> {
  const rec = goldenRecord(name);
  const golden = goldenResult(name).deals[0];
  const players: string[] = rec.players;
  const hands: Record<string, string[]> = Object.fromEntries(players.map((p) => [p, []]));
  (rec.deals[0].tricks as string[][]).forEach((trick, i) => trick.forEach((card, k) => {
    hands[players[(players.indexOf(golden.tricks[i].leader) + k) % 4]].push(card);
  }));
  return hands;
}

async function post(page: Page, url: string, data: unknown) {
  const res = await page.request.post(app.url(url), { data });
  return { status: res.status(), json: await res.json().catch(() => null) };
}

describe("a whole evening", () => {
  it("the host finishes a Fortunes game without a target; it counts at once in /players, head to head and the CSV", async () => {
    const host = app.page;
    const rec = goldenRecord("deal-none");
    // One whole deal (Ann & Cat 10, Ben & Dan 16 as the golden has it, worked out by hand in its tests), then deal 2.
    const made = await post(host, "/api/games/import", rec);
    expect(made.status).toBe(201);
    const id = made.json.id as string;
    expect((await post(host, `/api/games/${id}/actions`, { type: "nextDeal" })).status).toBe(200);
    for (const card of ["W10", "W02", "W14", "W03"]) expect((await post(host, `/api/games/${id}/actions`, { type: "play", card })).status).toBe(200);
    // Two more games of the same four, finished at once (level: all four share), so head to head has its three games.
    for (let i = 0; i < 2; i++) {
      const g = await post(host, "/api/games", { game: "fortunes", players: rec.players, options: rec.options });
      expect(g.status).toBe(201);
      expect((await post(host, `/api/games/${g.json.id}/actions`, { type: "finish" })).status).toBe(200);
    }

    // The games list says the deal in progress, not only the match.
    await host.goto(app.url("/games"));
    const row = host.locator("li, tr").filter({ has: host.locator(`a[href="/games/${id}"]`) }).first();
    await expect.poll(async () => (await row.getByTestId("game-score").textContent()) ?? "").toMatch(/^Ben & Dan 16 · Ann & Cat 10 — this deal so far: Ben & Dan \d+ · Ann & Cat \d+$/);

    await host.goto(app.url(`/games/${id}`));
    await tableReady(host);
    await host.getByTestId("finish-open").click();
    const standings = host.getByTestId("finish-standings");
    await standings.waitFor();
    expect(await standings.locator("li").allTextContents()).toEqual(["1. Ben & Dan ★16 points", "2. Ann & Cat10 points"]);
    await expect.poll(() => host.getByTestId("finish-winner").textContent()).toBe("Ben & Dan win.");
    await shoot(host, "finish-dialog");
    await host.getByTestId("finish-confirm").click();
    const card = host.getByTestId("finished");
    await card.waitFor();
    await expect.poll(() => card.getByTestId("finished-standings").locator("li").allTextContents()).toEqual(["1. Ben & Dan ★16 points", "2. Ann & Cat10 points"]);
    await expect.poll(() => host.getByTestId("turn").textContent()).toMatch(/finished/i);
    await shoot(host, "finished");

    // Undo takes the finish back; finish again.
    await host.getByRole("button", { name: /Undo/ }).click();
    await card.waitFor({ state: "detached" });
    await host.getByTestId("finish-open").click();
    await host.getByTestId("finish-standings").waitFor();
    await host.getByTestId("finish-confirm").click();
    await card.waitFor();

    // Counted at once: three finished games for Ann, head to head with Ben, the CSV rows.
    const totals = await (await host.request.get(app.url("/api/players/Ann"))).json();
    expect(totals.games.fortunes).toMatchObject({ played: 3, finished: 3, won: 2 });
    await host.goto(app.url("/players/Ann"));
    await expect.poll(() => host.getByTestId("player-totals").textContent()).toMatch(/3 games, 3 finished, 2 won/);
    expect(await host.getByTestId("kind-fortunes").textContent()).toMatch(/against Ben: 3 games/);
    const csv = await (await host.request.get(app.url("/api/players/Ann/export.csv"))).text();
    expect(csv).toContain(id);

    // A rematch from the finished table: a new game, same players and seats, the deal moved on.
    await host.goto(app.url(`/games/${id}`));
    await tableReady(host);
    await host.getByRole("button", { name: /^Rematch/ }).first().click();
    await host.waitForURL((u) => /\/games\/[0-9a-f-]{36}$/.test(u.pathname) && !u.pathname.endsWith(id));
    await tableReady(host);
    expect(await host.getByTestId("turn").textContent()).toMatch(/Ben|Cat|Dan|Ann/);

    // A seat's phone opens the deal's reading on its own player.
    const ben = await app.newPage(PHONE);
    await joinAs(ben, app.baseUrl, (await codesOf(host, app.baseUrl, id)).roomCode, "seat", "Ben");
    await ben.goto(app.url(`/games/${id}/deals/1/reading`));
    await expect.poll(() => ben.locator("h1").first().textContent()).toMatch(/Ben.s reading/);
  });

  it("Ben records a card Cat's hand proves wrong: Cat's phone is asked at once and fixes it in one tap", async () => {
    const host = app.page;
    const hands = handsOf("deal-none");
    const rec = goldenRecord("deal-none");
    const g = await post(host, "/api/games", { game: "fortunes", players: rec.players, dealer: "Ann", options: rec.options });
    expect(g.status).toBe(201);
    const id = g.json.id as string;
    const { roomCode } = await codesOf(host, app.baseUrl, id);
    const cat = await app.newPage(PHONE);
    const ben = await app.newPage(PHONE);
    await joinAs(cat, app.baseUrl, roomCode, "seat", "Cat");
    await joinAs(ben, app.baseUrl, roomCode, "seat", "Ben");
    await cat.addInitScript(() => {
      (window as unknown as { __buzz: number }).__buzz = 0;
      navigator.vibrate = () => { (window as unknown as { __buzz: number }).__buzz++; return true; };
    });
    expect((await post(cat, `/api/games/${id}/actions`, { type: "hand", player: "Cat", cards: hands.Cat })).status).toBe(200);
    await cat.goto(app.url(`/games/${id}`));
    await tableReady(cat);
    await ben.goto(app.url(`/games/${id}`));
    await tableReady(ben);
    // Trick 1: Ann leads the Ace of Cups, Ben follows; Cat holds Cups.
    const [lead, follow] = (rec.deals[0].tricks as string[][])[0];
    expect((await post(host, `/api/games/${id}/actions`, { type: "play", card: lead })).status).toBe(200);
    expect((await post(ben, `/api/games/${id}/actions`, { type: "play", card: follow })).status).toBe(200);
    const wrong = ["P07", "P08", "P09", "S07", "S08"].find((c) => !hands.Cat.includes(c) && c !== lead && c !== follow)!;
    expect(hands.Cat.some((c) => c[0] === "C"), "Cat holds a Cup").toBe(true);
    // Ben's phone cannot know her hand: the card is accepted.
    expect((await post(ben, `/api/games/${id}/actions`, { type: "play", card: wrong, player: "Cat" })).status).toBe(200);

    const ask = cat.getByTestId("conflict");
    await ask.waitFor({ timeout: 15_000 });
    expect(await cat.getByTestId("conflict-text").textContent()).toMatch(/^Ben recorded .+ for you in trick 1, but (you hold \w+|it is not in the hand you entered)\.$/);
    await expect.poll(() => cat.evaluate(() => (window as unknown as { __buzz: number }).__buzz)).toBeGreaterThan(0);
    const fixes = ask.getByTestId("conflict-fix");
    expect(await fixes.count()).toBeGreaterThan(0);
    await shoot(cat, "conflict");
    // Nobody else is asked anything.
    expect(await ben.getByTestId("conflict").count()).toBe(0);
    expect(await host.getByTestId("conflict").count()).toBe(0);

    const answered = cat.waitForResponse((r) => r.url().includes("/actions") && r.request().method() === "POST");
    await fixes.first().click();
    expect((await answered).status()).toBe(200);
    await ask.waitFor({ state: "detached" });
    const view = await (await cat.request.get(app.url(`/api/games/${id}`))).json();
    expect(view.view.conflicts).toBeUndefined();
    expect(view.last.type).toBe("correct");
    // The correction is public: Ben's phone says so.
    await ben.getByTestId("notice").filter({ hasText: "corrected a card" }).waitFor({ timeout: 15_000 });
  });

  it("Cat lets Ben's card stand: her phone keeps the conflict, nothing is sent, no other device's answer changes", async () => {
    const host = app.page;
    const hands = handsOf("deal-none");
    const rec = goldenRecord("deal-none");
    const g = await post(host, "/api/games", { game: "fortunes", players: rec.players, dealer: "Ann", options: rec.options });
    expect(g.status).toBe(201);
    const id = g.json.id as string;
    const { roomCode, watchCode } = await codesOf(host, app.baseUrl, id);
    const cat = await app.newPage(PHONE);
    const ben = await app.newPage(PHONE);
    const watcher = await app.newPage(PHONE);
    await joinAs(cat, app.baseUrl, roomCode, "seat", "Cat");
    await joinAs(ben, app.baseUrl, roomCode, "seat", "Ben");
    await joinAs(watcher, app.baseUrl, watchCode, "spectator");
    expect((await post(cat, `/api/games/${id}/actions`, { type: "hand", player: "Cat", cards: hands.Cat })).status).toBe(200);
    const [lead, follow] = (rec.deals[0].tricks as string[][])[0];
    expect((await post(host, `/api/games/${id}/actions`, { type: "play", card: lead })).status).toBe(200);
    expect((await post(ben, `/api/games/${id}/actions`, { type: "play", card: follow })).status).toBe(200);
    const wrong = ["P07", "P08", "P09", "S07", "S08"].find((c) => !hands.Cat.includes(c) && c !== lead && c !== follow)!;
    expect((await post(ben, `/api/games/${id}/actions`, { type: "play", card: wrong, player: "Cat" })).status).toBe(200);
    await cat.goto(app.url(`/games/${id}`));
    await tableReady(cat);
    const ask = cat.getByTestId("conflict");
    await ask.waitFor({ timeout: 15_000 });

    // What every other device is answered, before Cat decides.
    const answers = async () => Promise.all([host, ben, watcher].map(async (p) => (await p.request.get(app.url(`/api/games/${id}`))).text()));
    const before = await answers();
    const sent: string[] = [];
    cat.on("request", (r) => { if (r.method() !== "GET") sent.push(`${r.method()} ${r.url()}`); });
    await cat.getByTestId("conflict-keep").click();
    await ask.waitFor({ state: "detached" });
    // Kept on this phone: a reload does not ask again, and her own answer still names the conflict.
    await cat.reload();
    await tableReady(cat);
    await cat.getByTestId("turn").waitFor();
    expect(await cat.getByTestId("conflict").count()).toBe(0);
    const mine = await (await cat.request.get(app.url(`/api/games/${id}`))).json();
    expect(mine.view.conflicts).toHaveLength(1);
    expect(mine.view.conflicts[0]).toMatchObject({ card: wrong, trick: 1 });
    expect(sent.filter((r) => r.includes("/api/games/"))).toEqual([]);
    // The card stands as Ben recorded it, and no other device's answer changed by a byte.
    expect(await answers()).toEqual(before);
    expect(JSON.parse(before[1]).view.conflicts).toBeUndefined();
  });

  it("a seat's phone knows whose it is: no picker on another's turn under 'own moves', its own player's form and hand", async () => {
    const host = app.page;
    const hands = handsOf("deal-none");
    const rec = goldenRecord("deal-none");
    const g = await post(host, "/api/games", { game: "fortunes", players: rec.players, dealer: "Ann", options: rec.options, seatRule: "own" });
    expect(g.status).toBe(201);
    const id = g.json.id as string;
    const ben = await deviceAt(app, host, id, "seat", "Ben", PHONE);
    // Ann leads: Ben's phone shows no picker, and says whose phone records it.
    expect(await ben.getByTestId("not-my-turn").textContent()).toBe("Ann to play on Ann's phone");
    expect(await ben.getByTestId("picker").count()).toBe(0);
    // The hand form starts with (and under "own moves" offers only) Ben.
    await ben.getByText("Enter a hand (optional)").click();
    const who = ben.getByLabel("Player");
    await who.waitFor();
    expect(await who.inputValue()).toBe("Ben");
    expect(await who.locator("option").allTextContents()).toEqual(["Ben"]);
    await ben.getByLabel("Cards of the hand").fill(hands.Ben.join(", "));
    await ben.getByRole("button", { name: "Add", exact: true }).click();
    await ben.getByRole("button", { name: "Save Ben’s hand" }).click();
    const mine = ben.getByTestId("own-hand");
    await mine.waitFor();
    expect(await mine.locator("li").count()).toBe(19);

    // Ann leads a Cup: Ben's turn; his Cups are marked and one tap plays one.
    const [lead] = (rec.deals[0].tricks as string[][])[0];
    expect((await post(host, `/api/games/${id}/actions`, { type: "play", card: lead })).status).toBe(200);
    await ben.getByTestId("picker").waitFor({ timeout: 15_000 });
    const legal = mine.locator("[data-legal=true]");
    await legal.first().waitFor();
    const cups = hands.Ben.filter((c) => c[0] === "C").length;
    expect(await legal.count()).toBe(cups);
    await shoot(ben, "own-hand");
    const answered = ben.waitForResponse((r) => r.url().includes("/actions") && r.request().method() === "POST");
    await legal.first().click();
    expect((await answered).status()).toBe(200);
    await ben.getByTestId("not-my-turn").filter({ hasText: "Cat to play on Cat's phone" }).waitFor();
    expect(await mine.locator("li").count()).toBe(18);

    // Ben's player page lists this game in play, with its score and the deal in progress.
    await ben.goto(app.url("/players/Ben"));
    const inPlay = ben.getByTestId("in-play");
    await inPlay.waitFor();
    expect(await inPlay.locator(`a[href="/games/${id}"]`).count()).toBe(1);
    expect(await inPlay.textContent()).toMatch(/Cat to play/);
  });
});
