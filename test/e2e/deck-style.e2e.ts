/**
 * One deck style everywhere (issue 30.4), on a 390×844 phone:
 *   - a device at a Rider-Waite-Smith table (made by import, never opened) finds the reference,
 *     the free reading, the stickers and Ann's journal in that deck's names, never Herald, Riga,
 *     Righ or "Stars 16 (The Tower)"; the game's readings in the journal keep the table's names;
 *   - a free reading made there is saved as Rider-Waite-Smith and stays so in the journal when
 *     the device later chooses Thoth on the reference (its summary follows the device);
 *   - a device that never sat at a table opens in Fortunes names until a style chooser is used.
 * E2E_SHOTS=1 writes the pages to .tmp/shots/deck-style-*.png.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { cardName } from "@/lib/cards";
import { goldenRecord } from "../helpers/goldens";
import { ROOT, useApp } from "./harness";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const app = useApp({ context: PHONE });
const FORTUNES_WORDS = /\b(Herald|Riga|Righ)\b|Stars \d/;

const SHOTS = process.env.E2E_SHOTS ? join(ROOT, ".tmp", "shots") : null;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `deck-style-${name}.png`), fullPage: true });
}
const text = async (page: Page, selector = "main") => (await page.locator(selector).first().textContent()) ?? "";

describe("one deck style everywhere", () => {
  it("a Rider-Waite-Smith table's names on the reference, free reading, stickers and journal; a saved reading keeps its style", async () => {
    const page = app.page;
    // The host's device imports a finished Fortunes deal played with a Rider-Waite-Smith deck.
    const res = await page.request.post(app.url("/api/games/import"), { data: { ...goldenRecord("deal-none"), deckStyle: "rws" } });
    expect(res.status(), await res.text()).toBe(201);

    // The reference: the Queen of Swords and the Devil as that deck names them.
    await page.goto(app.url("/reference"));
    await expect.poll(() => page.locator('[data-card="S13"]').textContent()).toContain("Queen of Swords");
    await expect.poll(() => page.locator('[data-card="T15"]').textContent()).toContain("The Devil");
    expect(await text(page)).not.toMatch(FORTUNES_WORDS);
    expect(await page.getByRole("navigation", { name: "Deck style" }).getByRole("link", { name: "Rider-Waite-Smith" }).getAttribute("aria-current")).toBe("page");
    await shot(page, "reference-rws");
    await page.locator('[data-card="S13"]').click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Queen of Swords");

    // The free reading: the picker's names, and a reading laid from a link without a style.
    await page.goto(app.url("/reading?spread=three-card&cards=T16,W14,S13-ill&date=2026-11-27"));
    await expect.poll(() => page.getByTestId("free-lines").textContent()).toContain("The Tower");
    const lines = await text(page, '[data-testid="free-lines"]');
    expect(lines).toContain("King of Wands");
    expect(lines).toContain("Queen of Swords");
    expect(lines).not.toMatch(FORTUNES_WORDS);
    expect(await page.getByLabel("Card names").inputValue()).toBe("rws");
    await shot(page, "reading-rws");
    // Saved to Ann's journal: as Rider-Waite-Smith.
    await page.getByLabel("Your name").fill("Ann");
    await page.getByTestId("save-journal").click();
    await page.getByTestId("journal-status").filter({ hasText: "Saved to Ann’s journal" }).waitFor();

    // The stickers: the tarot sheet in that deck's names.
    await page.goto(app.url("/stickers"));
    await expect.poll(() => page.locator('.sticker[data-card="S13"]').first().textContent()).toContain("Queen of Swords");
    expect(await text(page, ".sticker-sheets")).not.toMatch(FORTUNES_WORDS);

    // Ann's journal: the deal's reading in the table's names, the free reading in its own.
    const api = await (await page.request.get(app.url("/api/players/Ann/readings"))).json();
    const game = (api.readings as { kind: string; style: string; cards: { card: string }[] }[]).find((r) => r.kind === "game")!;
    expect(game.style).toBe("rws");
    await page.goto(app.url("/players/Ann"));
    const journal = page.getByTestId("journal-readings");
    await journal.waitFor();
    const listed = await journal.textContent();
    for (const c of game.cards) expect(listed).toContain(cardName(c.card, "rws"));
    expect(listed).toContain("The Tower, King of Wands, Queen of Swords (ill)");
    expect(await text(page, '[data-testid="journal"]')).not.toMatch(FORTUNES_WORDS);
    await shot(page, "journal-rws");

    // The device chooses Thoth on the reference: pages follow; the saved reading keeps its names.
    await page.goto(app.url("/reference"));
    await page.getByRole("navigation", { name: "Deck style" }).getByRole("link", { name: "Thoth" }).click();
    await expect.poll(() => page.locator('[data-card="W14"]').textContent()).toContain("Knight of Wands");
    await page.goto(app.url("/reading"));
    expect(await page.getByLabel("Card names").inputValue()).toBe("thoth");
    await page.goto(app.url("/players/Ann"));
    expect(await page.getByTestId("journal-readings").textContent()).toContain("The Tower, King of Wands, Queen of Swords (ill)");
    await expect.poll(async () => (await page.getByTestId("journal").textContent()) ?? "").toContain("Disks");
  });

  it("a device that never sat at a table opens in Fortunes names; a style chooser changes every page", async () => {
    const page = app.page;
    await page.goto(app.url("/reference"));
    await expect.poll(() => page.locator('[data-card="S13"]').textContent()).toContain("Riga of Swords");
    await page.goto(app.url("/stickers"));
    await expect.poll(() => page.locator('.sticker[data-card="S13"]').first().textContent()).toContain("Riga of Swords");
    // The free reading's chooser sets the device's style: the reference and the stickers follow.
    await page.goto(app.url("/reading"));
    await page.getByLabel("Card names").selectOption("rws");
    await page.goto(app.url("/reference"));
    await expect.poll(() => page.locator('[data-card="S13"]').textContent()).toContain("Queen of Swords");
    expect(await text(page)).not.toMatch(FORTUNES_WORDS);
    await page.goto(app.url("/stickers"));
    await expect.poll(() => page.locator('.sticker[data-card="S13"]').first().textContent()).toContain("Queen of Swords");
    // An explicit style in a link still wins, and its links keep it.
    await page.goto(app.url("/reference?style=fortunes"));
    await expect.poll(() => page.locator('[data-card="S13"]').textContent()).toContain("Riga of Swords");
    expect(await page.locator('[data-card="S13"]').getAttribute("href")).toBe("/reference/cards/S13?style=fortunes");
  });
});
