import type { IncomingMessage, ServerResponse } from "node:http";
import { REFUSAL_WORDS, refusalLanguage } from "../refusals";
import { canonicalSpelling } from "./classify";

export { canonicalSpelling };

/**
 * Answers a request for an address in another case (`canonicalSpelling`, server/http/classify.ts)
 * and returns true; returns false, touching nothing, for every other request.
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
