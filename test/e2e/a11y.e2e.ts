/**
 * Accessibility of every page, at phone size, in the light and the dark theme: axe-core (the npm
 * package, injected into the page) must find no serious or critical violation, and no landmark
 * that repeats another's name. The play page of each game is checked mid-deal, with a trick on
 * the table and the picker open.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { gameModule } from "@/lib/games/registry";
import { useApp } from "./harness";

const app = useApp({ context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } });
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const fixture = (name: string) => JSON.parse(readFileSync(join(__dirname, "../fixtures", name), "utf8"));

interface Finding { id: string; impact: string | null; help: string; nodes: string[] }

/** Runs axe on the page as it stands and returns every violation with a few of its nodes. */
async function axe(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const a = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] }[] }> } }).axe;
    const r = await a.run(document, { resultTypes: ["violations"] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 4).map((n) => `${n.target.join(" ")} — ${(n.failureSummary ?? "").split("\n").slice(1, 2).join("").trim()}`) }));
  });
}

/** A game set up through the API (as the page's device, its host) and played along a golden record until `stop` (given each answer's `view`) says enough. */
async function midDeal(page: Page, game: string, record: unknown, stop: (view: Record<string, any>) => boolean): Promise<string> {
  const m = gameModule(game)!;
  const r = m.recordToActions(record);
  if (!r.ok) throw new Error(`${game}: ${r.error.message}`);
  const created = await page.request.post(app.url("/api/games"), { data: { game, ...r.value.setup } });
  expect(created.ok(), `${game} set-up: ${created.status()}`).toBe(true);
  const { id } = await created.json();
  for (const action of r.value.actions) {
    const res = await page.request.post(app.url(`/api/games/${id}/actions`), { data: action });
    expect(res.status(), `${game}: ${JSON.stringify(action)}`).toBe(200);
    if (stop((await res.json()).view)) return id;
  }
  throw new Error(`${game}: the record ended before the page was mid-deal`);
}

async function pages(page: Page): Promise<[string, string][]> {
  const fortunes = await midDeal(page, "fortunes", fixture("deal-none.json"), (v) => v.deals.at(-1).tricks.filter((t: { winner: unknown }) => t.winner).length >= 2 && v.live.trick?.cards.length === 2);
  const forteyOne = await midDeal(page, "fortey-one", fixture("fortey-one/forty-one.json"), (v) => v.tricks?.filter((t: { winner: unknown }) => t.winner).length >= 1 && v.trick?.cards.length === 3);
  const tenners = await midDeal(page, "fortune-tenners", fixture("fortune-tenners/three-complete.json"), (v) => v.round >= 3 && v.trick?.cards.length === 1);
  const fortuno = await midDeal(page, "fortuno", fixture("fortuno/contract-example.json"), (v) => v.history?.length >= 4);
  const imported = await (await page.request.post(app.url("/api/games/import"), { data: fixture("match-four-deals.json") })).json();
  return [
    ["home", "/"],
    ["games", "/games"],
    ...["fortunes", "fortey-one", "fortune-tenners", "fortuno"].map((g): [string, string] => [`new ${g}`, `/games/new?game=${g}`]),
    ["play fortunes", `/games/${fortunes}`],
    ["play fortey-one", `/games/${forteyOne}`],
    ["play fortune-tenners", `/games/${tenners}`],
    ["play fortuno", `/games/${fortuno}`],
    ["reading", `/games/${imported.id}/deals/2/reading`],
    ["reference", "/reference"],
    ["reference card", "/reference/cards/T11"],
    ["reference zones", "/reference/zones"],
    ["stickers", "/stickers"],
    ["stickers (Tenners)", "/stickers?deck=tenners&style=wizard"],
    ["free reading", "/reading"],
    ["free reading laid", "/reading?me=C01,T21,S13-ill,W03&partner=W07,P11-ill,T00"],
    ["solo reading laid", "/reading?spread=three-card&cards=T16,S10-ill,C01&q=Should%20I%20move%3F&date=2026-11-26&notes=A%20note"],
    ["reference search", "/reference?q=money&style=thoth"],
    ["reference card (Thoth)", "/reference/cards/T08?style=thoth"],
  ];
}

describe("accessibility (axe-core) at phone size", () => {
  it("finds no serious or critical violation on any page, in either theme", async () => {
    // One device (one browser context) sets the games up and visits them: it is their host.
    const { page } = app;
    const list = await pages(page);
    const problems: string[] = [];
    const lesser: string[] = [];
    // Each page is opened once, in the dark theme, and then switched to the light one as the theme
    // toggle does (the class on <html>): both are checked on the same page.
    await page.goto(app.url("/"));
    await page.evaluate(() => localStorage.setItem("fortunes-theme", "dark"));
    for (const [name, path] of list) {
      await page.goto(app.url(path), { waitUntil: "networkidle" });
      if (path.startsWith("/games/") && !path.includes("/new") && !path.includes("/reading")) await page.getByTestId("turn").waitFor({ timeout: 10_000 });
      for (const theme of ["dark", "light"] as const) {
        if (theme === "light") await page.evaluate(() => document.documentElement.classList.remove("dark"));
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark")), `${name} theme`).toBe(theme === "dark");
        for (const v of await axe(page)) {
          const line = `[${theme}] ${name}: ${v.id} (${v.impact}) ${v.help}\n    ${v.nodes.join("\n    ")}`;
          if (v.impact === "serious" || v.impact === "critical" || v.id === "landmark-unique") problems.push(line);
          else lesser.push(line);
        }
      }
    }
    if (lesser.length) console.log(`[a11y] minor or moderate findings (not failing):\n${lesser.join("\n")}`);
    expect(problems.join("\n")).toBe("");
  }, 240_000);
});
