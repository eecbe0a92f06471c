/**
 * The free reading from physical cards, at phone size: seven cards tapped in the picker (yours,
 * then your partner's, two turned ill-disposed), laid out into the spread with its reading; the
 * link, the print layout and the picture to save. Then three cards scanned from a clip of
 * stickers played by Chromium's fake camera (see scan.e2e.ts), the second lying turned around
 * (its sticker upside down): added ill-disposed, or well-disposed with that option off.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { cardClip, writeY4m } from "@/bench/scan/y4m";
import { cardName } from "@/lib/cards";
import { useApp, ROOT } from "./harness";

const dir = mkdtempSync(join(tmpdir(), "ft-free-"));
const clip = join(dir, "free.y4m");
const FPS = 10;
/** Blank seconds before the first card: the decoder is ready by then, so the cards are read in the order shown, not from the middle of the loop. */
const LEAD_S = 4;
const SCANNED = ["C05", "T09", "S02"];
/** T09 lies turned around: the camera sees its sticker upside down. */
const TURNS = [0, 180, 0];
writeY4m(clip, [...cardClip(SCANNED, { fps: FPS, turns: TURNS, leadS: LEAD_S }), ...cardClip([], { fps: FPS, leadS: 16 })], 640, 480, FPS);

const app = useApp({
  context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, permissions: ["camera"], acceptDownloads: true },
  chromiumArgs: ["--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${clip}`],
});

const TAB: Record<string, RegExp> = { W: /Wands/, C: /Cups/, S: /Swords/, P: /Pentacles/, T: /Stars/ };

async function tap(page: Page, card: string) {
  await page.getByRole("tab", { name: TAB[card[0]] }).click();
  await page.locator(`[data-card="${card}"]`).click();
  await page.locator(`[data-entry="${card}"]`).waitFor();
}

describe("a free reading from the cards in your hand", () => {
  it("seven cards tapped in order, two turned ill-disposed, laid out with the reading; shared, printed and saved", async () => {
    const { page } = app;
    await page.goto(app.url("/reading"));
    // Solo spreads come first; the game's partner spread is one choice among them.
    await page.getByText("Partner spread (the game’s)").click();
    for (const c of ["W07", "C01", "T21", "S13"]) await tap(page, c);
    await page.getByText("My partner’s (0)").click();
    for (const c of ["P11", "W02", "T00"]) await tap(page, c);
    // The picker strikes out what is laid; one tap turns a card.
    await page.getByRole("tab", { name: TAB.W }).click();
    await expect.poll(() => page.locator('[data-card="W07"]').isDisabled()).toBe(true);
    await page.getByRole("button", { name: `${cardName("S13")}: well-disposed, tap to turn it` }).click();
    await page.getByRole("button", { name: `${cardName("T00")}: well-disposed, tap to turn it` }).click();
    expect(await page.getByTestId("list-reader").locator("li").evaluateAll((ls) => ls.map((l) => `${l.getAttribute("data-entry")} ${l.getAttribute("data-disposition")}`)))
      .toEqual(["W07 well", "C01 well", "T21 well", "S13 ill"]);
    await page.getByTestId("lay-out").click();
    await page.waitForURL(/\/reading\?me=W07,C01,T21,S13-ill&partner=P11,W02,T00-ill/);
    await page.getByRole("heading", { name: "The simple layout" }).waitFor();

    const tiles = page.locator("details[data-card]");
    await expect.poll(() => tiles.count()).toBe(7);
    await expect.poll(() => page.locator('details[data-card="S13"]').getAttribute("data-disposition")).toBe("ill");
    expect(await page.locator('details[data-card="S13"] [data-face]').evaluate((el) => getComputedStyle(el).rotate)).toBe("180deg");
    await expect.poll(() => page.locator('details[data-card="S13"]').textContent()).toContain("House of Illusion");
    await expect.poll(() => page.getByTestId("free-summary").textContent()).toContain("7 cards in the simple layout: 5 well-disposed (facing you) and 2 ill-disposed");
    await expect.poll(() => page.getByTestId("free-lines").locator("li").count()).toBe(7);
    await page.screenshot({ path: join(ROOT, ".tmp", "shots", "e2e-free-reading.png"), fullPage: true });

    // The link holds the reading: another device opening it sees the same spread.
    const href = await page.getByTestId("share-link").getAttribute("href");
    expect(href).toBe("/reading?me=W07,C01,T21,S13-ill&partner=P11,W02,T00-ill");
    const other = await app.newPage();
    await other.goto(app.url(href!));
    await expect.poll(() => other.locator("details[data-card]").count()).toBe(7);
    await expect.poll(() => other.getByTestId("list-partner").locator("li").count()).toBe(3);

    // A picture to save: the SVG with every face at its position, and a PNG drawn from it.
    const [svgDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Save picture (SVG)" }).click()]);
    expect(svgDownload.suggestedFilename()).toBe("fortunes-spread.svg");
    const svg = readFileSync((await svgDownload.path())!, "utf8");
    for (const c of ["W07", "C01", "T21", "S13", "P11", "W02", "T00"]) expect(svg).toContain(`aria-label="${cardName(c)}"`);
    expect((svg.match(/rotate\(180 50 70\)/g) ?? []).length).toBe(2);
    const [pngDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Save picture (PNG)" }).click()]);
    const png = readFileSync((await pngDownload.path())!);
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(png.readUInt32BE(16)).toBeGreaterThan(800); // width: the SVG's, doubled

    // Print: the spread and its reading without the picker, on at most two A4 pages.
    await page.emulateMedia({ media: "print" });
    await expect.poll(() => page.getByTestId("builder").isVisible()).toBe(false);
    await expect.poll(() => page.locator(".spread").isVisible()).toBe(true);
    const pdf = await page.pdf({ format: "A4", printBackground: false });
    expect((pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBeLessThanOrEqual(2);
  });

  it("cards scanned from their stickers go into the list in the order they were shown; an upside-down sticker marks its card ill-disposed", async () => {
    const { page } = app;
    const option = page.getByRole("checkbox", { name: "Turned-around stickers mark cards ill-disposed" });
    const list = page.getByTestId("list-reader").locator("li");
    const read = () => list.evaluateAll((ls) => ls.map((l) => `${l.getAttribute("data-entry")} ${l.getAttribute("data-disposition")}`));
    await page.goto(app.url("/reading"));
    await page.getByText("Partner spread (the game’s)").click();
    await expect.poll(() => option.isChecked()).toBe(true);
    await page.getByTestId("scan-toggle").click();
    await list.nth(SCANNED.length - 1).waitFor({ timeout: 30_000 });
    await expect.poll(read).toEqual(["C05 well", "T09 ill", "S02 well"]);
    // Said on screen, so the reader can put it right with one tap.
    await expect.poll(() => page.locator('[data-entry="T09"]').textContent()).toContain("scanned upside down");
    await expect.poll(() => page.locator('[data-entry="C05"]').textContent()).not.toContain("upside down");
    await page.getByTestId("scan-toggle").click();
    // The one-tap toggle still works on scanned cards: T09 back to well, S02 turned ill.
    await page.getByRole("button", { name: `${cardName("T09")}: ill-disposed, tap to turn it` }).click();
    await page.getByRole("button", { name: `${cardName("S02")}: well-disposed, tap to turn it` }).click();
    await expect.poll(read).toEqual(["C05 well", "T09 well", "S02 ill"]);
    await page.getByTestId("lay-out").click();
    await page.waitForURL(/\/reading\?me=C05,T09,S02-ill&partner=/);
    await expect.poll(() => page.locator("details[data-card]").count()).toBe(3);
    await expect.poll(() => page.locator('details[data-card="S02"]').getAttribute("data-disposition")).toBe("ill");

    // With the option off, the same upside-down sticker adds its card well-disposed; the choice is remembered.
    await page.goto(app.url("/reading"));
    await option.uncheck();
    await page.reload();
    await expect.poll(() => option.isChecked()).toBe(false);
    await page.getByTestId("scan-toggle").click();
    await list.nth(SCANNED.length - 1).waitFor({ timeout: 30_000 });
    await expect.poll(read).toEqual(["C05 well", "T09 well", "S02 well"]);
    expect(await page.locator('[data-entry="T09"]').textContent()).not.toContain("upside down");
    await option.check();
  });
});
