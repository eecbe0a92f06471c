/**
 * A reading of one's own at phone size (issue 24): three cards fill exactly three places, a solo
 * reading never speaks of a partner, the Stars picker names its cards, the Celtic Cross drawn by
 * the page fills its ten places, and the reading can be kept.
 */
import { describe, expect, it } from "vitest";
import { useApp } from "./harness";

const app = useApp({ context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } });

describe("a solo reading", () => {
  it("three cards fill exactly Past, Present and Future, read upright and reversed, without a partner", async () => {
    const { page } = app;
    await page.goto(app.url("/reading"));
    await expect.poll(() => page.getByRole("radio", { name: /Three cards/ }).isChecked()).toBe(true);
    await page.getByRole("tab", { name: /Major Arcana|Stars/ }).click();
    // The Stars picker names its cards.
    await expect.poll(() => page.locator('[data-card="T16"]').textContent()).toContain("Tower");
    await page.locator('[data-card="T16"]').click();
    await page.getByRole("tab", { name: /Swords/ }).click();
    await page.locator('[data-card="S10"]').click();
    await page.getByRole("tab", { name: /Cups/ }).click();
    await page.locator('[data-card="C01"]').click();
    await expect.poll(() => page.getByTestId("list-reader").locator("li").count()).toBe(3);
    // A fourth card has no place.
    await page.locator('[data-card="C02"]').click();
    await expect.poll(() => page.getByTestId("builder-notice").textContent()).toContain("Every place is filled (3)");
    await expect.poll(() => page.getByTestId("list-reader").locator("li").count()).toBe(3);
    await page.getByRole("button", { name: /Ten of Swords: upright, tap to turn it/ }).click();
    await page.getByLabel("Your question (if any)").fill("Should I move?");
    await page.getByTestId("lay-out").click();
    await page.waitForURL(/spread=three-card&cards=T16,S10-ill,C01/);
    const items = page.locator("#result-section details[data-card]");
    await expect.poll(() => items.count()).toBe(3);
    expect(await page.locator("#result-section [data-place]").evaluateAll((ls) => ls.map((l) => l.getAttribute("data-place")))).toEqual(["Past", "Present", "Future"]);
    await expect.poll(() => page.locator('details[data-card="S10"]').textContent()).toContain("reversed");
    const text = (await page.locator("#result-section").textContent()) ?? "";
    expect(text).toContain("Should I move?");
    expect(text).not.toMatch(/partner/i);
    expect(text).not.toMatch(/disposed/i);
    expect(text).toContain("shadow side");

    // Kept: in the journal when the server has one (else said plainly), and on this device.
    await page.getByLabel("Your name").fill("Ann");
    await page.getByTestId("save-journal").click();
    await expect.poll(() => page.getByTestId("journal-status").textContent()).toMatch(/Saved to Ann’s journal|no reading journal yet/);
    await page.getByTestId("save-device").click();
    await expect.poll(() => page.getByTestId("journal-status").textContent()).toContain("Kept on this device");
  });

  it("a Celtic Cross drawn by the page fills its ten places, none beyond", async () => {
    const { page } = app;
    await page.goto(app.url("/reading"));
    await page.getByText("Celtic Cross").first().click();
    await page.getByTestId("draw").click();
    await expect.poll(() => page.getByTestId("list-reader").locator("li").count()).toBe(10);
    await page.getByTestId("lay-out").click();
    await page.waitForURL(/spread=celtic-cross/);
    await expect.poll(() => page.locator("#result-section details[data-card]").count()).toBe(10);
    const text = (await page.locator("#result-section").textContent()) ?? "";
    // The word, not "partnership" (the Two of Cups' own meaning, which a draw may bring).
    expect(text).not.toMatch(/beyond the layout|\bpartners?\b|partner['’]s/i);
    expect(text).toContain("The Outcome");
  });
});
