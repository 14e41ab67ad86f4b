import { describe, expect, it } from "vitest";
import { listSearch, pageCount, parseListQuery } from "./query";

const parse = (search: string) => parseListQuery(new URLSearchParams(search));

describe("a view of the petitions list", () => {
  it("defaults to the first page, most signatures first, every category", () => {
    expect(parse("")).toEqual({
      ok: true,
      query: { page: 1, sort: "signatures", category: null, response: null, state: null },
    });
    expect(parse("page=&sort=&category=")).toEqual({
      ok: true,
      query: { page: 1, sort: "signatures", category: null, response: null, state: null },
    });
  });

  it("reads a page, a sort and a category", () => {
    expect(parse("page=200&sort=newest&category=environment")).toEqual({
      ok: true,
      query: { page: 200, sort: "newest", category: "environment", response: null, state: null },
    });
  });

  it("reads the filter on the Government's response", () => {
    expect(parse("response=published")).toEqual({
      ok: true,
      query: { page: 1, sort: "signatures", category: null, response: "published", state: null },
    });
    expect(parse("response=awaiting&category=other").ok).toBe(true);
    expect(parse("response=yes")).toEqual({ ok: false, problems: ["response"] });
    expect(listSearch({ page: 2, sort: "newest", category: "other", response: "published" })).toBe(
      "?category=other&response=published&sort=newest&page=2",
    );
  });

  it("reads the filter on the deadline and the 'popular now' order", () => {
    expect(parse("state=closed&sort=popular")).toEqual({
      ok: true,
      query: { page: 1, sort: "popular", category: null, response: null, state: "closed" },
    });
    expect(parse("state=ended")).toEqual({ ok: false, problems: ["state"] });
    expect(listSearch({ page: 1, sort: "popular", category: null, response: null, state: "open" })).toBe(
      "?state=open&sort=popular",
    );
  });

  it("names every value it cannot read", () => {
    expect(parse("page=0")).toEqual({ ok: false, problems: ["page"] });
    expect(parse("page=-1&sort=oldest&category=sport")).toEqual({ ok: false, problems: ["page", "sort", "category"] });
    for (const page of ["1.5", "1e3", "abc", "01", "1000001", " 2"])
      expect(parse(`page=${encodeURIComponent(page)}`).ok, page).toBe(false);
  });

  it("writes a view's address without its defaults, in a stable order", () => {
    expect(listSearch({ page: 1, sort: "signatures", category: null, response: null })).toBe("");
    expect(listSearch({ page: 3, sort: "newest", category: "other", response: null })).toBe(
      "?category=other&sort=newest&page=3",
    );
    expect(listSearch({ page: 2, sort: "signatures", category: null, response: null })).toBe("?page=2");
  });

  it("counts pages of 24, with at least one", () => {
    expect([0, 1, 24, 25, 48, 49].map(pageCount)).toEqual([1, 1, 1, 2, 2, 3]);
  });
});
