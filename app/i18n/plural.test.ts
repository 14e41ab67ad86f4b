import { describe, expect, it } from "vitest";
import { IRISH_COUNTS, IRISH_FORMS_1_TO_10, NUMBERS } from "#test/support/irish-counts";
import { IRISH_NOUNS } from "./irish-numerals";
import { counted, formatNumber, plural, pluralCategory } from "./plural";

describe("pluralCategory", () => {
  it("follows English's one and other", () => {
    expect(NUMBERS.map((n) => pluralCategory(n, "en"))).toEqual(["other", "one", ...Array<string>(12).fill("other")]);
  });

  it("follows Irish's one, two, few, many and other", () => {
    expect(NUMBERS.map((n) => pluralCategory(n, "ga"))).toEqual([
      "other",
      ...IRISH_FORMS_1_TO_10,
      "other",
      "other",
      "other",
      "other",
      "other",
      "other",
      "other",
    ]);
  });
});

describe("plural", () => {
  it("falls back on other when a category has no form of its own", () => {
    expect(plural(2, "ga", { one: "a", other: "b" })).toBe("b");
    expect(plural(2, "ga", { one: "a", two: "c", other: "b" })).toBe("c");
  });
});

describe("counted", () => {
  const english = { one: "signature", other: "signatures" };

  it("writes English counts", () => {
    expect(NUMBERS.map((n) => counted(n, "en", english))).toEqual([
      "0 signatures",
      "1 signature",
      "2 signatures",
      "3 signatures",
      "6 signatures",
      "7 signatures",
      "10 signatures",
      "11 signatures",
      "13 signatures",
      "17 signatures",
      "19 signatures",
      "20 signatures",
      "100 signatures",
      "101 signatures",
    ]);
  });

  it("writes Irish counts with the noun that follows each number", () => {
    expect(NUMBERS.map((n) => counted(n, "ga", IRISH_NOUNS.signature))).toEqual(IRISH_COUNTS.signature);
  });

  it("groups the digits of large numbers", () => {
    expect(counted(12345, "en", english)).toBe("12,345 signatures");
    expect(counted(12345, "ga", IRISH_NOUNS.signature)).toBe("12,345 síniú");
    expect(formatNumber(1000000, "ga")).toBe("1,000,000");
  });
});

describe("formatNumber", () => {
  const WHOLE = [
    0,
    1,
    7,
    12,
    123,
    999,
    1000,
    1001,
    12_345,
    100_000,
    999_999,
    1_000_000,
    1_234_567,
    2 ** 31,
    -1,
    -1234,
    -1_000_000,
  ];
  it("groups whole numbers as each page's locale does", () => {
    for (const language of ["en", "ga"] as const) {
      const intl = new Intl.NumberFormat(language === "ga" ? "ga-IE" : "en-IE");
      for (const n of WHOLE) expect(formatNumber(n, language), `${language} ${n}`).toBe(intl.format(n));
    }
  });

  it("leaves other numbers to Intl", () => {
    expect(formatNumber(1234.5, "en")).toBe("1,234.5");
    expect(formatNumber(0.25, "ga")).toBe(new Intl.NumberFormat("ga-IE").format(0.25));
  });
});
