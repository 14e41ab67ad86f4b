import { describe, expect, it } from "vitest";
import { canonicalSpelling } from "./spelling";

describe("the canonical spelling of an address", () => {
  it("is the address itself when it is in lower case", () => {
    for (const path of ["/", "/search", "/ga/petitions/12", "/api/petitions/signed", "/search.data", "/a%2Fb"]) {
      expect(canonicalSpelling(path)).toBeNull();
    }
  });

  it("is the lower-case address for any other spelling, percent-escapes kept as sent", () => {
    expect(canonicalSpelling("/API/PETITIONS/SIGNED")).toBe("/api/petitions/signed");
    expect(canonicalSpelling("/Search")).toBe("/search");
    expect(canonicalSpelling("/ga/Search")).toBe("/ga/search");
    expect(canonicalSpelling("/GA/petitions")).toBe("/ga/petitions");
    expect(canonicalSpelling("/SEARCH.data")).toBe("/search.data");
    expect(canonicalSpelling("/API/PETITIONS.CSV")).toBe("/api/petitions.csv");
    expect(canonicalSpelling("/Caf%C3%A9")).toBe("/caf%C3%A9");
  });

  it("leaves the case of built files and one-time set-up links, and of Vite's modules in development", () => {
    expect(canonicalSpelling("/assets/root-B7xQ_a.js")).toBeNull();
    expect(canonicalSpelling("/admin/setup/Ab3_xYz")).toBeNull();
    expect(canonicalSpelling("/@vite/client", true)).toBeNull();
    expect(canonicalSpelling("/node_modules/.vite/deps/React.js", true)).toBeNull();
    // Outside development, those are addresses like any other.
    expect(canonicalSpelling("/node_modules/X")).toBe("/node_modules/x");
  });
});
