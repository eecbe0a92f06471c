/** Readings and the spread reference in a real browser. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useApp } from "./harness";
import { goldenResult } from "../helpers/goldens";

const app = useApp({ context: { viewport: { width: 390, height: 844 } } });
const fixture = (name: string) => JSON.parse(readFileSync(join(__dirname, "../fixtures", name), "utf8"));

async function importGolden(name: string) {
  const res = await app.page.request.post(app.url("/api/games/import"), { data: fixture(name) });
  expect(res.status()).toBe(201);
  return (await res.json()).id as string;
}

describe("a deal's readings", () => {
  it("opens with each player's own summary, their zones first and the weightiest card named; card by card with Open all", async () => {
    const { page } = app;
    const id = await importGolden("match-four-deals.json");
    await page.goto(app.url(`/games/${id}/deals/2/reading?player=Ann`));
    const ann = (await page.getByTestId("reading-text").textContent()) ?? "";
    expect(ann.startsWith("Ann, ")).toBe(true);
    expect(await page.getByTestId("personal-zones").locator("li").first().getAttribute("data-whose")).toBe("own");
    await page.goto(app.url(`/games/${id}/deals/2/reading?player=Cat`));
    const cat = (await page.getByTestId("reading-text").textContent()) ?? "";
    expect(cat.startsWith("Cat, ")).toBe(true);
    expect(cat).not.toBe(ann);
    const items = page.locator("#reading-cards details");
    const n = await items.count();
    expect(n).toBeGreaterThan(0);
    await page.getByTestId("open-all").click();
    await expect.poll(() => items.evaluateAll((ds) => ds.filter((d) => (d as HTMLDetailsElement).open).length)).toBe(n);
  });

  it("opens from a golden game, switches between players' views and opens a card", async () => {
    const { page } = app;
    const id = await importGolden("match-four-deals.json");
    const expected = goldenResult("match-four-deals").deals[1];
    await page.goto(app.url(`/games/${id}/deals/2/reading`));
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Ann");
    await page.getByRole("navigation", { name: "Whose reading" }).getByRole("link", { name: "Ben" }).click();
    await page.waitForURL(/player=Ben/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Ben’s reading");
    const ben = expected.readings.find((r: { player: string }) => r.player === "Ben");
    await expect.poll(() => page.getByTestId("reading-summary").textContent()).toContain(ben.outcome === "fortune" ? "Fortune" : ben.outcome === "doom" ? "Doom" : "Even");
    // Every placed card of Ben's reading is on the table, ill-disposed ones turned.
    const placed = ben.cards.filter((c: { zone: string | null }) => c.zone);
    await expect.poll(() => page.locator("details[data-card]").count()).toBe(ben.cards.length);
    const first = placed[0];
    const tile = page.locator(`details[data-card="${first.card}"]`).first();
    await expect.poll(() => tile.getAttribute("data-disposition")).toBe(first.disposition);
    await tile.locator("summary").click();
    await expect.poll(() => tile.getAttribute("open")).not.toBeNull();
    expect((await tile.locator("div").first().textContent())?.length).toBeGreaterThan(10);
  });

  it("prints as one clean page", async () => {
    const { page } = app;
    const id = await importGolden("deal-none.json");
    await page.goto(app.url(`/games/${id}/deals/1/reading`));
    await page.emulateMedia({ media: "print" });
    await expect.poll(() => page.locator("body > header").isVisible()).toBe(false);
    const pdf = await page.pdf({ format: "A4", printBackground: false });
    const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages).toBe(1);
  });
});

describe("the spread reference", () => {
  it("draws every layout with its positions, meanings and correspondences", async () => {
    const { page } = app;
    await page.goto(app.url("/reference/zones"));
    await expect.poll(() => page.locator('[data-layout="simple"] [data-position]').count()).toBe(11);
    await expect.poll(() => page.locator('[data-layout="broader"] [data-position]').count()).toBe(14);
    await expect.poll(() => page.locator('[data-layout="fate"] [data-position]').count()).toBe(19);
    const abyss = page.locator('[data-layout="broader"] [data-position="universe-4"]');
    await expect.poll(() => abyss.textContent()).toContain("Violation of Universal Law: Separation");
    await expect.poll(() => abyss.textContent()).toContain("The Bull");
  });
});

describe("the card reference", () => {
  it("searches by a name from any deck style and opens a card with both interpretations", async () => {
    const { page } = app;
    await page.goto(app.url("/reference"));
    await expect.poll(() => page.getByTestId("card-count").textContent()).toBe("All 78 cards.");
    // Adjustment is Thoth's name for Justice, which the Fortunes deck prints at 11 (RULINGS: card identity).
    await page.getByRole("searchbox").or(page.locator("#card-search")).first().fill("Adjustment");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/q=Adjustment/);
    await expect.poll(() => page.locator("[data-card]").count()).toBe(1);
    await page.locator('[data-card="T11"]').click();
    await page.waitForURL(/\/reference\/cards\/T11$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Stars 11 (Justice)");
    expect((await page.getByTestId("well").textContent())!.length).toBeGreaterThan(40);
    expect((await page.getByTestId("ill").textContent())!.length).toBeGreaterThan(40);
    await expect.poll(() => page.getByText("Libra").count()).toBeGreaterThan(0);
    // Previous and next; then the card printed XI in the Thoth deck: Lust, which is Strength (Leo).
    await expect.poll(() => page.getByTestId("next").textContent()).toContain("Stars 12");
    await page.getByRole("navigation", { name: "Deck style" }).getByRole("link", { name: "Thoth" }).click();
    await page.waitForURL(/\/reference\/cards\/T11\?style=thoth$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Lust");
    await expect.poll(() => page.getByText("Leo").count()).toBeGreaterThan(0);
  });

  it("lays typed cards into a free reading, and still reads a link of typed names", async () => {
    const { page } = app;
    await page.goto(app.url("/reading"));
    await page.getByText("Partner spread (the game’s)").click();
    for (const text of ["Ace of Cups", "t21", "Riga of Swords"]) {
      await page.fill("#card-input", text);
      await page.press("#card-input", "Enter");
    }
    await page.getByRole("button", { name: "Riga of Swords: well-disposed, tap to turn it" }).click();
    await page.getByText("My partner’s (0)").click();
    await page.fill("#card-input", "w7");
    await page.press("#card-input", "Enter");
    await page.getByTestId("lay-out").click();
    await page.waitForURL(/me=C01,T21,S13-ill&partner=W07/);
    await expect.poll(() => page.getByRole("heading", { name: "The simple layout" }).count()).toBe(1);
    await expect.poll(() => page.locator('details[data-card="S13"]').textContent()).toContain("House of Magic");
    // A link made before the picker (names typed one per line) lays the same spread.
    await page.goto(app.url(`/reading?me=${encodeURIComponent("Ace of Cups\nt21\nRiga of Swords ill")}&partner=w7`));
    await expect.poll(() => page.locator('details[data-card="S13"]').getAttribute("data-disposition")).toBe("ill");
    await expect.poll(() => page.locator("details[data-card]").count()).toBe(4);
  });
});
