/**
 * Circles in the browser (issue 28), at phone size: /players as a member (the circle's players, no
 * circle to be seen with one group), as a stranger (what an empty installation shows, no other
 * group's names, and the victims' player page "not found"), and the switcher once a phone sits at a
 * second group's table (choose the circle, the list follows; undo in the history).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useApp } from "./harness";

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const app = useApp({ context: phone });
const fixture = (name: string) => JSON.parse(readFileSync(join(__dirname, "../fixtures", name), "utf8"));
/** SHOTS=1 keeps pictures of the pages in .tmp/shots (to look at them, as a newcomer would). */
const shot = async (page: import("playwright-core").Page, name: string) => {
  if (process.env.SHOTS) await page.screenshot({ path: join(__dirname, "../../.tmp/shots", `circles-${name}.png`), fullPage: true });
};

describe("circles", () => {
  it("/players as a member and as a stranger; a second circle brings the switcher", async () => {
    const { page } = app;
    // The household's laptop: two games and a journal entry with a private question.
    for (const f of ["deal-none.json", "fortune-tenners/three-complete-tie.json"]) {
      expect((await page.request.post(app.url("/api/games/import"), { data: fixture(f) })).status(), f).toBe(201);
    }
    const saved = await page.request.post(app.url("/api/readings"), { data: { player: "Ann", spread: "one-card", question: "Should I leave my job?", cards: [{ position: "Now", card: "T16", disposition: "well" }] } });
    expect(saved.status()).toBe(201);

    await page.goto(app.url("/players"), { waitUntil: "networkidle" });
    const list = page.getByTestId("players-list");
    await expect.poll(() => list.getByRole("link", { name: "Ann", exact: true }).count()).toBe(1);
    // One group on one laptop: circles stay out of sight.
    expect(await page.getByTestId("circle-switcher").count()).toBe(0);
    expect(await page.getByTestId("circle-details").count()).toBe(0);
    expect(await page.getByText(/circle/i).count()).toBe(0);
    await shot(page, "member-one-circle");
    await page.goto(app.url("/players/Ann"), { waitUntil: "networkidle" });
    expect(await page.getByText("Should I leave my job?").count()).toBe(1);

    // A stranger's phone on the same Wi-Fi: nothing of the household's.
    const stranger = await app.newPage(phone);
    await stranger.goto(app.url("/players"), { waitUntil: "networkidle" });
    expect(await stranger.getByTestId("players-empty").textContent()).toContain("No games stored yet");
    expect(await stranger.getByText("Ann").count()).toBe(0);
    await shot(stranger, "stranger");
    const missing = await stranger.goto(app.url("/players/Ann"), { waitUntil: "networkidle" });
    expect(missing?.status()).toBe(404);
    expect(await stranger.content()).not.toContain("Should I leave my job?");
    await stranger.goto(app.url("/games"), { waitUntil: "networkidle" });
    expect(await stranger.getByText(/Ann/).count()).toBe(0);

    // The stranger's own table: its own Ann, in a circle of its own.
    const made = await stranger.request.post(app.url("/api/games"), { data: { game: "fortunes", players: ["Ann", "Kim", "Lou", "Max"] } });
    expect(made.status()).toBe(201);
    const clubGame = (await made.json()).id as string;
    await stranger.goto(app.url("/players"), { waitUntil: "networkidle" });
    const theirs = stranger.getByTestId("players-list");
    await expect.poll(() => theirs.getByRole("link").allTextContents()).toEqual(["Ann", "Kim", "Lou", "Max"]);
    expect(await stranger.getByText("Ben").count()).toBe(0);

    // The laptop sits at the club's table as Kim: now in two circles, the switcher shows.
    const devices = await (await stranger.request.get(app.url(`/api/games/${clubGame}/devices`))).json();
    expect((await page.request.post(app.url("/api/join"), { data: { code: devices.roomCode, as: "seat", player: "Kim" } })).status()).toBe(201);
    await page.goto(app.url("/players"), { waitUntil: "networkidle" });
    const switcher = page.getByTestId("circle-switcher");
    await expect.poll(() => switcher.isVisible()).toBe(true);
    const options = await switcher.locator("option").allTextContents();
    expect(options).toHaveLength(2);
    expect(await page.getByTestId("players-list").getByRole("link", { name: "Ben", exact: true }).count()).toBe(1);
    await page.getByTestId("circle-details").locator("summary").click();
    await shot(page, "two-circles");
    const club = options.find((o) => o.includes("Kim"))!;
    await switcher.getByLabel("Circle").selectOption({ label: club });
    await expect.poll(() => page.getByTestId("players-list").getByRole("link").allTextContents()).toEqual(["Ann", "Kim", "Lou", "Max"]);
    // The club's Ann is not the household's: no private question on her page.
    await page.goto(app.url("/players/Ann"), { waitUntil: "networkidle" });
    expect(await page.getByText("Should I leave my job?").count()).toBe(0);
    // Back to the household, rename Ann there, and undo it from the history.
    await page.goto(app.url("/players"), { waitUntil: "networkidle" });
    await page.getByTestId("circle-switcher").getByLabel("Circle").selectOption({ index: options.indexOf(club) === 0 ? 1 : 0 });
    await expect.poll(() => page.getByTestId("players-list").getByRole("link", { name: "Ben", exact: true }).count()).toBe(1);
    expect((await page.request.post(app.url("/api/players/Ann/rename"), { data: { to: "Ann Lee" } })).status()).toBe(201);
    await page.reload({ waitUntil: "networkidle" });
    const history = page.getByTestId("circle-history");
    await expect.poll(() => history.textContent()).toContain("Ann renamed Ann Lee");
    await shot(page, "history");
    await history.getByRole("button", { name: /Undo Ann renamed Ann Lee/ }).click();
    await expect.poll(() => page.getByTestId("players-list").getByRole("link", { name: "Ann", exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await stranger.context().close();
  }, 180_000);
});
