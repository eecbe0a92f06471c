/**
 * The player pages at phone size (390×844): /players lists players; /players/Ann shows her figures,
 * the points chart with its table, and her reading journal; axe-core finds no serious or critical
 * violation in either theme.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useApp } from "./harness";

const app = useApp({ context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } });
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const fixture = (name: string) => JSON.parse(readFileSync(join(__dirname, "../fixtures", name), "utf8"));

async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const a = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const r = await a.run(document, { resultTypes: ["violations"] });
    return r.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id} (${v.impact}) ${v.help}: ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
  });
}

describe("player pages", () => {
  it("list players, show Ann's figures, chart, table and journal, axe-clean in both themes", async () => {
    const { page } = app;
    for (const f of ["deal-none.json", "match-target.json", "match-four-deals.json", "fortune-tenners/three-complete-tie.json", "fortey-one/forty-one.json"]) {
      const res = await page.request.post(app.url("/api/games/import"), { data: fixture(f) });
      expect(res.status(), f).toBe(201);
    }
    const reading = await page.request.post(app.url("/api/readings"), {
      data: { player: "Ann", spread: "three-card", question: "What next?", date: "2026-01-02", cards: [{ position: "Past", card: "T16", disposition: "well" }, { position: "Present", card: "C02", disposition: "ill" }, { position: "Future", card: "S10", disposition: "well" }] },
    });
    expect(reading.status()).toBe(201);

    const problems: string[] = [];
    for (const theme of ["light", "dark"] as const) {
      await page.goto(app.url("/"));
      await page.evaluate((t) => localStorage.setItem("fortunes-theme", t), theme);

      await page.goto(app.url("/players"), { waitUntil: "networkidle" });
      const list = page.getByTestId("players-list");
      await expect.poll(() => list.getByRole("link", { name: "Ann", exact: true }).count()).toBe(1);
      for (const v of await axe(page)) problems.push(`[${theme}] /players: ${v}`);

      await page.goto(app.url("/players/Ann"), { waitUntil: "networkidle" });
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Ann");
      // Fortunes: three games with complete deals, so a chart and its table.
      const fortunes = page.getByTestId("kind-fortunes");
      await expect.poll(() => fortunes.getByTestId("points-chart").isVisible()).toBe(true);
      expect(await fortunes.getByTestId("points-chart").locator("svg[role=img]").getAttribute("aria-label")).toMatch(/points in each of 3 games/);
      expect(await fortunes.getByTestId("points-table").locator("tbody tr").count()).toBe(3);
      // The journal: the free reading first (2 January), then the game readings.
      const journal = page.getByTestId("journal");
      expect(await journal.isVisible()).toBe(true);
      const items = journal.getByTestId("journal-readings").locator("li");
      expect(await items.count()).toBeGreaterThan(1);
      expect(await items.first().textContent()).toContain("2026-01-02");
      expect(await journal.getByRole("link", { name: /Fortunes deal 1/ }).count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      for (const v of await axe(page)) problems.push(`[${theme}] /players/Ann: ${v}`);
    }
    expect(problems.join("\n")).toBe("");
  }, 180_000);
});
