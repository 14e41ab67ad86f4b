import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import { type CacheKind, classify } from "./classify";

/**
 * What browsers and shared caches (a CDN, the reference nginx in deploy/) may
 * keep, per kind of response: docs/decisions/0017-shared-cache-policy.md, and
 * the table in docs/operators/deployment.md ("Caching"). Set here, once, as each
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
  /**
   * A complete page of a petition's log (fixed boundaries, append-only): never changes, so browsers keep it a
   * year without asking again; shared caches a day, which bounds what they serve of a database restored from an
   * older backup (whose later positions are written again).
   * The last page, still filling, is an `apiRead` (docs/decisions/0044-log-pages.md).
   */
  logPage: "public, max-age=31536000, s-maxage=86400, immutable",
  /** The service worker: browsers check it on each visit, so a new build takes over. */
  serviceWorker: "no-cache",
  /** Anything that belongs to one visitor or one moment: writes, errors, refusals, the health check. */
  noStore: "no-store",
  /** Event streams: never stored, and never compressed or buffered by anything on the way. */
  stream: "no-store, no-transform",
  /**
   * Anything that sets a cookie, reads the signer cookie for its answer (which petitions this browser
   * signed), or answers a request that carries a console session cookie, whatever its address.
   */
  private: "private, no-store",
  /** The operators' console: never kept by anyone, the browser included. */
  console: "no-store, private",
  /** Open data (CSV and JSON exports): a minute anywhere; read at most once a minute per process. */
  openData: "public, max-age=60",
  /**
   * The spelling step's redirect of another spelling to an address's normal form (server/http/spelling.ts):
   * the same for everyone and permanent, so browsers and shared caches may keep it. Not for a console
   * address (its policy stays the console's) nor for a request with a console session.
   */
  redirect: "public, max-age=3600, s-maxage=86400",
} as const satisfies Record<CacheKind, string>;

export type { CacheKind };

/** What shared caches that read CDN-Cache-Control (RFC 9213) may do beyond Cache-Control, per kind. */
export const CDN_POLICY: Partial<Record<CacheKind, string>> = {
  live: "max-age=5, stale-while-revalidate=30, stale-if-error=3600",
};

/**
 * Statuses a shared cache may keep; everything else (errors, refusals, redirects) is no-store, but for the
 * spelling step's permanent redirect to the normal form, which has a row of its own (`redirect`).
 */
const CACHEABLE_STATUS = new Set([200, 203, 204, 206, 304]);

export type ResponseFacts = {
  method: string;
  path: string;
  status: number;
  /** The response sets a cookie. */
  setsCookie: boolean;
  contentType: string;
  /** The request carries a console session cookie (server/http/staff-session.ts), valid or not. */
  staffSession?: boolean;
  /** The response holds the signer cookie's answers (`res.locals.perVisitor`), whatever its address. */
  perVisitor?: boolean;
  /** The spelling step's redirect to the normal form, `path` (server/http/spelling.ts). */
  spellingRedirect?: boolean;
  /**
   * The kind the answer itself asks for, where its address lets the answer decide: a page of a petition's
   * log knows whether it is complete (`logPage`) or still filling (its address's `apiRead`).
   */
  own?: CacheKind;
};

/**
 * The kind of caching a response gets: its address's (server/http/classify.ts) when it is a
 * successful read that sets no cookie; otherwise the response's own facts decide. A request with a
 * console session, and an answer from the signer cookie, are private whatever the address.
 */
export function cacheKindOf(facts: ResponseFacts): CacheKind {
  const { method, path, status, setsCookie, contentType, own } = facts;
  const address = classify(method, path);
  if (address.kind === "console") return "console";
  if (setsCookie) return "private";
  const read = method === "GET" || method === "HEAD";
  // Never stored in any case, and never compressed or buffered on the way, for staff too.
  if (read && CACHEABLE_STATUS.has(status) && /^text\/event-stream/i.test(contentType)) return "stream";
  if (facts.staffSession || facts.perVisitor) return "private";
  if (!read) return "noStore";
  if (facts.spellingRedirect && status === 301) return "redirect";
  if (!CACHEABLE_STATUS.has(status)) return "noStore";
  if (own === "logPage" && address.kind === "petition-log") return own;
  return address.cache;
}

/**
 * The header step for what Express answers: as the response's headers are written, Cache-Control (and
 * CDN-Cache-Control) by kind and `Vary` from the address's classification, whatever a route set
 * before. A page, like a read of the JSON API, is the same for every visitor, so no page varies by
 * Cookie (what this browser signed is asked apart). Installed by the request pipeline
 * (server/http/pipeline.ts), whose other answers carry the same `policyHeaders`.
 */
export function policyOnWriteHead(
  res: ServerResponse & { locals?: Record<string, unknown> },
  request: { method: string; path: string; staffSession: boolean },
): void {
  const writeHead = res.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    // Headers handed to writeHead itself are set first, so the policy sees (and overrides) them.
    const last = rest.at(-1);
    if (last && typeof last === "object") {
      rest.pop();
      setAll(this, last as OutgoingHttpHeaders | string[]);
    }
    const facts: ResponseFacts = {
      ...request,
      status: statusCode,
      setsCookie: this.hasHeader("set-cookie"),
      contentType: String(this.getHeader("content-type") ?? ""),
      perVisitor: res.locals?.perVisitor === true,
      own: res.locals?.cacheKind as CacheKind | undefined,
    };
    this.removeHeader("CDN-Cache-Control");
    for (const [name, value] of policyHeaders(facts)) this.setHeader(name, value);
    return writeHead.call(this, statusCode, ...rest);
  } as typeof res.writeHead;
}

/**
 * The caching headers of an answer written before a request is read at all (Node's own refusals of a
 * malformed request line, headers too large, a request too slow: server/low-level-errors.ts): no address,
 * so no Vary; never stored.
 */
export const unreadRequestPolicy = (): Array<[string, string]> => [["Cache-Control", CACHE_POLICY.noStore]];

/**
 * The caching headers of a response: Cache-Control, CDN-Cache-Control where its kind has one, and
 * Vary: the address's, with Cookie where the answer is a staff member's or a signer's own; none on the
 * spelling step's redirect, which is the same whatever the request's headers.
 */
export function policyHeaders(facts: ResponseFacts): Array<[string, string]> {
  const kind = cacheKindOf(facts);
  const headers: Array<[string, string]> = [["Cache-Control", CACHE_POLICY[kind]]];
  const cdn = CDN_POLICY[kind];
  if (cdn) headers.push(["CDN-Cache-Control", cdn]);
  if (kind === "redirect") return headers;
  const vary = classify(facts.method, facts.path).vary;
  const byCookie = (facts.staffSession || facts.perVisitor) && !vary.includes("Cookie");
  headers.push(["Vary", (byCookie ? [...vary, "Cookie"] : vary).join(", ")]);
  return headers;
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
