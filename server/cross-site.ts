import type { RequestHandler } from "express";
import { isApiTarget } from "./http/classify";
import { refusalWords } from "./refusals";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests (anything but GET, HEAD, OPTIONS) that a
 * browser says come from another site, with 403:
 * - `Sec-Fetch-Site: cross-site` or `same-site` (set by browsers, not by pages);
 * - otherwise an `Origin` whose scheme, host or port differs from the request's own (the scheme
 *   as Express sees it: the socket's, or the trusted proxy's `X-Forwarded-Proto`), or `Origin: null`.
 * Requests with neither header (curl, servers, scripts outside a browser) pass:
 * they cannot carry a visitor's cookies or address without the visitor's consent.
 * Without this, a page elsewhere could make each of its visitors sign a
 * petition with a `no-cors` fetch or a plain form.
 */
export function refuseCrossSiteWrites(): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.get("sec-fetch-site");
    let crossSite = false;
    if (site === "cross-site" || site === "same-site") {
      crossSite = true;
    } else if (site !== "same-origin" && site !== "none") {
      const origin = req.get("origin");
      if (origin !== undefined) crossSite = !sameOrigin(origin, req.protocol, req.host);
    }
    if (!crossSite) return next();
    res.status(403).set("Cache-Control", "no-store");
    const message = refusalWords(req).crossSite;
    if (isApiTarget(req.originalUrl)) res.json({ error: message });
    else res.type("text/plain").send(message);
  };
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
