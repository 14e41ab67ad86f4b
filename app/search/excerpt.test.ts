import { describe, expect, it } from "vitest";
import { excerpt, hasMatch, matchingPrefixes, matchingTerms } from "./excerpt";

const shown = (parts: ReturnType<typeof excerpt>) =>
  parts.map((part) => (part.mark ? `[${part.text}]` : part.text)).join("");

describe("excerpt", () => {
  it("marks every matched word, whatever its case and accents", () => {
    const parts = excerpt("Fáilte! You are welcome: FAILTE roimh chách.", matchingTerms(["failte"]), "en");
    expect(shown(parts)).toBe("[Fáilte]! You are welcome: [FAILTE] roimh chách.");
  });

  it("marks Irish words by their form without a prefix or lenition", () => {
    expect(shown(excerpt("Iarratas ar Phas", matchingTerms(["pas"]), "ga"))).toBe("Iarratas ar [Phas]");
    expect(shown(excerpt("Cuirimid fáilte romhat chuig an tSeirbhís.", matchingTerms(["seirbhis"]), "ga"))).toBe(
      "Cuirimid fáilte romhat chuig an [tSeirbhís].",
    );
  });

  it("marks words that begin with a term when the search is by prefix", () => {
    expect(shown(excerpt("Passports and pass books", matchingPrefixes(["pass"]), "en"))).toBe(
      "[Passports] and [pass] books",
    );
  });

  it("starts near the first match in a long text and cuts at whole words", () => {
    const text = `${"Lorem ipsum dolor sit amet. ".repeat(20)}Keep a radio at home. ${"More words follow here. ".repeat(20)}`;
    const result = shown(excerpt(text, matchingTerms(["radio"]), "en", 120));
    expect(result.startsWith("… ")).toBe(true);
    expect(result.endsWith(" …")).toBe(true);
    expect(result).toContain("[radio]");
    expect(result.length).toBeLessThan(135);
    expect(result).not.toMatch(/ [a-z]{1,2}$/i);
  });

  it("gives the beginning of the text when nothing matches", () => {
    expect(shown(excerpt("A short text.", matchingTerms(["absent"]), "en"))).toBe("A short text.");
  });

  it("keeps markup as text", () => {
    const parts = excerpt("<b>bold</b> claims", matchingTerms(["bold"]), "en");
    expect(parts.map((part) => part.text).join("")).toBe("<b>bold</b> claims");
    expect(parts.find((part) => part.mark)?.text).toBe("bold");
  });
});

describe("hasMatch", () => {
  it("says whether any word matches", () => {
    expect(hasMatch("Fix the roads", matchingPrefixes(["road"]), "en")).toBe(true);
    expect(hasMatch("Fix the roads", matchingPrefixes(["rail"]), "en")).toBe(false);
    expect(hasMatch("Iarratas ar Phas", matchingPrefixes(["pas"]), "ga")).toBe(true);
  });
});
