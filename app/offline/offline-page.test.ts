// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { OFFLINE_TEXT, renderOfflinePage } from "./offline-page";

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
  const html = renderOfflinePage("/assets/root-abc.css");
  const document = new DOMParser().parseFromString(html, "text/html");

  it("is one English and one Irish section, each marked with its language", () => {
    expect(document.documentElement.lang).toBe("en");
    const sections = [...document.querySelectorAll("main > section")];
    expect(sections.map((section) => section.getAttribute("lang"))).toEqual(["en", "ga"]);
    expect(document.querySelector("h1")?.textContent).toBe(OFFLINE_TEXT.en.title);
    expect(document.querySelector('section[lang="ga"] h2')?.textContent).toBe(OFFLINE_TEXT.ga.title);
    expect(document.title).toBe(`${OFFLINE_TEXT.en.title} | ${OFFLINE_TEXT.ga.title}`);
    expect(document.querySelector("header")?.textContent?.trim()).toBe("Republic of Brehon · Poblacht Brehon");
    expect(document.querySelector('header [lang="ga"]')?.textContent).toBe("Poblacht Brehon");
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
    const page = renderOfflinePage('/assets/a.css"><script>alert(1)</script>');
    expect(new DOMParser().parseFromString(page, "text/html").querySelectorAll("script")).toHaveLength(0);
  });
});
