import { describe, expect, it } from "vitest";
import { sameOrigin } from "./cross-site";

/** Issue 33, item 5: the cross-site check compares scheme, host and port. */
describe("an Origin against the request's own origin", () => {
  it.each([
    // The same scheme, host and port, a default port written out or not.
    ["http://localhost:3000", "http", "localhost:3000", true],
    ["https://portal.example", "https", "portal.example", true],
    ["https://portal.example:443", "https", "portal.example", true],
    ["http://portal.example", "http", "portal.example:80", true],
    ["http://[::1]:3000", "http", "[::1]:3000", true],
    ["http://LOCALHOST:3000", "http", "localhost:3000", true],
    // Another scheme, host or port, and what is no origin.
    ["https://localhost:3000", "http", "localhost:3000", false],
    ["http://portal.example", "https", "portal.example", false],
    ["http://portal.example:443", "https", "portal.example", false],
    ["http://localhost:3001", "http", "localhost:3000", false],
    ["http://elsewhere.example", "http", "portal.example", false],
    ["null", "http", "portal.example", false],
    ["ftp://portal.example", "http", "portal.example", false],
    ["http://portal.example", "http", "bad host", false],
  ])("%s against %s://%s is the same origin: %s", (origin, scheme, host, same) => {
    expect(sameOrigin(origin, scheme, host)).toBe(same);
  });
});
