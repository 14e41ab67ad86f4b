import { log } from "../../server/core/logger";
import {
  type Allowance,
  closeRedis,
  connectRedis,
  type RateLimiter,
  rateLimiter,
  redisReady,
} from "../../server/core/rate-limits";

/** A limiter's types, shared with the console's limits (server/core/rate-limits.ts). */
export type { Allowance, LimitDecision, RateLimiter } from "../../server/core/rate-limits";

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

  const make = (name: keyof RateLimitSettings): RateLimiter => rateLimiter(redis, `petitions-${name}`, settings[name]);

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
      await closeRedis(redis);
    },
  };
}
