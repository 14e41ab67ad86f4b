import type { IncomingMessage } from "node:http";
import { isHealthCheck } from "./classify";
import { normalisePath } from "./normal-form";
import type { RefusalKind } from "./refusals";

/**
 * The methods the portal answers; anything else (PUT, DELETE, TRACE, …) gets
 * 405. Pages and the API take GET, HEAD and POST only: a page's form action
 * would otherwise run for any method.
 */
const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);
const ALLOW_HEADER = "GET, HEAD, POST";

/** A host name, an IPv4 address or a bracketed IPv6 address, and an optional port. */
const HOST =
  /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::[0-9]{1,5})?$/;
const MALFORMED_ESCAPE = /%(?![0-9A-Fa-f]{2})/;

/**
 * The form of a path the rest of the server sees (server/http/normal-form.ts). The spelling step has
 * already sent every other spelling away; the guard normalises again for a request that reaches
 * Express some other way (an app mounted on its own, in tests).
 */
export { normalisePath };

/** A request the guard refuses: its status and the words of its refusal (server/http/refusals.ts). */
export type GuardRefusal = { status: 400 | 405; kind: RefusalKind; headers: Array<[string, string]> };

/**
 * The request guard: what the application cannot answer sensibly is refused before any answerer sees
 * it (React Router or the API would otherwise fail with a 500): unknown methods (405), a missing, empty
 * or malformed Host (400), a request target that is not a path, a malformed `%` escape or a NUL
 * anywhere in the address (400). Otherwise it gives the path in its normal form (the spelling step has
 * already sent every other spelling away; in development Vite's modules are left as sent) and the
 * query, so every later step sees one spelling. Called by the request pipeline only
 * (server/http/pipeline.ts), which answers the refusal.
 */
export function guardCheck(
  req: Pick<IncomingMessage, "method" | "url" | "headers">,
  trustProxy: boolean,
): { refusal: GuardRefusal } | { refusal: null; path: string; query: string } {
  const refused = (status: 400 | 405, kind: RefusalKind) => ({
    refusal: { status, kind, headers: status === 405 ? [["Allow", ALLOW_HEADER] as [string, string]] : [] },
  });
  if (!ALLOWED_METHODS.has(req.method ?? "")) return refused(405, "method");
  const target = req.url ?? "";
  if (!target.startsWith("/")) return refused(400, "badTarget");
  const problem = headerProblem(req, trustProxy);
  if (problem) return refused(400, problem);
  const queryStart = target.indexOf("?");
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  const query = queryStart === -1 ? "" : target.slice(queryStart);
  // Without an escape or a dot segment a path is its own normal form here: nothing to decode or resolve.
  const path = rawPath.includes("%") || rawPath.includes("/.") ? normalisePath(rawPath) : rawPath;
  if (path === null) return refused(400, rawPath.includes("%00") ? "nul" : "malformedEscape");
  if (query) {
    const fault = queryProblem(query);
    if (fault) return refused(400, fault);
  }
  return { refusal: null, path, query };
}

/**
 * What is wrong with a request's Host (and, behind a trusted proxy, its
 * X-Forwarded-Host and X-Forwarded-Proto), or null: the checks the guard makes
 * of every request's headers (and the spelling step's, which leaves a bad Host to the guard).
 */
export function headerProblem(
  req: Pick<IncomingMessage, "headers" | "url">,
  trustProxy: boolean,
): "missingHost" | "badHost" | "badForwardedHost" | "badForwardedProto" | null {
  const host = req.headers.host;
  // Health probes of load balancers often speak HTTP/1.0 without a Host.
  if (!isHealthCheck(req.url ?? "")) {
    if (host === undefined) return "missingHost";
    if (!HOST.test(host) || !validPort(host)) return "badHost";
  }
  if (trustProxy) {
    const forwardedHost = req.headers["x-forwarded-host"];
    if (forwardedHost !== undefined) {
      const first = String(forwardedHost).split(",")[0]?.trim() ?? "";
      if (!HOST.test(first) || !validPort(first)) return "badForwardedHost";
    }
    const forwardedProto = req.headers["x-forwarded-proto"];
    if (forwardedProto !== undefined) {
      const first = String(forwardedProto).split(",")[0]?.trim().toLowerCase();
      if (first !== "http" && first !== "https") return "badForwardedProto";
    }
  }
  return null;
}

function validPort(host: string): boolean {
  const port = host.match(/:([0-9]{1,5})$/)?.[1];
  return port === undefined || Number(port) <= 65535;
}

/** Why a query string is refused: a malformed escape or invalid UTF-8, or a NUL (raw or escaped). */
export function queryProblem(query: string): "malformedEscape" | "nul" | null {
  if (MALFORMED_ESCAPE.test(query)) return "malformedEscape";
  try {
    for (const part of query.slice(1).split("&")) {
      if (decodeURIComponent(part.replaceAll("+", " ")).includes("\0")) return "nul";
    }
    return null;
  } catch {
    return "malformedEscape";
  }
}
