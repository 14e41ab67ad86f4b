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
    // Each test file runs its own server processes. Three files at a time on a 2-core machine: many
    // tests spend seconds waiting (for a cache's age, a mail server's time limit, a shutdown's deadline),
    // and a third file uses the core that leaves idle (about 165 s for the suite against 195 s with two).
    maxWorkers: 3,
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
