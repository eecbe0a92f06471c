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
    // Three files at a time on a 2-core machine: a browser test waits on its pages much of the time
    // (measured: about 0.6 of a core per running file), so two files left most of a core idle.
    maxWorkers: 3,
    // Reads of the page are polled (expect.poll) until they agree or 5 s pass: a screen updates after
    // the answer that caused it, and a loaded CI machine may take a while.
    expect: { poll: { timeout: 5_000, interval: 50 } },
  },
});
