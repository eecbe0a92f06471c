/**
 * The committed migrations match the schemas, and the offline Prisma CLI (scripts/prisma/schema-engine.mjs)
 * runs the standard commands. SQLite always; PostgreSQL when PG_TEST_URL names a server (.ci/run sets it).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { deployMigrations } from "@/scripts/prisma/deploy.mjs";
import { ROOT, prismaCli } from "@/test/helpers/prisma-cli";

const PG_CONFIG = "prisma/postgres/prisma.config.ts";
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "fortunes-migrations-"));
afterAll(() => fs.rmSync(tempDir, { recursive: true, force: true }));

const sqliteUrl = (name: string) => `file:${path.join(tempDir, name)}`;

function expectOk(result: { status: number | null; stdout: string; stderr: string }) {
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
}

describe("SQLite migrations", () => {
  it("prisma/migrations produce exactly prisma/schema.prisma (empty diff)", () => {
    const result = prismaCli(["migrate", "diff", "--from-migrations", "prisma/migrations", "--to-schema", "prisma/schema.prisma", "--exit-code"], {
      DATABASE_URL: sqliteUrl("diff.db"),
    });
    expectOk(result);
    expect(result.stdout).toMatch(/No difference detected/);
  });

  it("`prisma migrate deploy` applies them to a new database and `migrate status` agrees", () => {
    const env = { DATABASE_URL: sqliteUrl("cli.db") };
    const deploy = prismaCli(["migrate", "deploy"], env);
    expectOk(deploy);
    expect(deploy.stdout).toMatch(/applied|All migrations have been successfully applied/i);
    const status = prismaCli(["migrate", "status"], env);
    expectOk(status);
    expect(status.stdout).toMatch(/Database schema is up to date/);
  });

  it("the plain deploy (npm start) leaves a database the CLI sees as up to date, with the schema's tables", async () => {
    const url = sqliteUrl("plain.db");
    const first = await deployMigrations({ url });
    expect(first.applied.length).toBeGreaterThan(0);
    expect(await deployMigrations({ url })).toEqual({ applied: [], total: first.total });
    const status = prismaCli(["migrate", "status"], { DATABASE_URL: url });
    expectOk(status);
    expect(status.stdout).toMatch(/Database schema is up to date/);
    const drift = prismaCli(["migrate", "diff", "--from-config-datasource", "--to-schema", "prisma/schema.prisma", "--exit-code"], { DATABASE_URL: url });
    expectOk(drift);
  });
});

describe("prisma migrate dev through the bridge", () => {
  it("writes a migration for a schema change, applies it, and then sees nothing left to do", () => {
    // A scratch copy of prisma/ inside the project (so `prisma/config` resolves from node_modules).
    fs.mkdirSync(path.join(ROOT, ".tmp"), { recursive: true });
    const scratch = fs.mkdtempSync(path.join(ROOT, ".tmp", "migrate-dev-"));
    try {
      fs.cpSync(path.join(ROOT, "prisma", "migrations"), path.join(scratch, "migrations"), { recursive: true });
      const schema = fs.readFileSync(path.join(ROOT, "prisma", "schema.prisma"), "utf8").replace('output       = "../generated/prisma"', 'output = "./client"');
      fs.writeFileSync(path.join(scratch, "schema.prisma"), `${schema}\nmodel Scratch {\n  id Int @id\n  note String?\n\n  @@map("scratch")\n}\n`);
      fs.writeFileSync(
        path.join(scratch, "prisma.config.ts"),
        `import { defineConfig } from "prisma/config";\nexport default defineConfig({ schema: "schema.prisma", migrations: { path: "migrations" }, datasource: { url: process.env.DATABASE_URL! } });\n`,
      );
      const env = { DATABASE_URL: sqliteUrl("dev.db"), PRISMA_SCHEMA_ENGINE_BINARY: path.join(ROOT, "scripts/prisma/schema-engine.mjs") };
      const config = path.join(scratch, "prisma.config.ts");
      const created = prismaCli(["migrate", "dev", "--name", "scratch", "--config", config], env);
      expectOk(created);
      const added = fs.readdirSync(path.join(scratch, "migrations")).filter((name) => name.endsWith("_scratch"));
      expect(added).toHaveLength(1);
      expect(fs.readFileSync(path.join(scratch, "migrations", added[0]!, "migration.sql"), "utf8")).toMatch(/CREATE TABLE "scratch"/);
      const again = prismaCli(["migrate", "dev", "--name", "nothing", "--config", config], env);
      expectOk(again);
      expect(fs.readdirSync(path.join(scratch, "migrations")).filter((name) => name.endsWith("_nothing"))).toHaveLength(0);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});

const pgAdmin = process.env.PG_TEST_URL;

describe.skipIf(!pgAdmin)("PostgreSQL migrations (PG_TEST_URL)", () => {
  const dbName = `fortunes_mig_${crypto.randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const dbUrl = () => {
    const url = new URL(pgAdmin!);
    url.pathname = `/${dbName}`;
    return url.toString();
  };

  afterAll(async () => {
    if (!pgAdmin) return;
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: pgAdmin });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await client.end();
  });

  it("prisma/postgres/migrations produce exactly prisma/postgres/schema.prisma (empty diff, shadow database)", () => {
    const result = prismaCli(
      ["migrate", "diff", "--config", PG_CONFIG, "--from-migrations", "prisma/postgres/migrations", "--to-schema", "prisma/postgres/schema.prisma", "--exit-code"],
      { DATABASE_URL: pgAdmin },
    );
    expectOk(result);
    expect(result.stdout).toMatch(/No difference detected/);
  });

  it("the plain deploy (npm start) creates a missing database and migrates it", async () => {
    const url = new URL(pgAdmin!);
    url.pathname = `/${dbName}_plain`;
    try {
      const result = await deployMigrations({ url: url.toString() });
      expect(result.applied.length).toBeGreaterThan(0);
      expect(result.total).toBe(result.applied.length);
    } finally {
      const { default: pg } = await import("pg");
      const client = new pg.Client({ connectionString: pgAdmin });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${dbName}_plain" WITH (FORCE)`);
      await client.end();
    }
  });

  it("`prisma migrate deploy` creates and migrates a database from empty; the plain deploy agrees", async () => {
    const env = { DATABASE_URL: dbUrl() };
    const deploy = prismaCli(["migrate", "deploy", "--config", PG_CONFIG], env);
    expectOk(deploy);
    expect(await deployMigrations({ url: dbUrl() })).toMatchObject({ applied: [] });
    const status = prismaCli(["migrate", "status", "--config", PG_CONFIG], env);
    expectOk(status);
    expect(status.stdout).toMatch(/Database schema is up to date/);
    const drift = prismaCli(["migrate", "diff", "--config", PG_CONFIG, "--from-config-datasource", "--to-schema", "prisma/postgres/schema.prisma", "--exit-code"], env);
    expectOk(drift);
  });
});
