import { HtmlValidate } from "html-validate";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withoutBanner } from "~/offline/banner-marker";
import { type BannerContent, localisedLink } from "./markup";
import { PageBanner, SiteBanner, SiteBannerContext } from "./site-banner";

const emergency: BannerContent = {
  level: "emergency",
  text: { en: "Shelter indoors now.", ga: "Fan istigh anois." },
  link: "/ready-brehon",
};

const drawn = (banner: BannerContent, language: "en" | "ga", preview = false) =>
  renderToStaticMarkup(<SiteBanner banner={banner} language={language} preview={preview} />);

/** A page's banner as the app's root draws it: from the context the server gives. */
const onPage = (banner: BannerContent | null, language: "en" | "ga" = "en") =>
  renderToStaticMarkup(
    <SiteBannerContext value={banner}>
      <PageBanner language={language} />
    </SiteBannerContext>,
  );

describe("the site banner as the pages draw it", () => {
  it("is a region named by its level, with the level as a word, the text and the link, in English", () => {
    expect(drawn(emergency, "en")).toBe(
      '<section class="site-banner site-banner-emergency" aria-label="Emergency notice" data-site-banner="emergency">' +
        '<div class="site-banner-inner"><p class="site-banner-text"><strong class="site-banner-level">Emergency:</strong> Shelter indoors now.</p>' +
        '<p class="site-banner-more"><a class="site-banner-link" href="/ready-brehon">More information</a></p></div></section>',
    );
  });

  it("is in Irish on Irish pages, with the link at its Irish address", () => {
    const html = drawn(emergency, "ga");
    expect(html).toContain('aria-label="Fógra éigeandála"');
    expect(html).toContain("Fan istigh anois.");
    expect(html).toContain('href="/ga/ready-brehon"');
    expect(drawn({ ...emergency, level: "warning" }, "en")).toMatch(/aria-label="Warning notice".*Warning:/);
    expect(drawn({ ...emergency, level: "information" }, "ga")).toMatch(/aria-label="Fógra eolais".*Eolas:/);
    expect(drawn({ ...emergency, level: "warning" }, "ga")).toMatch(/Rabhadh:/);
  });

  it("escapes the admin's text and link: they are text, never HTML", () => {
    const hostile: BannerContent = {
      level: "warning",
      text: { en: '<script>alert("x")</script> & <b>bold</b>', ga: "<img src=x onerror=alert(1)>" },
      link: '/ready-brehon?a=1&b="><script>',
    };
    const en = drawn(hostile, "en");
    expect(en).not.toContain("<script>");
    expect(en).not.toContain("<b>");
    expect(en).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;");
    expect(en).toContain('href="/ready-brehon?a=1&amp;b=&quot;&gt;&lt;script&gt;"');
    const ga = drawn(hostile, "ga");
    expect(ga).not.toContain("<img");
    expect(ga).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("leaves out the link when there is none, and keeps https addresses as they are", () => {
    expect(drawn({ ...emergency, link: null }, "en")).not.toContain("site-banner-link");
    expect(drawn({ ...emergency, link: "https://www.met.example/warnings" }, "ga")).toContain(
      'href="https://www.met.example/warnings"',
    );
  });

  it("is on a page when the server gives one, in the page's language, and nowhere when it gives none", () => {
    expect(onPage(emergency)).toContain("data-site-banner");
    expect(onPage(emergency, "ga")).toContain("Fan istigh anois.");
    expect(onPage(null)).toBe("");
  });

  it("has a preview for the console: the same band, without the landmark", () => {
    const preview = drawn(emergency, "ga", true);
    expect(preview).toMatch(/^<div class="site-banner site-banner-emergency"><div class="site-banner-inner">/);
    expect(preview).toContain("Fan istigh anois.");
    expect(preview).not.toContain("data-site-banner");
    expect(preview).not.toContain("aria-label");
  });

  it("is valid HTML", async () => {
    const validator = new HtmlValidate({ extends: ["html-validate:recommended"] });
    for (const language of ["en", "ga"] as const) {
      const report = await validator.validateString(
        `<!DOCTYPE html><html lang="${language}"><head><title>T</title></head><body>${drawn(emergency, language)}</body></html>`,
      );
      expect(report.results.flatMap((result) => result.messages.map((message) => message.message))).toEqual([]);
    }
  });

  it("can be taken out of a page again (the service worker's offline copies)", () => {
    const page = (banner: string) =>
      `<!DOCTYPE html><html lang="en"><body><a href="#main-content">Skip</a>${banner}<header>H</header><section><h2>S</h2></section></body></html>`;
    expect(withoutBanner(page(drawn(emergency, "en")))).toBe(page(""));
    expect(withoutBanner(page(""))).toBe(page(""));
  });
});

describe("localisedLink", () => {
  it("gives a page of the site at its address in the page's language", () => {
    expect(localisedLink("/ready-brehon", "ga")).toBe("/ga/ready-brehon");
    expect(localisedLink("/ga/ready-brehon", "en")).toBe("/ready-brehon");
    expect(localisedLink("/", "ga")).toBe("/ga");
    expect(localisedLink("/ready-brehon#shelter", "ga")).toBe("/ga/ready-brehon#shelter");
    expect(localisedLink("/petitions?sort=recent", "ga")).toBe("/ga/petitions?sort=recent");
    expect(localisedLink("/ga/services", "ga")).toBe("/ga/services");
  });

  it("leaves files, the API and other sites as they are", () => {
    expect(localisedLink("/api/petitions.csv", "ga")).toBe("/api/petitions.csv");
    expect(localisedLink("/images/map.png", "ga")).toBe("/images/map.png");
    expect(localisedLink("https://example.org/x", "ga")).toBe("https://example.org/x");
  });
});
