import { describe, expect, it } from "vitest";
import { CLOCK_MARGIN_MS, OWN_WRITE_COOKIE, OWN_WRITE_SECONDS, ownWriteCookie, ownWriteOf } from "./own-writes";

describe("the mark of a browser's own change", () => {
  it("is an HttpOnly cookie of the change's time that lasts a minute", () => {
    expect(ownWriteCookie(true, 1_700_000_000_123)).toBe(
      `${OWN_WRITE_COOKIE}=1700000000123; Path=/; Max-Age=${OWN_WRITE_SECONDS}; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(ownWriteCookie(false, 5)).not.toContain("Secure");
  });

  it("asks for reads no older than the change, with a margin for other hosts' clocks", () => {
    const now = 1_700_000_010_000;
    expect(ownWriteOf(`brehon_signer=x; ${OWN_WRITE_COOKIE}=1700000000000; other=1`, now)).toBe(
      1_700_000_000_000 + CLOCK_MARGIN_MS,
    );
    // A host whose clock is a little behind still honours it.
    expect(ownWriteOf(`${OWN_WRITE_COOKIE}=${now + 500}`, now)).toBe(now + 500 + CLOCK_MARGIN_MS);
  });

  it("is ignored when absent, malformed, long past or in the future", () => {
    const now = 1_700_000_000_000;
    expect(ownWriteOf(undefined, now)).toBeNull();
    expect(ownWriteOf("brehon_signer=abc", now)).toBeNull();
    expect(ownWriteOf(`${OWN_WRITE_COOKIE}=soon`, now)).toBeNull();
    expect(ownWriteOf(`x${OWN_WRITE_COOKIE}=${now}`, now)).toBeNull();
    expect(ownWriteOf(`${OWN_WRITE_COOKIE}=${now - OWN_WRITE_SECONDS * 1_000 - 1}`, now)).toBeNull();
    expect(ownWriteOf(`${OWN_WRITE_COOKIE}=${now + 60_000}`, now)).toBeNull();
  });
});
