import { describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import { ga } from "~/i18n/ga";
import { LANGUAGES } from "~/i18n/language";
import { PAGES } from "~/pages/pages";
import routes from "~/routes";
import { articlesOf, CONSTITUTION } from "./constitution";
import { CONTACT_PAGE } from "./contact-page";
import { MINISTRY_CONTACTS } from "./contacts";
import { MINISTRIES } from "./government";
import { INSTITUTION_PAGES } from "./institutions";
import { MINISTRY_IDS, MINISTRY_PAGES, ministryIdOf } from "./ministry-pages";
import { NATIONAL_SYMBOLS } from "./symbols";

type Entry = { path?: string; index?: boolean };
const ROUTED = new Set(
  (routes as Entry[]).flatMap((entry) =>
    entry.index ? ["/"] : entry.path && entry.path !== "*" ? [`/${entry.path}`] : [],
  ),
);

type Leaf = { path: string; key: string; value: string | number | boolean };

/** Every value of a nested object with where it sits ("sections[2].points[0]") and its own key. */
function leaves(value: unknown, path = "", key = ""): Leaf[] {
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    return [{ path, key, value }];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`, key));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, item]) => leaves(item, path ? `${path}.${k}` : k, k));
  }
  return [];
}

/** Keys whose values are the same in both languages: identifiers, links and contact details. */
const NEUTRAL = new Set(["id", "number", "link", "path", "kind", "fact", "address", "email", "phone", "ordered"]);

const CONTENT = {
  "institution pages": INSTITUTION_PAGES,
  "ministry pages": MINISTRY_PAGES,
  constitution: CONSTITUTION,
  "national symbols": NATIONAL_SYMBOLS,
  "contact page": CONTACT_PAGE,
};

describe.each(Object.entries(CONTENT))("the %s", (_name, content) => {
  const english = leaves(content.en);
  const irish = leaves(content.ga);

  it("have the same keys, lists and identifiers in English and Irish", () => {
    expect(irish.map((leaf) => leaf.path)).toEqual(english.map((leaf) => leaf.path));
    const neutral = (list: Leaf[]) => list.filter((leaf) => NEUTRAL.has(leaf.key));
    expect(neutral(irish)).toEqual(neutral(english));
  });

  it("are translated: no Irish text equals its English", () => {
    const byPath = new Map(english.map((leaf) => [leaf.path, leaf.value]));
    const same = irish.filter(
      (leaf) => !NEUTRAL.has(leaf.key) && typeof leaf.value === "string" && leaf.value === byPath.get(leaf.path),
    );
    expect(same.map((leaf) => leaf.path)).toEqual([]);
    expect(irish.every((leaf) => String(leaf.value).trim().length > 0)).toBe(true);
  });

  it("link only to pages that exist, and to articles that exist", () => {
    const anchors = new Set(articlesOf(CONSTITUTION.en).map((article) => article.id));
    const links = english
      .filter((leaf) => leaf.key === "link" || leaf.key === "path")
      .map((leaf) => String(leaf.value));
    for (const link of links) {
      const [path = "", fragment] = link.split("#");
      expect(ROUTED.has(path), link).toBe(true);
      if (fragment) expect(anchors.has(fragment as `article-${number}`), link).toBe(true);
    }
  });
});

describe("the Constitution", () => {
  it("numbers its articles 1, 2, 3 … with the anchor article-<number>, in both languages", () => {
    for (const language of LANGUAGES) {
      const articles = articlesOf(CONSTITUTION[language]);
      expect(articles.length).toBeGreaterThan(10);
      articles.forEach((article, index) => {
        expect(article.number, language).toBe(index + 1);
        expect(article.id, language).toBe(`article-${index + 1}`);
        expect(article.heading.trim(), article.id).not.toBe("");
        expect(article.paragraphs.length, article.id).toBeGreaterThan(0);
      });
      const chapters = CONSTITUTION[language].chapters.map((chapter) => chapter.id);
      expect(new Set(chapters).size).toBe(chapters.length);
    }
  });

  const article = (language: "en" | "ga", number: number) =>
    articlesOf(CONSTITUTION[language])
      .find((candidate) => candidate.number === number)
      ?.paragraphs.join(" ");

  it.each([
    ["en", 9, ["five years", "maximum of two terms"]],
    ["ga", 9, ["cúig bliana", "dhá théarma"]],
    ["en", 12, ["250 members", "four-year terms"]],
    ["ga", 12, ["250 comhalta", "ceithre bliana"]],
    ["en", 16, ["9 justices", "12 years"]],
    ["ga", 16, ["9 mbreitheamh", "12 bhliain"]],
    ["en", 19, ["20 May 1991"]],
    ["ga", 19, ["20 Bealtaine 1991"]],
  ] as const)("in %s, article %i states the spec's facts", (language, number, facts) => {
    for (const fact of facts) expect(article(language, number)).toContain(fact);
  });
});

describe("the page titles", () => {
  const ministryPages = PAGES.filter((page) => page.screen === "routes/ministry.tsx");

  it("give every institution and ministry a page of the registry", () => {
    const institutions = PAGES.filter((page) => page.screen === "routes/government-institution.tsx");
    expect(institutions.map((page) => page.path).sort()).toEqual(Object.keys(INSTITUTION_PAGES.en).sort());
    expect(ministryPages.map((page) => ministryIdOf(page.path))).toEqual([...MINISTRY_IDS]);
  });

  it("of the ministries are the names the government page gives them", () => {
    expect(MINISTRIES.en.map((ministry) => ministry.value)).toEqual([...MINISTRY_IDS]);
    for (const page of ministryPages) {
      const id = ministryIdOf(page.path);
      expect(en.pages.titles[page.title]).toBe(MINISTRIES.en.find((ministry) => ministry.value === id)?.name);
      expect(ga.pages.titles[page.title]).toBe(MINISTRIES.ga.find((ministry) => ministry.value === id)?.name);
    }
  });
});

describe("the contact details", () => {
  it("give every ministry its own address and number, in the Republic's format", () => {
    const emails = Object.values(MINISTRY_CONTACTS).map((contact) => contact.email);
    expect(new Set(emails).size).toBe(MINISTRY_IDS.length);
    for (const { email, phone } of Object.values(MINISTRY_CONTACTS)) {
      expect(email).toMatch(/^[a-z]+@gov\.brehon\.example$/);
      expect(phone).toMatch(/^\+999 21 555 \d{4}$/);
    }
  });
});
