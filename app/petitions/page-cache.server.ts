import type { Response as ExpressResponse, Request, RequestHandler } from "express";
import { parseQuery } from "~/lib/normalize";
import { parsePetitionId } from "~/petitions/fields";
import { listSearch, parseListQuery } from "~/petitions/query";
import { type AddressKind, classify } from "../../server/http/classify";
import type { FastSource } from "../../server/http/early-answers";
import { sendRepresentations } from "../../server/http/encoding";
import { apiLanguage } from "../../server/http/request-language";
import { type Kept, keepResponse, renderedAnswers } from "../../server/http/store";
import { wantsFresh } from "./api.server";
import type { ChangeFeed } from "./feed.server";

/**
 * Which addresses a cache keeps, by their classification (server/http/classify.ts): only in their
 * own spelling (no trailing slash, lower case), and a petition's page only at a valid id.
 */
type Addresses = (path: string) => boolean;
const classifiedAs =
  (...kinds: AddressKind[]): Addresses =>
  (path) => {
    const address = classify("GET", path);
    if (address.canonical !== null || address.path !== path || !kinds.includes(address.kind)) return false;
    return address.kind !== "petition-page" || parsePetitionId(address.petitionId) !== null;
  };
/** The petition pages: the same for every visitor (what this browser signed is asked apart). */
const PETITION_PAGES = classifiedAs("petition-list", "petition-page");
/**
 * The petition a kept answer shows alone (its page, or its API read): only a change of that petition
 * makes it stale (keyed invalidation). Lists and search results show many: any change does.
 */
const petitionOf = (pathname: string): number | undefined => {
  const address = classify("GET", pathname);
  if (address.kind !== "petition-page" && address.kind !== "api-read") return undefined;
  return parsePetitionId(address.petitionId) ?? undefined;
};
/** The API's reads of the list and of one petition: the same for every visitor. */
const API_READS = (path: string) => {
  const address = classify("GET", path);
  if (address.canonical !== null || address.path !== path || address.kind !== "api-read") return false;
  return address.petitionList === true || parsePetitionId(address.petitionId) !== null;
};
/** The search results pages: the same for every visitor. */
const SEARCH_PAGES = classifiedAs("search-page");
/** A parameter that shows the outcome of the visitor's own action: such a page is rendered for them alone. */
const OUTCOME_PARAM = "status";
/** Statuses worth keeping: a page, an unknown petition, a removed one. */
const CACHEABLE_STATUS = new Set([200, 404, 410]);

/** Byte budgets of the caches (their compressed pages): bounded whatever the addresses asked for. */
export const PETITION_PAGES_MAX_BYTES = 16 * 1024 * 1024;
export const SEARCH_PAGES_MAX_BYTES = 8 * 1024 * 1024;
export const API_READS_MAX_BYTES = 8 * 1024 * 1024;

/** A page cache: the Express handler, and its answers for the fast path (server/fast-path.ts). */
export type PageCache = RequestHandler & { fast: FastSource };

class Uncacheable extends Error {
  constructor(readonly stored: Kept) {
    super("uncacheable response");
  }
}

export type PageCacheOptions = {
  feed: Pick<ChangeFeed, "version" | "connected" | "lastChange">;
  /** Renders a page for every visitor (at the public address: the request's Host never reaches it). */
  render(url: URL): Promise<Response>;
  /** The route ids of the build, which the router's `.data` requests name in `_routes`. */
  routeIds(): Promise<ReadonlySet<string>>;
  /** The byte budget of the cache's compressed pages. */
  maxBytes?: number;
};

/**
 * The clean query of a cached page: only the parameters the page reads, each
 * in one spelling (defaults dropped, sorted); other parameters are ignored.
 * Null when the request must be rendered for its sender alone (an outcome
 * shown, or a value the page refuses, which renders a 400 notice).
 */
type Normalise = (url: URL, routeIds: ReadonlySet<string>, req: Pick<Request, "headers">) => URLSearchParams | null;

/** `_routes` on a `.data` request: kept only when it names routes of the build. */
function withRoutes(url: URL, clean: URLSearchParams, routeIds: ReadonlySet<string>): URLSearchParams | null {
  const routes = url.searchParams.get("_routes");
  if (routes === null || !url.pathname.endsWith(".data")) return clean;
  if (!routes.split(",").every((id) => routeIds.has(id))) return null;
  clean.set("_routes", routes);
  return clean;
}

/** Writes the list's query into `clean` in one spelling (defaults dropped); false when the list refuses it. */
function cleanListQuery(params: URLSearchParams, clean: URLSearchParams): boolean {
  const parsed = parseListQuery(params);
  if (!parsed.ok) return false;
  for (const [name, value] of new URLSearchParams(listSearch(parsed.query))) clean.set(name, value);
  return true;
}

const petitionParams: Normalise = (url, routeIds) => {
  if (url.searchParams.has(OUTCOME_PARAM)) return null;
  const clean = new URLSearchParams();
  if (classify("GET", url.pathname).kind === "petition-list") {
    if (!cleanListQuery(url.searchParams, clean)) return null;
    // The creation form, open: `?new` in any spelling.
    if (url.searchParams.has("new")) clean.set("new", "");
  }
  return withRoutes(url, clean, routeIds);
};

const searchParams: Normalise = (url, routeIds) => {
  const clean = new URLSearchParams();
  const query = parseQuery(url.searchParams.get("q"));
  if (query.status === "too-long") return null;
  const page = url.searchParams.get("page");
  if (page !== null && !/^[1-9][0-9]{0,5}$/.test(page)) return null;
  if (page !== null && page !== "1") clean.set("page", page);
  if (query.status === "ok") clean.set("q", query.text);
  return withRoutes(url, clean, routeIds);
};

/**
 * A cache of rendered petition pages (HTML and the router's `.data`), for
 * every visitor whose address carries no outcome: the same bytes for all of
 * them. It is invalidated by the change feed like the data cache beneath it.
 * Pages showing an outcome are rendered for their visitor, never cached.
 */
export function petitionPageCache(options: PageCacheOptions): PageCache {
  return pageCache({
    maxBytes: PETITION_PAGES_MAX_BYTES,
    ...options,
    path: PETITION_PAGES,
    normalise: petitionParams,
    bypass: () => false,
    fastPath: true,
  });
}

/**
 * A cache of rendered search results pages: they show petitions, so the change
 * feed invalidates them too. A request the search refused (too many searches,
 * marked by the rate-limit middleware) is rendered for its sender.
 */
export function searchPageCache(options: PageCacheOptions): PageCache {
  return pageCache({
    maxBytes: SEARCH_PAGES_MAX_BYTES,
    ...options,
    path: SEARCH_PAGES,
    normalise: searchParams,
    bypass: (_req, res) => res?.locals.searchRetryAfter !== undefined,
    // Only once the search is counted (server/app.ts asks it after counting).
    fastPath: true,
  });
}

/** The API's list query in one spelling: defaults dropped, sorted; null for a query it refuses (400). */
const apiListParams: Normalise = (url, _ids, req) => {
  const clean = new URLSearchParams();
  if (classify("GET", url.pathname).petitionList && !cleanListQuery(url.searchParams, clean)) return null;
  // A petition's title and description are in the request's language (`lang=`, else Accept-Language):
  // the key holds the language the answer is written in.
  clean.set("lang", apiLanguage({ query: Object.fromEntries(url.searchParams), headers: req.headers }));
  return clean;
};

/**
 * A cache of the JSON API's reads (the list's pages and each petition), kept current by the change
 * feed like the pages: answered from memory, with a strong ETag per coding and 304 (server/fast-path.ts).
 * Only successful answers are kept: an error's words follow the request's language.
 */
export function apiReadCache(options: Omit<PageCacheOptions, "routeIds">): PageCache {
  return pageCache({
    maxBytes: API_READS_MAX_BYTES,
    ...options,
    routeIds: async () => new Set(),
    path: API_READS,
    normalise: apiListParams,
    // A client that asks for a fresh answer (the pages, right after the visitor's own change) is read
    // for at once, as strictly as the API reads it (app/petitions/api.server.ts).
    bypass: (req) => wantsFresh(req.headers["cache-control"]),
    statuses: new Set([200]),
    fastPath: true,
  });
}

function pageCache({
  feed,
  render,
  routeIds,
  maxBytes = PETITION_PAGES_MAX_BYTES,
  path,
  normalise,
  bypass,
  fastPath = false,
  statuses = CACHEABLE_STATUS,
}: PageCacheOptions & {
  /** The addresses cached. */
  path: Addresses;
  normalise: Normalise;
  /** Requests answered for their sender alone. */
  bypass: (req: Pick<Request, "headers">, res?: ExpressResponse) => boolean;
  /** Whether the fast path may answer from this cache: no step of the general path comes before it. */
  fastPath?: boolean;
  /** The statuses kept; others are answered to those who asked at once. */
  statuses?: ReadonlySet<number>;
}): PageCache {
  const cache = renderedAnswers({ feed, maxBytes });

  // Kept in its two compressed forms only (docs/decisions/0021-compressed-page-cache.md): every browser takes one.
  const renderPage = async (url: URL): Promise<Kept> => {
    const response = await render(url);
    const stored = await keepResponse(response, { keepIdentity: false });
    if (!statuses.has(response.status) || response.headers.has("set-cookie")) throw new Uncacheable(stored);
    return stored;
  };

  const handler: RequestHandler = async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!path(req.path)) return next();
    if (bypass(req, res)) return next();
    // Pages are drawn at the public address (PUBLIC_URL): the key is the path and the clean query.
    let url: URL;
    try {
      url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
    } catch {
      return next();
    }
    let clean: URLSearchParams | null;
    try {
      clean = normalise(url, await routeIds(), req);
    } catch (error) {
      return next(error);
    }
    if (clean === null) return next();
    clean.sort();
    const search = clean.toString();
    url.search = search;
    const key = `${url.pathname}?${search}`;

    let stored: Kept;
    try {
      stored = await cache.get(key, () => renderPage(url), petitionOf(url.pathname));
    } catch (error) {
      if (!(error instanceof Uncacheable)) return next(error);
      // Not kept (an error page, or one that sets a cookie): answered to those who asked for it at once.
      stored = error.stored;
    }
    res.status(stored.status);
    for (const [name, value] of stored.headers) res.setHeader(name, value);
    // Compressed already: the compression middleware leaves it alone.
    res.locals.precompressed = true;
    sendRepresentations(req, res, stored.body);
  };

  /** The key of a request: its path and clean query; null when it is rendered for its sender alone. */
  const keyOf = (url: URL, ids: ReadonlySet<string>, req: Pick<Request, "headers">): string | null => {
    const clean = normalise(url, ids, req);
    if (clean === null) return null;
    clean.sort();
    return `${url.pathname}?${clean.toString()}`;
  };

  let knownIds: ReadonlySet<string> | undefined;
  const fast: FastSource = (pathname, query, req) => {
    if (!fastPath || !path(pathname) || bypass(req)) return undefined;
    if (!knownIds) {
      void routeIds().then(
        (ids) => {
          knownIds = ids;
        },
        () => {},
      );
      return undefined;
    }
    const key = keyOf(new URL(`${pathname}${query}`, "http://portal.invalid"), knownIds, req);
    return key === null ? undefined : cache.peek(key, petitionOf(pathname));
  };

  return Object.assign(handler, { fast });
}
