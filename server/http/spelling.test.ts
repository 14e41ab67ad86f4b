import { describe, expect, it } from "vitest";
import { itReturns } from "#test/support/cases";
import { canonicalSpelling, spellingDecision } from "./spelling";

describe("the canonical spelling of an address (its normal form)", () => {
  it("is the address itself when it is in its normal form", () => {
    for (const path of [
      "/",
      "/search",
      "/ga/petitions/12",
      "/api/petitions/signed",
      "/search.data",
      "/a%2Fb",
      "/search/",
    ]) {
      expect(canonicalSpelling(path)).toBeNull();
    }
  });

  itReturns("is the normal form for any other spelling: %s is %s", canonicalSpelling, [
    ["/API/PETITIONS/SIGNED", "/api/petitions/signed"],
    ["/Search", "/search"],
    ["/ga/Search", "/ga/search"],
    ["/GA/petitions", "/ga/petitions"],
    ["/SEARCH.data", "/search.data"],
    ["/API/PETITIONS.CSV", "/api/petitions.csv"],
    ["/Caf%C3%A9", "/caf%C3%A9"],
    // Issue 52: escapes of unreserved characters, dot segments, doubled slashes.
    ["/%61dmin/sign-in", "/admin/sign-in"],
    ["/%61dmin/audit.csv", "/admin/audit.csv"],
    ["/api/petitions/%73igned", "/api/petitions/signed"],
    ["/api/petitions%2Dper-day.csv", "/api/petitions-per-day.csv"],
    ["/%41PI/petitions", "/api/petitions"],
    ["/search/../admin/queue", "/admin/queue"],
    ["/admin/./accounts", "/admin/accounts"],
    ["/admin/x/%2e%2E/audit", "/admin/audit"],
    ["//admin//queue", "/admin/queue"],
    ["/caf%c3%a9", "/caf%C3%A9"],
    ["/a%2fb", "/a%2Fb"],
  ]);

  it("keeps the case of built files and one-time set-up links, lower-casing only their fixed prefix", () => {
    expect(canonicalSpelling("/assets/root-B7xQ_a.js")).toBeNull();
    expect(canonicalSpelling("/admin/setup/Ab3_xYz")).toBeNull();
    expect(canonicalSpelling("/Admin/Setup/Ab3_xYz")).toBe("/admin/setup/Ab3_xYz");
    expect(canonicalSpelling("/ASSETS/root-B7xQ_a.js")).toBe("/assets/root-B7xQ_a.js");
    expect(canonicalSpelling("/admin/setup/x/../Ab3_xYz")).toBe("/admin/setup/Ab3_xYz");
    expect(canonicalSpelling("/%61dmin/setup/Ab3_%78Yz")).toBe("/admin/setup/Ab3_xYz");
  });

  it("leaves Vite's modules as they are in development, and only there", () => {
    expect(canonicalSpelling("/@vite/client", true)).toBeNull();
    expect(canonicalSpelling("/node_modules/.vite/deps/React.js", true)).toBeNull();
    expect(canonicalSpelling("/node_modules/X")).toBe("/node_modules/x");
  });
});

describe("the spelling step's decision", () => {
  it("passes a normal form on, with its query, and what is not a path at all", () => {
    expect(spellingDecision("GET", "/search?q=Water")).toEqual({ answer: "pass" });
    expect(spellingDecision("GET", "*")).toEqual({ answer: "pass" });
  });

  it("sends a read of another spelling to the normal form, with the query as sent", () => {
    expect(spellingDecision("GET", "/%61dmin/audit.csv?x=%41")).toEqual({
      answer: "redirect",
      normal: "/admin/audit.csv",
      location: "/admin/audit.csv?x=%41",
    });
    expect(spellingDecision("HEAD", "/Admin/setup/AbC")).toMatchObject({ location: "/admin/setup/AbC" });
  });

  it("refuses any other method under another spelling", () => {
    expect(spellingDecision("POST", "/api/petitions/%31/signatures")).toEqual({
      answer: "refuse",
      normal: "/api/petitions/1/signatures",
    });
  });

  it("refuses a path with no normal form, a backslash first of all (issue 52: never a redirect to /\\evil)", () => {
    expect(spellingDecision("GET", "/\\Evil.example")).toEqual({ answer: "malformed", kind: "backslash" });
    expect(spellingDecision("GET", "/search\\..\\admin")).toEqual({ answer: "malformed", kind: "backslash" });
    expect(spellingDecision("GET", "/a%00b")).toEqual({ answer: "malformed", kind: "nul" });
    expect(spellingDecision("GET", "/a%zzb")).toEqual({ answer: "malformed", kind: "malformedEscape" });
    expect(spellingDecision("GET", "/caf%C3")).toEqual({ answer: "malformed", kind: "malformedEscape" });
  });

  it("never sends anyone to another host: no Location begins with two slashes", () => {
    for (const target of ["//evil.example", "///evil.example/x", "/%2F/evil.example", "/./%2e//evil.example"]) {
      const decision = spellingDecision("GET", target);
      if (decision.answer === "redirect") expect(decision.location.startsWith("//"), target).toBe(false);
    }
  });
});
