import { describe, expect, it } from "vitest";
import { ANNOUNCEMENTS, latestNotice, newestFirst } from "./announcements";
import { telHref } from "./contacts";
import { BRANCHES, INVESTMENT_SECTORS, MINISTRIES, NATION_FACTS } from "./government";
import { CATEGORY_PAGES, findService, POPULAR_SERVICE_LINKS, SERVICE_CATEGORIES } from "./services";
import type { Announcement } from "./types";

/** Every string of a value with its path, to compare the two languages' shapes. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]));
  }
  return typeof value;
}

/** Fields that are the same in both languages: identifiers, links, dates and contact details. */
const LANGUAGE_NEUTRAL = new Set([
  "id",
  "icon",
  "value",
  "link",
  "type",
  "date",
  "image",
  "fact",
  "kind",
  "path",
  "address",
  "number",
]);
function languageNeutral(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(languageNeutral);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, LANGUAGE_NEUTRAL.has(key) ? inner : languageNeutral(inner)]),
    );
  }
  return typeof value;
}

function strings(value: unknown, key = ""): Array<{ key: string; text: string }> {
  if (typeof value === "string") return [{ key, text: value }];
  if (Array.isArray(value)) return value.flatMap((inner) => strings(inner, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, inner]) => strings(inner, k));
  return [];
}

const CONTENT = {
  ANNOUNCEMENTS,
  SERVICE_CATEGORIES,
  CATEGORY_PAGES,
  BRANCHES,
  MINISTRIES,
  NATION_FACTS,
  INVESTMENT_SECTORS,
};

describe("content", () => {
  for (const [name, content] of Object.entries(CONTENT)) {
    it(`${name} has the same shape, links and identifiers in English and Irish`, () => {
      expect(shape(content.ga)).toEqual(shape(content.en));
      expect(languageNeutral(content.ga)).toEqual(languageNeutral(content.en));
    });

    it(`${name} is translated: no Irish text equals its English`, () => {
      const english = strings(content.en);
      const irish = strings(content.ga);
      const same = irish.filter(
        (entry, i) =>
          !LANGUAGE_NEUTRAL.has(entry.key) && entry.text === english[i]?.text && !/^[\d\s]+$/.test(entry.text),
      );
      expect(same).toEqual([]);
    });
  }

  it("has the spec's ministries and four popular services", () => {
    expect(MINISTRIES.en.map((ministry) => ministry.link)).toEqual([
      "/government/ministries/foreign-affairs",
      "/government/ministries/finance",
      "/government/ministries/education",
      "/government/ministries/health",
      "/government/ministries/defense",
    ]);
    expect(POPULAR_SERVICE_LINKS.map((link) => findService(SERVICE_CATEGORIES.ga, link).title)).toEqual([
      "Athnuachan Pas",
      "Teastas Breithe",
      "Clárú Gnó",
      "Iarratas ar Shaoránacht",
    ]);
    expect(() => findService(SERVICE_CATEGORIES.en, "/nowhere")).toThrow("/nowhere");
  });
});

describe("announcements", () => {
  const at = (id: string, type: Announcement["type"], date: string): Announcement => ({
    id,
    type,
    date,
    title: id,
    content: id,
    link: `/${id}`,
  });

  it("are four, dated within the spec's range, one of them Unity Day on 20 May", () => {
    expect(ANNOUNCEMENTS.en).toHaveLength(4);
    for (const { date } of ANNOUNCEMENTS.en) {
      expect(date >= "2025-04-25" && date <= "2025-05-16", date).toBe(true);
    }
    expect(new Set(ANNOUNCEMENTS.en.map((announcement) => announcement.type))).toEqual(
      new Set(["alert", "notice", "update"]),
    );
    expect(ANNOUNCEMENTS.en.find((a) => a.id === "unity-day-holiday")?.content).toContain("20 May");
    expect(ANNOUNCEMENTS.ga.find((a) => a.id === "unity-day-holiday")?.content).toContain("20 Bealtaine");
  });

  it("sort newest first and give the home strip the newest notice", () => {
    const list = [
      at("old-notice", "notice", "2025-04-01"),
      at("alert", "alert", "2025-05-20"),
      at("new-notice", "notice", "2025-05-01"),
    ];
    expect(newestFirst(list).map((a) => a.id)).toEqual(["alert", "new-notice", "old-notice"]);
    expect(latestNotice(list)?.id).toBe("new-notice");
    expect(latestNotice([at("alert", "alert", "2025-05-20")])).toBeUndefined();
    expect(latestNotice(ANNOUNCEMENTS.en)?.id).toBe("new-government-site");
  });
});

describe("contacts", () => {
  it("turn a printed number into a tel: link", () => {
    expect(telHref("+999 21 555 0199")).toBe("tel:+999215550199");
    expect(telHref("+999 (21) 555-0100")).toBe("tel:+999215550100");
  });
});
