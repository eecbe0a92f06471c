// Prisma's schema engine as WebAssembly (@prisma/schema-engine-wasm), talking to the database through the
// same driver adapters the app uses. Nothing is downloaded: it all comes from `npm install`.
//
// The wasm engine and the 7.10 adapters disagree in a few places; each workaround below says which.
// They depend on engine internals, so re-run `npm test` (test/integration/migrations.test.ts) after
// upgrading any @prisma/* package.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";

const require = createRequire(import.meta.url);

export const isSqliteUrl = (url) => url.startsWith("file:");
export const isPostgresUrl = (url) => /^postgres(ql)?:\/\//.test(url);

/** Wrap an adapter's connect methods so every adapter they return goes through `patch`. */
function patchConnections(factory, patch) {
  for (const method of ["connect", "connectToShadowDb"]) {
    const original = factory[method].bind(factory);
    factory[method] = async () => patch(await original());
  }
  return factory;
}

// SQLite: when the engine replays migrations it sends a whole migration.sql through executeRaw, and
// better-sqlite3 refuses to prepare more than one statement. Run such scripts with executeScript.
function allowMultiStatementRaw(adapter) {
  const executeRaw = adapter.executeRaw.bind(adapter);
  adapter.executeRaw = async (query) => {
    try {
      return await executeRaw(query);
    } catch (error) {
      const multi = /more than one statement/.test(String(error?.message));
      if (!multi || (query.args && query.args.length > 0)) throw error;
      await adapter.executeScript(query.sql);
      return 0;
    }
  };
  return adapter;
}

// SQLite: the engine's describer reads a partial index's definition (prisma/migrations/
// 20261128130000_event_key_index_partial) with `… AND name = "<index>"`, a string in double
// quotes. better-sqlite3 is built without SQLite's double-quoted-string fallback (SQLITE_DQS=0), so
// that is an unknown column there. Send the name as the string literal it means.
const INDEX_SQL = /^(SELECT sql FROM sqlite_master WHERE type = 'index' AND name = )"((?:[^"]|"")*)"(;?)$/;
function quoteIndexNames(adapter) {
  const queryRaw = adapter.queryRaw.bind(adapter);
  adapter.queryRaw = (query) => {
    const m = INDEX_SQL.exec(query.sql.trim());
    if (!m) return queryRaw(query);
    const name = m[2].replace(/""/g, '"').replace(/'/g, "''");
    return queryRaw({ ...query, sql: `${m[1]}'${name}'${m[3]}` });
  };
  return adapter;
}

// PostgreSQL: (1) catalog queries return PostgreSQL's internal "char" type (OID 18, e.g. pg_class.relkind),
// which adapter-pg does not map: call it text (OID 25). (2) adapter-pg's executeScript splits the script on
// ";" and breaks $$-quoted bodies: send the whole script as one simple query, like the native engine.
function fitPgAdapterToEngine(adapter) {
  const performIO = adapter.performIO.bind(adapter);
  adapter.performIO = async (query) => {
    const result = await performIO(query);
    for (const field of result.fields ?? []) {
      if (field.dataTypeID === 18) field.dataTypeID = 25;
    }
    return result;
  };
  adapter.executeScript = async (script) => {
    try {
      await adapter.client.query(script);
    } catch (error) {
      adapter.onError(error);
    }
  };
  return adapter;
}

/** pg connection settings as separate fields, so the shadow database can be swapped in by name. */
export function pgSettings(url) {
  const u = new URL(url);
  const schema = u.searchParams.get("schema");
  return {
    host: u.hostname,
    port: Number(u.port || 5432),
    database: decodeURIComponent(u.pathname.slice(1)),
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  };
}

function postgresAdapterFactory(url, shadowUrl) {
  const { PrismaPg } = require("@prisma/adapter-pg");
  const schema = new URL(url).searchParams.get("schema") ?? undefined;
  const open = async (settings) => fitPgAdapterToEngine(await new PrismaPg(settings, schema ? { schema } : undefined).connect());
  const factory = new PrismaPg(pgSettings(url));
  factory.connect = () => open(pgSettings(url));
  // adapter-pg's own connectToShadowDb drops its temporary database while its pool still holds it
  // ("being accessed by other users"). Create and drop the shadow database here instead.
  factory.connectToShadowDb = async () => {
    if (shadowUrl) return open(pgSettings(shadowUrl));
    const { default: pg } = await import("pg");
    const admin = new pg.Client(pgSettings(url));
    await admin.connect();
    const name = `prisma_shadow_${crypto.randomUUID().replace(/-/g, "")}`;
    await admin.query(`CREATE DATABASE "${name}"`);
    const adapter = await open({ ...pgSettings(url), database: name });
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      try {
        await dispose();
        await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
      } finally {
        await admin.end();
      }
    };
    return adapter;
  };
  return factory;
}

export function adapterFactoryFor(url, shadowUrl) {
  if (isSqliteUrl(url)) {
    // Like `npm start`: a database in a folder that does not exist yet (data/) should just work.
    for (const u of [url, shadowUrl]) {
      const file = u?.startsWith("file:") ? u.slice("file:".length).split("?")[0] : "";
      if (file && file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    }
    const { PrismaBetterSqlite3 } = require("@prisma/adapter-better-sqlite3");
    const factory = new PrismaBetterSqlite3({ url }, shadowUrl ? { shadowDatabaseUrl: shadowUrl } : undefined);
    return patchConnections(factory, (adapter) => quoteIndexNames(allowMultiStatementRaw(adapter)));
  }
  if (isPostgresUrl(url)) return postgresAdapterFactory(url, shadowUrl);
  throw new Error(`Unsupported database URL "${url}": use file:… (SQLite) or postgresql://…`);
}

let engineClass;

/** Instantiate the wasm module once per process. PRISMA_SCHEMA_ENGINE_WASM may name another build. */
async function schemaEngineClass() {
  if (engineClass) return engineClass;
  const gluePath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const glue = await import(gluePath);
  const wasmPath = process.env.PRISMA_SCHEMA_ENGINE_WASM ?? path.join(path.dirname(gluePath), "schema_engine_bg.wasm");
  const module = new WebAssembly.Module(fs.readFileSync(wasmPath));
  const instance = new WebAssembly.Instance(module, { "./schema_engine_bg.js": glue });
  glue.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start();
  engineClass = glue.SchemaEngine;
  return engineClass;
}

/**
 * Open a schema engine on `url`.
 * @param {{ url: string, shadowUrl?: string, schemaFiles?: Array<[string, string]>, log?: (m: string) => void }} o
 *   schemaFiles: [absolute path, content] pairs, as the CLI passes them with --datamodels.
 */
export async function openSchemaEngine({ url, shadowUrl, schemaFiles, log = () => {} }) {
  const SchemaEngine = await schemaEngineClass();
  const adapter = bindMigrationAwareSqlAdapterFactory(adapterFactoryFor(url, shadowUrl));
  try {
    const engine = await SchemaEngine.new({ datamodels: schemaFiles }, log, adapter);
    engine.errorRegistry = adapter.errorRegistry;
    return engine;
  } catch (error) {
    const cause = adapter.errorRegistry?.lookupError?.(error)?.error;
    if (!cause) throw error;
    throw Object.assign(new Error(cause.message ?? `${error?.message ?? error}: ${JSON.stringify(cause)}`), { cause });
  }
}

/** Engine errors caused by the driver say only "External error id#N": add the driver's own message. */
export function describeError(engine, error) {
  const text = String(error?.message ?? error);
  const match = /External error id#(\d+)/.exec(text);
  const external = match ? engine?.errorRegistry?.consumeError?.(Number(match[1])) : undefined;
  if (!external) return text;
  return `${text}\n${external.error?.message ?? JSON.stringify(external.error)}`;
}

export function providerOf(url) {
  return isSqliteUrl(url) ? "sqlite" : "postgresql";
}

export function lockfileText(provider) {
  return `# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "${provider}"\n`;
}

/**
 * The migrations folder in the shape the CLI sends to the engine (directories sorted by name).
 * Before the first migration there is no lock file; `provider` fills one in so the engine accepts the list.
 */
export function readMigrationsList(dir, provider, shadowDbInitScript = "") {
  const baseDir = path.resolve(dir);
  const lockPath = path.join(baseDir, "migration_lock.toml");
  const entries = fs.existsSync(baseDir) ? fs.readdirSync(baseDir, { withFileTypes: true }) : [];
  const migrationDirectories = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      let content;
      try {
        content = { tag: "ok", value: fs.readFileSync(path.join(baseDir, name, "migration.sql"), "utf8") };
      } catch (error) {
        content = { tag: "error", value: String(error.message) };
      }
      return { path: name, migrationFile: { path: "migration.sql", content } };
    });
  const lock = fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : provider ? lockfileText(provider) : null;
  return { baseDir, shadowDbInitScript, migrationDirectories, lockfile: { path: "migration_lock.toml", content: lock } };
}

/** A schema file or folder of .prisma files as [absolute path, content] pairs. */
export function readSchemaFiles(schemaPath) {
  const files = fs.statSync(schemaPath).isDirectory()
    ? fs.readdirSync(schemaPath, { recursive: true }).filter((f) => String(f).endsWith(".prisma")).map((f) => path.join(schemaPath, String(f)))
    : [schemaPath];
  return files.map((file) => [path.resolve(file), fs.readFileSync(file, "utf8")]);
}

export const NO_FILTERS = Object.freeze({ externalTables: [], externalEnums: [] });
