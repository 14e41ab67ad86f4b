import type { IncomingMessage, ServerResponse } from "node:http";
import { policyHeaders } from "./cache-policy";
import { type Coding, etagFor, negotiateEncoding, noneMatch, type Representations } from "./encoding";
import type { AsyncFastSource, EarlyStepOptions, FastAnswer, FastSource } from "./http/early-answers";
import { carriesStaffSession } from "./http/staff-session";
import { loggablePath, logWhenDone, requestIdOf } from "./logger";
import { headerProblem, queryProblem } from "./request-guard";

export type { AsyncFastSource, FastAnswer, FastSource };

export type FastPathOptions = {
  /** Asked in order. */
  sources: readonly FastSource[];
  /** Asked after `sources`; the first that takes the request (returns a promise) decides. */
  asyncSources?: readonly AsyncFastSource[];
} & EarlyStepOptions;

/** The headers of one body in one coding, 200 and 304, as flat lists for writeHead. */
type Prepared = { full: string[]; notModified: string[]; etag: string; bytes: Buffer };

/** Distinct Accept-Encoding headers remembered with their choice (browsers send a handful). */
const REMEMBERED_CODINGS = 256;

/**
 * The fast path: a GET or HEAD of a page or file kept in memory (the built
 * files, and rendered pages kept current) is answered before Express, with
 * headers prepared once per body and coding. It does what the general path
 * does for such a request, and nothing else:
 * - the request guard's checks of a GET: a target beginning with `/`, a valid
 *   Host (and forwarded headers behind a trusted proxy), no malformed or NUL
 *   escape in the query; the spelling step before it has sent every path but
 *   a normal form away, and a path with any `%` escape, a dot segment or a body
 *   still goes the general way; so does a request with a console session,
 *   whose answer is private whatever the address;
 * - the security headers, the cache policy (server/cache-policy.ts, for the
 *   path and status), `Vary: Accept-Encoding`, a strong ETag per coding, 304
 *   to If-None-Match, no body to HEAD, content negotiation (server/encoding.ts);
 * - the request id (the client's or a new one, echoed back) and one log line
 *   per request (server/logger.ts);
 * - during shutdown nothing: the general path closes each connection.
 *
 * Returns whether it answered.
 */
export function fastPath({
  sources,
  asyncSources = [],
  trustProxy,
  shutdownSignal,
  securityHeaders,
  proxyCheck,
}: FastPathOptions) {
  const security = securityHeaders.flat();
  /** Per body, per path (the cache policy may differ by address) and coding. */
  const prepared = new WeakMap<Representations, Map<string, Prepared>>();
  const codings = new Map<string, Coding>();

  const codingFor = (header: string | undefined, body: Representations): Coding => {
    // Every stored body has its brotli and gzip forms; only then is the remembered choice valid.
    if (!body.br || !body.gzip) {
      const available: Coding[] = ["identity"];
      if (body.gzip) available.unshift("gzip");
      if (body.br) available.unshift("br");
      return negotiateEncoding(header, available) ?? "identity";
    }
    const key = header ?? "";
    let coding = codings.get(key);
    if (coding === undefined) {
      coding = negotiateEncoding(header) ?? "identity";
      if (codings.size >= REMEMBERED_CODINGS) codings.clear();
      codings.set(key, coding);
    }
    return coding;
  };

  const prepare = (path: string, answer: FastAnswer, coding: Coding): Prepared => {
    const { body, status } = answer;
    let forBody = prepared.get(body);
    if (!forBody) {
      forBody = new Map();
      prepared.set(body, forBody);
    }
    const key = `${coding} ${status} ${path}`;
    const known = forBody.get(key);
    if (known) return known;
    // The rendered page's own headers; the caching headers and Vary come from the classification.
    const own: string[] = [];
    let ownType = "";
    for (const [name, value] of answer.headers ?? []) {
      const lower = name.toLowerCase();
      if (lower === "cache-control" || lower === "cdn-cache-control" || lower === "etag" || lower === "vary") continue;
      if (lower === "content-type") ownType = value;
      own.push(name, value);
    }
    const policy = (contentType: string, statusCode: number) =>
      policyHeaders({
        method: "GET",
        path,
        status: statusCode,
        setsCookie: false,
        contentType,
        own: answer.cache,
      }).flat();
    const etag = etagFor(body.etag, coding);
    const bytes = (coding === "identity" ? body.identity : body[coding]) as Buffer;
    const common = [...security, ...own, "ETag", etag];
    // A 304 carries the headers set before the validator was compared: the stored page's Content-Type, not the file's.
    const notModified = [...common, ...policy(ownType, 304)];
    const full = [...common, ...policy(ownType || body.type, status)];
    if (!ownType) full.push("Content-Type", body.type);
    if (coding !== "identity") full.push("Content-Encoding", coding);
    full.push("Content-Length", String(bytes.length));
    const made: Prepared = { full, notModified, etag, bytes };
    forBody.set(key, made);
    return made;
  };

  const send = (req: IncomingMessage, res: ServerResponse, url: string, path: string, answer: FastAnswer) => {
    const started = process.hrtime.bigint();
    const headers = req.headers;
    proxyCheck(req);
    const reqId = requestIdOf(headers["x-request-id"]);
    logWhenDone(res, { reqId, method: req.method, path: loggablePath(url) }, started);
    const ready = prepare(path, answer, codingFor(headers["accept-encoding"], answer.body));
    if (answer.revalidate !== false && noneMatch(headers["if-none-match"], ready.etag)) {
      res.writeHead(304, [...ready.notModified, "X-Request-Id", reqId]);
      res.end();
      return;
    }
    res.writeHead(answer.status, [...ready.full, "X-Request-Id", reqId]);
    res.end(req.method === "HEAD" ? undefined : ready.bytes);
  };

  return (req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> => {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    if (shutdownSignal.aborted) return false;
    const url = req.url ?? "";
    if (url.charCodeAt(0) !== 47 /* / */) return false;
    const headers = req.headers;
    if (headers["content-length"] !== undefined || headers["transfer-encoding"] !== undefined) return false;
    const queryStart = url.indexOf("?");
    let path = queryStart === -1 ? url : url.slice(0, queryStart);
    const query = queryStart === -1 ? "" : url.slice(queryStart);
    if (path.includes("%") || path.includes("/.") || path.includes("//")) return false;
    if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
    if (query && queryProblem(query)) return false;
    if (headerProblem(req, trustProxy)) return false;
    // A staff member's request is answered privately (server/cache-policy.ts), by the general path.
    if (carriesStaffSession(headers.cookie)) return false;

    for (const source of sources) {
      const answer = source(path, query, req);
      if (answer) {
        send(req, res, url, path, answer);
        return true;
      }
    }
    for (const source of asyncSources) {
      const pending = source(path, query, req, res);
      if (!pending) continue;
      return pending.then((answer) => {
        if (!answer || res.headersSent || res.destroyed) return false;
        send(req, res, url, path, answer);
        return true;
      });
    }
    return false;
  };
}
