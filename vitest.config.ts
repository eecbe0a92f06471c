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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
