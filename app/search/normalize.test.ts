import { describe, expect, it } from "vitest";
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
  it("lowers case and drops accents and the síneadh fada", () => {
    expect(fold("Fáilte")).toBe("failte");
    expect(fold("SEIRBHÍSÍ")).toBe("seirbhisi");
    expect(fold("Øresund")).toBe("oresund");
    expect(fold("naïve café")).toBe("naive cafe");
  });
});

describe("withoutIrishPrefix", () => {
  it("finds the prefixes Irish writes before a word's capital", () => {
    expect(withoutIrishPrefix("tSeirbhís")).toBe("Seirbhís");
    expect(withoutIrishPrefix("hÉireann")).toBe("Éireann");
    expect(withoutIrishPrefix("mBealach")).toBe("Bealach");
    expect(withoutIrishPrefix("bhFáilte")).toBe("Fáilte");
    expect(withoutIrishPrefix("gCónaí")).toBe("Cónaí");
    expect(withoutIrishPrefix("nGaeilge")).toBe("Gaeilge");
  });

  it("leaves ordinary words alone", () => {
    expect(withoutIrishPrefix("Seirbhís")).toBeNull();
    expect(withoutIrishPrefix("tax")).toBeNull();
    expect(withoutIrishPrefix("The")).toBeNull();
    expect(withoutIrishPrefix("HTML")).toBeNull();
  });
});

describe("withoutLenition", () => {
  it("drops the h that lenition writes after a first consonant", () => {
    expect(withoutLenition("phas")).toBe("pas");
    expect(withoutLenition("sheirbhis")).toBe("seirbhis");
    expect(withoutLenition("fhaisneis")).toBe("faisneis");
    expect(withoutLenition("pas")).toBeNull();
    expect(withoutLenition("ahead")).toBeNull();
    expect(withoutLenition("th")).toBeNull();
  });
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
