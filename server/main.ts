import cluster from "node:cluster";
import { readFile, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { RequestHandler } from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { createConsoleFromEnv } from "./admin";
import { createApp } from "./app";
import { checkDataDir } from "./data-dir";
import { type Database, DatabaseStartupError, openDatabase } from "./db/client";
import { type Env, readEnv } from "./env";
import { log } from "./logger";
import { createPetitions } from "./petitions";
import { proxyConfigurationWarning } from "./proxy-check";
import { buildSiteIndex, type RenderPage } from "./search/build";
import { createSearchService } from "./search/service";
import { loadSiteIndex, type SiteIndex } from "./search/site-index";
import { StartupError, startupFailureLine } from "./startup-error";

export { StartupError, startupFailureLine };

export type StartOptions = {
  /** Vite's dev server pieces, when started by `npm run dev`. */
  dev?: { middleware: RequestHandler; loadBuild: () => Promise<ServerBuild> };
};

/** How long in-flight requests get to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 5_000;

const loadBuiltApp = async () =>
  // Resolved by the React Router Vite plugin, in the build and in development alike.
  (await import("virtual:react-router/server-build")) as unknown as ServerBuild;

/**
 * The browser files of the build, found from this module (build/server/index.js
 * once built), so the server starts from any working directory.
 */
const CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
/** The site index, written by the build beside the server's bundle (scripts/build-search-index.js). */
const SEARCH_INDEX_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "search-index.json");

/**
 * The site index: read from the build, or, in development (where pages change
 * as one edits them) and when the build has none, made from the pages on first use.
 */
async function siteIndexLoader(dev: StartOptions["dev"]): Promise<SiteIndex> {
  if (!dev) {
    try {
      return loadSiteIndex(JSON.parse(await readFile(SEARCH_INDEX_FILE, "utf8")));
    } catch (error) {
      log.warn(
        `The search index could not be read (${error instanceof Error ? error.message : error}): building it from the pages`,
      );
    }
  }
  return loadSiteIndex(
    await buildSiteIndex(offlineRenderer(dev?.loadBuild ?? loadBuiltApp, dev ? "development" : "production")),
  );
}

/**
 * `node server/start.js`: starts the portal, or with WORKERS > 1 a primary
 * process that runs that many servers on one port. Any start-up failure prints
 * one line and exits with status 1.
 */
export async function run(): Promise<void> {
  try {
    const env = readEnv();
    log.level = env.LOG_LEVEL;
    if (env.WORKERS > 1 && cluster.isPrimary) {
      runPrimary(env);
      return;
    }
    await start();
  } catch (error) {
    if (cluster.isWorker) {
      // The primary prints the line once for all workers.
      process.send?.({ type: "startup-failed", line: startupFailureLine(error) }, () => process.exit(1));
      return;
    }
    console.error(startupFailureLine(error));
    process.exit(1);
  }
}

/**
 * Starts one server process: reads the configuration, opens the database (the
 * embedded one is opened and migrated before listening, so a server that
 * listens can store petitions), listens, and shuts down cleanly on
 * SIGTERM/SIGINT.
 */
export async function start({ dev }: StartOptions = {}): Promise<Server> {
  const env = readEnv();
  log.level = env.LOG_LEVEL;
  if (env.WORKERS > 1 && !env.DATABASE_URL) {
    throw new StartupError(
      `WORKERS=${env.WORKERS} needs DATABASE_URL: the embedded database serves one process. Set DATABASE_URL to a PostgreSQL server, or WORKERS=1.`,
    );
  }
  const database = await openConfiguredDatabase(env);
  const shutdown = new AbortController();
  const petitions = createPetitions(env, database);
  await petitions.start();
  const search = createSearchService({
    siteIndex: () => siteIndexLoader(dev),
    searchPetitions: (terms, limit) => petitions.store.search(terms, limit),
    feed: petitions.feed,
  });
  if (!dev) await search.warm();
  const staff = createConsoleFromEnv(env, database);
  const app = createApp({
    env,
    staff,
    petitions: petitions.service,
    search,
    searchLimit: petitions.limits.search,
    feed: petitions.feed,
    live: petitions.live,
    databaseStats: database.stats,
    getBuild: dev?.loadBuild ?? loadBuiltApp,
    clientDir: dev ? undefined : CLIENT_DIR,
    devMiddleware: dev?.middleware,
    shutdownSignal: shutdown.signal,
  });

  let server: Server;
  try {
    server = await listen(app, env);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }

  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  if (!cluster.isWorker) {
    const warning = proxyConfigurationWarning(env);
    if (warning) log.warn(warning);
  }
  log.info({ port }, `Republic of Brehon portal listening on http://localhost:${port}`);

  const stop = (signal: string) => {
    if (shutdown.signal.aborted) return;
    log.info(`${signal} received: finishing open requests, then closing`);
    shutdown.abort();
    // Stop accepting; idle keep-alive connections close now, busy ones as soon
    // as their response is sent (Node closes idle connections only when asked).
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
    const cutOff = setTimeout(() => {
      log.warn(`Requests still open after ${SHUTDOWN_GRACE_MS} ms: closing their connections`);
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    cutOff.unref();
    closed
      .then(() => petitions.close())
      .then(() => staff.close())
      .then(() => database.close())
      .then(
        () => {
          log.info("Closed");
          process.exit(0);
        },
        (error: unknown) => {
          log.error({ err: error }, "Closing the database failed");
          process.exit(1);
        },
      );
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
  return server;
}

async function listen(app: ReturnType<typeof createApp>, env: Env): Promise<Server> {
  const server = app.listen(env.PORT, env.HOST);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  }).catch((error: NodeJS.ErrnoException) => {
    server.close();
    throw listenFailure(error, env);
  });
  return server;
}

function listenFailure(error: NodeJS.ErrnoException, env: Env): Error {
  switch (error.code) {
    case "EADDRINUSE":
      return new StartupError(
        `port ${env.PORT} on ${env.HOST} is already in use. Stop the other process or set PORT to a free port.`,
      );
    case "EACCES":
      return new StartupError(`not allowed to listen on port ${env.PORT}. Choose a PORT above 1023.`);
    case "EADDRNOTAVAIL":
      return new StartupError(
        `HOST=${env.HOST} is not an address of this machine. Set HOST to 0.0.0.0 (every interface), 127.0.0.1, or one of this machine's addresses.`,
      );
    case "ENOTFOUND":
    case "EAI_AGAIN":
    case "EAI_FAIL":
    case "EAI_NONAME":
      return new StartupError(
        `HOST=${env.HOST} cannot be resolved to an address (${error.code}). Set HOST to 0.0.0.0, 127.0.0.1, or one of this machine's addresses.`,
      );
    default:
      return new StartupError(`cannot listen on ${env.HOST}:${env.PORT} (${error.code ?? error.message}).`);
  }
}

async function openConfiguredDatabase(env: Env): Promise<Database> {
  if (env.DATABASE_URL) {
    const database = openDatabase({ kind: "postgres", url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE });
    // Migrate now, but do not wait: if PostgreSQL is down the server still
    // starts, pages render, and petitions recover once it answers (each use retries).
    database.ready().catch((error: Error) => log.error(`Database not ready yet: ${error.message}`));
    return database;
  }
  checkDataDir(env.DATA_DIR);
  let database: Database | undefined;
  try {
    database = openDatabase({ kind: "pglite", dataDir: env.DATA_DIR });
    await database.ready();
    return database;
  } catch (error) {
    if (database) await database.close().catch(() => {});
    if (error instanceof DatabaseStartupError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new StartupError(
      `the embedded database in DATA_DIR=${env.DATA_DIR} could not be opened (${message}). Check that the folder and its files are writable by the server's user and hold a portal database, or point DATA_DIR at an empty folder.`,
    );
  }
}

/**
 * WORKERS > 1: this process starts that many server processes, which share
 * the port (Node's cluster), restarts any that dies, and on SIGTERM/SIGINT
 * passes the signal on and exits once all have closed.
 */
function runPrimary(env: Env) {
  if (!env.DATABASE_URL) {
    throw new StartupError(
      `WORKERS=${env.WORKERS} needs DATABASE_URL: the embedded database serves one process. Set DATABASE_URL to a PostgreSQL server, or WORKERS=1.`,
    );
  }
  let stopping = false;
  let started = 0;
  let failed = false;

  const fork = () => {
    const worker = cluster.fork();
    let listening = false;
    worker.once("listening", () => {
      listening = true;
      started += 1;
      if (started === env.WORKERS) log.info({ workers: env.WORKERS }, `${env.WORKERS} server processes running`);
    });
    worker.on("message", (message: { type?: string; line?: string }) => {
      if (message?.type !== "startup-failed" || failed || stopping) return;
      // A worker that cannot start (port in use, bad HOST): the same would happen to all of them.
      failed = true;
      stopping = true;
      console.error(message.line);
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
      setTimeout(() => process.exit(1), 3_000).unref();
    });
    worker.once("exit", (code, signal) => {
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
        return;
      }
      if (listening) started -= 1;
      log.error(
        { workerPid: worker.process.pid, code, signal },
        `Server process ${worker.process.pid} died (${signal ?? `exit code ${code}`}): starting another`,
      );
      // A process that died before it listened would die again at once: wait a moment.
      setTimeout(fork, listening ? 0 : 1_000);
    });
  };

  for (let index = 0; index < env.WORKERS; index++) fork();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: closing ${Object.keys(cluster.workers ?? {}).length} server processes`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    setTimeout(() => {
      log.error("Server processes still running after 10 s: stopping them");
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, 10_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/**
 * A renderer of the app's pages without a server or a database, for files made
 * from the pages after the build (the 404 page for static hosting, the site
 * index): the petitions page renders with no petitions.
 */
function offlineRenderer(getBuild: () => Promise<ServerBuild>, mode: "production" | "development"): RenderPage {
  const noPetitions = {
    list: async (query: unknown) => ({ status: "ok", query, total: 0, petitions: [] }),
  } as unknown as AppLoadContext["petitions"];
  const context = {
    nonce: "",
    petitions: noPetitions,
    requester: { ip: "", cookieHeader: null, secure: false },
    shutdownSignal: new AbortController().signal,
  } as unknown as AppLoadContext;
  const handle = createRequestHandler(getBuild, mode);
  return async (pathname) => {
    const response = await handle(new Request(new URL(pathname, "http://localhost")), context);
    return { status: response.status, html: await response.text() };
  };
}

/** Renders one path of the built app without a server (the 404 page for static hosting). */
export async function renderPath(pathname: string): Promise<{ status: number; html: string }> {
  return offlineRenderer(loadBuiltApp, "production")(pathname);
}

/** Writes the site index beside the server's bundle (`npm run build` runs it after React Router's build). */
export async function writeSearchIndex(): Promise<{ file: string; pages: number }> {
  const data = await buildSiteIndex(offlineRenderer(loadBuiltApp, "production"));
  await writeFile(SEARCH_INDEX_FILE, JSON.stringify(data));
  return { file: SEARCH_INDEX_FILE, pages: data.languages.en.documentCount + data.languages.ga.documentCount };
}

export { runStaffCommand } from "./admin/cli";
export { runOperatorCommand } from "./petitions/cli";
