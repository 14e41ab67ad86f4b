import type { Redis } from "ioredis";
import { closeRedis, connectRedis, redisReady } from "../../server/core/rate-limits";

/**
 * Failed sign-ins allowed per window (docs/decisions/0031-sign-in-limits.md):
 * - `pair`: from one network address for one account;
 * - `account`: once an account has had this many failures in its window, from anywhere, every
 *   address that has already failed for it is refused until the window ends, and a new address
 *   gets `pairAfterAccount` attempts;
 * - `address`: from one network address, whatever the accounts.
 */
export type SignInLimitSettings = {
  windowSeconds: number;
  pair: number;
  account: number;
  pairAfterAccount: number;
  address: number;
};

export const DEFAULT_SIGN_IN_LIMITS: SignInLimitSettings = {
  windowSeconds: 15 * 60,
  pair: 5,
  account: 5,
  pairAfterAccount: 1,
  address: 20,
};

/** One attempt, reserved before the password is checked. */
export type Reservation =
  | {
      allowed: true;
      /** Gives the attempt back (it was never checked). */
      release(): Promise<void>;
      /** A correct sign-in: the attempt is given back, and its address's failures for the account forgotten. */
      succeeded(): Promise<void>;
    }
  | {
      allowed: false;
      /** What is locked: the network address (any account), or this account from this address. */
      which: "address" | "account";
      retryAfterSeconds: number;
      /** When the window that refuses began (ms): refusals are recorded once per window. */
      windowStart: number;
    };

export type SignInLimits = {
  /**
   * Counts one attempt against the address and against the account from that address, atomically,
   * before the password is checked: once a limit is reached, no further attempt is counted or
   * checked until its window ends. `unlockedAt` (ms) forgets an account's failures before it.
   */
  reserve(input: { account: string; address: string; now: number; unlockedAt?: number }): Promise<Reservation>;
  /** Failures counted for an account in its current window (from every address). */
  accountFailures(account: string, now: number, unlockedAt?: number): Promise<number>;
  /** Whether an account has reached its limit in its current window (the accounts page says "locked out"). */
  accountLimited(account: string, now: number, unlockedAt?: number): Promise<boolean>;
  settings: SignInLimitSettings;
  /** Resolves once Redis answers (at once without Redis); false if it did not within `timeoutMs`. */
  ready(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
};

/** How long a Redis command of the sign-in limits may take before memory counts instead. */
const SIGN_IN_REDIS_TIMEOUT_MS = 3_000;

/** The total of a window's counts, beside the per-address counts of an account's window. */
const TOTAL = "*";

/** One window's counts under one key: where it began, and a count per field. */
type Taken = { taken: boolean; start: number; total: number };

/**
 * Counts in fixed windows that begin at a key's first count, read against the server's clock
 * (server/core/clock.ts) as given by the caller: in memory, or in Redis (shared by every process).
 */
type WindowStore = {
  /**
   * Atomically: begins a new window if the key's ended (or began before `since`); then, if
   * `field`'s count is below its limit (`reduced` once the total has reached `threshold`), adds one
   * to it and to the total.
   */
  take(
    key: string,
    field: string,
    at: { now: number; windowMs: number; since: number },
    limit: { limit: number; threshold: number; reduced: number },
  ): Promise<Taken>;
  /** Takes back `amount` from `field` and the total, if the window that began at `start` is still open; "all" forgets the field. */
  give(key: string, field: string, start: number, amount: number | "all"): Promise<void>;
  /** The total of the key's open window. */
  read(key: string, at: { now: number; windowMs: number; since: number }): Promise<{ start: number; total: number }>;
  close(): Promise<void>;
};

/**
 * Whether a window that began at `start` still counts: it has not ended, and it began after `since`
 * (an unlock at `since` forgets the windows begun until then, that very millisecond included).
 */
const windowOpen = (start: number, at: { now: number; windowMs: number; since: number }) =>
  at.now < start + at.windowMs && start > at.since;

/** Where a new window begins: now, or just after an unlock stamped later than the process's clock reads. */
const windowBegins = (at: { now: number; since: number }) => Math.max(at.now, at.since + 1);

export function memoryWindowStore(): WindowStore {
  const windows = new Map<string, { start: number; counts: Map<string, number> }>();
  let lastSweep = 0;
  const sweep = (now: number, windowMs: number) => {
    // Ended windows are dropped now and then, so the map holds at most a window's keys.
    if (now - lastSweep < windowMs && windows.size < 10_000) return;
    lastSweep = now;
    for (const [key, window] of windows) if (now >= window.start + windowMs) windows.delete(key);
  };
  return {
    async take(key, field, at, { limit, threshold, reduced }) {
      sweep(at.now, at.windowMs);
      let window = windows.get(key);
      if (!window || !windowOpen(window.start, at)) {
        window = { start: windowBegins(at), counts: new Map() };
        windows.set(key, window);
      }
      const total = window.counts.get(TOTAL) ?? 0;
      const count = window.counts.get(field) ?? 0;
      if (count >= (total >= threshold ? reduced : limit)) return { taken: false, start: window.start, total };
      window.counts.set(TOTAL, total + 1);
      if (field !== TOTAL) window.counts.set(field, count + 1);
      return { taken: true, start: window.start, total: total + 1 };
    },
    async give(key, field, start, amount) {
      const window = windows.get(key);
      if (!window || window.start !== start) return;
      const count = window.counts.get(field) ?? 0;
      const taken = amount === "all" ? count : Math.min(amount, count);
      window.counts.set(TOTAL, Math.max(0, (window.counts.get(TOTAL) ?? 0) - taken));
      if (field !== TOTAL) {
        if (amount === "all" || count - taken <= 0) window.counts.delete(field);
        else window.counts.set(field, count - taken);
      }
    },
    async read(key, at) {
      const window = windows.get(key);
      if (!window || !windowOpen(window.start, at)) return { start: at.now, total: 0 };
      return { start: window.start, total: window.counts.get(TOTAL) ?? 0 };
    },
    async close() {
      windows.clear();
    },
  };
}

/** The window's check-and-count in one Redis script, so processes never count past a limit between them. */
const TAKE_SCRIPT = `
local now, windowMs, since = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local field, limit, threshold, reduced = ARGV[4], tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7])
local start = tonumber(redis.call('HGET', KEYS[1], '@start'))
if (not start) or now >= start + windowMs or start <= since then
  start = math.max(now, since + 1)
  redis.call('DEL', KEYS[1])
  redis.call('HSET', KEYS[1], '@start', start)
  redis.call('PEXPIRE', KEYS[1], windowMs)
end
local total = tonumber(redis.call('HGET', KEYS[1], '*') or '0')
local count = tonumber(redis.call('HGET', KEYS[1], field) or '0')
local allowed = limit
if total >= threshold then allowed = reduced end
if count >= allowed then return {0, tostring(start), total} end
redis.call('HINCRBY', KEYS[1], '*', 1)
if field ~= '*' then redis.call('HINCRBY', KEYS[1], field, 1) end
return {1, tostring(start), total + 1}
`;

const GIVE_SCRIPT = `
if redis.call('HGET', KEYS[1], '@start') ~= ARGV[1] then return 0 end
local count = tonumber(redis.call('HGET', KEYS[1], ARGV[2]) or '0')
local amount = count
if ARGV[3] ~= 'all' then amount = math.min(tonumber(ARGV[3]), count) end
redis.call('HINCRBY', KEYS[1], '*', -amount)
if ARGV[2] ~= '*' then
  if ARGV[3] == 'all' or count - amount <= 0 then redis.call('HDEL', KEYS[1], ARGV[2])
  else redis.call('HINCRBY', KEYS[1], ARGV[2], -amount) end
end
return amount
`;

/**
 * The windows in Redis, one hash per key (its start and counts), changed only by scripts; while
 * Redis does not answer, each process counts in its own memory.
 */
export function redisWindowStore(redis: Redis, prefix = "brehon:staff-sign-in"): WindowStore {
  const memory = memoryWindowStore();
  const name = (key: string) => `${prefix}:${key}`;
  return {
    async take(key, field, at, limit) {
      try {
        const [taken, start, total] = (await redis.eval(
          TAKE_SCRIPT,
          1,
          name(key),
          at.now,
          at.windowMs,
          at.since,
          field,
          limit.limit,
          limit.threshold,
          limit.reduced,
        )) as [number, string, number];
        return { taken: taken === 1, start: Number(start), total: Number(total) };
      } catch {
        return memory.take(key, field, at, limit);
      }
    },
    async give(key, field, start, amount) {
      await Promise.all([
        redis.eval(GIVE_SCRIPT, 1, name(key), String(start), field, String(amount)).catch(() => {}),
        memory.give(key, field, start, amount),
      ]);
    },
    async read(key, at) {
      try {
        const [start, total] = await redis.hmget(name(key), "@start", TOTAL);
        if (start === null || !windowOpen(Number(start), at)) return { start: at.now, total: 0 };
        return { start: Number(start), total: Number(total ?? 0) };
      } catch {
        return memory.read(key, at);
      }
    },
    async close() {
      await memory.close();
    },
  };
}

/**
 * The sign-in limits, shared by every process through Redis when `redisUrl` is set (each process
 * counts in memory while Redis is away), else counted in this process's memory.
 */
export function createSignInLimits(
  settings: SignInLimitSettings = DEFAULT_SIGN_IN_LIMITS,
  redisUrl?: string,
): SignInLimits {
  // A busy process may read Redis's answer late: an answer taken for lost would be counted again in
  // memory, so sign-ins (which are never in a hurry) wait longer for it than the petition limits do.
  const redis = connectRedis(redisUrl, SIGN_IN_REDIS_TIMEOUT_MS);
  redis?.on("error", () => {});
  const store = redis ? redisWindowStore(redis) : memoryWindowStore();
  const windowMs = settings.windowSeconds * 1000;
  const secondsLeft = (start: number, now: number) => Math.max(1, Math.ceil((start + windowMs - now) / 1000));
  const accountKey = (account: string) => `account:${account}`;
  const addressKey = (address: string) => `address:${address}`;

  return {
    settings,
    async reserve({ account, address, now, unlockedAt = 0 }) {
      const fromAddress = await store.take(
        addressKey(address),
        TOTAL,
        { now, windowMs, since: 0 },
        { limit: settings.address, threshold: Number.POSITIVE_INFINITY, reduced: settings.address },
      );
      if (!fromAddress.taken) {
        return {
          allowed: false,
          which: "address",
          retryAfterSeconds: secondsLeft(fromAddress.start, now),
          windowStart: fromAddress.start,
        };
      }
      const releaseAddress = () => store.give(addressKey(address), TOTAL, fromAddress.start, 1);
      const forAccount = await store.take(
        accountKey(account),
        address,
        { now, windowMs, since: unlockedAt },
        { limit: settings.pair, threshold: settings.account, reduced: settings.pairAfterAccount },
      );
      if (!forAccount.taken) {
        await releaseAddress();
        return {
          allowed: false,
          which: "account",
          retryAfterSeconds: secondsLeft(forAccount.start, now),
          windowStart: forAccount.start,
        };
      }
      return {
        allowed: true,
        release: async () => {
          await Promise.all([releaseAddress(), store.give(accountKey(account), address, forAccount.start, 1)]);
        },
        succeeded: async () => {
          await Promise.all([releaseAddress(), store.give(accountKey(account), address, forAccount.start, "all")]);
        },
      };
    },
    async accountFailures(account, now, unlockedAt = 0) {
      return (await store.read(accountKey(account), { now, windowMs, since: unlockedAt })).total;
    },
    async accountLimited(account, now, unlockedAt = 0) {
      return (await this.accountFailures(account, now, unlockedAt)) >= settings.account;
    },
    ready: (timeoutMs = 2_000) => redisReady(redis, timeoutMs),
    close: async () => {
      await store.close();
      await closeRedis(redis);
    },
  };
}
