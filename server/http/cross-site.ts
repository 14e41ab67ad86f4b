import type { IncomingHttpHeaders } from "node:http";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The cross-site check: a state-changing request (anything but GET, HEAD, OPTIONS) that a browser says
 * comes from another site is refused with 403 by the request pipeline (server/http/pipeline.ts):
 * - `Sec-Fetch-Site: cross-site` or `same-site` (set by browsers, not by pages);
 * - otherwise an `Origin` whose scheme, host or port differs from the request's own (the scheme
 *   as Express sees it: the socket's, or the trusted proxy's `X-Forwarded-Proto`), or `Origin: null`.
 * Requests with neither header (curl, servers, scripts outside a browser) pass:
 * they cannot carry a visitor's cookies or address without the visitor's consent.
 * Without this, a page elsewhere could make each of its visitors sign a
 * petition with a `no-cors` fetch or a plain form.
 */
export function crossSiteWrite(
  method: string,
  headers: IncomingHttpHeaders,
  requestProtocol: string,
  requestHost: string | undefined,
): boolean {
  return !SAFE_METHODS.has(method) && fromAnotherSite(headers, requestProtocol, requestHost);
}

/**
 * Whether a write's headers say a browser sent it from another site (the rules above), for the
 * request's own scheme and host as Express reads them (server/http/requester.ts: `requestFacts`).
 */
export function fromAnotherSite(
  headers: IncomingHttpHeaders,
  requestProtocol: string,
  requestHost: string | undefined,
): boolean {
  const site = headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") return true;
  if (site === "same-origin" || site === "none") return false;
  const origin = headers.origin;
  return origin !== undefined && !sameOrigin(origin, requestProtocol, requestHost ?? "");
}

const DEFAULT_PORT: Record<string, string> = { "http:": "80", "https:": "443" };

/**
 * Whether an Origin is the request's own: the same scheme, host and port (a default port written
 * out or not). `https://portal` posting to `http://portal` is another origin, as browsers see it.
 */
export function sameOrigin(origin: string, requestProtocol: string, requestHost: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // includes "null": sandboxed frames, local files
  }
  const scheme = `${requestProtocol.toLowerCase()}:`;
  const defaultPort = DEFAULT_PORT[scheme];
  if (url.protocol !== scheme || !defaultPort) return false;
  let request: URL;
  try {
    request = new URL(`${scheme}//${requestHost}`);
  } catch {
    return false;
  }
  return url.hostname === request.hostname && (url.port || defaultPort) === (request.port || defaultPort);
}
