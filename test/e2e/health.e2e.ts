import { describe, expect, it } from "vitest";
import { useApp } from "./harness";

const app = useApp();

describe("GET /api/health on the built server", () => {
  it("answers ok with the database kind and applied migrations", async () => {
    const response = await app.page.goto(app.url("/api/health"));
    expect(response?.status()).toBe(200);
    const body = await response?.json();
    expect(body).toMatchObject({ ok: true, db: "sqlite" });
    expect(body.migrations).toBeGreaterThanOrEqual(1);
  });

  it("serves unknown addresses a 404 page inside the layout", async () => {
    const response = await app.page.goto(app.url("/no-such-page"));
    expect(response?.status()).toBe(404);
    await expect.poll(() => app.page.getByRole("heading", { name: "Not here" }).isVisible()).toBe(true);
  });
});
