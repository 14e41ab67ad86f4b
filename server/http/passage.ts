import type { IncomingMessage } from "node:http";
import { type Classification, classifyTarget } from "./classify";

/**
 * What the request pipeline (server/http/pipeline.ts) learns of a request once, before any answerer
 * sees it, attached to the request so that every later step reads it instead of asking again with a
 * spelling of the path of its own (`req.path`, `req.originalUrl`, without the trailing slash).
 */
export type Passage = {
  /** The request target as received (the log line's, before any step rewrites `req.url`). */
  url: string;
  /** The path in its normal form (server/http/normal-form.ts), without a trailing slash (except "/"). */
  path: string;
  /** The query as sent, `?…`, or "". */
  query: string;
  /** The address's classification (server/http/classify.ts), made once. */
  address: Classification;
  /** The request's id: the client's `X-Request-Id` when it looks like one, otherwise a new one. */
  reqId: string;
  /** When the pipeline received it (for the log line's duration). */
  started: bigint;
  /** The request carries a console session cookie (its answer is private whatever the address). */
  staffSession: boolean;
};

const passages = new WeakMap<IncomingMessage, Passage>();

/** Attaches the pipeline's facts to a request (the pipeline only). */
export function attachPassage(req: IncomingMessage, passage: Passage): void {
  passages.set(req, passage);
}

/** What the pipeline learnt of `req`, if it passed through it. */
export const passageOf = (req: IncomingMessage): Passage | undefined => passages.get(req);

/**
 * The classification of a request, as the pipeline made it when the request arrived. A request that
 * did not come through the pipeline (none does in the portal) is classified from its target.
 */
export function classificationOf(req: IncomingMessage): Classification {
  return passages.get(req)?.address ?? classifyTarget(req.method ?? "GET", req.url ?? "/");
}
