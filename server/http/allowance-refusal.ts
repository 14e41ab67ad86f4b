import { createHash } from "node:crypto";
import type { RequestHandler, Response } from "express";
import type { RateLimiter } from "../core/rate-limits";
import { classificationOf } from "./passage";
import { clientNetwork, requesterOf } from "./requester";

/** The allowances counted by a step of their own before any answer: the search's and the petitions' logs'. */
type CountedAllowance = {
  /** The addresses counted: those `classify` gives this rate-limit bucket. */
  bucket: "search" | "log";
  /** Set by the fast path when it counted the request already, then left the answer to Express. */
  counted: "searchCounted" | "logCounted";
  /** Where a refusal is marked for the answering router (`answeredRefusal`). */
  mark: "searchRetryAfter" | "logRetryAfter";
};

/**
 * Counts each GET (or HEAD) of an allowance's addresses against its sender's allowance, before any cache
 * answers it, unless the fast path counted it already. A refused request is marked (`res.locals[mark]`)
 * for its router to answer 429 in the asker's language (`answeredRefusal`).
 */
export function allowanceStep(
  limit: RateLimiter,
  clientKey: (ip: string) => Promise<string>,
  { bucket, counted, mark }: CountedAllowance,
): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Every address of the bucket, however it is spelled.
    if (classificationOf(req).rateLimit !== bucket) return next();
    if (res.locals[counted] === true) return next();
    try {
      const retryAfter = await countRequest(limit, clientKey, requesterOf(req).ip);
      if (retryAfter !== undefined) res.locals[mark] = retryAfter;
      next();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Counts one request of the client at `ip` against an allowance: undefined when allowed, otherwise the
 * seconds to wait. Keyed like the petition limits: the client's network (an IPv6 /64), hashed, never the
 * address in clear.
 */
export async function countRequest(
  limit: RateLimiter,
  clientKey: (ip: string) => Promise<string>,
  ip: string,
): Promise<number | undefined> {
  const key = await clientKey(ip).catch(() => clientNetworkDigest(ip));
  const decision = await limit.take(key);
  return decision.allowed ? undefined : decision.retryAfterSeconds;
}

/**
 * The key when the database (and its salt) is out of reach: the network's
 * digest, the same in every process, so requests are still counted.
 */
function clientNetworkDigest(ip: string): string {
  return createHash("sha256")
    .update(`search:${clientNetwork(ip)}`)
    .digest("hex")
    .slice(0, 32);
}

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
