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
    maxWorkers: 2,
  },
});
