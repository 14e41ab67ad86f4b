import { describe, expect, it } from "vitest";
import { itReturns } from "#test/support/cases";
import {
  fold,
  MAX_QUERY_LENGTH,
  parseQuery,
  queryTerms,
  withoutIrishPrefix,
  withoutLenition,
  wordForms,
} from "./normalize";

describe("fold", () => {
  itReturns("lowers case and drops accents and the síneadh fada: %s is %s", fold, [
    ["Fáilte", "failte"],
    ["SEIRBHÍSÍ", "seirbhisi"],
    ["Øresund", "oresund"],
    ["naïve café", "naive cafe"],
  ]);
});

describe("withoutIrishPrefix", () => {
  itReturns("finds the prefixes Irish writes before a word's capital: %s is %s", withoutIrishPrefix, [
    ["tSeirbhís", "Seirbhís"],
    ["hÉireann", "Éireann"],
    ["mBealach", "Bealach"],
    ["bhFáilte", "Fáilte"],
    ["gCónaí", "Cónaí"],
    ["nGaeilge", "Gaeilge"],
  ]);

  itReturns("leaves ordinary words alone: %s is %s", withoutIrishPrefix, [
    ["Seirbhís", null],
    ["tax", null],
    ["The", null],
    ["HTML", null],
  ]);
});

describe("withoutLenition", () => {
  itReturns("drops the h that lenition writes after a first consonant: %s is %s", withoutLenition, [
    ["phas", "pas"],
    ["sheirbhis", "seirbhis"],
    ["fhaisneis", "faisneis"],
    ["pas", null],
    ["ahead", null],
    ["th", null],
  ]);
});

describe("wordForms", () => {
  it("keeps an Irish word under its written, unprefixed and unlenited forms", () => {
    expect(wordForms("tSeirbhís", "ga")).toEqual(["tseirbhis", "seirbhis"]);
    expect(wordForms("Phas", "ga")).toEqual(["phas", "pas"]);
    expect(wordForms("bhFáilte", "ga")).toEqual(["bhfailte", "failte"]);
    expect(wordForms("Pas", "ga")).toEqual(["pas"]);
  });

  it("reads English words as written", () => {
    expect(wordForms("The", "en")).toEqual(["the"]);
    expect(wordForms("Phone", "en")).toEqual(["phone"]);
  });
});

describe("queryTerms and parseQuery", () => {
  it("reads the words of a query, folded, once each", () => {
    expect(queryTerms("  Fáilte, FAILTE! roimh   ")).toEqual(["failte", "roimh"]);
    expect(queryTerms("<script>alert(1)</script>")).toEqual(["script", "alert", "1"]);
  });

  it("keeps at most eight words", () => {
    expect(queryTerms("a b c d e f g h i j")).toHaveLength(8);
  });

  it("tells an empty query and a too-long one apart from a query", () => {
    expect(parseQuery(null)).toEqual({ status: "empty" });
    expect(parseQuery("   ")).toEqual({ status: "empty" });
    expect(parseQuery("?!…")).toEqual({ status: "empty" });
    expect(parseQuery("x".repeat(MAX_QUERY_LENGTH + 1))).toEqual({ status: "too-long" });
    expect(parseQuery(` passport\n renewal `)).toEqual({
      status: "ok",
      text: "passport renewal",
      terms: ["passport", "renewal"],
    });
  });
});
