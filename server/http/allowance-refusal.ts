import type { Response } from "express";

/**
 * Answers 429, with Retry-After and `message`, when an allowance's rate limit step refused this request and
 * marked it in `res.locals[mark]` (the search's and the petitions' logs' steps). True when it did: the
 * caller then answers nothing.
 */
export function answeredRefusal(
  res: Response,
  mark: "searchRetryAfter" | "logRetryAfter",
  message: (retryAfterSeconds: number) => string,
): boolean {
  const retryAfter = res.locals[mark] as number | undefined;
  if (retryAfter === undefined) return false;
  res
    .set("Retry-After", String(retryAfter))
    .status(429)
    .json({ error: message(retryAfter) });
  return true;
}
