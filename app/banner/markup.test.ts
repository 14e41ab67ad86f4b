import { HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { BANNER_END, BANNER_START, withoutBanner } from "./markers";
import { type BannerContent, bannerHtml, injectBanner, localisedLink, pageLanguage } from "./markup";

const page = (lang: string, body = '<a href="#main-content" class="sr-only">Skip</a><header>H</header>') =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>T</title></head><body class="flex">${body}<main id="main-content">M</main></body></html>`;

const emergency: BannerContent = {
  level: "emergency",
  text: { en: "Shelter indoors now.", ga: "Fan istigh anois." },
  link: "/ready-brehon",
};

describe("injectBanner: the step that writes the site banner into a page", () => {
  it("puts the English banner on an English page, right after the skip link and before the header", () => {
    const html = injectBanner(page("en"), emergency);
    const skip = html.indexOf('href="#main-content"');
    const banner = html.indexOf(BANNER_START);
    expect(skip).toBeGreaterThan(0);
    expect(banner).toBeGreaterThan(skip);
    expect(html.indexOf("<header>")).toBeGreaterThan(html.indexOf(BANNER_END));
    expect(html).toContain('<section class="site-banner site-banner-emergency" aria-label="Emergency notice"');
    expect(html).toContain('<strong class="site-banner-level">Emergency:</strong> Shelter indoors now.');
    expect(html).toContain('<a class="site-banner-link" href="/ready-brehon">More information</a>');
    expect(html).not.toContain("Fan istigh");
  });

  it("puts the Irish banner on an Irish page, its site link at the Irish address", () => {
    const html = injectBanner(page("ga"), emergency);
    expect(html).toContain('aria-label="Fógra éigeandála"');
    expect(html).toContain('<strong class="site-banner-level">Éigeandáil:</strong> Fan istigh anois.');
    expect(html).toContain('<a class="site-banner-link" href="/ga/ready-brehon">Tuilleadh eolais</a>');
    expect(html).not.toContain("Shelter indoors");
  });

  it("names each level in words, not by colour alone", () => {
    expect(bannerHtml({ ...emergency, level: "warning" }, "en")).toMatch(/aria-label="Warning notice".*Warning:/);
    expect(bannerHtml({ ...emergency, level: "information" }, "ga")).toMatch(/aria-label="Fógra eolais".*Eolas:/);
    expect(bannerHtml({ ...emergency, level: "warning" }, "ga")).toMatch(/Rabhadh:/);
  });

  it("escapes the admin's text and link: they are text, never HTML", () => {
    const hostile: BannerContent = {
      level: "warning",
      text: { en: '<script>alert("x")</script> & <b>bold</b>', ga: "<img src=x onerror=alert(1)>" },
      link: '/ready-brehon?a=1&b="><script>',
    };
    const en = injectBanner(page("en"), hostile);
    expect(en).not.toContain("<script>");
    expect(en).not.toContain("<b>");
    expect(en).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;");
    expect(en).toContain('href="/ready-brehon?a=1&amp;b=&quot;&gt;&lt;script&gt;"');
    const ga = injectBanner(page("ga"), hostile);
    expect(ga).not.toContain("<img");
    expect(ga).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("leaves out the link when there is none, and keeps https addresses as they are", () => {
    expect(injectBanner(page("en"), { ...emergency, link: null })).not.toContain("site-banner-link");
    const external = injectBanner(page("ga"), { ...emergency, link: "https://www.met.example/warnings" });
    expect(external).toContain('href="https://www.met.example/warnings"');
  });

  it("replaces a banner already in the page, and takes it out when switched off", () => {
    const once = injectBanner(page("en"), emergency);
    const twice = injectBanner(once, { ...emergency, text: { en: "All clear.", ga: "Tá gach rud slán." } });
    expect(twice.split(BANNER_START)).toHaveLength(2);
    expect(twice).toContain("All clear.");
    expect(twice).not.toContain("Shelter indoors");
    expect(injectBanner(twice, null)).toBe(page("en"));
    expect(withoutBanner(once)).toBe(page("en"));
  });

  it("goes at the top of the body when a page has no skip link, and leaves other documents alone", () => {
    const html = injectBanner(page("en", "<header>H</header>"), emergency);
    expect(html).toContain(`<body class="flex">${BANNER_START}`);
    expect(injectBanner('<?xml version="1.0"?><feed/>', emergency)).toBe('<?xml version="1.0"?><feed/>');
  });

  it("has a preview for the console: the same band, without the landmark and the page's markers", () => {
    const preview = bannerHtml(emergency, "ga", { preview: true });
    expect(preview).toMatch(/^<div class="site-banner site-banner-emergency"><div class="site-banner-inner">/);
    expect(preview).toContain("Fan istigh anois.");
    expect(preview).not.toContain(BANNER_START);
    expect(preview).not.toContain("aria-label");
  });

  it("is valid HTML", async () => {
    const validator = new HtmlValidate({ extends: ["html-validate:recommended"] });
    for (const language of ["en", "ga"] as const) {
      const report = await validator.validateString(
        `<!DOCTYPE html><html lang="${language}"><head><title>T</title></head><body>${bannerHtml(emergency, language)}</body></html>`,
      );
      expect(report.results.flatMap((result) => result.messages.map((message) => message.message))).toEqual([]);
    }
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

describe("pageLanguage", () => {
  it("reads the page's html lang", () => {
    expect(pageLanguage(page("ga"))).toBe("ga");
    expect(pageLanguage(page("en"))).toBe("en");
    expect(pageLanguage("<p>no document</p>")).toBe("en");
  });
});
