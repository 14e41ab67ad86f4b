import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./petitions-rate-limit";

describe("createRateLimiter", () => {
  it("allows the limit per address per window, then says how long to wait", () => {
    let time = 1_000_000;
    const limiter = createRateLimiter({ limit: 2, windowSeconds: 60, now: () => time });
    expect(limiter.take("198.51.100.1")).toEqual({ allowed: true });
    expect(limiter.take("198.51.100.1")).toEqual({ allowed: true });
    expect(limiter.take("198.51.100.2")).toEqual({ allowed: true });
    time += 15_500;
    expect(limiter.take("198.51.100.1")).toEqual({ allowed: false, retryAfterSeconds: 45 });
    time += 44_500;
    expect(limiter.take("198.51.100.1")).toEqual({ allowed: true });
  });
});
