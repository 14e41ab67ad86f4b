import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/language";
import { PRIVACY_POLICY, TERMS_OF_USE } from "./legal";
import { PREPAREDNESS_GUIDE } from "./ready-brehon";

type Leaf = { path: string; value: string };

/** Every string of a nested value, with where it sits ("sections[2].points[0]"). */
function strings(value: unknown, path = ""): Leaf[] {
  if (typeof value === "string") return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  }
  return [];
}

describe.each([
  ["privacy policy", PRIVACY_POLICY],
  ["terms of use", TERMS_OF_USE],
  ["preparedness guide", PREPAREDNESS_GUIDE],
])("the Irish %s", (_name, content) => {
  const en = strings(content.en);
  const ga = strings(content.ga);

  it("has the same sections, paragraphs and points as the English", () => {
    expect(ga.map((leaf) => leaf.path)).toEqual(en.map((leaf) => leaf.path));
  });

  it("translates every string", () => {
    const english = new Map(en.map((leaf) => [leaf.path, leaf.value]));
    const untranslated = ga.filter((leaf) => leaf.value === english.get(leaf.path)).map((leaf) => leaf.path);
    expect(untranslated).toEqual([]);
    expect(ga.every((leaf) => leaf.value.trim().length > 0)).toBe(true);
  });
});

describe("the terms of use", () => {
  it("have eight sections in each language", () => {
    for (const language of LANGUAGES) expect(TERMS_OF_USE[language].sections).toHaveLength(8);
  });
});

describe("the preparedness guide", () => {
  const text = (language: "en" | "ga") => strings(PREPAREDNESS_GUIDE[language]).map((leaf) => leaf.value);

  it("has the spec's topics in each phase", () => {
    const topics = (language: "en" | "ga") =>
      Object.values(PREPAREDNESS_GUIDE[language].phases).map((phase) => phase.topics.length);
    expect(topics("en")).toEqual([4, 3, 3]);
    expect(topics("ga")).toEqual([4, 3, 3]);
  });

  it.each([
    [
      "en",
      [
        "one gallon of water per person per day for three days",
        "three-day supply",
        "at least 24 hours",
        "10 to 20 minutes",
      ],
    ],
    [
      "ga",
      [
        "galún uisce amháin in aghaidh an duine in aghaidh an lae ar feadh trí lá",
        "soláthar trí lá",
        "24 uair an chloig ar a laghad",
        "10 go 20 nóiméad",
      ],
    ],
  ] as const)("gives the spec's figures in %s", (language, figures) => {
    const all = text(language).join("\n");
    for (const figure of figures) expect(all).toContain(figure);
  });

  it("tells the reader to follow official instructions", () => {
    expect(PREPAREDNESS_GUIDE.en.disclaimer.text).toMatch(/follow the instructions of the official authorities/);
    expect(PREPAREDNESS_GUIDE.ga.disclaimer.text).toMatch(/lean treoracha na n-údarás oifigiúil/);
  });
});
