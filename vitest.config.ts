import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// `npm test`: unit tests (lib/**, test/unit) and integration tests (test/integration) in Node.
// Browser tests (test/e2e/*.e2e.ts) have their own config: vitest.e2e.config.ts.
export default defineConfig({
  resolve: {
    alias: { "@": fileURLToPath(new URL("./", import.meta.url)) },
  },
  test: {
    environment: "node",
    include: ["test/**/*.test.ts", "lib/**/*.test.ts", "server/**/*.test.ts"],
    exclude: ["node_modules/**", "test/e2e/**", ".next/**"],
    // At least two files at a time: Vitest's default is one worker fewer than the cores, so one worker on a
    // 2-core CI machine, and the suite took twice as long as it needs. Each file has its own database
    // (test/helpers/db.ts), so files never share state. The timeouts are guards against a hang, not
    // measures: a file spawning CLIs or servers beside another file may take several times its time alone.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker's files share its loaded modules (isolate: false): every file used to import Prisma, zod,
    // the games and the routes afresh, and import time was a third of the suite's (`npm test` 227 s →
    // ~130 s, the PostgreSQL integration step 174 s → ~122 s, same 2-core machine). Still no shared
    // state: files in a worker run one after another, each makes its own database (the app's client and
    // rate counters follow DATABASE_URL), and settings are read from process.env when used, not when a
    // module loads. A file that changes process.env puts it back in afterAll.
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
