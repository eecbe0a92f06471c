import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import { useTestDatabase } from "@/test/helpers/db";
import { ROOT } from "@/test/helpers/prisma-cli";

const db = useTestDatabase();

function migrationCount(kind: "sqlite" | "postgresql"): number {
  const dir = path.join(ROOT, kind === "sqlite" ? "prisma/migrations" : "prisma/postgres/migrations");
  return fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).length;
}

describe("GET /api/health", () => {
  it("reports the database kind and the number of applied migrations", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ ok: true, db: db.kind, migrations: migrationCount(db.kind) });
  });
});

describe("GET /api/ready", () => {
  it("is ready when the database has every migration of this checkout, and not while the server stops", async () => {
    const { GET: ready } = await import("@/app/api/ready/route");
    const answer = await ready(new Request("http://localhost/api/ready"));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ready: true, db: db.kind, migrations: migrationCount(db.kind) });
    const life = globalThis as typeof globalThis & { __ftLifecycle?: { draining: boolean; startedAt: number } };
    const saved = life.__ftLifecycle;
    life.__ftLifecycle = { draining: true, startedAt: Date.now() };
    try {
      const stopping = await ready(new Request("http://localhost/api/ready"));
      expect(stopping.status).toBe(503);
      expect(await stopping.json()).toEqual({ ready: false, reason: "stopping" });
    } finally {
      life.__ftLifecycle = saved;
    }
  });
});
