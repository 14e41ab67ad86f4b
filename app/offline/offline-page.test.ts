// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { languageOfPath } from "~/i18n/language";
import { OFFLINE_TEXT, offlineLanguage, renderOfflinePage } from "./offline-page";

describe("the offline page's text", () => {
  it("is translated into Irish, every string", () => {
    const { guide: guideEn, ...en } = OFFLINE_TEXT.en;
    const { guide: guideGa, ...ga } = OFFLINE_TEXT.ga;
    expect(Object.keys(ga)).toEqual(Object.keys(en));
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(ga[key].trim(), key).not.toBe("");
      expect(ga[key], key).not.toBe(en[key]);
    }
    expect(guideGa.label).not.toBe(guideEn.label);
  });

  it("sends both languages to the guide", () => {
    expect(OFFLINE_TEXT.en.guide.path).toBe("/ready-brehon");
    expect(OFFLINE_TEXT.ga.guide.path).toBe("/ga/ready-brehon");
  });
});

describe("the offline page", () => {
  const html = renderOfflinePage("/assets/root-abc.css", "en");
  const document = new DOMParser().parseFromString(html, "text/html");

  it("is in the address's language: English first at an English address, the Irish section marked", () => {
    expect(document.documentElement.lang).toBe("en");
    const sections = [...document.querySelectorAll("main > section")];
    expect(sections.map((section) => section.getAttribute("lang"))).toEqual(["en", "ga"]);
    expect(document.querySelector("h1")?.textContent).toBe(OFFLINE_TEXT.en.title);
    expect(document.querySelector('section[lang="ga"] h2')?.textContent).toBe(OFFLINE_TEXT.ga.title);
    expect(document.title).toBe(`${OFFLINE_TEXT.en.title} | Republic of Brehon`);
    expect(document.querySelector("header")?.textContent?.trim()).toBe("Republic of Brehon · Poblacht Brehon");
    expect(document.querySelector('header [lang="ga"]')?.textContent).toBe("Poblacht Brehon");
  });

  it("is in Irish at an Irish address, the English section following, marked", () => {
    const irish = new DOMParser().parseFromString(renderOfflinePage("/assets/root-abc.css", "ga"), "text/html");
    expect(irish.documentElement.lang).toBe("ga");
    const sections = [...irish.querySelectorAll("main > section")];
    expect(sections.map((section) => section.getAttribute("lang"))).toEqual(["ga", "en"]);
    expect(irish.querySelector("h1")?.textContent).toBe("Níl tú ar líne");
    expect(irish.querySelector('section[lang="en"] h2')?.textContent).toBe(OFFLINE_TEXT.en.title);
    expect(irish.title).toBe("Níl tú ar líne | Poblacht Brehon");
    expect(irish.querySelector("header")?.textContent?.trim()).toBe("Poblacht Brehon · Republic of Brehon");
    expect(irish.querySelector('header [lang="en"]')?.textContent).toBe("Republic of Brehon");
    expect(irish.querySelector("main a")?.getAttribute("href")).toBe("/ga/ready-brehon");
  });

  it("reads the language from the address as the site does", () => {
    for (const path of ["/", "/ga", "/ga/", "/ga/services/social", "/gallery", "/services/ga", "/gaeilge"]) {
      expect(offlineLanguage(path), path).toBe(languageOfPath(path));
    }
    expect(offlineLanguage("/ga/petitions/12")).toBe("ga");
    expect(offlineLanguage("/petitions/12")).toBe("en");
  });

  it("links the guide and both pages with emergency numbers in each language", () => {
    for (const [language, prefix] of [
      ["en", ""],
      ["ga", "/ga"],
    ] as const) {
      const links = [...document.querySelectorAll(`section[lang="${language}"] a`)].map((link) => [
        link.getAttribute("href"),
        link.textContent,
      ]);
      expect(links).toEqual([
        [OFFLINE_TEXT[language].guide.path, OFFLINE_TEXT[language].guide.label],
        [`${prefix}/services/foreign-affairs`, OFFLINE_TEXT[language].foreignAffairs],
        [`${prefix}/services/social`, OFFLINE_TEXT[language].social],
      ]);
    }
  });

  it("uses the site's stylesheet and runs no script", () => {
    expect(document.querySelector('link[rel="stylesheet"]')?.getAttribute("href")).toBe("/assets/root-abc.css");
    expect(document.querySelectorAll("script")).toHaveLength(0);
  });

  it("escapes what it writes into the markup", () => {
    const page = renderOfflinePage('/assets/a.css"><script>alert(1)</script>', "ga");
    expect(new DOMParser().parseFromString(page, "text/html").querySelectorAll("script")).toHaveLength(0);
  });
});
