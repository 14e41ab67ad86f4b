import type { IncomingMessage, ServerResponse } from "node:http";
import { REFUSAL_WORDS, refusalLanguage } from "../refusals";

/**
 * Every address of the portal is spelled in lower case. Express and React Router match paths
 * without regard to case, but the cache policy, the rate limits and the page caches read the path
 * as it was sent, so `/API/PETITIONS/SIGNED` or `/Search` would be answered under another kind of
 * address's rules. Before anything else reads the path, an address in another case is sent to its
 * lower-case spelling (301, for GET and HEAD) or refused (404, for anything else): nothing is ever
 * answered under a spelling that is not its own.
 *
 * Paths that are case-sensitive by nature keep their case: built files (their names carry a hash of
 * mixed case), one-time set-up links (a random token), and, in development, the modules Vite serves.
 */
const CASE_SENSITIVE = [/^\/assets\//, /^\/admin\/setup\//];
const CASE_SENSITIVE_IN_DEVELOPMENT = [/^\/@/, /^\/node_modules\//, /^\/app\//, /^\/__/];

/** The path's lower-case spelling, or null when it is already canonical (or keeps its case). */
export function canonicalSpelling(path: string, development = false): string | null {
  // Percent-escapes may be written in either case (%2F and %2f are the same byte).
  if (!/[A-Z]/.test(path.replace(/%[0-9A-Fa-f]{2}/g, ""))) return null;
  if (CASE_SENSITIVE.some((pattern) => pattern.test(path))) return null;
  if (development && CASE_SENSITIVE_IN_DEVELOPMENT.some((pattern) => pattern.test(path))) return null;
  return path.replace(/%[0-9A-Fa-f]{2}|[^%]+/g, (part) => (part.startsWith("%") ? part : part.toLowerCase()));
}

/**
 * Answers a request for an address in another case (see above) and returns true; returns false,
 * touching nothing, for every other request.
 */
export function answerMisspelling(
  req: IncomingMessage,
  res: ServerResponse,
  securityHeaders: ReadonlyArray<readonly [string, string]>,
  development = false,
): boolean {
  const url = req.url ?? "/";
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  // Only origin-form paths; anything else is for the request guard to refuse.
  if (!path.startsWith("/") || path.startsWith("//")) return false;
  const canonical = canonicalSpelling(path, development);
  if (canonical === null) return false;
  const headers: Array<string> = [];
  for (const [name, value] of securityHeaders) headers.push(name, value);
  if (req.method === "GET" || req.method === "HEAD") {
    const location = canonical + (queryAt === -1 ? "" : url.slice(queryAt));
    const body = `Moved to ${location}\n`;
    res.writeHead(301, [
      ...headers,
      "Location",
      location,
      // The same for everyone, and permanent: browsers and shared caches may keep it.
      "Cache-Control",
      "public, max-age=3600, s-maxage=86400",
      "Content-Type",
      "text/plain; charset=utf-8",
      "Content-Length",
      String(Buffer.byteLength(body)),
    ]);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }
  // In the language of the address as it should be written (server/refusals.ts).
  const body = `${REFUSAL_WORDS[refusalLanguage(canonical, req.headers)].misspelled}\n`;
  res.writeHead(404, [
    ...headers,
    "Cache-Control",
    "no-store",
    "Content-Type",
    "text/plain; charset=utf-8",
    "Content-Length",
    String(Buffer.byteLength(body)),
    // A body sent with the request is not read: close rather than keep the connection.
    "Connection",
    "close",
  ]);
  res.end(body);
  return true;
}
