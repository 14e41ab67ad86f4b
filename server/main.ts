import type { Server } from "node:http";
import path from "node:path";
import type { RequestHandler } from "express";
import type { AppLoadContext, ServerBuild } from "react-router";
import { createApp } from "./app";
import { DatabaseStartupError, openDatabase } from "./db/client";
import { type Env, readEnv } from "./env";
import { createPetitionService, createPetitionStore } from "./petitions";
import { createRateLimiter } from "./petitions-rate-limit";

export type StartOptions = {
  /** Vite's dev server pieces, when started by `npm run dev`. */
  dev?: { middleware: RequestHandler; loadBuild: () => Promise<ServerBuild> };
};

const loadBuiltApp = async () =>
  // Resolved by the React Router Vite plugin, in the build and in development alike.
  (await import("virtual:react-router/server-build")) as unknown as ServerBuild;

/**
 * Starts the portal: reads the configuration, opens the database, listens,
 * and shuts down cleanly on SIGTERM/SIGINT.
 */
export async function start({ dev }: StartOptions = {}): Promise<Server> {
  const env = readEnv();
  const clientDir = path.resolve("build/client");
  const database = openConfiguredDatabase(env);
  // Migrate now, but do not wait: if the database is down the server still
  // starts, pages render, and petitions recover once it answers (each use retries).
  database.ready().catch((error: Error) => console.error(`Database not ready yet: ${error.message}`));
  const app = createApp({
    env,
    petitions: createPetitionService({
      store: createPetitionStore(database),
      createLimiter: createRateLimiter({ limit: env.RATE_LIMIT_CREATE, windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS }),
      signLimiter: createRateLimiter({ limit: env.RATE_LIMIT_SIGN, windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS }),
    }),
    getBuild: dev?.loadBuild ?? loadBuiltApp,
    clientDir: dev ? undefined : clientDir,
    devMiddleware: dev?.middleware,
  });

  const server = app.listen(env.PORT, env.HOST);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE") {
      throw new StartupError(`Port ${env.PORT} is already in use. Stop the other process or set PORT to a free port.`);
    }
    if (error.code === "EACCES")
      throw new StartupError(`Not allowed to listen on port ${env.PORT}. Choose another PORT.`);
    throw error;
  });

  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  console.log(`Republic of Brehon portal listening on http://localhost:${port}`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: closing the server`);
    server.close(() => {
      database.close().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
  return server;
}

function openConfiguredDatabase(env: Env) {
  try {
    return env.DATABASE_URL
      ? openDatabase({ kind: "postgres", url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE })
      : openDatabase({ kind: "pglite", dataDir: env.DATA_DIR });
  } catch (error) {
    if (error instanceof DatabaseStartupError) throw new StartupError(error.message);
    throw error;
  }
}

/** A start-up failure with a message meant for the operator, printed without a stack trace. */
export class StartupError extends Error {}

/**
 * Renders one path of the built app without a server, for files written after
 * the build (the 404 page for static hosting).
 */
export async function renderPath(pathname: string): Promise<{ status: number; html: string }> {
  const { createRequestHandler } = await import("react-router");
  const handle = createRequestHandler(await loadBuiltApp(), "production");
  // Only pages without petitions are rendered this way: they read nothing but the nonce.
  const context = { nonce: "" } as AppLoadContext;
  const response = await handle(new Request(new URL(pathname, "http://localhost")), context);
  return { status: response.status, html: await response.text() };
}
