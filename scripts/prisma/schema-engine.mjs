#!/usr/bin/env node
// Stand-in for Prisma's native `schema-engine` binary, which the CLI would otherwise download.
// prisma.config.ts names this file in PRISMA_SCHEMA_ENGINE_BINARY, so `prisma migrate dev|deploy|diff|
// status|reset`, `db push|pull|execute` run offline on the WebAssembly engine (./engine.mjs).
//
// Protocol, as the CLI speaks it: line-delimited JSON-RPC 2.0 on stdin/stdout; log lines as JSON on stderr.
// Invocations: `--version`; `--datasource <json> [--datamodels <file>...]` (RPC server);
// `--datasource <json> cli can-connect-to-database | create-database`.
import fs from "node:fs";
import readline from "node:readline";
import { parseArgs } from "node:util";
import { NO_FILTERS, describeError, isPostgresUrl, isSqliteUrl, openSchemaEngine, pgSettings, providerOf } from "./engine.mjs";

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  strict: false,
  options: {
    version: { type: "boolean" },
    datasource: { type: "string" },
    datamodels: { type: "string", multiple: true },
  },
});

function log(level, message) {
  process.stderr.write(`${JSON.stringify({ level, target: "schema_engine::logger", fields: { message } })}\n`);
}

// The native engine tags connection failures with Prisma error codes, and the CLI acts on them
// (`migrate dev` offers to create a missing database on P1003). The wasm engine gives only the text.
function connectionErrorCode(error) {
  if (error?.code) return error.code;
  const text = String(error?.message ?? error);
  if (/Database `[^`]*` does not exist|database "[^"]*" does not exist/.test(text)) return "P1003";
  if (/password authentication failed|authentication failed/i.test(text)) return "P1000";
  if (/ECONNREFUSED|ENOTFOUND|Can't reach database/i.test(text)) return "P1001";
  return undefined;
}

if (args.version) {
  console.log("schema-engine-cli fortunes-table-wasm-bridge");
  process.exit(0);
}

const datasource = JSON.parse(args.datasource ?? "{}");
const url = datasource.url ?? "";
const shadowUrl = datasource.shadowDatabaseUrl;

if (positionals[0] === "cli") {
  try {
    await runCliCommand(positionals[1]);
  } catch (error) {
    // The CLI reads this stderr as: one line it skips, then JSON lines, no trailing newline.
    const fields = { message: String(error?.message ?? error).trim(), error_code: connectionErrorCode(error) };
    log("INFO", `schema-engine bridge: cli ${positionals[1]}`);
    process.stderr.write(JSON.stringify({ level: "ERROR", target: "schema_engine::logger", fields }));
    process.exitCode = 1;
  }
  await new Promise((resolve) => process.stderr.write("", resolve)); // let the log line reach the CLI
  process.exit(process.exitCode ?? 0);
}

async function runCliCommand(command) {
  if (command === "create-database" && isPostgresUrl(url)) {
    const { default: pg } = await import("pg");
    const settings = pgSettings(url);
    const client = new pg.Client({ ...settings, database: "postgres" });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE "${settings.database.replace(/"/g, '""')}"`);
    } finally {
      await client.end();
    }
    return;
  }
  // can-connect-to-database, and create-database on SQLite (opening the file creates it).
  const engine = await openSchemaEngine({ url });
  try {
    await engine.version();
  } finally {
    engine.free();
  }
}

const schemaFiles = (args.datamodels ?? []).map((file) => [file, fs.readFileSync(file, "utf8")]);
let engine;

async function currentEngine() {
  engine ??= await openSchemaEngine({
    url,
    shadowUrl,
    schemaFiles: schemaFiles.length > 0 ? schemaFiles : undefined,
    log: (message) => log("INFO", message),
  });
  return engine;
}

function withLockfile(migrationsList) {
  if (migrationsList.lockfile?.content) return migrationsList;
  return { ...migrationsList, lockfile: { ...migrationsList.lockfile, content: `provider = "${providerOf(url)}"\n` } };
}

// The wasm createMigration cannot open a shadow database; `diff` from the migrations folder can.
async function createMigration(params) {
  const migrationsList = withLockfile(params.migrationsList);
  const result = await engine.diff({
    from: { tag: "migrations", ...migrationsList },
    to: { tag: "schemaDatamodel", ...params.schema },
    script: true,
    exitCode: true,
    filters: params.filters ?? NO_FILTERS,
  });
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const changed = result.exitCode === 2;
  return {
    connectorType: providerOf(url),
    extension: "sql",
    generatedMigrationName: params.migrationName ? `${stamp}_${params.migrationName}` : stamp,
    migrationScript: changed || params.draft ? result.stdout : null,
  };
}

// The native engine sends diff output to the CLI as a `print` request; the CLI prints it.
async function diff(params) {
  const result = await engine.diff(params);
  if (result.stdout) {
    const print = { jsonrpc: "2.0", id: `print-${process.hrtime.bigint()}`, method: "print", params: { content: result.stdout.replace(/\n$/, "") } };
    process.stdout.write(`${JSON.stringify(print)}\n`);
  }
  return { exitCode: result.exitCode, stdout: null };
}

// The wasm reset does nothing on SQLite: delete the file (the native engine does the same).
async function reset(params) {
  if (!isSqliteUrl(url)) {
    await engine.reset(params ?? { filter: NO_FILTERS });
    return {};
  }
  engine.free();
  engine = undefined;
  const file = url.slice("file:".length).split("?")[0];
  for (const suffix of ["", "-journal", "-wal", "-shm"]) fs.rmSync(`${file}${suffix}`, { force: true });
  return {};
}

// evaluateDataLoss needs the shadow schema a drift check leaves behind; on a fresh database run one first.
async function evaluateDataLoss(params) {
  try {
    return await engine.evaluateDataLoss(params);
  } catch (error) {
    if (!/shadow DB must be provided/.test(String(error?.message))) throw error;
    await engine.diagnoseMigrationHistory({ migrationsList: params.migrationsList, optInToShadowDatabase: true, filters: params.filters ?? NO_FILTERS });
    return engine.evaluateDataLoss(params);
  }
}

// The wasm engine reports P1014 when _prisma_migrations does not exist yet, where the native engine sees an
// empty history. Create the empty table (apply no migrations), then ask again.
async function diagnose(method, params) {
  try {
    return await engine[method](params);
  } catch (error) {
    if (error?.code !== "P1014") throw error;
    await engine.applyMigrations({ migrationsList: { ...params.migrationsList, migrationDirectories: [] }, filters: params.filters ?? NO_FILTERS });
    return engine[method](params);
  }
}

async function handle(method, params) {
  await currentEngine();
  switch (method) {
    case "createMigration":
      return createMigration(params);
    case "diff":
      return diff(params);
    case "reset":
      return reset(params);
    case "evaluateDataLoss":
      return evaluateDataLoss(params);
    case "devDiagnostic":
    case "diagnoseMigrationHistory":
      return diagnose(method, params);
    case "getDatabaseVersion":
      return engine.version(params);
    case "dbExecute":
      await engine.dbExecute(params);
      return {};
    default:
      if (typeof engine[method] !== "function") {
        throw Object.assign(new Error(`The wasm schema-engine bridge does not support "${method}"`), { code: "BRIDGE" });
      }
      return (await engine[method](params)) ?? {};
  }
}

function rpcError(error) {
  return {
    code: 4466,
    message: "An error happened. Check the data field for details.",
    data: { is_panic: false, message: describeError(engine, error), error_code: error?.code, meta: error?.meta ?? {} },
  };
}

let pending = Promise.resolve();
const input = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
input.on("line", (line) => {
  if (!line.trim()) return;
  const request = JSON.parse(line);
  if (request.id === undefined || !request.method) return; // a reply to one of our `print` requests
  pending = pending.then(async () => {
    let reply;
    try {
      reply = { jsonrpc: "2.0", id: request.id, result: await handle(request.method, request.params) };
    } catch (error) {
      log("ERROR", String(error?.message ?? error));
      reply = { jsonrpc: "2.0", id: request.id, error: rpcError(error) };
    }
    process.stdout.write(`${JSON.stringify(reply)}\n`);
  });
});
input.on("close", () => {
  pending.then(() => {
    engine?.free();
    process.exit(0);
  });
});
