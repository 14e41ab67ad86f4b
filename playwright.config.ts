import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { TEMPLATE_ENV } from "./test/server/harness";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/** A data folder that e2e/servers.mjs replaces by a copy of its migrated empty database. */
const FRESH = "<fresh>";

/** A server of the suite on its own port and database: the production build unless another command is given. */
function server(port: number, database: Record<string, string>, command = "node server/start.js") {
  return {
    command,
    port,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      // The pages name the address the tests reach them at.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_CREATE: "10000",
      RATE_LIMIT_SIGN: "10000",
      RATE_LIMIT_SIGN_PER_PETITION: "10000",
      RATE_LIMIT_SIGN_REFUSALS: "10000",
      RATE_LIMIT_REPORT: "10000",
      // Request lines would drown the test output; warnings and errors still show.
      LOG_LEVEL: "warn",
      ...database,
    },
  };
}

/** `npm run dev` on its own port and database, for the smoke set that checks development serves what the build does. */
const DEVELOPMENT_PORT = PORT + 200;

const SERVERS = [
  server(PORT, { DATA_DIR: process.env.E2E_DATA_DIR ?? FRESH }),
  // Vite compiles each module on its first request: the development server's first pages are slow.
  server(DEVELOPMENT_PORT, { DATA_DIR: FRESH }, "node server/dev.js"),
  // The petitions page when its database cannot be reached: the error panel.
  server(PORT + 100, { DATABASE_URL: "postgres://brehon@127.0.0.1:1/unreachable" }),
  // A database with no petitions: the empty state.
  server(PORT + 101, { DATA_DIR: FRESH }),
  // A database of its own for paging, so other tests' petitions do not move the pages.
  server(PORT + 102, { DATA_DIR: FRESH }),
];
/** Where e2e/servers.mjs answers once every server answers. */
const READY_PORT = PORT + 300;
/**
 * The migrated empty database e2e/servers.mjs makes, at an address the test workers (which read this
 * file too) also know: a test that starts a server of its own copies it (e2e/support.ts, consoleServer).
 */
const TEMPLATE = path.join(tmpdir(), `brehon-e2e-template-${PORT}`);
process.env[TEMPLATE_ENV] = TEMPLATE;
const DEVELOPMENT_SPEC = /development\.spec\.ts$/;

/**
 * The end-to-end suite runs against the production build, on a fresh embedded database; a smoke
 * set (e2e/development.spec.ts) runs against the development server.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // A flaky test is fixed, not retried.
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices["Desktop Chrome"],
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    // The offline service worker is tested in e2e/offline.spec.ts, which allows it; elsewhere it would only
    // download its files in the background of every fresh browser context.
    serviceWorkers: "block",
    launchOptions: {
      // Browsers cannot be downloaded on the build machines: use the system Chromium where it exists.
      executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "build", testIgnore: DEVELOPMENT_SPEC },
    { name: "development", testMatch: DEVELOPMENT_SPEC, use: { baseURL: `http://127.0.0.1:${DEVELOPMENT_PORT}` } },
  ],
  // Playwright starts the servers of a list one after another; e2e/servers.mjs starts them side by side.
  webServer: {
    command: "node e2e/servers.mjs",
    url: `http://127.0.0.1:${READY_PORT}/`,
    reuseExistingServer: false,
    // Five servers start at once: slow on a busy two-core machine.
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    env: { E2E_SERVERS: JSON.stringify(SERVERS), E2E_READY_PORT: String(READY_PORT), E2E_TEMPLATE: TEMPLATE },
  },
});
