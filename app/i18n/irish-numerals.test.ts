import { describe, expect, it } from "vitest";
import { IRISH_COUNTS, IRISH_FORMS_1_TO_10, NUMBERS } from "#test/support/irish-counts";
import { eclipse, IRISH_NOUNS, irishCount, irishCountInWords, irishNumeralForm, lenite } from "./irish-numerals";

describe("irishNumeralForm", () => {
  it("gives 11 to 19 the form of their last digit, and 0 and 20 upwards the base form", () => {
    expect(NUMBERS.map(irishNumeralForm)).toEqual([
      "base",
      ...IRISH_FORMS_1_TO_10,
      "one",
      "few",
      "many",
      "many",
      "base",
      "base",
      "base",
    ]);
    expect(irishNumeralForm(12)).toBe("two");
    expect(irishNumeralForm(16)).toBe("few");
    expect(irishNumeralForm(1.5)).toBe("base");
    expect(irishNumeralForm(-3)).toBe("base");
  });
});

describe("mutations", () => {
  it("lenites where Irish writes séimhiú, and leaves the rest", () => {
    expect(["bliain", "carachtar", "mí", "soicind", "síniú", "toradh", "fear"].map(lenite)).toEqual([
      "bhliain",
      "charachtar",
      "mhí",
      "shoicind",
      "shíniú",
      "thoradh",
      "fhear",
    ]);
    expect(["achainí", "lá", "nóiméad", "scoil", "bhliain", "stát"].map(lenite)).toEqual([
      "achainí",
      "lá",
      "nóiméad",
      "scoil",
      "bhliain",
      "stát",
    ]);
  });

  it("eclipses with the right letters, n- before a vowel", () => {
    expect(["bliana", "carachtar", "doras", "fear", "geata", "pas", "toradh", "uaire", "Éire"].map(eclipse)).toEqual([
      "mbliana",
      "gcarachtar",
      "ndoras",
      "bhfear",
      "ngeata",
      "bpas",
      "dtoradh",
      "n-uaire",
      "nÉire",
    ]);
    expect(["lá", "mí", "síniú", "nóiméad", "rud"].map(eclipse)).toEqual(["lá", "mí", "síniú", "nóiméad", "rud"]);
  });
});

describe("irishCount", () => {
  // Each noun after 0, 1, 2, 3, 6, 7, 10, 11, 13, 17, 19, 20, 100, 101.
  const table: Array<[keyof typeof IRISH_NOUNS, string[]]> = [
    [
      "year",
      [
        "0 bliain",
        "1 bhliain",
        "2 bhliain",
        "3 bliana",
        "6 bliana",
        "7 mbliana",
        "10 mbliana",
        "11 bhliain",
        "13 bliana",
        "17 mbliana",
        "19 mbliana",
        "20 bliain",
        "100 bliain",
        "101 bliain",
      ],
    ],
    [
      "second",
      [
        "0 soicind",
        "1 soicind",
        "2 shoicind",
        "3 shoicind",
        "6 shoicind",
        "7 soicind",
        "10 soicind",
        "11 soicind",
        "13 shoicind",
        "17 soicind",
        "19 soicind",
        "20 soicind",
        "100 soicind",
        "101 soicind",
      ],
    ],
    [
      "hour",
      [
        "0 uair an chloig",
        "1 uair an chloig",
        "2 uair an chloig",
        "3 huaire an chloig",
        "6 huaire an chloig",
        "7 n-uaire an chloig",
        "10 n-uaire an chloig",
        "11 uair an chloig",
        "13 huaire an chloig",
        "17 n-uaire an chloig",
        "19 n-uaire an chloig",
        "20 uair an chloig",
        "100 uair an chloig",
        "101 uair an chloig",
      ],
    ],
    [
      "month",
      [
        "0 mí",
        "1 mhí",
        "2 mhí",
        "3 mhí",
        "6 mhí",
        "7 mí",
        "10 mí",
        "11 mhí",
        "13 mhí",
        "17 mí",
        "19 mí",
        "20 mí",
        "100 mí",
        "101 mí",
      ],
    ],
    ["character", IRISH_COUNTS.character],
    [
      "result",
      [
        "0 toradh",
        "1 toradh",
        "2 thoradh",
        "3 thoradh",
        "6 thoradh",
        "7 dtoradh",
        "10 dtoradh",
        "11 toradh",
        "13 thoradh",
        "17 dtoradh",
        "19 dtoradh",
        "20 toradh",
        "100 toradh",
        "101 toradh",
      ],
    ],
    ["petition", IRISH_COUNTS.petition],
    [
      "item",
      [
        "0 ceann",
        "1 cheann",
        "2 cheann",
        "3 cinn",
        "6 cinn",
        "7 gcinn",
        "10 gcinn",
        "11 cheann",
        "13 cinn",
        "17 gcinn",
        "19 gcinn",
        "20 ceann",
        "100 ceann",
        "101 ceann",
      ],
    ],
  ];

  it.each(table)("counts %s", (noun, expected) => {
    expect(NUMBERS.map((n) => irishCount(n, IRISH_NOUNS[noun]))).toEqual(expected);
  });

  it("shows the number as it is given", () => {
    expect(irishCount(1500, IRISH_NOUNS.signature, "1,500")).toBe("1,500 síniú");
  });
});

describe("irishCountInWords", () => {
  it("writes 1 to 19 out, with déag after the noun and dhéag after a vowel", () => {
    expect([1, 2, 3, 7, 10, 11, 12, 13, 17, 19].map((n) => irishCountInWords(n, IRISH_NOUNS.year))).toEqual([
      "aon bhliain amháin",
      "dhá bhliain",
      "trí bliana",
      "seacht mbliana",
      "deich mbliana",
      "aon bhliain déag",
      "dhá bhliain déag",
      "trí bliana déag",
      "seacht mbliana déag",
      "naoi mbliana déag",
    ]);
    expect(irishCountInWords(12, IRISH_NOUNS.item)).toBe("dhá cheann déag");
    expect(irishCountInWords(12, IRISH_NOUNS.day)).toBe("dhá lá dhéag");
    expect(irishCountInWords(14, IRISH_NOUNS.day)).toBe("ceithre lá dhéag");
    expect(irishCountInWords(13, IRISH_NOUNS.hour)).toBe("trí huaire déag an chloig");
  });

  it("refuses what it does not write out", () => {
    for (const n of [0, 20, 100, 101, 2.5]) expect(() => irishCountInWords(n, IRISH_NOUNS.year)).toThrow(RangeError);
  });
});
