import { describe, expect, it } from "vitest";
import { sameOrigin } from "./cross-site";

/** Issue 33, item 5: the cross-site check compares scheme, host and port. */
describe("an Origin against the request's own origin", () => {
  it("accepts the same scheme, host and port, a default port written out or not", () => {
    expect(sameOrigin("http://localhost:3000", "http", "localhost:3000")).toBe(true);
    expect(sameOrigin("https://portal.example", "https", "portal.example")).toBe(true);
    expect(sameOrigin("https://portal.example:443", "https", "portal.example")).toBe(true);
    expect(sameOrigin("http://portal.example", "http", "portal.example:80")).toBe(true);
    expect(sameOrigin("http://[::1]:3000", "http", "[::1]:3000")).toBe(true);
    expect(sameOrigin("http://LOCALHOST:3000", "http", "localhost:3000")).toBe(true);
  });

  it("refuses another scheme, host or port, and what is no origin", () => {
    expect(sameOrigin("https://localhost:3000", "http", "localhost:3000")).toBe(false);
    expect(sameOrigin("http://portal.example", "https", "portal.example")).toBe(false);
    expect(sameOrigin("http://portal.example:443", "https", "portal.example")).toBe(false);
    expect(sameOrigin("http://localhost:3001", "http", "localhost:3000")).toBe(false);
    expect(sameOrigin("http://elsewhere.example", "http", "portal.example")).toBe(false);
    expect(sameOrigin("null", "http", "portal.example")).toBe(false);
    expect(sameOrigin("ftp://portal.example", "http", "portal.example")).toBe(false);
    expect(sameOrigin("http://portal.example", "http", "bad host")).toBe(false);
  });
});
