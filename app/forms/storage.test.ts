// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveLocally } from "./storage";

afterEach(() => window.localStorage.clear());

describe("saveLocally", () => {
  it("writes the values as JSON under the key", () => {
    expect(saveLocally("taxFilingData", { taxYear: 2025, taxType: "VAT" })).toBe(true);
    expect(window.localStorage.getItem("taxFilingData")).toBe('{"taxYear":2025,"taxType":"VAT"}');
  });

  it("reports a refusal instead of throwing", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    expect(saveLocally("taxFilingData", { taxYear: 2025 })).toBe(false);
  });
});
