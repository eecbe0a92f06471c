/**
 * Issue 30's layout defects, each checked at 390×844 and 1024×768 in the light and the dark
 * theme by the boxes the browser lays out (boundingBox): nothing covers anything it should not.
 *   - the phone's trick diagram: no seat (name, card, caption) overlaps another seat;
 *   - the table display: the name plates cover no card, nor the trick's label;
 *   - the table's "?" does not cover the error banner;
 *   - the fixed bottom bar does not hide Ann's seat in Fortuno's ring when it is scrolled to;
 *   - the main menu's last item ("Stickers") is on screen at 390 px;
 *   - the sticker sheet is not cut at the right edge (its own box scrolls, the page does not).
 * E2E_SHOTS=1 also writes each screen to .tmp/shots/layout-<size>-<theme>-<what>.png to read by eye.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { gameModule } from "@/lib/games/registry";
import { ROOT, tableReady, useApp } from "./harness";

const app = useApp();
const fixture = (name: string) => JSON.parse(readFileSync(join(__dirname, "../fixtures", name), "utf8"));

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "tablet", viewport: { width: 1024, height: 768 }, isMobile: false, hasTouch: true },
] as const;
const THEMES = ["light", "dark"] as const;
type Box = { x: number; y: number; width: number; height: number };

const SHOTS = process.env.E2E_SHOTS ? join(ROOT, ".tmp", "shots") : null;
async function shot(page: Page, name: string, fullPage = false) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `layout-${name}.png`), fullPage });
}

/** Two boxes share more than a hair (half a pixel) of area. */
const overlap = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;
const fmt = (b: Box) => `${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}×${Math.round(b.height)}`;

async function boxes(l: Locator): Promise<Box[]> {
  const n = await l.count();
  const out: Box[] = [];
  for (let i = 0; i < n; i++) {
    const b = await l.nth(i).boundingBox();
    if (b && b.width > 0 && b.height > 0) out.push(b);
  }
  return out;
}

async function themed(size: (typeof SIZES)[number], theme: (typeof THEMES)[number]): Promise<Page> {
  const page = await app.newPage({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch, colorScheme: theme });
  await page.addInitScript((t) => localStorage.setItem("fortunes-theme", t), theme);
  return page;
}

async function act(page: Page, id: string, action: Record<string, unknown>) {
  const res = await page.request.post(app.url(`/api/games/${id}/actions`), { data: action });
  expect(res.status(), `${JSON.stringify(action)}: ${await res.text()}`).toBe(200);
  return res.json();
}

/** A game set up by the page's device (its host), played along a record until `stop` holds. */
async function midDeal(page: Page, game: string, record: unknown, stop: (view: Record<string, any>) => boolean): Promise<string> {
  const r = gameModule(game)!.recordToActions(record);
  if (!r.ok) throw new Error(`${game}: ${r.error.message}`);
  const res = await page.request.post(app.url("/api/games"), { data: { game, ...r.value.setup } });
  expect(res.status(), await res.text()).toBe(201);
  const id = (await res.json()).id as string;
  for (const action of r.value.actions) if (stop(await act(page, id, action as Record<string, unknown>))) return id;
  throw new Error(`${game}: the record ended first`);
}

/** Ann led trick 1 and Ben and Cat have played: Ann's seat is at the bottom, Cat's at the top. */
const annLedCatPlayed = (page: Page) =>
  midDeal(page, "fortunes", fixture("deal-none.json"), (v) => v.view?.live?.trick?.number === 1 && v.view.live.trick.cards.length === 3);

describe("layout at phone and tablet size, light and dark", () => {
  for (const size of SIZES) {
    for (const theme of THEMES) {
      const tag = `${size.name}-${theme}`;

      it(`${tag}: the trick diagram, the display and the error banner keep clear of each other`, async () => {
        const page = await themed(size, theme);
        const id = await annLedCatPlayed(page);
        await page.goto(app.url(`/games/${id}`));
        await tableReady(page);

        // The trick diagram: every seat's box (name, card, caption) clear of every other seat's.
        const trick = page.getByTestId("trick").first();
        await trick.locator("[data-seat]").nth(3).waitFor();
        await trick.scrollIntoViewIfNeeded();
        const seats = trick.locator("[data-seat]");
        expect(await seats.count()).toBe(4);
        const names = await seats.evaluateAll((els) => els.map((e) => e.getAttribute("data-seat")));
        const seatBoxes = await boxes(seats);
        await shot(page, `${tag}-trick`);
        for (let i = 0; i < seatBoxes.length; i++) {
          for (let j = i + 1; j < seatBoxes.length; j++) {
            expect.soft(overlap(seatBoxes[i], seatBoxes[j]), `${tag}: ${names[i]} (${fmt(seatBoxes[i])}) overlaps ${names[j]} (${fmt(seatBoxes[j])})`).toBe(false);
          }
        }
        // Each seat's whole box lies inside the diagram (nothing spills onto the heading or the picker).
        const figure = (await trick.locator("[data-trick-area]").boundingBox())!;
        for (const [i, b] of seatBoxes.entries()) {
          expect.soft(b.y >= figure.y - 0.5 && b.y + b.height <= figure.y + figure.height + 0.5, `${tag}: ${names[i]} (${fmt(b)}) spills out of the diagram (${fmt(figure)})`).toBe(true);
        }

        // A refusal: the "?" sits beside the error banner, not on it.
        await page.fill("#card-input", "C01");
        await page.press("#card-input", "Enter");
        const error = page.getByTestId("error");
        await error.waitFor();
        await page.evaluate(() => window.scrollTo(0, 0));
        const help = (await page.getByTestId("rules-help").boundingBox())!;
        const banner = (await error.boundingBox())!;
        await shot(page, `${tag}-error`);
        expect.soft(overlap(help, banner), `${tag}: the ? (${fmt(help)}) covers the error (${fmt(banner)})`).toBe(false);
        const turn = (await page.getByTestId("turn").boundingBox())!;
        expect.soft(overlap(help, turn), `${tag}: the ? (${fmt(help)}) covers the turn line (${fmt(turn)})`).toBe(false);

        // The display: the name plates cover neither a card nor the trick's label.
        await page.goto(app.url(`/games/${id}/display`));
        await page.getByTestId("display-trick").waitFor();
        const plates = await boxes(page.getByTestId("display-seat"));
        const cards = await boxes(page.getByTestId("display-trick").locator("li img"));
        const labels = await boxes(page.locator('[data-testid="display-trick-label"], [data-testid="display-direction"]'));
        expect(plates.length).toBe(4);
        expect(cards.length).toBe(3);
        await page.getByTestId("display-trick").scrollIntoViewIfNeeded();
        await shot(page, `${tag}-display`);
        for (const p of plates) {
          for (const c of [...cards, ...labels]) expect.soft(overlap(p, c), `${tag}: a name plate (${fmt(p)}) covers ${fmt(c)}`).toBe(false);
        }
        for (let i = 0; i < cards.length; i++) {
          for (let j = i + 1; j < cards.length; j++) expect.soft(overlap(cards[i], cards[j]), `${tag}: cards overlap (${fmt(cards[i])}, ${fmt(cards[j])})`).toBe(false);
        }
        const table = (await page.getByRole("region", { name: "The table" }).boundingBox())!;
        for (const p of [...plates, ...cards]) {
          expect.soft(p.x >= table.x - 0.5 && p.x + p.width <= table.x + table.width + 0.5 && p.y >= table.y - 0.5 && p.y + p.height <= table.y + table.height + 0.5, `${tag}: ${fmt(p)} lies outside the table (${fmt(table)})`).toBe(true);
        }
      });

      it(`${tag}: the bottom bar leaves Ann's seat in Fortuno's ring in sight; menu and sticker sheet fit`, async () => {
        const page = await themed(size, theme);
        const res = await page.request.post(app.url("/api/games"), { data: { game: "fortuno", players: ["Ann", "Ben", "Cat", "Dan"] } });
        expect(res.status()).toBe(201);
        const id = (await res.json()).id as string;
        await page.goto(app.url(`/games/${id}`));
        await tableReady(page);
        const bar = page.getByRole("navigation", { name: "Table actions" });
        const ann = page.getByTestId("seat-ring").locator('[data-seat="Ann"]');
        // However the ring is brought into view (by the browser, or scrolled to its end), Ann's seat is above the bar.
        for (const how of ["if-needed", "end"] as const) {
          await page.evaluate(() => window.scrollTo(0, 0));
          if (how === "if-needed") await ann.scrollIntoViewIfNeeded();
          else await ann.evaluate((e) => { e.scrollIntoView({ block: "end" }); });
          const a = (await ann.boundingBox())!;
          const b = (await bar.boundingBox())!;
          await shot(page, `${tag}-fortuno-${how}`);
          expect.soft(overlap(a, b), `${tag} (${how}): the bar (${fmt(b)}) hides Ann's seat (${fmt(a)})`).toBe(false);
          expect.soft(a.y >= 0 && a.y + a.height <= size.viewport.height, `${tag} (${how}): Ann's seat (${fmt(a)}) is on screen`).toBe(true);
        }
        // On a fresh load, whatever of the ring shows is not under the bar either (the page ends clear of it).
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const last = (await page.getByTestId("counts").boundingBox())!;
        const barBox = (await bar.boundingBox())!;
        expect.soft(last.y + last.height <= barBox.y + 0.5, `${tag}: the page's end (${fmt(last)}) is under the bar (${fmt(barBox)})`).toBe(true);

        await page.goto(app.url("/stickers"));
        const stickers = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Stickers" });
        const s = (await stickers.boundingBox())!;
        await shot(page, `${tag}-stickers`);
        expect.soft(s.x >= 0 && s.x + s.width <= size.viewport.width, `${tag}: the Stickers menu item (${fmt(s)}) is off screen`).toBe(true);
        for (const link of await boxes(page.getByRole("navigation", { name: "Main" }).getByRole("link"))) {
          expect.soft(link.x >= 0 && link.x + link.width <= size.viewport.width, `${tag}: a menu item (${fmt(link)}) is off screen`).toBe(true);
        }
        // The page itself never scrolls sideways; the sheets scroll in their own box, which ends on screen.
        const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, win: window.innerWidth }));
        expect.soft(widths.doc, `${tag}: the page is wider than the screen`).toBeLessThanOrEqual(widths.win);
        const region = (await page.getByRole("region", { name: "Sticker sheets at print size" }).boundingBox())!;
        expect.soft(region.x >= 0 && region.x + region.width <= size.viewport.width, `${tag}: the sheet's box (${fmt(region)}) is cut at the edge`).toBe(true);
        // Scrolled to its right end, the sheet's last column is whole inside the box.
        const sheets = page.getByRole("region", { name: "Sticker sheets at print size" });
        await sheets.evaluate((e) => { e.scrollLeft = e.scrollWidth; });
        const firstRow = await boxes(page.locator(".sticker-page").first().locator(".sticker"));
        const right = Math.max(...firstRow.map((b) => b.x + b.width));
        await shot(page, `${tag}-sheet-right`);
        expect.soft(right, `${tag}: the sheet's right column ends at ${right}, past its box (${fmt(region)})`).toBeLessThanOrEqual(region.x + region.width + 0.5);
        const left = Math.min(...firstRow.map((b) => b.x));
        await sheets.evaluate((e) => { e.scrollLeft = 0; });
        const leftNow = Math.min(...(await boxes(page.locator(".sticker-page").first().locator(".sticker"))).map((b) => b.x));
        expect.soft(leftNow, `${tag}: the sheet's left column starts before its box (${fmt(region)}) (was ${left} scrolled)`).toBeGreaterThanOrEqual(region.x - 0.5);
      });
    }
  }
});
