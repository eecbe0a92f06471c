/** A deal's reading is for the table's devices; the host shares one reading by a revocable link (docs/privacy.md). */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useApp } from "./harness";

const app = useApp({ context: { viewport: { width: 390, height: 844 } } });
const fixture = (name: string) => JSON.parse(readFileSync(join(__dirname, "../fixtures", name), "utf8"));

describe("reading pages and share links", () => {
  it("a stranger gets 'join this table first'; the host's link opens Ben's reading alone until revoked", async () => {
    const { page } = app;
    const res = await page.request.post(app.url("/api/games/import"), { data: fixture("match-four-deals.json") });
    expect(res.status()).toBe(201);
    const id = (await res.json()).id as string;
    const stranger = await app.newPage({ viewport: { width: 390, height: 844 } });
    await stranger.goto(app.url(`/games/${id}/deals/2/reading?player=Ben`));
    await stranger.getByTestId("join-first").waitFor();
    expect(await stranger.getByTestId("reading-summary").count()).toBe(0);

    await page.goto(app.url(`/games/${id}/deals/2/reading?player=Ben`));
    await page.getByTestId("share-reading").click();
    const link = await page.getByTestId("share-link").inputValue();
    expect(link).toMatch(new RegExp(`/games/${id}/deals/2/reading\\?share=[A-Za-z0-9_-]{43}$`));
    await stranger.goto(link);
    await expect.poll(() => stranger.getByRole("heading", { level: 1 }).textContent()).toContain("Ben’s reading");
    expect(await stranger.getByRole("navigation", { name: "Whose reading" }).getByRole("link").count()).toBe(0);
    // The link opens this reading only: not the table, not another deal.
    const table = await stranger.goto(app.url(`/games/${id}`));
    expect(table?.status()).toBe(200);
    await stranger.getByTestId("join-first").waitFor();
    const other = await stranger.goto(link.replace("/deals/2/", "/deals/1/"));
    expect(other?.status()).toBe(404);

    await page.getByTestId("share-revoke").click();
    await page.getByTestId("share-reading").waitFor();
    const gone = await stranger.goto(link);
    expect(gone?.status()).toBe(404);
  });
});
