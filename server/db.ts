/**
 * The one Prisma client of the app. DATABASE_URL picks the database:
 *   file:./data/fortunes.db (default)  SQLite through @prisma/adapter-better-sqlite3
 *   postgresql://user:pass@host/db     PostgreSQL through @prisma/adapter-pg
 * Relative SQLite paths resolve from the working directory (the project root under `npm start`).
 *
 * Both providers get their own generated client (generated/prisma, generated/prisma-pg) from schemas that
 * declare the same models, so the SQLite client's type describes either.
 */
import path from "node:path";
import type { PrismaClient } from "@/generated/prisma/client";

export type Db = PrismaClient;
export type DatabaseKind = "sqlite" | "postgresql";

export const DEFAULT_DATABASE_URL = "file:./data/fortunes.db";

export function databaseUrl(): string {
  return process.env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;
}

export function databaseKind(url: string = databaseUrl()): DatabaseKind {
  if (url.startsWith("file:")) return "sqlite";
  if (/^postgres(ql)?:\/\//.test(url)) return "postgresql";
  throw new Error(`DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL), got "${url}"`);
}

/** `file:./x.db` → `file:/abs/x.db`, so the client does not depend on later changes of directory. */
export function absoluteSqliteUrl(url: string, cwd: string = process.cwd()): string {
  const [file = "", query] = url.slice("file:".length).split("?");
  return `file:${path.resolve(cwd, file)}${query ? `?${query}` : ""}`;
}

async function createClient(url: string): Promise<Db> {
  if (databaseKind(url) === "sqlite") {
    const [{ PrismaClient: SqliteClient }, { PrismaBetterSqlite3 }] = await Promise.all([
      import("@/generated/prisma/client"),
      import("@prisma/adapter-better-sqlite3"),
    ]);
    return new SqliteClient({ adapter: new PrismaBetterSqlite3({ url: absoluteSqliteUrl(url) }) });
  }
  const [{ PrismaClient: PgClient }, { PrismaPg }] = await Promise.all([
    import("@/generated/prisma-pg/client"),
    import("@prisma/adapter-pg"),
  ]);
  const schema = new URL(url).searchParams.get("schema") ?? undefined;
  const client = new PgClient({ adapter: new PrismaPg({ connectionString: url }, schema ? { schema } : undefined) });
  return client as unknown as Db;
}

// Kept on globalThis so `next dev` reloads do not open a new connection each time.
const holder = globalThis as typeof globalThis & { __fortunesDb?: { url: string; client: Promise<Db> } };

/** The shared client for the current DATABASE_URL (created on first use). */
export function getDb(): Promise<Db> {
  const url = databaseUrl();
  if (holder.__fortunesDb?.url !== url) {
    const previous = holder.__fortunesDb;
    holder.__fortunesDb = { url, client: createClient(url) };
    if (previous) void previous.client.then((c) => c.$disconnect()).catch(() => {});
  }
  return holder.__fortunesDb.client;
}

/** Disconnect and forget the client; the next getDb() opens a new one (tests use this). */
export async function resetDb(): Promise<void> {
  const current = holder.__fortunesDb;
  holder.__fortunesDb = undefined;
  if (current) await (await current.client).$disconnect();
}
