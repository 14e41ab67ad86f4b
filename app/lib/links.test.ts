import { describe, expect, it } from "vitest";
import { isExternalLink } from "./links";

describe("isExternalLink", () => {
  it("tells other sites' links from in-site paths", () => {
    expect(isExternalLink("https://www.example.org/")).toBe(true);
    expect(isExternalLink("//cdn.example.org/x")).toBe(true);
    expect(isExternalLink("mailto:info@gov.brehon.example")).toBe(true);
    expect(isExternalLink("/announcements/unity-day-holiday")).toBe(false);
  });
});
