import type { Response } from "express";
import { answeredRefusal } from "../../server/http/allowance-refusal";

/**
 * Answers 429, with Retry-After and `message`, when the search allowance refused this request (the rate limit
 * step marks it: `res.locals.searchRetryAfter`, ./api.ts). True when it did: the caller then answers nothing.
 */
export const refusedSearch = (res: Response, message: (retryAfterSeconds: number) => string): boolean =>
  answeredRefusal(res, "searchRetryAfter", message);
