import type { IncomingMessage, ServerResponse } from "node:http";
import type { AsyncFastSource, FastAnswer, FastSource, MemoryFind } from "./http/early-answers";
import { carriesStaffSession } from "./http/staff-session";

export type { AsyncFastSource, FastAnswer, FastSource, MemoryFind };

export type MemoryAnswererOptions = {
  /** Asked in order. */
  sources: readonly FastSource[];
  /** Asked after `sources`; the first that takes the request (returns a promise) decides. */
  asyncSources?: readonly AsyncFastSource[];
};

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
    // A staff member's request is answered privately (server/http/cache-policy.ts), by Express.
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
