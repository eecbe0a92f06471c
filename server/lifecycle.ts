/**
 * Is this instance ready for traffic (GET /api/ready)? Not while it stops: scripts/serve.mjs marks
 * it draining at SIGTERM (the shared `globalThis.__ftLifecycle`), so a proxy in front of several
 * instances (deploy/Caddyfile) sends new requests elsewhere while this one finishes its own. And not
 * before its database is reachable and has every migration this code has.
 */
import fs from "node:fs";
import path from "node:path";
import { health } from "./data";

interface Lifecycle { draining: boolean; startedAt: number }
const state = (): Lifecycle | undefined => (globalThis as typeof globalThis & { __ftLifecycle?: Lifecycle }).__ftLifecycle;

export const draining = (): boolean => state()?.draining === true;

/** Migrations this checkout has for a database kind (their folders). */
function expectedMigrations(kind: string): number {
  const dir = path.join(/*turbopackIgnore: true*/ process.cwd(), kind === "postgresql" ? "prisma/postgres/migrations" : "prisma/migrations");
  try {
    return fs.readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true }).filter((e) => e.isDirectory()).length;
  } catch {
    return 0;
  }
}

export type Readiness = { ready: true; db: string; migrations: number } | { ready: false; reason: string };

export async function readiness(): Promise<Readiness> {
  if (draining()) return { ready: false, reason: "stopping" };
  try {
    const h = await health();
    const expected = expectedMigrations(h.db);
    if (h.migrations < expected) return { ready: false, reason: `database has ${h.migrations} of ${expected} migrations` };
    return { ready: true, db: h.db, migrations: h.migrations };
  } catch (error) {
    return { ready: false, reason: `database unreachable: ${error instanceof Error ? error.message : String(error)}` };
  }
}
