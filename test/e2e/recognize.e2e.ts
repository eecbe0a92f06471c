/**
 * Issue #32 in the browser: a deck taught through /decks with a photo fed by setInputFiles
 * (rendered from generated card art: test/helpers/recog.ts), then a table naming it records a
 * trick from one photo of unstickered cards (four Stars, each its own figure) in ONE confirming tap;
 * then a photo of near-twin pip cards with one card covered so much that it is marked unsure: every
 * card shown is right or marked unsure, each unsure card settled with one tap on its guess; then the
 * free reading with the deck chosen on /reading reads a photo of an unstickered spread.
 */
import { describe, expect, it } from "vitest";
import { cvReady } from "../helpers/recog";
import { teachPng, trickPng } from "../helpers/recog";
import { useApp, tableReady } from "./harness";
import { cardName } from "../../lib/cards";

const app = useApp({ context: { viewport: { width: 390, height: 844 } } });
// A phone's photo of the trick from above (1600×1200; each card about 200 px wide), cards laid apart.
const BIG = (seed: number) => ({
  width: 1600, height: 1200, spread: 1.0, seed, camera: { tilt: 15, distance: 520, roll: 2, at: [0, 0] as [number, number] },
  effects: { blur: 0.7, noise: 4, uneven: 0.3, tint: [1, 0.9, 0.75] as [number, number, number], glare: null },
});
const NAMES: Record<string, string> = { W02: "Two of Wands", W04: "Four of Wands", W05: "Five of Wands", W06: "Six of Wands", W07: "Seven of Wands", W08: "Eight of Wands", W09: "Nine of Wands", W11: "Herald of Wands" };

/** Every card shown is right or marked unsure; each unsure one settled with one tap (its guess, or the list). */
async function settle(page: import("playwright-core").Page, cards: Record<string, string>) {
  const guess = (await page.getByTestId("photo-guess").textContent()) ?? "";
  for (const part of guess.split(" · ")) {
    const [player, ...rest] = part.split(" ");
    const shown = rest.join(" ");
    if (!shown.endsWith("(unsure)")) expect(shown, `${player}: a card shown without the unsure mark must be right`).toBe(NAMES[cards[player]]);
  }
  for (;;) {
    const box = page.getByTestId("photo-unsure").first();
    if (!(await box.count())) break;
    const player = /Not sure of (\S+)’s card/.exec((await box.textContent()) ?? "")![1];
    const option = box.getByRole("button", { name: NAMES[cards[player]], exact: true });
    if (await option.count()) await option.click();
    else await box.getByTestId("photo-other").selectOption(cards[player]);
  }
}
const TWELVE = ["W01", "W02", "W03", "W04", "W05", "W06", "W07", "W08", "W09", "W10", "W11", "W12"];

describe("a taught deck read without stickers", () => {
  it("teaches twelve cards through /decks, records a trick from one unstickered photo in one confirming tap, and marks a covered card unsure", async () => {
    const { page } = app;
    await page.goto(app.url("/decks"));
    await page.getByTestId("teach-deck").click();
    await page.getByTestId("teach-style").getByLabel("Rider-Waite-Smith").check();
    await page.getByTestId("teach-name").fill("Our deck");
    await page.getByTestId("teach-start").click();
    await expect.poll(async () => (await page.getByTestId("teach-cards").textContent()) ?? "").toContain("Row 1: Ace of Wands · Two of Wands · Three of Wands · Four of Wands");
    const { png } = await teachPng(TWELVE, 4);
    await page.getByTestId("teach-input").setInputFiles({ name: "teach.png", mimeType: "image/png", buffer: png });
    await page.getByTestId("teach-result").filter({ hasText: "Found and learnt" }).waitFor({ timeout: 90_000 });
    expect(await page.getByTestId("teach-remaining").textContent()).toBe("66");
    expect(await page.getByTestId("teach-picture").isVisible()).toBe(true);
    const decks = (await (await page.request.get(app.url("/api/decks"))).json()) as { decks: { id: string; taught: number }[] };
    expect(decks.decks[0].taught).toBe(12);
    // Six Stars taught through the API (the page's own cookie), as another client would.
    const stars = await teachPng(["T01", "T02", "T03", "T04", "T05", "T06"], 3);
    const taughtStars = await page.request.post(app.url(`/api/decks/${decks.decks[0].id}/photos?cards=T01,T02,T03,T04,T05,T06`), { data: Buffer.from(stars.png), headers: { "content-type": "image/png" } });
    expect(taughtStars.status(), await taughtStars.text()).toBe(200);

    // A table that names the deck; the phone sits at Ann's place.
    const made = await page.request.post(app.url("/api/games"), { data: { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann", deck: decks.decks[0].id } });
    expect(made.status()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    await page.goto(app.url(`/games/${id}`)); await tableReady(page);
    // The table names a taught deck: once it is up, the reader (worker, OpenCV, the deck's data) loads in the background.
    await expect.poll(() => page.evaluate(() => (window as unknown as { __ftRecogWarm?: unknown }).__ftRecogWarm ?? null), { timeout: 90_000 }).not.toBeNull();
    console.log(`[measure] reader warmed in the background: ${JSON.stringify(await page.evaluate(() => (window as unknown as { __ftRecogWarm?: unknown }).__ftRecogWarm))}`);
    // OpenCV's files are named by their content's hash and served immutable.
    const worker = await (await page.request.get(app.url("/recog-worker.js"))).text();
    const script = /\/opencv\/opencv-[0-9a-f]+\.js/.exec(worker)?.[0];
    expect(script, "the worker names OpenCV's hashed script").toBeTruthy();
    expect((await page.request.get(app.url(script!))).headers()["cache-control"]).toContain("immutable");
    const trick = await trickPng([{ code: "T03", seat: 0 }, { code: "T01", seat: 90 }, { code: "T04", seat: 180 }, { code: "T02", seat: 270 }], BIG(21));
    await page.getByTestId("photo-input").setInputFiles({ name: "trick.png", mimeType: "image/png", buffer: trick.png });
    await page.getByTestId("photo-nearest").getByRole("button", { name: "Ann", exact: true }).click();
    const guess = page.getByTestId("photo-guess");
    await guess.waitFor({ timeout: 90_000 });
    console.log(`[measure] guess: ${await guess.textContent()}`);
    // Every card sure and right: nothing to settle, Record trick is the one confirming tap.
    expect(await guess.textContent()).toBe(`Ann ${cardName("T03")} · Ben ${cardName("T01")} · Cat ${cardName("T04")} · Dan ${cardName("T02")}`);
    expect(await page.getByTestId("photo-unsure").count()).toBe(0);
    await page.getByTestId("photo-record").click();
    await page.getByTestId("last-trick").filter({ hasText: "Trick 1" }).waitFor();
    const rec1 = await (await page.request.get(app.url(`/api/games/${id}/record`))).json();
    expect(rec1.deals[0].tricks[0]).toEqual(["T03", "T01", "T04", "T02"]);
    const ms = await page.evaluate(() => (window as unknown as { __ftRecogMs?: number[] }).__ftRecogMs);
    const first = await page.evaluate(() => (window as unknown as { __ftRecogFirstMs?: number[] }).__ftRecogFirstMs);
    console.log(`[measure] taught-deck trick photo, reader warmed beforehand, 1600×1200: first card ${first?.[0]?.toFixed(0)} ms, every card ${ms?.[0]?.toFixed(0)} ms (from the photo chosen: file opened, shrunk, read)`);

    // Trick 2 (Ben leads): Ann's card covered by a dark hand-sized block over most of it.
    const cv = await cvReady;
    const second = await trickPng([{ code: "W09", seat: 0 }, { code: "W05", seat: 90 }, { code: "W06", seat: 180 }, { code: "W08", seat: 270 }], BIG(22));
    const q = second.truth[0].quad, xs = q.map((p) => p[0]), ys = q.map((p) => p[1]);
    const m = cv.matFromImageData(second.rgba);
    cv.rectangle(m, new cv.Point(Math.round(Math.min(...xs) - 6), Math.round(Math.min(...ys) - 6)), new cv.Point(Math.round(Math.max(...xs) + 6), Math.round(Math.min(...ys) + (Math.max(...ys) - Math.min(...ys)) * 0.4)), new cv.Scalar(58, 40, 30, 255), -1);
    const { encodePng } = await import("../../lib/recog/decode-file");
    const covered = encodePng({ data: new Uint8ClampedArray(m.data), width: m.cols, height: m.rows });
    m.delete();
    await page.getByTestId("photo-input").setInputFiles({ name: "trick2.png", mimeType: "image/png", buffer: covered });
    const unsure = page.getByTestId("photo-unsure");
    await unsure.first().waitFor({ timeout: 90_000 });
    expect(await page.getByTestId("photo-guess").textContent()).toMatch(/Ann .+ \(unsure\)/);
    expect(await page.getByTestId("photo-record").isDisabled()).toBe(true);
    await settle(page, { Ann: "W09", Ben: "W05", Cat: "W06", Dan: "W08" });
    expect(await page.getByTestId("photo-guess").textContent()).toBe("Ben Five of Wands · Cat Six of Wands · Dan Eight of Wands · Ann Nine of Wands");
    await page.getByTestId("photo-record").click();
    await page.getByTestId("last-trick").filter({ hasText: "Trick 2" }).waitFor();
    const rec2 = await (await page.request.get(app.url(`/api/games/${id}/record`))).json();
    expect(rec2.deals[0].tricks[1]).toEqual(["W05", "W06", "W08", "W09"]);

    // The free reading: the circle's taught deck chosen on /reading, a photo of an unstickered spread
    // (top to bottom: a Star turned round, one lying sideways, one upright) adds them in reading
    // order, the turned one ill-disposed.
    await page.goto(app.url("/reading"));
    const choice = page.getByTestId("reading-deck");
    await choice.waitFor();
    await choice.selectOption(decks.decks[0].id);
    // The chosen deck's reader loads in the background, as at a table naming it.
    await expect.poll(() => page.evaluate(() => (window as unknown as { __ftRecogWarm?: unknown }).__ftRecogWarm ?? null), { timeout: 90_000 }).not.toBeNull();
    const spread = await trickPng([{ code: "T05", seat: 180 }, { code: "T02", seat: 90 }, { code: "T06", seat: 0 }], { ...BIG(23), spread: 1.2 });
    await page.getByTestId("photo-input").setInputFiles({ name: "spread.png", mimeType: "image/png", buffer: spread.png });
    await page.getByTestId("builder-notice").filter({ hasText: "cards in the photo added" }).waitFor({ timeout: 90_000 });
    console.log(`[measure] free reading: ${await page.getByTestId("builder-notice").textContent()}`);
    const entries = await page.locator("[data-entry]").evaluateAll((els) => els.map((e) => `${e.getAttribute("data-entry")}:${e.getAttribute("data-disposition")}`));
    expect(entries).toEqual(["T05:ill", "T02:well", "T06:well"]);
  }, 300_000);
});
