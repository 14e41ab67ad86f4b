import { Redis } from "ioredis";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";

/**
 * The rate limits' connection and counters, shared by the features that count requests (the petitions'
 * limits, app/petitions/rate-limits.server.ts; the console's sign-in limits, app/admin/limits.server.ts): one
 * Redis client per set of limits when REDIS_URL is set, each process's memory while Redis is away or
 * without it.
 */

/** One allowance: `points` requests per `seconds`, per key. */
export type Allowance = { points: number; seconds: number };

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A named allowance per key (a client address, or an address and a petition). */
export type RateLimiter = {
  /** Counts one request against the key; refused with the seconds to wait once the allowance is used. */
  take(key: string): Promise<LimitDecision>;
  /** Gives one request back (it turned out not to count, e.g. a refused signature). */
  refund(key: string): Promise<void>;
};

/**
 * A Redis client that fails fast while Redis is away (so an in-memory fallback
 * answers instead of a queue), or none without `redisUrl`. Reconnection is automatic.
 */
export function connectRedis(redisUrl: string | undefined, commandTimeout = 500): Redis | undefined {
  return redisUrl
    ? new Redis(redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2_000,
        commandTimeout,
        lazyConnect: false,
      })
    : undefined;
}

/** Resolves once Redis answers (at once without Redis); false if it did not within `timeoutMs`. */
export function redisReady(redis: Redis | null | undefined, timeoutMs: number): Promise<boolean> {
  if (!redis || redis.status === "ready") return Promise.resolve(true);
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    redis.once("ready", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Closes a client, never waiting long: quit() waits for a reply that never comes while Redis is away. */
export async function closeRedis(redis: Redis | null | undefined): Promise<void> {
  if (!redis) return;
  const quit = redis.quit().catch(() => {});
  const timer = setTimeout(() => redis.disconnect(), 500);
  await quit;
  clearTimeout(timer);
  redis.disconnect();
}

/**
 * One allowance counted under `prefix`: in memory without Redis; with Redis,
 * shared by every process and counted in memory while Redis does not answer.
 */
export function sharedLimiter(
  redis: Redis | undefined,
  prefix: string,
  { points, seconds }: Allowance,
): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix: prefix, points, duration: seconds });
  if (!redis) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `brehon:${prefix}`,
    points,
    duration: seconds,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

/** `sharedLimiter`'s allowance as a RateLimiter: a refusal says how long to wait; a failed store lets the request through. */
export function rateLimiter(redis: Redis | undefined, prefix: string, allowance: Allowance): RateLimiter {
  const limiter = sharedLimiter(redis, prefix, allowance);
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
        }
        // The store failed and there was no fallback: let the request through rather than refuse everyone.
        return { allowed: true };
      }
    },
    async refund(key) {
      await limiter.reward(key, 1).catch(() => {});
    },
  };
}
