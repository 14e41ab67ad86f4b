/**
 * How many staff sign-ins one process takes at once. A password check is scrypt on libuv's thread pool
 * (about a tenth of a second of a core, and 32 MiB, each); the pool is shared with the rest of the process
 * (file reads, DNS look-ups for new database connections, compression). Checks beyond the pool only wait
 * in libuv's own queue, where nothing refuses them, so this queue of ours keeps them: at most `checks`
 * run, at most `queue` more sign-ins wait their turn, and any further sign-in is refused at once (503
 * with Retry-After) before it reads the database. docs/decisions/0045-sign-in-checks-bounded-by-the-thread-pool.md
 */

/** libuv's thread pool: UV_THREADPOOL_SIZE when set (1 to 1024), else libuv's default of 4. */
export function threadPoolSize(env: Record<string, string | undefined> = process.env): number {
  const given = Number(env.UV_THREADPOOL_SIZE);
  return Number.isInteger(given) && given >= 1 ? Math.min(given, 1024) : 4;
}

/** Checks at once unless SIGN_IN_CHECKS says: the thread pool but one thread, left for the rest. */
export function defaultChecks(env: Record<string, string | undefined> = process.env): number {
  return Math.max(1, threadPoolSize(env) - 1);
}

/** Sign-ins that may wait for a check unless SIGN_IN_QUEUE says. */
export const DEFAULT_SIGN_IN_QUEUE = 8;

/** A sign-in let in: it may run one password check, and must leave once answered. */
export type Admission = {
  /** Runs `work` (the password check) once a check slot is free, in order of arrival. */
  check<T>(work: () => Promise<T>): Promise<T>;
  /** The sign-in is answered: its place goes to the next (idempotent). */
  leave(): void;
};

export type CheckQueue = {
  /** A place for one sign-in, or null when `checks` + `queue` sign-ins are already under way. */
  enter(): Admission | null;
  /** Whether a sign-in arriving now would be refused (a cheap look, for answering before any work). */
  full(): boolean;
  /** What is under way now: sign-ins let in, and password checks running. */
  load(): { admitted: number; running: number };
};

export function createCheckQueue({ checks, queue }: { checks: number; queue: number }): CheckQueue {
  if (!Number.isInteger(checks) || checks < 1) throw new Error("checks must be a whole number of at least 1");
  if (!Number.isInteger(queue) || queue < 0) throw new Error("queue must be a whole number of at least 0");
  let admitted = 0;
  let running = 0;
  const waiting: Array<() => void> = [];
  const full = () => admitted >= checks + queue;

  /** A check ended: the longest waiting takes its slot. */
  function ended() {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  }

  return {
    full,
    load: () => ({ admitted, running }),
    enter() {
      if (full()) return null;
      admitted += 1;
      let left = false;
      return {
        async check<T>(work: () => Promise<T>): Promise<T> {
          if (running < checks) running += 1;
          // The slot is handed over by `ended`, already counted.
          else await new Promise<void>((resolve) => waiting.push(resolve));
          try {
            return await work();
          } finally {
            ended();
          }
        },
        leave() {
          if (left) return;
          left = true;
          admitted -= 1;
        },
      };
    },
  };
}
