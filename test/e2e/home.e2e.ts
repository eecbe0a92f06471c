import { describe, expect, it } from "vitest";
import { createGame } from "@/server/data";
import { useApp } from "./harness";

const app = useApp();

describe("home page", () => {
  it("says what the app is and links to a new game and the reference", async () => {
    const { page } = app;
    const response = await page.goto(app.url("/"));
    expect(response?.status()).toBe(200);
    expect(await page.title()).toContain("Fortunes Table");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Fortunes Table");
    await expect.poll(() => page.getByRole("link", { name: "New game" }).first().getAttribute("href")).toBe("/games/new");
    await expect.poll(() => page.locator('main a[href="/reference"]').count()).toBeGreaterThan(0);
  });

  it("has the shared header: skip link first, then the main navigation", async () => {
    const { page } = app;
    await page.goto(app.url("/"));
    const nav = page.getByRole("navigation", { name: "Main" });
    const links = await nav.getByRole("link").evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute("href")]));
    expect(links).toEqual([
      ["Games", "/games"],
      ["Players", "/players"],
      ["Reading", "/reading"],
      ["Rules", "/rules"],
      ["Reference", "/reference"],
      ["Stickers", "/stickers"],
    ]);
    // The site's name links home; no section is current there, and a section's own page marks it.
    await expect.poll(() => page.getByRole("banner").getByRole("link", { name: "Fortunes Table" }).getAttribute("href")).toBe("/");
    await expect.poll(() => nav.getByRole("link", { name: "Games" }).getAttribute("aria-current")).toBeNull();
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    expect(focused).toBe("Skip to content");
    await expect.poll(() => page.getByText("Skip to content").isVisible()).toBe(true);
  });

  it("shows an empty state, then recent games newest first", async () => {
    const { page } = app;
    await page.goto(app.url("/"));
    await expect.poll(() => page.getByTestId("no-games").isVisible()).toBe(true);

    // Games this browser made (a group's recent games are its circle's: another browser sees none of them).
    expect((await page.request.post(app.url("/api/games"), { data: { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"] } })).status()).toBe(201);
    await new Promise((r) => setTimeout(r, 5));
    expect((await page.request.post(app.url("/api/games"), { data: { game: "fortunes", players: ["Eve", "Fay", "Gus", "Hal"] } })).status()).toBe(201);
    await createGame({ kind: "fortunes", players: ["Ivy", "Jo", "Kit", "Lea"] }); // another group's table
    await page.reload();
    const items = page.getByTestId("recent-games").getByRole("listitem");
    await expect.poll(() => items.count()).toBe(2);
    await expect.poll(() => items.first().textContent()).toContain("Eve, Fay, Gus, Hal");
    await expect.poll(() => items.nth(1).textContent()).toContain("Ann, Ben, Cat, Dan");
    expect(await page.getByText("Ivy, Jo, Kit, Lea").count()).toBe(0);
  });

  it("follows the system's theme until one is picked", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      const page = await app.newPage({ colorScheme });
      await page.goto(app.url("/"));
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark")), colorScheme).toBe(colorScheme === "dark");
      await page.close();
    }
  });

  it("on a dark system, remembers the light theme without a flash", async () => {
    const page = await app.newPage({ colorScheme: "dark" });
    await page.goto(app.url("/"));
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await page.getByTestId("theme-toggle").click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);

    // On reload, the class must already be right when the first parsed element exists.
    await page.addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState === "interactive") (window as unknown as { firstDark: boolean }).firstDark = document.documentElement.classList.contains("dark");
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { firstDark: boolean }).firstDark)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    await page.getByTestId("theme-toggle").click();
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
  });

  it("fits a 390 px wide phone without sideways scrolling", async () => {
    const page = await app.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(app.url("/"));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect.poll(() => page.getByRole("link", { name: "New game" }).first().isVisible()).toBe(true);
  });
});
