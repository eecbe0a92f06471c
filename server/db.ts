/**
 * The one Prisma client of the app. DATABASE_URL picks the database:
 *   file:./data/fortunes.db (default)  SQLite through @prisma/adapter-better-sqlite3
 *   postgresql://user:pass@host/db     PostgreSQL through @prisma/adapter-pg
 * Relative SQLite paths resolve from the working directory (the project root under `npm start`).
 *
 * Both providers get their own generated client (generated/prisma, generated/prisma-pg) from schemas that
 * declare the same models, so the SQLite client's type describes either.
 *
 * Beside the client, `getSql()` gives the few hot paths of server/data.ts (writing a play, importing a
 * game, reading a long log) plain SQL on the very same connection (SQLite) or pool (PostgreSQL): a
 * Prisma call costs 0.2–0.7 ms of CPU, a prepared SQLite statement a few µs. SQLite runs in WAL mode
 * with synchronous=NORMAL: a committed write survives the process being killed; only a power cut
 * can lose the last moments (https://www.sqlite.org/wal.html).
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

// ------------------------------------------------------------------------------------------ plain SQL

/** One statement: `?` placeholders in order (turned into $1, $2 … for PostgreSQL). */
export interface Statement {
  sql: string;
  args?: readonly unknown[];
  /** When it changes no row, the whole batch is rolled back and rejects with NothingWritten. */
  required?: boolean;
}

/** A batch's `required` statement changed nothing: the batch was rolled back. */
export class NothingWritten extends Error {
  constructor(readonly index: number) {
    super(`statement ${index} of the batch changed nothing`);
  }
}

/** Plain SQL on the app's own connection(s). Rows come back with the column names as keys. */
export interface Sql {
  kind: DatabaseKind;
  all<T = Record<string, unknown>>(sql: string, args?: readonly unknown[]): Promise<T[]>;
  /**
   * Runs the statements in order in one transaction; returns each statement's changed-row count.
   * `long`: a big batch (an import) that may let other requests run between its statements.
   */
  batch(statements: readonly Statement[], options?: { long?: boolean }): Promise<number[]>;
}

/**
 * A time column as plain SQL gives it back: PostgreSQL a Date; SQLite the text Prisma or `stamp`
 * wrote (ISO, with or without its zone: without one it is UTC) or milliseconds.
 */
export const sqlTime = (v: string | number | Date): Date =>
  v instanceof Date ? v : typeof v === "number" ? new Date(v) : new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(v) ? v : `${v.replace(" ", "T")}Z`);

/** The error of a plain-SQL write, with what callers branch on. */
export function sqlErrorKind(error: unknown): "unique" | "foreign-key" | "busy" | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return null;
  if (code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "23505") return "unique";
  if (code === "SQLITE_CONSTRAINT_FOREIGNKEY" || code === "23503") return "foreign-key";
  if (code.startsWith("SQLITE_BUSY") || code === "40001" || code === "40P01") return "busy";
  return null;
}

/** What better-sqlite3's Database offers (typed here so this file needs no import of it). */
interface SqliteHandle {
  prepare(sql: string): SqliteStatement;
  pragma(source: string): unknown;
  transaction<F extends (...args: never[]) => unknown>(fn: F): F;
  inTransaction: boolean;
}
interface SqliteStatement {
  reader: boolean;
  safeIntegers(on?: boolean): SqliteStatement;
  all(...args: unknown[]): unknown[];
  run(...args: unknown[]): { changes: number };
}

/**
 * SQLite: statements run synchronously on the connection Prisma uses, so a batch is one
 * `BEGIN … COMMIT` that nothing else can interleave with (not even another request's Prisma query).
 * A `long` batch (an import) gives the event loop a turn every ~10 ms while its transaction stays
 * open; other batches wait for it (one writer), reads on the connection go on meanwhile (and could
 * see its rows, so it writes the game row last, foreign keys checked at COMMIT).
 */
function sqliteSql(current: () => SqliteHandle): Sql {
  const cache = new Map<string, SqliteStatement>();
  let db = current();
  const prepared = (sql: string) => {
    if (current() !== db) {
      // Prisma reopened the database: statements belong to the connection that made them.
      db = current();
      cache.clear();
    }
    let s = cache.get(sql);
    if (!s) {
      s = db.prepare(sql);
      if (s.reader) s.safeIntegers(false);
      if (cache.size > 200) cache.clear();
      cache.set(sql, s);
    }
    return s;
  };
  const bind = (args: readonly unknown[] = []) => args.map((a) => (a instanceof Date ? a.toISOString().replace("Z", "+00:00") : typeof a === "boolean" ? Number(a) : a));
  const exec = (s: Statement, i: number) => {
    const changes = prepared(s.sql).run(...bind(s.args)).changes;
    if (s.required && changes === 0) throw new NothingWritten(i);
    return changes;
  };
  const transactions = new WeakMap<SqliteHandle, (statements: readonly Statement[]) => number[]>();
  const runAll = (statements: readonly Statement[]) => {
    const h = current();
    let t = transactions.get(h);
    if (!t) transactions.set(h, (t = h.transaction((list: readonly Statement[]) => list.map(exec))));
    return t(statements);
  };
  // One long batch at a time; short ones wait only while a long one is open.
  let open: Promise<void> | null = null;
  async function runLong(statements: readonly Statement[]): Promise<number[]> {
    while (open) await open;
    let release!: () => void;
    open = new Promise<void>((resolve) => (release = resolve));
    try {
      prepared("BEGIN IMMEDIATE").run();
      try {
        prepared("PRAGMA defer_foreign_keys = ON").run();
        const counts: number[] = [];
        let slice = performance.now();
        for (const [i, s] of statements.entries()) {
          counts.push(exec(s, i));
          if (performance.now() - slice > 10) {
            await new Promise<void>((resolve) => setImmediate(resolve));
            slice = performance.now();
          }
        }
        prepared("COMMIT").run();
        return counts;
      } catch (error) {
        if (current().inTransaction) prepared("ROLLBACK").run();
        throw error;
      }
    } finally {
      open = null;
      release();
    }
  }
  return {
    kind: "sqlite",
    async all<T>(sql: string, args?: readonly unknown[]) {
      return prepared(sql).all(...bind(args)) as T[];
    },
    async batch(statements, options = {}) {
      if (options.long) return runLong(statements);
      while (open) await open;
      return runAll(statements);
    },
  };
}

/** `?` → `$1`, `$2` … outside quoted strings. */
export function pgPlaceholders(sql: string): string {
  let n = 0;
  let quoted = false;
  let out = "";
  for (const ch of sql) {
    if (ch === "'") quoted = !quoted;
    out += ch === "?" && !quoted ? `$${++n}` : ch;
  }
  return out;
}

interface PgPoolLike {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number | null }>;
  connect(): Promise<{ query: PgPoolLike["query"]; release(error?: Error | boolean): void }>;
}

function postgresSql(pool: PgPoolLike): Sql {
  const texts = new Map<string, string>();
  const text = (sql: string) => {
    let t = texts.get(sql);
    if (t === undefined) {
      t = pgPlaceholders(sql);
      if (texts.size > 200) texts.clear();
      texts.set(sql, t);
    }
    return t;
  };
  return {
    kind: "postgresql",
    async all<T>(sql: string, args: readonly unknown[] = []) {
      return (await pool.query(text(sql), [...args])).rows as T[];
    },
    async batch(statements) {
      if (statements.length === 1) {
        const r = await pool.query(text(statements[0].sql), [...(statements[0].args ?? [])]);
        if (statements[0].required && !r.rowCount) throw new NothingWritten(0);
        return [r.rowCount ?? 0];
      }
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query("BEGIN");
        const counts: number[] = [];
        for (const [i, s] of statements.entries()) {
          const n = (await client.query(text(s.sql), [...(s.args ?? [])])).rowCount ?? 0;
          if (s.required && n === 0) throw new NothingWritten(i);
          counts.push(n);
        }
        await client.query("COMMIT");
        return counts;
      } catch (error) {
        await client.query("ROLLBACK").catch((e: Error) => (broken = e));
        throw error;
      } finally {
        client.release(broken ?? false);
      }
    },
  };
}

// ------------------------------------------------------------------------------------------ clients

interface Connection {
  client: Db;
  sql: Sql;
}

async function connect(url: string): Promise<Connection> {
  if (databaseKind(url) === "sqlite") {
    const [{ PrismaClient: SqliteClient }, { PrismaBetterSqlite3 }] = await Promise.all([
      import("@/generated/prisma/client"),
      import("@prisma/adapter-better-sqlite3"),
    ]);
    // The adapter opens the database when the client connects; keep hold of that one handle.
    const factory = new PrismaBetterSqlite3({ url: absoluteSqliteUrl(url), timeout: 10_000 });
    let handle: SqliteHandle | undefined;
    const open = factory.connect.bind(factory);
    factory.connect = async () => {
      const adapter = await open();
      handle = (adapter as unknown as { client: SqliteHandle }).client;
      handle.pragma("journal_mode = WAL");
      handle.pragma("synchronous = NORMAL");
      handle.pragma("foreign_keys = ON");
      return adapter;
    };
    const client = new SqliteClient({ adapter: factory });
    await client.$connect();
    if (!handle) throw new Error("SQLite: the adapter did not open the database");
    return { client, sql: sqliteSql(() => handle!) };
  }
  const [{ PrismaClient: PgClient }, { PrismaPg }, { default: pg }] = await Promise.all([
    import("@/generated/prisma-pg/client"),
    import("@prisma/adapter-pg"),
    import("pg"),
  ]);
  const parsed = new URL(url);
  const schema = parsed.searchParams.get("schema") ?? undefined;
  parsed.searchParams.delete("schema");
  const pool = new pg.Pool({
    connectionString: parsed.toString(),
    max: Number(process.env.PG_POOL_SIZE) || 10,
    ...(schema ? { options: `-c search_path="${schema.replace(/"/g, "")}"` } : {}),
  });
  pool.on("error", () => {}); // an idle connection dropped by the server: the pool replaces it
  const client = new PgClient({ adapter: new PrismaPg(pool, { ...(schema ? { schema } : {}), disposeExternalPool: true }) });
  return { client: client as unknown as Db, sql: postgresSql(pool as unknown as PgPoolLike) };
}

// Kept on globalThis so `next dev` reloads do not open a new connection each time.
const holder = globalThis as typeof globalThis & { __fortunesDb?: { url: string; connection: Promise<Connection> } };

function connection(): Promise<Connection> {
  const url = databaseUrl();
  if (holder.__fortunesDb?.url !== url) {
    const previous = holder.__fortunesDb;
    holder.__fortunesDb = { url, connection: connect(url) };
    // A failed connect is not kept: the next call tries again.
    const mine = holder.__fortunesDb;
    mine.connection.catch(() => {
      if (holder.__fortunesDb === mine) holder.__fortunesDb = undefined;
    });
    if (previous) void previous.connection.then((c) => c.client.$disconnect()).catch(() => {});
  }
  return holder.__fortunesDb.connection;
}

/** The shared client for the current DATABASE_URL (created on first use). */
export async function getDb(): Promise<Db> {
  return (await connection()).client;
}

/** Plain SQL on the same database as getDb() (see the top of this file). */
export async function getSql(): Promise<Sql> {
  return (await connection()).sql;
}

/** Disconnect and forget the client; the next getDb() opens a new one (tests use this). */
export async function resetDb(): Promise<void> {
  const current = holder.__fortunesDb;
  holder.__fortunesDb = undefined;
  if (current) await (await current.connection).client.$disconnect();
}
