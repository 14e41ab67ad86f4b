import { englishAddress, languageOfAddress } from "~/i18n/addresses";
import type { Language } from "~/i18n/languages";
import { CLIENT_ERRORS_PATH } from "~/islands/report";
import { announcementsFeedAddress } from "~/pages/addresses";
import { type ConsoleAccess, consoleAccessOf, isConsoleAddress } from "~/pages/console-address";
import { findPage, isBuilt } from "~/pages/pages";
import { isDevelopmentModule, normalForm } from "./normal-form";

/**
 * What kind of address a request is for. Every part of the server that treats
 * addresses differently (the in-memory answerer, the cache policy, the rate
 * limits, the page caches, the refusals' language) asks here, once, rather than
 * matching paths of its own (docs/decisions/0032-one-request-pipeline.md).
 */
export type AddressKind =
  /** Scripts and stylesheets of the build under /assets, named by their content. */
  | "asset"
  /** The offline service worker, /sw.js. */
  | "service-worker"
  /** Any other file: icons, pictures, the web manifest, source maps. */
  | "file"
  /** sitemap.xml, robots.txt and the announcements' feeds: text drawn from the registry. */
  | "feed"
  /** A page of the registry written as HTML at build time. */
  | "prerendered-page"
  /** A page of the registry rendered on each request (the legal pages carry today's date). */
  | "run-time-page"
  /** The petitions' Atom feeds (new petitions, responses, each petition's timeline), drawn from the database. */
  | "petition-feed"
  /** The petitions list, drawn from the database and kept current in memory. */
  | "petition-list"
  /** One petition's page. */
  | "petition-page"
  /** The page of a signer's emailed link (PETITION_SIGNING=email): its token is the only key, never kept. */
  | "petition-confirm"
  | "petition-updates"
  /** Petitions in figures, month by month: read from the database at most once a minute. */
  | "petition-figures"
  /** A petition's 'Check your signature' page: a form; its answers (posts) are the visitor's own. */
  | "petition-check"
  /** The site search's results page. */
  | "search-page"
  /** An address with no page: Page Not Found, in its language. */
  | "not-found"
  /** A read of the JSON API that is the same for every visitor. */
  | "api-read"
  /** The site search as JSON: its language may come from Accept-Language. */
  | "search-api"
  /** Open petitions like a title being written: counted against the search allowance. */
  | "petition-similar"
  /**
   * A page of a petition's log (`/api/petitions/:id/log`): a complete page never changes and is kept for long
   * (its answer says so, app/petitions/log/pages.server.ts); counted against the log's allowance.
   */
  | "petition-log"
  /** A petition's inclusion and consistency proofs: counted against the log's allowance. */
  | "petition-proof"
  /** Which petitions this browser has signed: read with the visitor's cookie. */
  | "api-per-visitor"
  /** Anything sent to the API that is not a read. */
  | "api-write"
  /** Live counts, as Server-Sent Events. */
  | "event-stream"
  /** The open data exports (CSV and JSON). */
  | "open-data"
  /** The operators' console and its exports. */
  | "console"
  /** The health check and the counters. */
  | "operational";

/** How long browsers and shared caches may keep a successful answer: see server/http/cache-policy.ts. */
export type CacheKind =
  | "immutable"
  | "page"
  | "file"
  | "live"
  | "apiRead"
  | "logPage"
  | "serviceWorker"
  | "noStore"
  | "stream"
  | "private"
  | "console"
  | "openData"
  | "redirect";

/**
 * The allowance a request is counted against before any cache of the origin answers it: the search's
 * (app/search/api.server.ts), or the petitions' logs and proofs (app/petitions/log/allowance.server.ts).
 */
export type RateLimitBucket = "search" | "log";

export type Classification = {
  kind: AddressKind;
  /** The path as classified: canonical spelling, no trailing slash (except "/"). */
  path: string;
  /** The normal form to redirect to, when the path is spelled otherwise; null when it is normal. */
  canonical: string | null;
  /** An address of the JSON API: its refusals are JSON, in the request's language. */
  api: boolean;
  /** The language the address carries; "request" where the request says (`lang=`, Accept-Language). */
  language: Language | "request";
  /** A page's data for client-side navigation (`.data`), rather than its HTML. */
  data: boolean;
  /** How a successful GET of it may be kept. */
  cache: CacheKind;
  /** The allowance a GET of it is counted against, if any. */
  rateLimit: RateLimitBucket | null;
  /** The request headers its answer depends on, as `Vary` names them (never Cookie on a page). */
  vary: readonly string[];
  /** The petition a petition page or API address names, as written. */
  petitionId?: string;
  /** The API's list of petitions (/api/petitions), a read of the petitions' API that names none. */
  petitionList?: true;
  /** On a console address: how it answers a visitor without a session (app/pages/console-address.ts). */
  consoleAccess?: ConsoleAccess;
};

/**
 * Every address of the portal has one spelling, its normal form (server/http/normal-form.ts: escapes
 * of unreserved characters decoded, dot segments resolved, doubled slashes collapsed, lower case).
 * Express and React Router would answer other spellings (they decode escapes and match without regard
 * to case), while a shared cache keys on the spelling sent, so `/%61dmin/audit.csv` or `/Search` would
 * be answered under another kind of address's rules. Before anything else reads the path, any other
 * spelling is sent to its normal form (301, for GET and HEAD) or refused (404 for anything else, 400
 * when it has none): nothing is ever answered under a spelling that is not its own.
 */
export { isDevelopmentModule };

/** The path's normal form when it is spelled otherwise; null when it is already normal (or has no normal form). */
export function canonicalSpelling(path: string, development = false): string | null {
  const normal = normalForm(path, development);
  return normal === null || normal === path ? null : normal;
}

const CODING: readonly string[] = ["Accept-Encoding"];
const CODING_AND_LANGUAGE: readonly string[] = ["Accept-Encoding", "Accept-Language"];
const CODING_AND_COOKIE: readonly string[] = ["Accept-Encoding", "Cookie"];

const OPEN_DATA = new Set([
  "/api/petitions.csv",
  "/api/petitions-per-day.csv",
  "/api/petitions-snapshots.csv",
  "/api/petitions-transparency.csv",
  "/api/petitions.json",
]);
const FEEDS = new Set(["/sitemap.xml", "/robots.txt", announcementsFeedAddress("en"), announcementsFeedAddress("ga")]);
/** The health check: load balancers' probes, which may speak HTTP/1.0 without a Host. */
const HEALTH_CHECK = "/healthz";
const OPERATIONAL = new Set([HEALTH_CHECK, "/metrics"]);

/** Classifications by method and path: a bounded memo, since every request asks. */
const memo = new Map<string, Classification>();
const MEMO_SIZE = 4096;
/** Longer paths are classified each time rather than kept. */
const MEMO_PATH_LENGTH = 256;

/**
 * The classification of a request for `path` (no query) with `method`. The path
 * may be spelled in any case and end in a slash: it is classified as its
 * canonical spelling would be, and `canonical` says where that is.
 */
export function classify(method: string, path: string): Classification {
  const key = `${method} ${path}`;
  const known = memo.get(key);
  if (known) return known;
  const made = classifyAfresh(method, path);
  if (path.length > MEMO_PATH_LENGTH) return made;
  if (memo.size >= MEMO_SIZE) memo.clear();
  memo.set(key, made);
  return made;
}

/** The classification of a request target as received (a path and perhaps a query). */
export function classifyTarget(method: string, target: string): Classification {
  const query = target.indexOf("?");
  return classify(method, query === -1 ? target : target.slice(0, query));
}

/** Whether a request target (a path and perhaps a query, as received) is the health check's. */
export const isHealthCheck = (target: string): boolean =>
  target === HEALTH_CHECK || target.startsWith(`${HEALTH_CHECK}?`);

/** Whether a request target is an address of the JSON API (whose refusals are JSON). */
export const isApiTarget = (target: string): boolean => classifyTarget("GET", target).api;

function classifyAfresh(method: string, rawPath: string): Classification {
  const canonical = canonicalSpelling(rawPath);
  const spelled = canonical ?? rawPath;
  const path = spelled.length > 1 && spelled.endsWith("/") ? spelled.slice(0, -1) : spelled;
  const read = method === "GET" || method === "HEAD";
  const base = { path, canonical, api: false, data: false, rateLimit: null, vary: CODING } as const;
  const make = (kind: AddressKind, cache: CacheKind, extra: Partial<Classification> = {}): Classification => ({
    ...base,
    kind,
    cache,
    language: languageOfAddress(path),
    ...extra,
  });

  if (isConsoleAddress(path)) {
    return make("console", "console", { language: "en", consoleAccess: consoleAccessOf(path) });
  }
  if (OPERATIONAL.has(path)) return make("operational", "noStore", { language: "en" });
  if (path === "/api" || path.startsWith("/api/")) return classifyApi(path, read, { ...base, api: true });
  if (path.startsWith("/assets/")) return make("asset", "immutable", { language: "en" });
  if (path === "/sw.js") return make("service-worker", "serviceWorker", { language: "en" });
  if (FEEDS.has(path)) return make("feed", "page");

  // A page, or its data for client-side navigation.
  const data = path.endsWith(".data");
  const pagePath = data ? path.slice(0, -".data".length) || "/" : path;
  const page = pagePath === "/_root" ? "/" : pagePath;
  const feed = /^(?:\/ga)?\/petitions(?:\/([^/]+))?\/(?:feed|responses)\.xml$/.exec(path);
  if (feed && (feed[1] === undefined || path.endsWith("/feed.xml"))) {
    return make("petition-feed", "page", feed[1] === undefined ? {} : { petitionId: feed[1] });
  }
  // The build's HTML and its compressed twins are never answered raw: a page has one address.
  if (!data && /\.(?:html|br|gz)$/i.test(page)) return make("not-found", "page");
  if (!data && /\.[A-Za-z0-9]+$/.test(page)) return make("file", "file", { language: "en" });
  const language = languageOfAddress(page);
  const english = englishAddress(page);
  const pageFacts = { data, language };
  if (english === "/petitions") return make("petition-list", "live", pageFacts);
  if (english === "/petitions/confirm") return make("petition-confirm", "noStore", pageFacts);
  if (english === "/petitions/updates") return make("petition-updates", "noStore", pageFacts);
  if (english === "/petitions/transparency") return make("petition-figures", "page", pageFacts);
  const petition = /^\/petitions\/([^/]+)$/.exec(english);
  if (petition) return make("petition-page", "live", { ...pageFacts, petitionId: petition[1] });
  const check = /^\/petitions\/([^/]+)\/check$/.exec(english);
  if (check) return make("petition-check", "page", { ...pageFacts, petitionId: check[1] });
  if (english === "/search") return make("search-page", "live", { ...pageFacts, rateLimit: "search" });
  const entry = findPage(english);
  if (entry && isBuilt(entry)) {
    const perRequest = "render" in entry && entry.render === "per-request";
    return make(perRequest ? "run-time-page" : "prerendered-page", "page", pageFacts);
  }
  return make("not-found", "page", pageFacts);
}

function classifyApi(
  path: string,
  read: boolean,
  base: Pick<Classification, "path" | "canonical" | "api" | "data" | "rateLimit" | "vary">,
): Classification {
  const make = (kind: AddressKind, cache: CacheKind, extra: Partial<Classification> = {}): Classification => ({
    ...base,
    kind,
    cache,
    language: "request",
    ...extra,
  });
  if (path === "/api/petitions/events" || /^\/api\/petitions\/[^/]+\/events$/.test(path)) {
    return make("event-stream", "stream", { petitionId: /^\/api\/petitions\/([^/]+)\/events$/.exec(path)?.[1] });
  }
  if (!read || path === CLIENT_ERRORS_PATH) return make("api-write", "noStore");
  if (OPEN_DATA.has(path)) return make("open-data", "openData");
  if (path === "/api/petitions/signed") return make("api-per-visitor", "private", { vary: CODING_AND_COOKIE });
  if (path === "/api/search") return make("search-api", "apiRead", { rateLimit: "search", vary: CODING_AND_LANGUAGE });
  if (path === "/api/petitions/similar") {
    return make("petition-similar", "apiRead", { rateLimit: "search", vary: CODING_AND_LANGUAGE });
  }
  const logged = /^\/api\/petitions\/([^/]+)\/(log|proof|consistency)$/.exec(path);
  if (logged?.[2] === "log") {
    // The entries are the same in every language: only refusals are worded, and they are never kept.
    return make("petition-log", "apiRead", { rateLimit: "log", petitionId: logged[1] });
  }
  if (logged) {
    return make("petition-proof", "apiRead", { rateLimit: "log", vary: CODING_AND_LANGUAGE, petitionId: logged[1] });
  }
  // The petitions' answers are in the request's language (`lang=`, else Accept-Language).
  if (path === "/api/petitions") return make("api-read", "apiRead", { vary: CODING_AND_LANGUAGE, petitionList: true });
  const petition = /^\/api\/petitions\/([^/]+)$/.exec(path);
  return make("api-read", "apiRead", { vary: CODING_AND_LANGUAGE, ...(petition ? { petitionId: petition[1] } : {}) });
}
