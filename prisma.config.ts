// Prisma CLI configuration for the SQLite database (the default).
// PostgreSQL has its own: prisma/postgres/prisma.config.ts (`--config prisma/postgres/prisma.config.ts`).
import { fileURLToPath } from "node:url";
import { defineConfig } from "prisma/config";

// The CLI would download a native schema engine for every command; use the project's WebAssembly bridge
// instead (works offline). Set PRISMA_SCHEMA_ENGINE_BINARY yourself to use a native engine.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= fileURLToPath(new URL("./scripts/prisma/schema-engine.mjs", import.meta.url));
process.env.CHECKPOINT_DISABLE ??= "1";

const url = process.env.DATABASE_URL?.startsWith("file:") ? process.env.DATABASE_URL : "file:./data/fortunes.db";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx scripts/seed.ts" },
  datasource: { url },
});
