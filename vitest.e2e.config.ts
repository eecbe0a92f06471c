import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// `npm run test:e2e`: browser tests (test/e2e/*.e2e.ts) against the built app; see test/e2e/harness.ts.
export default defineConfig({
  resolve: {
    alias: { "@": fileURLToPath(new URL("./", import.meta.url)) },
  },
  test: {
    environment: "node",
    include: ["test/e2e/**/*.e2e.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time: a browser test keeps about a core busy (Chromium, the app's server, the
    // test), and a third file at once made the suite slower here (912 s against 876 s).
    maxWorkers: 2,
    // A worker's files share its loaded modules: each file still starts its own server on its own
    // database (harness.ts), but the harness, Prisma and the seed load once per worker, not once per
    // file (a run spent 78–98 s importing them). Whole runs vary by ±10% on this machine, so the
    // saving (~14% on a six-file sample) is measured on samples, not on one run against another.
    isolate: false,
    // Reads of the page are polled (expect.poll) until they agree or 5 s pass: a screen updates after
    // the answer that caused it, and a loaded CI machine may take a while.
    expect: { poll: { timeout: 5_000, interval: 50 } },
  },
});
