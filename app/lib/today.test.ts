import { afterEach, describe, expect, it, vi } from "vitest";
import { todayIso } from "./today";

describe("todayIso", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives the UTC calendar date as YYYY-MM-DD", () => {
    expect(todayIso(new Date("2026-11-22T10:00:00Z"))).toBe("2026-11-22");
    expect(todayIso(new Date("2025-01-05T00:00:00Z"))).toBe("2025-01-05");
  });

  it("follows UTC, not the local time zone, around midnight", () => {
    expect(todayIso(new Date("2026-11-22T23:59:59.999Z"))).toBe("2026-11-22");
    expect(todayIso(new Date("2026-11-23T01:30:00+02:00"))).toBe("2026-11-22");
    expect(todayIso(new Date("2026-11-22T20:30:00-05:00"))).toBe("2026-11-23");
  });

  it("reads the clock when given no date", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-02-28T23:59:59Z"));
    expect(todayIso()).toBe("2031-02-28");
    vi.setSystemTime(new Date("2031-03-01T00:00:00Z"));
    expect(todayIso()).toBe("2031-03-01");
  });

  it("counts the leap day", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2028-02-29T12:00:00Z"));
    expect(todayIso()).toBe("2028-02-29");
  });
});
