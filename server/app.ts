import "~/load-context";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { createRequestHandler as createFetchHandler, type ServerBuild } from "react-router";
import { adminGate, type StaffConsole } from "~/admin/index.server";
import { openApiDocument } from "~/api-description/openapi.server";
import type { BannerContent, PageStore, SiteBanner } from "~/banner/index.server";
import type { Language } from "~/i18n/languages";
import {
  apiReadCache,
  type ChangeFeed,
  createLogPages,
  type EmailSigning,
  type LiveCounts,
  type LogPages,
  listAnswer,
  logMessages,
  logRateLimit,
  openDataApi,
  type PetitionLog,
  type PetitionService,
  pageStart,
  parsePetitionId,
  petitionAnswer,
  petitionLogApi,
  petitionPageCache,
  petitionsApi,
  searchPageCache,
  signingWrite,
  withStrictReads,
} from "~/petitions/index.server";
import { type SearchService, searchApi, searchRateLimit, withStrictSearch } from "~/search/index.server";
import { clientErrors } from "./client-errors";
import type { Env } from "./core/env";
import { errorLog, log } from "./core/logger";
import type { RateLimiter } from "./core/rate-limits";
import type { Database } from "./db/client";
import { type AsyncFastSource, type FastAnswer, type FastSource, memoryAnswerer } from "./fast-path";
import { countRequest } from "./http/allowance-refusal";
import { classify } from "./http/classify";
import { STREAMED, sendMadeNow } from "./http/compress";
import { strongEtag } from "./http/encoding";
import { classificationOf } from "./http/passage";
import { type AnsweringStep, createPipeline } from "./http/pipeline";
import {
  API_BODY_LIMIT,
  closeAfterAnswer,
  HttpError,
  httpErrorText,
  jsonBody,
  PAGE_BODY_LIMIT,
  reactRouterHandler,
  tooLargeText,
} from "./http/react-router-handler";
import { type FeedView, withBumps } from "./http/read-cache";
import { refusalWords } from "./http/refusals";
import { apiLanguage } from "./http/request-language";
import { requesterOf } from "./http/requester";
import { builtFiles } from "./http/store";
import { proxyMismatchCheck } from "./proxy-check";
import { writeStep } from "./write-step";

export type AppOptions = {
  env: Env;
  /** Petition rules and storage, for the page and the JSON API. */
  petitions: PetitionService;
  /** Each petition's log: its snapshots and proofs (absent in tests of other parts). */
  petitionLog?: PetitionLog;
  /** Signing by email (PETITION_SIGNING=email): the confirmation links' page. */
  emailSigning?: EmailSigning;
  /** The site search, for the results page and the JSON API. */
  search: SearchService;
  /** Searches per client (RATE_LIMIT_SEARCH). */
  searchLimit: RateLimiter;
  /** Reads of the petitions' logs and proofs per client (RATE_LIMIT_LOG); without it, they are not counted. */
  logLimit?: RateLimiter;
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
  /** Folder of the server's build (where the build records its public origin); default: beside clientDir. */
  serverDir?: string;
  /**
   * Vite's dev middleware, in development: it serves the app's modules only; every other request takes
   * the production pipeline.
   */
  devMiddleware?: RequestHandler;
  /** In development: calls back on every change of a source file, so that pages kept in memory are drawn again. */
  onSourceChange?: (listener: () => void) => void;
  /**
   * Aborted when the server starts shutting down (SIGTERM). Ordinary requests
   * are left to finish; a response that would otherwise never end (a
   * Server-Sent Events stream) must listen to it and end itself, or it is cut
   * off when the shutdown deadline passes. Routes read it from the load
   * context (`context.shutdownSignal`), Express routers from
   * `req.app.locals.shutdownSignal`.
   */
  shutdownSignal?: AbortSignal;
  /** The operators' console (/admin), served with the banner it switches; without both, /admin is Page Not Found. */
  staff?: StaffConsole;
  /** The site banner: drawn on every public page, switched by admins in the console. */
  banner?: SiteBanner;
  /** The database the open data exports are read from; without it, they are Page Not Found. */
  openData?: Database;
};

/** A request handler as `http.createServer` takes it. */
export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

export type { AnsweringStep };

/**
 * The portal's HTTP application: `handle` is the request pipeline (server/http/pipeline.ts), whose last
 * answerer is the Express router `app`. Composed with public interfaces only.
 */
export type PortalApp = {
  app: ReturnType<typeof express>;
  /** What the HTTP server calls; `onStep` (test hooks) learns which step answered. */
  handle(req: IncomingMessage, res: ServerResponse, onStep?: (step: AnsweringStep) => void): void;
};

/** The portal's HTTP application: the fast path, then Express's checks, headers, health, API, static files and React Router. */
export function createApp({
  env,
  petitions,
  petitionLog,
  emailSigning,
  search,
  searchLimit,
  logLimit,
  feed,
  live,
  databaseStats,
  getBuild,
  clientDir,
  serverDir,
  devMiddleware,
  onSourceChange,
  shutdownSignal = new AbortController().signal,
  staff,
  banner,
  openData,
}: AppOptions): PortalApp {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.locals.shutdownSignal = shutdownSignal;

  /** What the in-memory answerer finds: the built files, then the rendered pages kept current. */
  const fastSources: FastSource[] = [];
  const asyncFastSources: AsyncFastSource[] = [];
  const development = Boolean(devMiddleware);
  // The request pipeline (server/http/pipeline.ts) runs the spelling step, the classification and the
  // shared checks, then asks the in-memory answerer, the write step (signing through the API, the most
  // frequent write: docs/decisions/0040-signing-before-express.md) and this Express app in turn, and
  // writes every answer's headers and log line. Express is a plain router here.
  const handle = createPipeline({
    development,
    trustProxy: env.TRUST_PROXY > 0,
    trust: app.get("trust proxy fn"),
    shutdownSignal,
    proxyCheck: proxyMismatchCheck(env.TRUST_PROXY),
    memory: memoryAnswerer({ sources: fastSources, asyncSources: asyncFastSources }),
    write: writeStep({ writes: [signingWrite(petitions)] }),
    router: app,
  });

  /** The built pages, which the site banner draws again when it changes (app/banner). */
  let builtPages: PageStore | undefined;
  if (clientDir) {
    // Built pages and text files: from memory, compressed at build time, never per response.
    const files = builtFiles(clientDir, serverDir ?? path.join(clientDir, "../server"), env.PUBLIC_URL);
    app.use(files.handler);
    fastSources.push((path) => {
      const file = files.store.lookup(path);
      return file && { body: file, status: 200 };
    });
    // Logged by the server once it listens, so a start-up failure stays one line.
    app.locals.startupNotice = files.notice;
    builtPages = files;
  }
  // Responses rendered per request are compressed as they go, at the one run-time policy
  // (server/http/compress.ts), except those that come compressed
  // (res.locals.precompressed: the built files, and any cache that stores its pages compressed)
  // and event streams, which are never compressed or buffered.
  app.use(
    compression({
      ...STREAMED,
      filter: (req, res) =>
        !res.locals.precompressed &&
        !/^text\/event-stream/i.test(String(res.getHeader("Content-Type") ?? "")) &&
        compression.filter(req, res),
    }),
  );

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });

  if (env.METRICS) {
    // Counters for the benchmarks and operators; off unless METRICS is set.
    app.get("/metrics", (_req, res) => {
      // Started with --expose-gc (tests of memory), the figures are of what a full collection keeps.
      (globalThis as { gc?: () => void }).gc?.();
      res.json({
        databaseQueries: databaseStats?.queries ?? null,
        liveViewers: live.viewers,
        ...petitions.stats(),
        memory: process.memoryUsage(),
      });
    });
  }

  // Live-count streams end on shutdown; browsers reconnect to another process.
  shutdownSignal.addEventListener("abort", () => live.close(), { once: true });
  app.use(clientErrors());
  if (openData) app.use(openDataApi(openData, petitions));
  // The API's description (app/api-description/openapi.server.ts): the same for every request of this build.
  const description = Buffer.from(JSON.stringify(openApiDocument()));
  app.get("/api/openapi.json", async (req, res) => {
    await sendMadeNow(req, res, description, "application/json; charset=utf-8");
  });
  // The API's reads, kept current in memory like the petition pages, and answered from memory first.
  const apiReads = apiReadCache({
    feed,
    render: async (url) => {
      const address = classify("GET", url.pathname);
      // The key's language (apiReadCache): the petitions' titles and descriptions are written in it.
      const language = url.searchParams.get("lang") === "ga" ? "ga" : "en";
      const answer = address.petitionList
        ? await listAnswer(petitions, url.searchParams, language, true)
        : await petitionAnswer(petitions, address.petitionId ?? "", language, true);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "Content-Type": "application/json; charset=utf-8" },
      });
    },
  });
  app.use(apiReads);
  fastSources.push(apiReads.fast);
  // Every address that searches (the search, similar petitions) is counted before any router answers it.
  const clientKey = (ip: string) => petitions.addressHash(ip);
  app.use(searchRateLimit(searchLimit, clientKey));
  if (petitionLog) {
    // The logs' pages, each kept compressed once built (docs/decisions/0044-log-pages.md), and their reads
    // and the proofs counted against an allowance of their own.
    const logPages = createLogPages({ read: petitionLog.entriesText, feed });
    if (logLimit) {
      app.use(logRateLimit(logLimit, clientKey));
      if (env.TRUST_PROXY === 0) asyncFastSources.push(logPageFromMemory(logLimit, clientKey, logPages, petitions));
    }
    app.use("/api/petitions", petitionLogApi(petitionLog, petitions, env.SNAPSHOT_MINUTES, logPages));
  }
  app.use("/api/petitions", petitionsApi(petitions, live));
  // Any other body to the API is read within its limit too (and thrown away), so none is read past it.
  app.use("/api", jsonBody(API_BODY_LIMIT));
  app.use("/api/search", searchApi(search));
  if (staff && banner) app.use(adminGate(staff, banner));

  if (devMiddleware) {
    app.use(devMiddleware);
  } else if (clientDir) {
    // The other files of the build (pictures, source maps); their caching comes from the pipeline's header step.
    // HTML files are served by builtFiles at their page's address, or rendered; never raw.
    const files = express.static(clientDir, { cacheControl: false, index: false });
    // Only the addresses classified as files are looked for on disk: pages are not files, and a look on
    // disk per request (a stat) costs the rendered pages more than the rest of their way through Express.
    app.use((req, res, next) => (classificationOf(req).kind === "file" ? files(req, res, next) : next()));
  }

  const mode = development ? "development" : "production";
  // Petition pages are rendered once per change, and search results once per query and change, for everyone.
  const renderAnonymous = createFetchHandler(getBuild, mode);
  // A cached page is stored as current: it is drawn from data no older than the last change seen.
  const strictPetitions = withStrictReads(petitions);
  const strictSearch = withStrictSearch(search);
  // The site banner (app/banner): drawn by the app's root from the load context; a change of it
  // draws the built pages and every kept page again.
  const renderWith = (target: string, siteBanner: BannerContent | null) =>
    // Drawn at the public address: the request's Host never reaches a page.
    renderAnonymous(new Request(new URL(target, env.PUBLIC_URL)), {
      petitions: strictPetitions,
      petitionLog,
      emailSigning,
      search: strictSearch,
      requester: { ip: "", cookieHeader: null, secure: false },
      shutdownSignal,
      retentionDays: env.PETITION_RETENTION_DAYS,
      banner: siteBanner,
    });
  const render = (url: URL) => renderWith(`${url.pathname}${url.search}`, banner?.current() ?? null);
  banner?.serve(builtPages, renderWith);
  // The route ids `.data` requests may name (`_routes`): any other value is rendered, never cached.
  let routeIds: Promise<ReadonlySet<string>> | undefined;
  const knownRouteIds = () => {
    routeIds ??= getBuild().then((build) => new Set(Object.keys(build.routes)));
    return routeIds;
  };
  // In development a change to a source file draws every kept page again, as a change of the banner does.
  const pageFeed = onSourceChange ? sourceChanges(feed, onSourceChange) : feed;
  const pages = { feed: banner ? banner.invalidating(pageFeed) : pageFeed, render };
  const petitionPages = petitionPageCache({ ...pages, routeIds: knownRouteIds });
  app.use(petitionPages);
  // Petition pages kept current are answered by the fast path too.
  fastSources.push(petitionPages.fast);
  const searchPages = searchPageCache({ ...pages, routeIds: knownRouteIds });
  app.use(searchPages);
  if (env.TRUST_PROXY === 0) {
    // A search results page kept current, once the search is counted against its sender's allowance.
    // The client's address is the socket's here; behind a trusted proxy Express works it out, so the
    // general path answers.
    asyncFastSources.push((path, query, req, res) => {
      // The search results pages (and their `.data`), answered once the search is counted.
      if (classify("GET", path).kind !== "search-page") return undefined;
      const ip = req.socket.remoteAddress ?? "unknown";
      return countRequest(searchLimit, (address) => petitions.addressHash(address), ip).then(
        (retryAfter) => {
          res.locals = { searchCounted: true, ...(retryAfter === undefined ? {} : { searchRetryAfter: retryAfter }) };
          return retryAfter === undefined ? searchPages.fast(path, query, req) : undefined;
        },
        () => undefined,
      );
    });
  }

  app.all(
    "/{*path}",
    reactRouterHandler({
      build: getBuild,
      mode,
      bodyLimit: PAGE_BODY_LIMIT,
      // Pages are drawn at the public address (PUBLIC_URL), whatever Host or X-Forwarded-Host say.
      publicOrigin: env.PUBLIC_URL,
      getLoadContext: (req, res) => ({
        petitions,
        petitionLog,
        emailSigning,
        search,
        searchRetryAfter: res.locals.searchRetryAfter,
        countSearch: () => countRequest(searchLimit, clientKey, requesterOf(req).ip),
        requester: requesterOf(req),
        shutdownSignal,
        retentionDays: env.PETITION_RETENTION_DAYS,
        admin: res.locals.admin,
        // The site banner, which the app's root draws: on every page but the console's.
        banner: classificationOf(req).kind === "console" ? null : (banner?.current() ?? null),
      }),
    }),
  );

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const declared = error instanceof HttpError ? error.status : (error?.status ?? error?.statusCode);
    const status = typeof declared === "number" && declared >= 400 && declared < 500 ? declared : 500;
    if (status >= 500) errorLog(() => log.error({ err: error, reqId: res.locals.requestId }, "request failed"));
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // In the address's language (or the API request's): the refusal is written before any page knows it.
    const words = refusalWords(req);
    const message =
      error instanceof HttpError
        ? httpErrorText(error, req)
        : status === 413
          ? tooLargeText(req)
          : status === 500
            ? words.serverError
            : words.badRequest;
    // The rest of a body too large is not read: the connection closes after the answer.
    if (status === 413) closeAfterAnswer(req, res);
    res.status(status);
    if (classificationOf(req).api) res.json({ error: message });
    else res.type("text/plain").send(message);
  };
  app.use(onError);

  return { app, handle };
}

/**
 * The fast path's answer to a read of a log's page that is kept (its address's own, `?from=` a page's first
 * position or nothing), once the read is counted against its sender's allowance. The client's address is the
 * socket's: behind a trusted proxy the general path answers. Anything else (refused, not kept, an unknown or
 * unreadable petition) goes on to Express, counted.
 */
function logPageFromMemory(
  limit: RateLimiter,
  clientKey: (ip: string) => Promise<string>,
  pages: LogPages,
  petitions: Pick<PetitionService, "get">,
): AsyncFastSource {
  return (path, query, req, res) => {
    const address = classify("GET", path);
    if (address.kind !== "petition-log" || address.canonical !== null) return undefined;
    const ip = req.socket.remoteAddress ?? "unknown";
    return countRequest(limit, clientKey, ip).then(
      async (retryAfter) => {
        res.locals = { logCounted: true, ...(retryAfter === undefined ? {} : { logRetryAfter: retryAfter }) };
        // Refused: answered here, as the log's router answers it, so that a client past its allowance costs a
        // counted read and a kept answer, not a trip through Express (`?lang=` is left to the router).
        if (retryAfter !== undefined) {
          if (query.includes("lang=")) return undefined;
          return refusedLogRead(apiLanguage(req), retryAfter);
        }
        const id = parsePetitionId(address.petitionId);
        const asked = query === "" ? "0" : /^\?from=(0|[1-9][0-9]{0,9})$/.exec(query)?.[1];
        const from = asked === undefined ? null : Number(asked);
        if (id === null || from === null || pageStart(from) !== from) return undefined;
        const page = pages.peek(id, from);
        if (!page) return undefined;
        // Served while the petition is public or removed, as the log's router serves it.
        const found = await petitions.get(String(id));
        if (found.status !== "ok" && found.status !== "gone") return undefined;
        return { body: page.kept.body, status: 200, headers: page.kept.headers, cache: page.cache };
      },
      () => undefined,
    );
  };
}

/** The 429 answers of refused log reads, one per language and number of seconds, kept as they are sent often. */
const refusedLogReads = new Map<string, FastAnswer>();

function refusedLogRead(language: Language, retryAfter: number): FastAnswer {
  const key = `${language} ${retryAfter}`;
  let answer = refusedLogReads.get(key);
  if (!answer) {
    const identity = Buffer.from(JSON.stringify({ error: logMessages(language).rateLimited(retryAfter) }));
    answer = {
      body: { identity, etag: strongEtag(identity), type: "application/json; charset=utf-8" },
      status: 429,
      headers: [["Retry-After", String(retryAfter)]],
      revalidate: false,
    };
    // A handful of languages times the seconds of one window; cleared should a long window fill it.
    if (refusedLogReads.size >= 512) refusedLogReads.clear();
    refusedLogReads.set(key, answer);
  }
  return answer;
}

/** A change feed that also goes stale all at once on every change of a source file (development). */
function sourceChanges(feed: ChangeFeed, onSourceChange: (listener: () => void) => void): FeedView {
  const { view, bump } = withBumps(feed);
  onSourceChange(bump);
  return view;
}
