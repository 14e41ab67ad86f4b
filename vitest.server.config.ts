import { defineConfig } from "vitest/config";

/**
 * Tests against the BUILT server (`npm run build` first): each file starts
 * `node server/start.js` as a child process through test/server/harness.ts.
 */
export default defineConfig({
  // Some tests import the app's domain modules (petition rules), which use the "~/" paths.
  resolve: { tsconfigPaths: true },
  test: {
    include: ["test/server/**/*.test.ts"],
    setupFiles: ["./test/setup.ts"],
    globalSetup: ["./test/server/global-setup.ts"],
    // Each test file runs its own server processes: two files at a time is what a 2-core machine takes.
    maxWorkers: 2,
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
