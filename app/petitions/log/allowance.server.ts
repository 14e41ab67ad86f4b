import type { RequestHandler, Response } from "express";
import type { RateLimiter } from "../../../server/core/rate-limits";
import { allowanceStep, answeredRefusal } from "../../../server/http/allowance-refusal";

/**
 * Counts each read of a petition's log and each proof against its sender's allowance (RATE_LIMIT_LOG),
 * apart from the pages' and the search's, so that one client reading logs cannot take the pages' turn
 * (docs/decisions/0044-log-pages.md). Counted before any answer, kept or not; a refused read is marked
 * (`res.locals.logRetryAfter`) for the log's router to answer 429 in the asker's language.
 */
export const logRateLimit = (limit: RateLimiter, clientKey: (ip: string) => Promise<string>): RequestHandler =>
  allowanceStep(limit, clientKey, { bucket: "log", counted: "logCounted", mark: "logRetryAfter" });

/** Answers 429 with Retry-After and `message` when the log's allowance refused this request; true when it did. */
export const refusedRead = (res: Response, message: (retryAfterSeconds: number) => string): boolean =>
  answeredRefusal(res, "logRetryAfter", message);
