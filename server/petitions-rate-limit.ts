/**
 * A fixed-window counter per client address. It lives in the process: with
 * several processes, each keeps its own count (see the README, "Running at scale").
 */
export type RateLimiter = {
  /** Counts one request; refused with the seconds to wait once the window's allowance is used. */
  take(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number };
};

export function createRateLimiter({
  limit,
  windowSeconds,
  now = Date.now,
}: {
  limit: number;
  windowSeconds: number;
  now?: () => number;
}): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  return {
    take(key) {
      const time = now();
      if (time >= nextSweep) {
        // Forget finished windows so the map does not grow with every address ever seen.
        for (const [entryKey, entry] of windows) if (entry.resetAt <= time) windows.delete(entryKey);
        nextSweep = time + windowSeconds * 1000;
      }
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= time) {
        entry = { count: 0, resetAt: time + windowSeconds * 1000 };
        windows.set(key, entry);
      }
      if (entry.count >= limit) return { allowed: false, retryAfterSeconds: Math.ceil((entry.resetAt - time) / 1000) };
      entry.count += 1;
      return { allowed: true };
    },
  };
}
