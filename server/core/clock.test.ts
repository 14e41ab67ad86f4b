import { afterEach, describe, expect, it } from "vitest";
import { now, nowMs, setClockOffset, testHooksOn, workerTestEnv } from "./clock";

describe("the server's clock", () => {
  afterEach(() => setClockOffset(0));

  it("is the system clock until a test moves it, and then moves every reader with it", () => {
    expect(Math.abs(nowMs() - Date.now())).toBeLessThan(50);
    setClockOffset(90_000);
    expect(nowMs() - Date.now()).toBeGreaterThanOrEqual(89_950);
    expect(now().getTime() - Date.now()).toBeGreaterThanOrEqual(89_950);
  });

  it("has no test hooks without TEST_HOOKS=1 and a parent on an IPC channel, and gives workers none", () => {
    // Vitest's workers are threads or forks of its own: whatever their channel, TEST_HOOKS is not set.
    expect(process.env.TEST_HOOKS).toBeUndefined();
    expect(testHooksOn()).toBe(false);
    expect(workerTestEnv()).toEqual({ TEST_HOOKS: "" });
  });
  // The IPC path itself is used by the built-server tests that move the clock (test/server/console.test.ts).
});
