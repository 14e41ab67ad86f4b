import { describe, expect, it } from "vitest";
import { formatDate } from "./dates";

describe("formatDate", () => {
  it("writes the month out in the page's language", () => {
    expect(formatDate("2025-05-16", "en")).toBe("16 May 2025");
    expect(formatDate("2025-05-16", "ga")).toBe("16 Bealtaine 2025");
    expect(formatDate("2025-09-01", "ga")).toBe("1 Meán Fómhair 2025");
  });

  it("reads a Date in UTC", () => {
    expect(formatDate(new Date("2026-11-22T23:30:00Z"), "en")).toBe("22 November 2026");
    expect(formatDate(new Date("2026-01-05T00:10:00Z"), "ga")).toBe("5 Eanáir 2026");
  });
});
