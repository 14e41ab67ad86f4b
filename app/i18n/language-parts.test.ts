import { describe, expect, it } from "vitest";
import { languageParts } from "./language-parts";

describe("languageParts", () => {
  it.each([
    {
      title: "sets the English name of the anthem apart on an Irish page",
      text: "Is é Tír na Córa an t-amhrán náisiúnta; Land of the Just is ainm dó i mBéarla.",
      language: "ga",
      parts: [
        { text: "Is é Tír na Córa an t-amhrán náisiúnta; " },
        { text: "Land of the Just", lang: "en" },
        { text: " is ainm dó i mBéarla." },
      ],
    },
    {
      title: "sets the Irish names apart on an English page, each time they occur",
      text: "The national anthem is Land of the Just, in Irish Tír na Córa. Ceart do Chách.",
      language: "en",
      parts: [
        { text: "The national anthem is Land of the Just, in Irish " },
        { text: "Tír na Córa", lang: "ga" },
        { text: ". " },
        { text: "Ceart do Chách", lang: "ga" },
        { text: "." },
      ],
    },
  ] as const)("$title", ({ text, language, parts }) => {
    expect(languageParts(text, language)).toEqual(parts);
  });

  it("leaves text with no phrase of the other language whole", () => {
    expect(languageParts("Justice for All", "en")).toEqual([{ text: "Justice for All" }]);
    expect(languageParts("", "ga")).toEqual([]);
  });
});
