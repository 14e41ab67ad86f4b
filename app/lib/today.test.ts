import { describe, expect, it } from "vitest";
import { todayIso } from "./today";

describe("todayIso", () => {
  it("gives the UTC calendar date as YYYY-MM-DD", () => {
    expect(todayIso(new Date("2026-11-22T10:00:00Z"))).toBe("2026-11-22");
    expect(todayIso(new Date("2025-01-05T00:00:00Z"))).toBe("2025-01-05");
  });

  it("follows UTC, not the local time zone, around midnight", () => {
    expect(todayIso(new Date("2026-11-22T23:59:59.999Z"))).toBe("2026-11-22");
    expect(todayIso(new Date("2026-11-23T01:30:00+02:00"))).toBe("2026-11-22");
  });

  it("defaults to the current moment", () => {
    expect(todayIso()).toBe(new Date().toISOString().slice(0, 10));
  });
});
