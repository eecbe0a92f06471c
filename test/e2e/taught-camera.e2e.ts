/**
 * Issue #32, the live camera with a taught deck: Chromium's fake camera plays a clip of two cards
 * without stickers, of a deck taught here (generated art: test/helpers/recog.ts), the first held
 * upright, the second turned round. With that deck chosen, the free reading adds both in the order
 * shown, the turned one ill-disposed; on the play screen of a table naming the deck, the camera
 * records them as the trick's first two cards.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeY4mRgba } from "@/bench/scan/y4m";
import { cvReady, teachPng, trickPng } from "../helpers/recog";
import { useApp, tableReady } from "./harness";

const W = 640, H = 480, FPS = 10;
/** Blank seconds before the first card (the test starts the camera once the reader is warm). */
const LEAD_S = 4;
const FIRST = "T03", SECOND = "T05";

/** One still frame: the card (or none) about 28 cm from the camera, nearly half the picture's height. */
async function frame(cards: { code: string; seat: number }[], seed: number) {
  const { rgba } = await trickPng(cards, {
    width: W, height: H, spread: 0, jitter: 3, seed,
    camera: { tilt: 12, distance: 280, roll: 4, at: [0, 0] },
    effects: { blur: 0.6, noise: 3, uneven: 0.2, tint: [1, 0.95, 0.88], glare: null },
  });
  return rgba.data;
}
await cvReady;
const empty = await frame([], 1);
const upright = await frame([{ code: FIRST, seat: 0 }], 2);
const turned = await frame([{ code: SECOND, seat: 180 }], 3);
const still = (f: Uint8ClampedArray, seconds: number) => Array.from({ length: Math.round(seconds * FPS) }, () => f);
const clip = join(mkdtempSync(join(tmpdir(), "ft-taught-cam-")), "taught.y4m");
writeY4mRgba(clip, [...still(empty, LEAD_S), ...still(upright, 4), ...still(empty, 1.5), ...still(turned, 4), ...still(empty, 12)], W, H, FPS);

const app = useApp({
  context: { viewport: { width: 390, height: 844 }, permissions: ["camera"] },
  chromiumArgs: ["--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${clip}`],
});

/** A deck taught through the API (this browser's deck cookie): the two cards and four others. */
async function teach(page: import("playwright-core").Page): Promise<string> {
  const made = await page.request.post(app.url("/api/decks"), { data: { name: "Camera deck", style: "rws" } });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const codes = ["T01", "T02", FIRST, "T04", SECOND, "T06"];
  const { png } = await teachPng(codes, 3);
  const taught = await page.request.post(app.url(`/api/decks/${id}/photos?cards=${codes.join(",")}`), { data: Buffer.from(png), headers: { "content-type": "image/png" } });
  expect(taught.status(), await taught.text()).toBe(200);
  return id;
}

/** The page's reader (worker, OpenCV, the deck) loaded in the background: only then is the camera started. */
const warm = (page: import("playwright-core").Page) =>
  expect.poll(() => page.evaluate(() => (window as unknown as { __ftRecogWarm?: unknown }).__ftRecogWarm ?? null), { timeout: 90_000 }).not.toBeNull();

describe("a taught deck read by the live camera, without stickers", () => {
  it("the free reading adds the cards held to the camera in the order shown, the turned one ill-disposed; a table naming the deck records them", async () => {
    const { page } = app;
    await page.goto(app.url("/reading"));
    const deck = await teach(page);
    await page.reload();
    const choice = page.getByTestId("reading-deck");
    await choice.waitFor();
    await choice.selectOption(deck);
    await warm(page);
    const list = page.getByTestId("list-reader").locator("li");
    await page.getByTestId("scan-toggle").click();
    // The clip loops every 25.5 s: wait for two loops on a slow machine.
    await list.nth(1).waitFor({ timeout: 60_000 });
    const read = await list.evaluateAll((ls) => ls.map((l) => `${l.getAttribute("data-entry")} ${l.getAttribute("data-disposition")}`));
    expect(read.slice(0, 2)).toEqual([`${FIRST} well`, `${SECOND} ill`]);
    await page.getByTestId("scan-toggle").click();

    // The play screen of a table naming the deck (the same browser: the deck is its own).
    const made = await page.request.post(app.url("/api/games"), { data: { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann", deck } });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    await page.goto(app.url(`/games/${id}`)); await tableReady(page);
    await warm(page);
    await page.getByTestId("scan-toggle").click();
    // The trick on the table as the game's view has it (the record lists finished tricks only).
    type Trick = { cards?: string[]; plays?: { card: string }[] };
    const plays = async () => {
      const { view } = (await (await page.request.get(app.url(`/api/games/${id}`))).json()) as { view: { deals: { tricks: Trick[] }[] } };
      const trick = view.deals[0]?.tricks[0];
      return trick ? (trick.cards ?? trick.plays?.map((p) => p.card) ?? []) : [];
    };
    await expect.poll(async () => (await plays()).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    expect((await plays()).slice(0, 2)).toEqual([FIRST, SECOND]);
  }, 240_000);
});
