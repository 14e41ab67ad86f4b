import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createRateLimits, type RateLimitSettings } from "./rate-limits.server";

const settings = (points: number): RateLimitSettings => ({
  create: { points, seconds: 60 },
  sign: { points, seconds: 60 },
  signPerPetition: { points, seconds: 3600 },
  signRefusals: { points, seconds: 60 },
  report: { points, seconds: 3600 },
  search: { points, seconds: 60 },
  signatureMail: { points, seconds: 86_400 },
  log: { points, seconds: 60 },
});

const key = () => `test-${randomBytes(6).toString("hex")}`;

describe("rate limits in memory", () => {
  it("allows the allowance, then refuses with the seconds to wait, and takes a refund back", async () => {
    const limits = createRateLimits(settings(3));
    const address = key();
    const decisions = [];
    for (let index = 0; index < 4; index++) decisions.push(await limits.sign.take(address));
    expect(decisions.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    expect(decisions[3]).toMatchObject({ allowed: false });
    expect((decisions[3] as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    expect((decisions[3] as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(60);
    await limits.sign.refund(address);
    await limits.sign.refund(address);
    expect(await limits.sign.take(address)).toEqual({ allowed: true });
    // Other addresses and other limits count apart.
    expect(await limits.sign.take(key())).toEqual({ allowed: true });
    expect(await limits.create.take(address)).toEqual({ allowed: true });
    await limits.close();
  });

  it("keeps limiting in memory when Redis cannot be reached", async () => {
    const limits = createRateLimits(settings(2), "redis://127.0.0.1:1");
    const address = key();
    const decisions = [];
    for (let index = 0; index < 3; index++) decisions.push((await limits.create.take(address)).allowed);
    expect(decisions).toEqual([true, true, false]);
    await limits.close();
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)("rate limits shared through Redis", () => {
  it("counts one address across two server processes", async () => {
    const url = process.env.TEST_REDIS_URL as string;
    const first = createRateLimits(settings(4), url);
    const second = createRateLimits(settings(4), url);
    expect(await first.ready()).toBe(true);
    expect(await second.ready()).toBe(true);
    const address = key();
    const decisions = [];
    for (let index = 0; index < 3; index++) {
      decisions.push((await first.sign.take(address)).allowed, (await second.sign.take(address)).allowed);
    }
    expect(decisions).toEqual([true, true, true, true, false, false]);
    await Promise.all([first.close(), second.close()]);
  });
});
