/**
 * Fortune Tenners at the table on a phone-sized screen: set up three players with fitting
 * guesses off, play rounds 1 and 2 by tapping (a Gothic Knot turned for trump and the symbol
 * chosen, a fitting guess shown unavailable and refused by the server), then the 📋 overview
 * and a correction of a card in a past round.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useApp } from "./harness";

const app = useApp({ context: { viewport: { width: 390, height: 844 }, hasTouch: true } });

const tabFor = (card: string) => (/^[RK]/.test(card) ? /^Ribbons & Knots( \(led\))?$/ : new RegExp(`^${card[0]}( \\(led\\))?$`));

/** Taps a card in the picker and waits for the table to answer. */
async function tap(page: Page, card: string) {
  await page.getByRole("tab", { name: tabFor(card) }).click();
  const answered = page.waitForResponse((r) => r.url().includes("/actions") && r.request().method() === "POST");
  await page.locator(`[data-card="${card}"]`).click();
  expect((await answered).status(), `recording ${card}`).toBe(200);
}

async function bid(page: Page, tricks: number) {
  const answered = page.waitForResponse((r) => r.url().includes("/actions") && r.request().method() === "POST");
  await page.getByTestId("predictions").locator(`[data-bid="${tricks}"]`).click();
  expect((await answered).status(), `predicting ${tricks}`).toBe(200);
}

/** Waits until the element with this test id shows the text (the screen updates just after the answer). */
const see = (page: Page, testId: string, text: string) => page.getByTestId(testId).filter({ hasText: text }).first().waitFor();

describe("Fortune Tenners at the table", () => {
  it("plays the first rounds by tap: a Knot turned and the trump chosen, a fitting guess refused, the overview and a correction", async () => {
    const { page } = app;
    await page.goto(app.url("/games/new?game=fortune-tenners"));
    for (const [i, name] of ["Ann", "Ben", "Cat"].entries()) await page.fill(`input[name=player-${i}]`, name);
    await page.getByLabel(/Fitting guesses/).uncheck();
    await see(page, "setup-summary", "Cat deals round 1 (1 card each). Ann predicts first and leads. 20 rounds.");
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
    const id = page.url().split("/").pop()!;

    // Round 1: Cat deals one card each and turns a Gothic Knot, then chooses B.
    await page.getByRole("heading", { name: "Deal 1 card each" }).waitFor();
    await see(page, "turn", "Cat deals 1 card each and turns the next card for trump");
    await tap(page, "K1");
    await page.getByTestId("choose-trump").waitFor();
    await see(page, "turn", "Cat chooses the trump symbol");
    await page.getByRole("button", { name: "Trump B" }).click();
    await page.getByTestId("predictions").waitFor();
    await see(page, "trump", "Trump B");
    await see(page, "trump", "Cat chose it after Gothic Knot 1");

    // Predictions from Ann; Cat, the last, may not make them total 1.
    await see(page, "turn", "Ann predicts 0 to 1 tricks");
    await bid(page, 0);
    await bid(page, 0);
    await see(page, "turn", "Cat predicts 0 to 1 tricks (not 1)");
    const one = page.getByTestId("predictions").locator('[data-bid="1"]');
    await expect.poll(() => one.isDisabled()).toBe(true);
    await expect.poll(() => one.getAttribute("aria-describedby")).toBe("forbidden-why");
    await see(page, "forbidden-why", "Cat may not say 1");
    await see(page, "prediction-total", "Predicted so far: 0 of 1 trick");
    await bid(page, 0);

    await see(page, "turn", "Ann to play");
    // The knot turned for trump is struck out of the picker.
    await page.getByRole("tab", { name: tabFor("K1") }).click();
    await expect.poll(() => page.locator('[data-card="K1"]').isDisabled()).toBe(true);
    await tap(page, "B05");
    // B was led: its tab is marked and opened, in its usual place.
    await page.getByRole("tab", { name: "B (led)" }).waitFor();
    await expect.poll(() => page.getByRole("tab", { selected: true }).textContent()).toBe("B (led)");
    await tap(page, "B09");
    await tap(page, "A13");
    await page.getByTestId("round-end").waitFor();
    await expect.poll(() => page.getByTestId("points-Ann").textContent()).toBe("+20");
    await expect.poll(() => page.getByTestId("points-Ben").textContent()).toBe("−10");
    await expect.poll(() => page.getByTestId("points-Cat").textContent()).toBe("+20");
    await page.getByRole("button", { name: "Next round: Ann deals 2 cards each" }).click();

    // Round 2: Ann deals, a 7 of C is turned; Ben predicts first.
    await page.getByRole("heading", { name: "Deal 2 cards each" }).waitFor();
    await tap(page, "C07");
    await page.getByTestId("predictions").waitFor();
    await see(page, "trump", "Trump C");
    await bid(page, 1);
    await bid(page, 0);
    await see(page, "prediction-total", "Predicted so far: 1 of 2 tricks");
    await expect.poll(() => page.getByTestId("predictions").locator('[data-bid="1"]').isDisabled()).toBe(true);
    // Had the 1 been sent anyway, the server refuses it in plain words.
    const refused = await page.evaluate(async (gameId) => {
      const seq = (await (await fetch(`/api/games/${gameId}`)).json()).seq;
      const r = await fetch(`/api/games/${gameId}/actions`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ type: "bid", tricks: 1, expectedSeq: seq }) });
      return { status: r.status, error: (await r.json()).error as string };
    }, id);
    expect(refused.status).toBe(422);
    expect(refused.error).toContain("Ann may not predict 1");
    await bid(page, 2);

    await tap(page, "C10");
    await tap(page, "R1");
    await tap(page, "C03");
    await page.getByTestId("last-trick").filter({ hasText: "Trick 1: Ben wins" }).waitFor();
    await tap(page, "A02");
    await tap(page, "K2");
    await tap(page, "A05");
    await page.getByTestId("round-end").waitFor();
    await expect.poll(() => page.getByTestId("points-Ben").textContent()).toBe("+30");
    await expect.poll(() => page.getByTestId("points-Cat").textContent()).toBe("−10");
    await expect.poll(() => page.getByTestId("points-Ann").textContent()).toBe("−20");
    await expect.poll(() => page.getByTestId("total-Ann").textContent()).toBe("0");
    await expect.poll(() => page.getByTestId("total-Ben").textContent()).toBe("20");
    await expect.poll(() => page.getByTestId("total-Cat").textContent()).toBe("10");

    // 📋 the overview: predicted / won and points per round, totals, and the chart.
    await page.getByTestId("overview-toggle").click();
    const overview = page.getByTestId("overview");
    await overview.waitFor();
    await expect.poll(() => page.getByTestId("cell-1-Ben").textContent()).toBe("0 / 1−10");
    await expect.poll(() => page.getByTestId("cell-2-Ann").textContent()).toBe("2 / 0−20");
    await expect.poll(() => page.getByTestId("overview-total-Ben").textContent()).toBe("20");
    await expect.poll(() => page.getByTestId("totals-chart").getByRole("img").getAttribute("aria-label")).toBe("Totals over 2 rounds: Ann 0, Ben 20, Cat 10");

    // A correction in the past round: Cat played the 13 of B, not of A, and takes round 1's trick.
    await overview.getByText("Round 1 · trump B").click();
    await overview.getByRole("button", { name: "Correct 13 of A played by Cat in round 1, trick 1" }).click();
    await overview.getByLabel(/Replace 13 of A/).fill("b13");
    await overview.getByRole("button", { name: "Save correction" }).click();
    const changes = page.getByTestId("changes");
    await changes.waitFor();
    await expect.poll(() => changes.textContent()).toContain("Round 1, Cat: won 0 → 1, points 20 → -10");
    await expect.poll(() => changes.textContent()).toContain("Ben's total: 20 → 50");
    await expect.poll(() => page.getByTestId("overview-total-Ben").textContent()).toBe("50");
    await expect.poll(() => page.getByTestId("overview-total-Cat").textContent()).toBe("-20");
  });
});
