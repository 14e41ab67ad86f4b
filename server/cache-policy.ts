import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { RequestHandler } from "express";

/**
 * What browsers and shared caches (a CDN, the reference nginx in deploy/) may
 * keep, per kind of response: docs/decisions/0017-shared-cache-policy.md, and
 * the table in the README ("Deployment: caching"). Set here, once, as each
 * response's headers are written, so no route can get it wrong.
 */
export const CACHE_POLICY = {
  /** Scripts and stylesheets under /assets: their names change with their content. */
  immutable: "public, max-age=31536000, immutable",
  /**
   * Prerendered pages, the legal pages, sitemap.xml, robots.txt and the feeds: a minute in the
   * browser, 20 seconds at the edge (then 15 more while it refreshes), and served stale for a week
   * while the origin is down. The edge's 35 seconds, with BANNER_POLL_SECONDS (20) and the pages'
   * rebuild, keep a site banner switched on or off within a minute of the change through a shared
   * cache (docs/decisions/0027-site-banner.md); the origin serves these pages from memory.
   */
  page: "public, max-age=60, s-maxage=20, stale-while-revalidate=15, stale-if-error=604800",
  /** Icons, pictures, the web manifest: an hour in the browser, a day at the edge. */
  file: "public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400, stale-if-error=604800",
  /**
   * Petition pages, the petition lists and search results: a few seconds at the edge; live counts stream.
   * No stale-while-revalidate here, since browsers honour it too and would show a stale petitions page
   * offline; shared caches get it in CDN-Cache-Control (RFC 9213), and the reference nginx serves stale
   * while it updates by its own configuration.
   */
  live: "public, max-age=0, s-maxage=5, stale-if-error=3600",
  /** Anonymous reads of the JSON API. */
  apiRead: "public, max-age=0, s-maxage=2, stale-while-revalidate=5",
  /** The service worker: browsers check it on each visit, so a new build takes over. */
  serviceWorker: "no-cache",
  /** Anything that belongs to one visitor or one moment: writes, errors, refusals, the health check. */
  noStore: "no-store",
  /** Event streams: never stored, and never compressed or buffered by anything on the way. */
  stream: "no-store, no-transform",
  /** Anything that sets a cookie. */
  private: "private, no-store",
  /** The operators' console: never kept by anyone, the browser included. */
  console: "no-store, private",
  /** Open data (CSV and JSON exports): a minute anywhere; read at most once a minute per process. */
  openData: "public, max-age=60",
} as const;

export type CacheKind = keyof typeof CACHE_POLICY;

/** What shared caches that read CDN-Cache-Control (RFC 9213) may do beyond Cache-Control, per kind. */
export const CDN_POLICY: Partial<Record<CacheKind, string>> = {
  live: "max-age=5, stale-while-revalidate=30, stale-if-error=3600",
};

/** Statuses a shared cache may keep; everything else (errors, refusals, redirects) is no-store. */
const CACHEABLE_STATUS = new Set([200, 203, 204, 206, 304]);
/** Petition pages and lists, and search results (with their `.data` twins): rendered at run time. */
const LIVE_PAGE = /^(?:\/ga)?\/(?:petitions(?:\/[^/]+)?|search)(?:\.data)?\/?$/;
/** The operators' console and its exports. */
const CONSOLE = /^\/admin(?:[/.]|$)/;
/** The open data exports. */
const OPEN_DATA = /^\/api\/(?:petitions\.csv|petitions-per-day\.csv|petitions\.json)$/;
/** What belongs to one visitor: which petitions this browser has signed (its signer cookie). */
const PER_VISITOR = /^\/api\/petitions\/signed\/?$/;
const EVENTS = /^\/api\/petitions\/(?:[^/]+\/)?events\/?$/;
const SERVER_ONLY = /^\/(?:healthz|metrics)\/?$/;
/** An address with a file extension (not a page's `.data`). */
const FILE = /\.[A-Za-z0-9]+$/;
const FEEDS_AND_SITEMAP = /^(?:\/(?:ga\/)?announcements\/feed\.xml|\/sitemap\.xml|\/robots\.txt)$/;

export type ResponseFacts = {
  method: string;
  path: string;
  status: number;
  /** The response sets a cookie. */
  setsCookie: boolean;
  contentType: string;
};

/** The kind of caching a response gets. */
export function cacheKindOf({ method, path, status, setsCookie, contentType }: ResponseFacts): CacheKind {
  if (CONSOLE.test(path)) return "console";
  if (setsCookie) return "private";
  if (method !== "GET" && method !== "HEAD") return "noStore";
  if (!CACHEABLE_STATUS.has(status)) return "noStore";
  if (/^text\/event-stream/i.test(contentType) || EVENTS.test(path)) return "stream";
  if (SERVER_ONLY.test(path) || PER_VISITOR.test(path)) return "noStore";
  if (OPEN_DATA.test(path)) return "openData";
  if (path.startsWith("/api/")) return "apiRead";
  if (path.startsWith("/assets/")) return "immutable";
  if (path === "/sw.js") return "serviceWorker";
  if (LIVE_PAGE.test(path)) return "live";
  if (FEEDS_AND_SITEMAP.test(path) || /^text\/html/i.test(contentType) || !FILE.test(path)) return "page";
  return "file";
}

/**
 * Writes the policy into every response as its headers go out: Cache-Control
 * by kind, and no `Vary: Cookie` on pages: a page, like a read of the JSON API,
 * is the same for every visitor (what this browser signed is asked apart).
 */
export function cachePolicy(): RequestHandler {
  return (req, res, next) => {
    // Read now: routers mounted on a prefix (the API) change req.path while they run.
    const path = req.path;
    const writeHead = res.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
    res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
      // Headers handed to writeHead itself are set first, so the policy sees (and overrides) them.
      const last = rest.at(-1);
      if (last && typeof last === "object") {
        rest.pop();
        setAll(this, last as OutgoingHttpHeaders | string[]);
      }
      const facts: ResponseFacts = {
        method: req.method,
        path,
        status: statusCode,
        setsCookie: this.hasHeader("set-cookie"),
        contentType: String(this.getHeader("content-type") ?? ""),
      };
      const kind = cacheKindOf(facts);
      this.setHeader("Cache-Control", CACHE_POLICY[kind]);
      const cdn = CDN_POLICY[kind];
      if (cdn) this.setHeader("CDN-Cache-Control", cdn);
      else this.removeHeader("CDN-Cache-Control");
      if (/^text\/html/i.test(facts.contentType)) withoutVaryCookie(this);
      return writeHead.call(this, statusCode, ...rest);
    } as typeof res.writeHead;
    next();
  };
}

function setAll(res: ServerResponse, headers: OutgoingHttpHeaders | string[]) {
  if (Array.isArray(headers)) {
    for (let index = 0; index + 1 < headers.length; index += 2) {
      res.setHeader(headers[index] as string, headers[index + 1] as string);
    }
    return;
  }
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
}

function withoutVaryCookie(res: ServerResponse) {
  const vary = res.getHeader("vary");
  if (vary === undefined) return;
  const fields = String(vary)
    .split(",")
    .map((field) => field.trim())
    .filter((field) => field && field.toLowerCase() !== "cookie");
  if (fields.length) res.setHeader("Vary", fields.join(", "));
  else res.removeHeader("Vary");
}
