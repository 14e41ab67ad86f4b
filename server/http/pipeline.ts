import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { loggablePath, logWhenDone, rateLimitedLog, requestIdOf } from "../core/logger";
import { policyHeaders, policyOnWriteHead, unreadRequestPolicy } from "./cache-policy";
import { classify, isApiTarget, isDevelopmentModule } from "./classify";
import { crossSiteWrite } from "./cross-site";
import type { FastAnswer, MemoryFind, WriteAnswer } from "./early-answers";
import { type Coding, etagFor, negotiateEncoding, noneMatch, type Representations } from "./encoding";
import { ownWriteOf, readingNotBefore } from "./own-writes";
import { attachPassage, type Passage } from "./passage";
import { announcedTooLarge, closeAfterAnswer, tooLargeText } from "./react-router-handler";
import { refusalWords } from "./refusals";
import { guardCheck, headerProblem } from "./request-guard";
import { type ProxyTrust, type RequestFacts, requestFacts } from "./requester";
import { securityHeaderList } from "./security";
import { spellingAnswer, spellingDecision } from "./spelling";
import { carriesStaffSession } from "./staff-session";

/**
 * The request pipeline (docs/decisions/0032-one-request-pipeline.md): every request takes these steps, in
 * this order, and no other module calls the shared ones.
 *
 * 1. `spelling`: a path spelled otherwise than its normal form is sent there (301) or refused (404, 400)
 *    before anything reads it (server/http/spelling.ts).
 * 2. `classification`: the address is classified once (server/http/classify.ts) and attached to the
 *    request with the request id and the path as every later step reads it (server/http/passage.ts).
 * 3. The shared checks: `guard` (method, Host, target, escapes: server/http/request-guard.ts), `proxy`
 *    (the proxy settings' warning), `bodyLimit` (a body announced too large), `crossSite` (a write a
 *    browser sent from another site: server/http/cross-site.ts), `shutdown` (after SIGTERM only Express
 *    answers, closing each connection).
 * 4. The answerers, in turn: `memory` (what the server keeps: server/fast-path.ts), `write` (a signature
 *    through the API: server/write-step.ts), and `router`, Express as a plain router for the rest.
 * 5. `send`: every header (the security headers, the cache policy of the CACHE_POLICY table with Vary,
 *    the request id, the ETag) and the log line, for every answer: `send.whole` for the answers the
 *    pipeline writes (spelling, refusals, early writes), `send.kept` for the memory answerer's (headers
 *    prepared once per body and coding), `send.routed` for Express's (the same headers, the policy set as
 *    its headers are written).
 */
export const PIPELINE = [
  "spelling",
  "classification",
  "guard",
  "proxy",
  "bodyLimit",
  "crossSite",
  "shutdown",
  "memory",
  "write",
  "router",
  "send",
] as const;

/** Which step answered a request, for the test hooks' `X-Test-Step` (server/serve.ts). */
export type AnsweringStep = "spelling" | "checks" | "memory" | "write" | "app";

export type PipelineOptions = {
  /** `npm run dev`: Vite's modules keep its headers, and no Content-Security-Policy (Vite's inline client). */
  development: boolean;
  /** TRUST_PROXY > 0: the forwarded headers are checked. */
  trustProxy: boolean;
  /** Express's compiled `trust proxy fn`: the client's address and scheme are read as Express reads them. */
  trust: ProxyTrust;
  /** Once aborted (SIGTERM), every request is answered by the router, closing its connection. */
  shutdownSignal: AbortSignal;
  /** The proxy settings' warning (server/proxy-check.ts). */
  proxyCheck: (req: IncomingMessage) => void;
  /** The in-memory answerer (server/fast-path.ts). */
  memory: (req: IncomingMessage, res: ServerResponse, path: string, query: string) => MemoryFind;
  /** The write step (server/write-step.ts). */
  write: (req: IncomingMessage, path: string, query: string, facts: RequestFacts) => Promise<WriteAnswer> | undefined;
  /** Express, as a plain request listener, for everything else. */
  router: (req: IncomingMessage, res: ServerResponse) => void;
};

/** The headers of one body in one coding, 200 and 304, as flat lists for writeHead. */
type Prepared = { full: string[]; notModified: string[]; etag: string; bytes: Buffer };

/** Distinct Accept-Encoding headers remembered with their choice (browsers send a handful). */
const REMEMBERED_CODINGS = 256;

const JSON_TYPE = "application/json; charset=utf-8";
const TEXT_TYPE = "text/plain; charset=utf-8";

/** The weak validator Express gives a body it sends (`etag` package's form), kept on the refusals it used to send. */
const weakEtag = (bytes: Buffer) =>
  `W/"${bytes.length.toString(16)}-${createHash("sha1").update(bytes).digest("base64").slice(0, 27)}"`;

/**
 * The headers of an answer written before a request is read (Node's own refusals: server/low-level-errors.ts):
 * the security headers and the cache policy's, as every other answer.
 */
export const unreadRequestHeaders = (development: boolean): ReadonlyArray<readonly [string, string]> => [
  ...securityHeaderList({ development }),
  ...unreadRequestPolicy(),
];

/** The path of a target that is not a path (absolute form, `*`), for the refusal's policy only. */
function pathOfTarget(target: string): string {
  try {
    return new URL(target).pathname;
  } catch {
    return target;
  }
}

/** The portal's request pipeline: `handle` is what the HTTP server calls for each request. */
export function createPipeline(options: PipelineOptions) {
  const { development, trustProxy, trust, shutdownSignal, proxyCheck } = options;
  const securityList = securityHeaderList({ development });
  const security = securityList.flat();
  // Refusals of malformed requests (the spelling step's 400, the guard's, the body limit's) are logged through a limit.
  const malformedBudget = rateLimitedLog(10, 1_000);

  /** The log line, written once the response is finished or the client has gone. */
  const logLine = (res: ServerResponse, req: IncomingMessage, passage: Passage, malformed: () => boolean) =>
    logWhenDone(
      res,
      { reqId: passage.reqId, method: req.method, path: loggablePath(passage.url) },
      passage.started,
      () => (malformed() ? malformedBudget : undefined),
    );

  // 5. send ------------------------------------------------------------------------------------------------
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
    // The kept answer's own headers; the caching headers and Vary come from the classification.
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
    // A 304 carries the headers set before the validator was compared: the kept page's Content-Type, not the file's.
    const notModified = [...common, ...policy(ownType, 304)];
    const full = [...common, ...policy(ownType || body.type, status)];
    if (!ownType) full.push("Content-Type", body.type);
    if (coding !== "identity") full.push("Content-Encoding", coding);
    full.push("Content-Length", String(bytes.length));
    const made: Prepared = { full, notModified, etag, bytes };
    forBody.set(key, made);
    return made;
  };

  const send = {
    /**
     * An answer the pipeline writes whole: the spelling step's, a shared check's refusal, an early write's.
     * `weakEtag`: the validator Express gave the refusals it sent before they moved here.
     */
    whole(
      req: IncomingMessage,
      res: ServerResponse,
      passage: Passage,
      answer: {
        status: number;
        contentType: string;
        body: string | Buffer;
        headers?: ReadonlyArray<readonly [string, string]>;
        policyPath?: string;
        spellingRedirect?: boolean;
        weakEtag?: boolean;
        malformed?: boolean;
      },
    ) {
      logLine(res, req, passage, () => answer.malformed === true);
      const bytes = typeof answer.body === "string" ? Buffer.from(answer.body) : answer.body;
      const own = answer.headers ?? [];
      const cookies = own.filter(([name]) => name.toLowerCase() === "set-cookie").map(([, value]) => value);
      const policy = policyHeaders({
        method: req.method ?? "GET",
        path: answer.policyPath ?? passage.path,
        status: answer.status,
        setsCookie: cookies.length > 0,
        contentType: answer.contentType,
        staffSession: passage.staffSession,
        spellingRedirect: answer.spellingRedirect,
      });
      // Several cookies as one header's values: writeHead keeps only the last of a name given twice once
      // another header was set before it (the test hooks' step).
      if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
      const list = [
        ...security,
        ...policy.flat(),
        ...own.filter(([name]) => name.toLowerCase() !== "set-cookie").flat(),
        "Content-Type",
        answer.contentType,
        "Content-Length",
        String(bytes.length),
      ];
      if (answer.weakEtag) list.push("ETag", weakEtag(bytes));
      list.push("X-Request-Id", passage.reqId);
      res.writeHead(answer.status, list);
      res.end(req.method === "HEAD" ? undefined : bytes);
    },

    /** What the memory answerer keeps: headers prepared once per body, path and coding; 304 to its validator. */
    kept(req: IncomingMessage, res: ServerResponse, passage: Passage, answer: FastAnswer) {
      const headers = req.headers;
      logLine(res, req, passage, () => false);
      const ready = prepare(passage.path, answer, codingFor(headers["accept-encoding"], answer.body));
      if (answer.revalidate !== false && noneMatch(headers["if-none-match"], ready.etag)) {
        res.writeHead(304, [...ready.notModified, "X-Request-Id", passage.reqId]);
        res.end();
        return;
      }
      res.writeHead(answer.status, [...ready.full, "X-Request-Id", passage.reqId]);
      res.end(req.method === "HEAD" ? undefined : ready.bytes);
    },

    /**
     * What Express answers: the security headers and the request id set now, the cache policy and Vary as
     * its headers are written (whatever a route set), Connection: close during shutdown. In development
     * the modules Vite serves keep its own caching headers.
     */
    routed(req: IncomingMessage, res: ServerResponse & { locals?: Record<string, unknown> }, passage: Passage) {
      logLine(res, req, passage, () => res.locals?.malformed === true);
      res.setHeader("X-Request-Id", passage.reqId);
      if (!(development && isDevelopmentModule(passage.path))) {
        policyOnWriteHead(res, { method: req.method ?? "GET", path: passage.path, staffSession: passage.staffSession });
      }
      for (const [name, value] of securityList) res.setHeader(name, value);
      // While shutting down, finish this response and close the connection.
      if (shutdownSignal.aborted) res.setHeader("Connection", "close");
      res.locals = { ...res.locals, requestId: passage.reqId };
      options.router(req, res);
    },
  };

  /** A shared check's refusal, in the address's (or the API request's) language, JSON for the API. */
  const refuse = (
    req: IncomingMessage,
    res: ServerResponse,
    passage: Passage,
    status: number,
    message: string,
    {
      close,
      headers = [],
      malformed = false,
    }: { close: boolean; headers?: Array<[string, string]>; malformed?: boolean },
  ) => {
    const api = isApiTarget(passage.url);
    send.whole(req, res, passage, {
      status,
      contentType: api ? JSON_TYPE : TEXT_TYPE,
      body: api ? JSON.stringify({ error: message }) : message,
      headers: close ? [["Connection", "close"], ...headers] : headers,
      weakEtag: true,
      malformed,
    });
  };

  return function handle(req: IncomingMessage, res: ServerResponse, onStep?: (step: AnsweringStep) => void): void {
    const url = req.url ?? "/";
    const method = req.method ?? "GET";
    const headers = req.headers;
    const started = process.hrtime.bigint();

    // 1. spelling
    onStep?.("spelling");
    const spelling = spellingDecision(method, url, development);
    // A bad Host is refused by the guard (400) before anything routes on the path: no redirect for it.
    const spelledOtherwise = spelling.answer === "pass" || headerProblem(req, trustProxy) ? null : spelling;

    // 2. classification, once, attached to the request
    const queryAt = url.indexOf("?");
    const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
    const origin = url.startsWith("/");
    const address = classify(method, origin ? rawPath : pathOfTarget(url));
    const passage: Passage = {
      url,
      path: rawPath.length > 1 && rawPath.endsWith("/") ? rawPath.slice(0, -1) : rawPath,
      query: queryAt === -1 ? "" : url.slice(queryAt),
      address,
      reqId: requestIdOf(headers["x-request-id"]),
      started,
      staffSession: carriesStaffSession(headers.cookie),
    };
    attachPassage(req, passage);
    if (spelledOtherwise) {
      const answer = spellingAnswer(spelledOtherwise, req);
      send.whole(req, res, passage, { ...answer, spellingRedirect: answer.status === 301 });
      return;
    }

    // 3. the shared checks, whose refusals are worded in the language of the address as sent
    const asSent = { url, headers };
    const guard = guardCheck(req, trustProxy);
    if (guard.refusal) {
      onStep?.("checks");
      const { status, kind, headers: extra } = guard.refusal;
      refuse(req, res, passage, status, refusalWords(asSent)[kind], {
        close: true,
        headers: extra,
        malformed: true,
      });
      return;
    }
    // The rest of the pipeline sees one spelling of the path (in development, Vite's modules as the guard left them).
    if (guard.path !== rawPath) {
      req.url = guard.path + guard.query;
      passage.path = guard.path.length > 1 && guard.path.endsWith("/") ? guard.path.slice(0, -1) : guard.path;
    }
    proxyCheck(req);
    if (announcedTooLarge(req, passage.path)) {
      onStep?.("checks");
      // The rest of a body too large is not read: the connection closes after the answer.
      closeAfterAnswer(req, res);
      refuse(req, res, passage, 413, tooLargeText(asSent), { close: false, malformed: true });
      return;
    }
    let facts: RequestFacts | undefined;
    if (method === "POST") {
      facts = requestFacts(req, trust);
      if (crossSiteWrite(method, headers, facts.protocol, facts.host)) {
        onStep?.("checks");
        refuse(req, res, passage, 403, refusalWords(asSent).crossSite, { close: false });
        return;
      }
    }
    const throughRouter = () => {
      onStep?.("app");
      send.routed(req, res, passage);
    };
    if (shutdownSignal.aborted) {
      throughRouter();
      return;
    }

    // 4. the answerers, in turn
    const answer = () => {
      onStep?.("memory");
      const found = options.memory(req, res, passage.path, passage.query);
      if (found instanceof Promise) {
        found.then(
          (kept) => {
            if (!kept || res.headersSent || res.destroyed) throughRouter();
            else send.kept(req, res, passage, kept);
          },
          () => throughRouter(),
        );
        return;
      }
      if (found) {
        send.kept(req, res, passage, found);
        return;
      }
      const writing = facts && options.write(req, passage.path, passage.query, facts);
      if (writing) {
        onStep?.("write");
        writing.then((written) =>
          send.whole(req, res, passage, {
            status: written.status,
            contentType: JSON_TYPE,
            body: JSON.stringify(written.body),
            headers: written.headers,
          }),
        );
        return;
      }
      throughRouter();
    };
    // A browser that has just made a change reads nothing older than it, whichever answerer answers
    // (server/http/own-writes.ts).
    const notBefore = ownWriteOf(headers.cookie);
    if (notBefore === null) answer();
    else readingNotBefore(notBefore, answer);
  };
}
