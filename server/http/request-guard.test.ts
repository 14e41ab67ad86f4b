import { describe, expect, it } from "vitest";
import { itReturns } from "../../test/support/cases";
import { normalisePath } from "./request-guard";

describe("normalisePath", () => {
  itReturns("%s becomes %s", normalisePath, [
    ["/", "/"],
    ["/petitions", "/petitions"],
    ["/index%2ehtml", "/index.html"],
    ["/404%2Ehtml", "/404.html"],
    ["/s%65rvices", "/services"],
    ["/a%7eb%5F", "/a~b_"],
    ["/a/./b", "/a/b"],
    ["/a/../b", "/b"],
    ["/a/%2e%2e/b", "/b"],
    ["/../../etc/passwd", "/etc/passwd"],
    ["/a/..", "/"],
    ["/a/b/", "/a/b/"],
  ]);

  it("keeps reserved characters escaped, in upper case, so decoding cannot change the route", () => {
    expect(normalisePath("/a%2fb")).toBe("/a%2Fb");
    expect(normalisePath("/a%3Fb%23c")).toBe("/a%3Fb%23c");
    expect(normalisePath("/caf%c3%a9")).toBe("/caf%C3%A9");
  });

  it.each(["/%", "/%z1", "/a%2", "/%E0%A4%A", "/%C0%AF", "/%FF", "/a%00b"])("refuses %s", (raw) => {
    expect(normalisePath(raw)).toBeNull();
  });
});
