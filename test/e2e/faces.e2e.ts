/**
 * Card faces where cards are shown, at phone size: the play page mid-trick (picker, the trick on
 * the table, the trick history), a deal's reading and a reference card. Each face must be there
 * and carry the card's full name (as its own accessible name, or, where it is decoration inside a
 * control or caption, in that control's name or text). Screenshots go to .tmp/shots/.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { cardName } from "@/lib/cards";
import { useApp, ROOT } from "./harness";
import { goldenResult } from "../helpers/goldens";

const app = useApp({ context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } });
const fixture = (name: string) => JSON.parse(readFileSync(join(__dirname, "../fixtures", name), "utf8"));
const SHOTS = join(ROOT, ".tmp", "shots");
mkdirSync(SHOTS, { recursive: true });

interface FaceReport { code: string; name: string; how: string; ok: boolean }

/** Every face on the page (or inside `scope`) with how it is named, and whether that is right. */
async function faces(page: Page, scope = "body"): Promise<FaceReport[]> {
  return page.locator(scope).first().evaluate((root) => [...root.querySelectorAll("[data-face]")].map((el) => {
    const name = el.getAttribute("data-name") ?? "";
    const code = el.getAttribute("data-face") ?? "";
    const box = (el as HTMLElement).getBoundingClientRect();
    if (!name || name === code || box.width < 16) return { code, name, how: `no name or not drawn (${box.width} px)`, ok: false };
    if (el.tagName.toLowerCase() === "svg") {
      const label = el.getAttribute("aria-label");
      return { code, name, how: `img "${label}"`, ok: el.getAttribute("role") === "img" && label === name };
    }
    // An image of the face named by its alt text, or a decorative one (alt="") inside a control or caption that says the name.
    if (el.getAttribute("alt") === name) return { code, name, how: `img alt "${name}"`, ok: (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0 };
    const holder = el.closest("button, a, summary, li, figure");
    const said = `${holder?.getAttribute("aria-label") ?? ""} ${holder?.textContent ?? ""}`;
    const drawn = el.tagName.toLowerCase() !== "img" || ((el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);
    return { code, name, how: `in ${holder?.tagName.toLowerCase()} "${said.trim().slice(0, 60)}"${drawn ? "" : " (image not loaded)"}`, ok: drawn && el.getAttribute("alt") === "" && said.includes(name) };
  }), scope);
}

const bad = (list: FaceReport[]) => list.filter((f) => !f.ok).map((f) => `${f.code}: ${f.how}`);

describe("card faces on screen", () => {
  it("the play page mid-trick: the picker, the trick on the table (winner marked) and the history", async () => {
    const { page } = app;
    const rec = fixture("deal-none.json");
    const res = await page.request.post(app.url("/api/games"), { data: { game: "fortunes", players: rec.players, dealer: rec.deals[0].dealer } });
    const { id } = await res.json();
    const cards: string[] = rec.deals[0].tricks.flat().slice(0, 7);
    for (const card of cards) expect((await page.request.post(app.url(`/api/games/${id}/actions`), { data: { type: "play", card } })).status()).toBe(200);
    await page.goto(app.url(`/games/${id}`), { waitUntil: "networkidle" });
    await page.getByTestId("turn").waitFor();
    // Trick 2 holds three cards, each drawn at its player's seat and named.
    const trick = page.getByTestId("current-trick");
    const onTable = await faces(page, '[data-testid="current-trick"]');
    expect(onTable.map((f) => f.code)).toEqual(cards.slice(4));
    expect(onTable.map((f) => f.name)).toEqual(cards.slice(4).map((c) => cardName(c)));
    expect(bad(onTable)).toEqual([]);
    await expect.poll(() => trick.getByTestId("winning-mark").count()).toBe(1);
    // The picker's buttons: a face each, the button named with the card's full name.
    const picker = await faces(page, '[role="tabpanel"]');
    expect(picker.length).toBeGreaterThanOrEqual(14);
    expect(bad(picker)).toEqual([]);
    // The trick history: trick 1's four cards as faces in correction buttons, the winner ringed.
    await page.getByText(/Tricks this deal/).click();
    await page.waitForLoadState("networkidle");
    const history = await faces(page, '[data-testid="history"]');
    expect(history.map((f) => f.code)).toEqual(cards);
    expect(bad(history)).toEqual([]);
    expect(bad(await faces(page))).toEqual([]);
    await page.screenshot({ path: join(SHOTS, "e2e-play-mid-trick.png"), fullPage: true });
  });

  it("a deal's reading: every card of the spread as a face, ill-disposed ones turned toward the partner", async () => {
    const { page } = app;
    const imported = await page.request.post(app.url("/api/games/import"), { data: fixture("match-four-deals.json") });
    const { id } = await imported.json();
    await page.goto(app.url(`/games/${id}/deals/2/reading`));
    const ann = goldenResult("match-four-deals").deals[1].readings.find((r: { player: string }) => r.player === "Ann");
    // Card by card: each card of the spread once, as a face (the spread above draws them too).
    const shown = await faces(page, '[data-testid="reading-cards"]');
    expect(shown.map((f) => f.code).sort()).toEqual(ann.cards.map((c: { card: string }) => c.card).sort());
    expect(bad(shown)).toEqual([]);
    const turned = await page.locator('[data-testid="reading-cards"] details[data-disposition] [data-face]').evaluateAll((els) => els.map((el) => [el.closest("details")!.dataset.disposition, getComputedStyle(el).rotate]));
    expect(turned.length).toBe(ann.cards.length);
    for (const [disposition, rotate] of turned) expect(rotate).toBe(disposition === "ill" ? "180deg" : "none");
    await page.screenshot({ path: join(SHOTS, "e2e-reading.png"), fullPage: true });
  });

  it("a reference card: its face in the four deck styles, each named in its style; the list shows faces too", async () => {
    const { page } = app;
    await page.goto(app.url("/reference/cards/S13"));
    const shown = await faces(page, '[data-testid="faces"]');
    expect(shown.map((f) => f.name)).toEqual(["Riga of Swords", "Queen of Swords", "Queen of Swords", "Queen of Swords"]);
    expect(bad(shown)).toEqual([]);
    // Crisp at any size: the faces are vector drawings, 100 × 140 units.
    await expect.poll(() => page.locator('[data-testid="faces"] svg').first().getAttribute("viewBox")).toBe("0 0 100 140");
    await page.screenshot({ path: join(SHOTS, "e2e-reference-card.png"), fullPage: true });
    await page.goto(app.url("/reference"));
    const list = await faces(page, "main");
    expect(list.length).toBe(78);
    expect(bad(list)).toEqual([]);
  });
});
