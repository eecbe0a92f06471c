/**
 * "Photo of the trick": synthetic photos of a whole trick (test/helpers/scan.ts) fed through the
 * file input, as a phone's camera app would give them. Each card lies readable from its player's
 * seat; the phone is at the named player's place. The confirm step names the right players, and
 * after "Record trick" the game's record holds the plays in turn order from the leader.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { seriousAxe } from "../helpers/axe";
import { trickPhoto } from "../helpers/scan";
import { useApp, tableReady } from "./harness";

const app = useApp({ context: { viewport: { width: 390, height: 844 } } });

async function newGame(page: Page, data: object): Promise<string> {
  const res = await page.request.post(app.url("/api/games"), { data });
  expect(res.status()).toBe(201);
  return (await res.json()).id;
}
const act = async (page: Page, id: string, data: object) => expect((await page.request.post(app.url(`/api/games/${id}/actions`), { data })).status()).toBe(200);
const record = async (page: Page, id: string) => (await (await page.request.get(app.url(`/api/games/${id}/record`))).json());

async function photo(page: Page, file: ReturnType<typeof trickPhoto>, nearest?: string) {
  await page.getByTestId("photo-input").setInputFiles(file);
  if (nearest) await page.getByTestId("photo-nearest").getByRole("button", { name: nearest, exact: true }).click();
}

describe("a whole trick in one photo", () => {
  it("Fortunes: the phone at Ann's place names all four players, and Record trick plays them in order", async () => {
    const { page } = app;
    const id = await newGame(page, { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann" });
    await page.goto(app.url(`/games/${id}`)); await tableReady(page);
    // Clockwise from Ann (down the photo): Ben left, Cat across, Dan right, each card turned towards its player.
    await photo(page, trickPhoto([{ code: "W07", seat: 0 }, { code: "W02", seat: 90 }, { code: "T04", seat: 180 }, { code: "W11", seat: 270 }]), "Ann");
    const guess = page.getByTestId("photo-guess");
    await guess.waitFor({ timeout: 20_000 });
    expect(await guess.textContent()).toMatch(/^Ann Seven of Wands · Ben Two of Wands · Cat .+ · Dan .+$/);
    expect((await record(page, id)).deals[0].tricks ?? []).toEqual([]); // nothing recorded before the tap
    await page.getByTestId("photo-fix").click();
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await seriousAxe(page)).toEqual([]);
    }
    await page.getByTestId("photo-record").click();
    await page.getByTestId("last-trick").filter({ hasText: "Trick 1: Ben wins" }).waitFor();
    expect((await record(page, id)).deals[0].tricks[0]).toEqual(["W07", "W02", "T04", "W11"]);
    const ms = await page.evaluate(() => (window as unknown as { __ftPhotoMs?: number[] }).__ftPhotoMs);
    console.log(`[measure] 1600×1200 trick photo read in ${ms?.[0]?.toFixed(0)} ms`);
  });

  it("Fortunes: a card already recorded is skipped; the phone at Cat's place is asked once and remembered", async () => {
    const { page } = app;
    const id = await newGame(page, { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann" });
    await act(page, id, { type: "play", card: "W07", player: "Ann" });
    await page.goto(app.url(`/games/${id}`)); await tableReady(page);
    // From Cat's place: Cat down, Dan left, Ann across, Ben right.
    await photo(page, trickPhoto([{ code: "T04", seat: 0 }, { code: "W11", seat: 90 }, { code: "W07", seat: 180 }, { code: "W02", seat: 270 }], { seed: 8 }), "Cat");
    const guess = page.getByTestId("photo-guess");
    await guess.waitFor({ timeout: 20_000 });
    expect(await guess.textContent()).toMatch(/^Ben Two of Wands · Cat .+ · Dan .+$/);
    await page.getByTestId("photo-record").click();
    await page.getByTestId("last-trick").filter({ hasText: "Trick 1" }).waitFor();
    expect((await record(page, id)).deals[0].tricks[0]).toEqual(["W07", "W02", "T04", "W11"]);
    // The next photo does not ask again.
    await page.getByTestId("photo-input").setInputFiles(trickPhoto([{ code: "C03", seat: 0 }], { seed: 9 }));
    await page.getByTestId("photo-step").waitFor();
    expect(await page.getByTestId("photo-nearest").count()).toBe(0);
  });

  it("Fortey-One (counter-clockwise): Ben leads, the next player sits on the phone's right", async () => {
    const { page } = app;
    const id = await newGame(page, { game: "fortey-one", players: ["Ann", "Ben", "Cat", "Dan"], dealer: 0, deckStyle: "tarot", options: {} });
    for (const n of [5, 3, 2, 1]) await act(page, id, { type: "bid", tricks: n });
    await page.goto(app.url(`/games/${id}`)); await tableReady(page);
    // Phone at Ann's place; counter-clockwise list: Ben on the right (270°), Cat across, Dan on the left (90°).
    await photo(page, trickPhoto([{ code: "S01", seat: 0 }, { code: "S05", seat: 270 }, { code: "S09", seat: 180 }, { code: "C02", seat: 90 }], { seed: 5 }), "Ann");
    const guess = page.getByTestId("photo-guess");
    await guess.waitFor({ timeout: 20_000 });
    expect(await guess.textContent()).toMatch(/^Ben .+ · Cat .+ · Dan .+ · Ann .+$/);
    await page.getByTestId("photo-record").click();
    await page.getByTestId("last-trick").filter({ hasText: "Trick 1" }).waitFor();
    expect((await record(page, id)).deals[0].tricks[0]).toEqual(["S05", "S09", "C02", "S01"]);
  });

  it("Fortune Tenners with five players: the angle round the middle names each player", async () => {
    const { page } = app;
    const P = ["Ann", "Ben", "Cat", "Dan", "Eve"];
    const id = await newGame(page, { game: "fortune-tenners", players: P });
    await act(page, id, { type: "trump", card: "B07" });
    for (let k = 0; k < 5; k++) await act(page, id, { type: "bid", tricks: 0 });
    await page.goto(app.url(`/games/${id}`)); await tableReady(page);
    // Phone at Cat's place, clockwise: Cat 0°, Dan 72°, Eve 144°, Ann 216°, Ben 288°.
    const cards = [{ code: "TN:K2", seat: 0 }, { code: "TN:C01", seat: 72 }, { code: "TN:R1", seat: 144 }, { code: "TN:A03", seat: 216 }, { code: "TN:B09", seat: 288 }];
    await photo(page, trickPhoto(cards, { seed: 6, sticker: 100 }), "Cat");
    const guess = page.getByTestId("photo-guess");
    await guess.waitFor({ timeout: 20_000 });
    expect(await guess.textContent()).toMatch(/^Ann .+ · Ben .+ · Cat .+ · Dan .+ · Eve .+$/);
    await page.getByTestId("photo-record").click();
    await expect.poll(async () => (await record(page, id)).deals[0].tricks?.[0]?.length ?? 0, { timeout: 15_000 }).toBe(5);
    expect((await record(page, id)).deals[0].tricks[0]).toEqual(["A03", "B09", "K2", "C01", "R1"]);
  });

  it("a 12-megapixel photo of a four-card trick is read on the page (time measured, not asserted)", async () => {
    const { page } = app;
    const id = await newGame(page, { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann" });
    await page.goto(app.url(`/games/${id}`)); await tableReady(page);
    const big = trickPhoto([{ code: "W07", seat: 0 }, { code: "W02", seat: 90 }, { code: "T04", seat: 180 }, { code: "W11", seat: 270 }], { width: 4000, height: 3000, sticker: 190, seed: 12 });
    await photo(page, big, "Ann");
    await page.getByTestId("photo-guess").filter({ hasText: /^Ann Seven of Wands · Ben Two of Wands · Cat .+ · Dan .+$/ }).waitFor({ timeout: 30_000 });
    const ms = await page.evaluate(() => (window as unknown as { __ftPhotoMs?: number[] }).__ftPhotoMs);
    console.log(`[measure] 12 MP (4000×3000) trick photo read in the browser in ${ms?.[0]?.toFixed(0)} ms (file to stickers: open, shrink, decode)`);
  });

  it("a blurred photo, a file that is not a photo and a 50-megapixel one each get a sentence", async () => {
    const { page } = app;
    const id = await newGame(page, { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann" });
    await page.goto(app.url(`/games/${id}`)); await tableReady(page);
    await photo(page, trickPhoto([{ code: "W07", seat: 0 }, { code: "W02", seat: 90 }], { blur: 9 }), "Ann");
    await page.getByTestId("photo-message").filter({ hasText: "too blurred" }).waitFor({ timeout: 20_000 });
    await page.getByTestId("photo-input").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
    await page.getByTestId("photo-message").filter({ hasText: "not a photo" }).waitFor();
    // A PNG whose header says 8660 × 5774 (50 megapixels): refused from the header, before decoding.
    const png = trickPhoto([], { width: 8, height: 8 }).buffer;
    png.writeUInt32BE(8660, 16); png.writeUInt32BE(5774, 20);
    await page.getByTestId("photo-input").setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: png });
    await page.getByTestId("photo-message").filter({ hasText: "50 megapixels" }).waitFor();
    expect((await record(page, id)).deals[0].tricks ?? []).toEqual([]);
  });

  it("the free reading: a photo of a spread adds every card in order, the turned one ill-disposed", async () => {
    const { page } = app;
    await page.goto(app.url("/reading"));
    // Three cards in a row; the middle one lies turned around (its sticker upside down).
    await page.getByTestId("photo-input").setInputFiles(trickPhoto([{ code: "W07", seat: 0, place: [-3, 0] }, { code: "C02", seat: 180, place: [0, 0] }, { code: "T04", seat: 0, place: [3, 0] }], { jitter: 5 }));
    await page.getByTestId("builder-notice").filter({ hasText: "3 of 3 cards in the photo added" }).waitFor({ timeout: 20_000 });
    const entries = await page.locator("[data-entry]").evaluateAll((els) => els.map((e) => `${e.getAttribute("data-entry")}:${e.getAttribute("data-disposition")}`));
    expect(entries).toEqual(["W07:well", "C02:ill", "T04:well"]);
  });
});
