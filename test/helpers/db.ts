/**
 * A real, freshly migrated database for one test file. Never mock Prisma: tests talk to SQLite (default)
 * or PostgreSQL (when PG_TEST_URL=postgresql://user@host:port/postgres is set, as .ci/run does).
 *
 *   import { useTestDatabase } from "@/test/helpers/db";
 *   const db = useTestDatabase();            // at the top of the file: registers beforeAll/afterAll
 *   it("…", async () => {
 *     const res = await GET(new Request("http://test/api/health"));
 *     expect(await db.prisma.game.count()).toBe(0);
 *   });
 *
 * The helper sets process.env.DATABASE_URL and resets the app's client (server/db.ts), so route handlers
 * and the data module imported by the test use the new database. A worker's files share loaded modules
 * (vitest.config.ts, isolate: false) but run one after another, each on its own database.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { deployMigrations } from "@/scripts/prisma/deploy.mjs";
import { getDb, resetDb, type Db, type DatabaseKind } from "@/server/db";

export interface TestDatabase {
  kind: DatabaseKind;
  url: string;
  /** The app's own client (the one route handlers use). */
  prisma: Db;
  /** Delete every row of the app's tables (reference data included), keeping the schema. */
  clear(): Promise<void>;
  /** Disconnect and delete the database. */
  destroy(): Promise<void>;
}

/** The app's tables, children first (so deletes respect foreign keys). */
export const APP_TABLES = ["reading_share", "game_summary", "free_reading", "player_change", "deal_reading", "game_event", "game_seat", "device", "game", "player", "circle_member", "browser", "circle", "card_info", "zone_position", "meta"] as const;

/** Create and migrate a database, point DATABASE_URL at it, and return it. Prefer useTestDatabase(). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const pgAdmin = process.env.PG_TEST_URL;
  const created = pgAdmin ? await createPostgresDatabase(pgAdmin) : createSqliteFile();
  await deployMigrations({ url: created.url });
  process.env.DATABASE_URL = created.url;
  await resetDb();
  const prisma = await getDb();
  const kind: DatabaseKind = pgAdmin ? "postgresql" : "sqlite";
  return {
    kind,
    url: created.url,
    prisma,
    async clear() {
      for (const table of APP_TABLES) await prisma.$executeRawUnsafe(`DELETE FROM "${table}"`);
    },
    async destroy() {
      await resetDb();
      await created.drop();
    },
  };
}

/** Registers beforeAll/afterAll for a test file; the returned object's fields are set in beforeAll. */
export function useTestDatabase(): TestDatabase {
  const handle = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(handle, await createTestDatabase());
  });
  afterAll(async () => {
    await handle.destroy?.();
  });
  return handle;
}

function createSqliteFile() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fortunes-test-"));
  const file = path.join(dir, "test.db");
  return {
    url: `file:${file}`,
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function createPostgresDatabase(adminUrl: string) {
  const { default: pg } = await import("pg");
  const name = `fortunes_test_${crypto.randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
