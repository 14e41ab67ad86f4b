import { defineConfig } from "vitest/config";

export default defineConfig({
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "test/docs/**/*.test.ts"],
    setupFiles: ["./test/setup.ts"],
    // One migrated embedded database that every PGlite database of the tests starts from.
    globalSetup: ["./test/unit-global-setup.ts"],
    restoreMocks: true,
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where two halve the
    // database tests' time (each file has a database of its own).
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
