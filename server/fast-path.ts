import type { IncomingMessage, ServerResponse } from "node:http";
import { carriesStaffSession } from "./admin/session-cookie";
import type { CacheKind } from "./cache-policy";
import type { Representations } from "./encoding";

/** A stored response the fast path may send as it is. */
export type FastAnswer = {
  /**
   * The body in its codings. Headers are prepared once per body object and
   * kept while it lives: a changed body must be a new object (the stores
   * never change one in place).
   */
  body: Representations;
  /** 200, or the status a rendered page was stored with (404, 410). */
  status: number;
  /** The stored response's own headers (a rendered page's), besides those of its body; the same array for the same body. */
  headers?: ReadonlyArray<readonly [string, string]>;
  /** The caching the answer asks for where its address lets it (a complete page of a petition's log). */
  cache?: CacheKind;
  /** False for an answer a validator never turns into 304 (a refusal), as Express's `fresh` check does not. */
  revalidate?: boolean;
};

/**
 * Finds the stored answer for a path (no trailing slash, no escapes) and its
 * query (`?…` or ""), synchronously, or nothing: the request then takes the
 * general path.
 */
export type FastSource = (path: string, query: string, req: IncomingMessage) => FastAnswer | undefined;

/**
 * A source that must do something asynchronous first (count a search against its sender's allowance):
 * resolves to the answer, or to nothing, and the request then goes on to Express (with whatever the
 * source left in `res.locals`).
 */
export type AsyncFastSource = (
  path: string,
  query: string,
  req: IncomingMessage,
  res: ServerResponse & { locals?: Record<string, unknown> },
) => Promise<FastAnswer | undefined> | undefined;

export type MemoryAnswererOptions = {
  /** Asked in order. */
  sources: readonly FastSource[];
  /** Asked after `sources`; the first that takes the request (returns a promise) decides. */
  asyncSources?: readonly AsyncFastSource[];
};

/** The memory answerer's find: an answer now, one to wait for, or nothing (the next answerer's turn). */
export type MemoryFind = FastAnswer | Promise<FastAnswer | undefined> | undefined;

/**
 * The in-memory answerer: a GET or HEAD of a page or file kept in memory (the built files, and rendered
 * pages and API reads kept current) is answered from its store. It only finds the answer: the pipeline
 * (server/http/pipeline.ts) has made the shared checks before it, and its `send` writes the headers
 * (prepared once per body and coding) and the log line. It leaves to the next answerer a request with a
 * body, a path with an escape or a dot segment, and a request with a console session, whose answer is
 * private whatever the address.
 */
export function memoryAnswerer({ sources, asyncSources = [] }: MemoryAnswererOptions) {
  return (req: IncomingMessage, res: ServerResponse, path: string, query: string): MemoryFind => {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return undefined;
    const headers = req.headers;
    if (headers["content-length"] !== undefined || headers["transfer-encoding"] !== undefined) return undefined;
    if (path.includes("%") || path.includes("/.") || path.includes("//")) return undefined;
    // A staff member's request is answered privately (server/cache-policy.ts), by Express.
    if (carriesStaffSession(headers.cookie)) return undefined;
    for (const source of sources) {
      const answer = source(path, query, req);
      if (answer) return answer;
    }
    for (const source of asyncSources) {
      const pending = source(path, query, req, res);
      if (pending) return pending;
    }
    return undefined;
  };
}
