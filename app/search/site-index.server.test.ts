import { describe, expect, it } from "vitest";
import { extractPageText } from "./extract.server";
import { buildSiteIndexData, loadSiteIndex, type SiteDocument } from "./site-index.server";

const page = (address: string, title: string, text: string, headings = ""): SiteDocument => ({
  address,
  kind: "page",
  title,
  headings,
  text,
});

const index = loadSiteIndex(
  // Through JSON, as the build writes it and the server reads it.
  JSON.parse(
    JSON.stringify(
      buildSiteIndexData({
        en: [
          page("/news", "News", "The new passport office opens in March. Passport photos are taken there."),
          page("/services/citizenship/passport-renewal", "Passport Renewal", "Renew your passport before it expires."),
          page("/ready-brehon", "Ready Brehon", "Keep a radio and water at home.", "Emergency kit"),
          page("/government/president", "The President", "Elected for five years."),
        ],
        ga: [
          page("/ga", "Fáilte go Poblacht Brehon", "Tairseach oifigiúil an Rialtais."),
          page("/ga/services", "Seirbhísí an Rialtais", "Cuirimid fáilte romhat chuig an tSeirbhís Phoiblí."),
          page("/ga/services/citizenship/passport-application", "Iarratas ar Phas", "Déan iarratas ar phas nua."),
        ],
      }),
    ),
  ),
);

const addresses = (query: string, language: "en" | "ga" = "en") =>
  index.search(query, language).map((hit) => hit.address);

describe("the site index", () => {
  it("puts a page whose title matches before one that only mentions the words", () => {
    expect(addresses("passport")).toEqual(["/services/citizenship/passport-renewal", "/news"]);
  });

  it("forgives case, accents and the síneadh fada", () => {
    expect(addresses("FAILTE", "ga")[0]).toBe("/ga");
    expect(addresses("seirbhisi", "ga")).toEqual(["/ga/services"]);
  });

  it("finds an Irish word under its prefix ('seirbhis' finds 'tSeirbhís')", () => {
    const hit = index.search("seirbhis", "ga")[0];
    expect(hit?.address).toBe("/ga/services");
    expect(hit?.excerpt.filter((part) => part.mark).map((part) => part.text)).toContain("tSeirbhís");
  });

  it("finds an Irish word under its lenition ('pas' finds 'Phas'), in Irish only", () => {
    expect(addresses("pas", "ga")).toEqual(["/ga/services/citizenship/passport-application"]);
    expect(addresses("te", "en")).toEqual([]);
  });

  it("matches the beginning of words", () => {
    expect(addresses("presid")).toEqual(["/government/president"]);
    expect(addresses("emerg")).toEqual(["/ready-brehon"]);
  });

  it("forgives one typo in longer words, not in short ones", () => {
    expect(addresses("pasport")).toContain("/services/citizenship/passport-renewal");
    expect(addresses("presidnet")).toEqual([]);
    expect(addresses("presdent")).toEqual(["/government/president"]);
    expect(addresses("rado")).toEqual([]);
  });

  it("needs every word of the query", () => {
    expect(addresses("passport photos")).toEqual(["/news"]);
  });

  it("searches one language at a time", () => {
    expect(addresses("passport", "ga")).toEqual([]);
    expect(addresses("failte", "en")).toEqual([]);
  });

  it("marks the matched words in the excerpt and says whether the title matched", () => {
    const [renewal, news] = index.search("passport", "en");
    expect(renewal?.titleMatched).toBe(true);
    expect(news?.titleMatched).toBe(false);
    expect(news?.excerpt.filter((part) => part.mark).map((part) => part.text)).toEqual(["passport", "Passport"]);
  });

  it("refuses an index of another format", () => {
    expect(() => loadSiteIndex({ version: 2 } as never)).toThrow(/npm run build/);
  });
});

describe("extractPageText", () => {
  it("reads the main heading, section headings and text, without controls and skipped parts", () => {
    const html = `<html><body><header>Site menu</header><main>
      <p data-search-skip="">Back to Services</p>
      <h1>Passport &amp; Visa</h1>
      <form role="search"><label>Search the site</label><input name="q"></form>
      <p>Apply for a <b>passport</b>.</p><h2>Documents</h2><p>Bring a photo.</p>
      <select><option>Tourist</option><option>Business</option></select>
      <noscript><div>Turn on JavaScript</div></noscript>
      <svg><title>icon</title></svg><script>var x = 1;</script>
      <div hidden>Hidden</div><span aria-hidden="true">→</span>
    </main><footer>Footer text</footer></body></html>`;
    const text = extractPageText(html);
    expect(text?.title).toBe("Passport & Visa");
    expect(text?.headings).toBe("Documents");
    expect(text?.text).toBe("Apply for a passport. Documents Bring a photo.");
  });

  it("gives nothing for a page without a main heading", () => {
    expect(extractPageText("<main><p>No heading</p></main>")).toBeNull();
    expect(extractPageText("<p>No main</p>")).toBeNull();
  });
});
