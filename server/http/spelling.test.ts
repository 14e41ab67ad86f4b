import { describe, expect, it } from "vitest";
import { itReturns } from "#test/support/cases";
import { canonicalSpelling } from "./spelling";

describe("the canonical spelling of an address", () => {
  it("is the address itself when it is in lower case", () => {
    for (const path of ["/", "/search", "/ga/petitions/12", "/api/petitions/signed", "/search.data", "/a%2Fb"]) {
      expect(canonicalSpelling(path)).toBeNull();
    }
  });

  itReturns(
    "is the lower-case address for any other spelling, percent-escapes kept as sent: %s is %s",
    canonicalSpelling,
    [
      ["/API/PETITIONS/SIGNED", "/api/petitions/signed"],
      ["/Search", "/search"],
      ["/ga/Search", "/ga/search"],
      ["/GA/petitions", "/ga/petitions"],
      ["/SEARCH.data", "/search.data"],
      ["/API/PETITIONS.CSV", "/api/petitions.csv"],
      ["/Caf%C3%A9", "/caf%C3%A9"],
    ],
  );

  it("leaves the case of built files and one-time set-up links, and of Vite's modules in development", () => {
    expect(canonicalSpelling("/assets/root-B7xQ_a.js")).toBeNull();
    expect(canonicalSpelling("/admin/setup/Ab3_xYz")).toBeNull();
    expect(canonicalSpelling("/@vite/client", true)).toBeNull();
    expect(canonicalSpelling("/node_modules/.vite/deps/React.js", true)).toBeNull();
    // Outside development, those are addresses like any other.
    expect(canonicalSpelling("/node_modules/X")).toBe("/node_modules/x");
  });
});
