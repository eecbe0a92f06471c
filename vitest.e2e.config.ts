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
    // test), and a third file at once made the suite slower here (912 s against 876 s). Sharing the
    // workers' modules between files (isolate: false) saved nothing over a whole run (870 s).
    maxWorkers: 2,
    // Reads of the page are polled (expect.poll) until they agree or 5 s pass: a screen updates after
    // the answer that caused it, and a loaded CI machine may take a while.
    expect: { poll: { timeout: 5_000, interval: 50 } },
  },
});
