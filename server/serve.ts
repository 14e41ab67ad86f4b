import cluster from "node:cluster";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { createConsoleFromEnv, writeThresholdsFromEnv } from "~/admin/index.server";
import { createSiteBanner } from "~/banner/index.server";
import { createPetitionerMail, createPetitions, mailStartupNotice } from "~/petitions/index.server";
import { createSearchService } from "~/search/index.server";
import { createApp, type PortalApp } from "./app";
import { CLIENT_DIR, loadBuiltApp, SERVER_DIR } from "./build-output";
import { testHooksOn } from "./core/clock";
import { checkDataDir } from "./core/data-dir";
import { type Env, readEnv } from "./core/env";
import { log } from "./core/logger";
import { StartupError } from "./core/startup-error";
import { type Database, DatabaseStartupError, openDatabase } from "./db/client";
import { unreadRequestHeaders } from "./http/pipeline";
import { answerLowLevelErrors } from "./low-level-errors";
import { proxyConfigurationWarning } from "./proxy-check";
import { siteIndexLoader } from "./render-offline";

export type StartOptions = {
  /**
   * Vite's dev server pieces, when started by `npm run dev` (server/dev.js): its middleware, the
   * app's build as it loads it afresh, and the HTTP server it shares for its hot-reload socket.
   */
  dev?: {
    middleware: RequestHandler;
    loadBuild: () => Promise<ServerBuild>;
    server: Server;
    /** Calls `listener` whenever a source file changes: pages kept in memory are drawn again. */
    onSourceChange?: (listener: () => void) => void;
  };
};

/** How long in-flight requests get to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 4_000;
/** The latest a process exits after SIGTERM, whatever is still closing (a database or Redis that does not answer). */
const SHUTDOWN_DEADLINE_MS = 5_000;

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
  // This process's email worker (whether email is on is said once the server listens, below).
  const mail = createPetitionerMail(env, database);
  const petitions = createPetitions(env, database, { mailQueued: () => mail.queued() });
  await petitions.start();
  const search = createSearchService({
    siteIndex: () => siteIndexLoader(dev),
    searchPetitions: (terms, limit, language) => petitions.store.search(terms, limit, language),
    feed: petitions.feed,
  });
  if (!dev) await search.warm();
  // Each feature is made here and handed to those that use it: none hangs off another.
  mail.start();
  const banner = createSiteBanner({ db: database, pollSeconds: env.BANNER_POLL_SECONDS });
  await writeThresholdsFromEnv(env, database);
  const staff = createConsoleFromEnv(env, database, mail, petitions.moderation);
  const app = createApp({
    env,
    staff,
    banner,
    openData: database,
    petitions: petitions.service,
    petitionLog: petitions.log,
    emailSigning: petitions.emailSigning,
    search,
    searchLimit: petitions.limits.search,
    logLimit: petitions.limits.log,
    feed: petitions.feed,
    live: petitions.live,
    databaseStats: database.stats,
    getBuild: dev?.loadBuild ?? loadBuiltApp,
    clientDir: dev ? undefined : CLIENT_DIR,
    serverDir: SERVER_DIR,
    devMiddleware: dev?.middleware,
    onSourceChange: dev?.onSourceChange,
    shutdownSignal: shutdown.signal,
  });

  let server: Server;
  try {
    server = await listen(requestHandler(app), env, dev?.server);
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
  if (app.app.locals.startupNotice) log.info(app.app.locals.startupNotice);
  // Several processes: the main one says it once for all (server/cluster.ts).
  if (!cluster.isWorker) log.info(mailStartupNotice(env));

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
    setTimeout(() => {
      log.error(`Still closing ${SHUTDOWN_DEADLINE_MS} ms after ${signal}: exiting now`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    closed
      .then(() => petitions.close())
      .then(() => staff.close())
      .then(() => mail.close().catch((error: unknown) => log.warn({ err: error }, "Closing the email worker failed")))
      .then(() => banner.close())
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

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * What the HTTP server calls for each request: the app's `handle`, the request pipeline
 * (server/http/pipeline.ts). In test mode only
 * (server/core/clock.ts, `testHooksOn`), every answer names the process and the step that sent it, so a
 * test of several processes asks each one instead of reading the log.
 */
function requestHandler(app: PortalApp): Handler {
  if (!testHooksOn()) return (req, res) => app.handle(req, res);
  const pid = String(process.pid);
  return (req, res) => {
    res.setHeader("X-Test-Process", pid);
    app.handle(req, res, (step) => res.setHeader("X-Test-Step", step));
  };
}

async function listen(handler: Handler, env: Env, given?: Server): Promise<Server> {
  const requestTimeout = env.REQUEST_TIMEOUT * 1_000;
  // A request (its headers and its whole body) must arrive within this time; slow ones get 408 and are closed.
  const timeouts = { requestTimeout, headersTimeout: Math.min(requestTimeout, 20_000) };
  const server =
    given ??
    // How often Node looks for requests past their time (its default is 30 s).
    createServer({ ...timeouts, connectionsCheckingInterval: Math.min(1_000, requestTimeout) });
  // An idle connection closes after KEEP_ALIVE_TIMEOUT (5 s); the reference proxy closes its own idle
  // connections first (deploy/nginx-portal.conf), so it never sends a request on one closing here.
  Object.assign(server, timeouts, { keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT * 1_000 });
  // Node's own refusals (a malformed request line, headers too large, a request too slow) carry the portal's headers.
  answerLowLevelErrors(server, unreadRequestHeaders(Boolean(given)));
  server.on("request", handler);
  server.listen(env.PORT, env.HOST);
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
