import "./context";
import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { createRequestHandler as createFetchHandler, type ServerBuild } from "react-router";
import { adminGate } from "./admin/gate";
import type { StaffConsole } from "./admin/service";
import { refuseCrossSiteWrites } from "./cross-site";
import type { Env } from "./env";
import { log, requestLog } from "./logger";
import { openDataApi } from "./open-data/api";
import { petitionsApi, requesterOf } from "./petitions/api";
import type { ChangeFeed } from "./petitions/feed";
import type { LiveCounts } from "./petitions/live";
import { NONCE_PLACEHOLDER, petitionPageCache, searchPageCache } from "./petitions/page-cache";
import type { RateLimiter } from "./petitions/rate-limits";
import { type PetitionService, withStrictReads } from "./petitions/service";
import { proxyMismatchWarning } from "./proxy-check";
import {
  HttpError,
  PAGE_BODY_LIMIT,
  reactRouterHandler,
  refuseLargeBodies,
  TOO_LARGE_MESSAGE,
} from "./react-router-handler";
import { requestGuard } from "./request-guard";
import { searchApi, searchRateLimit } from "./search/api";
import { type SearchService, withStrictSearch } from "./search/service";
import { assignNonce, permissionsPolicy, securityHeaders } from "./security";
import { prerenderedPages } from "./static-pages";

export type AppOptions = {
  env: Env;
  /** Petition rules and storage, for the page and the JSON API. */
  petitions: PetitionService;
  /** The site search, for the results page and the JSON API. */
  search: SearchService;
  /** Searches per client (RATE_LIMIT_SEARCH). */
  searchLimit: RateLimiter;
  /** Committed petition changes, which invalidate the page cache. */
  feed: ChangeFeed;
  /** Live signature counts (Server-Sent Events). */
  live: LiveCounts;
  /** Database statements sent, for /metrics. */
  databaseStats?: { queries: number };
  /** The React Router build; in development Vite loads it afresh on each request. */
  getBuild: () => Promise<ServerBuild>;
  /** Folder of the built browser assets and prerendered pages (production only). */
  clientDir?: string;
  /** Vite's dev middleware, in development. */
  devMiddleware?: RequestHandler;
  /**
   * Aborted when the server starts shutting down (SIGTERM). Ordinary requests
   * are left to finish; a response that would otherwise never end (a
   * Server-Sent Events stream) must listen to it and end itself, or it is cut
   * off when the shutdown deadline passes. Routes read it from the load
   * context (`context.shutdownSignal`), Express routers from
   * `req.app.locals.shutdownSignal`.
   */
  shutdownSignal?: AbortSignal;
  /** The operators' console (/admin); without it, /admin is Page Not Found. */
  staff?: StaffConsole;
};

/** Pages whose answer depends on the visitor's signer cookie (the "signed" marks). */
const COOKIE_DEPENDENT = /^(?:\/ga)?\/petitions(?:\.data)?\/?$/;

/** The portal's HTTP application: checks, headers, health, API, static files, then React Router. */
export function createApp({
  env,
  petitions,
  search,
  searchLimit,
  feed,
  live,
  databaseStats,
  getBuild,
  clientDir,
  devMiddleware,
  shutdownSignal = new AbortController().signal,
  staff,
}: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.locals.shutdownSignal = shutdownSignal;

  app.use(requestLog());
  app.use(requestGuard({ trustProxy: env.TRUST_PROXY > 0 }));
  app.use(assignNonce);
  app.use(securityHeaders({ development: Boolean(devMiddleware) }));
  app.use(permissionsPolicy);
  app.use((_req, res, next) => {
    // While shutting down, finish this response and close the connection.
    if (shutdownSignal.aborted) res.set("Connection", "close");
    next();
  });
  app.use(proxyMismatchWarning(env.TRUST_PROXY));
  app.use(refuseLargeBodies(PAGE_BODY_LIMIT));
  app.use(refuseCrossSiteWrites());
  app.use(compression());

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });

  if (env.METRICS) {
    // Counters for the benchmarks and operators; off unless METRICS is set.
    app.get("/metrics", (_req, res) => {
      res.set("Cache-Control", "no-store").json({
        databaseQueries: databaseStats?.queries ?? null,
        liveViewers: live.viewers,
        ...petitions.stats(),
        memory: process.memoryUsage(),
      });
    });
  }

  // Live-count streams end on shutdown; browsers reconnect to another process.
  shutdownSignal.addEventListener("abort", () => live.close(), { once: true });
  if (staff) app.use(openDataApi(staff.db));
  app.use("/api/petitions", petitionsApi(petitions, live));
  app.use(searchRateLimit(searchLimit));
  app.use("/api/search", searchApi(search));
  if (staff) app.use(adminGate(staff));

  app.use((req, res, next) => {
    if (COOKIE_DEPENDENT.test(req.path)) res.vary("Cookie");
    next();
  });

  if (devMiddleware) {
    app.use(devMiddleware);
  } else if (clientDir) {
    // Content-hashed file names: safe to cache for a year.
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(prerenderedPages(clientDir));
    // The offline service worker: browsers and proxies must check it on each visit, so a new build takes over.
    app.get("/sw.js", (_req, res, next) => {
      res.set("Cache-Control", "no-cache");
      next();
    });
    // HTML files are served by prerenderedPages (with the nonce) or rendered; never raw.
    const files = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (/\.html$/i.test(req.path) ? next() : files(req, res, next)));
  }

  const mode = devMiddleware ? "development" : "production";
  if (!devMiddleware) {
    // Petition pages are rendered once per change for every visitor without a signer cookie, and search
    // results once per query and change, for everyone.
    const renderAnonymous = createFetchHandler(getBuild, mode);
    // A cached page is stored as current: it is drawn from data no older than the last change seen.
    const strictPetitions = withStrictReads(petitions);
    const strictSearch = withStrictSearch(search);
    const render = (url: URL) =>
      renderAnonymous(new Request(url), {
        nonce: NONCE_PLACEHOLDER,
        petitions: strictPetitions,
        search: strictSearch,
        requester: { ip: "", cookieHeader: null, secure: false },
        shutdownSignal,
      });
    app.use(petitionPageCache({ feed, render }));
    app.use(searchPageCache({ feed, render, maxEntries: 500 }));
  }

  app.all(
    "/{*path}",
    reactRouterHandler({
      build: getBuild,
      mode,
      bodyLimit: PAGE_BODY_LIMIT,
      getLoadContext: (req, res) => ({
        nonce: String(res.locals.nonce),
        petitions,
        search,
        searchRetryAfter: res.locals.searchRetryAfter,
        requester: requesterOf(req),
        shutdownSignal,
        admin: res.locals.admin,
      }),
    }),
  );

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const declared = error instanceof HttpError ? error.status : (error?.status ?? error?.statusCode);
    const status = typeof declared === "number" && declared >= 400 && declared < 500 ? declared : 500;
    if (status >= 500) log.error({ err: error, reqId: res.locals.requestId }, "request failed");
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const message =
      error instanceof HttpError
        ? error.message
        : status === 413
          ? TOO_LARGE_MESSAGE
          : status === 500
            ? "Internal Server Error"
            : "Bad Request";
    res.status(status).set("Cache-Control", "no-store");
    if (req.path.startsWith("/api/")) res.json({ error: message });
    else res.type("text/plain").send(message);
  };
  app.use(onError);

  return app;
}
