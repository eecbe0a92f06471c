/**
 * Scanning with a fake camera: Chromium plays a .y4m clip of stickered cards as its webcam.
 * Proves the sticker check names a card, and that scanning four cards records a whole trick.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cardClip, writeY4m } from "@/bench/scan/y4m";
import { useApp, tableReady } from "./harness";

const dir = mkdtempSync(join(tmpdir(), "ft-cam-"));
const clip = join(dir, "trick.y4m");
const FPS = 10;
/** Blank seconds before the first card: the decoder is ready by then, so the cards are read in the order shown, not from the middle of the loop. */
const LEAD_S = 4;
// Ann deals and leads: her Seven of Wands, Ben's Two, Cat's Star 4 (flips the trick low), Dan's Herald.
const TRICK = ["W07", "W02", "T04", "W11"];
writeY4m(clip, [...cardClip(TRICK, { fps: FPS, leadS: LEAD_S }), ...cardClip([], { fps: FPS, leadS: 16 })], 640, 480, FPS);

const app = useApp({
  context: { viewport: { width: 390, height: 844 }, permissions: ["camera"] },
  chromiumArgs: ["--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${clip}`],
});

describe("the sticker sheet", () => {
  it("prints two stickers for each of the 78 cards on exact-size A4 and Letter pages, and downloads as SVG", async () => {
    const { page } = app;
    await page.goto(app.url("/stickers?style=thoth&paper=letter"));
    await expect.poll(() => page.locator("figure.sticker").count()).toBe(156);
    await expect.poll(() => page.locator('figure.sticker[data-card="P14"] .sticker-name').first().textContent()).toBe("Knight of Disks");
    await expect.poll(() => page.locator('figure.sticker[data-card="P14"] [data-face]').first().getAttribute("data-name")).toBe("Knight of Disks");
    const box = await page.locator(".sticker-code").first().boundingBox();
    expect(Math.round((box!.width / 96) * 25.4)).toBe(24); // CSS px → mm
    await page.emulateMedia({ media: "print" });
    const letter = await page.pdf({ preferCSSPageSize: true });
    expect((letter.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBe(4);
    const svg = await (await page.request.get(app.url("/stickers/sheet.svg?style=rws"))).text();
    expect((svg.match(/aria-label="FT:/g) ?? []).length).toBe(156);
    expect(svg).toContain("Queen of Cups");
  });
});

describe("scanning stickers with the camera", () => {
  it("the sticker check page names the card in view", async () => {
    const { page } = app;
    await page.goto(app.url("/stickers/check"));
    await page.getByRole("button", { name: "Start the camera" }).click();
    // The clip shows W07 for 1 s of every 26 s loop (4 s in): a scanner that loads after that second
    // (a busy machine) reads it on the next loop, so wait for two loops.
    await page.getByTestId("checked-card").filter({ hasText: "Seven of Wands" }).waitFor({ timeout: 60_000 });
    // The clip starts when the camera does; W07 comes into view LEAD_S seconds later.
    const t = await page.evaluate(() => {
      const w = window as unknown as { __ftCameraStarted: number; __ftScanStarted: number; __ftFirstDecode: number };
      return { __ftCameraStarted: w.__ftCameraStarted, __ftScanStarted: w.__ftScanStarted, __ftFirstDecode: w.__ftFirstDecode };
    });
    const ready = t.__ftScanStarted - t.__ftCameraStarted;
    const inView = t.__ftScanStarted + t.__ftFirstDecode - (t.__ftCameraStarted + LEAD_S * 1000);
    const decoder = await page.getByTestId("scanner-status").getAttribute("data-decoder");
    console.log(`[measure] camera start → scanner ready: ${ready.toFixed(0)} ms; card in view → first decode: ${inView.toFixed(0)} ms (decoder: ${decoder})`);
    expect(decoder).not.toBe("");
  }, 120_000);

  it("scanning four cards records a whole trick on the play screen", async () => {
    const { page } = app;
    const res = await page.request.post(app.url("/api/games"), { data: { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann" } });
    const { id } = await res.json();
    await page.goto(app.url(`/games/${id}`)); await tableReady(page);
    await page.getByTestId("scan-toggle").click();
    await page.getByTestId("last-trick").filter({ hasText: "Trick 1: Ben wins with Two of Wands" }).waitFor({ timeout: 30_000 });
    const view = await (await page.request.get(app.url(`/api/games/${id}`))).json();
    expect(view.view.deals[0].tricks[0]).toMatchObject({ cards: TRICK, type: "low", winner: "Ben", disposition: "well", points: 2 });
  });
});
