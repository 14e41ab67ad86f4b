import type { RequestHandler, Response } from "express";
import { answeredRefusal } from "../../http/allowance-refusal";
import { classify } from "../../http/classify";
import { requesterOf } from "../../http/requester";
import type { RateLimiter } from "../../rate-limits";
import { countSearch } from "../../search/api";

/**
 * Counts each read of a petition's log and each proof against its sender's allowance (RATE_LIMIT_LOG),
 * apart from the pages' and the search's, so that one client reading logs cannot take the pages' turn
 * (docs/decisions/0044-log-pages.md). Counted before any answer, kept or not; a refused read is marked
 * (`res.locals.logRetryAfter`) for the log's router to answer 429 in the asker's language.
 */
export function logRateLimit(limit: RateLimiter, clientKey: (ip: string) => Promise<string>): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (classify(req.method, req.path).rateLimit !== "log") return next();
    // Counted already by the fast path (server/app.ts), which then left the answer to Express.
    if (res.locals.logCounted === true) return next();
    try {
      // Keyed as every allowance is: the client's network, salted and hashed.
      const retryAfter = await countSearch(limit, clientKey, requesterOf(req).ip);
      if (retryAfter !== undefined) res.locals.logRetryAfter = retryAfter;
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** Answers 429 with Retry-After and `message` when the log's allowance refused this request; true when it did. */
export const refusedRead = (res: Response, message: (retryAfterSeconds: number) => string): boolean =>
  answeredRefusal(res, "logRetryAfter", message);
