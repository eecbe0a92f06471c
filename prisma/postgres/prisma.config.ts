// Prisma CLI configuration for PostgreSQL: `npx prisma <command> --config prisma/postgres/prisma.config.ts`
// with DATABASE_URL=postgresql://user:pass@host:5432/db (SHADOW_DATABASE_URL optional for `migrate dev`).
import { fileURLToPath } from "node:url";
import { defineConfig } from "prisma/config";

process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= fileURLToPath(new URL("../../scripts/prisma/schema-engine.mjs", import.meta.url));
process.env.CHECKPOINT_DISABLE ??= "1";

const given = process.env.DATABASE_URL ?? "";
// `prisma generate` needs no database; the placeholder only satisfies the config for it.
const url = /^postgres(ql)?:\/\//.test(given) ? given : "postgresql://localhost:5432/fortunes";

export default defineConfig({
  schema: "schema.prisma",
  migrations: { path: "migrations", seed: "tsx scripts/seed.ts" },
  datasource: { url, ...(process.env.SHADOW_DATABASE_URL ? { shadowDatabaseUrl: process.env.SHADOW_DATABASE_URL } : {}) },
});
