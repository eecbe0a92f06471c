/**
 * Fair shares in the browser (docs/limits.md): the host's Invite with a crowd watching (a page of
 * spectators at a time, "Remove all spectators" with a confirmation; a removed spectator's page is
 * told at once), and one device with two tabs of a table (the newer takes the live stream, the
 * older says so and takes it back when shown again, never a loop). Default limits, phone size.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useApp, tableReady } from "./harness";
import { codesOf, deviceAt } from "./devices";

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };
const app = useApp({ context: PHONE });
const NEW = { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann" };

async function hostTable() {
  const res = await app.page.request.post(app.url("/api/games"), { data: NEW });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe("fair shares at the table", () => {
  it("Invite lists a crowd a page at a time; the host removes every spectator at once and their pages are told", async () => {
    const id = await hostTable();
    const { watchCode } = await codesOf(app.page, app.baseUrl, id);
    // 55 spectators join (within the defaults: 60 joins per address in 10 minutes).
    for (let i = 0; i < 55; i++) {
      const r = await fetch(app.url("/api/join"), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ code: watchCode, as: "spectator", label: `Watcher ${i + 1}` }) });
      expect(r.status).toBe(201);
    }
    const spec = await deviceAt(app, app.page, id, "spectator", undefined, PHONE);

    const host = app.page;
    await host.goto(app.url(`/games/${id}`));
    await tableReady(host);
    await host.getByRole("button", { name: "Invite" }).click();
    await host.getByTestId("device-count").filter({ hasText: "57 of 100 devices, 56 watching." }).waitFor();
    const listed = () => host.getByRole("list", { name: "Devices" }).locator("li").count();
    expect(await listed()).toBe(51); // the host and the first 50 spectators
    await host.getByRole("button", { name: "Show more spectators" }).click();
    await expect.poll(listed).toBe(57);
    await host.getByTestId("remove-spectators").scrollIntoViewIfNeeded();
    await host.screenshot({ path: join(__dirname, "../../.tmp/shots/invite-crowd.png") }).catch(() => {});

    // One tap asks first; "Keep them" keeps them.
    await host.getByTestId("remove-spectators").click();
    await host.getByRole("button", { name: "Keep them" }).click();
    expect(await host.getByTestId("remove-spectators").textContent()).toContain("(56)");
    await host.getByTestId("remove-spectators").click();
    await host.getByRole("group", { name: "Remove all spectators?" }).screenshot({ path: join(__dirname, "../../.tmp/shots/invite-remove-all.png") }).catch(() => {});
    await host.getByTestId("remove-spectators-yes").click();
    await host.getByRole("status").filter({ hasText: "56 spectators removed." }).waitFor();
    await host.getByTestId("device-count").filter({ hasText: "1 of 100 devices." }).waitFor();
    expect(await host.getByTestId("remove-spectators").count()).toBe(0);
    // The spectator's open table is told at once, not at the next tap.
    await spec.getByTestId("error").filter({ hasText: "The host removed this device" }).waitFor({ timeout: 5000 });
  });

  it("a second tab of the same device takes the live stream; the first says so, stays quiet, and takes it back when shown again", async () => {
    const id = await hostTable();
    const first = app.page;
    // The first tab's stream is open (its answer has come) before the second tab opens its own.
    const streaming = first.waitForResponse((r) => r.url().includes(`/api/games/${id}/stream`));
    await first.goto(app.url(`/games/${id}`));
    await tableReady(first);
    expect((await streaming).status()).toBe(200);
    const opens = () => first.evaluate(() => (window as unknown as { __ftStreamOpens?: number }).__ftStreamOpens ?? 0);

    const second = await app.context.newPage();
    await second.goto(app.url(`/games/${id}`));
    await tableReady(second);
    await first.getByTestId("link").filter({ hasText: "Following on another tab of this device" }).waitFor({ timeout: 10_000 });
    // Quiet: no reopening behind the other tab's back.
    const before = await opens();
    await second.waitForTimeout(3000);
    expect(await opens()).toBe(before);

    // A card recorded on the second tab; the first tab takes the stream back when it is shown again.
    const played = await second.request.post(app.url(`/api/games/${id}/actions`), { data: { type: "play", card: "W07" } });
    expect(played.status()).toBe(200);
    await first.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await first.getByTestId("turn").filter({ hasText: "Ben to play" }).waitFor({ timeout: 10_000 });
    await expect.poll(() => first.getByTestId("link").count()).toBe(0);
    await second.getByTestId("link").filter({ hasText: "Following on another tab of this device" }).waitFor({ timeout: 10_000 });
    await second.close();
  });
});
