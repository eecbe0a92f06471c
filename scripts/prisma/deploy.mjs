#!/usr/bin/env node
// `prisma migrate deploy` without the schema engine: run each pending prisma/migrations/*/migration.sql in
// name order and record it in _prisma_migrations the way Prisma does (same table, sha256 of the file as
// checksum, applied_steps_count = 1), so `prisma migrate status|deploy|dev` agree afterwards.
// It is what `npm start` and the test helpers use: fast, and needs nothing but better-sqlite3 or pg.
//
//   node scripts/prisma/deploy.mjs                       DATABASE_URL or file:./data/fortunes.db
//   node scripts/prisma/deploy.mjs --url postgresql://…   picks prisma/postgres/migrations for PostgreSQL
//   node scripts/prisma/deploy.mjs --dir <migrations folder>
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const DEFAULT_DATABASE_URL = "file:./data/fortunes.db";

const MIGRATIONS_TABLE = {
  sqlite: `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
)`,
  postgresql: `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`,
};

/** The migrations folder that belongs to a database URL. */
export function migrationsDirFor(url) {
  return path.join(ROOT, url.startsWith("file:") ? "prisma/migrations" : "prisma/postgres/migrations");
}

/** Path of the SQLite file a `file:` URL names, relative paths resolved from `cwd` (as Prisma does). */
export function sqliteFileOf(url, cwd = process.cwd()) {
  const file = url.slice("file:".length).split("?")[0];
  return path.resolve(cwd, file);
}

/** A tiny driver: exec(script), all(sql, params), run(sql, params), close(). Placeholders are $1..$n. */
async function connect(url) {
  if (url.startsWith("file:")) {
    const { default: Database } = await import("better-sqlite3");
    const file = sqliteFileOf(url);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const db = new Database(file);
    const positional = (sql) => sql.replace(/\$\d+/g, "?");
    return {
      provider: "sqlite",
      exec: async (script) => void db.exec(script),
      all: async (sql, params = []) => db.prepare(positional(sql)).all(...params),
      run: async (sql, params = []) => void db.prepare(positional(sql)).run(...params),
      close: async () => db.close(),
    };
  }
  if (/^postgres(ql)?:\/\//.test(url)) {
    const { default: pg } = await import("pg");
    let client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
    } catch (error) {
      if (error?.code !== "3D000") throw error; // 3D000: the database does not exist; create it, as Prisma does
      await createPostgresDatabase(pg, url);
      client = new pg.Client({ connectionString: url });
      await client.connect();
    }
    return {
      provider: "postgresql",
      exec: async (script) => void (await client.query(script)),
      all: async (sql, params = []) => (await client.query(sql, params)).rows,
      run: async (sql, params = []) => void (await client.query(sql, params)),
      close: async () => client.end(),
    };
  }
  throw new Error(`Unsupported database URL "${url}": use file:… (SQLite) or postgresql://…`);
}

async function createPostgresDatabase(pg, url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } catch (error) {
    if (error?.code !== "42P04") throw error; // created meanwhile by someone else
  } finally {
    await admin.end();
  }
}

// Prisma writes timestamps as ISO text with an explicit offset.
const timestamp = () => new Date().toISOString().replace("Z", "+00:00");

/**
 * Apply pending migrations. Returns the names applied now and the number applied in total.
 * @param {{ url?: string, dir?: string, log?: (line: string) => void }} [options]
 */
export async function deployMigrations({ url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL, dir, log = () => {} } = {}) {
  const folder = dir ?? migrationsDirFor(url);
  const db = await connect(url);
  try {
    await db.exec(MIGRATIONS_TABLE[db.provider]);
    const rows = await db.all(`SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`);
    const failed = rows.filter((row) => !row.finished_at && !row.rolled_back_at).map((row) => row.migration_name);
    if (failed.length > 0) {
      throw new Error(`P3009: these migrations failed earlier and must be resolved first: ${failed.join(", ")}`);
    }
    const done = new Map(rows.filter((row) => row.finished_at && !row.rolled_back_at).map((row) => [row.migration_name, row.checksum]));
    const names = fs.readdirSync(folder, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
    const applied = [];
    for (const name of names) {
      const file = path.join(folder, name, "migration.sql");
      if (!fs.existsSync(file)) continue;
      const script = fs.readFileSync(file, "utf8");
      const checksum = crypto.createHash("sha256").update(script).digest("hex");
      if (done.has(name)) {
        if (done.get(name) !== checksum) log(`warning: migration ${name} changed after it was applied`);
        continue;
      }
      const id = crypto.randomUUID();
      await db.run(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, $4, 0)`,
        [id, checksum, name, timestamp()],
      );
      try {
        await db.exec(script);
      } catch (error) {
        await db.run(`UPDATE "_prisma_migrations" SET logs = $1 WHERE id = $2`, [String(error?.stack ?? error), id]);
        throw new Error(`P3018: migration ${name} failed: ${error.message}`);
      }
      await db.run(`UPDATE "_prisma_migrations" SET finished_at = $1, applied_steps_count = 1 WHERE id = $2`, [timestamp(), id]);
      applied.push(name);
    }
    log(applied.length > 0 ? `Applied migrations: ${applied.join(", ")}` : "Database schema is up to date.");
    return { applied, total: done.size + applied.length };
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { url: { type: "string" }, dir: { type: "string" } } });
  try {
    await deployMigrations({ url: values.url, dir: values.dir, log: (line) => console.log(line) });
  } catch (error) {
    console.error(String(error?.message ?? error));
    process.exitCode = 1;
  }
}
