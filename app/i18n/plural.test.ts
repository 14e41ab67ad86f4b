import { describe, expect, it } from "vitest";
import { IRISH_NOUNS } from "./irish-numerals";
import { counted, formatNumber, plural, pluralCategory } from "./plural";

const NUMBERS = [0, 1, 2, 3, 6, 7, 10, 11, 13, 17, 19, 20, 100, 101] as const;

describe("pluralCategory", () => {
  it("follows English's one and other", () => {
    expect(NUMBERS.map((n) => pluralCategory(n, "en"))).toEqual(["other", "one", ...Array<string>(12).fill("other")]);
  });

  it("follows Irish's one, two, few, many and other", () => {
    expect(NUMBERS.map((n) => pluralCategory(n, "ga"))).toEqual([
      "other",
      "one",
      "two",
      "few",
      "few",
      "many",
      "many",
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
    expect(NUMBERS.map((n) => counted(n, "ga", IRISH_NOUNS.signature))).toEqual([
      "0 síniú",
      "1 síniú",
      "2 shíniú",
      "3 shíniú",
      "6 shíniú",
      "7 síniú",
      "10 síniú",
      "11 síniú",
      "13 shíniú",
      "17 síniú",
      "19 síniú",
      "20 síniú",
      "100 síniú",
      "101 síniú",
    ]);
  });

  it("groups the digits of large numbers", () => {
    expect(counted(12345, "en", english)).toBe("12,345 signatures");
    expect(counted(12345, "ga", IRISH_NOUNS.signature)).toBe("12,345 síniú");
    expect(formatNumber(1000000, "ga")).toBe("1,000,000");
  });
});
