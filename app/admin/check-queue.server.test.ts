import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "#test/support/database";
import { waitUntil } from "#test/support/wait";
import { createCheckQueue, defaultChecks, threadPoolSize } from "./check-queue.server";
import { createSignInLimits } from "./limits.server";
import { createStaffConsole, SIGN_IN_BUSY, SIGN_IN_REFUSED, SIGN_IN_UNAVAILABLE } from "./service.server";

/** A promise and its resolver, to hold a check open until the test lets it end. */
function held() {
  let release = () => {};
  const promise = new Promise<boolean>((resolve) => {
    release = () => resolve(false);
  });
  return { promise, release };
}

describe("the sign-in check queue", () => {
  it("sizes itself by libuv's thread pool, leaving one thread for the rest of the process", () => {
    expect(threadPoolSize({})).toBe(4);
    expect(threadPoolSize({ UV_THREADPOOL_SIZE: "16" })).toBe(16);
    expect(threadPoolSize({ UV_THREADPOOL_SIZE: "nonsense" })).toBe(4);
    expect(defaultChecks({})).toBe(3);
    expect(defaultChecks({ UV_THREADPOOL_SIZE: "1" })).toBe(1);
  });

  it("runs at most `checks` at once, lets `queue` more wait in order, and refuses the rest until one leaves", async () => {
    const queue = createCheckQueue({ checks: 2, queue: 2 });
    const holds = Array.from({ length: 4 }, held);
    const order: number[] = [];
    const admissions = holds.map(() => queue.enter());
    expect(admissions.every((admission) => admission !== null)).toBe(true);
    expect(queue.full()).toBe(true);
    expect(queue.enter()).toBeNull();
    const checks = admissions.map((admission, index) =>
      admission?.check(() => {
        order.push(index);
        return (holds[index] as ReturnType<typeof held>).promise;
      }),
    );
    await waitUntil(() => order.length === 2, "checks to start");
    expect(queue.load()).toEqual({ admitted: 4, running: 2 });
    holds[1]?.release();
    await waitUntil(() => order.length === 3, "checks to start");
    expect(order).toEqual([0, 1, 2]);
    // The first ending lets the last waiting one run.
    holds[0]?.release();
    await waitUntil(() => order.length === 4, "checks to start");
    expect(order).toEqual([0, 1, 2, 3]);
    for (const hold of holds) hold.release();
    await Promise.all(checks);
    expect(queue.load().running).toBe(0);
    for (const admission of admissions) {
      admission?.leave();
      admission?.leave();
    }
    expect(queue.load()).toEqual({ admitted: 0, running: 0 });
    expect(queue.full()).toBe(false);
  });

  it("frees a check's slot when the check throws", async () => {
    const queue = createCheckQueue({ checks: 1, queue: 1 });
    const first = queue.enter();
    await expect(first?.check(() => Promise.reject(new Error("scrypt failed")))).rejects.toThrow("scrypt failed");
    expect(queue.load().running).toBe(0);
    expect(await queue.enter()?.check(async () => "next")).toBe("next");
  });
});

describe("the console's sign-in under load (embedded database)", () => {
  const db = openTestDatabase("pglite");
  let broken = false;
  /** The same database, whose statements fail as a pool does that waited too long for a connection. */
  const flaky = {
    ...db,
    sql: {
      query: ((...args: Parameters<typeof db.sql.query>) =>
        broken
          ? Promise.reject(new Error("timeout exceeded when trying to connect"))
          : db.sql.query(...args)) as typeof db.sql.query,
    },
  };
  const requester = { ip: "203.0.113.20", userAgent: "test" };
  const limits = createSignInLimits();

  beforeAll(() => db.ready());
  afterAll(() => db.drop());

  it("refuses sign-ins beyond the checks and the queue as busy, before reading anything, and lets the rest through", async () => {
    const staffConsole = createStaffConsole({
      db,
      addressSalt: "salt",
      limits,
      checks: createCheckQueue({ checks: 1, queue: 1 }),
    });
    const attempt = (index: number) =>
      staffConsole.signIn({ email: `nobody${index}@example.ie`, password: "wrong", code: "123456" }, requester);
    const results = await Promise.all(Array.from({ length: 6 }, (_, index) => attempt(index)));
    expect(results.slice(0, 2)).toEqual([
      { status: "refused", message: SIGN_IN_REFUSED },
      { status: "refused", message: SIGN_IN_REFUSED },
    ]);
    for (const result of results.slice(2)) {
      expect(result).toEqual({ status: "busy", message: SIGN_IN_BUSY, retryAfterSeconds: 5 });
    }
    // Only the two let in were counted and audited.
    const failures = (await staffConsole.store.auditEntries({ limit: 50 })).filter(
      (entry) => entry.action === "sign-in-failed",
    );
    expect(failures).toHaveLength(2);
    expect(staffConsole.signInsFull()).toBe(false);
  });

  it("answers a database that does not answer in time as unavailable (503), never as an error", async () => {
    const staffConsole = createStaffConsole({ db: flaky, addressSalt: "salt", limits });
    broken = true;
    try {
      expect(
        await staffConsole.signIn({ email: "someone@example.ie", password: "wrong", code: "123456" }, requester),
      ).toEqual({ status: "unavailable", message: SIGN_IN_UNAVAILABLE, retryAfterSeconds: 5 });
    } finally {
      broken = false;
    }
    // Its place in the queue was given back.
    expect(staffConsole.signInsFull()).toBe(false);
  });
});
