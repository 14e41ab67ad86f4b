import { RateLimiterRes } from "rate-limiter-flexible";
import { type Allowance, connectRedis, sharedLimiter } from "../petitions/rate-limits";

/** Failed sign-ins allowed per window: per account, and per client address. */
export const DEFAULT_SIGN_IN_LIMITS = {
  account: { points: 5, seconds: 15 * 60 },
  address: { points: 20, seconds: 15 * 60 },
} satisfies Record<string, Allowance>;

export type SignInLimits = {
  /** Seconds until the key may try again, or 0 while it has failures left. */
  lockedFor(kind: "account" | "address", key: string): Promise<number>;
  /** Counts one failure. */
  fail(kind: "account" | "address", key: string): Promise<void>;
  /** Forgets an account's failures after it signs in. */
  clear(kind: "account" | "address", key: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * Counts failed sign-ins, shared by every process through Redis when
 * `redisUrl` is set (each process counts in memory while Redis is away).
 */
export function createSignInLimits(
  settings: { account: Allowance; address: Allowance } = DEFAULT_SIGN_IN_LIMITS,
  redisUrl?: string,
): SignInLimits {
  const redis = connectRedis(redisUrl);
  redis?.on("error", () => {});
  const make = (kind: "account" | "address") => sharedLimiter(redis, `staff-sign-in-${kind}`, settings[kind]);
  const limiters = { account: make("account"), address: make("address") };
  return {
    async lockedFor(kind, key) {
      const state = await limiters[kind].get(key).catch(() => null);
      if (!state || state.consumedPoints < settings[kind].points) return 0;
      return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
    },
    async fail(kind, key) {
      await limiters[kind].consume(key).catch((refusal: unknown) => {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
      });
    },
    async clear(kind, key) {
      await limiters[kind].delete(key).catch(() => {});
    },
    close: async () => {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}
