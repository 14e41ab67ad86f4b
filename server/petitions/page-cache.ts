import type { RequestHandler } from "express";
import type { ChangeFeed } from "./feed";
import { fillGzip, type GzipTemplate, gzipTemplate } from "./gzip-template";
import { createReadCache } from "./read-cache";

/**
 * Stands in for the CSP nonce in cached pages. Each response gets its own
 * nonce in its place, so no two visitors share one.
 */
export const NONCE_PLACEHOLDER = "cached-page-nonce-placeholder";

/** The petition pages: the same for every visitor (the "signed" marks are the browser's own request). */
const PETITION_PATH = /^(?:\/ga)?\/petitions(?:\/[1-9][0-9]{0,9})?(?:\.data)?$/;
/** Query parameters that select a view of the petitions; any other parameter bypasses the cache. */
const PETITION_PARAMS = new Set(["page", "sort", "category", "new", "_routes"]);
/** The search results pages: the same for every visitor. */
const SEARCH_PATH = /^(?:\/ga)?\/search(?:\.data)?$/;
const SEARCH_PARAMS = new Set(["q", "page", "_routes"]);
/** Statuses worth keeping: a page, an unknown petition, a removed one. */
const CACHEABLE_STATUS = new Set([200, 404, 410]);
/** Headers that belong to one response, not to the page. */
const PER_RESPONSE_HEADERS = new Set(["set-cookie", "content-length", "content-encoding", "transfer-encoding", "date"]);

type Rendered = { status: number; headers: Array<[string, string]>; body: string; gzip: GzipTemplate };

const NONCE_ATTRIBUTE = `nonce="${NONCE_PLACEHOLDER}"`;

class Uncacheable extends Error {
  constructor(readonly rendered: Rendered) {
    super("uncacheable response");
  }
}

type PageCacheOptions = {
  feed: Pick<ChangeFeed, "version" | "connected">;
  /** Renders a page for an anonymous visitor, with NONCE_PLACEHOLDER as its nonce. */
  render(url: URL): Promise<Response>;
  maxEntries?: number;
};

/**
 * A cache of rendered petition pages (HTML and the router's `.data`), for every
 * visitor whose address carries no outcome: the same bytes for all of them, but
 * for the nonce. It is invalidated by the change feed like the data cache
 * beneath it. Pages showing an outcome are rendered for their visitor.
 */
export function petitionPageCache(options: PageCacheOptions): RequestHandler {
  return pageCache({
    ...options,
    path: PETITION_PATH,
    params: PETITION_PARAMS,
    bypass: () => false,
  });
}

/**
 * A cache of rendered search results pages: they show petitions, so the change
 * feed invalidates them too. A request the search refused (too many searches,
 * marked by the rate-limit middleware) is rendered for its sender.
 */
export function searchPageCache(options: PageCacheOptions): RequestHandler {
  return pageCache({
    ...options,
    path: SEARCH_PATH,
    params: SEARCH_PARAMS,
    bypass: (_req, res) => res.locals.searchRetryAfter !== undefined,
  });
}

function pageCache({
  feed,
  render,
  maxEntries = 1_000,
  path,
  params,
  bypass,
}: PageCacheOptions & {
  /** The addresses cached. */
  path: RegExp;
  /** Query parameters that select a view; any other parameter bypasses the cache. */
  params: ReadonlySet<string>;
  /** Requests answered for their sender alone. */
  bypass: (req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) => boolean;
}): RequestHandler {
  const cache = createReadCache<Rendered>({ feed, maxEntries });

  const renderPage = async (url: URL): Promise<Rendered> => {
    const response = await render(url);
    const headers: Array<[string, string]> = [];
    response.headers.forEach((value, name) => {
      if (!PER_RESPONSE_HEADERS.has(name)) headers.push([name, value]);
    });
    const body = await response.text();
    // Compressed once here; each response only compresses its own nonce (see gzip-template.ts).
    const rendered = { status: response.status, headers, body, gzip: gzipTemplate(body, NONCE_ATTRIBUTE) };
    if (!CACHEABLE_STATUS.has(rendered.status) || response.headers.has("set-cookie")) throw new Uncacheable(rendered);
    return rendered;
  };

  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!path.test(req.path)) return next();
    if (bypass(req, res)) return next();
    // Pages are drawn at the public origin (PUBLIC_URL), whatever the Host: only the path and query matter.
    let url: URL;
    try {
      url = new URL(req.originalUrl, "http://localhost");
    } catch {
      return next();
    }
    for (const name of url.searchParams.keys()) if (!params.has(name)) return next();
    url.searchParams.sort();
    const key = `${url.pathname}?${url.searchParams}`;

    let rendered: Rendered;
    try {
      rendered = await cache.get(key, () => renderPage(url));
    } catch (error) {
      if (!(error instanceof Uncacheable)) return next(error);
      rendered = error.rendered;
    }
    const nonceAttribute = `nonce="${String(res.locals.nonce ?? "")}"`;
    res.status(rendered.status);
    for (const [name, value] of rendered.headers) res.setHeader(name, value);
    res.vary("Accept-Encoding");
    if (req.acceptsEncodings("gzip", "identity") === "gzip") {
      const bytes = fillGzip(rendered.gzip, nonceAttribute);
      res.setHeader("Content-Encoding", "gzip");
      res.setHeader("Content-Length", bytes.length);
      res.end(bytes);
      return;
    }
    const text = Buffer.from(rendered.body.replaceAll(NONCE_ATTRIBUTE, nonceAttribute));
    res.setHeader("Content-Length", text.length);
    res.end(text);
  };
}
