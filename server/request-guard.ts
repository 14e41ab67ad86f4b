import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { isApiTarget } from "./http/classify";
import { normalisePath } from "./http/normal-form";
import { type RefusalKind, refusalWords } from "./refusals";

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

/** Refuses the request with `status` and the words of `kind`, in the address's (or the API request's) language. */
function refuse(req: Request, res: Response, status: number, kind: RefusalKind) {
  const message = refusalWords(req)[kind];
  res.locals.malformed = true;
  res.status(status).set("Cache-Control", "no-store").set("Connection", "close");
  if (status === 405) res.set("Allow", ALLOW_HEADER);
  if (isApiTarget(req.url)) res.json({ error: message });
  else res.type("text/plain").send(message);
}

/**
 * Refuses requests the application cannot answer sensibly, before they reach
 * React Router or the API (which would otherwise fail with a 500): unknown
 * methods (405), a missing, empty or malformed Host (400), a request target
 * that is not a path, a malformed `%` escape or a NUL anywhere in the address
 * (400). Then it rewrites `req.url` to the normal form of its path, so every
 * later step (static files, prerendered pages, routes) sees one spelling.
 */
export function requestGuard({ trustProxy }: { trustProxy: boolean }): RequestHandler {
  return (req, res, next) => {
    if (!ALLOWED_METHODS.has(req.method)) return refuse(req, res, 405, "method");
    const target = req.url;
    if (!target.startsWith("/")) return refuse(req, res, 400, "badTarget");

    const problem = headerProblem(req, trustProxy);
    if (problem) return refuse(req, res, 400, problem);

    const queryStart = target.indexOf("?");
    const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
    const query = queryStart === -1 ? "" : target.slice(queryStart);
    const path = normalisePath(rawPath);
    if (path === null) return refuse(req, res, 400, rawPath.includes("%00") ? "nul" : "malformedEscape");
    if (query) {
      const fault = queryProblem(query);
      if (fault) return refuse(req, res, 400, fault);
    }
    if (path !== rawPath) req.url = path + query;
    next();
  };
}

/**
 * What is wrong with a request's Host (and, behind a trusted proxy, its
 * X-Forwarded-Host and X-Forwarded-Proto), or null: the checks the guard makes
 * of every request's headers, shared with the fast path (server/fast-path.ts).
 */
export function headerProblem(
  req: Pick<IncomingMessage, "headers" | "url">,
  trustProxy: boolean,
): "missingHost" | "badHost" | "badForwardedHost" | "badForwardedProto" | null {
  const host = req.headers.host;
  // Health probes of load balancers often speak HTTP/1.0 without a Host.
  if (req.url !== "/healthz") {
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
