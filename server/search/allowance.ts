import type { Response } from "express";

/**
 * Answers 429, with Retry-After and `message`, when the search allowance refused this request (the rate limit
 * step marks it: `res.locals.searchRetryAfter`, ./api.ts). True when it did: the caller then answers nothing.
 */
export function refusedSearch(res: Response, message: (retryAfterSeconds: number) => string): boolean {
  const retryAfter = res.locals.searchRetryAfter as number | undefined;
  if (retryAfter === undefined) return false;
  res
    .set("Retry-After", String(retryAfter))
    .status(429)
    .json({ error: message(retryAfter) });
  return true;
}
