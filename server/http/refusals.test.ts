import { describe, expect, it } from "vitest";
import { REFUSAL_WORDS, refusalLanguage } from "./refusals";

describe("the language of the server's own refusals", () => {
  it("is Irish on an Irish page's address, and English on any other page", () => {
    for (const url of ["/ga", "/ga/", "/ga/petitions/%zz", "/ga?q=1", "/ga/search?q=%00"]) {
      expect(refusalLanguage(url, {}), url).toBe("ga");
    }
    for (const url of ["/", "/petitions", "/gallery", "/services/ga"]) {
      expect(refusalLanguage(url, { "accept-language": "ga" }), url).toBe("en");
    }
  });

  it("follows the API request's language: ?lang=, then Accept-Language", () => {
    expect(refusalLanguage("/api/petitions?lang=ga", {})).toBe("ga");
    expect(refusalLanguage("/api/petitions?page=2&lang=ga", { "accept-language": "en" })).toBe("ga");
    expect(refusalLanguage("/api/petitions?lang=en", { "accept-language": "ga" })).toBe("en");
    expect(refusalLanguage("/api/search", { "accept-language": "ga-IE, en;q=0.5" })).toBe("ga");
    expect(refusalLanguage("/api/search", { "accept-language": "en, ga;q=0.5" })).toBe("en");
    expect(refusalLanguage("/api/search?lang=%zz", {})).toBe("en");
  });

  it("has the same refusals in both languages, the page limit written in", () => {
    expect(Object.keys(REFUSAL_WORDS.ga).sort()).toEqual(Object.keys(REFUSAL_WORDS.en).sort());
    expect(REFUSAL_WORDS.ga.pageTooLarge(32)).toBe(
      "Tá corp an iarratais rómhór: glacann leathanach le 32 kB ar a mhéad.",
    );
    expect(REFUSAL_WORDS.ga.timeout).toBe("Níor tháinig an t-iarratas iomlán in am. Bain triail eile as.");
  });
});
