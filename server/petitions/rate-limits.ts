import { Redis } from "ioredis";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { log } from "../logger";

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

export type RateLimits = {
  create: RateLimiter;
  /** Signatures per address, over all petitions. */
  sign: RateLimiter;
  /** Signatures per address on one petition over a long window: the cap on one address. */
  signPerPetition: RateLimiter;
  /** Refused signing attempts (already signed, unknown or closed petition) per address. */
  signRefusals: RateLimiter;
  report: RateLimiter;
  /** Site searches per address (results pages and suggestions). */
  search: RateLimiter;
  /** Confirmation emails one email address receives, over all petitions (PETITION_SIGNING=email), keyed by its hash. */
  signatureMail: RateLimiter;
  /** Reads of the petitions' logs and proofs per address. */
  log: RateLimiter;
  /** Resolves once Redis answers (at once without Redis); false if it did not within `timeoutMs`. */
  ready(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
};

export type RateLimitSettings = {
  create: Allowance;
  sign: Allowance;
  signPerPetition: Allowance;
  signRefusals: Allowance;
  report: Allowance;
  search: Allowance;
  signatureMail: Allowance;
  log: Allowance;
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

function wrap(limiter: RateLimiterAbstract): RateLimiter {
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

/**
 * The petition rate limits. With `redisUrl` every server process shares the
 * counts through Redis; if Redis stops answering, each process falls back to
 * counting in its own memory until it is back. Without it, counts are per process.
 */
export function createRateLimits(settings: RateLimitSettings, redisUrl?: string): RateLimits {
  const redis = connectRedis(redisUrl);
  // Reconnection is automatic; errors are expected while Redis is away. Each change of state is logged once.
  let redisState: "starting" | "up" | "down" = "starting";
  let closing = false;
  const redisDown = () => {
    if (redisState !== "up" || closing) return;
    redisState = "down";
    log.warn("Redis lost: rate limits are counted in each process's memory until it is back");
  };
  redis?.on("error", redisDown);
  redis?.on("close", redisDown);
  redis?.on("ready", () => {
    if (redisState === "up") return;
    log.info(
      redisState === "down"
        ? "Redis is back: rate limits are shared by every process again"
        : "Redis connected: rate limits are shared by every process",
    );
    redisState = "up";
  });

  const make = (name: keyof RateLimitSettings): RateLimiter =>
    wrap(sharedLimiter(redis, `petitions-${name}`, settings[name]));

  return {
    create: make("create"),
    sign: make("sign"),
    signPerPetition: make("signPerPetition"),
    signRefusals: make("signRefusals"),
    report: make("report"),
    search: make("search"),
    signatureMail: make("signatureMail"),
    log: make("log"),
    ready: (timeoutMs = 2_000) => redisReady(redis, timeoutMs),
    close: async () => {
      closing = true;
      if (!redis) return;
      // quit() waits for a reply that never comes while Redis is away: never wait long for it.
      const quit = redis.quit().catch(() => {});
      const timer = setTimeout(() => redis.disconnect(), 500);
      await quit;
      clearTimeout(timer);
      redis.disconnect();
    },
  };
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
