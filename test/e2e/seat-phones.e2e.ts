/**
 * Every phone knows whose it is, beyond Fortunes (issue 30 item 3), and a rematch moves the phones:
 *   - a Fortey-One table under "own moves": Ben's phone shows no bids and no picker on another's
 *     turn ("Ann to bid on Ann's phone"), its hand form opens on (and offers only) Ben, his entered
 *     hand shows sorted with the legal cards marked on his turn, one tap plays one;
 *   - the host finishes the game and starts the rematch: Ben's phone, a spectator's and the table
 *     display follow to the new table by themselves, Ben in his own seat;
 *   - a Fortune Tenners table under "own moves": the dealer's trump card, Ann's prediction and play
 *     are not offered on Ben's phone (each says whose phone records it); Ben's hand form opens on
 *     Ben, his one card shows as his hand, marked legal on his turn, and plays with one tap.
 *   - a Fortuno table under "own moves": off turn Ben's phone offers no flip, and its "More" names
 *     only Ben as the one calling "Fortuno!" (an act anyone may make out of turn), which is recorded.
 * Screenshots of Ben's seat screens at 390×844, light and dark: .tmp/shots/seat-*.png.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { codesOf, deviceAt } from "./devices";
import { ROOT, tableReady, useApp } from "./harness";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const app = useApp({ context: PHONE });
const SHOTS = path.join(ROOT, ".tmp", "shots");

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: path.join(SHOTS, `seat-${name}-${scheme}-390.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

async function post(page: Page, url: string, data: unknown) {
  const res = await page.request.post(app.url(url), { data });
  return { status: res.status(), json: await res.json().catch(() => null) };
}

async function turnOf(page: Page, id: string): Promise<{ player: string | null; expects: string }> {
  return (await (await page.request.get(app.url(`/api/games/${id}`))).json()).turn;
}

// Ben's 13 cards: seven Spades and six Diamonds (the codes' S and P).
const BEN = ["S01", "S02", "S03", "S04", "S05", "S06", "S07", "P01", "P02", "P03", "P04", "P05", "P06"];
// Diamonds Ben does not hold, led and followed by the others.
const OTHERS_DIAMONDS = ["P14", "P13", "P11"];

describe("seat phones beyond Fortunes, and a rematch that moves them", () => {
  it("Fortey-One under 'own moves': Ben's phone is Ben's (bids, picker, hand form, hand, undo)", async () => {
    const host = app.page;
    const g = await post(host, "/api/games", { game: "fortey-one", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Dan", seatRule: "own" });
    expect(g.status).toBe(201);
    const id = g.json.id as string;
    const ben = await deviceAt(app, host, id, "seat", "Ben", PHONE);
    expect(await ben.getByTestId("my-seat").textContent()).toBe("This device is Ben's seat.");

    // Someone else bids first: Ben's phone says whose phone records it, and offers no bids.
    let turn = await turnOf(host, id);
    expect(turn.expects).toBe("bid");
    expect(turn.player).not.toBe("Ben");
    expect(await ben.getByTestId("not-my-turn").textContent()).toBe(`${turn.player} to bid on ${turn.player}'s phone`);
    expect(await ben.getByTestId("bidding").count()).toBe(0);

    // The hand form opens on Ben, and offers only Ben.
    await ben.getByText("Enter a hand (optional)").click();
    const who = ben.getByLabel("Player");
    await who.waitFor();
    expect(await who.inputValue()).toBe("Ben");
    expect(await who.locator("option").allTextContents()).toEqual(["Ben"]);
    await ben.getByLabel("Cards of the hand").fill(BEN.join(", "));
    await ben.getByRole("button", { name: "Add", exact: true }).click();
    await ben.getByRole("button", { name: "Save Ben’s hand" }).click();
    const mine = ben.getByTestId("own-hand");
    await mine.waitFor();
    expect(await mine.locator("li").count()).toBe(13);
    // Sorted as the picker's tabs: Spades before Diamonds, by rank.
    const shown = await mine.locator("li").allTextContents();
    expect(shown.findIndex((t) => /Diamonds/.test(t))).toBe(7);
    await shoot(ben, "hand-others-turn");

    // Bids (3 each, 12 in all) until Ben's turn: then his phone shows the bids, and he bids by tap.
    for (;;) {
      turn = await turnOf(host, id);
      if (turn.player === "Ben") break;
      expect((await post(host, `/api/games/${id}/actions`, { type: "bid", tricks: 3 })).status).toBe(200);
    }
    await ben.getByTestId("bidding").waitFor({ timeout: 15_000 });
    expect(await ben.getByTestId("not-my-turn").count()).toBe(0);
    await ben.getByRole("button", { name: "Bid 3", exact: true }).click();
    await ben.getByTestId("bidding").waitFor({ state: "detached", timeout: 15_000 });
    // Under "own moves" a seat takes back only its own last entry: Undo is offered after Ben's bid, not after another's.
    const undo = ben.getByRole("button", { name: "↶ Undo" });
    await expect.poll(() => undo.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect((await post(host, `/api/games/${id}/actions`, { type: "bid", tricks: 3 })).status).toBe(200);
    await expect.poll(() => undo.isEnabled(), { timeout: 15_000 }).toBe(false);
    for (;;) {
      turn = await turnOf(host, id);
      if (turn.expects !== "bid") break;
      expect((await post(host, `/api/games/${id}/actions`, { type: "bid", tricks: 3 })).status).toBe(200);
    }
    expect(turn.expects).toBe("play");

    // The others lead and follow Diamonds until Ben's turn; on theirs his phone has no picker.
    let k = 0;
    while ((turn = await turnOf(host, id)).player !== "Ben") {
      await expect.poll(async () => (await ben.getByTestId("not-my-turn").textContent()) ?? "", { timeout: 15_000 }).toBe(`${turn.player} to play on ${turn.player}'s phone`);
      expect(await ben.getByTestId("picker").count()).toBe(0);
      expect((await post(host, `/api/games/${id}/actions`, { type: "play", card: OTHERS_DIAMONDS[k++] })).status).toBe(200);
    }
    // Ben's turn with Diamonds led: his six Diamonds are marked, and one tap plays one.
    await ben.getByTestId("picker").waitFor({ timeout: 15_000 });
    const legal = mine.locator("[data-legal=true]");
    await expect.poll(() => legal.count(), { timeout: 15_000 }).toBe(6);
    expect((await legal.allTextContents()).every((t) => /Diamonds/.test(t))).toBe(true);
    await shoot(ben, "hand-my-turn");
    const answered = ben.waitForResponse((r) => r.url().includes("/actions") && r.request().method() === "POST");
    await legal.first().click();
    expect((await answered).status()).toBe(200);
    await expect.poll(() => mine.locator("li").count(), { timeout: 15_000 }).toBe(12);
  });

  it("the host's rematch takes Ben's phone (into his seat), a spectator's and the display along", async () => {
    const host = app.page;
    const g = await post(host, "/api/games", { game: "fortey-one", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Dan", seatRule: "own" });
    expect(g.status).toBe(201);
    const id = g.json.id as string;
    const ben = await deviceAt(app, host, id, "seat", "Ben", PHONE);

    // A spectator's phone and the table's display on the old table.
    const watcher = await deviceAt(app, host, id, "spectator", undefined, PHONE);
    const display = await app.newPage({ viewport: { width: 1024, height: 768 }, isMobile: false, hasTouch: false });
    await display.goto(app.url(`/games/${id}/display?watch=${(await codesOf(host, app.baseUrl, id)).watchCode}`));
    await display.getByTestId("display").waitFor({ timeout: 20_000 });

    // Only the stream's `event: rematch` may move these pages (their own looks wait ten minutes).
    for (const p of [ben, watcher, display]) await p.evaluate(() => { window.__ftRematchEveryMs = 600_000; });
    // The host finishes the game; every old page shows the finished table; the host starts the rematch.
    expect((await post(host, `/api/games/${id}/actions`, { type: "finish" })).status).toBe(200);
    await ben.getByTestId("finished").waitFor({ timeout: 15_000 });
    expect(await ben.getByTestId("rematch-wait").textContent()).toMatch(/follows it/);
    await host.goto(app.url(`/games/${id}`));
    await tableReady(host);
    await host.getByRole("button", { name: /^Rematch/ }).first().click();
    const moved = (u: URL) => /\/games\/[0-9a-f-]{36}(\/display)?$/.test(u.pathname) && !u.pathname.includes(id);
    await host.waitForURL(moved);
    const next = /\/games\/([0-9a-f-]{36})/.exec(new URL(host.url()).pathname)![1];

    // Ben's phone follows by itself, into Ben's seat; the spectator watches; the display shows the new table.
    await ben.waitForURL((u) => u.pathname === `/games/${next}`, { timeout: 30_000 });
    await tableReady(ben);
    expect(await ben.getByTestId("my-seat").textContent()).toBe("This device is Ben's seat.");
    await watcher.waitForURL((u) => u.pathname === `/games/${next}`, { timeout: 30_000 });
    await tableReady(watcher);
    await watcher.getByTestId("watching").waitFor();
    await display.waitForURL((u) => u.pathname === `/games/${next}/display`, { timeout: 30_000 });
    await display.getByTestId("display").waitFor();
    // The rule carried over: on the new table Ben's phone still shows bids only on his turn.
    const turn = await turnOf(host, next);
    expect(turn.expects).toBe("bid");
    if (turn.player !== "Ben") expect(await ben.getByTestId("not-my-turn").textContent()).toBe(`${turn.player} to bid on ${turn.player}'s phone`);
    else await ben.getByTestId("bidding").waitFor();
    const devices = (await (await host.request.get(app.url(`/api/games/${next}/devices`))).json()) as { devices: { role: string; player: string | null }[] };
    expect(devices.devices.map((d) => `${d.role}:${d.player ?? ""}`).sort()).toEqual(["host:", "seat:Ben", "spectator:", "spectator:"]);
    await shoot(ben, "rematch");
  });

  it("Fortune Tenners under 'own moves': the dealer's trump, predictions and cards only on their own phones; Ben's hand form and hand", async () => {
    const host = app.page;
    const g = await post(host, "/api/games", { game: "fortune-tenners", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Dan", seatRule: "own" });
    expect(g.status).toBe(201);
    const id = g.json.id as string;
    const ben = await deviceAt(app, host, id, "seat", "Ben", PHONE);
    // Dan deals and turns the trump: Ben's phone says so and offers neither the picker nor "No card turned".
    expect(await ben.getByTestId("not-my-turn").textContent()).toBe("Dan to turn the trump card on Dan's phone");
    expect(await ben.getByTestId("picker").count()).toBe(0);
    expect(await ben.getByRole("button", { name: "No card turned (no trump)" }).count()).toBe(0);
    expect((await post(host, `/api/games/${id}/actions`, { type: "trump", card: "A07" })).status).toBe(200);

    // Ann predicts first: no prediction buttons on Ben's phone.
    await expect.poll(async () => (await ben.getByTestId("not-my-turn").textContent()) ?? "", { timeout: 15_000 }).toBe("Ann to predict on Ann's phone");
    expect(await ben.getByTestId("predictions").count()).toBe(0);

    // Round 1, one card each: the hand form opens on (and offers only) Ben; he taps in his card.
    await ben.getByText("Enter a hand (optional)").click();
    const who = ben.getByLabel("Player");
    await who.waitFor();
    expect(await who.inputValue()).toBe("Ben");
    expect(await who.locator("option").allTextContents()).toEqual(["Ben"]);
    await ben.getByPlaceholder("Type a card, then Enter").fill("b3");
    await ben.getByPlaceholder("Type a card, then Enter").press("Enter");
    await expect.poll(() => ben.getByTestId("hand-count").textContent()).toMatch(/^1 of 1: /);
    await ben.getByRole("button", { name: "Save Ben’s hand" }).click();
    const mine = ben.getByTestId("own-hand");
    await mine.waitFor({ timeout: 15_000 });
    expect(await mine.locator("li").count()).toBe(1);

    // Ann predicts 0; Ben predicts on his own phone; Cat and Dan 0.
    expect((await post(host, `/api/games/${id}/actions`, { type: "bid", tricks: 0 })).status).toBe(200);
    await ben.getByTestId("predictions").waitFor({ timeout: 15_000 });
    await ben.locator("[data-bid='0']").click();
    await ben.getByTestId("predictions").waitFor({ state: "detached", timeout: 15_000 });
    for (let i = 0; i < 2; i++) expect((await post(host, `/api/games/${id}/actions`, { type: "bid", tricks: 0 })).status).toBe(200);

    // Ann leads a C: Ben holds no C, so his one card is legal, marked, and plays with one tap.
    let turn = await turnOf(host, id);
    expect(turn).toMatchObject({ player: "Ann", expects: "play" });
    await expect.poll(async () => (await ben.getByTestId("not-my-turn").textContent()) ?? "", { timeout: 15_000 }).toBe("Ann to play on Ann's phone");
    expect((await post(host, `/api/games/${id}/actions`, { type: "play", card: "C05" })).status).toBe(200);
    turn = await turnOf(host, id);
    expect(turn.player).toBe("Ben");
    await ben.getByTestId("picker").waitFor({ timeout: 15_000 });
    await expect.poll(() => mine.locator("[data-legal=true]").count(), { timeout: 15_000 }).toBe(1);
    await shoot(ben, "tenners-my-turn");
    const answered = ben.waitForResponse((r) => r.url().includes("/actions") && r.request().method() === "POST");
    await mine.locator("[data-legal=true]").first().click();
    expect((await answered).status()).toBe(200);
    await ben.getByTestId("not-my-turn").filter({ hasText: "Cat to play on Cat's phone" }).waitFor({ timeout: 15_000 });
  });
  it("Fortuno under 'own moves': off turn Ben's phone records only Ben's own out-of-turn acts ('Fortuno!'), never the turn", async () => {
    const host = app.page;
    const g = await post(host, "/api/games", { game: "fortuno", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Dan", seatRule: "own" });
    expect(g.status).toBe(201);
    const id = g.json.id as string;
    const ben = await deviceAt(app, host, id, "seat", "Ben", PHONE);
    // Ann flips first: Ben's phone offers no flip, says whose phone records it.
    await ben.getByTestId("not-my-turn").filter({ hasText: "Ann to flip on Ann's phone" }).waitFor({ timeout: 15_000 });
    expect(await ben.getByTestId("record").count()).toBe(0);
    // Its "More" offers "Fortuno!" for Ben alone, and nothing that is the turn's (no eliminations).
    const own = ben.getByTestId("record-own");
    await own.getByTestId("more").locator("summary").click();
    const caller = own.locator("select[name=fortuno]");
    await caller.waitFor({ timeout: 15_000 });
    expect(await caller.locator("option").allTextContents()).toEqual(["Ben"]);
    expect(await own.locator("select[name=eliminated]").count()).toBe(0);
    const answered = ben.waitForResponse((r) => r.url().includes("/actions") && r.request().method() === "POST");
    await own.getByRole("button", { name: "Fortuno!", exact: true }).click();
    expect((await answered).status()).toBe(200);
    const log = (await (await host.request.get(app.url(`/api/games/${id}/record`))).json()) as { deals: { events: unknown[] }[] };
    expect(log.deals[0].events).toEqual([{ fortuno: "Ben" }]);
  });
});
